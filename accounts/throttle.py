"""Hooks for django-axes, which throttles log-in (settings: AXES_*)."""

from __future__ import annotations

import ipaddress
from collections.abc import Mapping

from django.conf import settings
from django.http import HttpRequest

# AccessAttempt.username is a varchar(255). Django's AuthenticationForm sets the username
# field's max_length after the field is built, so no validator enforces it and a 5,000
# character username reaches authenticate(); PostgreSQL then refused to store it (a 500).
MAX_USERNAME = 150  # User.username's max_length; no longer name can sign in anyway


def username(request: HttpRequest, credentials: Mapping[str, object] | None) -> str | None:
    """The username that failures are counted under, as axes would take it, but cut to fit."""
    source: Mapping[str, object] = credentials if credentials else request.POST
    value = source.get("username")
    return value[:MAX_USERNAME] if isinstance(value, str) else None


def client_ip(request: HttpRequest) -> str | None:
    """The address failures are counted under: REMOTE_ADDR, or behind PROXY_COUNT reverse
    proxies, the address the outermost one saw, which is the PROXY_COUNT-th X-Forwarded-For
    entry from the right (each proxy appends the address it was reached from; whatever a
    client put further left is its own invention). Only a well-formed address is taken: the
    column is an IP address type on PostgreSQL."""
    count: int = settings.PROXY_COUNT
    if count:
        forwarded = request.META.get("HTTP_X_FORWARDED_FOR", "")
        hops = [hop.strip() for hop in forwarded.split(",") if hop.strip()]
        if len(hops) >= count and (address := _address(hops[-count])):
            return address
    return _address(request.META.get("REMOTE_ADDR", ""))


def _address(text: str) -> str | None:
    try:
        return str(ipaddress.ip_address(text))
    except ValueError:
        return None
