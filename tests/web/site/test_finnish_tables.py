"""Issue #19: once the learner switches to Finnish, every page of a game reads as Finnish at
the three tables (four players, the Bonehead, Vint): each step of the first three deals,
the scoresheet and a deal's review, not only the first deal the browser test plays. Driven
through the views with random bots (the words do not depend on the bots' choices; the bots'
reasons do, and their messages have tests of their own)."""

from __future__ import annotations

import re

import pytest

from tests.browser.test_i18n_browser import english_left
from tests.web.play.helpers import drive, new_game, rng

TAG = re.compile(
    r"<(script|style)\b.*?</\1>|<span class=\"visually-hidden\">[^<]*</span>|<[^>]+>", re.S
)


def visible(html: str) -> str:
    return TAG.sub(" ", html)


@pytest.mark.django_db
@pytest.mark.parametrize("kind", ["session", "bonehead", "vint"])
def test_a_whole_game_reads_as_finnish(client, kind):
    client.post("/accounts/language/", {"language": "fi", "next": "/play/"})
    found: dict[str, str] = {}

    def check(game, html):
        text = " ".join(visible(html).split())
        for word in english_left(text):
            at = re.search(rf"(?i)(?<![\w']){word}(?![\w'])", text)
            where = text[max(0, at.start() - 80) : at.end() + 80] if at else text[:200]
            found.setdefault(word, where)

    page = client.get("/play/").content.decode()
    check(None, page)
    game = new_game(client, kind)
    check(game, client.get(f"/play/{game.pk}/").content.decode())
    # Three deals: random bots pass often, so they bring all-pass misère and contracts alike.
    drive(client, game, rng(f"fi-{kind}"), check=check, until=lambda t: t.deals_done >= 3)
    check(game, client.get(f"/play/{game.pk}/").content.decode())
    check(game, client.get(f"/play/{game.pk}/scoresheet/").content.decode())
    check(game, client.get(f"/play/{game.pk}/deals/1/").content.decode())
    assert not found, found
