"""DDS, the field's standard double-dummy solver for bridge, for trumps and grand.

DDS (Bo Haglund and Soren Hein's C++ library) comes compiled inside the ``endplay`` package.
Importing ``endplay`` itself pulls in plotting libraries and takes most of a second, so this
module loads only its ``libdds.so`` and declares the two calls it needs. The translation:

- seats: DDS counts North, East, South, West from 0, as we do;
- suits: DDS's order is ♠ ♥ ♦ ♣ (and 4 for no trumps), ours ♠ ♣ ♦ ♥;
- ranks: DDS holds a suit as bits 2–14 (deuce to ace), ours as bits 0–12;
- DDS scores the tricks the side to play takes from the current trick on.

DDS plays bridge: two partnerships, each trick worth one. Misère's aces, and Bolshevik's one
against three, are outside it; :mod:`engine.solver.double_dummy` sends those to our own core.
"""

from __future__ import annotations

import ctypes
import importlib.util
import threading
from pathlib import Path
from typing import Final

_OUR_SUIT_TO_DDS: Final = (0, 3, 2, 1)
_DDS_SUIT_TO_OURS: Final = (0, 3, 2, 1)
_NO_TRUMPS: Final = 4


class _Deal(ctypes.Structure):
    _fields_ = [
        ("trump", ctypes.c_int),
        ("first", ctypes.c_int),
        ("currentTrickSuit", ctypes.c_int * 3),
        ("currentTrickRank", ctypes.c_int * 3),
        ("remainCards", (ctypes.c_uint * 4) * 4),
    ]


class _FutureTricks(ctypes.Structure):
    _fields_ = [
        ("nodes", ctypes.c_int),
        ("cards", ctypes.c_int),
        ("suit", ctypes.c_int * 13),
        ("rank", ctypes.c_int * 13),
        ("equals", ctypes.c_int * 13),
        ("score", ctypes.c_int * 13),
    ]


class DDSUnavailable(RuntimeError):
    """The DDS library could not be loaded (``endplay`` is not installed)."""


_lib: ctypes.CDLL | None = None
# DDS keeps its search memory per thread index; every call here uses index 0, so one at a time.
_lock = threading.Lock()


def _library() -> ctypes.CDLL:
    global _lib
    if _lib is None:
        spec = importlib.util.find_spec("endplay")
        if spec is None or not spec.submodule_search_locations:
            raise DDSUnavailable("DDS comes with the endplay package: pip install endplay")
        path = Path(next(iter(spec.submodule_search_locations))) / "_dds" / "libdds.so"
        if not path.exists():
            raise DDSUnavailable(f"endplay is installed but {path} is missing")
        lib = ctypes.CDLL(str(path))
        lib.SolveBoard.argtypes = (
            _Deal,
            ctypes.c_int,
            ctypes.c_int,
            ctypes.c_int,
            ctypes.POINTER(_FutureTricks),
            ctypes.c_int,
        )
        lib.SolveBoard.restype = ctypes.c_int
        lib.SetMaxThreads.argtypes = (ctypes.c_int,)
        lib.SetMaxThreads.restype = None
        lib.SetMaxThreads(0)
        _lib = lib
    return _lib


def available() -> bool:
    try:
        _library()
    except (DDSUnavailable, OSError):
        return False
    return True


def _deal(
    hands: tuple[int, int, int, int], leader: int, trick: tuple[tuple[int, int], ...], trumps: int
) -> _Deal:
    d = _Deal()
    d.trump = _NO_TRUMPS if trumps < 0 else _OUR_SUIT_TO_DDS[trumps]
    d.first = leader
    for i, (_seat, card) in enumerate(trick):
        d.currentTrickSuit[i] = _OUR_SUIT_TO_DDS[card // 13]
        d.currentTrickRank[i] = card % 13 + 2
    for seat in range(4):
        for suit in range(4):
            holding = (hands[seat] >> (13 * suit)) & 0x1FFF
            d.remainCards[seat][_OUR_SUIT_TO_DDS[suit]] = holding << 2
    return d


def _solve(deal: _Deal, solutions: int) -> _FutureTricks:
    """One SolveBoard call (``solutions`` 1: one best card, 3: every card)."""
    lib = _library()
    fut = _FutureTricks()
    with _lock:
        # target -1: find the most tricks; mode 1: search even when only one card is legal,
        # so its score is right too.
        rc = lib.SolveBoard(deal, -1, solutions, 1, ctypes.byref(fut), 0)
    if rc != 1:
        raise RuntimeError(f"DDS SolveBoard failed with code {rc}")
    return fut


def card_tricks(
    hands: tuple[int, int, int, int],
    leader: int,
    trick: tuple[tuple[int, int], ...],
    trumps: int,
    best_only: bool = False,
    nodes: list[int] | None = None,
) -> dict[int, int]:
    """The tricks the side to play takes from the current trick on, for every legal card
    (card index → tricks), or for one best card with ``best_only``. ``trick`` holds at most
    three cards; ``trumps`` is a suit 0–3 or -1. The nodes DDS searched are appended to
    ``nodes``: a measure of the work that, unlike a clock, is the same on every run."""
    fut = _solve(_deal(hands, leader, trick, trumps), 1 if best_only else 3)
    if nodes is not None:
        nodes.append(fut.nodes)
    out: dict[int, int] = {}
    for i in range(fut.cards):
        suit = _DDS_SUIT_TO_OURS[fut.suit[i]]
        ranks = (1 << fut.rank[i]) | fut.equals[i]
        for r in range(2, 15):
            if ranks >> r & 1:
                out[13 * suit + r - 2] = fut.score[i]
    return out


def reset() -> None:
    """Make DDS's next search start from an empty table. DDS keeps its transposition table
    when it is given the same deal again, and a warm table needs far fewer nodes (a whole
    deal: 77,801 nodes cold, 50 warm), so a caller that budgets by DDS's node counts resets
    first, and the same position then always costs the same nodes. A different deal starts
    DDS afresh, so one tiny deal does it (FreeMemory would too, at 9 ms against 0.02)."""
    _solve(_deal((0x1, 0x2, 0x4, 0x8), 0, (), -1), 1)


__all__ = ["DDSUnavailable", "available", "card_tricks", "reset"]
