"""Type stub for the compiled search (engine/solver/_core.c)."""

from collections.abc import Sequence

class BudgetExceeded(RuntimeError):
    """The search went past its ``max_nodes``; the table keeps only finished results."""

def solve(
    hands: Sequence[int],
    leader: int,
    trick: Sequence[tuple[int, int]],
    trumps: int,
    main: int,
    by_tricks: Sequence[int],
    ace_weight: int,
    trick_number: int,
    main_tricks: int,
    guess: int | None = None,
    max_nodes: int = 0,
) -> int: ...
def card_values(
    hands: Sequence[int],
    leader: int,
    trick: Sequence[tuple[int, int]],
    trumps: int,
    main: int,
    by_tricks: Sequence[int],
    ace_weight: int,
    trick_number: int,
    main_tricks: int,
    guess: int | None = None,
    max_nodes: int = 0,
) -> dict[int, int]: ...
def nodes() -> int: ...
def reset(entries: int = 0) -> None: ...
