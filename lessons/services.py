"""The one place the Django side talks to the engine.

Views and templates get plain data or engine *views* (what one seat may see), never a game
state with hidden cards. Games are stored as record text and rebuilt by replaying it.
"""

from __future__ import annotations

import contextlib
import threading
from collections import OrderedDict
from dataclasses import dataclass
from typing import Any

from engine.actions import Action, Bid, parse_action, parse_bid
from engine.bots import Bot, Decision, RandomBot
from engine.cards import Card, CardSet, NotationError, parse_cards
from engine.conventions import explain_call, read_packet
from engine.deal import Deal, IllegalActionError, Kind, Phase
from engine.drills import DRILL_TYPES, Drill, DrillInputError, DrillType, Verdict
from engine.drills import generate as generate_drill
from engine.drills import grade as grade_drill
from engine.drills import hints as drill_hints
from engine.drills import parse_key as parse_drill_key
from engine.record import DealRecord, RecordError, dumps, loads
from engine.rules import SEAT_NAMES, SEAT_WORDS, Form, Ruleset, Schedule, parse_seat
from engine.session import (
    BolshevikPlacement,
    FinishedDeal,
    Session,
    SessionOptions,
    loads_session,
)
from engine.views import SeatView, seat_view

from .models import Game, Learner

__all__ = [
    "DRILL_TYPES",
    "SEAT_NAMES",
    "SEAT_WORDS",
    "Action",
    "Bid",
    "Card",
    "CardSet",
    "DealRecord",
    "Drill",
    "DrillInputError",
    "DrillType",
    "IllegalActionError",
    "NotationError",
    "RecordError",
    "ReplayStep",
    "Verdict",
    "drill_hints",
    "dumps",
    "generate_drill",
    "grade_drill",
    "loads",
    "parse_action",
    "parse_bid",
    "parse_cards",
    "parse_drill_key",
    "parse_hand",
    "parse_seat",
    "replay_step",
]


def parse_hand(text: str) -> CardSet:
    return CardSet.parse(text)


# --- lesson replays -----------------------------------------------------------------------


@dataclass(frozen=True)
class ReplayStep:
    """One step of an example deal in a lesson. Everything is shown: it is a lesson, not a
    game, and the Handbook prints all four hands."""

    index: int
    count: int
    title: str
    source: str
    hands: dict[int, CardSet]
    kitty: tuple[Card, ...]
    kitty_face_down: bool
    kitty_taken_by: int | None
    calls: tuple[tuple[int, Action], ...]
    extended_calls: tuple[tuple[int, Action], ...]
    doubling_calls: tuple[tuple[int, Action], ...]
    dealer: int
    last_move: str
    note: str
    transfers: tuple[Any, ...]
    current_trick: tuple[tuple[int, Card], ...]
    last_trick: Any
    tricks_won: tuple[int, int]
    contract: Bid | None
    declarer: int | None
    result_lines: tuple[Any, ...]
    points: tuple[int, int] | None
    phase: str
    labels: dict[int, str]


def _move_text(seat: int, action: Action) -> str:
    name = SEAT_WORDS[seat]
    word = action.notation()
    if isinstance(action, Bid):
        return f"{name} bids {action.text}"
    if word == "pass":
        return f"{name} passes"
    if word.startswith("play "):
        return f"{name} plays {word[5:]}"
    if word.startswith("packet "):
        return f"{name} hands a packet to partner: {word[7:]} (top to bottom)"
    if word.startswith("give "):
        return f"{name} hands over {word[5:]}"
    return f"{name}: {word}"


def replay_step(record: DealRecord, index: int) -> ReplayStep:
    """The state after ``index`` actions of an example record (0 = the deal)."""
    count = len(record.actions)
    index = max(0, min(index, count))
    deal: Deal = record.new_deal()
    for seat, action in record.actions[:index]:
        deal.apply(action, seat)
    meta = dict(record.meta)
    labels: dict[int, str] = {}
    for key, value in record.meta:
        if key.lower().startswith("label-"):
            with contextlib.suppress(NotationError):
                labels[parse_seat(key[6:])] = value
    last_move = ""
    note = ""
    if index:
        seat, action = record.actions[index - 1]
        last_move = _move_text(seat, action)
        note = record.note_for(index - 1)
    result = deal.result
    return ReplayStep(
        index=index,
        count=count,
        title=meta.get("title", ""),
        source=meta.get("source", ""),
        hands={s: deal.hand(s) for s in range(4)},
        kitty=deal.kitty,
        kitty_face_down=not deal.kitty_exposed,
        kitty_taken_by=(deal.kitty_bidder if deal.kind.value == "contract" else deal.declarer)
        if deal.kitty_exposed
        else None,
        calls=tuple(deal.calls),
        extended_calls=tuple(deal.extended_calls),
        doubling_calls=tuple(deal.doubling_calls),
        dealer=deal.dealer,
        last_move=last_move,
        note=note,
        transfers=tuple(deal.transfers),
        current_trick=tuple(deal.trick_cards),
        last_trick=deal.last_trick,
        tricks_won=(
            deal.tricks_won[0] + deal.tricks_won[2],
            deal.tricks_won[1] + deal.tricks_won[3],
        ),
        contract=deal.contract,
        declarer=deal.declarer,
        result_lines=result.lines if result else (),
        points=(result.points[0], result.points[1]) if result else None,
        phase=deal.phase.value if deal.phase is not Phase.DONE else "done",
        labels=labels,
    )


# --- practice games ---------------------------------------------------------------------------


PLAYER_NAMES = ("You", "Aino", "Eero", "Liisa")
DOUBLING_SUFFIX = ("", " doubled", " redoubled")
LEARNER = 0  # the learner is player A, the bookkeeper
BOT_KINDS = ("conventions", "random")


class StaleError(Exception):
    """The page was out of date: another tab or a double click got there first."""


class GameError(Exception):
    """An action that could not be applied, with the reason to show."""


@dataclass(frozen=True)
class GameOptions:
    deals_per_set: int = 4
    bolshevik: str = "none"
    old_schedule: bool = False
    level4: bool = False
    bots: str = "conventions"

    def session_options(self) -> SessionOptions:
        ruleset = Ruleset(Schedule.OLD if self.old_schedule else Schedule.CURRENT, self.level4)
        return SessionOptions(self.deals_per_set, BolshevikPlacement(self.bolshevik), ruleset)


class _SessionCache:
    """Sessions rebuilt from records, kept per (game, version) so a bot step does not replay a
    whole evening again. A restart only costs one replay."""

    def __init__(self, size: int = 64) -> None:
        self.size = size
        self.items: OrderedDict[tuple[int, int], Session] = OrderedDict()
        self.lock = threading.Lock()

    def get(self, game: Game) -> Session:
        key = (game.pk, game.version)
        with self.lock:
            cached = self.items.get(key)
            if cached is not None:
                self.items.move_to_end(key)
                return _copy_session(cached)
        session = loads_session(game.record)
        self.put(game.pk, game.version, session)
        return _copy_session(session)

    def put(self, pk: int, version: int, session: Session) -> None:
        with self.lock:
            self.items[(pk, version)] = _copy_session(session)
            self.items.move_to_end((pk, version))
            while len(self.items) > self.size:
                self.items.popitem(last=False)


def _copy_session(session: Session) -> Session:
    other = object.__new__(Session)
    other.__dict__.update(session.__dict__)
    other.finished = list(session.finished)
    other.history = list(session.history)
    other.current = session.current.clone() if session.current is not None else None
    st = session._bolshevik_state
    other._bolshevik_state = type(st)(set(st.played), st.deals)
    return other


_cache = _SessionCache()


def start_game(learner: Learner, options: GameOptions, seed: str) -> Game:
    opts = options.session_options()
    session = Session(opts, seed, PLAYER_NAMES)
    size = "24-deal" if opts.deals_per_set == 8 else "12-deal"
    extra = "" if options.bolshevik == "none" else " with Bolshevik"
    game = Game.objects.create(
        learner=learner,
        kind=Game.KIND_SESSION,
        title=f"{size} session{extra}",
        record=session.dumps() + f"# bots: {options.bots}\n",
    )
    return game


def bot_kind(game: Game) -> str:
    for line in game.record.splitlines():
        if line.startswith("# bots:"):
            return line.split(":", 1)[1].strip()
    return "conventions"


def _bot(game: Game, session: Session) -> Bot:
    kind = bot_kind(game)
    if kind == "random":
        return RandomBot(f"{game.pk}:{len(session.history)}")
    from engine.bots.convention import ConventionBot

    return ConventionBot()


def learner_seat(session: Session) -> int | None:
    return session.seat_of(LEARNER) if session.slot is not None else None


def _store(game: Game, record: str, finished: bool, seen_deals: int | None) -> Game:
    """Write the new record only if nobody else has moved the game on since it was read: a
    compare-and-swap on the version, so two tabs or a double click cannot apply a move twice
    or lose one (one UPDATE statement, atomic on SQLite and PostgreSQL alike)."""
    fields: dict[str, Any] = {"record": record, "version": game.version + 1, "finished": finished}
    if seen_deals is not None:
        fields["seen_deals"] = seen_deals
    if not Game.objects.filter(pk=game.pk, version=game.version).update(**fields):
        raise StaleError("the game moved on in another tab or window")
    game.refresh_from_db()
    return game


def _save(game: Game, session: Session, *, seen_deals: int | None = None) -> Game:
    version = game.version
    record = session.dumps() + f"# bots: {bot_kind(game)}\n"
    game = _store(game, record, session.is_over, seen_deals)
    _cache.put(game.pk, version + 1, session)
    return game


def waiting_for_review(game: Game, session: Session) -> bool:
    return game.seen_deals < len(session.finished)


def submit(game: Game, version: int, action_text: str) -> Game:
    """Apply the learner's action (engine notation) if the page was current and it is legal."""
    if version != game.version:
        raise StaleError("this page was out of date")
    session = _cache.get(game)
    if session.current is None:
        raise GameError("the session is over")
    if waiting_for_review(game, session):
        raise GameError("look at the last deal's result first, then continue")
    seat = learner_seat(session)
    if session.current.to_act != seat:
        raise GameError("it is not your turn")
    try:
        action = parse_action(action_text)
        session.apply(action, seat)
    except NotationError as exc:
        raise GameError(f"that move could not be read: {exc}") from None
    except IllegalActionError as exc:
        raise GameError(str(exc)) from None
    return _save(game, session)


def bot_step(game: Game, version: int) -> tuple[Game, Decision | None]:
    """Let the bot whose turn it is make one move."""
    if version != game.version:
        raise StaleError("this page was out of date")
    session = _cache.get(game)
    deal = session.current
    if deal is None or waiting_for_review(game, session):
        return game, None
    seat = deal.to_act
    if seat is None or seat == learner_seat(session):
        return game, None
    decision = _bot(game, session).decide(seat_view(deal, seat))
    session.apply(decision.action, seat)
    return _save(game, session), decision


def acknowledge(game: Game, version: int) -> Game:
    if version != game.version:
        raise StaleError("this page was out of date")
    session = _cache.get(game)
    if not waiting_for_review(game, session):
        return game
    return _save(game, session, seen_deals=game.seen_deals + 1)


def hint(game: Game) -> Decision | None:
    """What the conventions suggest for the learner's current decision."""
    session = _cache.get(game)
    deal = session.current
    seat = learner_seat(session)
    if deal is None or deal.to_act != seat or seat is None:
        return None
    from engine.bots.convention import ConventionBot

    return ConventionBot().decide(seat_view(deal, seat))


@dataclass(frozen=True)
class TrickSlot:
    """A card of the trick in progress, placed around the learner's table."""

    place: str  # "bottom" (the learner), "left", "top" or "right"
    card: Card
    name: str  # who played it


def trick_slots(
    trick: tuple[tuple[int, Card], ...], place_of: dict[int, str], name_of: dict[int, str]
) -> list[TrickSlot]:
    """The trick's cards with the table place and name of each card's seat."""
    return [TrickSlot(place_of[seat], card, name_of[seat]) for seat, card in trick]


def lead_note(view: Any, name: str) -> str:
    """'X to lead' while the play waits for the first card of a trick, else ""."""
    if view is None or view.phase is not Phase.PLAY or view.current_trick:
        return ""
    return f"{name} to lead"


@dataclass(frozen=True)
class Table:
    """Everything the table page may show the learner: their seat's view, public facts."""

    game: Game
    view: SeatView | None
    seat: int | None
    slot: Any
    names: dict[int, str]  # seat -> player name
    positions: dict[str, int]  # "bottom", "left", "top", "right" -> seat
    trick: list[TrickSlot]
    lead: str
    review: FinishedDeal | None  # the finished deal to look at before going on
    review_names: dict[int, str]
    learner_turn: bool
    bot_turn: bool
    deals_done: int
    deals_total: str
    scoresheet: Any


def table(game: Game) -> Table:
    session = _cache.get(game)
    review = None
    review_names: dict[int, str] = {}
    if waiting_for_review(game, session):
        review = session.finished[game.seen_deals]
        review_names = {s: PLAYER_NAMES[p] for s, p in enumerate(review.slot.seating)}
    seat = learner_seat(session)
    deal = session.current
    view = seat_view(deal, seat) if deal is not None and seat is not None else None
    names = (
        {s: PLAYER_NAMES[p] for s, p in enumerate(session.slot.seating)}
        if session.slot is not None
        else {}
    )
    positions = (
        {"bottom": seat, "left": (seat + 1) % 4, "top": (seat + 2) % 4, "right": (seat + 3) % 4}
        if seat is not None
        else {}
    )
    learner_turn = view is not None and view.my_turn and review is None
    bot_turn = deal is not None and not learner_turn and review is None and not deal.is_over
    place_of = {s: place for place, s in positions.items()}
    seat_to_act = view.to_act if view is not None else None
    total = session.options.total_regular_deals
    deals_total = f"{total}" + (" + Bolshevik" if session.options.bolshevik.value != "none" else "")
    return Table(
        game=game,
        view=view,
        seat=seat,
        slot=session.slot,
        names=names,
        positions=positions,
        trick=trick_slots(view.current_trick, place_of, names) if view is not None else [],
        lead=lead_note(view, names.get(seat_to_act, "") if seat_to_act is not None else ""),
        review=review,
        review_names=review_names,
        learner_turn=learner_turn,
        bot_turn=bot_turn,
        deals_done=len(session.finished),
        deals_total=deals_total,
        scoresheet=scoresheet(session),
    )


@dataclass(frozen=True)
class SheetRow:
    number: int
    form: str
    dealer: str
    contract: str
    declarer: str
    result: str
    us: int  # the learner's number on this deal
    cumulative: int
    players: tuple[int, int, int, int]


def scoresheet(session: Session) -> dict[str, Any]:
    """The scoresheet by set, with the learner's partnership numbers and everyone's totals."""
    sets: list[dict[str, Any]] = []
    bolshevik_rows: list[dict[str, Any]] = []
    by_set: dict[int, list[FinishedDeal]] = {}
    for fd in session.finished:
        by_set.setdefault(fd.slot.set.number, []).append(fd)
    for plan in session.sets:
        deals = by_set.get(plan.number, [])
        if plan.bolshevik:
            for fd in deals:
                r = fd.result
                declarer = (
                    PLAYER_NAMES[fd.slot.seating[r.declarer]] if r.declarer is not None else "—"
                )
                bolshevik_rows.append(
                    {
                        "number": fd.slot.number,
                        "declarer": declarer,
                        "contract": _contract_text(fd),
                        "result": _result_text(fd),
                        "players": fd.player_points(),
                    }
                )
            continue
        partner_name = PLAYER_NAMES[plan.seating[2]] if plan.seating[0] == LEARNER else ""
        rows = []
        running = 0
        for fd in deals:
            pts = fd.player_points()
            running += pts[LEARNER]
            r = fd.result
            rows.append(
                SheetRow(
                    number=fd.slot.number,
                    form=fd.slot.form.label,
                    dealer=PLAYER_NAMES[fd.slot.seating[fd.slot.dealer]],
                    contract=_contract_text(fd),
                    declarer=(
                        PLAYER_NAMES[fd.slot.seating[r.declarer]] if r.declarer is not None else "—"
                    ),
                    result=_result_text(fd),
                    us=pts[LEARNER],
                    cumulative=running,
                    players=pts,
                )
            )
        sets.append({"plan": plan, "partner": partner_name, "rows": rows, "total": running})
    bol = session.bolshevik_totals()
    return {
        "names": PLAYER_NAMES,
        "sets": sets,
        "bolshevik": bolshevik_rows,
        "has_bolshevik": any(p.bolshevik for p in session.sets),
        "regular": session.regular_totals(),
        "bolshevik_totals": bol,
        "bolshevik_share": tuple(-(-b // 3) for b in bol),
        "totals": session.totals(),
    }


def _contract_text(fd: FinishedDeal) -> str:
    r = fd.result
    if r.kind is Kind.ALLPASS:
        return "all-pass misère" + (
            "" if not r.doubling else (" doubled", " redoubled")[r.doubling - 1]
        )
    if r.kind is Kind.THROWN_IN:
        return "thrown in"
    if r.contract is None:
        return "—"
    dbl = DOUBLING_SUFFIX[r.doubling] if r.kind is Kind.CONTRACT else ""
    if r.kind is Kind.BOLSHEVIK:
        return "7 misère" if r.contract.denomination.is_misere else f"Dictator {r.contract.text}"
    return r.contract.text + dbl


def _result_text(fd: FinishedDeal) -> str:
    r = fd.result
    if r.kind is Kind.THROWN_IN:
        return "—"
    if not r.played:
        return "scored without play"
    if r.kind is Kind.ALLPASS:
        return f"N–S {r.tricks[0] + r.tricks[2]} tricks, E–W {r.tricks[1] + r.tricks[3]}"
    if r.made:
        return "made"
    return "down"


def game_form(game: Game) -> Form | None:
    session = _cache.get(game)
    return session.current.form if session.current is not None else None


PHASE_TEXT = {
    "auction": "bid or pass",
    "extended-auction": "extended bids: raise, change the contract, or pass",
    "packet": "hand a packet of four cards to partner",
    "return-packet": "hand four cards back to partner",
    "distribute": "give one card to each of the other players",
    "defenders-exchange": "the defenders' exchange: hand one card to partner",
    "allpass-exchange": "all-pass misère: hand one card to partner",
    "doubling": "double or pass",
    "redoubling": "redouble or pass",
    "bolshevik-auction": "say Bolshevik or pass",
    "bolshevik-choice": "several players said Bolshevik: play it or withdraw",
    "bolshevik-give": "give one card to each opponent",
    "bolshevik-contract": "pass to play 7 misère, or raise to Dictator",
    "play": "play a card",
}


def call_explanations(game: Game) -> dict[str, Any]:
    """Words for the table: what each call in the auction meant, what each legal call would
    tell partner, what a packet says, and what the learner is asked to do now."""
    session = _cache.get(game)
    deal = session.current
    out: dict[str, Any] = {"calls": {}, "options": {}, "packet": [], "phase_text": ""}
    if deal is None:
        return out
    out["phase_text"] = PHASE_TEXT.get(deal.phase.value, "")
    form = Form.NOKITTY if deal.form is Form.NOKITTY else Form.KITTY
    if deal.form is not Form.BOLSHEVIK:
        # The same code the bots bid with explains every call, bots' and the learner's alike.
        for i, (seat, call) in enumerate(deal.calls):
            meaning = explain_call(call, form, deal.calls[:i], seat, deal.dealer)
            out["calls"][i] = meaning.text
    seat = learner_seat(session)
    if seat is None:
        return out
    view = seat_view(deal, seat)
    if view.my_turn and deal.phase is Phase.AUCTION:
        for call in view.legal_actions:
            out["options"][call.notation()] = explain_call(
                call, form, deal.calls, seat, deal.dealer
            ).text
    received = view.packet_received()
    sent = view.packet_sent()
    for transfer, who in ((received, "received"), (sent, "sent")):
        if transfer is not None and deal.form is not Form.BOLSHEVIK:
            returned = transfer.phase is Phase.RETURN_PACKET
            reading = read_packet(transfer.cards, form, returned=returned)
            out["packet"].extend(
                f"{'Partner' if who == 'received' else 'You'}: {fact.text}"
                for fact in reading.facts
            )
    return out


# --- the Bonehead table (three players and the imaginary fourth) ---------------------------

BONEHEAD_NAMES = ("You", "Aino", "Eero", "Bonehead")


def start_bonehead_game(learner: Learner, deals: int, seed: str) -> Game:
    from engine.bonehead_session import BoneheadSession, BoneheadSessionOptions

    session = BoneheadSession(BoneheadSessionOptions(deals), seed, ("You", "Aino", "Eero"))
    return Game.objects.create(
        learner=learner,
        kind=Game.KIND_BONEHEAD,
        title=f"{deals}-deal Bonehead session",
        record=session.dumps(),
    )


def _bonehead_session(game: Game) -> Any:
    from engine.bonehead_session import loads_bonehead_session

    return loads_bonehead_session(game.record)


def _save_bonehead(game: Game, session: Any, *, seen_deals: int | None = None) -> Game:
    return _store(game, session.dumps(), session.is_over, seen_deals)


def bonehead_submit(game: Game, version: int, action_text: str) -> Game:
    """The learner's move (engine notation), for their own hand or for the bonehead's."""
    from engine.bonehead import parse_bonehead_action
    from engine.bonehead_views import bonehead_view

    if version != game.version:
        raise StaleError("this page was out of date")
    session = _bonehead_session(game)
    deal = session.current
    if deal is None:
        raise GameError("the session is over")
    if game.seen_deals < len(session.finished):
        raise GameError("look at the last deal's result first, then continue")
    if deal.to_act != LEARNER:
        raise GameError("it is not your turn")
    view = bonehead_view(deal, LEARNER)
    try:
        session.apply(parse_bonehead_action(action_text), LEARNER, view.acting_for)
    except NotationError as exc:
        raise GameError(f"that move could not be read: {exc}") from None
    except IllegalActionError as exc:
        raise GameError(str(exc)) from None
    return _save_bonehead(game, session)


def bonehead_bot_step(game: Game, version: int) -> Game:
    from engine.bonehead_views import bonehead_view
    from engine.bots.bonehead import BoneheadBot

    if version != game.version:
        raise StaleError("this page was out of date")
    session = _bonehead_session(game)
    deal = session.current
    if deal is None or game.seen_deals < len(session.finished) or deal.to_act == LEARNER:
        return game
    view = bonehead_view(deal, deal.to_act)
    decision = BoneheadBot().decide(view)
    session.apply(decision.action, deal.to_act, view.acting_for)
    return _save_bonehead(game, session)


def bonehead_acknowledge(game: Game, version: int) -> Game:
    if version != game.version:
        raise StaleError("this page was out of date")
    session = _bonehead_session(game)
    if game.seen_deals >= len(session.finished):
        return game
    return _save_bonehead(game, session, seen_deals=game.seen_deals + 1)


def bonehead_hint(game: Game) -> Decision | None:
    from engine.bonehead_views import bonehead_view
    from engine.bots.bonehead import BoneheadBot

    session = _bonehead_session(game)
    deal = session.current
    if deal is None or deal.to_act != LEARNER:
        return None
    return BoneheadBot().decide(bonehead_view(deal, LEARNER))


@dataclass(frozen=True)
class BoneheadTable:
    game: Game
    view: Any  # the learner's BoneheadView, or None when the session is over
    slot: Any
    positions: dict[str, int]  # "bottom", "left", "top", "right" -> participant
    trick: list[TrickSlot]
    lead: str
    review: Any
    learner_turn: bool
    bot_turn: bool
    deals_done: int
    deals_total: int
    rows: list[dict[str, Any]]  # the bonehead's rows as the learner sees them
    acting_hand: Any  # the cards the learner acts with now (own, or the bonehead's)
    totals: tuple[int, int, int]
    sheet: list[dict[str, Any]]


def bonehead_table(game: Game) -> BoneheadTable:
    from engine.bonehead import BONEHEAD
    from engine.bonehead_views import bonehead_view

    session = _bonehead_session(game)
    deal = session.current
    review = session.finished[game.seen_deals] if game.seen_deals < len(session.finished) else None
    view = bonehead_view(deal, LEARNER) if deal is not None else None
    positions: dict[str, int] = {}
    trick: list[TrickSlot] = []
    lead = ""
    rows: list[dict[str, Any]] = []
    acting_hand = None
    if view is not None:
        seating = view.seating
        seat = seating.index(LEARNER)
        positions = {
            "bottom": LEARNER,
            "left": seating[(seat + 1) % 4],
            "top": seating[(seat + 2) % 4],
            "right": seating[(seat + 3) % 4],
        }
        place_of = {seating.index(who): place for place, who in positions.items()}
        names_at = {s: BONEHEAD_NAMES[who] for s, who in enumerate(seating)}
        trick = trick_slots(view.current_trick, place_of, names_at)
        if view.acting_for is not None:
            lead = lead_note(view, BONEHEAD_NAMES[view.acting_for])
        known = view.bonehead_hand if view.bonehead_hand is not None else view.glimpse
        for suit in (0, 1, 2, 3):
            length = view.bonehead_lengths[suit]
            seen = sorted((c for c in known if int(c.suit) == suit), key=lambda c: -c.rank)
            rows.append(
                {"suit": suit, "length": length, "seen": seen, "hidden": max(0, length - len(seen))}
            )
        if view.to_act == LEARNER:
            acting_hand = view.bonehead_hand if view.acting_for == BONEHEAD else view.hand
    learner_turn = view is not None and view.to_act == LEARNER and review is None
    bot_turn = deal is not None and not learner_turn and review is None
    sheet = []
    running = [0, 0, 0]
    for fd in session.finished:
        pts = fd.player_points()
        running = [running[i] + pts[i] for i in range(3)]
        r = fd.result
        sheet.append(
            {
                "number": fd.slot.number,
                "form": fd.slot.form.label,
                "dealer": BONEHEAD_NAMES[fd.slot.dealer],
                "contract": (r.contract.text if r.contract is not None else "all-pass misère"),
                "declarer": BONEHEAD_NAMES[r.focal],
                "made": r.made,
                "points": pts,
                "running": tuple(running),
            }
        )
    return BoneheadTable(
        game=game,
        view=view,
        slot=session.slot,
        positions=positions,
        trick=trick,
        lead=lead,
        review=review,
        learner_turn=learner_turn,
        bot_turn=bot_turn,
        deals_done=len(session.finished),
        deals_total=session.options.deals,
        rows=rows,
        acting_hand=acting_hand,
        totals=session.totals(),
        sheet=sheet,
    )
