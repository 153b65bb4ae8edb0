"""The four-player table: a session (R-1) with three bots, the learner as player A."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.translation import gettext

from accounts.models import Learner
from engine.actions import Action, parse_action
from engine.bots import Bot, Decision, RandomBot, bot_view
from engine.bots.convention import ConventionBot
from engine.conventions import read_packet
from engine.messages import Msg
from engine.rules import Form, Ruleset, Schedule
from engine.session import (
    BolshevikPlacement,
    FinishedDeal,
    Session,
    SessionOptions,
)
from engine.trick_taking import Kind, Phase
from engine.views import SeatView, seat_view

from ..models import Game
from .again import OneDeal, load_four
from .explain import four_call_meanings, four_option_meanings
from .review import DealReview, four_review
from .scoresheet import FourPlayerSheet, four_player_sheet
from .status import four_status
from .store import SessionCache
from .table import (
    PHASE_TEXT,
    AnyFinishedDeal,
    GameRef,
    PlayTable,
    Receiver,
    TableState,
    call_choices,
    nth_finished,
    seat_table,
)
from .words import action_words, form_label, set_label, shown_name, shown_names

PLAYER_NAMES = ("You", "Aino", "Eero", "Liisa")
SHARED_NAMES = ("Learner", "Aino", "Eero", "Liisa")  # a shared review: "You" is not the reader
LEARNER = 0  # the learner is player A, the bookkeeper
SEAT_LETTERS = "NESW"


@dataclass(frozen=True)
class GameOptions:
    deals_per_set: int = 4
    bolshevik: str = "none"
    old_schedule: bool = False
    level4: bool = False
    bots: str = Game.Bots.CONVENTIONS
    show_hints: bool = False

    def session_options(self) -> SessionOptions:
        ruleset = Ruleset(Schedule.OLD if self.old_schedule else Schedule.CURRENT, self.level4)
        return SessionOptions(self.deals_per_set, BolshevikPlacement(self.bolshevik), ruleset)


def start_game(learner: Learner, options: GameOptions, seed: str) -> Game:
    opts = options.session_options()
    session = Session(opts, seed, PLAYER_NAMES)
    size = "24-deal" if opts.deals_per_set == 8 else "12-deal"
    extra = "" if options.bolshevik == "none" else " with Bolshevik"
    return Game.objects.create(
        learner=learner,
        kind=Game.Kind.SESSION,
        bots=options.bots,
        show_hints=options.show_hints,
        title=f"{size} session{extra}",
        record=session.dumps(),
    )


FourSession = Session | OneDeal  # a whole session, or one deal played again

_cache: SessionCache[FourSession] = SessionCache(load_four)


class FourPlayerTable(PlayTable[FourSession]):
    form = "four"
    sheet_template = "play/scoresheet.html"
    player_names = PLAYER_NAMES
    shared_names = SHARED_NAMES

    @classmethod
    def cache(cls) -> SessionCache[FourSession]:
        return _cache

    @property
    def seat(self) -> int | None:
        """The learner's seat in the deal in progress."""
        return self.session.seat_of(LEARNER) if self.session.slot is not None else None

    def learner_to_act(self) -> bool:
        deal = self.session.current
        return deal is not None and deal.to_act is not None and deal.to_act == self.seat

    def parse(self, notation: str) -> Action:
        return parse_action(notation)

    def apply_learner(self, action: Action) -> None:
        self.session.apply(action, self.seat)

    def _bot(self) -> Bot:
        if self.game.bots == Game.Bots.RANDOM:
            return RandomBot(f"{self.game.pk}:{len(self.session.history)}")
        return ConventionBot()

    def bot_move(self) -> Decision | None:
        deal = self.session.current
        if deal is None or deal.to_act is None:
            return None
        seat = deal.to_act
        decision = self._bot().decide(bot_view(deal, seat))
        self.session.apply(decision.action, seat)
        return decision

    def advise(self) -> Decision:
        deal = self.session.current
        assert deal is not None and self.seat is not None
        # The learner watched every trick too: the hint may remember them as a bot does.
        return ConventionBot().decide(bot_view(deal, self.seat))

    def describe(self, action: Action) -> str:
        slot = self.session.slot
        names = (
            shown_names({s: PLAYER_NAMES[p] for s, p in enumerate(slot.seating)}) if slot else {}
        )
        return action_words(action, lambda seat: names.get(seat, "?"))

    def scoresheet(self) -> FourPlayerSheet:
        return four_player_sheet(self.session, [shown_name(n) for n in PLAYER_NAMES], LEARNER)

    def deal_review(
        self, fd: AnyFinishedDeal, players: Sequence[str], index: int, step: int | None
    ) -> DealReview:
        assert isinstance(fd, FinishedDeal)
        return four_review(fd, players, index, step, LEARNER)

    def analysable_deal(self, index: int) -> FinishedDeal | None:
        return nth_finished(self.session.finished, index)

    def play_again(self, learner: Learner, index: int) -> Game:
        fd = self.session.finished[index - 1]
        one = OneDeal.of(fd, PLAYER_NAMES, self.game.title)
        return self._game_again(learner, Game.Kind.SESSION, fd.slot.number, one.dumps())

    def _deals_total(self) -> str:
        session = self.session
        if isinstance(session, OneDeal):
            return "1"
        total = session.options.total_regular_deals
        bolshevik = session.options.bolshevik is not BolshevikPlacement.NONE
        return f"{total}" + (" + " + gettext("Bolshevik") if bolshevik else "")

    def state(self) -> TableState:
        session = self.session
        review = self.review_deal()
        assert review is None or isinstance(review, FinishedDeal)
        review_names = (
            shown_names({s: PLAYER_NAMES[p] for s, p in enumerate(review.slot.seating)})
            if review
            else {}
        )
        seat = self.seat
        deal = session.current
        view = seat_view(deal, seat) if deal is not None and seat is not None else None
        slot = session.slot
        names = (
            shown_names({s: PLAYER_NAMES[p] for s, p in enumerate(slot.seating)}) if slot else {}
        )
        learner_turn = view is not None and view.my_turn and review is None
        bot_turn = deal is not None and not learner_turn and review is None and not deal.is_over
        return TableState(
            form=self.form,
            game=GameRef.of(self.game),
            review=review,
            review_names=review_names,
            deals_done=len(session.finished),
            deals_total=self._deals_total(),
            heading=self._heading(view, review),
            dealer_name=(
                review_names.get(review.slot.dealer, "")
                if review
                else names.get(slot.dealer, "")
                if slot
                else ""
            ),
            phase_text=PHASE_TEXT.get(view.phase.value, "") if view is not None else "",
            receivers=[Receiver(SEAT_LETTERS[r], names[r]) for r in view.expected_receivers]
            if view is not None
            else [],
            extra=self._explanations(view),
            status=four_status(view, names) if view is not None else None,
            **call_choices(view, learner_turn, self._option_meanings),
            **seat_table(view, seat, names, learner_turn, bot_turn),
        )

    def _heading(self, view: SeatView | None, review: FinishedDeal | None) -> str:
        """Where the deal on the table sits (the finished one while it is reviewed)."""
        slot = review.slot if review is not None else self.session.slot
        if slot is None:
            return gettext("Session over")
        form = form_label(slot.form.label) if review is not None else self._form_words(view)
        if isinstance(self.session, OneDeal):
            return gettext("Deal %(number)s again · %(form)s") % {
                "number": slot.number,
                "form": form,
            }
        return gettext("%(set)s · deal %(number)s · %(form)s") % {
            "set": set_label(slot.set.bolshevik, slot.set.regular_index),
            "number": slot.index_in_set,
            "form": form,
        }

    def _form_words(self, view: SeatView | None) -> str:
        """The form, and once the auction has decided it, what the deal turned into."""
        slot = self.session.slot
        assert slot is not None
        label = form_label(slot.form.label)
        if view is not None and view.kind is Kind.ALLPASS:
            return gettext("%(form)s: all-pass misère") % {"form": label}
        return label

    @staticmethod
    def _option_meanings(view: SeatView) -> dict[str, str]:
        """What each legal call would tell partner."""
        return four_option_meanings(
            view.legal_actions, view.calls, view.form, view.seat, view.dealer
        )

    @staticmethod
    def _explanations(view: SeatView | None) -> dict[str, object]:
        """Words for the table: what each call in the auction meant (the same code the bots
        bid with explains every call, bots' and the learner's alike) and what a packet says."""
        calls: dict[int, str] = {}
        packet: list[str] = []  # messages: "Partner: …" in the learner's language
        if view is None or view.form is Form.BOLSHEVIK:
            return {"calls": calls, "packet": packet}
        form = view.form.bidding
        calls = four_call_meanings(view.calls, view.form, view.dealer)
        for transfer, who in (
            (view.packet_received(), gettext("Partner")),
            (view.packet_sent(), gettext("You")),
        ):
            if transfer is not None:
                returned = transfer.phase is Phase.RETURN_PACKET
                reading = read_packet(transfer.cards, form, returned=returned)
                packet.extend(Msg("pr.who", who=who, text=fact.text) for fact in reading.facts)
        return {"calls": calls, "packet": packet}
