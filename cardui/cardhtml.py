"""HTML for cards, hands, packets, deals and auctions, accessible and phone-sized.

Every card carries a text alternative ("ace of spades", in Finnish "pataässä"); suits are
coloured and also named for screen readers, in the learner's language. Functions take engine
values and return safe HTML. This app imports nothing of the engine (each app's services
module is its only importer): the values are typed by the shape this module reads, below.
"""

from __future__ import annotations

import functools
from collections.abc import Iterable, Mapping, Sequence
from typing import Protocol, SupportsInt, runtime_checkable

from django.utils.html import escape, format_html, format_html_join
from django.utils.safestring import SafeString, mark_safe
from django.utils.translation import (
    get_language,
    gettext,
    gettext_lazy,
    ngettext,
    pgettext,
    pgettext_lazy,
)


class RankLike(Protocol):
    """A card's rank (the engine's ``Rank``): a number 2-14 with a symbol (``K``, ``10``)."""

    def __int__(self) -> int: ...

    @property
    def symbol(self) -> str: ...


class CardLike(Protocol):
    """A card (the engine's ``Card``): its suit 0-3 (♠ ♣ ♦ ♥) and its rank."""

    @property
    def suit(self) -> SupportsInt: ...

    @property
    def rank(self) -> RankLike: ...


class DenominationLike(Protocol):
    """A bid's denomination: a suit 0-3, or None and a word (misère, grand)."""

    @property
    def suit(self) -> SupportsInt | None: ...

    @property
    def word(self) -> str: ...


@runtime_checkable
class BidLike(Protocol):
    @property
    def level(self) -> int: ...

    @property
    def denomination(self) -> DenominationLike: ...


SEATS = ("N", "E", "S", "W")
SEAT_WORDS = (
    gettext_lazy("North"),
    gettext_lazy("East"),
    gettext_lazy("South"),
    gettext_lazy("West"),
)
SUIT_CLASS = ("s", "c", "d", "h")
SUIT_PLURAL = (
    gettext_lazy("spades"),
    gettext_lazy("clubs"),
    gettext_lazy("diamonds"),
    gettext_lazy("hearts"),
)


# The words as lazy strings made once (makemessages finds them here); each lookup translates
# only the word it needs. Building the whole table per call was 13 gettext calls per rank
# word, the biggest single cost of rendering a table page.
_CALL_WORDS = {
    "pass": pgettext_lazy("call", "pass"),
    "double": pgettext_lazy("call", "double"),
    "redouble": pgettext_lazy("call", "redouble"),
    "misère": gettext_lazy("misère"),
    "grand": gettext_lazy("grand"),
    "Bolshevik": gettext_lazy("Bolshevik"),
}


def call_word(word: str) -> str:
    """A word of a call ("pass", "double", "misère", "grand") in the learner's language."""
    found = _CALL_WORDS.get(word)
    return word if found is None else str(found)


SUIT_SYMBOL = "♠♣♦♥"


_RANK_WORDS = {
    2: pgettext_lazy("card rank", "2"),
    3: pgettext_lazy("card rank", "3"),
    4: pgettext_lazy("card rank", "4"),
    5: pgettext_lazy("card rank", "5"),
    6: pgettext_lazy("card rank", "6"),
    7: pgettext_lazy("card rank", "7"),
    8: pgettext_lazy("card rank", "8"),
    9: pgettext_lazy("card rank", "9"),
    10: pgettext_lazy("card rank", "10"),
    11: pgettext_lazy("card rank", "jack"),
    12: pgettext_lazy("card rank", "queen"),
    13: pgettext_lazy("card rank", "king"),
    14: pgettext_lazy("card rank", "ace"),
}
_CARD_NAMES = (
    pgettext_lazy("card name", "%(rank)s of spades"),
    pgettext_lazy("card name", "%(rank)s of clubs"),
    pgettext_lazy("card name", "%(rank)s of diamonds"),
    pgettext_lazy("card name", "%(rank)s of hearts"),
)


def rank_word(rank: SupportsInt) -> str:
    """A rank as a screen reader says it: "king", "7" (Finnish "kuningas", "seiska")."""
    found = _RANK_WORDS.get(int(rank))
    return str(int(rank)) if found is None else str(found)


def card_name(c: CardLike) -> str:
    """A card's name for screen readers: "ace of spades", "10 of hearts" (the engine's
    ``Card.name`` in English; Finnish "pataässä", "herttakymppi")."""
    return _card_name(get_language(), int(c.suit), int(c.rank))


@functools.lru_cache(maxsize=512)
def _card_name(language: str | None, suit: int, rank: int) -> str:
    # a table page names each card several times over; 52 cards a language
    return str(_CARD_NAMES[suit]) % {"rank": rank_word(rank)}


def card(c: CardLike, extra_class: str = "") -> SafeString:
    """One card face: rank above suit symbol, with its name for screen readers."""
    suit = int(c.suit)
    cls = f"pcard suit-{SUIT_CLASS[suit]}" + (f" {extra_class}" if extra_class else "")
    return format_html(
        '<span class="{}" role="img" aria-label="{}"><span class="rank">{}</span>'
        '<span class="pip">{}</span></span>',
        cls,
        card_name(c),
        c.rank.symbol,
        SUIT_SYMBOL[suit],
    )


def card_text(c: CardLike) -> SafeString:
    """A card inline in text: coloured symbol and rank."""
    suit = int(c.suit)
    return format_html(
        '<span class="card-inline suit-{}" aria-label="{}">{}{}</span>',
        SUIT_CLASS[suit],
        card_name(c),
        SUIT_SYMBOL[suit],
        c.rank.symbol,
    )


def card_back(count: int = 1, label: str = "") -> SafeString:
    text = label or ngettext("%(n)s face-down card", "%(n)s face-down cards", count) % {"n": count}
    return format_html('<span class="pcard back" role="img" aria-label="{}"></span>', text)


def suit_symbol(suit: int) -> SafeString:
    return format_html(
        '<span class="suit-{}" aria-label="{}">{}</span>',
        SUIT_CLASS[suit],
        SUIT_PLURAL[suit],
        SUIT_SYMBOL[suit],
    )


def hand_rows(cards: Iterable[CardLike], marked: Iterable[CardLike] = ()) -> SafeString:
    """A hand as four suit rows (♠ ♣ ♦ ♥), high cards first, each with a text alternative;
    ``marked`` cards (the one a replay's trick shows played) are highlighted."""
    by_suit: list[list[CardLike]] = [[], [], [], []]
    for c in cards:
        by_suit[int(c.suit)].append(c)
    mark = {(int(c.suit), int(c.rank)) for c in marked}
    rows = []
    for s in range(4):
        ranks = sorted(by_suit[s], key=lambda c: -int(c.rank))
        shown = (
            mark_safe(
                " ".join(
                    str(format_html('<mark class="played">{}</mark>', c.rank.symbol))
                    if (s, int(c.rank)) in mark
                    else str(escape(c.rank.symbol))
                    for c in ranks
                )
            )
            if ranks
            else "—"
        )
        spoken = ", ".join(rank_word(c.rank) for c in ranks) or pgettext("no cards", "none")
        rows.append(
            format_html(
                '<div class="suit-row"><span class="suit-symbol suit-{}" aria-hidden="true">{}'
                '</span><span class="visually-hidden">{}: {}</span>'
                '<span class="ranks" aria-hidden="true">{}</span></div>',
                SUIT_CLASS[s],
                SUIT_SYMBOL[s],
                SUIT_PLURAL[s],
                spoken,
                shown,
            )
        )
    return mark_safe("".join(rows))


def card_row(cards: Iterable[CardLike], css: str = "card-row") -> SafeString:
    return format_html('<div class="{}">{}</div>', css, mark_safe("".join(card(c) for c in cards)))


def figure(kind: str, inner: SafeString, caption: str = "", label: str = "") -> SafeString:
    cap = format_html("<figcaption>{}</figcaption>", caption) if caption else ""
    aria = format_html(' aria-label="{}"', label) if label else ""
    return format_html('<figure class="diagram diagram-{}"{}>{}{}</figure>', kind, aria, inner, cap)


def hand_diagram(cards: Iterable[CardLike], caption: str = "", title: str = "") -> SafeString:
    head = format_html('<div class="hand-title">{}</div>', title) if title else ""
    return figure(
        "hand", format_html('<div class="hand">{}{}</div>', head, hand_rows(cards)), caption
    )


def packet_diagram(cards: Sequence[CardLike], caption: str = "") -> SafeString:
    """Four cards top to bottom; the last is nearest the table."""
    items = format_html_join(
        "",
        '<li class="packet-card"><span class="packet-pos">{}</span>{}</li>',
        (
            (
                pgettext("packet", "top")
                if i == 0
                else (gettext("nearest the table") if i == len(cards) - 1 else ""),
                card(c),
            )
            for i, c in enumerate(cards)
        ),
    )
    label = gettext("Packet, top to bottom: %(cards)s") % {
        "cards": ", ".join(card_name(c) for c in cards)
    }
    return figure("packet", format_html('<ol class="packet">{}</ol>', items), caption, label)


def cards_diagram(cards: Sequence[CardLike], caption: str = "") -> SafeString:
    return figure("cards", card_row(cards), caption)


def deal_diagram(
    hands: Mapping[int, Iterable[CardLike]],
    labels: Mapping[int, str] | None = None,
    kitty: Sequence[CardLike] = (),
    caption: str = "",
    kitty_face_down: bool = False,
    bottom: int = 2,
) -> SafeString:
    """A four-hand layout, ``bottom`` (South by default) at the bottom, partner at the top,
    the bottom seat's left-hand player on the left."""
    labels = labels or {}
    cells = []
    order = ((bottom + 2) % 4, (bottom + 1) % 4, (bottom + 3) % 4, bottom)
    for seat, area in zip(order, ("n", "w", "e", "s"), strict=True):
        if seat not in hands:
            continue
        name = labels.get(seat) or SEAT_WORDS[seat]
        cells.append(
            format_html(
                '<div class="deal-seat deal-{}"><div class="hand-title">{}</div>'
                '<div class="hand">{}</div></div>',
                area,
                name,
                hand_rows(hands[seat]),
            )
        )
    if kitty:
        inner = (
            mark_safe("".join(card_back() for _ in kitty))
            if kitty_face_down
            else mark_safe("".join(card(c) for c in kitty))
        )
        cells.append(
            format_html(
                '<div class="deal-kitty"><div class="hand-title">{}</div>'
                '<div class="card-row">{}</div></div>',
                gettext("Kitty"),
                inner,
            )
        )
    return figure(
        "deal", format_html('<div class="deal-grid">{}</div>', mark_safe("".join(cells))), caption
    )


def call_html(call: BidLike | object) -> SafeString:
    """A bid or other call, with coloured suit symbols (``1♦``, ``6 misère``, ``pass``): a bid
    has a level and a denomination; any other call is its word (``str(call)``)."""
    if not isinstance(call, BidLike):
        return format_html(
            '<span class="call call-{}">{}</span>', escape(str(call)), call_word(str(call))
        )
    level, denomination = call.level, call.denomination
    suit = denomination.suit
    if suit is None:
        return format_html('<span class="call">{} {}</span>', level, call_word(denomination.word))
    return format_html(
        '<span class="call">{}<span class="suit-{}" aria-label="{}">{}</span></span>',
        level,
        SUIT_CLASS[int(suit)],
        SUIT_PLURAL[int(suit)],
        SUIT_SYMBOL[int(suit)],
    )


def auction_table(
    calls: Iterable[tuple[int, object]],
    dealer: int,
    labels: Mapping[int, str] | None = None,
    caption: str = "",
    explain: Mapping[int, str] | None = None,
) -> SafeString:
    """The auction in rows of four, the dealer's column first. ``explain`` maps a call's index
    to a tooltip text (what the call means)."""
    labels = labels or {}
    explain = explain or {}
    order = [(dealer + i) % 4 for i in range(4)]
    head = format_html_join(
        "", '<th scope="col">{}</th>', ((labels.get(s) or SEAT_WORDS[s],) for s in order)
    )
    rows = []
    row: list[SafeString] = []
    for i, (_seat, c) in enumerate(calls):
        text = explain.get(i)
        if text:
            cell = format_html(
                '<td><button type="button" class="call-explain" data-bs-toggle="popover" '
                'data-bs-trigger="hover focus" data-bs-content="{}">{}</button></td>',
                text,
                call_html(c),
            )
        else:
            cell = format_html("<td>{}</td>", call_html(c))
        row.append(cell)
        if len(row) == 4:
            rows.append(format_html("<tr>{}</tr>", mark_safe("".join(row))))
            row = []
    if row:
        rows.append(format_html("<tr>{}</tr>", mark_safe("".join(row))))
    table = format_html(
        '<table class="auction table table-sm"><thead><tr>{}</tr></thead><tbody>{}</tbody></table>',
        head,
        mark_safe("".join(rows)),
    )
    return figure("auction", table, caption)
