"""The Vint bot against random legal play, on the same deals with the partnerships swapped.

Each deal ``n`` (dealt from (seed, n), dealer rotating) is played twice: once with the bots
as North–South and random players as East–West, once the other way round. The number kept
for the deal is the mean of the two nets for the bots' pair (their trick, bonus and penalty
points minus the other pair's, V-5 – V-6; game and rubber bonuses are left out because they
belong to a rubber, not a deal). Playing both ways removes the luck of the cards; the 95 %
interval is the mean ± 1.96 standard errors over the deals.

    python -m engine.vint.duel --deals 400 --seed 1
    python -m engine.vint.duel --deals 400 --seed 1 --play-only

With ``--play-only`` the random pair bids like the bot and only its card play is random, which
measures the bot's card play alone.
"""

from __future__ import annotations

import argparse
import json
import math
import statistics
from collections.abc import Sequence
from dataclasses import dataclass

from ..bots import Decision
from ..rules import side
from ..trick_taking import Phase
from .bots import RandomVintBot, VintBot
from .deal import VintDeal
from .views import VintView, vint_view


@dataclass(frozen=True)
class DuelResult:
    deals: int
    mean: float
    low: float
    high: float
    thrown_in: int  # plays (of 2 × deals) that were thrown in
    per_deal: tuple[float, ...]
    play_only: bool = False

    def json(self) -> dict[str, object]:
        return {
            "opponents": "bot bidding, random card play" if self.play_only else "random legal",
            "deals": self.deals,
            "mean_difference_per_deal": round(self.mean, 1),
            "ci95": [round(self.low, 1), round(self.high, 1)],
            "thrown_in": self.thrown_in,
        }


class BiddingBotPlayingRandomly:
    """Bids as :class:`VintBot`, plays random legal cards."""

    def __init__(self, seed: str) -> None:
        self.bidder = VintBot()
        self.player = RandomVintBot(seed)

    def decide(self, view: VintView) -> Decision:
        if view.phase is Phase.AUCTION:
            return self.bidder.decide(view)
        return self.player.decide(view)


Player = VintBot | RandomVintBot | BiddingBotPlayingRandomly


def play_deal(deal: VintDeal, players: Sequence[Player]) -> VintDeal:
    """Play ``deal`` out, each seat deciding from its own view only."""
    while not deal.is_over:
        seat = deal.to_act
        assert seat is not None
        deal.apply(players[seat].decide(vint_view(deal, seat)).action, seat)
    return deal


def net_for(deal: VintDeal, pair: int) -> int:
    result = deal.result
    assert result is not None
    return 0 if result.score is None else result.score.net(pair)


def duel(deals: int = 200, seed: str | int = 1, play_only: bool = False) -> DuelResult:
    diffs: list[float] = []
    thrown = 0
    bot = VintBot()
    for n in range(1, deals + 1):
        dealer = (n - 1) % 4
        nets = []
        for bots_pair in (0, 1):
            rnd: Player = (
                BiddingBotPlayingRandomly(f"{seed}:{n}:{bots_pair}")
                if play_only
                else RandomVintBot(f"{seed}:{n}:{bots_pair}")
            )
            players = [bot if side(s) == bots_pair else rnd for s in range(4)]
            deal = play_deal(VintDeal.from_seed(dealer, f"duel:{seed}", n), players)
            nets.append(net_for(deal, bots_pair))
            thrown += deal.result is not None and deal.result.score is None
        diffs.append(sum(nets) / 2)
    mean = statistics.fmean(diffs)
    sd = statistics.stdev(diffs) if len(diffs) > 1 else 0.0
    half = 1.96 * sd / math.sqrt(len(diffs))
    return DuelResult(deals, mean, mean - half, mean + half, thrown, tuple(diffs), play_only)


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m engine.vint.duel", description=__doc__)
    parser.add_argument("--deals", type=int, default=200)
    parser.add_argument("--seed", default="1")
    parser.add_argument("--play-only", action="store_true", help="the other pair bids as the bot")
    args = parser.parse_args(argv)
    print(json.dumps(duel(args.deals, args.seed, args.play_only).json(), indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
