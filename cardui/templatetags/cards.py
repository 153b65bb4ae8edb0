"""Template tags for cards: {% card c %}, {% hand cards %}, {% packet cards %}, {% auction … %}."""

from __future__ import annotations

import re
from typing import Any

from django import template
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from .. import cardhtml
from ..messages import language, localize, true_minus

register = template.Library()

_SUIT_RUN = re.compile(r"([♠♣♦♥])((?:10|[2-9JQKA])*)")


@register.simple_tag
def card(c: Any, extra_class: str = "") -> SafeString:
    return cardhtml.card(c, extra_class)


@register.simple_tag
def cardinline(c: Any) -> SafeString:
    return cardhtml.card_text(c)


@register.simple_tag
def cardback(count: int = 1) -> SafeString:
    return cardhtml.card_back(count)


@register.simple_tag
def hand(cards: Any, caption: str = "", title: str = "") -> SafeString:
    return cardhtml.hand_diagram(cards, caption, title)


@register.simple_tag
def handrows(cards: Any, marked: Any = ()) -> SafeString:
    return cardhtml.hand_rows(cards, marked or ())


@register.simple_tag
def packet(cards: Any, caption: str = "") -> SafeString:
    return cardhtml.packet_diagram(tuple(cards), caption)


@register.simple_tag
def auction(calls: Any, dealer: int, labels: Any = None, explain: Any = None) -> SafeString:
    explained = {i: localize(text) for i, text in (explain or {}).items()}
    return cardhtml.auction_table(tuple(calls), dealer, labels or {}, "", explained)


@register.simple_tag(name="call")
def call_tag(c: Any) -> SafeString:
    return cardhtml.call_html(c)


@register.simple_tag
def trick(cards: Any, names: Any = None) -> SafeString:
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
def replay_deal(step: Any) -> SafeString:
    # Once taken, the kitty is in a hand: it is named below the table, not drawn in the middle.
    kitty = step.kitty if step.kitty_taken_by is None and step.phase == "auction" else ()
    return cardhtml.deal_diagram(step.hands, step.labels, kitty, kitty_face_down=True)


_COMPASS_NOTE = re.compile(r"\s*\((?:North|East|South|West)\)")


@register.filter
def seatlabel(seat: Any, labels: Any) -> str:
    """A seat by the name its deal gives it (``labels``: seat -> "Player C (North)"), with
    any compass word left out, so a page names players one way; the compass word only when
    the deal names nobody (for pages that still show seats, e.g. lesson replays)."""
    if seat is None or seat == "":
        return ""
    name = (labels or {}).get(int(seat), "") if hasattr(labels, "get") else ""
    return _COMPASS_NOTE.sub("", name) if name else str(cardhtml.SEAT_WORDS[int(seat)])


@register.filter
def seatname(seat: Any) -> str:
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
def points(value: Any) -> str:
    """A score with its sign: ``+12``, ``-5`` in English; Finnish writes the true minus sign
    (``−5``), as Finnish typography does."""
    try:
        n = int(value)
    except (TypeError, ValueError):
        return str(value)
    text = f"{n:+d}"
    return text.replace("-", "\u2212") if language() == "fi" else text


@register.filter
def tr(value: Any) -> Any:
    """An engine message or name in the learner's language (see cardui.messages)."""
    return localize(value)


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
def meant_calls(calls: Any, meanings: Any) -> list[tuple[Any, Any, Any]]:
    """(who, call, meaning) for the calls other than passes that have a meaning, in order:
    what the "what the calls meant" list shows (nothing at all while everyone has passed)."""
    out = []
    for i, (who, call) in enumerate(calls or ()):
        meaning = get_item(meanings, i)
        if meaning and call.notation() != "pass":
            out.append((who, call, meaning))
    return out


@register.filter
def sorted_cards(cards: Any) -> list[Any]:
    """Suit by suit (♠ ♣ ♦ ♥), high cards first: the way players hold a hand."""
    return sorted(cards, key=lambda c: (int(c.suit), -int(c.rank)))


@register.filter
def seatletter(seat: Any) -> str:
    """A seat's compass letter (N, E, S, W): the notation drill forms post."""
    return cardhtml.SEATS[int(seat)]


@register.filter
def side_tricks(tricks_won: Any, seat: Any) -> int:
    s = int(seat)
    return int(tricks_won[s] + tricks_won[(s + 2) % 4])


@register.filter
def side_tricks_other(tricks_won: Any, seat: Any) -> int:
    s = int(seat)
    return int(tricks_won[(s + 1) % 4] + tricks_won[(s + 3) % 4])


@register.simple_tag
def review_deal(finished: Any, names: Any, bottom: int = 2) -> SafeString:
    """All four hands of a finished deal as dealt, with the kitty; ``bottom`` is the learner."""
    deal = finished.record.new_deal()
    hands = deal.initial_hands
    return cardhtml.deal_diagram(
        {s: hands[s] for s in range(4)},
        dict(names),
        deal.kitty,
        kitty_face_down=False,
        bottom=int(bottom),
    )


@register.filter
def by_level(actions: Any) -> list[tuple[int, list[Any]]]:
    """Calls grouped for a bidding box: pass (and other calls) first, then one row per level."""
    rows: dict[int, list[Any]] = {}
    for a in actions:
        rows.setdefault(getattr(a, "level", 0), []).append(a)
    return sorted(rows.items())


@register.filter
def denom(bid: Any) -> SafeString:
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


@register.filter
def learner_seat(seating: Any) -> int:
    """The seat of player A (the learner) in a deal's seating."""
    return list(seating).index(0)


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
def suitindex(suit: Any) -> SafeString:
    return cardhtml.suit_symbol(int(suit))


@register.filter
def times(n: Any) -> range:
    return range(int(n or 0))


@register.filter
def action_words(action: Any) -> SafeString:
    """A bonehead-form action for a button: bids with coloured suits, the choices in words."""
    text = action.notation()
    if text == "bonehead-first":
        return format_html("{}", "The bonehead goes first (takes the kitty)")
    if text == "declarer-first":
        return format_html("{}", "I go first (I take the kitty)")
    if text.startswith("contract "):
        return format_html("Announce {}", cardhtml.call_html(action.bid))
    return cardhtml.call_html(action)


@register.simple_tag
def bonehead_review(finished: Any, names: Any) -> SafeString:
    """A finished bonehead deal's four hands as dealt, the learner at the bottom."""
    deal = finished.record.new_deal()
    seating = deal.seating
    hands = {s: deal.hand(seating[s]) for s in range(4)}
    labels = {s: names[seating[s]] for s in range(4)}
    return cardhtml.deal_diagram(
        hands, labels, deal.kitty, kitty_face_down=False, bottom=list(seating).index(0)
    )
