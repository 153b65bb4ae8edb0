"""The bots' reasons are messages (issue 19): the table's hint shows the bot's reason for the
learner's move, so every card and call a bot makes, in every form (the four-player sessions
with Bolshevik, Bonehead, Vint; the convention bots and the random ones), is explained by an
``engine.messages.Msg`` with no English hidden in a plain-string parameter: the plain strings
inside are cards, suit symbols, bids, numbers and convention ids only."""

from __future__ import annotations

from functools import cache

from engine.bonehead.session import BoneheadSession, BoneheadSessionOptions
from engine.bots import RandomBot, bot_view
from engine.bots.bonehead import BoneheadBot, bonehead_bot_view
from engine.bots.convention import ConventionBot
from engine.messages import Msg
from engine.session import BolshevikPlacement, Session, SessionOptions
from engine.vint.bots import RandomVintBot, VintBot
from engine.vint.rubber import MatchOptions, VintMatch

from .conventions.test_exchange_messages import leaves_msgs, plain_english
from .helpers import bot_moves


@cache
def bot_reasons(seed: str) -> tuple[object, ...]:
    """Every reason bots give over a few whole games of every form, dealt from ``seed``."""
    out: list[object] = []
    placements = (BolshevikPlacement.AFTER_LAST, BolshevikPlacement.BEFORE_FIRST)
    for k, placement in enumerate(placements):
        bots = [ConventionBot(), RandomBot(f"{seed}{k}"), ConventionBot(), ConventionBot()]
        session = Session(SessionOptions(4, placement), f"{seed}-{k}")
        moves = bot_moves(session, bots, lambda t, seat: bot_view(t.current, seat))
        out += [m.decision.reason for m in moves]
    bonehead = BoneheadSession(BoneheadSessionOptions(6), f"{seed}-b")
    moves = bot_moves(bonehead, BoneheadBot(), lambda t, p: bonehead_bot_view(t.current, p))
    out += [m.decision.reason for m in moves]
    for k in range(2):
        bot, rnd = VintBot(), RandomVintBot(f"{seed}{k}")
        vint_bots = [rnd if seat == 1 and k else bot for seat in range(4)]
        match = VintMatch(MatchOptions(1), f"{seed}-v{k}")
        out += [m.decision.reason for m in bot_moves(match, vint_bots, lambda t, s: t.view(s))]
    return tuple(out)


def test_every_bot_reason_in_every_form_is_a_message():
    ids: set[str] = set()
    for reason in bot_reasons("fi-bots"):
        assert plain_english(reason) == [], reason
        assert isinstance(reason, Msg)
        ids.add(reason.id)
        ids.update(m.id for m in leaves_msgs(reason))
    # The card play's reasons come from all over the play bots, not from one fallback; the
    # bots' own calls (extended bids, doubles, Bolshevik, Bonehead, Vint, random) too.
    assert len({i for i in ids if i.startswith("pl.")}) >= 35, sorted(ids)
    assert len({i for i in ids if i.startswith("bc.")}) >= 25, sorted(ids)


def test_the_words_for_bids_and_denominations_are_their_english_text():
    """The extended-bid and Bonehead reasons name bids and denominations as messages; in
    English they read as ``Bid.text`` and ``Denomination.word`` did."""
    from engine.actions import Bid, Denomination
    from engine.scoring import bid_words, denomination_words

    for d in Denomination:
        assert denomination_words(d) == d.word
        for level in range(1, 8):
            assert bid_words(Bid(level, d)) == Bid(level, d).text
