"""A signed-in learner's language (``Learner.language``, copied into the session on log-in and
when chosen) wins over the cookie and the browser's Accept-Language."""

from __future__ import annotations

from collections.abc import Callable

from django.http import HttpRequest, HttpResponse
from django.utils import translation

from .language import CODES, SESSION_KEY


class LearnerLanguageMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.user.is_authenticated:
            code = request.session.get(SESSION_KEY)
            if code in CODES and code != translation.get_language():
                translation.activate(code)
                request.LANGUAGE_CODE = code
        return self.get_response(request)
