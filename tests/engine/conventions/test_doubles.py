"""Doubles (C-8.2) and their interpretations IC-41 – IC-45."""

from __future__ import annotations

import pytest

from engine.actions import parse_bid
from engine.cards import Card, CardSet, Suit
from engine.conventions.doubles import (
    DoubleKind,
    DoubleSituation,
    double_options,
    sure_trump_tricks,
)


def _doubles(hand: str, kind: DoubleKind, contract: str) -> bool:
    out = double_options(CardSet.parse(hand), DoubleSituation(kind, parse_bid(contract)))
    return out[0].double


def test_IC_43_misere_double_on_low_cards_spread_with_two_aces_is_a_pass():
    # Golden double/1/g1x8: five cards from 2 to 5 and a king, but the low cards are one or
    # two per suit and two aces are tricks for the defence that do not trouble the declarer.
    assert not _doubles("♠K94 ♣A75 ♦K52 ♥AJ65", DoubleKind.MISERE, "6M")
    # Lesson authors' 1-t4-bm0: three aces beside the low spades.
    assert not _doubles("♠107532 ♣AKQ5 ♦AK ♥A4", DoubleKind.MISERE, "6M")
    # Lesson authors' 1-t4-q1: five high honours (A K Q) and low cards in three suits.
    assert not _doubles("♠KQ42 ♣J65 ♦K ♥KQJ54", DoubleKind.MISERE, "6M")


def test_IC_42_the_opening_leader_doubles_grand_on_one_suit_of_stoppers():
    """The Handbook's opening leader with the stoppers the defence needs doubles grand
    "without any hesitation"; another defender's one suit may never be played (review of
    fresh drills, double 1-r8u3, where the reason said "one trick, from at least two suits")."""
    hand = CardSet.parse("♠AK52 ♣1086 ♦843 ♥1074")
    for on_lead in (True, False):
        sit = DoubleSituation(DoubleKind.GRAND, parse_bid("6G"), on_lead=on_lead)
        out = double_options(hand, sit)
        assert out[0].double is on_lead
        assert ("from at least two suits" in out[0].text) is not on_lead
    # Short of the tricks needed, the leader passes too.
    sit = DoubleSituation(DoubleKind.GRAND, parse_bid("5G"), on_lead=True)
    assert not double_options(hand, sit)[0].double


def test_IC_42_a_leader_with_no_stopper_is_not_told_it_may_cash_them():
    """South leads against 5 grand with no stopper; the pass said "stopper tricks none, but
    ... the opening leader may take [them] in one suit" (review of fresh drills, double
    1-r25y2)."""
    sit = DoubleSituation(DoubleKind.GRAND, parse_bid("5G"), on_lead=True)
    out = double_options(CardSet.parse("♠107653 ♣K1053 ♦7 ♥K82"), sit)
    assert not out[0].double and "opening leader may take" not in out[0].text
    # ...nor the other defender's rule (round 26, double 1-r26x2)
    assert "two suits" not in out[0].text


def test_IC_43_misere_double_with_plenty_of_low_cards_a_two_suit_and_a_king():
    assert _doubles("♠K8 ♣5432 ♦Q9 ♥J85432", DoubleKind.MISERE, "6M")


def test_IC_44_an_all_pass_pass_says_which_condition_fails():
    # East has low ♦ for partner and entries, but ♣KQ2 and ♦AQ make it no misère hand: the
    # reason listed only the conditions met (drill double/1-rv1y5).
    from engine.cards import Card

    sit = DoubleSituation(DoubleKind.ALLPASS, None, Card.parse("♦2"), Card.parse("♥A"))
    out = double_options(CardSet.parse("♠K9632 ♣KQ2 ♦AQ942"), sit)
    assert out[0].double is False and "no misère hand" in out[0].text


def test_IC_44_only_a_low_singleton_handed_over_is_counted_as_help():
    # West handed over its lone ♠8: a void, but the Handbook's help is "a 2 spot or a
    # singleton low card", and an 8 is not low (drill double/1-r31x3 said it helped).
    from engine.cards import Card

    hand = CardSet.parse("♣K9543 ♦10632 ♥A943")
    for given, helps in (("♠8", False), ("♠4", True)):
        sit = DoubleSituation(DoubleKind.ALLPASS, None, Card.parse("♣3"), Card.parse(given))
        out = double_options(hand, sit)
        assert out[0].double and ("helps too" in out[0].text) is helps


def test_IC_41_overlapping_guards_still_make_two_sure_trump_tricks():
    # Lesson authors' 1-t2-k0 / 1-t2-k1: Q J 8 2 and K J 6 3. The opponents' higher honours
    # each take one round and one low card; what is left over wins both times (A, K x, Q x x,
    # J x x x count the whole holding, not separate guards).
    h = Suit.HEARTS
    assert len(sure_trump_tricks(CardSet.parse("♥QJ82"), h)) == 2
    assert len(sure_trump_tricks(CardSet.parse("♥KJ63"), h)) == 2
    assert len(sure_trump_tricks(CardSet.parse("♥QJ8"), h)) == 1
    assert len(sure_trump_tricks(CardSet.parse("♥KQ"), h)) == 1


def test_every_reason_is_a_message_with_no_english_in_plain_parameters():
    """Issue 19: the reasons are messages, so the site shows them in the learner's language;
    the plain strings inside them are cards and suit symbols only."""
    import random
    import re

    from engine.actions import Bid, Denomination
    from engine.cards import Card, Rank
    from engine.messages import Msg

    def leaves(msg: Msg) -> list[object]:
        out: list[object] = []
        for value in msg.params.values():
            for item in value if isinstance(value, (list, tuple)) else [value]:
                out.extend(leaves(item) if isinstance(item, Msg) else [item])
        return out

    rng = random.Random(45)
    deck = [Card(s, r) for s in Suit for r in Rank]
    suits = [d for d in Denomination if d.suit is not None]
    contracts = {
        DoubleKind.TRUMPS_KITTY: lambda: Bid(rng.randint(5, 7), rng.choice(suits)),
        DoubleKind.TRUMPS_NOKITTY: lambda: Bid(rng.randint(6, 7), rng.choice(suits)),
        DoubleKind.GRAND: lambda: Bid(rng.randint(5, 7), Denomination.GRAND),
        DoubleKind.MISERE: lambda: Bid(rng.randint(5, 7), Denomination.MISERE),
    }
    for _ in range(600):
        kind = rng.choice(list(DoubleKind))
        contract = contracts[kind]() if kind in contracts else None
        received, handed = rng.choice([None, *deck]), rng.choice([None, *deck])
        sit = DoubleSituation(kind, contract, received, handed, rng.random() < 0.8)
        for choice in double_options(CardSet(rng.sample(deck, 13)), sit):
            assert isinstance(choice.text, Msg), choice.text
            for leaf in leaves(choice.text):
                assert not (isinstance(leaf, str) and re.search(r"[A-Za-z]{3,}", leaf)), leaf


def test_IC_44_a_double_on_the_bars_edge_allows_a_pass():
    # Review of fresh drills, double 1-r13n7: one risk (♥Q94), that same ♥Q the only entry,
    # ♦7 handed over (no help): double stays first, a pass is allowed too.
    from engine.cards import Card

    hand = CardSet.parse("♠J10732 ♣J932 ♦9 ♥Q94")
    sit = DoubleSituation(DoubleKind.ALLPASS, None, Card.parse("♠2"), Card.parse("♦7"))
    out = double_options(hand, sit)
    assert out[0].double and out[0].preferred
    assert [(c.double, c.preferred) for c in out[1:]] == [(False, False)]
    # Handing over a 2-spot helps: then the double stands alone.
    sit = DoubleSituation(DoubleKind.ALLPASS, None, Card.parse("♠2"), Card.parse("♥2"))
    assert len(double_options(CardSet.parse("♠J10732 ♣J932 ♦9 ♥Q94"), sit)) == 1


def test_IC_44_two_risks_on_the_bars_edge_allow_a_pass_as_one_does():
    # Review of fresh drills, double 1-r31s22: ♣Q and ♥J are IC-13 risks (the own-hand test
    # forgives both beside their spots), one entry, ♠7 handed over: the double was the only
    # answer, while a hand with one such risk (1-r13n7 above) may pass.
    from engine.cards import Card

    hand = CardSet.parse("♠943 ♣AQ642 ♥AJ1095")
    sit = DoubleSituation(DoubleKind.ALLPASS, None, Card.parse("♣2"), Card.parse("♠7"))
    out = double_options(hand, sit)
    assert out[0].double and out[0].preferred
    assert [(c.double, c.preferred) for c in out[1:]] == [(False, False)]
    assert "♣Q ♥J at risk" in out[1].text


def test_IC_44_honours_of_partners_short_suit_are_entries_not_risks():
    # Review of fresh drills, double 1-r31s24: the ♣K just received from partner was listed
    # as an entry and as a risk beside the ♥A, so the hand "failed" its own-hand test; IC-34
    # already counts partner's short-suit honours as the lead's entries, not against the hand.
    from engine.cards import Card

    sit = DoubleSituation(DoubleKind.ALLPASS, None, Card.parse("♣K"), Card.parse("♦3"))
    out = double_options(CardSet.parse("♠K872 ♣KQ9852 ♥A93"), sit)
    assert out[0].double and out[0].preferred
    assert "risk" not in out[0].text


def test_IC_43_a_misere_double_at_both_limits_allows_a_pass():
    # Review of fresh drills, double 1-r32q25: five cards from 2 to 5 and four of A K Q, both
    # IC-43's limits at once, made the double the only answer; the Handbook wants a doubler
    # fairly sure. Double stays first, pass allowed; one more low card makes it firm.
    sit = DoubleSituation(DoubleKind.MISERE, parse_bid("6M"))
    out = double_options(CardSet.parse("♠6 ♣KQ43 ♦AQ9752 ♥J4"), sit)
    assert out[0].double and out[0].preferred
    assert [(c.double, c.preferred) for c in out[1:]] == [(False, False)]
    assert "only at its limits" in out[1].text
    firm = double_options(CardSet.parse("♠6 ♣KQ43 ♦AQ9752 ♥43"), sit)
    assert len(firm) == 1 and firm[0].double


def test_IC_44_a_pass_names_the_missing_2_spot_and_low_cards():
    # Review of fresh drills, double 1-r33p27: ♠8 ♣K87 ♦A985 ♥AQ853 (with partner's ♥A)
    # fails the own-hand test for want of a 2-spot and low cards, and the pass blamed "aces
    # or unguarded high cards".
    from engine.cards import Card

    sit = DoubleSituation(DoubleKind.ALLPASS, None, Card.parse("♥A"), Card.parse("♠5"))
    out = double_options(CardSet.parse("♠8 ♣K87 ♦A985 ♥AQ853"), sit)
    assert out[0].double is False
    assert "no 2-spot" in out[0].text and "aces or unguarded" not in out[0].text


def test_IC_44_a_ten_is_no_spot_beside_a_king():
    # Review of fresh drills, double 1-r27w4: ♣K103 counted as K-x-x (an entry), so with the
    # bare ♥K the hand had one risk and doubled alone; the Handbook's spots are 2 to 9, so
    # ♣K and ♥K are two risks: no misère hand of its own.
    from engine.cards import Card

    sit = DoubleSituation(DoubleKind.ALLPASS, None, Card.parse("♠4"), Card.parse("♥Q"))
    out = double_options(CardSet.parse("♠KJ432 ♣K103 ♦Q1086 ♥K"), sit)
    assert out[0].double is False


def test_IC_44_a_bare_queen_is_no_entry_and_the_risks_are_named():
    # Review of fresh drills, double 1-r29u7: the bare ♠Q was listed as an entry and then
    # counted among the "unguarded high cards"; the Handbook's entries are "K or Qxx".
    from engine.cards import Card

    sit = DoubleSituation(DoubleKind.ALLPASS, None, Card.parse("♣6"), Card.parse("♠2"))
    out = double_options(CardSet.parse("♠Q ♣Q76432 ♦1043 ♥A102"), sit)
    assert out[0].double is False
    assert "entries: ♣Q," in out[0].text and "♥A ♠Q are risks" in out[0].text


def test_IC_44_a_king_or_queen_with_two_lower_cards_is_an_entry_not_a_risk():
    # Review of fresh drills, double 1-r17h4: ♠Q1074 and ♥K872 counted as two uncovered
    # honours, so the hand was "no misère hand"; in all-pass misère they are the entries the
    # Handbook wants (K or Qxx). With ♣2 ♣3 ♣5 for partner and a void made, it doubles.
    from engine.cards import Card

    hand = CardSet.parse("♠Q1074 ♣106532 ♥K872")
    sit = DoubleSituation(DoubleKind.ALLPASS, None, Card.parse("♣6"), Card.parse("♦6"))
    assert double_options(hand, sit)[0].double


def test_IC_45_the_suit_of_the_bolsheviks_gift_is_no_2_spot_suit_to_double_on():
    # Review of fresh drills, double 1-r18g5, 1-r18g6: the stalker's second 2-spot suit was
    # the suit of the Bolshevik's gift, which it has probably emptied (IC-37): its 2 traps
    # nothing, so it does not count toward the two the double needs.
    from engine.cards import Card

    hand = CardSet.parse("♠A9532 ♣K8742 ♦Q6 ♥J9")
    plain = DoubleSituation(DoubleKind.BOLSHEVIK, parse_bid("7M"))
    assert double_options(hand, plain)[0].double
    gifted = DoubleSituation(DoubleKind.BOLSHEVIK, parse_bid("7M"), gift=Card.parse("♣3"))
    assert not double_options(hand, gifted)[0].double


def test_IC_45_the_gifts_two_spot_suit_is_named_when_left_out():
    # Review of fresh drills, double 1-r27w0: "2-spots in four-card suits: none" beside
    # ♥Q10752 whose ♥2 was the Bolshevik's gift; the reason now says why it does not count.
    from engine.cards import Card

    sit = DoubleSituation(
        DoubleKind.BOLSHEVIK, parse_bid("7M"), gift=Card.parse("♥2"), stalker=True
    )
    out = double_options(CardSet.parse("♠J53 ♣74 ♦1084 ♥Q10752"), sit)
    assert out[0].double is False and "♥2 was the Bolshevik's gift" in out[0].text


def test_IC_45_a_gift_suits_2_is_named_when_the_gift_was_another_card():
    # Review of fresh drills, double 1-r34n21: the Bolshevik gave ♥3 and ♥J5432 (with its ♥2)
    # was left out as "none" without a word.
    from engine.cards import Card

    sit = DoubleSituation(DoubleKind.BOLSHEVIK, parse_bid("7M"), gift=Card.parse("♥3"))
    out = double_options(CardSet.parse("♠76 ♣K84 ♦AQ6 ♥J5432"), sit)
    assert out[0].double is False and "the ♥3 was the Bolshevik's gift" in out[0].text


def test_IC_43_a_no_kitty_misere_double_at_the_bar_passes_first():
    """Review of fresh drills, double 1-r38i28: ♠1086 ♣97432 ♦K65 ♥63 against a no-kitty
    6 misère had only "double"; and 1-r40g21: ♠J3 ♣KJ85 ♦Q65 ♥K652 preferred it. The
    Handbook's no-kitty doubler "ought to be sure" with its own hand alone, and five low cards
    are only the bar (about a fair share): pass first, the double allowed. In a kitty game
    the same hand keeps double alone."""
    for text in ("♠1086 ♣97432 ♦K65 ♥63", "♠J3 ♣KJ85 ♦Q65 ♥K652"):
        hand = CardSet.parse(text)
        sit = DoubleSituation(DoubleKind.MISERE, parse_bid("6M"), nokitty=True)
        nk = double_options(hand, sit)
        assert not nk[0].double and nk[0].preferred and "ought to be sure" in nk[0].text
        assert any(c.double and not c.preferred for c in nk)
        kitty = double_options(hand, DoubleSituation(DoubleKind.MISERE, parse_bid("6M")))
        assert [c.double for c in kitty] == [True]


@pytest.mark.parametrize(
    "hand,received,handed",
    [
        # Review of fresh drills, double 1-r42e28: after handing over the ♠A and receiving
        # ♥J, only the four low cards the own-hand test asks for, beside a bare ♠K, doubled
        # with no alternative.
        ("♠K ♣10764 ♦82 ♥KJ8753", "♥J", "♠A"),
        # Double 1-r48y11: the lone ♦5 handed over helps, and still the hand holds just the
        # four low cards beside risks; the reason must not say nothing helpful went over.
        ("♠K962 ♣K3 ♥AKJ9842", "♥A", "♦5"),
    ],
)
def test_IC_44_an_all_pass_double_with_only_four_low_cards_and_a_risk_may_pass(
    hand, received, handed
):
    """The edge of the bar: double first, a pass allowed, saying why."""
    sit = DoubleSituation(
        DoubleKind.ALLPASS, None, received=Card.parse(received), handed_over=Card.parse(handed)
    )
    out = double_options(CardSet.parse(hand), sit)
    assert out[0].double and out[0].preferred
    quiet = next(c for c in out if not c.double)
    assert not quiet.preferred and "only four cards from 2 to 5" in quiet.text
    if handed == "♦5":
        assert "no help handed over" not in quiet.text


def test_IC_41_the_ace_of_a_long_side_suit_is_no_trick_to_double_on():
    # Review of fresh drills, double 1-r44c25: ♠108 ♦AQ98543 ♥QJ43 against 5♥ counted ♥Q ♥J
    # and the ♦A of a seven-card suit as the three tricks; the main players hold few
    # diamonds and ruff it (the Handbook warns against side aces). Pass, saying why.
    sit = DoubleSituation(DoubleKind.TRUMPS_KITTY, parse_bid("5♥"))
    out = double_options(CardSet.parse("♠108 ♦AQ98543 ♥QJ43"), sit)
    assert out[0].double is False and "not counting ♦A" in str(out[0].text)
    # The ace of a shorter suit still counts.
    out = double_options(CardSet.parse("♠108 ♣7654 ♦AQ9 ♥QJ43"), sit)
    assert out[0].double is True


def test_IC_41_IC_24_the_ace_of_the_suit_the_kitty_bidders_partner_dealt_is_no_trick():
    # Review round 80, double 1-r80y5: West, the kitty bidder's partner, dealt South the ♥2
    # so West has likely emptied hearts (IC-24) and ruffs; the ♥A made the third
    # trick against 5♦ beside ♦Q ♦10. The Handbook: a trump double should not rely on side
    # aces, the main players may be void there.
    hand = CardSet.parse("♠J1083 ♦Q10653 ♥AKQ2")
    dealt = DoubleSituation(DoubleKind.TRUMPS_KITTY, parse_bid("5♦"), dealt=Card.parse("♥2"))
    out = double_options(hand, dealt)
    assert out[0].double is False and "not counting ♥A" in str(out[0].text)
    # Without that card the ace counts, as before.
    plain = DoubleSituation(DoubleKind.TRUMPS_KITTY, parse_bid("5♦"), dealt=Card.parse("♠2"))
    assert double_options(hand, plain)[0].double is True


def test_IC_41_a_ten_guarded_four_times_is_a_sure_trump_trick():
    # Review round 52, double 1-r52u18: ♥AJ1053 against 5♥ counted only ♥A ♥J; ducking the
    # K and Q it holds A J 10 over the rest, the three tricks the defence needs. The table
    # bots' own two-trick rule keeps its count without the 10.
    hand = CardSet.parse("♠J76 ♣A8 ♦J1072 ♥AJ1053")
    assert [str(c) for c in sure_trump_tricks(hand, Suit.HEARTS, tens=True)] == ["♥A", "♥J", "♥10"]
    assert len(sure_trump_tricks(hand, Suit.HEARTS)) == 2
    sit = DoubleSituation(DoubleKind.TRUMPS_KITTY, parse_bid("5♥"))
    assert double_options(hand, sit)[0].double is True


def test_IC_44_an_own_hand_short_of_low_cards_is_told_so_before_its_risks():
    """Review round 64, double 1-r64f14: no 2-spot, yet the pass blamed "♣Q ♣J are risks"
    (and had just listed the ♣Q as an entry): the basic failure comes first."""
    sit = DoubleSituation(DoubleKind.ALLPASS, None, Card.parse("♠5"), Card.parse("♥5"))
    out = double_options(CardSet.parse("♠A1053 ♣QJ963 ♦1095 ♥10"), sit)
    assert out[0].double is False
    assert "no 2-spot" in str(out[0].text) and "risks" not in str(out[0].text)


def test_C_8_2_IC_41_a_no_kitty_reason_names_no_side_aces():
    """Review round 75, double 1-r75x17: against no-kitty 6♠ with ♠Q7 ♣A87532 ♥K9832 the
    reason read "side aces: none" while the ♣A is held: the no-kitty rule counts trump tricks
    alone, so side aces go unnamed (the kitty reason still names them)."""
    sit = DoubleSituation(DoubleKind.TRUMPS_NOKITTY, parse_bid("6♠"))
    out = double_options(CardSet.parse("♠Q7 ♣A87532 ♥K9832"), sit)
    assert out[0].double is False
    assert "side aces" not in str(out[0].text) and "two sure trump tricks" in str(out[0].text)
    kitty = double_options(
        CardSet.parse("♠108 ♣7654 ♦AQ9 ♥QJ43"),
        DoubleSituation(DoubleKind.TRUMPS_KITTY, parse_bid("5♥")),
    )
    assert "side aces: ♦A" in str(kitty[0].text)


def test_IC_43_a_no_kitty_misere_double_at_the_high_card_limit_allows_a_pass():
    """Review round 77, double 1-r77y13: ♠K1053 ♣K854 ♦65 ♥AQ2 against no-kitty 6 misère
    (six low cards, four of A K Q, its 2-spot suit ♥AQ2) had only the double; the no-kitty
    doubler "ought to be sure" with its own hand, and at the high-card limit a pass is
    allowed. In a kitty game the double alone stands."""
    hand = CardSet.parse("♠K1053 ♣K854 ♦65 ♥AQ2")
    nk = double_options(hand, DoubleSituation(DoubleKind.MISERE, parse_bid("6M"), nokitty=True))
    assert nk[0].double is True and nk[0].preferred
    assert any(c.double is False and not c.preferred for c in nk)
    kitty = double_options(hand, DoubleSituation(DoubleKind.MISERE, parse_bid("6M")))
    assert [c.double for c in kitty] == [True]
