"""Games brought to a chosen moment: a session played by bots (all four seats, the learner's
too) until a predicate holds, then stored as the learner's game. Deterministic: the seeds and
bots are fixed, so the same search finds the same deal every time."""

from __future__ import annotations

from collections.abc import Callable, Iterable

from engine.actions import Bid
from engine.bonehead.session import BoneheadSession, BoneheadSessionOptions
from engine.bonehead.views import bonehead_view
from engine.bots import RandomBot
from engine.bots.bonehead import BoneheadBot
from engine.bots.convention import ConventionBot
from engine.rules import Form
from engine.session import BolshevikPlacement, Session, SessionOptions
from engine.trick_taking import Kind, Phase
from engine.views import seat_view
from play.models import Game
from play.services.bonehead import BONEHEAD_NAMES
from play.services.four import PLAYER_NAMES

FourPredicate = Callable[[Session], bool]
BoneheadPredicate = Callable[[BoneheadSession], bool]


def four_until(
    pred: FourPredicate,
    seeds: Iterable[int] = range(60),
    bolshevik: str = "none",
    random_bots: bool = False,
    max_moves: int = 400,
) -> Session:
    """The first session (by seed) that reaches a moment where ``pred`` holds."""
    for seed in seeds:
        s = Session(SessionOptions(4, BolshevikPlacement(bolshevik)), f"pos{seed}", PLAYER_NAMES)
        for n in range(max_moves):
            deal = s.current
            if deal is None:
                break
            if pred(s):
                return s
            seat = deal.to_act
            assert seat is not None
            bot = RandomBot(f"{seed}:{n}") if random_bots else ConventionBot()
            s.apply(bot.decide(seat_view(deal, seat)).action, seat)
    raise AssertionError("no seed reached the position")


def bonehead_until(
    pred: BoneheadPredicate, seeds: Iterable[int] = range(60), max_moves: int = 400
) -> BoneheadSession:
    for seed in seeds:
        s = BoneheadSession(BoneheadSessionOptions(6), f"pos{seed}", ("You", "Aino", "Eero"))
        for _ in range(max_moves):
            deal = s.current
            if deal is None:
                break
            if pred(s):
                return s
            player = deal.to_act
            assert player is not None
            view = bonehead_view(deal, player)
            s.apply(BoneheadBot().decide(view).action, player, view.acting_for)
    raise AssertionError("no seed reached the position")


def store_four(learner, session: Session, seen_deals: int | None = None) -> Game:
    return Game.objects.create(
        learner=learner,
        kind=Game.Kind.SESSION,
        bots=Game.Bots.CONVENTIONS,
        title="12-deal session",
        record=session.dumps(),
        version=len(session.history),
        seen_deals=len(session.finished) if seen_deals is None else seen_deals,
    )


def store_bonehead(learner, session: BoneheadSession, seen_deals: int | None = None) -> Game:
    return Game.objects.create(
        learner=learner,
        kind=Game.Kind.BONEHEAD,
        bots=Game.Bots.CONVENTIONS,
        title="6-deal Bonehead session",
        record=session.dumps(),
        version=len(session.history),
        seen_deals=len(session.finished) if seen_deals is None else seen_deals,
    )


# --- predicates ---------------------------------------------------------------------------
def learner_to_play(s: Session) -> bool:
    deal = s.current
    return (
        deal is not None
        and deal.phase is Phase.PLAY
        and s.slot is not None
        and deal.to_act == s.seat_of(0)
    )


def learner_to_bid(s: Session) -> bool:
    deal = s.current
    return (
        deal is not None
        and deal.phase is Phase.AUCTION
        and s.slot is not None
        and deal.to_act == s.seat_of(0)
        and any(isinstance(c, Bid) for _, c in deal.calls)
    )


def playing(kind: str) -> FourPredicate:
    """In the play (the learner to play, a trick or more done) of a deal of this kind:
    "suit", "grand", "misere", "allpass" or "bolshevik"."""

    def pred(s: Session) -> bool:
        deal = s.current
        if deal is None or not learner_to_play(s) or not deal.tricks:
            return False
        c = deal.contract
        match kind:
            case "allpass":
                return deal.kind is Kind.ALLPASS
            case "bolshevik":
                return deal.form is Form.BOLSHEVIK and deal.kind is Kind.BOLSHEVIK
            case "misere":
                return deal.kind is Kind.CONTRACT and c is not None and c.denomination.is_misere
            case "grand":
                return deal.kind is Kind.CONTRACT and c is not None and c.text.endswith("grand")
            case "suit":
                return deal.kind is Kind.CONTRACT and c is not None and c.trumps is not None
        raise ValueError(kind)

    return pred


def finished_deal(s: Session) -> bool:
    """Deal 1 is over (and played out) and nothing of deal 2 has happened."""
    return len(s.finished) == 1 and s.finished[0].result.played and not s.current.calls


def bonehead_learner_to_play(s: BoneheadSession) -> bool:
    deal = s.current
    return (
        deal is not None and deal.phase is Phase.PLAY and deal.to_act == 0 and deal.acting_for == 0
    )


def bonehead_learner_to_bid(s: BoneheadSession) -> bool:
    deal = s.current
    return (
        deal is not None and deal.phase is Phase.AUCTION and deal.to_act == 0 and bool(deal.calls)
    )


def bonehead_finished(s: BoneheadSession) -> bool:
    return len(s.finished) == 1 and not s.current.calls


__all__ = ["BONEHEAD_NAMES"]
