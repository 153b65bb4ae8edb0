"""Driving a practice game through the views, the way a learner clicks, for both tables."""

from __future__ import annotations

import random
import re

from engine.bonehead.session import loads_bonehead_session
from engine.bonehead.views import bonehead_known_cards
from engine.session import loads_session
from engine.trick_taking import Phase
from engine.views import known_cards
from engine.vint.rubber import loads_match
from engine.vint.views import vint_known_cards
from play import services
from play.models import Game

KINDS = ["session", "bonehead", "vint"]
HTMX = {"HX-Request": "true"}


def new_game(client, kind="session", **options):
    """Start a game through the play page; random bots by default (fast), 12 or 6 deals."""
    if kind == "bonehead":
        data = {"kind": "bonehead", "deals": options.pop("deals", 6), **options}
    elif kind == "vint":
        data = {"kind": "vint", "rubbers": options.pop("rubbers", 1), **options}
    else:
        data = {"deals": 12, "bolshevik": "none", "bots": "random", **options}
    response = client.post("/play/", data)
    assert response.status_code == 302, response.content.decode()[:500]
    return Game.objects.latest("pk")


def state(game):
    game.refresh_from_db()
    return services.open_table(game).state()


def fields_for(t, rng):
    """Form fields a learner would submit for the decision on the table (a random legal-looking
    choice among what the page offers)."""
    v = t.view
    if v.phase is Phase.PLAY:
        return {"action": f"play {rng.choice(sorted(v.legal_cards, key=lambda c: c.index))}"}
    if v.phase in (Phase.PACKET, Phase.RETURN_PACKET):
        return {f"packet{i + 1}": x for i, x in enumerate(rng.sample(list(t.choices), 4))}
    if t.receivers:
        chosen = rng.sample(list(t.choices), len(t.receivers))
        return {f"give_{r.field}": x for r, x in zip(t.receivers, chosen, strict=True)}
    actions = list(v.legal_actions)
    if actions[0].notation() == "pass" and rng.random() < 0.7:
        return {"action": "pass"}
    return {"action": rng.choice(actions).notation()}


def step(client, game, t, rng):
    """One click: the learner's move, a bot's move, or "next deal"."""
    if t.review is not None:
        return client.post(f"/play/{game.pk}/next/", {"version": game.version}, headers=HTMX)
    if t.learner_turn:
        data = {"version": game.version, **fields_for(t, rng)}
        return client.post(f"/play/{game.pk}/act/", data, headers=HTMX)
    return client.post(f"/play/{game.pk}/bot/", {"version": game.version}, headers=HTMX)


def drive(client, game, rng, check=None, max_steps=5000, until=None):
    """Play through the views until the session ends (or ``until(state)`` holds); ``check``
    sees every response."""
    for _ in range(max_steps):
        t = state(game)
        if t.view is None and t.review is None:
            return t
        if until is not None and until(t):
            return t
        r = step(client, game, t, rng)
        assert r.status_code == 200
        html = r.content.decode()
        assert "alert-warning" not in html, re.findall(r"alert-warning[^>]*>([^<]*)", html)
        if check:
            check(game, html)
    raise AssertionError("the session did not finish")


def known_to_learner(game) -> set[str] | None:
    """The cards the learner may know now by the rules, computed by the engine from the whole
    deal (None between deals, when the finished deal is shown whole). The session comes from
    the table's cache, so checking every step costs no replay."""
    game.refresh_from_db()
    table = services.open_table(game)
    deal = table.session.current
    if deal is None or table.waiting_for_review():
        return None
    if game.kind == Game.Kind.BONEHEAD:
        return {str(c) for c in bonehead_known_cards(deal, 0)}
    if game.kind == Game.Kind.VINT:
        return {str(c) for c in vint_known_cards(deal, table.seat)}
    return {str(c) for c in known_cards(deal, table.seat)}


def replayed(game):
    """The session rebuilt from the stored record alone (what a restart would see)."""
    if game.kind == Game.Kind.VINT:
        return loads_match(game.record)
    loads = loads_bonehead_session if game.kind == Game.Kind.BONEHEAD else loads_session
    return loads(game.record)


CARD_NAME = re.compile(r"\b(ace|king|queen|jack|10|[2-9]) of (spades|clubs|diamonds|hearts)\b")
# A card, not a row position of the bonehead ("♥2nd" is a place in a row, not the ♥2).
CARD_TEXT = re.compile(r"([♠♣♦♥])(10|[2-9JQKA])(?![0-9a-z])")
RANKS = {"ace": "A", "king": "K", "queen": "Q", "jack": "J"}
SUITS = {"spades": "♠", "clubs": "♣", "diamonds": "♦", "hearts": "♥"}
EXPLANATION = re.compile(
    r'data-bs-content="[^"]*"|aria-description="[^"]*"|<(dd|td) class="meaning">.*?</\1>', re.S
)


def cards_on_page(html: str) -> set[str]:
    """Cards named on a page, leaving out what calls mean (popovers, descriptions and the
    lists marked ``class="meaning"``): those texts come from explain_call, which is given the
    auction and never a hand, and may name a card the convention says a bid shows ("1♥ shows
    the ♥A") without anyone seeing it."""
    html = EXPLANATION.sub("", html)
    found = {SUITS[s] + RANKS.get(r, r) for r, s in CARD_NAME.findall(html)}
    found |= {s + r for s, r in CARD_TEXT.findall(html)}
    return found


def rng(seed):
    return random.Random(seed)


COMPASS = re.compile(r"(?<![\w-])(?:[NESW]|N–S|E–W|NS|EW|North|East|South|West)(?![\w-])")
TAG = re.compile(r"<script.*?</script>|<[^>]+>", re.S)


def compass_words(html: str) -> list[str]:
    """Compass seat names in the text a learner reads (tags and attributes left out)."""
    return COMPASS.findall(TAG.sub(" ", html))
