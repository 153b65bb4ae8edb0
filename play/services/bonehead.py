"""The Bonehead table (R-9): the learner (player A) and two bots, with the imaginary fourth."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.translation import gettext

from accounts.models import Learner
from engine.actions import Action
from engine.bonehead.actions import parse_bonehead_action
from engine.bonehead.seating import BONEHEAD, PARTICIPANT_NAMES
from engine.bonehead.session import BoneheadSession, BoneheadSessionOptions, FinishedBoneheadDeal
from engine.bonehead.views import BoneheadView, bonehead_view
from engine.bots import Decision
from engine.bots.bonehead import BoneheadBot, bonehead_bot_view
from engine.cards import Card, Suit
from engine.trick_taking import Kind, Phase

from ..models import Game
from .again import OneBoneheadDeal, load_bonehead
from .explain import bonehead_call_meanings, bonehead_option_meanings
from .review import DealReview, bonehead_review
from .scoresheet import BoneheadSheet, bonehead_sheet
from .status import bonehead_status
from .store import SessionCache
from .table import (
    PHASE_TEXT,
    PLACES,
    AnyFinishedDeal,
    GameRef,
    PlayTable,
    Receiver,
    SeatLabel,
    TableState,
    call_choices,
    felt,
    nth_finished,
    sorted_cards,
)
from .words import action_words, form_label, shown_name

BONEHEAD_NAMES = ("You", "Aino", "Eero", "Bonehead")
SHARED_NAMES = ("Learner", "Aino", "Eero", "Bonehead")  # a shared review: "You" is not the reader
LEARNER = 0  # the learner is player A


def shown_participants() -> tuple[str, ...]:
    """The participants' names in the learner's language ("You", "Bonehead" translated)."""
    return tuple(shown_name(n) for n in BONEHEAD_NAMES)


def start_bonehead_game(learner: Learner, deals: int, seed: str, show_hints: bool = False) -> Game:
    session = BoneheadSession(BoneheadSessionOptions(deals), seed, ("You", "Aino", "Eero"))
    return Game.objects.create(
        learner=learner,
        kind=Game.Kind.BONEHEAD,
        bots=Game.Bots.CONVENTIONS,
        show_hints=show_hints,
        title=f"{deals}-deal Bonehead session",
        record=session.dumps(),
    )


@dataclass(frozen=True)
class BoneheadRow:
    """One of the bonehead's face-down rows as the learner sees it."""

    suit: Suit
    length: int
    seen: tuple[Card, ...]  # high first
    hidden: int


AnyBoneheadSession = BoneheadSession | OneBoneheadDeal  # a session, or one deal again

_cache: SessionCache[AnyBoneheadSession] = SessionCache(load_bonehead)


class BoneheadTable(PlayTable[AnyBoneheadSession]):
    form = "bonehead"
    sheet_template = "play/bonehead_sheet.html"
    player_names = BONEHEAD_NAMES
    shared_names = SHARED_NAMES

    @classmethod
    def cache(cls) -> SessionCache[AnyBoneheadSession]:
        return _cache

    def learner_to_act(self) -> bool:
        deal = self.session.current
        return deal is not None and deal.to_act == LEARNER

    def parse(self, notation: str) -> Action:
        return parse_bonehead_action(notation)

    def apply_learner(self, action: Action) -> None:
        deal = self.session.current
        assert deal is not None
        self.session.apply(action, LEARNER, bonehead_view(deal, LEARNER).acting_for)

    def bot_move(self) -> Decision | None:
        deal = self.session.current
        if deal is None or deal.to_act is None:
            return None
        view = bonehead_bot_view(deal, deal.to_act)
        decision = BoneheadBot().decide(view)
        self.session.apply(decision.action, deal.to_act, view.acting_for)
        return decision

    def advise(self) -> Decision:
        deal = self.session.current
        assert deal is not None
        # The learner watched every trick too: the hint may remember them as a bot does.
        return BoneheadBot().decide(bonehead_bot_view(deal, LEARNER))

    def describe(self, action: Action) -> str:
        deal = self.session.current
        for_bonehead = deal is not None and deal.acting_for == BONEHEAD
        shown = shown_participants()
        return action_words(action, lambda who: shown[who], for_bonehead)

    def scoresheet(self) -> BoneheadSheet:
        return bonehead_sheet(self.session, shown_participants())

    def deal_review(
        self, fd: AnyFinishedDeal, players: Sequence[str], index: int, step: int | None
    ) -> DealReview:
        assert isinstance(fd, FinishedBoneheadDeal)
        return bonehead_review(fd, players, index, step)

    def analysable_deal(self, index: int) -> FinishedBoneheadDeal | None:
        return nth_finished(self.session.finished, index)

    def play_again(self, learner: Learner, index: int) -> Game:
        fd = self.session.finished[index - 1]
        one = OneBoneheadDeal.of(fd, ("You", "Aino", "Eero"), self.game.title)
        return self._game_again(learner, Game.Kind.BONEHEAD, fd.slot.number, one.dumps())

    def _deals(self) -> int:
        session = self.session
        return 1 if isinstance(session, OneBoneheadDeal) else session.options.deals

    def _heading(self, view: BoneheadView | None, review: FinishedBoneheadDeal | None) -> str:
        """Where the deal on the table sits (the finished one while it is reviewed)."""
        slot = review.slot if review is not None else self.session.slot
        if review is not None:
            view = None
        if slot is None:
            return gettext("Session over")
        form = form_label(slot.form.label)
        if view is not None and view.kind is Kind.ALLPASS:
            form = gettext("%(form)s: all-pass misère") % {"form": form}
        if isinstance(self.session, OneBoneheadDeal):
            return gettext("Bonehead · deal %(number)s again · %(form)s") % {
                "number": slot.number,
                "form": form,
            }
        return gettext("Bonehead · deal %(number)s of %(deals)s · %(form)s") % {
            "number": slot.number,
            "deals": self._deals(),
            "form": form,
        }

    def state(self) -> TableState:
        session = self.session
        deal = session.current
        review = self.review_deal()
        assert review is None or isinstance(review, FinishedBoneheadDeal)
        view = bonehead_view(deal, LEARNER) if deal is not None else None
        shown = shown_participants()
        names = dict(enumerate(shown))
        positions: dict[str, int] = {}
        on_felt = felt(None, {}, {}, None)
        rows: list[BoneheadRow] = []
        acting_hand = None
        if view is not None:
            seating = view.seating
            seat = seating.index(LEARNER)
            positions = {place: seating[(seat + i) % 4] for i, place in enumerate(PLACES)}
            place_of = {seating.index(who): place for place, who in positions.items()}
            names_at = {s: shown[who] for s, who in enumerate(seating)}
            leader = shown[view.acting_for] if view.acting_for is not None else None
            on_felt = felt(view, place_of, names_at, leader)
            rows = self._rows(view)
            if view.to_act == LEARNER:
                acting_hand = view.bonehead_hand if view.acting_for == BONEHEAD else view.hand
        learner_turn = view is not None and view.to_act == LEARNER and review is None
        bot_turn = deal is not None and not learner_turn and review is None
        slot = session.slot
        choices: list[str] = []
        if view is not None and learner_turn:
            if view.by_position:
                choices = [str(p) for p in view.legal_positions]
            elif acting_hand is not None:
                choices = [str(c) for c in sorted_cards(acting_hand)]
        return TableState(
            form=self.form,
            game=GameRef.of(self.game),
            view=view,
            names=names,
            me=LEARNER,
            positions=positions,
            seats=self._seat_labels(view, positions),
            review=review,
            review_names=names,
            learner_turn=learner_turn,
            bot_turn=bot_turn,
            bot_name=(
                shown[view.to_act]
                if bot_turn and view is not None and view.to_act is not None
                else ""
            ),
            deals_done=len(session.finished),
            deals_total=str(self._deals()),
            heading=self._heading(view, review),
            dealer_name=(
                shown[review.slot.dealer]
                if review is not None
                else shown[slot.dealer]
                if slot
                else ""
            ),
            phase_text=PHASE_TEXT.get(view.phase.value, "") if view is not None else "",
            acting_hand=acting_hand,
            for_bonehead=view is not None and learner_turn and view.acting_for == BONEHEAD,
            choices=choices,
            receivers=[Receiver(PARTICIPANT_NAMES[r], shown[r]) for r in view.expected_receivers]
            if view is not None
            else [],
            extra={
                "rows": rows,
                # the bonehead's seen cards can be tapped to choose its hand-over
                "pick_rows": bool(
                    learner_turn
                    and view is not None
                    and view.acting_for == BONEHEAD
                    and not view.by_position
                    and view.phase is not Phase.PLAY
                    and choices
                ),
                "calls": (
                    bonehead_call_meanings(view.dealer, view.calls, view.form)
                    if view is not None
                    else {}
                ),
            },
            status=bonehead_status(view, shown) if view is not None else None,
            **call_choices(view, learner_turn, self._option_meanings),
            **on_felt,
        )

    @staticmethod
    def _option_meanings(view: BoneheadView) -> dict[str, str]:
        """What each legal bid would tell partner (the bonehead, R-9.3)."""
        return bonehead_option_meanings(
            view.legal_actions,
            view.dealer,
            view.calls,
            view.form,
            view.player,
        )

    @staticmethod
    def _rows(view: BoneheadView) -> list[BoneheadRow]:
        known = view.bonehead_hand if view.bonehead_hand is not None else view.glimpse
        rows = []
        for suit in Suit:
            length = view.bonehead_lengths[suit]
            seen = tuple(sorted((c for c in known if c.suit == suit), key=lambda c: -c.rank))
            rows.append(BoneheadRow(suit, length, seen, max(0, length - len(seen))))
        return rows

    @staticmethod
    def _seat_labels(view: BoneheadView | None, positions: dict[str, int]) -> dict[str, SeatLabel]:
        if view is None:
            return {}
        shown = shown_participants()
        out = {}
        for place in PLACES:
            who = positions[place]
            out[place] = SeatLabel(
                place=place,
                who=who,
                name=shown[who],
                cards_left=None if who == LEARNER else view.hand_counts[who],
                dealer=view.dealer == who,
                declarer=view.declarer == who,
                to_act=view.to_act == who or (view.acting_for == who == BONEHEAD),
            )
        return out
