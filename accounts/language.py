"""The learner's language: English or Finnish, chosen in the navbar.

Django's ``LocaleMiddleware`` takes the language cookie, else the browser's Accept-Language
(English when it asks for neither). The switcher (:func:`set_language`, a plain form) sets the
cookie for everyone and, for a signed-in learner, ``Learner.language`` too; the session keeps
a copy so :class:`~accounts.middleware.LearnerLanguageMiddleware` needs no query. On log-in
the learner's saved choice comes back (or the guest's choice is saved on the learner).
"""

from __future__ import annotations

from django.conf import settings
from django.contrib.auth.models import User
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.translation import check_for_language
from django.views.decorators.http import require_POST

from .models import Learner

SESSION_KEY = "learner_language"
CODES = frozenset(code for code, _name in settings.LANGUAGES)


def _safe_next(request: HttpRequest) -> str:
    for candidate in (request.POST.get("next"), request.META.get("HTTP_REFERER")):
        if candidate and url_has_allowed_host_and_scheme(
            candidate, allowed_hosts={request.get_host()}, require_https=request.is_secure()
        ):
            return candidate
    return "/"


@require_POST
def set_language(request: HttpRequest) -> HttpResponse:
    """Keep the chosen language (cookie; session and learner when signed in), then go back."""
    response = HttpResponseRedirect(_safe_next(request))
    code = request.POST.get("language", "")
    if code not in CODES or not check_for_language(code):
        return response
    response.set_cookie(
        settings.LANGUAGE_COOKIE_NAME,
        code,
        max_age=settings.LANGUAGE_COOKIE_AGE,
        path=settings.LANGUAGE_COOKIE_PATH,
        domain=settings.LANGUAGE_COOKIE_DOMAIN,
        secure=settings.LANGUAGE_COOKIE_SECURE,
        httponly=settings.LANGUAGE_COOKIE_HTTPONLY,
        samesite="Lax",
    )
    if request.user.is_authenticated:
        request.session[SESSION_KEY] = code
        Learner.objects.update_or_create(user=request.user, defaults={"language": code})
    return response


def restore_on_login(
    sender: object, request: HttpRequest | None, user: User, **kwargs: object
) -> None:
    """On log-in: the learner's saved language comes back; a learner without one keeps the
    language the guest chose (the cookie)."""
    if request is None or not hasattr(request, "session"):
        return
    learner = Learner.objects.filter(user=user).first()
    if learner is not None and learner.language in CODES:
        request.session[SESSION_KEY] = learner.language
        return
    chosen = request.COOKIES.get(settings.LANGUAGE_COOKIE_NAME)
    if chosen in CODES:
        Learner.objects.update_or_create(user=user, defaults={"language": chosen})
        request.session[SESSION_KEY] = chosen
    else:
        request.session.pop(SESSION_KEY, None)
