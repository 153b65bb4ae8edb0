"""The status strip: what is being played and how it stands, in one place above the felt.

Contract, declarer, who doubled and redoubled, trumps, the tricks each side needs and has,
and in misère the aces taken so far with what each costs (R-7.2 – R-7.6). Everything comes
from the learner's seat view: the auction, the doubling calls, the trick counts and the
tricks the view shows; the aces come from the view's public list of aces taken, which R-8.3's
limit on looking back does not shorten.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from django.utils.translation import gettext, ngettext

from engine.actions import Action, Bid, Double, Redouble
from engine.bonehead.seating import BONEHEAD
from engine.bonehead.views import BoneheadView
from engine.cards import Card
from engine.rules import Form
from engine.trick_taking import Kind, Phase
from engine.views import SeatView

from .words import bid_text, is_you, joined, pair


@dataclass(frozen=True)
class Side:
    names: str  # "You and Eero"
    tricks: int
    goal: str  # "needs 12", "may take 2 at most", "" when nothing is asked of the side
    main: bool  # the declarer's side (in all-pass misère: the learner's)


@dataclass(frozen=True)
class AceTaken:
    card: Card
    trick: int
    side: str  # the side that won the trick (and pays)
    cost: int


@dataclass(frozen=True)
class Status:
    kind: str  # "auction", "exchange", "contract", "misere", "allpass", "bolshevik"
    headline: str  # "6♥ by Aino", "All-pass misère", "Auction"
    notes: tuple[str, ...]  # short facts: "doubled by Eero", "♥ trumps", "lose tricks…"
    sides: tuple[Side, ...] = ()
    aces: tuple[AceTaken, ...] = ()
    misere: bool = False  # aces cost their trick's number

    @property
    def ace_totals(self) -> list[tuple[str, int]]:
        out: dict[str, int] = {}
        for a in self.aces:
            out[a.side] = out.get(a.side, 0) + a.cost
        return list(out.items())


def _doubling(
    calls: Sequence[tuple[int, Action]], name: Callable[[int], str]
) -> tuple[list[str], list[str]]:
    doublers = [name(who) for who, a in calls if isinstance(a, Double)]
    redoublers = [name(who) for who, a in calls if isinstance(a, Redouble)]
    return doublers, redoublers


def doubling_note(calls: Sequence[tuple[int, Action]], name: Callable[[int], str]) -> str:
    """ "doubled by Aino, redoubled by You" ("" when nobody doubled)."""
    doublers, redoublers = _doubling(calls, name)
    parts = []
    if doublers:
        parts.append(gettext("doubled by %(names)s") % {"names": joined(doublers)})
    if redoublers:
        parts.append(gettext("redoubled by %(names)s") % {"names": joined(redoublers)})
    return ", ".join(parts)


def _aces(
    taken: Sequence[tuple[int, int, Card]], side_of: Callable[[int], str], multiplier: int = 1
) -> tuple[AceTaken, ...]:
    """The aces fallen so far (the view's public list), each with what it costs its winners."""
    return tuple(
        AceTaken(card, number, side_of(winner), number * multiplier)
        for number, winner, card in taken
    )


def _trumps(contract: Bid) -> str:
    suit = contract.trumps
    if suit is not None:
        return gettext("%(suit)s trumps") % {"suit": suit.symbol}
    if contract.denomination.is_misere:
        return gettext("misère: no trumps, lose tricks")
    return gettext("grand: no trumps")


def misere_aces() -> str:
    return gettext("each ace taken costs its trick's number")


def _trick_cost(m: int) -> str:
    return ngettext(
        "lose tricks: each trick taken costs %(n)s point",
        "lose tricks: each trick taken costs %(n)s points",
        m,
    ) % {"n": m}


def _by(bid: str, name: str) -> str:
    return gettext("%(bid)s by %(name)s") % {"bid": bid, "name": name}


def _contract_sides(
    contract: Bid,
    main: tuple[str, int],
    other: tuple[str, int],
) -> tuple[Side, ...]:
    (main_names, main_tricks), (other_names, other_tricks) = main, other
    if contract.denomination.is_misere:
        allowance = contract.misere_allowance()
        goal = (
            gettext("must take no trick")
            if allowance == 0
            else gettext("may take %(n)s at most") % {"n": allowance}
        )
        other_goal = ""
    else:
        needed = contract.tricks_needed()
        goal = gettext("needs %(n)s") % {"n": needed}
        other_goal = gettext("need %(n)s to beat it") % {"n": 14 - needed}
    return (
        Side(main_names, main_tricks, goal, True),
        Side(other_names, other_tricks, other_goal, False),
    )


# --- four players -----------------------------------------------------------------------
def four_status(view: SeatView, names: Mapping[int, str]) -> Status:
    """The strip for the four-player table (kitty, no-kitty and Bolshevik deals)."""

    def name(seat: int) -> str:
        return names[seat]

    def partnership(seat: int) -> str:
        return pair(names[seat], names[(seat + 2) % 4])

    won = view.tricks_won
    if view.kind is Kind.ALLPASS:
        me = view.seat
        m = view.doubling + 1
        notes = [_trick_cost(m), misere_aces()]
        if view.doubling_calls:
            notes.insert(0, doubling_note(view.doubling_calls, name) or gettext("nobody doubled"))
        return Status(
            "allpass",
            gettext("All-pass misère"),
            tuple(notes),
            (
                Side(partnership(me), won[me] + won[(me + 2) % 4], "", True),
                Side(partnership((me + 1) % 4), won[(me + 1) % 4] + won[(me + 3) % 4], "", False),
            ),
            _aces(view.aces_taken, lambda s: partnership(s)),
            misere=True,
        )
    if view.form is Form.BOLSHEVIK:
        return _bolshevik_status(view, names)
    if view.kind is Kind.UNDECIDED:
        bids = [(s, c) for s, c in view.calls if isinstance(c, Bid)]
        form = gettext("No-kitty game") if view.form is Form.NOKITTY else gettext("Kitty game")
        if bids:
            seat, bid = bids[-1]
            standing = gettext("highest bid %(bid)s by %(name)s") % {
                "bid": bid_text(bid),
                "name": name(seat),
            }
        elif view.form is Form.KITTY:
            standing = gettext("no bid yet: if all four pass at their first turn, all-pass misère")
        else:
            standing = gettext("no bid yet")
        return Status("auction", gettext("Auction"), (form, standing))
    d = view.declarer
    assert d is not None
    if view.contract is None:  # the exchange and the extended bids
        standing_bid = view.kitty_bid
        for _s, c in view.extended_calls:
            if isinstance(c, Bid):
                standing_bid = c
        word = (
            gettext("Kitty bid %(bid)s by %(name)s")
            if view.form is Form.KITTY
            else gettext("Highest bid %(bid)s by %(name)s")
        )
        assert standing_bid is not None
        floor = 5 if view.form is Form.KITTY else 6
        return Status(
            "exchange",
            word % {"bid": bid_text(standing_bid), "name": name(d)},
            (
                gettext(
                    "the final contract (level %(level)s or more) comes after the extended bids"
                )
                % {"level": floor},
            ),
        )
    contract = view.contract
    main = (partnership(d), won[d] + won[(d + 2) % 4])
    other = (partnership((d + 1) % 4), won[(d + 1) % 4] + won[(d + 3) % 4])
    notes = [_trumps(contract)]
    doubled = doubling_note(view.doubling_calls, name)
    if doubled:
        notes.insert(0, doubled)
    misere = contract.denomination.is_misere
    if misere:
        notes.append(misere_aces())
    return Status(
        "misere" if misere else "contract",
        _by(bid_text(contract), name(d)),
        tuple(notes),
        _contract_sides(contract, main, other),
        _aces(view.aces_taken, lambda s: partnership(s)) if misere else (),
        misere=misere,
    )


def _bolshevik_status(view: SeatView, names: Mapping[int, str]) -> Status:
    d = view.declarer
    if d is None or view.phase in (Phase.BOLSHEVIK_AUCTION, Phase.BOLSHEVIK_CHOICE):
        return Status(
            "bolshevik",
            gettext("Bolshevik round"),
            (gettext("one player against the other three: say Bolshevik or pass"),),
        )
    opponents = [names[s] for s in range(4) if s != d]
    team = joined(opponents)
    won = view.tricks_won
    mine = won[d]
    theirs = sum(won) - mine
    contract = view.contract
    if contract is None:
        return Status(
            "bolshevik",
            gettext("Bolshevik: %(name)s against %(team)s") % {"name": names[d], "team": team},
            (gettext("then 7 misère, or 7 in a suit or grand (Dictator)"),),
        )
    misere = contract.denomination.is_misere
    headline = (
        gettext("Bolshevik 7 misère by %(name)s") % {"name": names[d]}
        if misere
        else gettext("Bolshevik Dictator %(bid)s by %(name)s")
        % {"bid": bid_text(contract), "name": names[d]}
    )
    notes = [_trumps(contract)]
    doublers = [names[s] for s in sorted(view.doubled_by)]
    if doublers:
        notes.insert(
            0,
            gettext("doubled by %(names)s") % {"names": joined(doublers)}
            + (
                ", " + gettext("redoubled by %(names)s") % {"names": names[d]}
                if view.redoubled
                else ""
            ),
        )
    if misere:
        notes.append(
            gettext(
                "each ace: its trick's number, lost by each opponent when the team wins it, "
                "won by each when the Bolshevik does"
            )
        )
    return Status(
        "bolshevik",
        headline,
        tuple(notes),
        _contract_sides(contract, (names[d], mine), (team, theirs)),
        tuple(
            AceTaken(c, t.number, names[d], 3 * t.number)
            if t.winner == d
            else AceTaken(c, t.number, gettext("each of %(team)s") % {"team": team}, t.number)
            for t in view.tricks
            for c in t.aces
        )
        if misere
        else (),
        misere=misere,
    )


# --- Bonehead ---------------------------------------------------------------------------
def _plays_bonehead(name: str) -> str:
    """ "Aino plays the bonehead's cards", "You play the bonehead's cards"."""
    if is_you(name):
        return gettext("You play the bonehead's cards")
    return gettext("%(name)s plays the bonehead's cards") % {"name": name}


def _names_contract(name: str) -> str:
    if is_you(name):
        return gettext("You name the final contract after the exchange")
    return gettext("%(name)s names the final contract after the exchange") % {"name": name}


def bonehead_status(view: BoneheadView, names: Sequence[str]) -> Status:
    """The strip for the three-player table; ``names`` by participant (the bonehead last)."""
    seating = view.seating

    def by_seat(seat: int) -> str:
        return names[seating[seat]]

    def partnership(seat: int) -> str:
        return pair(by_seat(seat), by_seat((seat + 2) % 4))

    won = view.tricks_won
    if view.kind is Kind.ALLPASS:
        focal = seating.index(view.dealer)
        m = view.doubling + 1
        notes = [
            _plays_bonehead(names[view.dealer]),
            _trick_cost(m),
            misere_aces(),
        ]
        doubled = doubling_note(view.doubling_calls, lambda p: names[p])
        if doubled:
            notes.insert(0, doubled)
        return Status(
            "allpass",
            gettext("All-pass misère"),
            tuple(notes),
            (
                Side(partnership(focal), won[focal] + won[(focal + 2) % 4], "", True),
                Side(
                    partnership((focal + 1) % 4),
                    won[(focal + 1) % 4] + won[(focal + 3) % 4],
                    "",
                    False,
                ),
            ),
            _aces(view.aces_taken, partnership),
            misere=True,
        )
    if view.declarer is None:
        bids = [(p, c) for p, c in view.calls if isinstance(c, Bid)]
        form = gettext("No-kitty game") if view.form is Form.NOKITTY else gettext("Kitty game")
        if bids:
            who, bid = bids[-1]
            standing = gettext("highest bid %(bid)s by %(name)s") % {
                "bid": bid_text(bid),
                "name": names[who],
            }
        else:
            standing = gettext("no bid yet: if all three pass at their first turn, all-pass misère")
        return Status(
            "auction",
            gettext("Auction"),
            (form, gettext("the bonehead always passes"), standing),
        )
    d = view.declarer
    if view.contract is None:
        assert view.highest_bid is not None
        return Status(
            "exchange",
            gettext("Highest bid %(bid)s by %(name)s with the bonehead")
            % {"bid": bid_text(view.highest_bid), "name": names[d]},
            (_names_contract(names[d]),),
        )
    contract = view.contract
    seat = seating.index(d)
    main = (pair(names[d], names[BONEHEAD]), won[seat] + won[(seat + 2) % 4])
    other = (partnership((seat + 1) % 4), won[(seat + 1) % 4] + won[(seat + 3) % 4])
    notes = [_trumps(contract), _plays_bonehead(names[d])]
    doubled = doubling_note(view.doubling_calls, lambda p: names[p])
    if doubled:
        notes.insert(0, doubled)
    misere = contract.denomination.is_misere
    if misere:
        notes.append(misere_aces())
    return Status(
        "misere" if misere else "contract",
        gettext("%(bid)s by %(name)s with the bonehead")
        % {"bid": bid_text(contract), "name": names[d]},
        tuple(notes),
        _contract_sides(contract, main, other),
        _aces(view.aces_taken, partnership) if misere else (),
        misere=misere,
    )
