"""Reading and building the ordered four-card packet (docs/conventions.md C-1, C-2).

A packet is written **top to bottom**; the bottom card lies nearest the table.
:func:`read_packet` gives the conventional reading of any four different cards in any
order and never raises for them: where the conventions describe no reading it says so
(``conventional`` is false and a fact names the interpretation note).

>>> from engine.cards import parse_cards
>>> r = read_packet(parse_cards("♦K ♠4 ♦2 ♠8"), Form.NOKITTY)
>>> sorted(s.symbol for s in r.voids), r.misere, r.first_choice
(['♠', '♦'], False, <Suit.HEARTS: 3>)
>>> read_packet(parse_cards("♠K ♠Q ♠9 ♠7"), Form.KITTY).continuing == {Suit.SPADES}
True

:func:`build_packet` goes the other way: given four cards and a :class:`PacketWish`, it
returns every order whose reading says what is wished (the reader is the oracle), or the
reasons no order can.

>>> from engine.cards import parse_cards
>>> wish = PacketWish.parse("voids=♠♦ misere=no first=♥")
>>> b = build_packet(parse_cards("♠8 ♠4 ♦K ♦2"), wish, Form.NOKITTY)
>>> (Card.parse("♦K"), Card.parse("♠4"), Card.parse("♦2"), Card.parse("♠8")) in b.orders
True
"""

from __future__ import annotations

import functools
import itertools
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass, field, fields
from enum import Enum
from typing import Any, Final

from ..cards import Card, NotationError, Rank, Suit
from ..messages import Msg
from ..rules import Form
from .facts import Fact, fact, suits_msg, suits_text

LOW_SPOT_MAX: Final = Rank.SIX  # I-2: an ace mark is a spot 2–6
POSITIONS: Final = ("on top", "second from the top", "second from the bottom", "at the bottom")


class Shape(Enum):
    """How many cards of each suit a packet holds."""

    ONE_SUIT = "one suit"
    TWO_TWO = "two suits, 2+2"
    THREE_ONE = "two suits, 3+1"
    THREE_SUITS = "three suits"
    FOUR_SUITS = "four suits"


class SuitStatus(Enum):
    """What the order says about a suit of the packet in the passer's hand."""

    VOID = "void"
    CONTINUES = "continues"
    UNKNOWN = "not signalled"


@dataclass(frozen=True, slots=True)
class AceMark:
    """An ace mark (C-1.6): ``suit`` None means the packet marks no ace; ``king`` means two
    low spots on top, showing A K."""

    suit: Suit | None = None
    king: bool = False

    def __post_init__(self) -> None:
        if self.suit is None and self.king:
            raise ValueError("an A K mark needs a suit")

    def notation(self) -> str:
        if self.suit is None:
            return "none"
        return f"{self.suit.symbol}{'AK' if self.king else 'A'}"

    def __str__(self) -> str:
        return self.notation()

    @classmethod
    def parse(cls, text: str) -> AceMark:
        t = text.strip()
        if t.lower() in ("none", "no", "-", ""):
            return NO_ACE_MARK
        upper = t.upper()
        king = upper.endswith("AK")
        if king:
            t = t[:-2]
        elif upper.endswith("A") and len(t) > 1:
            t = t[:-1]
        return cls(Suit.parse(t), king)


NO_ACE_MARK: Final = AceMark()


def is_low_spot(card: Card) -> bool:
    """A card that can serve as an ace mark: a spot from 2 to 6 (I-2)."""
    return card.rank <= LOW_SPOT_MAX


@dataclass(frozen=True)
class PacketWish:
    """What a passer wants a packet to say. ``None`` in a field means "any"; set fields must
    all match the reading exactly:

    - ``voids``: exactly these suits read as void; ``keeps``: exactly these read as continuing.
    - ``misere``: the misère flag (C-1.5, C-2.2).
    - ``first``, ``second``, ``unwanted``: no-kitty trump wish (C-2.3).
    - ``ace_mark``: :data:`NO_ACE_MARK` to forbid a mark, or the mark wanted (C-1.6).

    Text form (``parse``/``notation`` round-trip): ``voids=♠♦ keeps=♣ misere=no first=♥
    second=♠ unwanted=♦ ace=♦A`` (``-`` for an empty suit set, ``ace=none``, ``ace=♦AK``).
    """

    voids: frozenset[Suit] | None = None
    keeps: frozenset[Suit] | None = None
    misere: bool | None = None
    first: Suit | None = None
    second: Suit | None = None
    unwanted: Suit | None = None
    ace_mark: AceMark | None = None

    def matches(self, reading: PacketReading) -> bool:
        if self.voids is not None and reading.voids != self.voids:
            return False
        if self.keeps is not None and reading.continuing != self.keeps:
            return False
        if self.misere is not None and reading.misere is not self.misere:
            return False
        if self.first is not None and reading.first_choice is not self.first:
            return False
        if self.second is not None and reading.second_choice is not self.second:
            return False
        if self.unwanted is not None and reading.unwanted is not self.unwanted:
            return False
        return self.ace_mark is None or reading.ace_mark == self.ace_mark

    def parts(self) -> list[tuple[str, PacketWish]]:
        """Each set field alone, as its own wish (for explaining what cannot be sent)."""
        out = []
        for f in fields(self):
            value = getattr(self, f.name)
            if value is not None:
                out.append((f.name, PacketWish(**{f.name: value})))
        return out

    def combine(self, other: PacketWish) -> PacketWish:
        values = {
            f.name: getattr(other, f.name)
            if getattr(other, f.name) is not None
            else getattr(self, f.name)
            for f in fields(self)
        }
        return PacketWish(**values)

    def is_empty(self) -> bool:
        return all(getattr(self, f.name) is None for f in fields(self))

    def notation(self) -> str:
        parts: list[str] = []
        if self.voids is not None:
            parts.append("voids=" + (_suits_notation(self.voids) or "-"))
        if self.keeps is not None:
            parts.append("keeps=" + (_suits_notation(self.keeps) or "-"))
        if self.misere is not None:
            parts.append("misere=" + ("yes" if self.misere else "no"))
        for name in ("first", "second", "unwanted"):
            value = getattr(self, name)
            if value is not None:
                parts.append(f"{name}={value.symbol}")
        if self.ace_mark is not None:
            parts.append(f"ace={self.ace_mark.notation()}")
        return " ".join(parts)

    def __str__(self) -> str:
        return self.notation() or "(anything)"

    def words(self) -> Msg:
        """The wish in words, for a reason line (a message; empty when nothing is asked)."""
        bits: list[Msg] = []
        if self.voids is not None:
            bits.append(
                Msg("pw.voids", suits=suits_msg(self.voids)) if self.voids else Msg("pw.no_void")
            )
        if self.keeps is not None:
            bits.append(
                Msg("pw.keeps", suits=suits_msg(self.keeps)) if self.keeps else Msg("pw.no_kept")
            )
        if self.misere is not None:
            bits.append(Msg("pw.misere" if self.misere else "pw.no_misere"))
        if self.first is not None:
            bits.append(Msg("pw.first", suit=self.first.symbol))
        if self.second is not None:
            bits.append(Msg("pw.second", suit=self.second.symbol))
        if self.unwanted is not None:
            bits.append(Msg("pw.unwanted", suit=self.unwanted.symbol))
        if self.ace_mark is not None:
            bits.append(
                Msg("pw.no_mark")
                if self.ace_mark.suit is None
                else Msg("pw.mark", mark=self.ace_mark.notation())
            )
        return Msg("join", items=tuple(bits))

    @classmethod
    def parse(cls, text: str) -> PacketWish:
        values: dict[str, Any] = {}
        for token in text.replace(",", " ").split():
            if "=" not in token:
                raise NotationError(f"packet wish needs key=value, not {token!r}")
            key, value = token.split("=", 1)
            key = key.strip().lower().replace("misère", "misere")
            value = value.strip()
            if key in ("voids", "void", "keeps", "keep"):
                values["voids" if key.startswith("void") else "keeps"] = _parse_suits(value)
            elif key == "misere":
                if value.lower() not in ("yes", "no", "y", "n", "true", "false"):
                    raise NotationError(f"misere=yes or misere=no, not {value!r}")
                values["misere"] = value.lower() in ("yes", "y", "true")
            elif key in ("first", "second", "unwanted"):
                values[key] = Suit.parse(value)
            elif key in ("ace", "acemark", "ace_mark", "mark"):
                values["ace_mark"] = AceMark.parse(value)
            else:
                raise NotationError(f"unknown packet wish key {key!r}")
        return cls(**values)


def _suits_notation(suits: Iterable[Suit]) -> str:
    return "".join(s.symbol for s in sorted(suits))


def _parse_suits(text: str) -> frozenset[Suit]:
    t = text.strip()
    if t in ("-", "", "none"):
        return frozenset()
    if "+" in t or " " in t:
        return frozenset(Suit.parse(p) for p in t.replace("+", " ").split())
    try:
        return frozenset([Suit.parse(t)])
    except NotationError:
        return frozenset(Suit.parse(ch) for ch in t)


@dataclass(frozen=True)
class PacketReading:
    """The conventional reading of one packet.

    ``suits`` lists each suit of the packet (in order of first appearance from the top) with
    its status. ``misere`` is None where no misère signal is defined (four suits). The
    trump wish (``first_choice``, ``second_choice``, ``unwanted``) is read only in no-kitty
    main packets. ``conventional`` is False where the conventions do not describe the order;
    the facts then say what little can be read and cite the interpretation note.
    """

    cards: tuple[Card, Card, Card, Card]
    form: Form
    shape: Shape
    pattern: str
    suits: tuple[tuple[Suit, SuitStatus], ...]
    misere: bool | None
    first_choice: Suit | None
    second_choice: Suit | None
    unwanted: Suit | None
    ace_mark: AceMark
    conventional: bool
    returned: bool
    # None until :attr:`facts` is first read (the fields above already say what it means).
    _facts: tuple[Fact, ...] | None = field(default=None, repr=False, compare=False)

    @property
    def facts(self) -> tuple[Fact, ...]:
        """What the reading says, line by line with the ids behind each line."""
        if self._facts is None:
            full = _read(self.cards, self.form, self.returned, explain=True)
            object.__setattr__(self, "_facts", full._facts)
        assert self._facts is not None
        return self._facts

    def status(self, suit: Suit) -> SuitStatus | None:
        for s, st in self.suits:
            if s is suit:
                return st
        return None

    @property
    def flag_card(self) -> Card | None:
        """The card that carries the misère flag (C-1.5): of the longest suit (of the bottom
        card's suit where two suits have two cards each), the one lying nearest the table;
        None where no flag is defined (four suits)."""
        if self.misere is None:
            return None
        return flag_card_of(self.cards)

    @property
    def voids(self) -> frozenset[Suit]:
        return frozenset(s for s, st in self.suits if st is SuitStatus.VOID)

    @property
    def continuing(self) -> frozenset[Suit]:
        return frozenset(s for s, st in self.suits if st is SuitStatus.CONTINUES)

    @property
    def ids(self) -> tuple[str, ...]:
        seen: dict[str, None] = {}
        for f in self.facts:
            for i in f.ids:
                seen.setdefault(i, None)
        return tuple(seen)

    def message(self) -> PacketWish:
        """Everything this reading says, as a wish (fields it does not signal stay None)."""
        nokitty_main = self.form is Form.NOKITTY and not self.returned
        signalled_status = self.shape is not Shape.FOUR_SUITS and not (
            self.shape is Shape.ONE_SUIT and nokitty_main
        )
        return PacketWish(
            voids=self.voids if signalled_status else None,
            keeps=self.continuing if signalled_status else None,
            misere=self.misere,
            first=self.first_choice if nokitty_main else None,
            second=self.second_choice if nokitty_main else None,
            unwanted=self.unwanted if nokitty_main else None,
            ace_mark=self.ace_mark,
        )

    def explanation(self) -> str:
        return "\n".join(f.text for f in self.facts)

    def to_json(self) -> dict[str, Any]:
        return {
            "packet": " ".join(str(c) for c in self.cards),
            "form": self.form.value,
            "returned": self.returned,
            "shape": self.shape.value,
            "pattern": self.pattern,
            "conventional": self.conventional,
            "suits": {s.symbol: st.value for s, st in self.suits},
            "voids": [s.symbol for s in sorted(self.voids)],
            "continuing": [s.symbol for s in sorted(self.continuing)],
            "misere": self.misere,
            "first_choice": self.first_choice.symbol if self.first_choice is not None else None,
            "second_choice": (
                self.second_choice.symbol if self.second_choice is not None else None
            ),
            "unwanted": self.unwanted.symbol if self.unwanted is not None else None,
            "ace_mark": self.ace_mark.notation(),
            "facts": [{"text": f.text, "ids": list(f.ids)} for f in self.facts],
        }


def _four(cards: Sequence[Card]) -> tuple[Card, Card, Card, Card]:
    cs = tuple(cards)
    if len(cs) != 4 or len({c.index for c in cs}) != 4:
        raise ValueError("a packet is four different cards")
    return (cs[0], cs[1], cs[2], cs[3])


_RANK_WORDS: Final = ("lowest", "middle", "highest")


def flag_card_of(cards: Sequence[Card]) -> Card:
    """The card of a four-card packet lying where the misère flag is read (C-1.5): of the
    longest suit (of the bottom card's suit where two suits have two cards each, else the
    first of them to appear), the one nearest the table."""
    counts = {c.suit: sum(d.suit is c.suit for d in cards) for c in cards}
    most = max(counts.values())
    suit = cards[-1].suit
    if counts[suit] < most:
        suit = next(s for s, n in counts.items() if n == most)
    return [c for c in cards if c.suit is suit][-1]


def read_packet(cards: Sequence[Card], form: Form, *, returned: bool = False) -> PacketReading:
    """Read a packet (top card first). ``returned`` marks the partner's return packet in a
    no-kitty game (C-2.4): it is read for voids, misère and ace mark, not for a trump wish.
    The reading's explanation (``facts``) is written when first asked for."""
    return _read_cached(_four(cards), form, returned)


@functools.lru_cache(maxsize=8192)
def _read_cached(cs: tuple[Card, Card, Card, Card], form: Form, returned: bool) -> PacketReading:
    """Readings are values (frozen, their facts written once when asked for): building and
    choosing packets reads the same orders again and again, so they are kept."""
    return _read(cs, form, returned, explain=False)


def _read(
    cs: tuple[Card, Card, Card, Card], form: Form, returned: bool, explain: bool
) -> PacketReading:
    """The reading, with its facts when ``explain``. Building and choosing packets reads all
    24 orders of many candidates and looks at few explanations, and wording the facts was
    most of a reading's cost: without ``explain`` they are left for :attr:`facts`."""
    if form is Form.BOLSHEVIK:
        raise ValueError("Bolshevik has no packets (R-6.6): read it as kitty or nokitty")
    nokitty = form is Form.NOKITTY
    base = ("C-2.1",) if nokitty else ()
    order: list[Suit] = []
    for c in cs:
        if c.suit not in order:
            order.append(c.suit)
    pos: dict[Suit, list[int]] = {s: [i for i, c in enumerate(cs) if c.suit is s] for s in order}
    facts: list[Fact] = []

    def say(make: Callable[[], Fact]) -> None:
        if explain:
            facts.append(make())

    status: dict[Suit, SuitStatus] = {}
    conventional = True
    misere: bool | None
    pattern: str
    # Which suit's top two cards carry a two-suit trump wish (C-2.3), if any.
    wish_suit: Suit | None = None
    wish_note: tuple[str, ...] = ()

    if len(order) == 1:
        shape = Shape.ONE_SUIT
        s = order[0]
        ranks = [c.rank for c in cs]
        ascending = ranks == sorted(ranks)
        descending = ranks == sorted(ranks, reverse=True)
        if nokitty and not returned:
            status[s] = SuitStatus.UNKNOWN
            pattern = "xxxx"
            say(
                lambda: fact(
                    Msg("pr.onesuit_nokitty", suit=s.symbol),
                    "C-2.1",
                    "C-2.3",
                    "IC-1",
                )
            )
        elif ascending or descending:
            status[s] = SuitStatus.CONTINUES
            pattern = "aaaa"
            way = "pr.lowest_on_top" if ascending else "pr.highest_on_top"
            say(
                lambda: fact(
                    Msg("pr.onesuit_order", suit=s.symbol, way=Msg(way)),
                    "C-1.1",
                )
            )
        else:
            status[s] = SuitStatus.VOID
            pattern = "AAAA"
            say(
                lambda: fact(
                    Msg("pr.onesuit_void", suit=s.symbol),
                    "C-1.1",
                )
            )
        bottom = cs[3]
        misere = bottom.rank == min(ranks)
        ids = ("C-2.2", "C-1.5") if nokitty else ("C-1.5",)
        if misere:
            say(lambda: fact(Msg("pr.bottom_lowest", card=str(bottom)), *ids))
        else:
            say(lambda: fact(Msg("pr.bottom_not_lowest", card=str(bottom)), *ids))
    elif len(order) == 2 and len(pos[order[0]]) == 2:
        shape = Shape.TWO_TWO
        x, y = order
        px = pos[x]
        ids = (*base, "C-1.2")
        if px == [0, 1]:
            status[x], status[y] = SuitStatus.CONTINUES, SuitStatus.VOID
            pattern = "aaBB"
            say(
                lambda: fact(
                    Msg("pr.pair_on_pair", x=x.symbol, y=y.symbol),
                    *ids,
                )
            )
        elif px == [0, 2]:
            status[x], status[y] = SuitStatus.VOID, SuitStatus.VOID
            pattern = "ABAB"
            say(
                lambda: fact(
                    Msg("pr.alternate", x=x.symbol, y=y.symbol),
                    *ids,
                )
            )
        else:
            status[x], status[y] = SuitStatus.CONTINUES, SuitStatus.CONTINUES
            pattern = "baab"
            say(
                lambda: fact(
                    Msg("pr.booklet", x=x.symbol, y=y.symbol),
                    *ids,
                )
            )
        misere = _misere_of_pair(cs, cs[3].suit, say, nokitty, ("C-1.5",))
        wish_suit = x
        if pattern == "baab":
            wish_note = ("IC-7",)
    elif len(order) == 2:
        shape = Shape.THREE_ONE
        long = order[0] if len(pos[order[0]]) == 3 else order[1]
        single = order[1] if long is order[0] else order[0]
        p = pos[single][0]
        ids = (*base, "C-1.3")
        if p == 3:
            status[long], status[single] = SuitStatus.CONTINUES, SuitStatus.VOID
            pattern = "aaaB"
        elif p == 2:
            status[long], status[single] = SuitStatus.VOID, SuitStatus.VOID
            pattern = "AABA"
        elif p == 1:
            status[long], status[single] = SuitStatus.CONTINUES, SuitStatus.CONTINUES
            pattern = "abaa"
        else:
            status[long], status[single] = SuitStatus.VOID, SuitStatus.CONTINUES
            pattern = "bAAA"
            ids = (*ids, "I-1")
        say(
            lambda: fact(
                Msg(
                    "pr.three_one",
                    long=long.symbol,
                    single=single.symbol,
                    where=Msg(f"pr.pos{p}"),
                    pattern=pattern,
                    text=Msg(f"pr.31_{pattern}", long=long.symbol, single=single.symbol),
                ),
                *ids,
            )
        )
        lp = pos[long]
        lowest_lying = cs[lp[-1]]
        long_ranks = [cs[i].rank for i in lp]
        misere = lowest_lying.rank == min(long_ranks)
        mids = ("C-2.2", "C-1.5") if nokitty else ("C-1.5",)
        if misere:
            say(
                lambda: fact(
                    Msg("pr.long_lowest", long=long.symbol, card=str(lowest_lying)),
                    *mids,
                )
            )
        else:
            say(
                lambda: fact(
                    Msg("pr.long_not_lowest", long=long.symbol, card=str(lowest_lying)),
                    *mids,
                )
            )
        wish_suit = long
        if p == 0:
            wish_note = ("IC-2",)
    elif len(order) == 3:
        shape = Shape.THREE_SUITS
        pair = next(s for s in order if len(pos[s]) == 2)
        singles = [s for s in order if s is not pair]
        head = order[0]
        base_suit = cs[3].suit
        if pos[pair] == [2, 3]:
            # IC-3: the pair together nearest the table, as in aaBB, is the only void.
            voids, how = [pair], ("pr.how_pair_bottom", {"pair": pair.symbol})
        elif pos[pair] == [0, 2]:
            # IC-3: the pair encloses the single under its top card, as in the booklet baab:
            # both are kept, and the single at the bottom is the void.
            voids = [base_suit]
            how = (
                "pr.how_booklet",
                {"pair": pair.symbol, "single": singles[0].symbol, "base": base_suit.symbol},
            )
        elif pos[pair] == [0, 3]:
            voids = []
            how = ("empty", {})
        else:
            # The top card's suit is kept and every suit below it is void.
            voids = [x for x in order if x is not head]
            how = (
                "pr.how_top_alone" if len(pos[head]) == 1 else "pr.how_top_pair",
                {"head": head.symbol},
            )
        if voids:
            kept = [x for x in order if x not in voids]
            for x in order:
                status[x] = SuitStatus.VOID if x in voids else SuitStatus.CONTINUES
            pattern = _three_pattern(cs, status)
            say(
                lambda: fact(
                    Msg(
                        "pr.three_suits",
                        how=Msg(how[0], **how[1]),
                        voids=suits_msg(voids),
                        kept=suits_msg(kept),
                    ),
                    *base,
                    "C-1.4",
                    "IC-3",
                )
            )
        else:
            conventional = False
            for x in order:
                status[x] = SuitStatus.VOID if x is base_suit else SuitStatus.UNKNOWN
            pattern = _three_pattern(cs, status)
            rest = [x for x in order if x is not base_suit]
            say(
                lambda: fact(
                    Msg(
                        "pr.three_unconv",
                        pair=pair.symbol,
                        base=base_suit.symbol,
                        rest=suits_msg(rest),
                    ),
                    *base,
                    "C-1.4",
                    "IC-3",
                )
            )
        misere = _misere_of_pair(cs, pair, say, nokitty, ("C-1.4", "C-1.5"))
    else:
        shape = Shape.FOUR_SUITS
        conventional = False
        for s in order:
            status[s] = SuitStatus.UNKNOWN
        pattern = "xxxx"
        misere = None
        say(
            lambda: fact(
                Msg("pr.four_suits"),
                "IC-4",
            )
        )

    first: Suit | None = None
    second: Suit | None = None
    unwanted: Suit | None = None
    if nokitty and returned:
        say(lambda: fact(Msg("pr.return"), "IC-5"))
    elif nokitty:
        absent = [s for s in Suit if s not in order]
        if shape is Shape.ONE_SUIT:
            top3 = [cs[0], cs[1], cs[2]]
            ranked = sorted(top3, key=lambda c: c.rank)
            picks = [absent[ranked.index(c)] for c in top3]
            first, second, unwanted = picks
            w = [f"pr.rank{ranked.index(c)}" for c in top3]
            say(
                lambda: fact(
                    Msg("pr.wish1_first", card=str(cs[0]), w=Msg(w[0]), suit=picks[0].symbol),
                    "C-2.3",
                )
            )
            say(
                lambda: fact(
                    Msg("pr.wish1_second", card=str(cs[1]), w=Msg(w[1]), suit=picks[1].symbol),
                    "C-2.3",
                )
            )
            say(
                lambda: fact(
                    Msg("pr.wish1_third", card=str(cs[2]), w=Msg(w[2]), suit=picks[2].symbol),
                    "C-2.3",
                )
            )
        elif wish_suit is not None:
            wp = pos[wish_suit]
            a, b = cs[wp[0]], cs[wp[1]]
            higher = a.rank > b.rank
            first, second = (absent[1], absent[0]) if higher else (absent[0], absent[1])
            lead = "pr.lead_ic2" if wish_note == ("IC-2",) else "empty"
            if wish_note == ("IC-7",):
                lead = "pr.lead_ic7"
            say(
                lambda: fact(
                    Msg(
                        "pr.wish2",
                        lead=Msg(lead),
                        suit=wish_suit.symbol,
                        a=str(a),
                        b=str(b),
                        hl=Msg("pr.higher" if higher else "pr.lower"),
                        first=first.symbol,
                        second=second.symbol,
                    ),
                    "C-2.3",
                    *wish_note,
                )
            )
        elif shape is Shape.THREE_SUITS:
            say(
                lambda: fact(
                    Msg("pr.three_no_wish"),
                    "C-2.3",
                    "IC-3",
                )
            )
        else:
            say(lambda: fact(Msg("pr.no_missing"), "IC-4"))
        if misere and first is not None:
            say(
                lambda: fact(
                    Msg("pr.misere_first", suit=first.symbol),
                    "C-2.5",
                )
            )

    ace = _ace_mark(cs, pos)
    top = cs[0]
    if ace.suit is not None and ace.king:
        say(
            lambda: fact(
                Msg("pr.ace_king", a=str(cs[0]), b=str(cs[1]), suit=top.suit.symbol),
                "C-1.6",
                "I-2",
            )
        )
    elif ace.suit is not None:
        say(
            lambda: fact(
                Msg("pr.ace", card=str(top), suit=top.suit.symbol),
                "C-1.6",
                "I-2",
            )
        )
    elif shape is Shape.ONE_SUIT:
        say(lambda: fact(Msg("pr.one_suit_no_ace"), "C-1.6"))
    elif is_low_spot(top):
        say(
            lambda: fact(
                Msg("pr.low_not_mark", card=str(top), suit=top.suit.symbol),
                "C-1.6",
                "I-2",
            )
        )
    else:
        say(lambda: fact(Msg("pr.no_ace_mark", card=str(top)), "C-1.6", "I-2"))

    return PacketReading(
        cards=cs,
        form=form,
        shape=shape,
        pattern=pattern,
        suits=tuple((s, status[s]) for s in order),
        misere=misere,
        first_choice=first,
        second_choice=second,
        unwanted=unwanted,
        ace_mark=ace,
        conventional=conventional,
        returned=returned,
        _facts=tuple(facts) if explain else None,
    )


def _three_pattern(cs: tuple[Card, Card, Card, Card], status: dict[Suit, SuitStatus]) -> str:
    """Letters a, b, c by first appearance; upper case void, lower case kept, x unknown."""
    letters: dict[Suit, str] = {}
    for c in cs:
        if c.suit not in letters:
            letters[c.suit] = "abc"[len(letters)]
    out = []
    for c in cs:
        st = status[c.suit]
        ch = letters[c.suit]
        out.append(
            ch.upper() if st is SuitStatus.VOID else ("x" if st is SuitStatus.UNKNOWN else ch)
        )
    return "".join(out)


def _misere_of_pair(
    cs: tuple[Card, Card, Card, Card],
    suit: Suit,
    say: Callable[[Callable[[], Fact]], None],
    nokitty: bool,
    ids: tuple[str, ...],
) -> bool:
    """C-1.5: the card of ``suit`` nearest the table is the lower of its two → misère."""
    pair = [c for c in cs if c.suit is suit]
    upper, lower = pair[0], pair[1]
    misere = lower.rank < upper.rank
    all_ids = ("C-2.2", *ids) if nokitty else ids
    say(
        lambda: fact(
            Msg("pr.pair_low" if misere else "pr.pair_high", suit=suit.symbol, card=str(lower)),
            *all_ids,
        )
    )
    return misere


def _ace_mark(cs: tuple[Card, Card, Card, Card], pos: dict[Suit, list[int]]) -> AceMark:
    """C-1.6 / I-2: a low spot on top alone in its suit marks the ace; two low spots of one
    suit on top with no more of that suit below mark A K."""
    top = cs[0]
    if not is_low_spot(top):
        return NO_ACE_MARK
    p = pos[top.suit]
    if p == [0] and len(pos) > 1:
        return AceMark(top.suit)
    if p == [0, 1] and is_low_spot(cs[1]):
        return AceMark(top.suit, king=True)
    return NO_ACE_MARK


# --- building ---------------------------------------------------------------------------------


@dataclass(frozen=True)
class PacketBuild:
    """Every order of ``cards`` that says ``wish`` (top card first), or why none does."""

    cards: tuple[Card, ...]
    form: Form
    wish: PacketWish
    orders: tuple[tuple[Card, Card, Card, Card], ...]
    reasons: tuple[Fact, ...]
    returned: bool = False

    @property
    def possible(self) -> bool:
        return bool(self.orders)

    def to_json(self) -> dict[str, Any]:
        return {
            "cards": " ".join(str(c) for c in self.cards),
            "form": self.form.value,
            "wish": self.wish.notation(),
            "possible": self.possible,
            "orders": [" ".join(str(c) for c in o) for o in self.orders],
            "reasons": [{"text": f.text, "ids": list(f.ids)} for f in self.reasons],
        }


def all_readings(
    cards: Iterable[Card], form: Form, *, returned: bool = False
) -> list[PacketReading]:
    """The readings of all 24 orders of four cards, in a fixed order."""
    key = tuple(sorted(c.index for c in cards))
    return list(_readings(key, form, returned))


@functools.lru_cache(maxsize=2048)
def _readings(key: tuple[int, ...], form: Form, returned: bool) -> tuple[PacketReading, ...]:
    base = [Card.from_index(i) for i in key]
    return tuple(read_packet(p, form, returned=returned) for p in itertools.permutations(base))


def build_packet(
    cards: Iterable[Card],
    wish: PacketWish,
    form: Form,
    *,
    returned: bool = False,
    allow_unconventional: bool = False,
) -> PacketBuild:
    """Every order of the four ``cards`` whose reading matches ``wish``. Orders the
    conventions do not describe (``conventional`` False) are left out unless
    ``allow_unconventional``. When none fits, ``reasons`` say why."""
    cs = tuple(sorted(cards, key=lambda c: c.index))
    _four(cs)
    readings = [
        r
        for r in all_readings(cs, form, returned=returned)
        if allow_unconventional or r.conventional
    ]
    orders = tuple(r.cards for r in readings if wish.matches(r))
    reasons: tuple[Fact, ...] = ()
    if not orders:
        reasons = _why_not(cs, wish, form, returned, readings)
    return PacketBuild(cs, form, wish, orders, reasons, returned)


def _why_not(
    cs: tuple[Card, ...],
    wish: PacketWish,
    form: Form,
    returned: bool,
    readings: list[PacketReading],
) -> tuple[Fact, ...]:
    if not readings:
        return (
            fact(
                "These four cards are one of each suit, and no order of four different suits "
                "has a conventional meaning",
                "IC-4",
            ),
        )
    parts = wish.parts()
    failing = [(name, w) for name, w in parts if not any(w.matches(r) for r in readings)]
    if failing:
        return tuple(_single_reason(name, wish, cs, form, returned) for name, _ in failing)
    for size in range(2, len(parts) + 1):
        for combo in itertools.combinations(parts, size):
            w = PacketWish()
            for _, p in combo:
                w = w.combine(p)
            if not any(w.matches(r) for r in readings):
                return (_combo_reason(w, cs, form, readings),)
    return (fact("No order of these cards fits", "C-1"),)  # pragma: no cover - unreachable


def _suit_counts(cs: Sequence[Card]) -> dict[Suit, int]:
    out: dict[Suit, int] = {}
    for c in cs:
        out[c.suit] = out.get(c.suit, 0) + 1
    return out


def _single_reason(
    name: str, wish: PacketWish, cs: tuple[Card, ...], form: Form, returned: bool
) -> Fact:
    counts = _suit_counts(cs)
    present = set(counts)
    nsuits = len(counts)
    shape_ids = {1: "C-1.1", 2: "C-1.2", 3: "C-1.4", 4: "IC-4"}
    if name in ("voids", "keeps"):
        wanted = wish.voids if name == "voids" else wish.keeps
        assert wanted is not None
        missing = set(wanted) - present
        if missing:
            return fact(
                f"{suits_text(missing)} is not in the packet, and an order only speaks about the "
                f"suits it holds",
                "C-1.2",
                "C-1.3",
                "C-1.4",
            )
        if nsuits == 1 and form is Form.NOKITTY and not returned:
            return fact(
                "In a no-kitty game a one-suit packet spends its order on the trump wish, so "
                "it cannot say whether the suit is void or kept",
                "C-2.3",
                "IC-1",
            )
        if nsuits == 3:
            return fact(
                "A three-suit packet always has a void nearest the table and keeps at least "
                "one suit; where the pair lies says which",
                "C-1.4",
                "IC-3",
            )
        return fact(f"No order of these cards shows {wish.words()}", shape_ids.get(nsuits, "C-1"))
    if name == "misere":
        if nsuits == 4:
            return fact("A packet with one card of each suit carries no misère signal", "IC-4")
        return fact(f"No order of these cards shows {wish.words()}", "C-1.5")
    if name in ("first", "second", "unwanted"):
        value = getattr(wish, name)
        if form is not Form.NOKITTY:
            return fact(
                "Only a no-kitty packet carries a trump wish; a kitty packet does not", "C-2.3"
            )
        if returned:
            return fact("A return packet carries no trump wish of its own", "C-2.4", "IC-5")
        if value in present:
            return fact(
                f"{value.symbol} is in the packet; the trump wish can only name a suit left "
                f"out of the packet",
                "C-2.3",
            )
        if nsuits >= 3:
            return fact(
                f"With {nsuits} suits in the packet there is no trump wish to read",
                "C-2.3",
                "IC-3" if nsuits == 3 else "IC-4",
            )
        if name == "unwanted":
            return fact(
                "Only a one-suit packet names a suit the passer does not want back", "C-2.3"
            )
        return fact(f"No order of these cards shows {wish.words()}", "C-2.3")
    # ace mark
    mark = wish.ace_mark
    assert mark is not None
    if mark.suit is None:
        return fact(
            "Every usable order of these cards puts a low spot alone on top, and that always "
            "reads as an ace mark",
            "C-1.6",
            "I-2",
        )
    if nsuits == 1:
        return fact("A one-suit packet has no other suit to mark an ace with", "C-1.6")
    s = mark.suit
    mine = [c for c in cs if c.suit is s]
    if not mine:
        return fact(
            f"An ace mark is a low spot of the ace's suit, and the packet holds no {s.symbol}",
            "C-1.6",
        )
    if mark.king:
        if len(mine) != 2 or not all(is_low_spot(c) for c in mine):
            return fact(
                f"An A K mark needs exactly two {s.symbol} cards in the packet, both low spots "
                f"from 2 to 6, to lie on top",
                "C-1.6",
                "I-2",
            )
    elif len(mine) != 1:
        return fact(
            f"A single ace mark must be the only {s.symbol} card in the packet, but there are "
            f"{len(mine)}",
            "C-1.6",
        )
    elif not is_low_spot(mine[0]):
        return fact(f"{mine[0]} is not a low spot from 2 to 6, so it cannot mark an ace", "I-2")
    return fact(f"No order of these cards shows {wish.words()}", "C-1.6")


def _combo(words: str) -> str:
    return f"Each part of the wish ({words}) can be sent alone, but not all at once: "


def _combo_reason(
    w: PacketWish, cs: tuple[Card, ...], form: Form, readings: list[PacketReading]
) -> Fact:
    counts = _suit_counts(cs)
    nsuits = len(counts)
    words = w.words()
    if w.ace_mark is not None and w.ace_mark.suit is not None and (w.voids or w.keeps):
        s = w.ace_mark.suit
        if w.ace_mark.king:
            return fact(
                f"{_combo(words)}the A K mark puts the {s.symbol} pair on top, so the other "
                f"pair lies at the bottom and reads as void while {s.symbol} reads as kept",
                "C-1.2",
                "C-1.6",
            )
        return fact(
            f"{_combo(words)}the mark puts the single "
            f"{s.symbol} on top, and that order keeps {s.symbol} and shows every other suit of "
            f"the packet void",
            "C-1.3",
            "C-1.4",
            "C-1.6",
        )
    if (
        form is Form.NOKITTY
        and nsuits == 2
        and all(n == 2 for n in counts.values())
        and w.voids is not None
        and not w.voids
        and w.misere is not None
        and w.first is not None
    ):
        return fact(
            f"{_combo(words)}keeping both suits needs "
            f"a booklet, whose outer pair gives both signals at once; a bottom card lower than "
            f"the top card means misère, and then the top card is the higher one, which asks "
            f"for the higher absent suit",
            "C-1.2",
            "C-1.5",
            "C-2.3",
            "IC-7",
        )
    if nsuits == 1 and form is Form.KITTY and w.keeps:
        return fact(
            f"{_combo(words)}a kept single suit needs "
            f"the four cards in rank order, and then the bottom card is either the lowest "
            f"(misère) or the highest (no misère), which fixes everything else",
            "C-1.1",
            "C-1.5",
        )
    return fact(
        f"Each part of the wish ({words}) can be sent alone, but no order says all of it", "C-1"
    )


def orders_text(build: PacketBuild) -> list[str]:
    return [" ".join(str(c) for c in o) for o in build.orders]


__all__ = [
    "NO_ACE_MARK",
    "AceMark",
    "PacketBuild",
    "PacketReading",
    "PacketWish",
    "Shape",
    "SuitStatus",
    "all_readings",
    "build_packet",
    "is_low_spot",
    "read_packet",
]
