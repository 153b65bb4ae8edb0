"""Results of an assignment, read from what the lessons, drills and play apps record.

Per student and item: done, score (and its maximum), attempts, time spent and late.

- A lesson: done when mastered (every question answered right; a lesson without questions
  when marked read); score = questions answered right of the lesson's questions; attempts =
  answers given; time = from the first answer to the last.
- A drill set: done when the ten drills are answered; score = the credit summed (hints and
  "allowed" answers count half, as on the drill pages); attempts = drills answered; time =
  from starting the set to its last answer.
- A duplicate deal: done when the deal is over; score = the student's number from the deal;
  attempts = 1 once started; time = from dealing to the last move.

Late: done after the due date. Time spent is the span between the first and the last thing
recorded, so a break in between counts too; it is a rough measure and shown as one.
"""

from __future__ import annotations

import statistics
from dataclasses import dataclass, field
from datetime import datetime
from typing import Any

from django.conf import settings
from django.db.models import Max, Min, Sum
from django.utils import translation

from accounts.models import Learner
from lessons.models import LessonProgress, LessonQuestion, QuestionAnswer

from . import services
from .models import Assignment, Item, Membership, Work


@dataclass
class Cell:
    item_id: int
    done: bool = False
    started: bool = False
    score: float | None = None
    max_score: float | None = None
    attempts: int = 0
    seconds: int | None = None
    late: bool = False
    finished_at: datetime | None = None
    outcome: str = ""  # a duplicate deal: the contract and how it went
    game_id: int | None = None  # a duplicate deal's game, for the review link
    drill_set_id: int | None = None

    @property
    def score_text(self) -> str:
        if self.score is None:
            return ""
        score = f"{self.score:g}"
        return f"{score}/{self.max_score:g}" if self.max_score is not None else score

    @property
    def minutes(self) -> str:
        if self.seconds is None:
            return ""
        return "<1 min" if self.seconds < 60 else f"{round(self.seconds / 60)} min"


@dataclass
class Row:
    learner: Learner
    name: str
    cells: list[Cell] = field(default_factory=list)

    @property
    def done_count(self) -> int:
        return sum(c.done for c in self.cells)

    @property
    def late_count(self) -> int:
        return sum(c.late for c in self.cells)


def _span(first: datetime | None, last: datetime | None) -> int | None:
    if first is None or last is None:
        return None
    return max(0, int((last - first).total_seconds()))


def _lesson_cell(item: Item, learner: Learner, due: datetime) -> Cell:
    cell = Cell(item.pk)
    keys = list(
        LessonQuestion.objects.filter(lesson_id=item.lesson_slug).values_list("key", flat=True)
    )
    progress = LessonProgress.objects.filter(learner=learner, lesson_id=item.lesson_slug).first()
    if keys:
        answers = QuestionAnswer.objects.filter(learner=learner, question_key__in=keys)
        agg = answers.aggregate(
            tries=Sum("attempts"), first=Min("first_answered"), last=Max("answered")
        )
        cell.attempts = int(agg["tries"] or 0)
        cell.started = cell.attempts > 0
        cell.max_score = float(len(keys))
        if cell.started:
            cell.score = float(answers.filter(right=True).count())
        cell.seconds = _span(agg["first"], agg["last"])
        if progress is not None and progress.mastered is not None:
            cell.done = True
            cell.finished_at = progress.mastered
    elif progress is not None:
        cell.started = True
        if progress.completed:
            cell.done = True
            cell.finished_at = progress.updated
            cell.seconds = _span(progress.first_seen, progress.updated)
    cell.late = cell.done and cell.finished_at is not None and cell.finished_at > due
    return cell


def _drills_cell(item: Item, work: Work | None, due: datetime) -> Cell:
    cell = Cell(item.pk, max_score=float(len(item.drills)))
    if work is None or work.drill_set is None:
        return cell
    ds = work.drill_set
    cell.started = True
    cell.drill_set_id = ds.pk
    cell.attempts = ds.answered
    cell.score = round(ds.score, 2)
    if ds.answered:
        cell.seconds = _span(ds.created, ds.updated)
    if ds.finished:
        cell.done = True
        cell.finished_at = ds.updated
        cell.late = ds.updated > due
    return cell


def _deal_cell(item: Item, work: Work | None, due: datetime) -> Cell:
    cell = Cell(item.pk)
    if work is None or work.game is None:
        return cell
    game = work.game
    cell.started = True
    cell.attempts = 1
    cell.game_id = game.pk
    outcome = services.game_outcome(game) if game.version else None
    if outcome is not None:
        cell.done = True
        cell.score = float(outcome.points)
        cell.outcome = outcome.outcome
        cell.finished_at = game.updated
        cell.seconds = _span(game.created, game.updated)
        cell.late = game.updated > due
    return cell


def cell_for(item: Item, learner: Learner, work: Work | None, due: datetime) -> Cell:
    if item.kind == Item.Kind.LESSON:
        return _lesson_cell(item, learner, due)
    if item.kind == Item.Kind.DRILLS:
        return _drills_cell(item, work, due)
    return _deal_cell(item, work, due)


def students(assignment: Assignment) -> list[Learner]:
    members = Membership.objects.filter(classroom=assignment.classroom).select_related(
        "learner__user"
    )
    return [m.learner for m in members]


def rows_for(assignment: Assignment, learners: list[Learner] | None = None) -> list[Row]:
    """One row per student (in joining order), one cell per item (in the assignment's order)."""
    items = list(assignment.items.all())
    learners = students(assignment) if learners is None else learners
    works = {
        (w.item_id, w.learner_id): w
        for w in Work.objects.filter(
            item__assignment=assignment, learner__in=learners
        ).select_related("drill_set", "game")
    }
    return [
        Row(
            learner,
            learner.display_name,
            [
                cell_for(item, learner, works.get((item.pk, learner.pk)), assignment.due)
                for item in items
            ],
        )
        for learner in learners
    ]


SORTS = ("name", "done", "late")


def sort_rows(rows: list[Row], key: str, descending: bool, items: list[Item]) -> list[Row]:
    """Sort by name, items done, items late or one item's score (``item-<id>``); students
    without a score come last either way."""
    if key == "done":
        return sorted(rows, key=lambda r: (r.done_count, r.name.lower()), reverse=descending)
    if key == "late":
        return sorted(rows, key=lambda r: (r.late_count, r.name.lower()), reverse=descending)
    if key.startswith("item-"):
        index = next((i for i, it in enumerate(items) if f"item-{it.pk}" == key), None)
        if index is not None:
            scored = [r for r in rows if r.cells[index].score is not None]
            unscored = [r for r in rows if r.cells[index].score is None]
            scored.sort(key=lambda r: r.cells[index].score or 0.0, reverse=descending)
            return scored + sorted(unscored, key=lambda r: r.name.lower())
    return sorted(rows, key=lambda r: r.name.lower(), reverse=descending)


def flat(assignment: Assignment, rows: list[Row]) -> list[dict[str, Any]]:
    """One record per student and item: what the CSV has, row for row, and the JSON too."""
    items = list(assignment.items.all())
    out = []
    for row in rows:
        for item, cell in zip(items, row.cells, strict=True):
            out.append(
                {
                    "student": row.name,
                    "item": item.title,
                    "kind": item.kind,
                    "done": cell.done,
                    "score": cell.score,
                    "max_score": cell.max_score,
                    "attempts": cell.attempts,
                    "seconds": cell.seconds,
                    "late": cell.late,
                    "finished_at": cell.finished_at.isoformat() if cell.finished_at else None,
                    "outcome": cell.outcome,
                }
            )
    return out


CSV_FIELDS = [
    "student",
    "item",
    "kind",
    "done",
    "score",
    "max_score",
    "attempts",
    "seconds",
    "late",
    "finished_at",
    "outcome",
]


@dataclass(frozen=True)
class Distribution:
    """One item's results over the class, without names."""

    item: Item
    students: int
    done: int
    late: int
    scores: list[float]  # sorted, no names
    median: float | None


def distribution(assignment: Assignment, rows: list[Row]) -> list[Distribution]:
    items = list(assignment.items.all())
    out = []
    for i, item in enumerate(items):
        cells = [r.cells[i] for r in rows]
        scores = sorted(c.score for c in cells if c.done and c.score is not None)
        out.append(
            Distribution(
                item,
                len(cells),
                sum(c.done for c in cells),
                sum(c.late for c in cells),
                scores,
                statistics.median(scores) if scores else None,
            )
        )
    return out


def _par_key(language: str) -> str:
    """Where ``Item.par`` keeps the outcome in ``language``: "outcome" for English,
    "outcome_fi" for Finnish…"""
    language = language.split("-")[0]
    return "outcome" if language == "en" else f"outcome_{language}"


def par_record(table: str, seed: str, number: int, *also: str) -> dict[str, Any]:
    """The bots' par as ``Item.par`` keeps it: the points and the outcome in every language
    of the site (and in ``also``), worked out once, when the deal is set."""
    languages = list(dict.fromkeys([*(code for code, _name in settings.LANGUAGES), *also]))
    par = services.bots_par(table, seed, number, languages)
    return {"points": par.points} | {_par_key(k): v for k, v in par.outcomes.items()}


def fill_par(item: Item) -> bool:
    """Work out a duplicate deal's par unless ``item.par`` has it in every language of the
    site; True when it did (the item is not saved)."""
    if item.kind != Item.Kind.DEAL or item.deal_number is None:
        return False
    if "points" in item.par and all(_par_key(code) in item.par for code, _ in settings.LANGUAGES):
        return False
    item.par = {**item.par, **par_record(item.table, item.seed, item.deal_number)}
    return True


def par_of(item: Item) -> dict[str, Any]:
    """The bots' par for a duplicate deal in the active language.

    It is worked out when the assignment is made (``par_record``), so the teacher's deals
    page only reads it. An item without it (made before that, or asked for in a language
    the site did not have then) gets it here, once, and keeps it."""
    language = translation.get_language() or "en"
    key = _par_key(language)
    if key not in item.par and item.deal_number:
        item.par = {**item.par, **par_record(item.table, item.seed, item.deal_number, language)}
        item.save(update_fields=["par"])
    shown = dict(item.par)
    if key in shown:
        shown["outcome"] = shown[key]
    return shown
