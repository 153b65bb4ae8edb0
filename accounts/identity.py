"""Who is learning: the signed-in user's learner, or a guest learner kept in the session.

A learner is created only when something is saved for it (``create=True``: a lesson marked,
a drill answered or hinted, a game started); reading a page never creates one, nor a session.
A guest's token is derived from the browser's CSRF secret, which every POST carries: posts that
race from a new browser, before any of them has set the session, find the same guest instead
of creating one each. Learners note when they were last seen (at most once a day), which is
also when a session's expiry slides on; ``manage.py prune_guests`` removes idle guests.
"""

from __future__ import annotations

import secrets
from datetime import timedelta

from django.contrib.auth.models import User
from django.contrib.auth.signals import user_logged_in
from django.db import transaction
from django.http import HttpRequest
from django.utils import timezone
from django.utils.crypto import salted_hmac

from .models import Learner

GUEST_KEY = "guest_token"
SEEN_EVERY = timedelta(days=1)


def get_learner(request: HttpRequest, create: bool = True) -> Learner | None:
    """The learner for this request; with ``create``, made on first use (a guest's token is
    then kept in the session). Without it, None for anyone who has saved nothing yet."""
    user = request.user
    if user.is_authenticated:
        learner = Learner.objects.filter(user=user).first()
        if learner is None:
            if not create:
                return None
            learner, _ = Learner.objects.get_or_create(user=user)
        return _seen(request, learner)
    token = request.session.get(GUEST_KEY)
    if token:
        guest = Learner.objects.filter(guest_token=token, user__isnull=True).first()
        if guest is not None:
            return _seen(request, guest)
    if not create:
        return None
    token = _browser_token(request)
    # get_or_create survives a race: the loser's insert fails on the unique token and it
    # reads the winner's row.
    guest, _ = Learner.objects.get_or_create(guest_token=token)
    request.session[GUEST_KEY] = token
    return _seen(request, guest)


def _browser_token(request: HttpRequest) -> str:
    """One guest token per browser: a keyed hash of its CSRF secret (set by the CSRF
    middleware; every POST that reaches a view has passed the check that needs it)."""
    secret = request.META.get("CSRF_COOKIE")
    if not secret:
        return secrets.token_hex(16)
    return salted_hmac("accounts.identity.guest", secret, algorithm="sha256").hexdigest()[:32]


def _seen(request: HttpRequest, learner: Learner) -> Learner:
    """Note the visit once a day, and let the session's expiry slide on with it."""
    now = timezone.now()
    if learner.last_seen < now - SEEN_EVERY:
        Learner.objects.filter(pk=learner.pk).update(last_seen=now)
        learner.last_seen = now
        request.session.modified = True
    return learner


def adopt_guest(sender: object, request: HttpRequest | None, user: User, **kwargs: object) -> None:
    """On log-in, a guest's learner becomes the user's if the user has none yet."""
    if request is None or not hasattr(request, "session"):
        return
    token = request.session.get(GUEST_KEY)
    if not token:
        return
    with transaction.atomic():
        guest = (
            Learner.objects.select_for_update().filter(guest_token=token, user__isnull=True).first()
        )
        if guest is None:
            return
        if not Learner.objects.filter(user=user).exists():
            guest.user = user
            guest.guest_token = None
            guest.save(update_fields=["user", "guest_token"])
    request.session.pop(GUEST_KEY, None)


def connect_signals() -> None:
    from .language import restore_on_login

    user_logged_in.connect(adopt_guest, dispatch_uid="accounts.identity.adopt_guest")
    # After adopt_guest, so a guest's learner (now the user's) is found.
    user_logged_in.connect(restore_on_login, dispatch_uid="accounts.language.restore_on_login")
