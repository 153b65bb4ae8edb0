"""Who is learning. Everything a learner owns (lesson progress, drill attempts, games) points
at a :class:`Learner`, so a guest who signs up keeps what they did as a guest."""

from __future__ import annotations

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext


class Learner(models.Model):
    """Whoever is learning: a signed-in user, or a guest known only by their session.

    Everything a learner owns (progress, games) points here, so a guest who signs up keeps
    what they did as a guest.
    """

    user = models.OneToOneField(
        settings.AUTH_USER_MODEL,
        null=True,
        blank=True,
        on_delete=models.CASCADE,
        related_name="learner",
    )
    guest_token = models.CharField(max_length=32, unique=True, null=True, blank=True)
    created = models.DateTimeField(auto_now_add=True)
    # Updated at most once a day (accounts.identity); idle guests are pruned by it.
    last_seen = models.DateTimeField(default=timezone.now, db_index=True)
    # The language chosen in the navbar ("en", "fi"); empty: the browser's (accounts.language).
    language = models.CharField(max_length=8, blank=True, default="")

    def __str__(self) -> str:
        if self.user_id:
            return f"learner {self.user}"
        return f"guest {self.guest_token}"

    @property
    def display_name(self) -> str:
        return self.user.get_username() if self.user else gettext("Guest")
