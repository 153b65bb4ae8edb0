"""The courses app's bridge to the engine (the only module of this app that imports ``engine``).

- Drill sets of an assignment: ten drills on one theme (and level), made from seeds derived
  from the assignment item's own seed, so every student gets the same ten.
- Duplicate deals: deal ``n`` of the 12-deal session dealt from a seed (four players) or of a
  6-deal Bonehead session, dealt to each student as a one-deal game ("play this deal again"'s
  record), with the same convention bots at the other seats.
- The bots' par for such a deal: the same deal played to the end by the convention bots in
  every seat, the student's seat included. It is what the bots, bidding and playing by the
  conventions, score from that seat: an honest benchmark a student can beat or fall short
  of, not a double-dummy optimum.
"""

from __future__ import annotations

import functools
from collections.abc import Sequence
from dataclasses import dataclass

from django.utils import translation
from django.utils.translation import pgettext

from accounts.models import Learner
from drills import services as drill_services
from engine.bonehead.record import BoneheadRecord
from engine.bonehead.session import (
    BoneheadSessionOptions,
    FinishedBoneheadDeal,
    plan_bonehead_session,
)
from engine.bots import bot_view
from engine.bots.bonehead import BoneheadBot, bonehead_bot_view
from engine.bots.convention import ConventionBot
from engine.record import DealRecord
from engine.rules import Form
from engine.session import FinishedDeal, SessionOptions, plan_sets
from play.models import Game
from play.services import open_table, share_token
from play.services.again import OneBoneheadDeal, OneDeal
from play.services.bonehead import BONEHEAD_NAMES
from play.services.four import PLAYER_NAMES
from play.services.review import DealReview, bonehead_review, four_review

DRILLS_PER_SET = 10
FOUR_DEALS = 12  # deal numbers of a 12-deal session (three regular sets, no Bolshevik)
BONEHEAD_DEALS = 6  # deal numbers of a 6-deal Bonehead session
FOUR = "four"
BONEHEAD = "bonehead"


class CourseInputError(ValueError):
    """A drill theme or level no drill tests, a deal number out of range…"""


# --- drills -----------------------------------------------------------------------------
def drill_themes() -> list[str]:
    return drill_services.drillable_themes()


def theme_levels(theme: str) -> list[int]:
    """The drill levels that test ``theme`` (any type)."""
    return sorted({m.level for m in drill_services.drills_for([theme])})


def fixed_drills(theme: str, level: int | None, seed: str) -> list[list[str]]:
    """Ten drills on ``theme`` (at ``level`` when given), the same for everyone: [[type, key]]."""
    out: list[list[str]] = []
    for n in range(DRILLS_PER_SET):
        try:
            drill = drill_services.generate_for_theme(theme, f"{seed}{n}", level=level)
        except drill_services.DrillInputError as exc:
            raise CourseInputError(str(exc)) from None
        out.append([drill.type, drill.key])
    return out


# --- duplicate deals --------------------------------------------------------------------
def max_deal_number(form: str) -> int:
    return BONEHEAD_DEALS if form == BONEHEAD else FOUR_DEALS


def _four_one_deal(seed: str, number: int, source: str) -> OneDeal:
    if not 1 <= number <= FOUR_DEALS:
        raise CourseInputError(f"deal numbers go from 1 to {FOUR_DEALS}")
    options = SessionOptions(4)
    plan = plan_sets(options)[(number - 1) // 4]
    index_in_set = (number - 1) % 4 + 1
    # As a session deals them (R-1.3, D-…): kitty games first in a set, then no-kitty games;
    # the bookkeeper's left deals first.
    form = Form.KITTY if index_in_set <= options.deals_per_set // 2 else Form.NOKITTY
    base = DealRecord(form, index_in_set % 4, options.ruleset, seed, number)
    return OneDeal(base, plan, index_in_set, PLAYER_NAMES, source)


def _bonehead_one_deal(seed: str, number: int, source: str) -> OneBoneheadDeal:
    options = BoneheadSessionOptions(BONEHEAD_DEALS)
    slots = plan_bonehead_session(options)
    if not 1 <= number <= len(slots):
        raise CourseInputError(f"Bonehead deal numbers go from 1 to {len(slots)}")
    slot = slots[number - 1]
    base = BoneheadRecord(slot.form, slot.dealer, options.ruleset, seed, number)
    return OneBoneheadDeal(base, ("You", "Aino", "Eero"), source)


def start_duplicate_deal(learner: Learner, form: str, seed: str, number: int, title: str) -> Game:
    """A new one-deal game of deal ``number`` from ``seed`` for the learner."""
    if form == BONEHEAD:
        bh = _bonehead_one_deal(seed, number, title)
        return Game.objects.create(
            learner=learner,
            kind=Game.Kind.BONEHEAD,
            bots=Game.Bots.CONVENTIONS,
            title=title,
            record=bh.dumps(),
        )
    four = _four_one_deal(seed, number, title)
    return Game.objects.create(
        learner=learner,
        kind=Game.Kind.SESSION,
        bots=Game.Bots.CONVENTIONS,
        title=title,
        record=four.dumps(),
    )


@dataclass(frozen=True)
class DealOutcome:
    """A finished duplicate deal as the results show it: no card, only what was bid and
    scored (the review, a click away, shows the rest as any finished deal's review does)."""

    outcome: str  # "6♥, declared by Learner: made."
    points: int  # the student's (or the bots' in the student's seat) number from the deal


def game_outcome(game: Game) -> DealOutcome | None:
    """The outcome of a one-deal game once it is over (None while it is being played)."""
    table = open_table(game)
    review = table.finished_review(1, owner=False)
    if review is None:
        return None
    return DealOutcome(review.outcome, table.session.finished[0].player_points()[0])


def review_link_token(game: Game) -> str:
    """The signed link to the finished deal's review (what the "share" link of a review is)."""
    return share_token(game, 1)


def _bots() -> str:
    """Who sits in the student's seat when the bots play the deal for its par."""
    return pgettext("par", "Bots")


@dataclass(frozen=True)
class BotsPar:
    """The bots' par of a deal: the points from the student's seat and the outcome in each
    language asked for (the language code: "6♥, declared by Bots: made.")."""

    points: int
    outcomes: dict[str, str]


@functools.lru_cache(maxsize=64)
def _bots_played(
    form: str, seed: str, number: int
) -> tuple[FinishedDeal | FinishedBoneheadDeal, int]:
    """The deal played to its end by convention bots in every seat, and the points from the
    student's seat. The bots decide by what they see alone, so the same deal always ends the
    same way: kept for the next question about it (another language, a copy of the
    assignment, the same deal set again) instead of playing it again."""
    if form == BONEHEAD:
        bh = _bonehead_one_deal(seed, number, "par")
        bot = BoneheadBot()
        while bh.current is not None:
            bdeal = bh.current
            assert bdeal.to_act is not None
            view = bonehead_bot_view(bdeal, bdeal.to_act)
            bh.apply(bot.decide(view).action, bdeal.to_act, view.acting_for)
        finished_bh = bh.finished[0]
        return finished_bh, finished_bh.player_points()[0]
    four = _four_one_deal(seed, number, "par")
    conv = ConventionBot()
    while four.current is not None:
        deal = four.current
        assert deal.to_act is not None
        seat = deal.to_act
        four.apply(conv.decide(bot_view(deal, seat)).action, seat)
    finished = four.finished[0]
    return finished, finished.player_points()[0]


def bots_par(form: str, seed: str, number: int, languages: Sequence[str] = ()) -> BotsPar:
    """The deal played to its end by convention bots in every seat, the student's included;
    its outcome told in each of ``languages`` (the active language when none are given).

    The bots play once (most of the time spent, about a fifth of a second a deal); the
    review that words the outcome is made again for each language."""
    finished, points = _bots_played(form, seed, number)

    def describe() -> DealReview:
        if isinstance(finished, FinishedBoneheadDeal):
            return bonehead_review(finished, (_bots(), *BONEHEAD_NAMES[1:]), 1)
        return four_review(finished, (_bots(), *PLAYER_NAMES[1:]), 1)

    outcomes: dict[str, str] = {}
    for language in languages or (translation.get_language() or "en",):
        with translation.override(language):
            outcomes[language] = describe().outcome
    return BotsPar(points, outcomes)
