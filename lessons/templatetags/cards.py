"""Template tags for cards: {% card c %}, {% hand cards %}, {% packet cards %}, {% auction … %}."""

from __future__ import annotations

import re
from typing import Any

from django import template
from django.utils.html import escape, format_html
from django.utils.safestring import SafeString, mark_safe

from .. import cardhtml

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
def handrows(cards: Any) -> SafeString:
    return cardhtml.hand_rows(cards)


@register.simple_tag
def packet(cards: Any, caption: str = "") -> SafeString:
    return cardhtml.packet_diagram(tuple(cards), caption)


@register.simple_tag
def auction(calls: Any, dealer: int, labels: Any = None, explain: Any = None) -> SafeString:
    return cardhtml.auction_table(tuple(calls), dealer, labels or {}, "", explain or {})


@register.simple_tag(name="call")
def call_tag(c: Any) -> SafeString:
    return cardhtml.call_html(c)


@register.simple_tag
def trick(cards: Any) -> SafeString:
    items = "".join(
        str(
            format_html(
                '<div class="trick-card"><span class="trick-seat">{}</span>{}</div>',
                cardhtml.SEATS[seat],
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


@register.filter
def seatname(seat: Any) -> str:
    if seat is None or seat == "":
        return ""
    return cardhtml.SEAT_WORDS[int(seat)]


@register.filter
def cardtext(text: str) -> SafeString:
    """Colour the suit symbols in a sentence (``♦K ♠4``) and escape the rest."""
    out = []
    pos = 0
    s = str(text)
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
def sorted_cards(cards: Any) -> list[Any]:
    """Suit by suit (♠ ♣ ♦ ♥), high cards first: the way players hold a hand."""
    return sorted(cards, key=lambda c: (int(c.suit), -int(c.rank)))


@register.filter
def seatletter(seat: Any) -> str:
    return cardhtml.SEATS[int(seat)]


@register.filter
def side_tricks(tricks_won: Any, seat: Any) -> int:
    s = int(seat)
    return int(tricks_won[s] + tricks_won[(s + 2) % 4])


@register.filter
def side_tricks_other(tricks_won: Any, seat: Any) -> int:
    s = int(seat)
    return int(tricks_won[(s + 1) % 4] + tricks_won[(s + 3) % 4])


@register.filter
def enumerate_seats(values: Any) -> list[tuple[int, Any]]:
    return list(enumerate(values))


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
def suitletter(letter: str) -> SafeString:
    """``"H"`` → a red ♥ with its name for screen readers."""
    return cardhtml.suit_symbol("SCDH".index(str(letter)))


@register.filter
def learner_seat(seating: Any) -> int:
    """The seat of player A (the learner) in a deal's seating."""
    return list(seating).index(0)


@register.simple_tag
def rule_link(rule_id: str) -> SafeString:
    """A rule or convention id, linked to the lesson section that teaches it when there is one
    (the IC-n interpretation notes of the conventions code have no lesson)."""
    from ..models import RuleAnchor

    anchor = RuleAnchor.objects.select_related("lesson").filter(rule_id=rule_id).first()
    if anchor is None:
        return format_html("{}", rule_id)
    return format_html('<a href="{}">{}</a>', anchor.url(), rule_id)


@register.filter
def suitindex(suit: Any) -> SafeString:
    return cardhtml.suit_symbol(int(suit))


@register.filter
def times(n: Any) -> range:
    return range(int(n or 0))


@register.filter
def participant(p: Any) -> str:
    return ("A", "B", "C", "bonehead")[int(p)]


_PHASE_WORDS = {
    "auction": "bid or pass",
    "handover-choice": "who hands over first (in a kitty game: who takes the kitty)?",
    "packet": "hand four cards over",
    "return-packet": "hand four cards back",
    "distribute": "one card to each of the others",
    "defenders-exchange": "hand one card to your partner",
    "allpass-exchange": "hand one card to your partner",
    "announce": "announce the final contract",
    "doubling": "double or pass",
    "redoubling": "redouble or pass",
    "play": "play a card",
}


@register.filter
def phase_words(phase: str) -> str:
    return _PHASE_WORDS.get(phase, phase)


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
