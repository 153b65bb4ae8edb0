"""Site-wide request checks that no single view should have to repeat."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from django.core.exceptions import SuspiciousOperation
from django.http import HttpRequest, HttpResponse

NUL = "\x00"


class NulByteInRequest(SuspiciousOperation):
    """A NUL character in the path, the query, a posted field or a cookie."""


def _any_nul(texts: Iterable[str]) -> bool:
    return any(NUL in text for text in texts)


class RefuseNulBytesMiddleware:
    """Answer 400 to any request with a NUL character in its path, query string, form fields
    (names or values) or cookies.

    No page of the site takes one, and PostgreSQL refuses NUL in text, so such a value
    reaching a query (a rule id in the path, a drill answer, a session cookie) was a 500.
    Raising :class:`SuspiciousOperation` gives Django's 400 page and a line in the
    ``django.security`` log.
    """

    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if (
            NUL in request.path_info
            or _any_nul(_pairs(request.GET.lists()))
            or _any_nul(_pairs(request.COOKIES.items()))
            or (request.method == "POST" and _any_nul(_pairs(request.POST.lists())))
        ):
            raise NulByteInRequest("NUL character in the request")
        return self.get_response(request)


def _pairs(items: Iterable[tuple[str, str | list[str]]]) -> Iterable[str]:
    for key, value in items:
        yield key
        if isinstance(value, str):
            yield value
        else:
            yield from value
