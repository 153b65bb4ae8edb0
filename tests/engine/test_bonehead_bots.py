"""Bots play every seat of the Bonehead form: declaring with the bonehead, defending against
it, and acting for it in all-pass misère, from their own view only (R-9)."""

import itertools

import pytest

from engine.actions import PASS
from engine.bonehead.seating import BONEHEAD
from engine.bonehead.session import BoneheadSession, BoneheadSessionOptions
from engine.bots.bonehead import BoneheadBot, bonehead_bot_view
from engine.bots.config import variant
from engine.trick_taking import Kind

from .helpers import DRIVER, bot_moves, play_with_bots


def _on_deal(session: BoneheadSession, player: int):
    """The bot's view of the deal in progress."""
    return bonehead_bot_view(session.current, player)


@pytest.mark.parametrize("seed", ["b1", "b2", "b3"])
def test_bots_play_a_whole_bonehead_session(seed):
    bot = BoneheadBot()
    session = BoneheadSession(BoneheadSessionOptions(12), seed)
    acted_for_bonehead = 0
    for move in bot_moves(session, bot, _on_deal):  # applying a move raises if it is illegal
        if move.view.acting_for == BONEHEAD:
            acted_for_bonehead += 1
    kinds = {fd.result.kind for fd in session.finished}
    assert len(session.finished) == 12
    assert acted_for_bonehead > 0
    assert kinds & {Kind.CONTRACT, Kind.ALLPASS}


def test_bots_both_declare_with_the_bonehead_and_defend_against_it():
    # Who declares is settled in the auction: the card play of the bots without the kitty
    # games' look-ahead from trick one (a third of this test's time) changes nothing here.
    bot = BoneheadBot(DRIVER)
    declarers = set()
    for k in range(4):
        session = play_with_bots(
            BoneheadSession(BoneheadSessionOptions(12), f"roles{k}"), bot, _on_deal
        )
        declarers |= {fd.result.focal for fd in session.finished if fd.result.kind is Kind.CONTRACT}
        if declarers == {0, 1, 2}:
            break
    assert declarers == {0, 1, 2}  # each player has declared, so each has also defended


def test_R_9_6_the_second_defender_answers_partners_card_knowing_the_contract():
    """The defenders exchange after the announcement (R-9.6): the bot reads the contract, and
    the second defender's 'received' card is the first defender's, not the card the
    declarer's side dealt out (R-4.3)."""
    from engine.bonehead.deal import BoneheadDeal
    from engine.bots.bonehead import _partner_card
    from engine.rules import Form
    from engine.trick_taking import Phase

    bot = BoneheadBot()
    for n in range(60):
        deal = BoneheadDeal.from_seed(Form.KITTY, n % 3, "r96", n)
        play_with_bots(
            deal, bot, bonehead_bot_view, until=lambda d: d.phase is Phase.DEFENDERS_EXCHANGE
        )
        if deal.phase is not Phase.DEFENDERS_EXCHANGE:
            continue
        assert deal.contract is not None  # announced first
        first = deal.to_act
        view = bonehead_bot_view(deal, first)
        deal.apply(bot.decide(view).action, first, view.acting_for)
        second = deal.to_act
        given = deal.transfers[-1]
        assert given.from_participant == first and given.to_participant == second
        dealt = [
            t for t in deal.transfers if t.to_participant == second and t.phase is Phase.DISTRIBUTE
        ]
        assert dealt  # the declarer's side gave this defender a card before
        view = bonehead_bot_view(deal, second)
        assert _partner_card(view, second, Phase.DEFENDERS_EXCHANGE) == given.cards[0]
        assert bot.decide(view).action is not None
        return
    pytest.fail("no bonehead defenders' exchange reached")


def test_with_the_bonehead_in_sight_trump_contracts_look_ahead_from_the_first_trick():
    """open_hand_look_ahead: a whole hand lying face up (the Bonehead's, or the player's own
    when it plays for the bonehead) leaves two hands to sample, so trump and grand contracts
    of either form look ahead from trick one; misère contracts, and four-player no-kitty
    games, where no hand is in sight, wait for the last cards."""
    from engine.bonehead.deal import BoneheadDeal
    from engine.bots.bonehead import seat_view_for
    from engine.bots.sampling import look_ahead_from
    from engine.rules import Form
    from engine.trick_taking import Phase

    config = variant("current:open_hand_look_ahead=13")
    bot = BoneheadBot(config)
    early = 0
    for n in range(30):
        deal = BoneheadDeal.from_seed(Form.NOKITTY, n % 3, "open", n)
        for move in bot_moves(deal, bot, bonehead_bot_view):
            view = move.view
            if view.phase is not Phase.PLAY:
                continue
            contract = view.contract
            trumps = contract is not None and not contract.denomination.is_misere
            sv = seat_view_for(view)
            assert look_ahead_from(sv, config, open_hand=True) == (13 if trumps else 9)
            assert look_ahead_from(sv, config, open_hand=False) == config.look_ahead == 9
            reason = str(move.decision.reason)
            if reason.startswith("looking ahead") and len(view.hand) > config.look_ahead:
                assert trumps
                early += 1
                if early == 3:
                    return
    raise AssertionError(f"only {early} early look-aheads")


def test_R_9_3_every_player_bids_as_the_bonehead_partner():
    """The Handbook's three-player auction: each player bids "as if" the bonehead were their
    partner, and the bonehead passes at every turn. So a non-dealer's partner seat holds the
    bonehead's passes only, and the other two players sit at its opponents' seats, in their
    clockwise order (before, both non-dealers read each other as partners)."""
    from engine.actions import Bid, Denomination
    from engine.bonehead.seating import seen_auction
    from engine.rules import partner

    calls = [(0, PASS), (1, Bid(1, Denomination.SPADES)), (2, PASS), (0, PASS), (1, PASS)]
    for focal in (0, 1, 2):
        seen = seen_auction(focal, 0, calls)
        me = seen.seat_of(focal)
        assert seen.seating[partner(me)] == BONEHEAD
        assert all(c == PASS for s, c, i in seen.calls if s == partner(me))
        assert all(i is None for s, c, i in seen.calls if s == partner(me))
        # the players' calls, in order, each from its caller's seat
        assert [(seen.seating[s], c) for s, c, i in seen.calls if i is not None] == calls
        # turns go round the table clockwise, one seat at a time
        seats = [s for s, _, _ in seen.calls]
        assert all((b - a) % 4 == 1 for a, b in itertools.pairwise(seats))
        # before B's 1♠: A's pass, and the bonehead's when it sits between A and B
        before = seen.auction(upto=1)
        assert [c for s, c in before if seen.seating[s] != BONEHEAD] == [PASS]
        assert len(before) == (2 if focal == 2 else 1)


def test_R_9_3_a_player_does_not_answer_the_other_players_pre_empt_as_partners():
    """B deals; C (holding ♣J108632 ♦KJ ♥J762) hears A's 3♦ and B's 5 misère. B is an
    opponent of C's, not its partner: C has nothing to say, and does not answer B's pre-empt
    with the 5♠ that asks a partner to go on (C-4.5), as it did when the bots read the seating
    at the deal as partnerships."""
    from engine.bonehead.deal import BoneheadDeal, deal_bonehead_cards
    from engine.bonehead.views import bonehead_view
    from engine.rules import Form
    from engine.trick_taking import Phase

    hands, kitty = deal_bonehead_cards(Form.KITTY, 1, "bh1", 0)
    deal = BoneheadDeal(Form.KITTY, 1, hands, kitty)
    bot = BoneheadBot()
    while len(deal.calls) < 4:
        deal.apply(bot.decide(bonehead_view(deal, deal.to_act)).action, deal.to_act)
    assert [(p, c.notation()) for p, c in deal.calls] == [
        (1, "pass"),
        (2, "pass"),
        (0, "3♦"),
        (1, "5M"),
    ]
    assert deal.phase is Phase.AUCTION and deal.to_act == 2
    decision = bot.decide(bonehead_view(deal, 2))
    assert decision.action == PASS
    assert "C-4.5" not in decision.ids


def test_the_four_player_view_of_a_bonehead_deal_keeps_its_auction_in_todays_seating():
    """The play and doubling logic reads a four-player seat view of the bonehead deal. Its
    auction is in the seats of today's seating with the bonehead's passes in, starting from
    the dealer's seat there (before, the dealer's seat came from the seating at the deal
    and the bonehead's turns were missing)."""
    from engine.bots.bonehead import seat_view_for
    from engine.rules import partner

    session = BoneheadSession(BoneheadSessionOptions(6), "seen4")
    checked = 0
    for move in bot_moves(session, BoneheadBot(DRIVER), _on_deal):
        view = move.view
        if view.declarer is None:
            continue
        sv = seat_view_for(view)
        seats = [s for s, _ in sv.calls]
        assert seats[0] == sv.dealer and view.seating[sv.dealer] == view.dealer
        assert all((b - a) % 4 == 1 for a, b in itertools.pairwise(seats))
        assert sv.declarer is not None and view.seating[partner(sv.declarer)] == BONEHEAD
        assert all(c == PASS for s, c in sv.calls if s == partner(sv.declarer))
        checked += 1
    assert checked > 100
