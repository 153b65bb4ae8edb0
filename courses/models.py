"""Classes, their students, assignments and what each student started for an item.

A class belongs to the user who made it (its teacher); students join it with its join code.
An assignment is a due date and a list of items: a lesson to master, a set of ten drills on one
theme (the same ten drills for everyone) or a duplicate deal (the same cards and bots for
everyone). Results are read from what the lessons, drills and play apps already record; the
only thing stored here for a student is :class:`Work`, the drill set or game they started
for an item.
"""

from __future__ import annotations

import secrets

from django.conf import settings
from django.db import models
from django.utils import timezone
from django.utils.translation import gettext_lazy as _

from accounts.models import Learner
from drills.models import DrillSet
from play.models import Game

# No 0/O, 1/I/L: a code read aloud in a classroom or copied from a board.
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 8


def new_join_code() -> str:
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_seed() -> str:
    return secrets.token_hex(5)


class ClassroomQuerySet(models.QuerySet["Classroom"]):
    def active(self) -> ClassroomQuerySet:
        return self.filter(archived__isnull=True)

    def archived(self) -> ClassroomQuerySet:
        return self.filter(archived__isnull=False)


class Classroom(models.Model):
    """A teacher's class; the teacher is the user who made it and the only one who sees it.

    An archived class (last year's, say) leaves the teacher's main list and takes no new
    students; its assignments and results stay as they were, for the teacher and the students.
    """

    teacher = models.ForeignKey(
        settings.AUTH_USER_MODEL, on_delete=models.CASCADE, related_name="classrooms"
    )
    name = models.CharField(max_length=100)
    join_code = models.CharField(max_length=12, unique=True, default=new_join_code)
    created = models.DateTimeField(auto_now_add=True)
    # When the teacher archived the class; None while it is in use.
    archived = models.DateTimeField(null=True, blank=True)

    objects = ClassroomQuerySet.as_manager()

    class Meta:
        ordering = ["-created"]

    def __str__(self) -> str:
        return self.name

    @property
    def is_archived(self) -> bool:
        return self.archived is not None


class Membership(models.Model):
    classroom = models.ForeignKey(Classroom, on_delete=models.CASCADE, related_name="memberships")
    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="memberships")
    joined = models.DateTimeField(auto_now_add=True)

    class Meta:
        ordering = ["joined"]
        constraints = [
            models.UniqueConstraint(fields=["classroom", "learner"], name="one_membership")
        ]


class Assignment(models.Model):
    classroom = models.ForeignKey(Classroom, on_delete=models.CASCADE, related_name="assignments")
    title = models.CharField(max_length=120)
    instructions = models.TextField(blank=True)
    due = models.DateTimeField()
    created = models.DateTimeField(auto_now_add=True)
    updated = models.DateTimeField(auto_now=True)

    class Meta:
        ordering = ["due", "pk"]

    def __str__(self) -> str:
        return self.title

    @property
    def past_due(self) -> bool:
        return timezone.now() > self.due


class Item(models.Model):
    """One thing to do in an assignment."""

    class Kind(models.TextChoices):
        LESSON = "lesson", _("Lesson to master")
        DRILLS = "drills", _("Drill set")
        DEAL = "deal", _("Duplicate deal")

    class Table(models.TextChoices):
        FOUR = "four", _("Practice table (four players)")
        BONEHEAD = "bonehead", _("Bonehead table (three players)")

    assignment = models.ForeignKey(Assignment, on_delete=models.CASCADE, related_name="items")
    order = models.PositiveSmallIntegerField(default=0)
    kind = models.CharField(max_length=10, choices=Kind.choices)
    title = models.CharField(max_length=200)
    # A lesson: its slug (lessons are reloaded from content/, so no foreign key to them).
    lesson_slug = models.CharField(max_length=80, blank=True)
    # A drill set: the theme, the level (None: any level) and the ten drills, [[type, key]].
    theme = models.CharField(max_length=16, blank=True)
    level = models.PositiveSmallIntegerField(null=True, blank=True)
    drills = models.JSONField(default=list, blank=True)
    # A duplicate deal: the table, the seed and the deal's number; the bots' par, worked out
    # when the assignment is made: {"points": int, "outcome": English, "outcome_fi": Finnish}.
    table = models.CharField(max_length=10, choices=Table.choices, blank=True)
    seed = models.CharField(max_length=40, blank=True)
    deal_number = models.PositiveSmallIntegerField(null=True, blank=True)
    par = models.JSONField(default=dict, blank=True)

    class Meta:
        ordering = ["order", "pk"]

    def __str__(self) -> str:
        return self.title


class Work(models.Model):
    """What a student started for an item: their drill set, or their game of the deal. The
    first one counts; a student who deletes the game may start the deal again."""

    item = models.ForeignKey(Item, on_delete=models.CASCADE, related_name="work")
    learner = models.ForeignKey(Learner, on_delete=models.CASCADE, related_name="course_work")
    drill_set = models.ForeignKey(DrillSet, null=True, blank=True, on_delete=models.SET_NULL)
    game = models.ForeignKey(Game, null=True, blank=True, on_delete=models.SET_NULL)
    started = models.DateTimeField(auto_now_add=True)

    class Meta:
        constraints = [models.UniqueConstraint(fields=["item", "learner"], name="one_work")]
