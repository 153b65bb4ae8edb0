"""Template tags for cards: {% card c %}, {% hand cards %}, {% packet cards %}, {% auction … %}."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping, Sequence
from typing import Any, Protocol, SupportsInt

from django import template
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from .. import cardhtml
from ..cardhtml import BidLike, CardLike
from ..messages import language, localize, true_minus
from ..themes import theme_name

register = template.Library()

#: A seat as templates pass it: 0-3, or its digit from a URL or a form.
Seat = int | str


class Call(Protocol):
    """A call or other action of the engine: it has a notation (``1♦``, ``pass``)."""

    def notation(self) -> str: ...


class Step(Protocol):
    """What a lesson's replay step (``lessons.services.ReplayStep``) shows of the deal."""

    @property
    def hands(self) -> Mapping[int, Iterable[CardLike]]: ...

    @property
    def labels(self) -> Mapping[int, str]: ...

    @property
    def kitty(self) -> Sequence[CardLike]: ...

    @property
    def kitty_taken_by(self) -> int | None: ...

    @property
    def phase(self) -> str: ...


_SUIT_RUN = re.compile(r"([♠♣♦♥])((?:10|[2-9JQKA])*)")


@register.simple_tag
def card(c: CardLike, extra_class: str = "") -> SafeString:
    return cardhtml.card(c, extra_class)


@register.simple_tag
def cardinline(c: CardLike) -> SafeString:
    return cardhtml.card_text(c)


@register.simple_tag
def cardback(count: int = 1) -> SafeString:
    return cardhtml.card_back(count)


@register.simple_tag
def hand(cards: Iterable[CardLike], caption: str = "", title: str = "") -> SafeString:
    return cardhtml.hand_diagram(cards, caption, title)


@register.simple_tag
def handrows(cards: Iterable[CardLike], marked: Iterable[CardLike] | None = ()) -> SafeString:
    return cardhtml.hand_rows(cards, marked or ())


@register.simple_tag
def packet(cards: Iterable[CardLike], caption: str = "") -> SafeString:
    return cardhtml.packet_diagram(tuple(cards), caption)


@register.simple_tag
def auction(
    calls: Iterable[tuple[int, object]],
    dealer: int,
    labels: Mapping[int, str] | None = None,
    explain: Mapping[int, object] | None = None,
) -> SafeString:
    explained = {i: str(localize(text)) for i, text in (explain or {}).items()}
    return cardhtml.auction_table(tuple(calls), dealer, labels or {}, "", explained)


@register.simple_tag(name="call")
def call_tag(c: object) -> SafeString:
    return cardhtml.call_html(c)


@register.simple_tag
def trick(
    cards: Iterable[tuple[int, CardLike]], names: Mapping[int, str] | None = None
) -> SafeString:
    """A trick's cards in play order, each under its player: ``names`` maps a seat to the
    player's name (the practice table); without it, the seat in the learner's language
    (lesson examples, whose moves name the seats so: "West plays ♦3")."""
    items = "".join(
        str(
            format_html(
                '<div class="trick-card"><span class="trick-seat">{}</span>{}</div>',
                names[seat] if names else cardhtml.SEAT_WORDS[seat],
                cardhtml.card(c),
            )
        )
        for seat, c in cards
    )
    return format_html('<div class="trick">{}</div>', mark_safe(items))


@register.simple_tag
def replay_deal(step: Step) -> SafeString:
    # Once taken, the kitty is in a hand: it is named below the table, not drawn in the middle.
    kitty = step.kitty if step.kitty_taken_by is None and step.phase == "auction" else ()
    return cardhtml.deal_diagram(step.hands, step.labels, kitty, kitty_face_down=True)


@register.filter
def seatname(seat: Seat | None) -> str:
    if seat is None or seat == "":
        return ""
    return str(cardhtml.SEAT_WORDS[int(seat)])


@register.filter
def cardtext(text: str) -> SafeString:
    """Colour the suit symbols in a sentence (``♦K ♠4``) and escape the rest; an engine
    message is shown in the learner's language first."""
    out: list[str] = []
    pos = 0
    s = true_minus(str(localize(text)))
    for m in _SUIT_RUN.finditer(s):
        out.append(escape(s[pos : m.start()]))
        suit = "♠♣♦♥".index(m.group(1))
        out.append(
            str(
                format_html(
                    '<span class="suit-{}">{}{}</span>',
                    cardhtml.SUIT_CLASS[suit],
                    m.group(1),
                    m.group(2),
                )
            )
        )
        pos = m.end()
    out.append(escape(s[pos:]))
    return mark_safe("".join(out))


@register.filter
def points(value: object) -> str:
    """A score with its sign: ``+12``, ``-5`` in English; Finnish writes the true minus sign
    (``−5``), as Finnish typography does."""
    try:
        n = int(value)  # type: ignore[call-overload]  # any value a template holds
    except (TypeError, ValueError):
        return str(value)
    text = f"{n:+d}"
    return text.replace("-", "\u2212") if language() == "fi" else text


@register.filter
def tr(value: Any) -> Any:
    """An engine message or name in the learner's language (see cardui.messages)."""
    return localize(value)


@register.filter
def theme(value: str) -> str:
    """A drill theme's name and id: ``{{ r.theme|theme }}`` (see cardui.themes)."""
    return theme_name(value)


@register.filter
def get_item(container: Any, key: Any) -> Any:
    """``mapping|get_item:key`` or ``sequence|get_item:index``."""
    if container is None or key is None or key == "":
        return ""
    try:
        return container[key]
    except (KeyError, IndexError, TypeError):
        try:
            return container[int(key)]
        except (KeyError, IndexError, TypeError, ValueError):
            return ""


@register.filter
def meant_calls(
    calls: Iterable[tuple[int, Call]] | None, meanings: Sequence[object] | Mapping[int, object]
) -> list[tuple[int, Call, object]]:
    """(who, call, meaning) for the calls other than passes that have a meaning, in order:
    what the "what the calls meant" list shows (nothing at all while everyone has passed)."""
    out = []
    for i, (who, call) in enumerate(calls or ()):
        meaning = get_item(meanings, i)
        if meaning and call.notation() != "pass":
            out.append((who, call, meaning))
    return out


@register.filter
def sorted_cards(cards: Iterable[CardLike]) -> list[CardLike]:
    """Suit by suit (♠ ♣ ♦ ♥), high cards first: the way players hold a hand."""
    return sorted(cards, key=lambda c: (int(c.suit), -int(c.rank)))


@register.filter
def seatletter(seat: Seat) -> str:
    """A seat's compass letter (N, E, S, W): the notation drill forms post."""
    return cardhtml.SEATS[int(seat)]


@register.filter
def side_tricks(tricks_won: Sequence[int], seat: Seat) -> int:
    s = int(seat)
    return int(tricks_won[s] + tricks_won[(s + 2) % 4])


@register.filter
def side_tricks_other(tricks_won: Sequence[int], seat: Seat) -> int:
    s = int(seat)
    return int(tricks_won[(s + 1) % 4] + tricks_won[(s + 3) % 4])


@register.filter
def by_level(actions: Iterable[object]) -> list[tuple[int, list[object]]]:
    """Calls grouped for a bidding box: pass (and other calls) first, then one row per level."""
    rows: dict[int, list[object]] = {}
    for a in actions:
        rows.setdefault(getattr(a, "level", 0), []).append(a)
    return sorted(rows.items())


@register.filter
def denom(bid: BidLike) -> SafeString:
    """A bid's denomination for a bidding-box button: the coloured suit, or the word."""
    suit = bid.denomination.suit
    if suit is None:
        word = cardhtml.call_word(bid.denomination.word)
        return format_html('<span class="denom-word">{}</span>', word)
    return format_html(
        '<span class="suit-{}">{}</span>',
        cardhtml.SUIT_CLASS[int(suit)],
        cardhtml.SUIT_SYMBOL[int(suit)],
    )


@register.filter
def split_words(text: str) -> list[str]:
    return str(text).split()


@register.filter
def suitletter(letter: str) -> SafeString:
    """``"H"`` → a red ♥ with its name for screen readers."""
    return cardhtml.suit_symbol("SCDH".index(str(letter)))


@register.simple_tag
def rule_link(rule_id: str) -> SafeString:
    """A rule or convention id, linked to where it is explained: the lesson section that
    teaches it, else its entry in the rules and conventions reference."""
    from lessons.models import rule_urls

    url = rule_urls([rule_id]).get(rule_id)
    if url is None:
        return format_html("{}", rule_id)
    return format_html('<a href="{}">{}</a>', url, rule_id)


@register.filter
def suitindex(suit: SupportsInt) -> SafeString:
    return cardhtml.suit_symbol(int(suit))


@register.filter
def times(n: SupportsInt | None) -> range:
    return range(int(n or 0))
