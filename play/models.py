"""Practice games against bots, stored as engine record text (never pickles)."""

from __future__ import annotations

from django.db import models

from accounts.models import Learner


class Game(models.Model):
    """A practice game against bots, stored as its engine record after every action.

    ``version`` counts the actions applied: a submission names the version it was made on,
    and a stale one (another tab, a double click) is refused instead of being applied twice.
    """

    class Kind(models.TextChoices):
        SESSION = "session", "Four-player session"
        BONEHEAD = "bonehead", "Three players and the bonehead"
        VINT = "vint", "Vint, the Russian ancestor"

    class Bots(models.TextChoices):
        CONVENTIONS = "conventions", "Bots that bid and signal by the conventions"
        RANDOM = "random", "Random bots"

    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="games")
    kind = models.CharField(max_length=20, choices=Kind.choices, default=Kind.SESSION)
    bots = models.CharField(max_length=20, choices=Bots.choices, default=Bots.CONVENTIONS)
    # The conventions' suggestion shown at every one of the learner's turns (a first game).
    show_hints = models.BooleanField(default=False)
    title = models.CharField(max_length=120)
    record = models.TextField()
    version = models.PositiveIntegerField(default=0)
    seen_deals = models.PositiveIntegerField(default=0)  # finished deals the learner has reviewed
    finished = models.BooleanField(default=False)
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["-updated"]

    def __str__(self) -> str:
        return self.title
