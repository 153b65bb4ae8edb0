"""One table interface for every form of practice game.

A :class:`PlayTable` is opened once per request: it reads the game's session (from the cache
or by replaying the record), applies the learner's move, a bot's move or the learner's "next
deal", saves after each, and describes the table for the template as a :class:`TableState`
built from the learner's seat view — never from the state with hidden cards. The four-player
session (:mod:`.four`), the Bonehead session (:mod:`.bonehead`) and the Vint match
(:mod:`.vint`) are its implementations; the views do not know which one they hold.
"""

from __future__ import annotations

from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, ClassVar, Protocol, Self, TypedDict

from django.utils.functional import Promise
from django.utils.translation import gettext
from django.utils.translation import gettext_lazy as _

from engine.actions import Action
from engine.bonehead.session import FinishedBoneheadDeal
from engine.bonehead.views import BoneheadView
from engine.bots import Decision
from engine.cards import Card, CardSet, NotationError
from engine.drills.words import strip_ids
from engine.session import FinishedDeal
from engine.trick_taking import IllegalActionError, Phase, Trick
from engine.views import SeatView
from engine.vint.rubber import FinishedVintDeal
from engine.vint.views import VintView

if TYPE_CHECKING:
    from .review import DealReview

from accounts.models import Learner

from ..models import Game
from ..titles import display_title
from .again import source_title
from .bidding import BidGrid, bid_grid
from .status import Status
from .store import GameError, SessionCache, StaleError, store
from .words import is_you

PLACES = ("bottom", "left", "top", "right")  # clockwise from the learner

AnyFinishedDeal = FinishedDeal | FinishedBoneheadDeal | FinishedVintDeal  # of any table

# What the learner is asked to do in each phase: one source for both tables.
PHASE_TEXT: Mapping[str, str | Promise] = {
    "auction": _("bid or pass"),
    "extended-auction": _("extended bids: raise, change the contract, or pass"),
    "handover-choice": _("who hands over first (in a kitty game: who takes the kitty)?"),
    "packet": _("hand a packet of four cards to partner"),
    "return-packet": _("hand four cards back to partner"),
    "distribute": _("give one card to each of the other players"),
    "defenders-exchange": _("the defenders' exchange: hand one card to partner"),
    "allpass-exchange": _("all-pass misère: hand one card to partner"),
    "announce": _("announce the final contract"),
    "doubling": _("double or pass"),
    "redoubling": _("redouble or pass"),
    "bolshevik-auction": _("say Bolshevik or pass"),
    "bolshevik-choice": _("several players said Bolshevik: play it or withdraw"),
    "bolshevik-give": _("give one card to each opponent"),
    "bolshevik-contract": _("pass to play 7 misère, or raise to Dictator"),
    "play": _("play a card"),
}


@dataclass(frozen=True)
class GameRef:
    """What a template may know of the stored game: never its record, which holds every hand."""

    pk: int
    version: int
    title: str

    @classmethod
    def of(cls, game: Game) -> GameRef:
        return cls(game.pk, game.version, game.title)

    @property
    def display_title(self) -> str:
        """The title in the reader's language (see :mod:`play.titles`)."""
        return display_title(self.title)


@dataclass(frozen=True)
class TrickSlot:
    """A card of the trick in progress, placed around the learner's table."""

    place: str  # "bottom" (the learner), "left", "top" or "right"
    card: Card
    name: str  # who played it


@dataclass(frozen=True)
class ShownTrick:
    """A completed trick as the table shows it: its cards by place and who won it."""

    number: int
    slots: Sequence[TrickSlot]
    winner: str
    winner_place: str

    @property
    def winning_card(self) -> Card | None:
        for slot in self.slots:
            if slot.place == self.winner_place:
                return slot.card
        return None


@dataclass(frozen=True)
class SeatLabel:
    """One place at the table as the felt draws it."""

    place: str
    who: int  # the table's own key for this place (a seat, or a Bonehead participant)
    name: str
    cards_left: int | None  # face-down count; None for the learner's own place
    dealer: bool
    declarer: bool
    to_act: bool


@dataclass(frozen=True)
class Receiver:
    """One receiver of a single-card hand-over: the form field and the name on the label."""

    field: str  # the receiver in engine notation: a seat letter or a participant
    name: str


@dataclass(frozen=True)
class TableState:
    """Everything the table page may show the learner. Hidden cards cannot leak from here:
    the only card-holding inputs are the learner's seat view and finished (public) deals."""

    form: str  # "four", "bonehead" or "vint": the folder of the form's own template pieces
    game: GameRef
    view: SeatView | BoneheadView | VintView | None  # the learner's; None when it is over
    names: Mapping[int, str]  # who (as the view numbers them) -> name
    me: int | None  # the learner, numbered as the view numbers players
    positions: Mapping[str, int]  # place -> who
    seats: Mapping[str, SeatLabel]  # by place
    trick: Sequence[TrickSlot]
    lead: str
    last_trick: Trick | None
    last_trick_winner: str
    review: FinishedDeal | FinishedBoneheadDeal | FinishedVintDeal | None  # public
    review_names: Mapping[int, str]
    learner_turn: bool
    bot_turn: bool
    bot_name: str
    deals_done: int
    deals_total: str
    heading: str
    dealer_name: str
    phase_text: str | Promise
    acting_hand: CardSet | None  # the cards the learner acts with now (own, or the bonehead's)
    for_bonehead: bool
    choices: Sequence[str]  # what the packet / hand-over selects offer (cards or row places)
    receivers: Sequence[Receiver]
    options: Mapping[str, str]  # legal call -> what it would tell partner
    extra: Mapping[str, object] = field(default_factory=dict)  # the form's own pieces
    # What reads like a real table (issue #16); a form that does not fill them shows less.
    status: Status | None = None  # the status strip: contract, doubling, tricks, aces
    completed: ShownTrick | None = None  # the trick just won, on the felt until the next lead
    look_back: Sequence[ShownTrick] = ()  # other tricks lets the learner look at
    bid_grid: BidGrid | None = None  # the bidding box, by level
    next_to_lead: str = ""  # after a completed trick: "Aino leads next", "You lead next"


@dataclass(frozen=True)
class Hint:
    """What the conventions suggest, in words ("Give Eero ♦10"), with the reason and ids."""

    words: str
    reason: str
    ids: tuple[str, ...]


class Session(Protocol):
    """What a table needs of an engine session (four-player, Bonehead or a Vint match)."""

    @property
    def finished(self) -> Sequence[AnyFinishedDeal]: ...

    @property
    def current(self) -> object:
        """The deal in progress, or None when the session is over."""

    @property
    def is_over(self) -> bool: ...

    def dumps(self) -> str: ...

    def clone(self) -> Self: ...


def trick_slots(
    trick: Sequence[tuple[int, Card]], place_of: Mapping[int, str], name_of: Mapping[int, str]
) -> list[TrickSlot]:
    """The trick's cards with the table place and name of each card's seat."""
    return [TrickSlot(place_of[seat], card, name_of[seat]) for seat, card in trick]


def lead_note(view: SeatView | BoneheadView | VintView | None, name: str) -> str:
    """'X to lead' while the play waits for the first card of a trick, else ""."""
    if view is None or view.phase is not Phase.PLAY or view.current_trick:
        return ""
    if is_you(name):
        return gettext("You to lead")
    return gettext("%(name)s to lead") % {"name": name}


def completed_trick(
    view: SeatView | BoneheadView | VintView | None,
    place_of: Mapping[int, str],
    name_of: Mapping[int, str],
) -> ShownTrick | None:
    """The trick just completed, while the next one has no card yet: the felt keeps showing
    it (with its winner) until the next lead, so the fourth card is seen too."""
    if view is None or view.phase is not Phase.PLAY or view.current_trick or not view.tricks:
        return None
    return shown_trick(view.tricks[-1], place_of, name_of)


def shown_trick(
    trick: Trick, place_of: Mapping[int, str], name_of: Mapping[int, str]
) -> ShownTrick:
    return ShownTrick(
        trick.number,
        trick_slots(trick.cards, place_of, name_of),
        name_of[trick.winner],
        place_of[trick.winner],
    )


def looked_back(
    view: SeatView | BoneheadView | VintView | None,
    place_of: Mapping[int, str],
    name_of: Mapping[int, str],
) -> list[ShownTrick]:
    """The finished tricks R-8.3 lets the learner look at, besides the one on the felt,
    newest first: while the next trick has no card yet, the trick before the one on the
    felt; once it has, the last finished trick. Earlier tricks only in the review. (Taken
    from whatever tricks the view holds, so a view that keeps only these still works.)"""
    if view is None or view.phase is not Phase.PLAY or not view.tricks:
        return []
    tricks = list(view.tricks)
    visible = tricks[-2:-1] if not view.current_trick else tricks[-1:]
    return [shown_trick(t, place_of, name_of) for t in reversed(visible)]


def next_lead_note(completed: ShownTrick | None) -> str:
    if completed is None:
        return ""
    if is_you(completed.winner):
        return gettext("You lead next")
    return gettext("%(name)s leads next") % {"name": completed.winner}


class CallChoices(TypedDict):
    """The :class:`TableState` fields for the learner's calls."""

    options: Mapping[str, str]
    bid_grid: BidGrid | None


def call_choices[V: SeatView | BoneheadView](
    view: V | None, learner_turn: bool, meanings: Callable[[V], Mapping[str, str]]
) -> CallChoices:
    """On the learner's turn, what each legal call would tell partner (``meanings``, asked in
    the first auction only) and the bidding box of the legal calls."""
    if not learner_turn or view is None:
        return CallChoices(options={}, bid_grid=None)
    options = meanings(view) if view.phase is Phase.AUCTION else {}
    grid = bid_grid(view.legal_actions, view.form, options) if view.legal_actions else None
    return CallChoices(options=options, bid_grid=grid)


def nth_finished[F](finished: Sequence[F], index: int) -> F | None:
    """Finished deal ``index`` (1-based), or None when there is no such deal."""
    return finished[index - 1] if 1 <= index <= len(finished) else None


def sorted_cards(cards: CardSet | Sequence[Card]) -> list[Card]:
    """Suit by suit (♠ ♣ ♦ ♥), high cards first: the way players hold a hand."""
    return sorted(cards, key=lambda c: (int(c.suit), -int(c.rank)))


class Felt(TypedDict):
    """The :class:`TableState` fields that draw the cards on the felt: the trick in progress,
    who is to lead it, the trick just won and the tricks the learner may look back at."""

    trick: Sequence[TrickSlot]
    lead: str
    last_trick: Trick | None
    last_trick_winner: str
    completed: ShownTrick | None
    look_back: Sequence[ShownTrick]
    next_to_lead: str


def felt(
    view: SeatView | BoneheadView | VintView | None,
    place_of: Mapping[int, str],
    name_of: Mapping[int, str],
    leader: str | None,
) -> Felt:
    """The felt from the learner's view (nothing once the play is over). ``place_of`` and
    ``name_of`` go by the seats the view's tricks are numbered with; ``leader`` is the name of
    who would lead the next trick (None: no lead note)."""
    if view is None:
        return Felt(
            trick=[],
            lead="",
            last_trick=None,
            last_trick_winner="",
            completed=None,
            look_back=[],
            next_to_lead="",
        )
    last = view.last_trick
    completed = completed_trick(view, place_of, name_of)
    return Felt(
        trick=trick_slots(view.current_trick, place_of, name_of),
        lead=lead_note(view, leader) if leader is not None else "",
        last_trick=last,
        last_trick_winner=name_of.get(last.winner, "") if last is not None else "",
        completed=completed,
        look_back=looked_back(view, place_of, name_of),
        next_to_lead=next_lead_note(completed),
    )


def seat_labels(
    view: SeatView | VintView | None, positions: Mapping[str, int], names: Mapping[int, str]
) -> dict[str, SeatLabel]:
    """The four places of a table of four seats (``positions``: place -> seat)."""
    if view is None:
        return {}
    return {
        place: SeatLabel(
            place=place,
            who=s,
            name=names[s],
            cards_left=None if s == view.seat else view.hand_counts[s],
            dealer=view.dealer == s,
            declarer=view.declarer == s and view.contract is not None,
            to_act=view.to_act == s,
        )
        for place, s in positions.items()
    }


class SeatTable(Felt):
    """The :class:`TableState` fields that a table of four seats (the four-player and the
    Vint table: the learner at one seat, playing their own hand) fills alike."""

    view: SeatView | VintView | None
    names: Mapping[int, str]
    me: int | None
    positions: Mapping[str, int]
    seats: Mapping[str, SeatLabel]
    learner_turn: bool
    bot_turn: bool
    bot_name: str
    acting_hand: CardSet | None
    for_bonehead: bool
    choices: Sequence[str]


def seat_table(
    view: SeatView | VintView | None,
    seat: int | None,
    names: Mapping[int, str],
    learner_turn: bool,
    bot_turn: bool,
) -> SeatTable:
    """The learner at ``seat`` (None: no deal on the table) sees ``view``; ``names`` by seat."""
    positions = (
        {place: (seat + i) % 4 for i, place in enumerate(PLACES)} if seat is not None else {}
    )
    place_of = {s: place for place, s in positions.items()}
    to_act = view.to_act if view is not None else None
    return SeatTable(
        view=view,
        names=names,
        me=seat,
        positions=positions,
        seats=seat_labels(view, positions, names),
        learner_turn=learner_turn,
        bot_turn=bot_turn,
        bot_name=names.get(to_act, "") if bot_turn and to_act is not None else "",
        acting_hand=view.hand if learner_turn and view is not None else None,
        for_bonehead=False,
        choices=[str(c) for c in sorted_cards(view.legal_cards)] if view is not None else [],
        **felt(view, place_of, names, names.get(to_act, "") if to_act is not None else ""),
    )


class PlayTable[S: Session](ABC):
    """A game at the table, loaded once per request."""

    form: ClassVar[str]
    sheet_template: ClassVar[str]
    player_names: ClassVar[Sequence[str]]  # the players in a review, the learner as "You"
    shared_names: ClassVar[Sequence[str]]  # the same for a stranger reading a shared link
    plays_again: ClassVar[bool] = True  # a finished deal can be dealt again (play_again)
    starts_new: ClassVar[bool] = False  # a new game like this one can be started (new_like)

    def __init__(self, game: Game) -> None:
        self.game = game
        self.session: S = self.cache().get(game)

    # --- what each form provides ----------------------------------------------------------
    @classmethod
    @abstractmethod
    def cache(cls) -> SessionCache[S]: ...

    @abstractmethod
    def learner_to_act(self) -> bool:
        """Whether the current deal waits for the learner (for their hand or the bonehead's)."""

    @abstractmethod
    def parse(self, notation: str) -> Action: ...

    @abstractmethod
    def apply_learner(self, action: Action) -> None: ...

    @abstractmethod
    def bot_move(self) -> Decision | None:
        """Let the bot whose turn it is act; None if it is nobody's turn but the learner's."""

    @abstractmethod
    def advise(self) -> Decision:
        """What the conventions suggest for the learner's decision now."""

    @abstractmethod
    def state(self) -> TableState: ...

    @abstractmethod
    def scoresheet(self) -> object: ...

    @abstractmethod
    def deal_review(
        self, fd: AnyFinishedDeal, players: Sequence[str], index: int, step: int | None
    ) -> DealReview:
        """The form's review of its finished deal ``fd`` (number ``index``) at trick ``step``,
        ``players`` naming its players (:attr:`player_names` or :attr:`shared_names`)."""

    # --- the common flow -----------------------------------------------------------------
    def current(self) -> object:
        """The deal in progress, or None when the session is over."""
        return self.session.current

    def waiting_for_review(self) -> bool:
        return self.game.seen_deals < len(self.session.finished)

    def _check_version(self, version: int) -> None:
        if version != self.game.version:
            raise StaleError("this page was out of date")

    def _save(self, seen_deals: int | None = None) -> None:
        store(self.game, self.session.dumps(), self.session.is_over, seen_deals)
        self.cache().put(self.game, self.session)

    def submit(self, version: int, notation: str) -> None:
        """Apply the learner's move (engine notation) if the page was current and the engine
        finds it legal; otherwise raise :class:`GameError` with the reason."""
        self._check_version(version)
        if self.current() is None:
            raise GameError("the session is over")
        if self.waiting_for_review():
            raise GameError("look at the last deal's result first, then continue")
        if not self.learner_to_act():
            raise GameError("it is not your turn")
        try:
            self.apply_learner(self.parse(notation))
        except NotationError as exc:
            raise GameError(f"that move could not be read: {exc}") from None
        except IllegalActionError as exc:
            raise GameError(str(exc)) from None
        self._save()

    def bot_step(self, version: int) -> Decision | None:
        """One move by the bot whose turn it is (nothing while the learner is to act or a
        finished deal waits to be looked at)."""
        self._check_version(version)
        if self.current() is None or self.waiting_for_review() or self.learner_to_act():
            return None
        decision = self.bot_move()
        if decision is not None:
            self._save()
        return decision

    def acknowledge(self, version: int) -> None:
        """The learner has looked at the last finished deal: go on to the next."""
        self._check_version(version)
        if self.waiting_for_review():
            self._save(seen_deals=self.game.seen_deals + 1)

    def describe(self, action: Action) -> str:
        """A move in words with the table's names (a form without its own words: notation)."""
        return str(action)

    def hint(self) -> Hint | None:
        if self.current() is None or self.waiting_for_review() or not self.learner_to_act():
            return None
        decision = self.advise()
        reason = decision.reason
        if any(i in reason for i in decision.ids):  # the ids are linked after it: once is enough
            reason = strip_ids(reason)
        return Hint(self.describe(decision.action), reason, tuple(decision.ids))

    def finished_review(
        self, index: int, step: int | None = None, owner: bool = True
    ) -> DealReview | None:
        """The review of finished deal ``index`` (1-based), its replay at trick ``step`` (the
        last trick by default); ``owner`` False names the learner for a stranger reading a
        shared link. None when there is no such deal."""
        fd = nth_finished(self.session.finished, index)
        if fd is None:
            return None
        return self.deal_review(fd, self.player_names if owner else self.shared_names, index, step)

    def analysable_deal(self, index: int) -> FinishedDeal | FinishedBoneheadDeal | None:
        """Finished deal ``index`` (1-based) for the double-dummy analysis; None when there is
        no such finished deal or the form has no analysis (a deal in progress never has)."""
        return None

    def play_again(self, learner: Learner, index: int) -> Game:
        """A new game for ``learner``: finished deal ``index`` again, the same cards, dealer,
        seating and bots."""
        raise GameError("this table cannot deal a hand again")

    def new_like(self, learner: Learner, seed: str) -> Game:
        """A fresh game for ``learner`` with this game's options and bots, dealt from
        ``seed`` (the "new rubber" after a Vint rubber)."""
        raise GameError("this table cannot start a new game like this one")

    def _game_again(self, learner: Learner, kind: Game.Kind, number: int, record: str) -> Game:
        """The new game of :meth:`play_again`: deal ``number`` of this game, ``record`` its
        one-deal record, with this game's bots."""
        return Game.objects.create(
            learner=learner,
            kind=kind,
            bots=self.game.bots,
            title=source_title(self.game.title, number),
            record=record,
        )

    def review_deal(self) -> AnyFinishedDeal | None:
        """The finished deal the learner has not looked at yet, if any."""
        return self.session.finished[self.game.seen_deals] if self.waiting_for_review() else None
