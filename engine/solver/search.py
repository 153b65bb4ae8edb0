"""A double-dummy solver: with every hand known, how many tricks a team takes with best play.

Hands are card masks (``Card.mask`` bits, suit by suit, 13 bits a suit). The search is
alpha-beta over single cards with three standard savings:

- cards in sequence are one move: with ♥K and ♥Q and no outstanding heart between them, only
  one of them is tried (``_moves``);
- a transposition table at trick boundaries keyed by the leader and the four hands in relative
  ranks (with the ♠A gone, the ♠K is the top spade), holding a lower and an upper bound;
- cheap bounds: a team can take neither fewer than none nor more than the tricks left.

This was the bots' solver; they now use the compiled one (:mod:`engine.solver.double_dummy`),
which also scores misère's aces. It stays as the plainly written reference that tests compare
the compiled solver with (and ``make bench`` times beside it): it counts tricks only, and
takes seconds on a full 13-trick deal, milliseconds on an ending of a few tricks.
"""

from __future__ import annotations

from ..cards import SUIT_MASKS

_SUIT_OF = tuple(i // 13 for i in range(52))
_SUIT_BITS = (1 << 13) - 1
# (cards left in a suit, one hand's cards of it) -> that hand's cards as relative ranks.
_RELATIVE: dict[tuple[int, int], int] = {}
_RELATIVE_LIMIT = 200_000


def _relative(left: int, mine: int) -> int:
    """``mine`` re-written with the ranks that are gone squeezed out: with the ace and queen of
    a suit played, the king and jack behave as the ace and king did."""
    key = (left, mine)
    got = _RELATIVE.get(key)
    if got is None:
        got = 0
        pos = 0
        m = left
        while m:
            low = m & -m
            if mine & low:
                got |= 1 << pos
            pos += 1
            m ^= low
        if len(_RELATIVE) >= _RELATIVE_LIMIT:  # keep a long-running server's memory bounded
            _RELATIVE.clear()
        _RELATIVE[key] = got
    return got


def _shape_key(hands: list[int], leader: int) -> tuple[int, ...]:
    """A key equal for positions that differ only by which ranks are already gone."""
    allcards = hands[0] | hands[1] | hands[2] | hands[3]
    key = [leader]
    for suit in range(4):
        shift = 13 * suit
        left = (allcards >> shift) & _SUIT_BITS
        key.append(left.bit_count())
        for h in hands:
            key.append(_relative(left, (h >> shift) & _SUIT_BITS))
    return tuple(key)


def _high_bit(mask: int) -> int:
    return mask.bit_length() - 1


def runs(legal: int, others: int) -> list[list[int]]:
    """The cards of ``legal`` in runs of equivalent cards, high to low: two of my cards are
    equivalent when nobody else holds (or has played to this trick) a card of the suit between
    them, so it cannot matter which of them is played."""
    groups: list[list[int]] = []
    m = legal
    while m:
        top = _high_bit(m)
        group = [top]
        m ^= 1 << top
        below = top
        while m:
            nxt = _high_bit(m)
            if _SUIT_OF[nxt] != _SUIT_OF[top]:
                break
            between = ((1 << below) - 1) & ~((1 << (nxt + 1)) - 1)
            if others & between:
                break
            m ^= 1 << nxt
            group.append(nxt)
            below = nxt
        groups.append(group)
    return groups


def _moves(legal: int, others: int, order_low_first: bool) -> list[int]:
    """One card index per run of equivalent cards, high to low unless ``order_low_first``."""
    moves = [group[0] for group in runs(legal, others)]
    if order_low_first:
        moves.reverse()
    return moves


class Solver:
    """Solves positions for one denomination and one team; reuse it across the positions of
    one deal (the transposition table stays valid as long as the trumps and team do).

    The values are always the ``team``'s tricks. In trumps and grand the team wants as many as
    it can get; with ``misere`` it wants as few (and the others push tricks onto it)."""

    def __init__(self, trumps: int | None, team: frozenset[int], misere: bool = False) -> None:
        self.trumps = trumps
        self.team = tuple(seat in team for seat in range(4))
        self.maximizes = tuple((seat in team) != misere for seat in range(4))
        self.table: dict[tuple[int, ...], tuple[int, int]] = {}
        self.nodes = 0

    def tricks(
        self,
        hands: list[int],
        leader: int,
        trick: list[tuple[int, int]] | None = None,
    ) -> int:
        """Tricks the team takes from now on (the current trick included), both sides playing
        their best with every card in view. ``trick`` holds the (seat, card index) pairs
        already played to the current trick; ``hands`` do not contain them."""
        played = list(trick or [])
        hands = list(hands)
        gained = 0
        if len(played) == 4:  # a complete trick: book it, go on from its winner
            leader, _w = self._winner(played)
            gained = 1 if self.team[leader] else 0
            played = []
        left = max(h.bit_count() for h in hands) + (1 if played else 0)
        return gained + self._search(hands, leader, played, -1, left + 1)

    # The search is fail-soft alpha-beta; values are the team's tricks from this node on.
    def _search(
        self, hands: list[int], leader: int, trick: list[tuple[int, int]], alpha: int, beta: int
    ) -> int:
        self.nodes += 1
        key: tuple[int, ...] | None = None
        lo = hi = 0
        if not trick:
            n = hands[leader].bit_count()
            if n == 0:
                return 0
            if alpha >= n:
                return n
            if beta <= 0:
                return 0
            key = _shape_key(hands, leader)
            bounds = self.table.get(key)
            lo, hi = bounds if bounds is not None else (0, n)
            if lo >= beta:
                return lo
            if hi <= alpha:
                return hi
            if lo == hi:
                return lo
            alpha = max(alpha, lo)
            beta = min(beta, hi)
        seat = (leader + len(trick)) % 4
        hand = hands[seat]
        team = self.team
        maximizing = self.maximizes[seat]
        others = (hands[0] | hands[1] | hands[2] | hands[3]) & ~hand
        for _s, c in trick:
            others |= 1 << c
        if trick:
            led = _SUIT_OF[trick[0][1]]
            legal = hand & SUIT_MASKS[led] or hand
            win_seat, win_card = self._winner(trick)
            # Partner winning: try low cards first; otherwise the cheapest winners first.
            low_first = self.maximizes[win_seat] == maximizing
            moves = _moves(legal, others, low_first)
            if not low_first:
                beats = [c for c in moves if self._beats(c, win_card, led)]
                moves = sorted(beats) + [c for c in reversed(moves) if c not in beats]
        else:
            moves = _moves(hand, others, False)
        orig_alpha, orig_beta = alpha, beta
        best = -1 if maximizing else 1 << 30
        for c in moves:
            bit = 1 << c
            hands[seat] = hand ^ bit
            trick.append((seat, c))
            if len(trick) == 4:
                win_seat, _w = self._winner(trick)
                gained = 1 if team[win_seat] else 0
                saved = trick[:]
                trick.clear()
                value = gained + self._search(hands, win_seat, trick, alpha - gained, beta - gained)
                trick.extend(saved)
            else:
                value = self._search(hands, leader, trick, alpha, beta)
            trick.pop()
            hands[seat] = hand
            if maximizing:
                if value > best:
                    best = value
                if best > alpha:
                    alpha = best
            else:
                if value < best:
                    best = value
                if best < beta:
                    beta = best
            if alpha >= beta:
                break
        if key is not None:
            # lo and hi are still the bounds read on entry: positions below hold fewer
            # cards, so the search cannot have stored anything under this key meanwhile.
            if best <= orig_alpha:
                hi = min(hi, best)
            elif best >= orig_beta:
                lo = max(lo, best)
            else:
                lo = hi = best
            self.table[key] = (lo, hi)
        return best

    def _beats(self, a: int, b: int, led: int) -> bool:
        sa, sb = _SUIT_OF[a], _SUIT_OF[b]
        if sa == sb:
            return a > b
        return sa == self.trumps

    def _winner(self, trick: list[tuple[int, int]]) -> tuple[int, int]:
        led = _SUIT_OF[trick[0][1]]
        best_seat, best = trick[0]
        for seat, c in trick[1:]:
            if self._beats(c, best, led):
                best_seat, best = seat, c
        return best_seat, best


__all__ = ["Solver"]
