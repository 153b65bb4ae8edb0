"""Plain minimax over every legal card, no pruning, no tables: slow but plainly right. The
reference the compiled solver is checked against on small endings."""

from __future__ import annotations

from collections.abc import Sequence

_SUIT = (1 << 13) - 1


def _winner(trick: Sequence[tuple[int, int]], trumps: int | None) -> int:
    win_seat, best = trick[0]
    for s, x in trick[1:]:
        if (x // 13 == best // 13 and x > best) or (x // 13 != best // 13 and x // 13 == trumps):
            win_seat, best = s, x
    return win_seat


def minimax(
    hands: list[int],
    leader: int,
    trick: list[tuple[int, int]],
    trumps: int | None,
    main: frozenset[int],
    by_tricks: Sequence[int],
    ace_weight: int,
    trick_number: int,
    main_tricks: int,
) -> int:
    """The main side's value: ``by_tricks[its final tricks]`` plus ``ace_weight`` times the
    ordinals of aces in the other side's tricks minus those in its own, from the current trick
    on; the main side maximizes it, the others minimize it."""
    if len(trick) == 4:
        w = _winner(trick, trumps)
        aces = sum(1 for _s, c in trick if c % 13 == 12)
        cost = aces * trick_number * ace_weight
        gained = w in main
        rest = minimax(
            hands,
            w,
            [],
            trumps,
            main,
            by_tricks,
            ace_weight,
            trick_number + 1,
            main_tricks + gained,
        )
        return rest - cost if gained else rest + cost
    seat = (leader + len(trick)) % 4
    hand = hands[seat]
    if not hand:
        return by_tricks[main_tricks]
    legal = hand & (_SUIT << (13 * (trick[0][1] // 13))) if trick else hand
    legal = legal or hand
    values = []
    m = legal
    while m:
        c = (m & -m).bit_length() - 1
        m &= m - 1
        hands[seat] ^= 1 << c
        trick.append((seat, c))
        values.append(
            minimax(
                hands,
                leader,
                trick,
                trumps,
                main,
                by_tricks,
                ace_weight,
                trick_number,
                main_tricks,
            )
        )
        trick.pop()
        hands[seat] ^= 1 << c
    return max(values) if seat in main else min(values)
