"""Who is learning: the signed-in user's learner, or a guest learner kept in the session."""

from __future__ import annotations

import secrets
from typing import Any

from django.contrib.auth.signals import user_logged_in
from django.db import transaction
from django.http import HttpRequest

from .models import Learner

GUEST_KEY = "guest_token"


def get_learner(request: HttpRequest, create: bool = True) -> Learner | None:
    """Return the learner for this request, creating a guest learner on first use."""
    user = request.user
    if user.is_authenticated:
        learner, _ = Learner.objects.get_or_create(user=user)
        return learner
    token = request.session.get(GUEST_KEY)
    if token:
        learner = Learner.objects.filter(guest_token=token, user__isnull=True).first()
        if learner is not None:
            return learner
    if not create:
        return None
    token = secrets.token_hex(16)
    learner = Learner.objects.create(guest_token=token)
    request.session[GUEST_KEY] = token
    return learner


def adopt_guest(sender: Any, request: HttpRequest | None, user: Any, **kwargs: Any) -> None:
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
    user_logged_in.connect(adopt_guest, dispatch_uid="lessons.identity.adopt_guest")
