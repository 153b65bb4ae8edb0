"""Choosing what the main players hand over: the packet (R-4.2, R-4.8), the no-kitty return
packet (C-2.4, R-4.8) and the kitty partner's one card to each player (R-4.3).

Every packet goes through :func:`engine.conventions.packets.build_packet`, so the order a bot
sends always reads back as the message it meant (the packet says only true things: a suit
reads as void exactly when the passer sends all of it).

Handbook advice followed ("Trumps", "Grand", "Misère", "NO KITTY" chapters), with the choices
written down as IC-21 – IC-26 in ``INTERPRETATIONS.md``:

- Kitty trumps, partner bid the trump suit first: send all trumps (four highest of five or
  more, in rank order), with an ace mark on top when a slot is left (the ace of a suit our
  side has not bid first; two low spots for A K); without an ace, the highest honour in a
  suit partner has bid; a cross-ruff/tail-ruff packet (void the shortest side suit) is also
  offered.
- Kitty trumps, this hand bid the trump suit first: keep the trumps, void the shortest side
  suit(s), ace mark if a slot is left.
- Grand: all cards of partner's suit, filled with the best cards of the shortest suit.
- Misère: void the shortest suit(s), low spots to partner, the misère flag set; a long suit
  without its 2-spot is never voided.
- No-kitty: void the shortest/weakest suit(s) outside the wanted trump and name the wanted
  trump as first choice (C-2.3); misère: the safe suit as first choice (C-2.5).
"""

from __future__ import annotations

import itertools
from collections.abc import Collection, Iterable, Mapping, Sequence
from dataclasses import dataclass, replace
from enum import Enum
from functools import partial
from typing import Any

from ..actions import Give, Packet
from ..cards import Card, CardSet, Rank, Suit
from ..messages import Msg
from ..rules import Form, left, partner, right
from .facts import cards_msg, merge_ids, suits_msg
from .handeval import POINTS, evaluate, long_suit_two
from .packets import (
    NO_ACE_MARK,
    AceMark,
    PacketReading,
    PacketWish,
    SuitStatus,
    build_packet,
    is_low_spot,
    read_packet,
)


class ContractKind(Enum):
    TRUMPS = "trumps"
    GRAND = "grand"
    MISERE = "misère"


@dataclass(frozen=True)
class PacketPlan:
    """What the passer is aiming at.

    - ``kind``: trumps, grand or misère.
    - ``trump``: kitty trumps: the trump suit; no-kitty: the suit wanted as trumps (or, for
      misère, the safe suit named by the wish, C-2.5).
    - ``second``: no-kitty second choice (optional; a two-suit packet fixes it anyway).
    - ``partner_bid_trumps_first``: kitty trumps: partner bid the trump suit first, so the
      trumps go to partner (C-4.4); False: this hand bid it first and keeps them.
    - ``partner_suits``: suits partner has bid (grand: partner's long suit; trumps: where to
      send an honour when there is no ace to mark).
    - ``side_suits``: suits our side has bid (the ace mark prefers a suit not bid).
    - ``misere``: the misère flag to show (default: only in misère plans).
    - ``keep``: no-kitty suits the packet sends nothing of (6♠ then 6♣ keeps the spades,
      C-5.2, IC-19).
    - ``send_all``: no-kitty suits the packet sends all of where it can (a plain 6♣ whose
      natural void is not ♠ hands over every spade, so that partner finds the void, C-5.2).
    """

    kind: ContractKind
    trump: Suit | None = None
    second: Suit | None = None
    partner_bid_trumps_first: bool = True
    partner_suits: frozenset[Suit] = frozenset()
    side_suits: frozenset[Suit] = frozenset()
    misere: bool | None = None
    keep: frozenset[Suit] = frozenset()
    send_all: frozenset[Suit] = frozenset()

    @property
    def misere_flag(self) -> bool:
        return self.misere if self.misere is not None else self.kind is ContractKind.MISERE


@dataclass(frozen=True)
class PacketChoice:
    """One conventional packet: ``packet`` is the order to send (top first); ``orders`` every
    order of the same cards that says the same; ``reading`` what partner will read."""

    packet: tuple[Card, Card, Card, Card]
    orders: tuple[tuple[Card, Card, Card, Card], ...]
    wish: PacketWish
    reading: PacketReading
    preferred: bool
    ids: tuple[str, ...]
    text: str

    @property
    def action(self) -> Packet:
        return Packet(self.packet)

    def to_json(self) -> dict[str, Any]:
        return {
            "packet": " ".join(str(c) for c in self.packet),
            "preferred": self.preferred,
            "ids": list(self.ids),
            "text": self.text,
            "wish": self.wish.notation(),
            "orders": [" ".join(str(c) for c in o) for o in self.orders],
            "reading": self.reading.to_json(),
        }


def _order_key(order: Sequence[Card]) -> tuple[int, ...]:
    """Among equivalent orders, the bot sends the one with the highest cards first."""
    return tuple(-(int(c.rank) * 4 + int(c.suit)) for c in order)


def _points(cards: Iterable[Card]) -> int:
    return sum(POINTS.get(c.rank, 0) for c in cards)


def _desc(hand: CardSet, suit: Suit) -> list[Card]:
    """Cards of a suit, highest first."""
    return sorted(hand.suit(suit), key=lambda c: -c.rank)


def _lowest_first(cards: Sequence[Card], suit_length: int) -> list[Card]:
    """``cards`` of one suit lowest first, the 2 last in a suit of ``suit_length`` four or
    more: what a misère sends of the suit partner does not want back (IC-26), a long suit
    keeping its 2."""
    low = sorted(cards, key=lambda c: c.rank)
    return sorted(low, key=lambda c: c.rank is Rank.TWO and suit_length >= 4)


def _higher_left(cards: Iterable[Card]) -> list[Card]:
    """The opponents' cards as IC-24 lays them: the higher one to the left-hand opponent
    (:func:`_both_ways` gives the first card to the left)."""
    return sorted(cards, key=lambda c: -c.rank)


@dataclass
class _Candidate:
    cards: list[Card]
    mark: AceMark | None  # None: the top card may read as a mark (nothing better is left)
    preferred: bool
    ids: tuple[str, ...]
    text: str


def _finish(
    hand: CardSet,
    form: Form,
    cand: _Candidate,
    misere: bool,
    first: Suit | None = None,
    second: Suit | None = None,
    returned: bool = False,
) -> PacketChoice | None:
    cs = cand.cards
    if len(cs) != 4 or len(set(cs)) != 4:
        return None
    present = {c.suit for c in cs}
    voids = frozenset(s for s in present if hand.length(s) == sum(1 for c in cs if c.suit is s))
    keeps = frozenset(present - voids)
    nsuits = len(present)
    wish = PacketWish(voids=voids, keeps=keeps, misere=misere, ace_mark=cand.mark)
    if form is Form.NOKITTY and nsuits == 1 and not returned:
        # IC-1: the declarer's one-suit packet spends its order on the trump wish.
        wish = PacketWish(misere=misere, ace_mark=cand.mark)
    wants_wish = form is Form.NOKITTY and not returned and nsuits <= 2
    if wants_wish and first is not None and first not in present:
        wish = wish.combine(PacketWish(first=first))
        if second is not None and second not in present and second is not first:
            wish = wish.combine(PacketWish(second=second))
    b = build_packet(cs, wish, form, returned=returned)
    if not b.possible:
        return None
    best = min(b.orders, key=_order_key)
    reading = read_packet(best, form, returned=returned)
    return PacketChoice(
        best,
        b.orders,
        wish,
        reading,
        cand.preferred,
        merge_ids(cand.ids, reading.ids),
        Msg("fact", body=cand.text, ids=", ".join(dict.fromkeys(cand.ids))),
    )


def _complete(hand: CardSet, form: Form, cands: list[_Candidate], **kw: Any) -> list[PacketChoice]:
    out: list[PacketChoice] = []
    seen: set[frozenset[Card]] = set()
    for cand in cands:
        key = frozenset(cand.cards)
        if key in seen:
            continue
        choice = _finish(hand, form, cand, **kw)
        if choice is not None:
            out.append(choice)
            seen.add(key)
    if out and not any(c.preferred for c in out):
        first = out[0]
        out[0] = PacketChoice(
            first.packet,
            first.orders,
            first.wish,
            first.reading,
            True,
            first.ids,
            first.text,
        )
    seen_pref = False
    final: list[PacketChoice] = []
    for c in out:
        if c.preferred and seen_pref:
            c = PacketChoice(c.packet, c.orders, c.wish, c.reading, False, c.ids, c.text)
        seen_pref = seen_pref or c.preferred
        final.append(c)
    final.sort(key=lambda c: not c.preferred)
    return final


# --- pieces ------------------------------------------------------------------------------------


def _marks(hand: CardSet, exclude: set[Suit], side_suits: frozenset[Suit]) -> list[AceMark]:
    """Ace marks this hand can send, best first: unbid suits first (Handbook, "Trumps")."""
    out: list[tuple[tuple[int, int], AceMark]] = []
    for s in Suit:
        if s in exclude or Card(s, Rank.ACE) not in hand:
            continue
        lows = [c for c in hand.suit(s) if is_low_spot(c)]
        if not lows:
            continue
        out.append(((int(s in side_suits), 0), AceMark(s)))
        if Card(s, Rank.KING) in hand and len(lows) >= 2:
            out.append(((int(s in side_suits), -1), AceMark(s, king=True)))
    out.sort(key=lambda t: t[0])
    return [m for _, m in out]


def _mark_cards(hand: CardSet, mark: AceMark, avoid: frozenset[Card] = frozenset()) -> list[Card]:
    """The low spots that make a mark: the lowest of the hand's own 2–6 (cards just received
    from partner are used last, IC-24)."""
    assert mark.suit is not None
    lows = sorted(
        (c for c in hand.suit(mark.suit) if is_low_spot(c)),
        key=lambda c: (c in avoid, c.rank),
    )
    return lows[: 2 if mark.king else 1]


def _whole_suit_fills(
    hand: CardSet, k: int, exclude: set[Suit], misere: bool = False
) -> list[list[Suit]]:
    """Sets of whole side suits with exactly ``k`` cards in all (to void), best first:
    in misère the fewest suits, then the most points to get rid of; otherwise the weakest
    suits (fewest points), then the fewest suits (Handbook: "his shortest/worst suit")."""
    if k == 0:
        return [[]]
    suits = [s for s in Suit if s not in exclude and 0 < hand.length(s) <= k]
    out: list[tuple[tuple[int, int], list[Suit]]] = []
    for n in (1, 2, 3):
        for combo in itertools.combinations(suits, n):
            if sum(hand.length(s) for s in combo) == k:
                pts = sum(_points(hand.suit(s)) for s in combo)
                out.append(((n, -pts) if misere else (pts, n), list(combo)))
    out.sort(key=lambda t: t[0])
    return [c for _, c in out]


def _shortest_side(
    hand: CardSet, exclude: set[Suit], misere: bool = False, keep_aces: bool = False
) -> list[Suit]:
    """Suits by shortness; ties: in misère the most points first (liabilities), otherwise the
    fewest. ``keep_aces`` puts suits holding an ace last (an ace is an entry to keep)."""
    suits = [s for s in Suit if s not in exclude and hand.length(s) > 0]

    def key(s: Suit) -> tuple[int, int, int]:
        pts = _points(hand.suit(s))
        ace = int(keep_aces and Card(s, Rank.ACE) in hand)
        return (ace, hand.length(s), -pts if misere else pts)

    return sorted(suits, key=key)


def misere_safe_order(hand: CardSet, suits: Iterable[Suit] = tuple(Suit)) -> list[Suit]:
    """IC-25: ``suits`` safest first for a misère, as the suit a packet names safe (C-2.5):
    the most cards from 2 to 5, then the fewest high-card points, then the one holding the 2,
    then the lower cards; suit order decides nothing but a full tie."""
    h = evaluate(hand)
    return sorted(
        suits,
        key=lambda s: (
            -sum(1 for r in hand.ranks(s) if r <= Rank.FIVE),
            h[s].points,
            Rank.TWO not in hand.ranks(s),
            sorted(hand.ranks(s)),
            -s,
        ),
    )


def _two_spot_guard(hand: CardSet, suits: Iterable[Suit]) -> bool:
    """Misère: never void a long suit without its 2-spot (Handbook, "Misère")."""
    return all(not (hand.length(s) >= 4 and Card(s, Rank.TWO) not in hand) for s in suits)


# --- the packet ------------------------------------------------------------------------------


def packet_options(hand: CardSet, form: Form, plan: PacketPlan) -> list[PacketChoice]:
    """The conventional packets for the kitty bidder (16 cards, kitty taken) or the no-kitty
    highest bidder (13 cards). Never empty; the preferred one comes first."""
    if form is Form.BOLSHEVIK:
        raise ValueError("Bolshevik has no packets (R-6.6)")
    if len(hand) < 4:
        raise ValueError("a packet needs four cards")
    misere = plan.misere_flag
    cands: list[_Candidate] = []
    if form is Form.NOKITTY:
        cands = _nokitty_candidates(hand, plan)
        whole = [c for s in plan.send_all for c in hand.suit(s)]
        sending = [c for c in cands if all(w in c.cards for w in whole)]
        cands = sending or cands
        out = _complete(hand, form, cands, misere=misere, first=plan.trump, second=plan.second)
    else:
        if plan.kind is ContractKind.TRUMPS:
            cands = _kitty_trump_candidates(hand, plan)
        elif plan.kind is ContractKind.GRAND:
            cands = _kitty_grand_candidates(hand, plan)
        else:
            cands = _misere_candidates(hand, plan)
        out = _complete(hand, form, cands, misere=misere)
    if not out:
        out = [_fallback(hand, form, misere, keep=plan.keep)]
    return out


def choose_packet(hand: CardSet, form: Form, plan: PacketPlan) -> PacketChoice:
    return packet_options(hand, form, plan)[0]


def _fallback(
    hand: CardSet,
    form: Form,
    misere: bool,
    returned: bool = False,
    keep: frozenset[Suit] = frozenset(),
) -> PacketChoice:
    """Last resort: low cards that can be sent truthfully (every void shown is real, no ace
    mark): first sets of the eight lowest cards (outside the suits to ``keep`` while there are
    enough), then four cards of the longest suit in rank order, which always works."""
    low = sorted(hand, key=lambda c: (c.suit in keep, c.rank, c.suit))[:8]
    longest = max(Suit, key=lambda s: (hand.length(s), s))
    tries = [list(x) for x in itertools.combinations(low, 4)]
    tries.append(sorted(hand.suit(longest), key=lambda c: c.rank)[:4])
    for flag in (misere, not misere):
        for cards in tries:
            cand = _Candidate(cards, NO_ACE_MARK, True, ("C-1",), "")
            choice = _finish(hand, form, cand, flag, returned=returned)
            if choice is not None:
                return PacketChoice(
                    choice.packet,
                    choice.orders,
                    choice.wish,
                    choice.reading,
                    True,
                    choice.ids,
                    Msg("px.fallback"),
                )
    raise AssertionError("four cards of one suit in rank order always read truthfully")


def _kitty_trump_candidates(hand: CardSet, plan: PacketPlan) -> list[_Candidate]:
    t = plan.trump
    if t is None:
        raise ValueError("a trump plan needs its trump suit")
    trumps = _desc(hand, t)
    out: list[_Candidate] = []
    if plan.partner_bid_trumps_first:
        send = trumps[:4]
        k = 4 - len(send)
        what = (
            Msg("px.four_highest_trumps", suit=t.symbol)
            if len(trumps) > 4
            else (
                Msg("px.all_trumps", n=len(trumps), suit=t.symbol)
                if len(trumps) > 1
                else (Msg("px.only_trump", suit=t.symbol) if trumps else Msg("px.no_trumps"))
            )
        )
        for fill, words, ids in _fills(hand, k, {t}, plan):
            out.append(
                _Candidate(
                    send + fill.cards,
                    fill.mark,
                    True,
                    ("C-4.4", "IC-21", *ids),
                    Msg("px.partner_first", suit=t.symbol, what=what, words=words),
                )
            )
        # Cross-ruff / tail-ruff (Handbook: with five or more trumps, or to ruff partner's
        # side suit): void the shortest side suit and keep some trumps.
        for suits in _whole_suit_fills(hand, 2, {t}) + _whole_suit_fills(hand, 1, {t}):
            voided = [c for s in suits for c in _desc(hand, s)]
            rest = trumps[: 4 - len(voided)]
            if len(trumps) > len(rest) and len(voided) + len(rest) == 4:
                out.append(
                    _Candidate(
                        rest + voided,
                        NO_ACE_MARK,
                        False,
                        ("IC-21",),
                        Msg("px.crossruff", suits=suits_msg(suits)),
                    )
                )
    else:
        for fill, words, ids in _fills(hand, 4, {t}, plan):
            out.append(
                _Candidate(
                    fill.cards,
                    fill.mark,
                    True,
                    ("IC-21", *ids),
                    Msg("px.self_first", suit=t.symbol, words=words),
                )
            )
    return out


@dataclass
class _Fill:
    cards: list[Card]
    mark: AceMark


def _fills(
    hand: CardSet, k: int, exclude: set[Suit], plan: PacketPlan
) -> list[tuple[_Fill, Msg, tuple[str, ...]]]:
    """Ways to fill ``k`` slots beside the cards already chosen, best first, each with the
    words that end a reason (", with …")."""
    out: list[tuple[_Fill, Msg, tuple[str, ...]]] = []
    if k == 0:
        return [(_Fill([], NO_ACE_MARK), Msg("empty"), ())]
    for mark in _marks(hand, exclude, plan.side_suits):
        m = _mark_cards(hand, mark)
        rest = k - len(m)
        if rest < 0:
            continue
        assert mark.suit is not None
        for suits in _whole_suit_fills(hand, rest, exclude | {mark.suit}):
            voided = [c for s in suits for c in _desc(hand, s)]
            words = Msg(
                "px.mark_ak" if mark.king else "px.mark_ace",
                cards=" ".join(str(c) for c in m),
                suit=mark.suit.symbol,
                voided=Msg("px.and_voided", suits=suits_msg(suits)) if suits else Msg("empty"),
            )
            out.append((_Fill(m + voided, mark), words, ("C-1.6", "I-2")))
    for suits in _whole_suit_fills(hand, k, exclude):
        voided = [c for s in suits for c in _desc(hand, s)]
        words = Msg("px.with_voided", suits=suits_msg(suits))
        out.append((_Fill(voided, NO_ACE_MARK), words, ("C-1.2",)))
    for s in sorted(plan.partner_suits - exclude):
        top = _desc(hand, s)[:1]
        if top and top[0].rank.is_honour and k >= 1:
            rest_cards = [
                c for c in sorted(hand, key=lambda c: c.rank) if c.suit not in exclude | {s}
            ][: k - 1]
            out.append(
                (
                    _Fill(top + rest_cards, NO_ACE_MARK),
                    Msg("px.with_honour", card=str(top[0])),
                    ("IC-21",),
                )
            )
    longest = sorted(
        (s for s in Suit if s not in exclude and hand.length(s) > k),
        key=lambda s: (-hand.length(s), s),
    )
    for s in longest:
        high = [c for c in _desc(hand, s) if not c.is_ace][:k]
        if len(high) == k:
            out.append(
                (
                    _Fill(high, NO_ACE_MARK),
                    Msg("px.with_high", suit=s.symbol),
                    ("IC-21",),
                )
            )
    shortest = _shortest_side(hand, exclude)
    if shortest:
        pool = [c for s in shortest for c in sorted(hand.suit(s), key=lambda c: c.rank)][:k]
        if len(pool) == k:
            out.append((_Fill(pool, NO_ACE_MARK), Msg("px.with_low_shortest"), ()))
    return out


def _kitty_grand_candidates(hand: CardSet, plan: PacketPlan) -> list[_Candidate]:
    out: list[_Candidate] = []
    for p in sorted(plan.partner_suits):
        mine = _desc(hand, p)[:4]
        k = 4 - len(mine)
        for fill, words, ids in _fills(hand, k, {p}, plan):
            out.append(
                _Candidate(
                    mine + fill.cards,
                    fill.mark,
                    True,
                    ("IC-22", *ids),
                    Msg("px.grand_partner_suit", suit=p.symbol, words=words),
                )
            )
        shortest = _shortest_side(hand, {p})
        if shortest and k > 0:
            best = _desc(hand, shortest[0])[:k]
            if len(best) == k:
                out.append(
                    _Candidate(
                        mine + best,
                        NO_ACE_MARK,
                        True,
                        ("IC-22",),
                        Msg("px.grand_shortest", suit=p.symbol),
                    )
                )
    for fill, words, ids in _fills(hand, 4, set(), plan):
        text = Msg("px.grand", words=words)
        out.append(_Candidate(fill.cards, fill.mark, not out, ("IC-22", *ids), text))
    return out


def _misere_candidates(hand: CardSet, plan: PacketPlan) -> list[_Candidate]:
    out: list[_Candidate] = []
    for suits in _whole_suit_fills(hand, 4, set(), misere=True):
        if not _two_spot_guard(hand, suits):
            continue
        cards = [c for s in suits for c in _desc(hand, s)]
        out.append(
            _Candidate(
                cards,
                NO_ACE_MARK,
                True,
                ("IC-23",),
                Msg("px.misere_voided", suits=suits_msg(suits)),
            )
        )
    shortest = [s for s in _shortest_side(hand, set(), misere=True) if hand.length(s) < 4]
    for s in shortest:
        if not _two_spot_guard(hand, [s]):
            continue
        base = _desc(hand, s)
        k = 4 - len(base)
        for t in _shortest_side(hand, {s}):
            tc = sorted(hand.suit(t), key=lambda c: c.rank)
            if len(tc) <= k:
                continue
            low = tc[:k]
            high = tc[-k:]
            out.append(
                _Candidate(
                    base + low,
                    NO_ACE_MARK,
                    True,
                    ("IC-23",),
                    Msg("px.misere_lowest", suit=s.symbol, other=t.symbol),
                )
            )
            out.append(
                _Candidate(
                    base + high,
                    NO_ACE_MARK,
                    False,
                    ("IC-23",),
                    Msg("px.misere_highest", suit=s.symbol, other=t.symbol),
                )
            )
    return out


def _nokitty_candidates(hand: CardSet, plan: PacketPlan) -> list[_Candidate]:
    want = plan.trump
    # The wanted suit stays, and so does a suit the auction said is kept (review of fresh
    # drills, return-packet 1-r37j23: after 6♠ then 6♣ the ♠A 5 were handed over).
    exclude = ({want} if want is not None else set()) | set(plan.keep)
    misere = plan.kind is ContractKind.MISERE
    aim = (
        Msg("px.aim_safe" if misere else "px.aim_trumps", suit=want.symbol)
        if want is not None
        else Msg("px.aim_none")
    )
    ids = ("C-2.5",) if misere else ("C-2.3",)
    out: list[_Candidate] = []
    combos = _whole_suit_fills(hand, 4, exclude, misere=misere)
    for suits in combos:
        if misere and not _two_spot_guard(hand, suits):
            continue
        cards = [c for s in suits for c in _desc(hand, s)]
        out.append(
            _Candidate(
                cards,
                NO_ACE_MARK,
                len(suits) <= 2,
                ("IC-25", *ids),
                Msg("px.nk_voided", suits=suits_msg(suits), aim=aim),
            )
        )
    for s in _shortest_side(hand, exclude, misere=misere):
        base = _desc(hand, s)
        k = 4 - len(base)
        if k <= 0:
            continue
        for mark in _marks(hand, exclude | {s}, frozenset()):
            if mark.king:
                continue
            m = _mark_cards(hand, mark)
            if k == 1 and mark.suit is not None:
                out.append(
                    _Candidate(
                        m + base,
                        mark,
                        True,
                        ("IC-25", "C-1.6", *ids),
                        Msg(
                            "px.nk_mark",
                            suit=s.symbol,
                            card=str(m[0]),
                            mark=mark.suit.symbol,
                            aim=aim,
                        ),
                    )
                )
        for t in _shortest_side(hand, exclude | {s}, misere=misere):
            tc = sorted(hand.suit(t), key=lambda c: c.rank)
            if len(tc) <= k:
                continue
            part = tc[:k] if misere else tc[-k:]
            out.append(
                _Candidate(
                    base + part,
                    NO_ACE_MARK,
                    True,
                    ("IC-25", *ids),
                    Msg(
                        "px.nk_low" if misere else "px.nk_high",
                        suit=s.symbol,
                        other=t.symbol,
                        aim=aim,
                    ),
                )
            )
    if plan.keep and not out:
        # Nothing fills the packet without the kept suit: its lowest cards may go, never all
        # of it and never its honours (review of fresh drills, return-packet 1-g1x5: ♠K973
        # ♦AJ8 ♥AKQJ93 after 6♠ then 6♣ fell back to ♠9 ♥3 ♠3 ♠7).
        for s in _shortest_side(hand, exclude):
            base = _desc(hand, s)
            k = 4 - len(base)
            for t in sorted(plan.keep, key=lambda t: -hand.length(t)):
                low = sorted(hand.suit(t), key=lambda c: c.rank)[:k]
                if 0 < k < hand.length(t) and all(c.rank.is_spot for c in low):
                    out.append(
                        _Candidate(
                            base + low,
                            NO_ACE_MARK,
                            True,
                            ("IC-25", *ids),
                            Msg("px.nk_low", suit=s.symbol, other=t.symbol, aim=aim),
                        )
                    )
    return out


# --- the no-kitty return packet ---------------------------------------------------------------


def return_options(
    hand: CardSet,
    received: Sequence[Card],
    misere: bool | None = None,
    natural_void: bool = False,
    spade_void: bool = False,
    black_voids: bool = False,
) -> list[PacketChoice]:
    """C-2.4: the partner's four cards back in a no-kitty game. ``hand`` holds the received
    packet already (17 cards); ``received`` is that packet, top first. ``natural_void``: the
    passer's bids showed a natural void (C-5.2): the suit the wish names second is then most
    likely that void, and the side suit to fill from is the one the packet shows kept.
    ``spade_void``: a plain 6♣ opening, whose void the Handbook reads as ♠ unless the packet
    holds a spade; a second choice other than ♠ is then a real side suit (IC-26).
    ``black_voids``: a 6♦ opening, naturally void in both ♠ and ♣ (C-5.2)."""
    if len(received) != 4:
        raise ValueError("the received packet has four cards")
    got = frozenset(received)
    reading = read_packet(received, Form.NOKITTY)
    first, second = reading.first_choice, reading.second_choice
    voids = reading.voids
    natural: frozenset[Suit] = frozenset()  # the passer's likely natural void: filled last
    spades_sent = any(c.suit is Suit.SPADES for c in received)
    if natural_void and spade_void and not spades_sent and second is not Suit.SPADES:
        # The Handbook: after a plain 6♣ with no spade in the packet, ♠ is the natural
        # void; the wish's second choice is the side suit it names.
        voids = voids | {Suit.SPADES}
        natural = frozenset({Suit.SPADES})
        natural_void = False  # the second choice is no void: return it as usual
    elif (
        natural_void
        and reading.unwanted is not None
        and len({c.suit for c in received}) == 1
        and (spades_sent if spade_void else reading.unwanted is not Suit.SPADES)
    ):
        # (So too after 6♠ then 6♣, whose opener keeps its spades, when the suit it does not
        # want back is another: review of fresh drills, return-packet 2-r27w4 sent the
        # unwanted ♦ back and kept the second choice's ♥. With ♠ unwanted, the second choice
        # is the likely void, below.)
        # A plain 6♣ whose one-suit packet holds spades: the void is no spade, and the
        # Handbook says the passer may be void in the suit it does not want back; the second
        # choice is a real side suit (review of fresh drills, return-packet 1-r23b0: ♣8 went
        # back into the likely ♣ void and the ♦K of the second choice got nothing).
        voids = voids | {reading.unwanted, received[0].suit}
        natural = frozenset({reading.unwanted})
        natural_void = False
    elif natural_void:
        # The fill's "side suit" is the one the packet shows kept, not the wish's second,
        # which is most likely the natural void: it fills only after the other suits.
        kept = [s for s, st in reading.suits if st is SuitStatus.CONTINUES and s is not first]
        second = kept[0] if kept else None
        if reading.second_choice is not None and reading.second_choice is not second:
            voids = voids | {reading.second_choice}
            natural = frozenset({reading.second_choice})
        if len({c.suit for c in received}) == 1:
            # A one-suit packet says nothing of its suit (IC-1), but the Handbook's trump
            # declarer hands over its shortest or worst suit to void it: beside a natural
            # void, its cards go back only after the others (review of fresh drills, return
            # 1-r16j0: ♥Q ♥5 went back into the hearts partner had just sent).
            voids = voids | {received[0].suit}
        if black_voids:
            # A 6♦ opener is naturally void in both black suits (C-5.2): neither is filled
            # from before the others (review round 64, return-packet 3-r64f14: ♠K ♠7 ♠9 went
            # back "into no void" after 6♦).
            voids = voids | {Suit.SPADES, Suit.CLUBS}
            natural = natural | {Suit.SPADES, Suit.CLUBS}
    out: list[_Candidate] = []
    play_misere = reading.misere if misere is None else misere
    if play_misere:
        out += _return_misere(hand, received, first, reading.second_choice, reading.unwanted)
        # IC-26: no misère return leaves a very low card alone where the suit held more, the
        # voiding ones included (review round 60, return-packet 3-r60k10: ♥8 ♣J ♣6 ♣5 kept
        # the ♥5 alone and was preferred).
        out = [c for c in out if not _lone_low_left(hand, c.cards)] or out
    # In a misère the suit partner sent all four cards of is its likely void (IC-1) for the
    # fill too: a card there comes last, and low (review round 77, return-packet 3-r77x12:
    # the ♥Q went into the hearts East had just emptied, a sure trick).
    one_suit = len({c.suit for c in received}) == 1
    fill_voids = voids | {received[0].suit} if play_misere and one_suit else voids
    if first is not None:
        trumps = _return_trumps(
            hand,
            got,
            first,
            second,
            reading.unwanted,
            fill_voids,
            natural_void,
            natural,
            misere=bool(play_misere),
        )
        blocked = _no_misere_void(hand, received, first, reading.unwanted) if play_misere else None
        if blocked is not None and not out:
            # IC-26: the flag says a misère is possible, but no suit can be voided; partner's
            # first choice (the safe suit of C-2.5, the trumps of C-2.3) goes back, saying why.
            trumps = [
                replace(
                    c, ids=(*c.ids, "IC-26"), text=Msg("px.ret_no_void", why=blocked, then=c.text)
                )
                for c in trumps
            ]
        if play_misere and out:
            # A misère hand keeps no bare ace: it takes a trick when its suit comes, and the
            # voiding return sends it (C-2.5). A safe-suit alternative leaving one is no answer.
            # Nor one that sends away the 2 of a long suit kept (the Handbook: no main player
            # keeps a long suit without its 2; review of fresh drills, return 3-r12p0).
            # Nor one marking an ace: a mark offers an entry, and in a misère an ace kept is a
            # trick to lose, not an entry (review of fresh drills, return 3-r37j24: ♠3 on top
            # "keeping the ♠A as an entry" beside partner's misère packet).
            # Nor one sending an ace into a suit partner has just voided (or sent all four
            # cards of, its likely void, IC-1): alone there it is a sure trick for the misère
            # declarer (review round 57, return-packet 3-r57o12: ♠A ♥K ♥5 ♥4 had half credit
            # after partner's ♠6 ♠9 ♠5 ♠2).
            emptied = set(reading.voids)
            if len({c.suit for c in received}) == 1:
                emptied.add(received[0].suit)
            trumps = [
                c
                for c in trumps
                if not _bare_ace_left(hand, c.cards)
                and not any(x.is_ace and x.suit in emptied for x in c.cards)
                and not _long_without_two(hand, c.cards)
                and not _lone_low_left(hand, c.cards)
                and (c.mark is None or c.mark.suit is None)
            ]
            # The Handbook: no main player voids a long suit that lacks its 2. A misère void
            # of four such cards, low ones among them (a suit of high cards only is poor
            # cards to shed), comes after a safe-suit return that leaves no bare ace (reviews
            # of fresh drills, return-packet 3-r46a21, 3-r46a23: ♥A653 and ♥9764 were voided
            # while partner's safe suit kept ♦AKQ9 and ♣AJ97 here).
            long_void = next((t for t in Suit if _long_low_void(hand, t, out[0].cards)), None)
            if long_void is not None and trumps:
                first_words = Msg("px.ret_no_long_void", suit=long_void.symbol, then=trumps[0].text)
                trumps[0] = replace(trumps[0], ids=(*trumps[0].ids, "IC-26"), text=first_words)
                out = [trumps[0], *(replace(c, preferred=False) for c in out)]
                trumps = trumps[1:]
        elif play_misere:
            # With no void to make the same holds for the marks: in a misère an ace is no
            # entry to offer (as for return-packet 3-r37j24 above).
            unmarked = [c for c in trumps if c.mark is None or c.mark.suit is None]
            trumps = unmarked or trumps
        out += trumps
    if not out:
        for fill, words, ids in _fills(hand, 4, set(), PacketPlan(ContractKind.TRUMPS)):
            text = Msg("px.ret_plain", words=words)
            out.append(_Candidate(fill.cards, fill.mark, True, ids or ("C-2.4",), text))
    result = _complete(hand, Form.NOKITTY, out, misere=bool(play_misere), returned=True)
    if not result and first is not None:
        again = _refills(
            hand, got, first, second, reading.unwanted, fill_voids, natural, bool(play_misere)
        )
        # the first that reads truthfully, with the next two as alternatives
        result = _complete(hand, Form.NOKITTY, again, misere=bool(play_misere), returned=True)[:3]
    if not result:
        result = [_fallback(hand, Form.NOKITTY, False, returned=True)]
    return result


def _long_without_two(hand: CardSet, sent: Sequence[Card]) -> bool:
    """Whether sending ``sent`` gives away the 2 of a suit that keeps four cards or more."""
    kept = hand - CardSet(sent)
    return any(long_suit_two(c, kept) for c in sent)


def _long_low_void(hand: CardSet, suit: Suit, sent: Sequence[Card]) -> bool:
    """Whether ``sent`` voids ``suit``, four cards or more without the 2 and not of poor
    high cards only (8 and up, the Handbook's K J 9 8). (Not only with cards from 2 to 5:
    review round 78, return-packet 3-r78x12: ♥A976 was voided, keeping ♣AQ bare in partner's
    safe suit.)"""
    cards = hand.suit(suit)
    return (
        len(cards) >= 4
        and Card(suit, Rank.TWO) not in hand
        and any(c.rank < Rank.EIGHT for c in cards)
        and set(cards) <= set(sent)
    )


def _alone_after(hand: CardSet, sent: Sequence[Card]) -> list[Card]:
    """The cards left alone in their suits in ``hand`` once ``sent`` has gone."""
    left = CardSet(c for c in hand if c not in sent)
    return [c for c in left if left.length(c.suit) == 1]


def _lone_low_left(hand: CardSet, sent: Sequence[Card]) -> bool:
    """Whether sending ``sent`` leaves a very low card (2 to 5) alone in a suit that held more:
    the Handbook wants such a card in the misère hand, not as its partner's singleton (review
    of fresh drills, return-packet 3-r48y11: ♥8 ♥4 back from ♥842 left the ♥2 alone)."""
    return any(c.rank <= Rank.FIVE and hand.length(c.suit) > 1 for c in _alone_after(hand, sent))


def _keep_middling(hand: CardSet, sent: Sequence[Card], chosen: list[Card]) -> list[Card]:
    """``chosen`` (the filling part of ``sent``) with the card above a very low one it would
    leave alone swapped for that low card: the misère hand wants the low card, this hand keeps
    the middling one (the Handbook's advice, as in :func:`_return_misere`)."""
    for low in _alone_after(hand, sent):
        above = [c for c in chosen if c.suit is low.suit]
        if low.rank <= Rank.FIVE and above:
            swap = min(above, key=lambda c: c.rank)
            return [low if c == swap else c for c in chosen]
    return chosen


def _middling_kept(hand: CardSet, sent: Sequence[Card]) -> tuple[Card, Card] | None:
    """The very low card ``sent`` gives and the higher one it keeps alone in the same suit
    (:func:`_keep_middling`'s swap), if any."""
    for kept in _alone_after(hand, sent):
        low = [c for c in sent if c.suit is kept.suit and c.rank < kept.rank]
        if low and min(c.rank for c in low) <= Rank.FIVE:
            return min(low, key=lambda c: c.rank), kept
    return None


def _bare_ace_left(hand: CardSet, sent: Sequence[Card]) -> bool:
    """Whether sending ``sent`` leaves an ace alone in its suit in ``hand``."""
    return any(c.is_ace for c in _alone_after(hand, sent))


def _return_misere(
    hand: CardSet,
    received: Sequence[Card],
    first: Suit | None,
    second: Suit | None,
    unwanted: Suit | None,
) -> list[_Candidate]:
    """IC-26's misère return (the Handbook's "Exchange of Cards in Misère"): void the
    shortest suit partner neither sent nor named (first choice, unwanted), then fill from
    partner's safe suit (the first choice, else the second, else the other suits, the
    unwanted one last): two cards of a suit, its two highest when the suit is poor here, its
    highest and its lowest when it is good (two or more cards from 2 to 5). With a good suit
    the two highest are accepted too."""
    sent = {c.suit for c in received}
    named = {t for t in (first, unwanted) if t is not None}
    for s in _shortest_side(hand, sent | named, misere=True):
        base = _desc(hand, s)
        if len(base) > 4:
            return []
        order = [t for t in (first, second) if t is not None and t != s and hand.length(t)]
        order += [t for t in _shortest_side(hand, sent | {s}, misere=True) if t not in order]
        order.sort(key=lambda t: t == unwanted)  # the suit partner does not want back last
        best: list[Card] = []
        high: list[Card] = []
        fills: list[Msg] = []
        need = 4 - len(base)
        for t in (t for t in order if t != unwanted):  # two cards a suit, by the Handbook's rule
            k = min(need - len(best), 2, hand.length(t))
            if k <= 0:
                break
            cards = _desc(hand, t)
            good = k == 2 and sum(1 for c in cards if c.rank <= Rank.FIVE) >= 2
            # The two highest of three would keep a very low card alone, which the Handbook
            # wants in partner's hand instead: the highest and the lowest go (review of fresh
            # drills, return-packet 3-r45b22: ♥10 ♥7 of ♥1075 kept the ♥5 alone).
            lone_low = not good and k == 2 and len(cards) == 3 and cards[-1].rank <= Rank.FIVE
            # So would one card of two, the higher sent: the low one goes and the middling
            # one stays (review round 60, return-packet 3-r60k10: ♥8 of ♥85 left ♥5 alone).
            one_low = k == 1 and len(cards) == 2 and cards[-1].rank <= Rank.FIVE < cards[0].rank
            if one_low:
                best += [cards[-1]]
            else:
                best += [cards[0], cards[-1]] if good or lone_low else cards[:k]
            high += cards[:k]
            if one_low:
                fills.append(Msg("px.fill_low_single", card=str(cards[-1]), kept=str(cards[0])))
            elif lone_low:
                fills.append(Msg("px.fill_high", n=1, suit=t.symbol))
                fills.append(Msg("px.fill_low_single", card=str(cards[-1]), kept=str(cards[1])))
            elif len(cards) == k == 1:
                # A lone card empties its suit too, and is no "poor suit" (review of fresh
                # drills, return-packet 3-r50w12: ♦3 alone was "the highest ♦, a poor card").
                only = "px.fill_only_low" if cards[0].rank <= Rank.FIVE else "px.fill_only"
                fills.append(Msg(only, card=str(cards[0]), suit=t.symbol))
            else:
                fills.append(Msg("px.fill_good" if good else "px.fill_high", n=k, suit=t.symbol))
        for t in order:  # still short: more of the same suits, highest first, unwanted last
            for pool in (best, high):
                rest = [c for c in _desc(hand, t) if c not in pool]
                if t == unwanted:
                    # Partner has no low cards there to carry a high one (it asked not to have
                    # the suit back): the lowest go, the 2 of a long suit kept (review round
                    # 75, return-packet 3-g3x1: the ♠A of ♠A98652 went into partner's ♠).
                    rest = _lowest_first(rest, hand.length(t))
                take = rest[: need - len(pool)]
                # The Handbook: a singleton kept here should not be a very low card, which is
                # worth more in the misère hand: send the low one, keep the middling.
                bare_low = len(rest) - len(take) == 1 and rest[-1].rank <= Rank.FIVE
                if t == unwanted:
                    bare_low = False
                if pool is best and take and bare_low:
                    fills.append(Msg("px.fill_low_single", card=str(rest[-1]), kept=str(take[-1])))
                    take = [*take[:-1], rest[-1]]
                elif pool is best and take:
                    # Said too, so the reason covers every card (review of fresh drills,
                    # return-packet 3-r34n25: "the two highest ♥" beside ♥A ♥Q ♥J).
                    # From the suit partner does not want back, the reason says so (IC-26;
                    # review round 68, return-packet 3-r68w11: ♣K went as "nothing better").
                    fills.append(
                        Msg("px.fill_more_unwanted", cards=cards_msg(take), suit=t.symbol)
                        if t == unwanted
                        else Msg("px.fill_more", cards=cards_msg(take))
                    )
                pool += take
        # Nothing else left: partner's own suits, whose voids the misère needs. Hand back
        # the lowest card there is, from the suit that keeps the most low cards here.
        while len(best) < need:
            spare = _lowest_spare(hand, sent, base + best, received)
            if spare is None:
                break
            best.append(spare)
            high.append(spare)
            lowest = min(
                (c for c in hand if c.suit in sent and c not in base + best),
                key=lambda c: c.rank,
                default=spare,
            )
            fills.append(
                Msg("px.fill_sent", card=str(spare))
                if lowest.rank >= spare.rank
                else Msg("px.fill_sent_keep", card=str(spare), two=str(lowest))
            )
        # A lone card of partner's suit must lie on top, where a low one reads as an ace
        # mark: in a misère the safe low card matters more than that reading (said so).
        lone = [c for c in best if c.suit in sent]
        if len(lone) == 1 and is_low_spot(lone[0]):
            fills.append(Msg("px.fill_false_mark", card=str(lone[0])))
        text = (
            Msg("px.ret_misere", suit=s.symbol, fill=Msg("join", items=tuple(fills)))
            if fills
            else Msg("px.ret_misere_void", suit=s.symbol)
        )
        # So too where the low cards from the suit partner does not want back leave no card
        # but a low spot to lie on top.
        low_top = [c for c in best if c.suit == unwanted and is_low_spot(c)]
        if low_top and not any(c.suit in sent for c in best):
            fills.append(Msg("px.fill_false_mark_low"))
            text = Msg("px.ret_misere", suit=s.symbol, fill=Msg("join", items=tuple(fills)))
        mark = None if any(c.suit in sent for c in best) or low_top else NO_ACE_MARK
        out = [_Candidate(base + best, mark, True, ("C-2.5", "IC-26"), text)]
        if high != best:
            alt = Msg("px.ret_misere_high", suit=s.symbol)
            out.append(_Candidate(base + high, NO_ACE_MARK, False, ("C-2.5", "IC-26"), alt))
        return out
    return []


def _no_misere_void(
    hand: CardSet, received: Sequence[Card], first: Suit | None, unwanted: Suit | None
) -> Msg | None:
    """Why :func:`_return_misere` can void no suit here (None when it can): every suit partner
    neither sent nor named is too long to empty with four cards, or there is none."""
    sent = {c.suit for c in received}
    named = {t for t in (first, unwanted) if t is not None}
    free = _shortest_side(hand, sent | named, misere=True)
    if not free:
        return Msg("px.no_void_none")
    if hand.length(free[0]) > 4:
        return Msg("px.no_void_long", suit=free[0].symbol, n=hand.length(free[0]))
    return None


def _lowest_spare(
    hand: CardSet, suits: set[Suit], taken: Sequence[Card], got: Collection[Card] = ()
) -> Card | None:
    """The lowest card of ``suits`` not yet ``taken``; between equal ranks, the one whose
    suit keeps more cards from 2 to 5 in this hand after it goes (IC-26). Never the 2 of a
    suit of four or more while another card will do (the Handbook: no main player keeps a
    long suit without its 2), and this hand's own cards before partner's (``got``)."""
    left = [c for c in hand if c.suit in suits and c not in taken]

    def low_kept(card: Card) -> int:
        return sum(1 for c in left if c.suit is card.suit and c != card and c.rank <= Rank.FIVE)

    return min(
        left, key=lambda c: (long_suit_two(c, hand), c in got, c.rank, -low_kept(c)), default=None
    )


def _return_trumps(
    hand: CardSet,
    got: frozenset[Card],
    first: Suit,
    second: Suit | None,
    unwanted: Suit | None = None,
    voids: frozenset[Suit] = frozenset(),
    natural_void: bool = False,
    natural: frozenset[Suit] = frozenset(),
    misere: bool = False,
) -> list[_Candidate]:
    """C-2.4's returns. After a natural void (``natural_void``) ``second`` is the suit
    partner's packet shows kept (the Handbook: "the declarer's side suit"), the fill's
    source, and no second-choice return is made; ``natural`` is the suit of that likely
    void, filled after every other suit (IC-26)."""
    fill = partial(_side_fill, unwanted=unwanted, voids=voids, natural=natural, misere=misere)
    out: list[_Candidate] = []
    f = _desc(hand, first)
    s2 = _desc(hand, second) if second is not None else []
    weak_first = len(f) <= 2 and all(c.rank.is_spot for c in f)
    # The Handbook: "three or four good cards" in the second choice, read as honours.
    good_second = sum(1 for c in s2[:4] if c.rank.is_honour) >= 3
    # Not for a misère (``misere``): the second choice's good cards would be sure winners in
    # the declarer's hand, and the first choice, the safe suit, goes back (review of fresh
    # drills, return-packet 3-r26x0: ♠A ♠K ♠Q ♠J went back to a 6 misère).
    if weak_first and good_second and second is not None and not natural_void and not misere:
        out.append(
            _Candidate(
                s2[:4] + fill(hand, got, 4 - len(s2[:4]), {second}, second, base=s2[:4]),
                NO_ACE_MARK,
                True,
                ("C-2.4",),
                (
                    Msg("px.ret_second_weak", n=len(f), first=first.symbol, second=second.symbol)
                    if f
                    else Msg("px.ret_second_none", first=first.symbol, second=second.symbol)
                ),
            )
        )
    send = f[:4]
    # IC-26: in a misère the four from five keep no very low card alone: it goes instead of
    # the lowest one sent, which stays (review round 81, return-packet 3-r81y4: ♠Q ♠J ♠9 ♠7
    # would leave the ♠4 alone, and ♥KQ85, four cards without the 2, was voided instead).
    swap = _keep_middling(hand, send, list(send)) if misere else send
    kept_mid = _middling_kept(hand, swap) if misere else None
    if kept_mid is not None and kept_mid[0].suit is first:
        send = swap
    else:
        kept_mid = None
    k = 4 - len(send)
    if not send:
        what = Msg("px.ret_none", suit=first.symbol)
    elif kept_mid is not None:
        low, kept = kept_mid
        what = Msg("px.ret_four_low", n=len(f), suit=first.symbol, low=str(low), kept=str(kept))
    elif len(f) > 4:
        what = Msg("px.ret_four", n=len(f), suit=first.symbol)
    elif len(send) == 1:
        what = Msg("px.ret_only", suit=first.symbol)
    else:
        what = Msg("px.ret_all", n=len(send), suit=first.symbol)
    # An ace that came in partner's packet is partner's own news: marking it says nothing
    # (C-1.6, IC-26).
    marks = [
        m
        for m in _marks(hand, {first}, frozenset())
        if not m.king and m.suit is not None and Card(m.suit, Rank.ACE) not in got
    ]
    # A suit where the king is held too first; then a mark with this hand's own low card
    # before one that sends partner's own card back into its void (IC-26; review of fresh
    # drills, return-packet 1-r21d1: ♠4 came back before this hand's ♥2).
    marks.sort(
        key=lambda m: (
            m.suit is not None and Card(m.suit, Rank.KING) not in hand,
            _mark_cards(hand, m, got)[0] in got,
        )
    )
    plain = fill(hand, got, k, {first}, second, base=send)
    words = _fill_words(plain, second, got, unwanted)
    swapped = _middling_kept(hand, send + plain) if misere and kept_mid is None else None
    if swapped is not None:
        low, kept = swapped
        words = Msg("join", items=(words, Msg("px.fill_low_single", card=str(low), kept=str(kept))))
    plain_keeps_wish = all(c.suit is second for c in plain)
    if k >= 1:
        for mark in marks:
            m = _mark_cards(hand, mark, got)
            assert mark.suit is not None
            rest = fill(hand, got, k - 1, {first, mark.suit}, second, base=[*send, *m])
            # The mark is preferred to the ace itself (C-2.4), not to the wish: when it shuts
            # the second choice out (its own suit) and other suits must fill while the plain
            # return keeps to the first and second choices, the plain return comes first.
            keeps_wish = all(c.suit is second for c in rest) or not plain_keeps_wish
            out.append(
                _Candidate(
                    m + send + rest,
                    mark,
                    keeps_wish,
                    ("C-2.4", "C-1.6"),
                    Msg(
                        "px.ret_mark",
                        what=what,
                        card=str(m[0]),
                        suit=mark.suit.symbol,
                        fill=_fill_words(rest, second, got, unwanted),
                    ),
                )
            )
            # Any other low spot of the hand's own in that suit marks the ace too (the
            # Handbook asks only for "a low card on top"): allowed, the lowest first since a
            # higher spot may still win a late trick (review of fresh drills, return-packet
            # 1-r30t22: ♥3 on top got nothing beside the keyed ♥2).
            for other in sorted(hand.suit(mark.suit), key=lambda c: c.rank):
                if other in got or other == m[0] or not is_low_spot(other):
                    continue
                out.append(
                    _Candidate(
                        [other, *send, *rest],
                        mark,
                        False,
                        ("C-2.4", "C-1.6"),
                        Msg(
                            "px.ret_mark_other",
                            card=str(other),
                            suit=mark.suit.symbol,
                            low=str(m[0]),
                        ),
                    )
                )
    out.append(
        _Candidate(
            send + plain,
            NO_ACE_MARK,
            not any(c.preferred for c in out),
            ("C-2.4",),
            Msg("px.ret_send", what=what, fill=words),
        )
    )
    # A last filling card into one of partner's voids ties with a card as high in partner's
    # other void: only the order of suits chose it, so the other is accepted too (review
    # round 52, return-packet 3-r52u11: ♠K went back, ♦K got nothing).
    last = plain[-1] if plain else None
    if last is not None and last.suit in voids and last not in got:
        for c in hand:
            if (
                c.rank == last.rank
                and c.suit in voids
                and c.suit is not last.suit
                and c not in got
                and c not in send + plain
            ):
                out.append(
                    _Candidate(
                        [*send, *plain[:-1], c],
                        NO_ACE_MARK,
                        False,
                        ("C-2.4", "IC-26"),
                        Msg("px.ret_fill_tied", card=str(c), other=str(last)),
                    )
                )
    if (
        not f
        and second is not None
        and s2
        and not (weak_first and good_second)
        and not natural_void
    ):
        # No card of the first choice at all: the Handbook's second choice is "the suit to
        # be returned" when the first cannot be; its cards, ace included, are accepted.
        whole = s2[:4]
        out.append(
            _Candidate(
                whole + fill(hand, got, 4 - len(whole), {second}, None, base=whole),
                NO_ACE_MARK,
                False,
                ("C-2.4",),
                Msg("px.ret_second_all", first=first.symbol, second=second.symbol),
            )
        )
    return out


def _fill_words(
    fill: Sequence[Card],
    second: Suit | None,
    got: frozenset[Card] = frozenset(),
    unwanted: Suit | None = None,
) -> Msg:
    """The end of a return's reason: where its filling cards come from."""
    if not fill:
        return Msg("empty")
    if unwanted is not None and all(c.suit is unwanted for c in fill):
        # The suit partner did not want back fills last (IC-26), and the reason says so
        # (review of fresh drills, return-packet 1-r37j22: ♠Q ♠7 ♠6 were "the highest
        # cards of the other suits" while ♣A K Q stayed for partner's likely ♣ void).
        return Msg("px.ret_fill_unwanted", suit=unwanted.symbol)
    in_second = sum(1 for c in fill if c.suit is second)
    if in_second == len(fill):
        # Partner's own higher cards there stay (review of fresh drills, return-packet
        # 1-r31s24: ♠3 was "the highest" beside partner's ♠10 ♠9).
        if any(f in got for f in fill):
            return Msg("px.ret_fill_back")
        own = any(g.suit is f.suit and g.rank > f.rank for f in fill for g in got)
        return Msg("px.ret_fill_own" if own else "px.ret_fill")
    base = Msg("px.ret_fill_then" if in_second else "px.ret_fill_rest")
    from_unwanted = [c for c in fill if unwanted is not None and c.suit is unwanted]
    if from_unwanted and unwanted is not None:
        # Part of the fill from the suit partner did not want back is named too (IC-26;
        # review round 72, return-packet 2-r72o14: ♠J was "another suit").
        note = Msg(
            "px.ret_fill_some_unwanted", cards=cards_msg(from_unwanted), suit=unwanted.symbol
        )
        return Msg("join", items=(base, note), sep="")
    return base


def _side_fill(
    hand: CardSet,
    got: frozenset[Card],
    k: int,
    exclude: set[Suit],
    second: Suit | None,
    unwanted: Suit | None = None,
    voids: frozenset[Suit] = frozenset(),
    natural: frozenset[Suit] = frozenset(),
    base: Sequence[Card] = (),
    misere: bool = False,
) -> list[Card]:
    """The highest cards of partner's side suit (the second choice), then of other suits:
    the suits partner's packet came in after the others, a suit it shows partner void in
    after those (a card there undoes the void partner just made, IC-26; the likely natural
    void of ``natural`` after the void the packet made), and the suit partner does not want
    back last (C-2.3); partner's own cards only when nothing else is left; never an ace (an
    ace mark is better, C-2.4). In a misère (``misere``) an ace is no entry but a trick to
    lose, so it goes first, and a very low card is not kept alone (IC-26, as in
    :func:`_return_misere`): it goes instead of the card above it."""
    if k <= 0:
        return []
    pool = _fill_pool(hand, got, exclude, second, unwanted, voids, natural, aces=misere)
    chosen = _fill_from(pool, k, base)
    return _keep_middling(hand, [*base, *chosen], chosen) if misere else chosen


def _fill_from(pool: Sequence[Card], k: int, base: Sequence[Card]) -> list[Card]:
    """The first ``k`` cards of ``pool`` that keep the packet within three suits."""
    # A packet spans three suits at most (IC-4): with the ``base`` cards already in it, a
    # card of a fourth suit is passed over for the next of the suits in use (review of fresh
    # drills, return-packet 2-r22c3: ♣7 ♠5 ♥K ♦Q had no reading, so low cards went instead).
    out: list[Card] = []
    used = {c.suit for c in base}
    for c in pool:
        if len(out) == k:
            break
        if len(used | {c.suit}) <= 3:
            out.append(c)
            used.add(c.suit)
    return out if len(out) == k else list(pool[:k])


def _fill_pool(
    hand: CardSet,
    got: frozenset[Card],
    exclude: set[Suit],
    second: Suit | None,
    unwanted: Suit | None,
    voids: frozenset[Suit],
    natural: frozenset[Suit],
    aces: bool = False,
) -> list[Card]:
    """:func:`_side_fill`'s cards in the order they fill (``aces``: aces among them)."""
    sent = {c.suit for c in got}
    pool: list[Card] = []
    order = [second] if second is not None and second not in exclude else []
    order += [s for s in Suit if s not in exclude and s not in order]
    order.sort(key=lambda s: (s is unwanted, s in voids, s in sent and s is not second))
    for s in order:
        cards = [c for c in _desc(hand, s) if aces or not c.is_ace]
        if aces and s is unwanted:
            # A misère (``aces``) sends the lowest of the suit partner does not want back, a
            # long suit's 2 kept, as :func:`_return_misere` does (review round 77,
            # return-packet 3-r77x12: the ♠A of ♠A654 went there).
            cards = _lowest_first(cards, hand.length(s))
        pool += cards

    # Stable: partner's own cards go back after this hand's, and any card into a void of
    # partner's after both: it undoes a ruff partner planned (IC-26). Among those, the
    # highest first, whatever the suit: a high card may still win its own trick where a low
    # one is a sure loser (review of fresh drills, return 2-r15k4: ♠7642 went back to a 6♣
    # opener void in every side suit, beside ♦KQJ10).
    # (In a misère, ``aces``, the lowest first there: a high card alone in partner's void is
    # a trick the declarer must take; review round 77, return-packet 3-r77x12.)
    def key(c: Card) -> tuple[bool, bool, bool, bool, int]:
        late = c.suit in voids
        last = late and c.suit in natural
        order = (int(c.rank) if aces else -int(c.rank)) if late else 0
        return (late, c in got, late and c.suit is unwanted, last, order)

    pool.sort(key=key)
    return pool


def _refills(
    hand: CardSet,
    got: frozenset[Card],
    first: Suit,
    second: Suit | None,
    unwanted: Suit | None,
    voids: frozenset[Suit],
    natural: frozenset[Suit],
    misere: bool = False,
) -> list[_Candidate]:
    """The first choice's cards with the next fillers in order, for when the first fillers
    leave no truthful order (two low spots on top read as an ace mark, C-1.6): the first
    choice still goes back (the Handbook) rather than any low cards (review of fresh drills,
    return-packet 2-r25y3: ♦10 ♦2 with ♠3 ♠2 had no order, and ♥6 ♠3 ♠2 ♥7 went instead).
    In a misère (``misere``) the fillers come low first, as :func:`_fill_pool` orders them,
    and never an ace: alone in partner's hand it is a sure trick (review round 77,
    return-packet 3-r77x12)."""
    send = _desc(hand, first)[:4]
    k = 4 - len(send)
    if k == 0:
        return []
    pool = _fill_pool(hand, got, {first}, second, unwanted, voids, natural, aces=misere)
    if misere:
        pool = [c for c in pool if not c.is_ace]
    out = []
    for combo in itertools.islice(itertools.combinations(pool, k), 60):
        cards = [*send, *combo]
        if len({c.suit for c in cards}) <= 3:
            out.append(
                _Candidate(
                    cards,
                    NO_ACE_MARK,
                    True,
                    ("C-2.4", "C-1.6"),
                    Msg("px.ret_refill", suit=first.symbol),
                )
            )
    return out


# --- the kitty partner's distribution ---------------------------------------------------------


@dataclass(frozen=True)
class GiveChoice:
    """One card to each of the other three players (R-4.3, R-6.6)."""

    gifts: tuple[tuple[int, Card], ...]
    preferred: bool
    ids: tuple[str, ...]
    text: str
    # As CardChoice.open_reading: second only by a point the sources leave open (full credit).
    open_reading: str | None = None

    @property
    def action(self) -> Give:
        return Give(self.gifts)

    def card_for(self, seat: int) -> Card:
        for s, c in self.gifts:
            if s == seat:
                return c
        raise KeyError(seat)

    def to_json(self) -> dict[str, Any]:
        from ..rules import SEAT_NAMES

        return {
            "gifts": {SEAT_NAMES[s]: str(c) for s, c in self.gifts},
            "preferred": self.preferred,
            "ids": list(self.ids),
            "text": self.text,
        }


def distribution_options(
    hand: CardSet,
    seat: int,
    kind: ContractKind,
    trump: Suit | None = None,
    received: Sequence[Card] = (),
    shown_aces: Iterable[Suit] = (),
    kitty: Sequence[Card] = (),
    opponents_suits: Mapping[int, Collection[Suit]] | None = None,
    partner_suits: Collection[Suit] = (),
) -> list[GiveChoice]:
    """R-4.3: the kitty bidder's partner (``seat``, 16 cards) gives one card to the kitty
    bidder and one to each opponent. Handbook "Trumps", "Grand", "Misère" (IC-24).
    ``shown_aces`` are the suits of the aces partner showed in the bidding (C-4.2, C-4.3,
    :func:`~engine.conventions.auction.aces_shown`): like an ace mark, they are not voided;
    nor are the suits of the aces in the exposed ``kitty`` partner took (R-4.2).
    ``opponents_suits``: the suits each opponent bid naturally; a filling card of such a
    suit goes to the other opponent (the Handbook: the bidder would void it).
    ``partner_suits``: the suits the kitty bidder bid naturally; when the trumps are one of
    them, four cards of another suit void that suit, and are no trumps handed over."""
    if len(hand) < 3:
        raise ValueError("three cards are needed")
    kb, lo, ro = partner(seat), left(seat), right(seat)
    got = frozenset(received)
    known = {*shown_aces, *(c.suit for c in kitty if c.is_ace)}
    # An ace this hand holds (partner may have just sent it) is no ace partner keeps: its suit
    # needs no card kept to reach partner (a 2 grand shows "every ace", this one included).
    avoid: set[Suit] = {s for s in known if Card(s, Rank.ACE) not in hand}
    marked: set[Suit] = set()
    # Four cards of one suit are partner's trumps handed over (the Handbook: the kitty
    # bidder "hands over all trump cards"): whatever the kitty bid named, none is given away.
    sent_trumps: set[Suit] = set()
    voiding = False
    if len(received) == 4:
        r = read_packet(received, Form.KITTY)
        if r.ace_mark.suit is not None:
            marked.add(r.ace_mark.suit)  # partner's ace: keep a card to reach it
        # ...unless the kitty bidder took the kitty in its own suit and sent another: it
        # keeps the trumps, and the four are a side suit, voided or (in rank order) kept
        # (review of fresh drills, hand-over 5-r29u2: 1♣ then 6♣ and four spades; the lone
        # ♣6 was kept).
        one_suit = len({c.suit for c in received}) == 1
        voiding = (
            trump is not None
            and trump in partner_suits
            and received[0].suit is not trump
            and one_suit
        )
        if kind is ContractKind.TRUMPS and one_suit and not voiding:
            sent_trumps.add(received[0].suit)
    avoid |= marked
    misere = kind is ContractKind.MISERE
    if misere:
        # The Handbook's misère hand-over is the lowest card of the shortest suit to partner,
        # with no exception: keeping a card to reach partner's ace is a trumps rule (a misère
        # side never wants the lead there), and that ace is a liability the void lets a low
        # card go beside (review of fresh drills, hand-over 5-r38i23: ♥106 was kept for the
        # kitty's ♥A and ♦K95 voided instead).
        avoid = set()
    exclude = {trump} if trump is not None else set()
    # The suits of partner's aces, kept even where the one void must go into one of them: no
    # second void empties another (review round 71, hand-over 5-r71q11: ♠82 went as a second
    # void beside ♥4, emptying the suit of the ♠A partner took from the kitty).
    partner_aces = set(avoid)
    # A void needs a suit of three cards or fewer; a grand gives from the shortest suit of
    # any length but the suits partner sent (its long suits for this hand), so there the
    # fallback waits until only those are left (review round 74, hand-over 5-r74x11: ♠5,
    # the one card reaching the ♠A partner took from the kitty, went to partner because no
    # other suit was as short as three).
    if kind is ContractKind.GRAND:
        open_suits = [
            s for s in Suit if hand.length(s) and s not in {*avoid, *(c.suit for c in got)}
        ]
    else:
        open_suits = [s for s in Suit if 0 < hand.length(s) <= 3 and s not in avoid | exclude]
    if not open_suits:
        # Aces shown everywhere (a 2 grand: every ace) would leave nothing to void: the
        # Handbook's rule, the shortest suit, comes first; only an ace mark still holds.
        avoid = marked
    out: list[GiveChoice] = []
    if kind is ContractKind.GRAND:
        out = _grand_gifts(hand, kb, lo, ro, avoid, got, partner_suits)
    # Trumps keep an ace of their own (the Handbook's 6♠ deal voids ♦765, not ♥A6).
    suits = (
        [] if out else _shortest_side(hand, exclude | avoid, misere=misere, keep_aces=not misere)
    )
    bids = opponents_suits or {}

    def tie(s: Suit) -> tuple[int, int, bool]:
        # _shortest_side's order; a suit equal to the one voided is voided as well (allowed).
        return (hand.length(s), _points(hand.suit(s)), Card(s, Rank.ACE) in hand)

    # Of tied suits, one whose card for partner is partner's own (sent in the packet) goes
    # last: it would go straight back into the void partner just made (review of fresh
    # drills, hand-over 5-r21d0: ♣2 back beside the ♥ void, tied).
    def back(s: Suit) -> bool:
        cards = sorted(hand.suit(s), key=lambda c: c.rank)
        return bool(cards) and (cards[0] if misere else cards[-1]) in got

    def misplaced(cards: Sequence[Card]) -> int:
        """How many of the opponents' two cards go to an opponent that bid their suit."""
        return sum(c.suit in bids.get(s, ()) for s, c in zip((lo, ro), cards, strict=True))

    def both_ways(to_partner: Card, opp: Sequence[Card], text: Msg) -> list[GiveChoice]:
        """:func:`_both_ways` for the no-void layouts, the swap left out where it would hand
        an opponent a card of the suit it bid (IC-24)."""
        ids = ("R-4.3", "IC-24")
        layouts = _both_ways((kb, lo, ro), to_partner, opp, ids, text, Msg("px.give_none_swapped"))
        return layouts[:1] if misplaced([opp[1], opp[0]]) > misplaced(opp) else layouts

    first_at: dict[tuple[int, int, bool], int] = {}
    for i, v in enumerate(suits):
        first_at.setdefault(tie(v), i)
    suits = sorted(suits, key=lambda v: (first_at[tie(v)], back(v)))
    voided: tuple[int, int, bool] | None = None
    # In misère a suit just as short with other points voids too, allowed: the Handbook's
    # responder gives the lowest card of its shortest suit, and either suit is that (review
    # of fresh drills, hand-over 5-r43d22: ♥4 of ♥94 beside ♠A6, the ♠A filling, got nothing).
    # (Every such suit, not only the first: review round 64, hand-over 5-r64f13: ♣Q93 voided
    # too beside ♥K98, ♠1075 not.)
    equally_short = False
    # Trumps: a suit as short as the one voided, with an honour for partner, is voided too
    # when that lets the first suit's spots go to the opponents as a second void (review
    # round 57, hand-over 5-r57o13: ♥5 voided and the bare ♣Q kept, where ♣Q to partner and
    # ♥5 to an opponent leave two voids beside nine trumps, a trick more double-dummy).
    two_voids: GiveChoice | None = None  # the first layout that makes a second void
    for i, v in enumerate(suits):
        if voided is not None and tie(v) != voided:
            if hand.length(v) != voided[0] or (equally_short and not misere):
                break
            if not misere and (two_voids is not None or any(c.rank.is_spot for c in hand.suit(v))):
                break
            if not misere and Card(v, Rank.ACE) in hand:
                # Nor a suit of this hand's own ace while another is as short (IC-24; review
                # round 72, hand-over 5-r72o12: ♠AK voided beside ♦Q9, the ♠K thrown away).
                break
            equally_short = True
        vc = sorted(hand.suit(v), key=lambda c: c.rank)
        if len(vc) > 3:
            continue
        if misere and vc[0].is_ace:
            # A lone ace would be a sure trick in the declarer's hand: it goes to an
            # opponent, and partner gets the lowest card of the next short suit (IC-24).
            out = _misere_ace_gifts(hand, vc[0], suits[i + 1 :], kb, lo, ro, got, avoid)
            if out:
                break
            continue
        if misere:
            to_partner, to_opps = vc[0], _higher_left(vc[1:])
            what = Msg("px.give_lowest", suit=v.symbol)
            ids: tuple[str, ...] = ("IC-24",)
        else:
            to_partner, to_opps = vc[-1], _higher_left(vc[:-1])
            what = Msg("px.give_highest", suit=v.symbol)
            ids = ("IC-24",)
        if len(vc) == 1:
            what = Msg("px.give_only", suit=v.symbol)
        need = 2 - len(to_opps)
        fillers = _fillers(hand, need, exclude | {v} | sent_trumps, misere, got, avoid)
        if len(fillers) < need:
            fillers = _fillers(hand, need, exclude | {v}, misere, got, avoid)
        if len(fillers) < need:
            continue
        # Two filling cards lie as two cards of the voided suit do: the higher one to the
        # left (IC-24; review round 51, hand-over 5-r51v13: ♣4 went left, ♣5 right).
        opp_cards = to_opps + (_higher_left(fillers) if not to_opps else fillers)
        note: Msg | str = Msg("empty")
        if voiding and any(c.suit is received[0].suit for c in opp_cards):
            # Say which suit is trumps when a card of partner's four-card packet goes out
            # (review of fresh drills, hand-over 5-r32q22: ♠4 of four rising spades filled,
            # and nothing said the ♠ were no trumps).
            note = Msg(
                "px.sent_side",
                trump=trump.symbol if trump is not None else "",
                suit=received[0].suit.symbol,
            )
        # A card of a suit an opponent bid goes to the other opponent: two filling cards,
        # and a lone card of the voided suit too, which otherwise goes left (review round
        # 52, hand-over 5-r52u11: the lone ♠3 went to West, who had bid 2♠).
        flipped = [opp_cards[1], opp_cards[0]]
        lone_left = len(to_opps) == 1
        if len(to_opps) < 2 and misplaced(flipped) < misplaced(opp_cards):
            lone_left = False
            pairs = zip((lo, ro), opp_cards, strict=True)
            moved = next(c for s, c in pairs if c.suit in bids.get(s, ()))
            bidder = Msg("px.give_not_bidder", card=str(moved), suit=moved.suit.symbol)
            if isinstance(note, Msg) and note.id == "px.sent_side":
                note = Msg("join", items=(note, bidder), sep="")
            else:
                note = bidder
            opp_cards = flipped
        # Trumps: a second short side suit of spots that fills the gap exactly is voided too
        # (allowed, not preferred: IC-24 fills from the longest side suit).
        second = (
            []
            if misere or need == 0
            else [
                s
                for s in _shortest_side(hand, exclude | avoid | partner_aces | {v})
                if 0 < hand.length(s) <= need
                and all(c.rank.is_spot for c in hand.suit(s))
                and not set(hand.suit(s)) <= set(fillers)
            ]
        )
        # In misère the fillers are "poor high cards" only when they are honours; the highest
        # card of an all-low suit is just a filler (review of fresh drills, hand-over 5-r20e2).
        poor = misere and bool(fillers) and all(c.rank >= Rank.TEN for c in fillers)
        # A filler partner sent is forwarded, and says so (review round 80, hand-over
        # 5-r80x0: the ♣A of partner's packet was one of "this hand's poor high cards").
        forwarded = [c for c in fillers if c in received]
        filler_words = (
            Msg("px.give_fill_forwarded", cards=cards_msg(fillers), sent=cards_msg(forwarded))
            if forwarded
            else Msg("px.give_fill_poor" if poor else "px.give_fill", cards=cards_msg(fillers))
            if fillers
            else Msg("empty")
        )
        # A shorter suit passed over for partner's ace is named, so the void reads true
        # (review round 74, hand-over 5-r74y12: ♠AJ3 voided, ♣94 kept for the ♣A partner's
        # 4♣ showed, and nothing said why).
        # (Or one as short: review round 77, hand-over 5-r77y13: ♣KQ voided beside ♥32, kept
        # for the ♥A partner showed, and the reason silent on it.)
        shorter = [
            k for k in avoid - exclude if 0 < hand.length(k) <= hand.length(v) and k is not v
        ]
        text = Msg(
            "px.give_void",
            suit=v.symbol,
            kept=Msg("px.kept_for_ace", suits=suits_msg(shorter)) if shorter else Msg("empty"),
            what=what,
            lone=Msg("px.give_lone") if lone_left else Msg("empty"),
            fill=filler_words,
            note=note,
            ids=", ".join(ids),
        )
        swapped = Msg("px.give_swapped", suit=v.symbol, ids=", ".join(ids))
        layouts = _both_ways((kb, lo, ro), to_partner, opp_cards, ids, text, swapped)
        if misplaced([opp_cards[1], opp_cards[0]]) > misplaced(opp_cards):
            # The other way round would hand an opponent a card of the suit it bid, which the
            # Handbook gives to the other opponent (review of fresh drills, hand-over
            # 5-r25y1: ♦J to the ♦ bidder was allowed).
            layouts = layouts[:1]
        if equally_short and not misere:
            # Only the two voids are what this suit adds; its single void stays allowed.
            layouts = [replace(g, preferred=False) for g in layouts]
        out += layouts
        if not misere and len(fillers) == 1:
            # A side suit exactly as long, with as low a spot, fills just as well (review of
            # fresh drills, hand-over 5-r38i21: ♣5 of ♣KQ5 got nothing beside ♠5 of ♠KQ5).
            f = fillers[0]
            key = (hand.length(f.suit), f.rank)
            for t in Suit:
                tc = sorted(hand.suit(t), key=lambda c: c.rank)
                if t in exclude | avoid | sent_trumps | {v, f.suit} or not tc:
                    continue
                if (len(tc), tc[0].rank) == key and tc[0] not in got:
                    alt = [tc[0] if x == f else x for x in opp_cards]
                    words = Msg("px.give_fill_tied", suit=v.symbol, card=str(tc[0]), ids="IC-24")
                    out.append(
                        GiveChoice(
                            ((kb, to_partner), (lo, alt[0]), (ro, alt[1])), False, ids, words
                        )
                    )
        if misere and fillers and not poor:
            # The Handbook splits a short suit's poor high cards between the main players: an
            # uncovered J, Q or K elsewhere (IC-13) is as good a filler (allowed, not
            # preferred), never from partner's ace suit nor emptying the suit voided.
            spare = [
                c
                for c in evaluate(hand).uncovered_honours
                if c.suit not in exclude | avoid | {v} and c not in opp_cards and c not in got
            ]
            for c in sorted(spare, key=lambda c: -c.rank)[:1]:
                spot = min(fillers, key=lambda f: f.rank)  # the filler that is no honour
                alt = [c if x == spot else x for x in opp_cards]
                lid = ("IC-24", "IC-13")
                words = Msg(
                    "px.give_fill_liability", suit=v.symbol, card=str(c), ids=", ".join(lid)
                )
                if to_opps:
                    # Not to an opponent that bid its suit (IC-24; review round 79, hand-over
                    # 5-r79y11: the ♠K went to South, who had opened 1♠).
                    if misplaced([alt[1], alt[0]]) < misplaced(alt):
                        alt = [alt[1], alt[0]]
                    gifts = ((kb, to_partner), (lo, alt[0]), (ro, alt[1]))
                    out.append(GiveChoice(gifts, False, lid, words))
                    continue
                # Two fillers lie the higher to the left, the other way round allowed (IC-24;
                # review round 78, hand-over 5-r78y12: ♦K went right of ♠10 and the layout
                # with the higher card to the left got nothing).
                out += [
                    replace(g, preferred=False)
                    for g in _both_ways(
                        (kb, lo, ro), to_partner, _higher_left(alt), lid, words, words
                    )
                ]
        for s in second[:1]:
            # A shorter one voids too, a filler making up the rest (review of fresh drills,
            # hand-over 5-r35m21: ♦9 and ♥4 both singletons beside eight trumps).
            extra = sorted(hand.suit(s), key=lambda c: -c.rank)
            both = to_opps + extra
            both += [c for c in fillers if c.suit is not s][: 2 - len(both)]
            if len(both) < 2:
                continue
            for a, b in ((both[0], both[1]), (both[1], both[0])):
                out.append(
                    GiveChoice(
                        ((kb, to_partner), (lo, a), (ro, b)),
                        False,
                        ids,
                        Msg(
                            "px.give_second",
                            suit=v.symbol,
                            other=s.symbol,
                            extra=cards_msg([c for c in both if c not in to_opps]),
                            ids=", ".join(ids),
                        ),
                    )
                )
                if two_voids is None:
                    two_voids = out[-1]
        voided = tie(v)
    if two_voids is not None:
        # Two voids beside the trumps come first: each is a ruff, and double-dummy they take
        # a trick more than one void and two fillers from the long suit (review round 57,
        # hand-over 5-r57o13: 11.0 against 12.1 tricks over 200 layouts of the defenders).
        out = [
            replace(two_voids, preferred=True),
            *(replace(g, preferred=False) for g in out if g is not two_voids),
        ]
    lone = [c for c in hand if trump is not None and c.suit is trump]  # this hand's trumps
    if not out:
        # No side suit short enough to void: shorten the shortest one as a void would (its
        # highest card to partner, in misère its lowest) and give the opponents the fillers
        # IC-24 would, never a trump and never a card of partner's ace suit while any other
        # card will do (review of fresh drills, hand-over 5-r12p2: the only trump went).
        side = _shortest_side(hand, exclude | avoid | sent_trumps, misere=misere)
        side = side or _shortest_side(hand, exclude | sent_trumps, misere=misere) or list(Suit)
        sc = sorted(hand.suit(side[0]), key=lambda c: c.rank) or sorted(hand, key=lambda c: c.rank)

        def shorten(cards: Sequence[Card]) -> tuple[Card, list[Card]]:
            """The suit's card for partner and the opponents' two fillers."""
            to_partner = cards[0] if misere else cards[-1]
            pool = CardSet(c for c in hand if c != to_partner)
            fillers: list[Card] = []
            for skip in (exclude | sent_trumps | {to_partner.suit}, exclude | sent_trumps, exclude):
                fillers = _fillers(pool, 2, skip, misere, got, avoid)
                if len(fillers) == 2:
                    break
            if len(fillers) < 2:
                fillers = sorted(pool, key=lambda c: c.rank)[:2]
            # The higher filler to the left, as beside a void (IC-24; review round 68,
            # hand-over 5-r68w11: ♦6 went left and ♦8 right).
            return to_partner, _higher_left(fillers)

        to_partner, fillers = shorten(sc)
        # (Not when partner's four cards of another suit show that suit is the trumps.)
        if kind is ContractKind.TRUMPS and len(lone) == 1 and not sent_trumps:
            # The Handbook: a singleton trump may go to partner anyway, who is to hold all
            # the trumps; better than a side ace into a suit partner has just emptied
            # (review of fresh drills, hand-over 5-r18g2).
            rest = CardSet(c for c in hand if c != lone[0])
            # The higher filler to the left, as everywhere (IC-24; review round 73, hand-over
            # 5-r73n11: ♠3 went left and ♠6 right beside the lone trump).
            low = _higher_left(_fillers(rest, 2, exclude | sent_trumps, misere, got, avoid))
            if len(low) < 2:
                low = fillers
            # A short side suit kept for partner's ace is named (review round 82, hand-over
            # 5-r82x3: "no side suit short enough to void" beside ♥63, kept for the ♥A).
            held = [k for k in avoid if 0 < hand.length(k) <= 2]
            kept_words = Msg("px.kept_for_ace", suits=suits_msg(held)) if held else Msg("empty")
            text = Msg("px.give_lone_trump", card=str(lone[0]), kept=kept_words)
            out += both_ways(lone[0], low, text)
        # The shorter suits passed over for partner's ace are named, so "shortest" reads
        # true (review of fresh drills, hand-over 5-r31s21: ♥74 was kept for the ♥A the
        # packet marked, and ♠QJ1098 shortened as "the shortest one").
        kept = [
            k
            for k in avoid
            if 0 < hand.length(k) < hand.length(to_partner.suit) and k is not to_partner.suit
        ]
        # Say which suit is trumps when a card of partner's four-card packet fills, as the
        # voiding layouts do (review round 68, hand-over 5-r68w11: two of partner's ♦ went
        # out beside ♠ trumps and nothing said so).
        sent_side = voiding and any(c.suit is received[0].suit for c in fillers)
        plain = both_ways(
            to_partner,
            fillers,
            Msg(
                "px.give_none",
                card=str(to_partner),
                kept=Msg("px.kept_for_ace", suits=suits_msg(kept)) if kept else Msg("empty"),
                note=Msg("px.sent_side", trump=trump.symbol, suit=received[0].suit.symbol)
                if sent_side and trump is not None
                else Msg("empty"),
            ),
        )
        # A side suit tied with it (length, points, ace) is shortened as well: allowed, as
        # tied voids are (review of fresh drills, hand-over 5-r32q21: ♦Q653 beside ♠Q954).
        for t in side[1:]:
            if not hand.suit(t) or tie(t) != tie(side[0]):
                continue
            other, other_fill = shorten(sorted(hand.suit(t), key=lambda c: c.rank))
            words = Msg("px.give_none_tied", suit=t.symbol, card=str(other))
            plain += [replace(g, preferred=False) for g in both_ways(other, other_fill, words)]
        if misere and len(sc) >= 3 and side:
            # The Handbook's misère responder: the lowest card of its shortest suit to the
            # declarer and the highest of the same suit to the opponents, forwarding a poor
            # card partner sent if need be (review of fresh drills, hand-over 5-r28v2: ♣A ♣K
            # went out of a five-card ♣ and ♠A Q J 6 kept its ace).
            tops = sc[-1:-3:-1]
            out.append(
                GiveChoice(
                    ((kb, to_partner), (lo, tops[0]), (ro, tops[1])),
                    True,
                    ("R-4.3", "IC-24"),
                    Msg("px.give_none_misere", suit=side[0].symbol),
                )
            )
        out += plain
    first_trumps = kind is ContractKind.TRUMPS and trump in partner_suits and not sent_trumps
    if first_trumps and len(lone) == 1 and not any(g.card_for(kb) == lone[0] for g in out):
        # The Handbook's first requirement for a trump exchange gathers every trump where
        # the suit was first bid, and its responder with a lone trump declines the kitty bid
        # because that card can go over anyway. So it goes, before any void (review of fresh
        # drills, hand-over 5-r31s22: ♣J kept beside a ♠ void after 6♠ asked for 6♣).
        rest = CardSet(c for c in hand if c != lone[0])
        doubletons = [
            x
            for x in _shortest_side(rest, exclude | avoid, keep_aces=True)
            if rest.length(x) == 2 and all(c.rank < Rank.JACK for c in rest.suit(x))
        ]
        if doubletons:
            opp = _higher_left(rest.suit(doubletons[0]))
            words = Msg("px.lone_trump_first_void", card=str(lone[0]), suit=doubletons[0].symbol)
        else:
            opp = _higher_left(_fillers(rest, 2, exclude | avoid, misere, got, avoid))
            words = Msg("px.lone_trump_first", card=str(lone[0]))
        if len(opp) == 2:
            out = both_ways(lone[0], opp, words) + out
    if misere and len(out) > 1:
        # The Handbook: a very low card belongs in a long suit, and the partner's singleton
        # "should not be a very low card": a layout that leaves one alone here goes after
        # one that does not (review round 53, hand-over 5-r53t11: voiding ♦KJ kept ♠2 alone,
        # while voiding ♠J2 gives partner the ♠2, "the lowest card of its shortest suit").
        def strands(g: GiveChoice) -> bool:
            return _lone_low_left(hand, [c for _, c in g.gifts])

        if strands(out[0]) and not all(strands(g) for g in out):
            first = next(g for g in out if not strands(g))
            cards = {c for _, c in first.gifts}
            group = [g for g in out if g is not first and {c for _, c in g.gifts} == cards]
            others = [g for g in out if g is not first and g not in group]
            if isinstance(first.text, Msg) and first.text.id == "px.give_fill_liability":
                # Now first, it can refer to no layout "above" (review round 76, hand-over
                # 5-r76y13: "void ♠ as above, with ♦K ... instead" led the list); it names
                # every card it gives, whatever the void's length (review round 78,
                # hand-over 5-r78x12: a lone ♥8 void read "the higher to an opponent").
                p = first.text.params
                first = replace(
                    first,
                    text=Msg(
                        "px.give_fill_liability_first",
                        suit=p["suit"],
                        partner=str(first.card_for(kb)),
                        opps=cards_msg([first.card_for(lo), first.card_for(ro)]),
                        card=p["card"],
                        ids=p["ids"],
                    ),
                )
            out = [
                replace(first, preferred=True),
                *(replace(g, preferred=False) for g in (*group, *others)),
            ]
    if misere and out:
        # The Handbook's misère responder "may forward a poor card received from the
        # declarer": partner's own high cards passed on to the opponents, beside the card the
        # preferred layout gives partner, are allowed (reviews of fresh drills, hand-over
        # 5-r43d21, 5-r44c24: ♥K ♥Q sent by partner could only stay in this hand).
        base = next((g for g in out if g.preferred), out[0])
        tp = base.card_for(kb)
        forwarded = sorted(
            (c for c in got if c in hand and c != tp and c.rank >= Rank.JACK),
            key=lambda c: -c.rank,
        )
        # A card that completes the void stays; the filler gives way to the forwarded one
        # (review round 70, hand-over 5-r70t11: ♥K went out instead of ♠10, keeping ♠10 and
        # no void, while the Handbook's layout, ♥K instead of the ♦Q filler, got nothing).
        # (The void may lie in another suit than partner's card: review round 71, hand-over
        # 5-r71r11: the ♦A that emptied ♦ gave way while the ♣K filler stayed.)
        given = {c for _, c in base.gifts}
        emptied = {x for x in Suit if hand.length(x) and all(c in given for c in hand.suit(x))}
        # Where both of the opponents' cards empty a suit there is no filler to give way, and
        # nothing is forwarded (review round 75, hand-over 5-r75x10: partner's ♦K replaced a
        # card of the ♠ void and left the ♠J bare).
        kept_opps = sorted(
            (c for c in (base.card_for(lo), base.card_for(ro)) if c.suit in emptied),
            key=lambda c: -c.rank,
        )
        slots = [c for c in forwarded if c not in kept_opps][: 2 - len(kept_opps)]
        opps = kept_opps + slots
        if slots and len(opps) == 2:
            words = Msg("px.give_forward_poor", card=str(tp), cards=cards_msg(slots))
            layouts = _both_ways((kb, lo, ro), tp, opps, ("R-4.3", "IC-24"), words, words)
            have = [set(g.gifts) for g in out]
            out += [replace(g, preferred=False) for g in layouts if set(g.gifts) not in have]
    if misere and out:
        # The Handbook's misère responder with a suit of poor high cards and no low spot (its
        # K J 9 8): the two highest to the opponents and the next to partner, so the two the
        # main players keep there fall on one trick (allowed, not preferred: it voids nothing;
        # review round 74, hand-over 5-r74x10: ♠KQJ10 could only stay whole).
        have = [set(g.gifts) for g in out]
        for t in Suit:
            high = sorted(hand.suit(t), key=lambda c: -c.rank)
            if t in exclude or len(high) != 4 or high[-1].rank < Rank.EIGHT or high[2] in got:
                continue
            words = Msg(
                "px.give_high_split", suit=t.symbol, cards=cards_msg(high[:2]), card=str(high[2])
            )
            layouts = _both_ways((kb, lo, ro), high[2], high[:2], ("IC-24",), words, words)
            out += [replace(g, preferred=False) for g in layouts if set(g.gifts) not in have]
    # unique preferred
    seen = False
    final = []
    for g in out:
        if g.preferred and seen:
            g = GiveChoice(g.gifts, False, g.ids, g.text)
        seen = seen or g.preferred
        final.append(g)
    return final


def _both_ways(
    seats: tuple[int, int, int],
    to_partner: Card,
    opp: Sequence[Card],
    ids: tuple[str, ...],
    text: Msg,
    swapped: Msg,
) -> list[GiveChoice]:
    """The gifts as laid out (partner's card, then the left- and right-hand opponents'), and
    the same with the opponents' two cards the other way round (allowed, not preferred)."""
    kb, lo, ro = seats
    return [
        GiveChoice(((kb, to_partner), (lo, opp[0]), (ro, opp[1])), True, ids, text),
        GiveChoice(((kb, to_partner), (lo, opp[1]), (ro, opp[0])), False, ids, swapped),
    ]


def _misere_ace_gifts(
    hand: CardSet,
    ace: Card,
    others: Sequence[Suit],
    kb: int,
    lo: int,
    ro: int,
    got: frozenset[Card],
    avoid: set[Suit],
) -> list[GiveChoice]:
    """IC-24, misère with a lone ace in the shortest suit: the ace to an opponent, the lowest
    card of the next suit of one or two cards to partner and its other card to the other
    opponent (two voids for three cards); with no such suit, the lowest card of the next
    shortest suit to partner and a filler to the other opponent."""
    for w in others:
        wc = sorted(hand.suit(w), key=lambda c: c.rank)
        if not 1 <= len(wc) <= 2 or wc[0].is_ace:
            continue
        rest = wc[1:] or _fillers(hand, 1, {ace.suit, w}, True, got, avoid)
        if not rest:
            continue
        ids = ("IC-24",)
        words = Msg(
            "px.give_void_ace",
            ace_suit=ace.suit.symbol,
            ace=str(ace),
            other=w.symbol,
            fill=Msg("px.give_fill_poor", cards=cards_msg(rest)) if not wc[1:] else Msg("empty"),
            ids=", ".join(ids),
        )
        swapped = Msg("px.give_swapped", suit=ace.suit.symbol, ids=", ".join(ids))
        return _both_ways((kb, lo, ro), wc[0], (ace, rest[0]), ids, words, swapped)
    # No suit short enough to void beside it: the ace still goes, partner gets the lowest card
    # of the next shortest suit and the other opponent a filler (the highest card there).
    for w in others:
        wc = sorted(hand.suit(w), key=lambda c: c.rank)
        if not wc or wc[0].is_ace:
            continue
        fill = [c for c in _fillers(hand, 2, {ace.suit}, True, got, avoid) if c != wc[0]][:1]
        if not fill:
            continue
        ids = ("IC-24",)
        words = Msg(
            "px.give_ace_away",
            ace=str(ace),
            other=w.symbol,
            low=str(wc[0]),
            fill=str(fill[0]),
            ids=", ".join(ids),
        )
        swapped = Msg("px.give_ace_swapped", ace=str(ace), ids=", ".join(ids))
        return _both_ways((kb, lo, ro), wc[0], (ace, fill[0]), ids, words, swapped)
    return []


def _grand_gifts(
    hand: CardSet,
    kb: int,
    lo: int,
    ro: int,
    avoid: set[Suit],
    got: frozenset[Card],
    partner_suits: Collection[Suit] = (),
) -> list[GiveChoice]:
    """IC-24, grand (the Handbook's "Grand"): the best card of the shortest suit to partner and
    the weakest cards of that suit to the opponents. Only the suit of partner's ace mark is
    kept out (partner must be reachable); an ace of this hand's own may go to partner. A suit
    of fewer than three cards is filled up with the weakest cards of the next shortest suits
    (their spots, an honour only when no spot is left), never from the long suit partner
    sent. A suit as short as the chosen one is accepted too."""
    order = _shortest_side(hand, avoid)
    if not order:
        return []
    first = order[0]
    # A suit as short but stronger is voided too, allowed: "a shortest suit" either way, and
    # its best card may join partner's long suit (review of fresh drills, hand-over
    # 5-r46a23: ♣Q74 beside the voided ♥1043 against 4 grand got nothing).
    tied = [s for s in order if hand.length(s) == hand.length(first)]
    # Of suits as short and as weak, one partner bid goes first: its best card joins
    # partner's suit, the Handbook's grand aim of a strong suit all in one hand (review round
    # 65, hand-over 5-r65c13: ♣105 went before ♦102 by suit order, ♦ partner's 3♦).
    even = [t for t in tied if _points(hand.suit(t)) == _points(hand.suit(first))]
    mates = [t for t in even if t in partner_suits]
    by_partner = bool(mates) and first not in partner_suits
    if by_partner:
        first = mates[0]
        tied = [first, *(t for t in tied if t is not first)]
        order = [first, *(t for t in order if t is not first)]
    # A shorter suit kept back for partner's ace is named, so "shortest" reads true.
    # (Or as short: review round 82, hand-over 5-r82y0: ♠Q103, as short as ♣A72 and kept for
    # the ♠A partner marked, went unnamed beside "the shortest suit is ♣".)
    kept = [s for s in avoid if 0 < hand.length(s) <= hand.length(first) and s is not first]
    out: list[GiveChoice] = []
    for v in tied:
        others = [s for s in order if s is not v]
        out += _grand_layouts(hand, v, others, kb, lo, ro, got, kept, avoid)
    head = out[0].text if out else None
    weaker = len(tied) > 1 and _points(hand.suit(first)) < min(
        _points(hand.suit(t)) for t in tied[1:]
    )
    if weaker and isinstance(head, Msg) and head.id == "px.grand_gift":
        # Say why the first of equally short suits goes (review round 54, hand-over
        # 5-r54s11: "the shortest suit is ♦" beside ♣AJ3 as short).
        words = Msg(
            "px.grand_gift_tied",
            suit=first.symbol,
            others=suits_msg(tied[1:]),
            words=head.params["words"],
        )
        out[0] = replace(out[0], text=words)
    if by_partner and isinstance(head, Msg) and head.id == "px.grand_gift":
        words = Msg(
            "px.grand_gift_partner",
            suit=first.symbol,
            others=suits_msg(tied[1:]),
            words=head.params["words"],
        )
        out[0] = replace(out[0], text=words)
    entry = _only_entry(hand, got)
    rest = [s for s in order if entry is not None and s is not entry[0].suit]
    if entry is not None and entry[0].suit in tied and rest and out:
        # The Handbook: a main player must always keep a connection card. Partner sent its
        # cards of this hand's long suit, so it has none left there: this hand's only side
        # ace is the only way in to that suit, and it stays; the next short suit is given
        # instead, the letter allowed (review round 51, hand-over 5-r51v14: ♦A went to
        # partner, stranding ♥AKQJ1097).
        ace, long = entry
        keep = _grand_layouts(hand, rest[0], rest[1:], kb, lo, ro, got, kept, avoid)
        if keep:
            # Where every other suit is kept for partner's aces the long suit itself gives,
            # and the reason says so (review round 69, hand-over 5-r69u13: ♦AQ87543 was "the
            # next short suit", and ♠Q4, kept for partner's ace, went unnamed).
            held = Msg("px.kept_for_ace", suits=suits_msg(kept)) if kept else Msg("empty")
            every = [t for t in Suit if t in avoid and hand.length(t)]
            kept_all = Msg("px.kept_for_ace", suits=suits_msg(every)) if every else held
            words = (
                Msg("px.grand_keep_entry_long", ace=str(ace), long=long.symbol, kept=kept_all)
                if rest[0] is long
                else Msg("px.grand_keep_entry", ace=str(ace), long=long.symbol, suit=rest[0].symbol)
            )
            keep[0] = replace(keep[0], text=words)
            low = sorted(hand.suit(long), key=lambda c: c.rank)
            back = next((c for c in low[2:] if c not in got), None)
            if rest[0] is long and len(low) >= 3 and back is not None:
                # Small cards of it, not its best: that would be partner's own top card going
                # straight back and the suit no longer running (review round 79, hand-over
                # 5-r79x13: the ♠A partner had just sent went back from ♠AJ1098754). Partner's
                # own small card may go to an opponent, never back to partner.
                swapped = keep[1].text if len(keep) > 1 and isinstance(keep[1].text, Msg) else words
                opps = _higher_left(low[:2])
                keep = _both_ways((kb, lo, ro), back, opps, ("IC-24",), words, swapped)
            letter = Msg("px.grand_entry_letter", ace=str(ace), long=long.symbol, kept=held)
            out = [*keep, replace(out[0], text=letter)]
    if out:
        out = [out[0], *(replace(g, preferred=False) for g in out[1:])]
    return out


def _only_entry(hand: CardSet, got: frozenset[Card]) -> tuple[Card, Suit] | None:
    """In grand: the one ace this hand holds outside the long suit partner has just emptied
    into it (partner sent that suit's honours and this hand holds six or more there), with
    that suit, if it has exactly one such ace; None otherwise."""
    long = [
        t
        for t in Suit
        if hand.length(t) >= 6 and any(c.suit is t and c.rank.is_honour for c in got)
    ]
    if len(long) != 1:
        return None
    aces = [c for c in hand if c.is_ace and c.suit is not long[0]]
    return (aces[0], long[0]) if len(aces) == 1 else None


def _grand_layouts(
    hand: CardSet,
    v: Suit,
    others: list[Suit],
    kb: int,
    lo: int,
    ro: int,
    got: frozenset[Card],
    kept: list[Suit],
    avoid: Collection[Suit] = (),
) -> list[GiveChoice]:
    """The grand gifts voiding ``v``: its best card to partner, its weakest (or the fill) to
    the opponents, and the same with the opponents' cards the other way round."""
    vc = sorted(hand.suit(v), key=lambda c: c.rank)
    to_partner = vc[-1]
    rest = vc[:-1][:2]
    sent = {c.suit for c in got}
    spare = [
        c
        for s in sorted(others, key=lambda s: s in sent)
        for c in sorted(hand.suit(s), key=lambda c: c.rank)
    ]

    def king_guard(c: Card) -> bool:
        """``c`` is the only guard of a king: given away, the king stands alone to fall under
        the ace (review of fresh drills, hand-over 5-r43d23: ♥7 of ♥K7 filled beside ♦KQ943)."""
        return hand.length(c.suit) == 2 and c.rank < Rank.KING and Card(c.suit, Rank.KING) in hand

    def bared_king(cards: Sequence[Card]) -> Card | None:
        """The king that giving ``cards`` leaves alone in its suit, if any."""
        gone = set(cards)
        for s in {c.suit for c in cards}:
            left = [c for c in hand.suit(s) if c not in gone]
            if len(left) == 1 and left[0].rank is Rank.KING:
                return left[0]
        return None

    # The weakest: spots before any honour, and a king's only guard after the other spots.
    plain = sorted(spare, key=lambda c: c.rank.is_honour)
    spare.sort(key=lambda c: (c.rank.is_honour, king_guard(c)))
    opp_cards = (rest + spare)[:2]
    # Two spots can be a king's only guards too (K x x): with no other spot to fill from
    # outside partner's sent suit, a spot of partner's ace suit, three cards or more long so
    # that it still reaches the ace, keeps the king guarded (allowed; review round 81,
    # hand-over 5-r81y2: ♦9 and ♦3 left the ♦K of ♦K93 alone beside ♠J643).
    king_alone = bared_king(opp_cards) if not any(c.suit is v for c in opp_cards) else None
    guarded_fill: list[Card] = []
    if king_alone is not None:
        spots = [c for c in spare if c.rank.is_spot and c.suit not in sent]
        spots += [
            c
            for a in avoid
            if hand.length(a) >= 3
            for c in sorted(hand.suit(a), key=lambda c: c.rank)[:1]
            if c.rank.is_spot
        ]
        guarded_fill = next(
            (
                [x, y]
                for i, x in enumerate(spots)
                for y in spots[i + 1 :]
                if bared_king([x, y]) is None
            ),
            [],
        )
    bared_pair: list[Card] = []
    if guarded_fill and not any(c.suit in avoid for c in guarded_fill):
        # A spot outside partner's ace suit keeps the king guarded: IC-24's rule, preferred;
        # the two guards given away stay allowed, saying what they cost.
        bared_pair, opp_cards = list(opp_cards), guarded_fill
        guarded_fill = []
    # IC-24's letter (the next short suit's weakest cards, the guard too) stays allowed.
    bare = (rest + plain)[:2]
    if len(opp_cards) < 2:
        return []
    if all(c.suit is v for c in opp_cards) or not any(c.suit is v for c in opp_cards):
        # Two cards of the voided suit: the higher one to the left, as in trumps (IC-24);
        # so too two filling cards (review round 55, hand-over 5-r55q12: ♣6 went left).
        opp_cards = _higher_left(opp_cards)
    filled = [c for c in opp_cards if c.suit is not v]
    fill = Msg("px.grand_gift_fill", cards=cards_msg(filled)) if filled else Msg("empty")
    if bared_pair and king_alone is not None:
        fill = Msg("px.grand_fill_guards", cards=cards_msg(filled), king=str(king_alone))
    if filled:
        # Name the shorter suits the fill passed over, and why: partner's ace suit (kept
        # out) and the suits partner sent (used last). Review of fresh drills, hand-over
        # 5-r30t22: ♣4 from East's longest suit was "the weakest of the next short suits".
        longest_filled = max(hand.length(c.suit) for c in filled)
        filled_suits = {c.suit for c in filled}
        passed = [
            s
            for s in Suit
            if s is not v and s not in filled_suits and 0 < hand.length(s) <= longest_filled
        ]
        ace_kept = [s for s in passed if s in avoid]
        sent_kept = [s for s in passed if s in sent and s not in avoid]
        guarded = [
            s
            for s in passed
            if s not in ace_kept + sent_kept and any(map(king_guard, hand.suit(s)))
        ]
        if guarded and not (ace_kept or sent_kept) and not bared_pair:
            fill = Msg("px.grand_fill_guard", cards=cards_msg(filled), guard=suits_msg(guarded))
        if (ace_kept or sent_kept) and not bared_pair:
            fill = Msg(
                "px.grand_fill_ace_sent"
                if ace_kept and sent_kept
                else "px.grand_fill_ace"
                if ace_kept
                else "px.grand_fill_sent",
                cards=cards_msg(filled),
                ace=suits_msg(ace_kept),
                sent=suits_msg(sent_kept),
            )
    if king_alone is not None and guarded_fill:
        fill = Msg("join", items=(fill, Msg("px.grand_king_alone", king=str(king_alone))), sep="")
    words = Msg("px.grand_gift_words", suit=v.symbol, fill=fill)
    ids = ("IC-24",)
    text = (
        Msg("px.grand_gift_kept", suit=v.symbol, kept=suits_msg(kept), words=words)
        if kept
        else Msg("px.grand_gift", suit=v.symbol, words=words)
    )
    swapped = Msg("px.grand_gift_swapped")
    out = _both_ways((kb, lo, ro), to_partner, opp_cards, ids, text, swapped)
    if bared_pair and king_alone is not None:
        bare_words = Msg(
            "px.grand_fill_bare_two",
            suit=v.symbol,
            cards=cards_msg(bared_pair),
            king=str(king_alone),
        )
        out += [
            replace(g, preferred=False)
            for g in _both_ways(
                (kb, lo, ro), to_partner, _higher_left(bared_pair), ids, bare_words, bare_words
            )
        ]
    if guarded_fill and set(guarded_fill) != set(opp_cards) and king_alone is not None:
        kept_words = Msg(
            "px.grand_fill_keep_king",
            suit=v.symbol,
            cards=cards_msg(_higher_left(guarded_fill)),
            king=str(king_alone),
        )
        out += [
            replace(g, preferred=False)
            for g in _both_ways(
                (kb, lo, ro), to_partner, _higher_left(guarded_fill), ids, kept_words, kept_words
            )
        ]
    k_x = next((c for c in bare if king_guard(c)), None)
    if len(bare) == 2 and set(bare) != set(opp_cards) and set(bare) != set(bared_pair) and k_x:
        guard = k_x
        words = Msg("px.grand_fill_bare", suit=v.symbol, card=str(guard))
        out += [
            replace(g, preferred=False)
            for g in _both_ways((kb, lo, ro), to_partner, bare, ids, words, words)
        ]
    return out


def _fillers(
    hand: CardSet,
    k: int,
    exclude: set[Suit],
    misere: bool,
    got: frozenset[Card],
    keep: Collection[Suit] = (),
) -> list[Card]:
    """Cards to give the opponents beside a voided suit (IC-24): in misère the highest card of
    the next shortest suit (a liability); otherwise the lowest spots of the longest side suit,
    then of the next longest: an honour is given away only when no side suit has a spot."""
    if k <= 0:
        return []
    if misere:
        pool = [c for s in _shortest_side(hand, exclude, misere=True) for c in _desc(hand, s)]
    else:
        # Between equally long side suits the weaker one (its spots are losers; the other's
        # may be a link to partner's honours: review round 58, hand-over 5-r58n12: ♥2 of
        # ♥AQ2 went before ♣4 of ♣654), then the one with the lowest spot (IC-24's "lowest").
        longest = sorted(
            (s for s in Suit if s not in exclude and hand.length(s) > 0),
            key=lambda s: (
                -hand.length(s),
                _points(hand.suit(s)),
                min(c.rank for c in hand.suit(s)),
            ),
        )
        pool = [c for s in longest for c in sorted(hand.suit(s), key=lambda c: c.rank)]

        def beaten_by(c: Card) -> int:
            """How many higher cards of its suit the other players hold."""
            return sum(1 for r in Rank if r > c.rank and Card(c.suit, r) not in hand)

        # Stable: spots first, suit order kept; of honours, the one the most outside cards
        # beat first, a likely trick last (review of fresh drills, hand-over 5-r47z11: ♠10
        # of ♠AKQ10 filled, while ♣10 of ♣Q109, under the ♣A and ♣K, could never win one).
        pool.sort(key=lambda c: (not c.rank.is_spot, 0 if c.rank.is_spot else -beaten_by(c)))
    out: list[Card] = []
    for c in pool:
        if len(out) == k:
            break
        if c.suit in keep and hand.length(c.suit) - sum(o.suit is c.suit for o in out) <= 1:
            continue  # never empty the suit of partner's ace
        out.append(c)
    return out


__all__ = [
    "ContractKind",
    "GiveChoice",
    "PacketChoice",
    "PacketPlan",
    "choose_packet",
    "distribution_options",
    "misere_safe_order",
    "packet_options",
    "return_options",
]
