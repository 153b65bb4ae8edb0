"""The Vint table (docs/rules.md V-1 – V-8): the learner (player A, always North) and three
bots play a match of one or three rubbers; partners change after each rubber (V-1.2)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from django.utils.translation import gettext, pgettext

from accounts.models import Learner
from engine.actions import Action
from engine.bots import Decision
from engine.trick_taking import Phase
from engine.vint.actions import parse_vint_action
from engine.vint.bots import RandomVintBot, VintBot
from engine.vint.rubber import (
    FinishedVintDeal,
    MatchOptions,
    SheetEntry,
    VintMatch,
    loads_match,
)
from engine.vint.views import VintView

from ..models import Game
from .review import DealReview, vint_review
from .store import SessionCache
from .table import PHASE_TEXT, AnyFinishedDeal, GameRef, PlayTable, TableState, seat_table
from .words import shown_name

PLAYER_NAMES = ("You", "Aino", "Eero", "Liisa")
SHARED_NAMES = ("Learner", "Aino", "Eero", "Liisa")  # a shared review: "You" is not the reader
LEARNER = 0  # player A, who sits North in every rubber (V-1.2)


def pair_names(a: str, b: str) -> str:
    """A Vint partnership as the scoresheet heads it: "You & Eero", in the page's language."""
    return f"{shown_name(a)} & {shown_name(b)}"


def start_vint_game(learner: Learner, rubbers: int, seed: str, bots: str = "vint") -> Game:
    match = VintMatch(MatchOptions(rubbers), seed, PLAYER_NAMES)
    return Game.objects.create(
        learner=learner,
        kind=Game.Kind.VINT,
        bots=Game.Bots.RANDOM if bots == "random" else Game.Bots.CONVENTIONS,
        title="Vint: one rubber" if rubbers == 1 else "Vint: a match of three rubbers",
        record=match.dumps(),
    )


# --- the scoresheet ---------------------------------------------------------------------------
@dataclass(frozen=True)
class SheetFigure:
    deal: int
    label: str
    points: int
    rule: str


def _side_by_side(
    columns: tuple[tuple[SheetFigure, ...], tuple[SheetFigure, ...]],
) -> list[tuple[SheetFigure | None, SheetFigure | None]]:
    we, they = columns
    return [
        (we[i] if i < len(we) else None, they[i] if i < len(they) else None)
        for i in range(max(len(we), len(they)))
    ]


@dataclass(frozen=True)
class SheetGame:
    """One game below the line: each pair's trick scores, and who won it, when."""

    number: int
    below: tuple[tuple[SheetFigure, ...], tuple[SheetFigure, ...]]  # we, they
    totals: tuple[int, int]
    won_by: str  # "" while the game goes on
    won_at: str

    @property
    def rows(self) -> list[tuple[SheetFigure | None, SheetFigure | None]]:
        return _side_by_side(self.below)


@dataclass(frozen=True)
class SheetRubber:
    number: int
    pairs: tuple[str, str]  # "You & Eero", "Aino & Liisa"
    above: tuple[tuple[SheetFigure, ...], tuple[SheetFigure, ...]]  # we, they; newest first
    games: tuple[SheetGame, ...]
    games_won: tuple[int, int]
    totals: tuple[int, int]
    finished: bool
    winner: str
    difference: int
    player_points: tuple[int, int, int, int] | None  # V-8.2, once the rubber is over

    @property
    def above_rows(self) -> list[tuple[SheetFigure | None, SheetFigure | None]]:
        return _side_by_side(self.above)


@dataclass(frozen=True)
class SheetDeal:
    """A finished deal as the scoresheet lists it, with its review (play:review ``number``)."""

    number: int
    rubber: int
    game: int
    dealer: str
    outcome: str  # "2♥ by Aino: made, 9 tricks to 4", "thrown in"
    yours: int  # what it was worth to the learner


@dataclass(frozen=True)
class VintSheet:
    names: tuple[str, ...]
    rubbers: tuple[SheetRubber, ...]
    planned: int
    totals: tuple[int, int, int, int]  # V-8.4, over the finished rubbers
    finished: bool
    deals: tuple[SheetDeal, ...] = ()

    @property
    def finished_rubbers(self) -> tuple[SheetRubber, ...]:
        return tuple(r for r in self.rubbers if r.finished)


def _figures(entries: Sequence[SheetEntry], pair: int, above: bool) -> tuple[SheetFigure, ...]:
    return tuple(
        SheetFigure(e.deal, e.label, e.points, e.rule)
        for e in entries
        if e.side == pair and e.above is above
    )


def vint_sheet(match: VintMatch, names: Sequence[str]) -> VintSheet:
    """The scoresheet of the match: per rubber, above and below the line for the learner's pair
    ("we", North–South) and the other ("they"), the games with their lines, and the totals."""
    rubbers: list[SheetRubber] = []
    shown = len(match.rubbers) + (0 if match.is_over else 1)  # the finished ones and the current
    for number in range(1, shown + 1):
        deals = [fd for fd in match.finished if fd.rubber == number]
        seating = (
            match.rubbers[number - 1].seating if number <= len(match.rubbers) else match.seating
        )
        entries = [e for e in match.entries if e.rubber == number]
        games: list[SheetGame] = []
        last_game = max([e.game for e in entries], default=1)
        if number > len(match.rubbers):
            last_game = max(last_game, match.game)
        for g in range(1, last_game + 1):
            below = [e for e in entries if e.game == g and not e.above]
            won = next((fd for fd in deals if fd.game == g and fd.game_won is not None), None)
            won_by = won_at = ""
            if won is not None and won.game_won is not None:
                won_by = "we" if won.game_won.side == 0 else "they"
                won_at = gettext("deal %(deal)s, trick %(trick)s") % {
                    "deal": won.number,
                    "trick": won.game_won.trick,
                }
            games.append(
                SheetGame(
                    g,
                    (_figures(below, 0, False), _figures(below, 1, False)),
                    (
                        sum(e.points for e in below if e.side == 0),
                        sum(e.points for e in below if e.side == 1),
                    ),
                    won_by,
                    won_at,
                )
            )
        above = [e for e in reversed(entries) if e.above]
        result = match.rubbers[number - 1] if number <= len(match.rubbers) else None
        totals = match.rubber_totals(number)
        rubbers.append(
            SheetRubber(
                number=number,
                pairs=(
                    pair_names(names[seating[0]], names[seating[2]]),
                    pair_names(names[seating[1]], names[seating[3]]),
                ),
                above=(_figures(above, 0, True), _figures(above, 1, True)),
                games=tuple(games),
                games_won=(
                    sum(1 for g in games if g.won_by == "we"),
                    sum(1 for g in games if g.won_by == "they"),
                ),
                totals=totals,
                finished=result is not None,
                winner=("we" if result.winner == 0 else "they") if result is not None else "",
                difference=abs(totals[0] - totals[1]),
                player_points=result.player_points() if result is not None else None,
            )
        )
    return VintSheet(
        tuple(shown_name(n) for n in names),
        tuple(rubbers),
        match.options.rubbers,
        match.totals(),
        match.is_over,
        tuple(_sheet_deal(fd, names) for fd in match.finished),
    )


def _sheet_deal(fd: FinishedVintDeal, names: Sequence[str]) -> SheetDeal:
    seat_names = [shown_name(names[p]) for p in fd.seating]
    r = fd.result
    if r.contract is None or r.declarer is None:
        outcome = gettext("thrown in")
    else:
        ns, ew = r.side_tricks
        outcome = gettext("%(contract)s by %(name)s: %(verdict)s, %(ns)s tricks to %(ew)s") % {
            "contract": r.contract.text,
            "name": seat_names[r.declarer],
            "verdict": pgettext("contract", "made") if r.made else pgettext("contract", "down"),
            "ns": ns,
            "ew": ew,
        }
    return SheetDeal(
        fd.number,
        fd.rubber,
        fd.game,
        seat_names[fd.dealer],
        outcome,
        fd.player_points()[LEARNER],
    )


_cache: SessionCache[VintMatch] = SessionCache(loads_match)


class VintTable(PlayTable[VintMatch]):
    form = "vint"
    sheet_template = "play/vint_sheet.html"
    player_names = PLAYER_NAMES
    shared_names = SHARED_NAMES
    plays_again = False  # a deal belongs to its rubber's score: a new rubber instead
    starts_new = True

    @classmethod
    def cache(cls) -> SessionCache[VintMatch]:
        return _cache

    @property
    def seat(self) -> int:
        return self.session.seat_of(LEARNER)

    def learner_to_act(self) -> bool:
        deal = self.session.current
        return deal is not None and deal.to_act == self.seat

    def parse(self, notation: str) -> Action:
        return parse_vint_action(notation)

    def apply_learner(self, action: Action) -> None:
        self.session.apply(action, self.seat)

    def _bot(self) -> VintBot | RandomVintBot:
        if self.game.bots == Game.Bots.RANDOM:
            return RandomVintBot(f"{self.game.pk}:{len(self.session.history)}")
        return VintBot()

    def bot_move(self) -> Decision | None:
        deal = self.session.current
        if deal is None or deal.to_act is None:
            return None
        seat = deal.to_act
        decision = self._bot().decide(self.session.view(seat))
        self.session.apply(decision.action, seat)
        return decision

    def advise(self) -> Decision:
        return VintBot().decide(self.session.view(self.seat))

    def scoresheet(self) -> VintSheet:
        return vint_sheet(self.session, PLAYER_NAMES)

    def deal_review(
        self, fd: AnyFinishedDeal, players: Sequence[str], index: int, step: int | None
    ) -> DealReview:
        assert isinstance(fd, FinishedVintDeal)
        return vint_review(fd, players, index, step, LEARNER)

    def new_like(self, learner: Learner, seed: str) -> Game:
        """A new match of as many rubbers, with the same bots."""
        return start_vint_game(learner, self.session.options.rubbers, seed, self.game.bots)

    def state(self) -> TableState:
        match = self.session
        review = self.review_deal()
        assert review is None or isinstance(review, FinishedVintDeal)
        deal = match.current
        seat = self.seat
        view = match.view(seat) if deal is not None else None
        names = {s: shown_name(PLAYER_NAMES[p]) for s, p in enumerate(match.seating)}
        review_names = (
            {s: shown_name(PLAYER_NAMES[p]) for s, p in enumerate(review.seating)} if review else {}
        )
        learner_turn = view is not None and view.my_turn and review is None
        bot_turn = deal is not None and not learner_turn and review is None
        return TableState(
            form=self.form,
            game=GameRef.of(self.game),
            review=review,
            review_names=review_names,
            deals_done=len(match.finished),
            deals_total="",  # a rubber has no set length: it ends with a pair's second game
            heading=self._heading(),
            dealer_name=names.get(deal.dealer, "") if deal is not None else "",
            phase_text=(
                gettext("bid or pass (no doubles in Vint)")
                if view is not None and view.phase is Phase.AUCTION
                else PHASE_TEXT.get(view.phase.value, "")
                if view is not None
                else ""
            ),
            receivers=[],
            options={},
            extra=self._extra(view, review),
            **seat_table(view, seat, names, learner_turn, bot_turn),
        )

    def _heading(self) -> str:
        match = self.session
        if match.current is None:
            return gettext("Match over")
        return gettext(
            "Vint · rubber %(rubber)s of %(rubbers)s · game %(game)s · deal %(deal)s"
        ) % {
            "rubber": match.rubber,
            "rubbers": match.options.rubbers,
            "game": match.game,
            "deal": match.number,
        }

    def _extra(self, view: VintView | None, review: FinishedVintDeal | None) -> dict[str, object]:
        """The rubber's score as the table shows it, from the learner's side ("we" is North–
        South), and the finished deal's figures for the review."""
        match = self.session
        out: dict[str, object] = {
            "we": pair_names(PLAYER_NAMES[match.seating[0]], PLAYER_NAMES[match.seating[2]]),
            "they": pair_names(PLAYER_NAMES[match.seating[1]], PLAYER_NAMES[match.seating[3]]),
            "below": view.below if view is not None else (0, 0),
            "games": view.games if view is not None else (0, 0),
            "trick_value": view.contract.trick_value if view and view.contract else None,
        }
        if review is not None:
            entries = review.entries
            out["review_we"] = [e for e in entries if e.side == 0]
            out["review_they"] = [e for e in entries if e.side == 1]
            out["review_net"] = review.player_points()[LEARNER]
            out["review_pairs"] = (
                pair_names(PLAYER_NAMES[review.seating[0]], PLAYER_NAMES[review.seating[2]]),
                pair_names(PLAYER_NAMES[review.seating[1]], PLAYER_NAMES[review.seating[3]]),
            )
        return out


__all__ = ["VintSheet", "VintTable", "start_vint_game", "vint_sheet"]
