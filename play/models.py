"""Practice games against bots, stored as engine record text (never pickles)."""

from __future__ import annotations

from django.db import models

from accounts.models import Learner

from .titles import display_title


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

    @property
    def display_title(self) -> str:
        """The title in the reader's language (see :mod:`play.titles`)."""
        return display_title(self.title)

    def __str__(self) -> str:
        return self.title


class GameAnalysis(models.Model):
    """The double-dummy analysis of one finished deal of a game, made once after the deal
    ended and kept with the game (deleted with it).

    ``digest`` is the SHA-256 of the deal's record text: the analysis belongs to that deal
    and no other, even if a game's number is ever handed out again. ``state`` is "running"
    while one request computes it (``started`` says since when: a claim older than a minute
    is taken over, in case that request died) and "done" once ``data`` holds it; two tabs
    asking at once compute it once, the second waits."""

    class State(models.TextChoices):
        RUNNING = "running", "Being computed"
        DONE = "done", "Done"

    game = models.ForeignKey(Game, on_delete=models.CASCADE, related_name="analyses")
    index = models.PositiveIntegerField()  # the deal, 1-based among the game's finished deals
    digest = models.CharField(max_length=64)
    state = models.CharField(max_length=10, choices=State.choices, default=State.RUNNING)
    data = models.JSONField(default=dict)
    started = models.DateTimeField()
    seconds = models.FloatField(default=0.0)  # how long the analysis took

    class Meta:
        constraints = [
            models.UniqueConstraint(fields=["game", "index"], name="one_analysis_per_deal")
        ]

    def __str__(self) -> str:
        return f"analysis of deal {self.index} of game {self.game_id}"
