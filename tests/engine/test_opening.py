"""Issue 15, item 3: the bots' opening judgement by simulation (engine/bots/opening.py,
engine/tools/bidsim.py): which call it weighs, what it sees, the fit, and the bots' use of it."""

from __future__ import annotations

import json

import pytest

from engine.actions import PASS, Bid, Denomination
from engine.bots import opening
from engine.bots.config import CURRENT
from engine.bots.convention import ConventionBot, trump_opening_gate
from engine.bots.opening import FEATURES, FormModel, commits_side, features, load_model
from engine.cards import CardSet
from engine.rules import Form
from engine.tools.bidsim import FORMS, Sample, fit, least_squares, sample
from engine.tools.cli import main

SPADES6 = Bid(6, Denomination.SPADES)
MISERE6 = Bid(6, Denomination.MISERE)


def test_only_the_sides_first_trump_or_grand_bid_is_weighed():
    assert commits_side([], 0, SPADES6)
    assert commits_side([(3, Bid(6, Denomination.SPADES))], 0, Bid(6, Denomination.CLUBS))
    assert not commits_side([], 0, MISERE6)  # misère promises losers, not tricks
    assert not commits_side([], 0, PASS)
    assert not commits_side([(2, SPADES6), (3, PASS)], 0, Bid(6, Denomination.HEARTS))


def test_the_features_are_what_the_bidder_sees():
    hand = CardSet.parse("♠AK743 ♣J104 ♦AQ ♥987")
    f = features(hand, [(2, PASS), (3, SPADES6)], 0)
    assert f == {
        "hcp": 4 + 3 + 1 + 4 + 2,
        "longest": 5,
        "aces": 2,
        "opponents_bid": 1,
        "partner_passed": 1,
    }
    assert list(f) == list(FEATURES)


def test_least_squares_finds_a_known_line():
    rows = [[1.0, x, (x * 7) % 5] for x in range(12)]
    ys = [2.5 + 1.5 * r[1] - 0.5 * r[2] for r in rows]
    b, se = least_squares(rows, ys)
    assert b == pytest.approx([2.5, 1.5, -0.5])
    assert se == pytest.approx([0, 0, 0], abs=1e-6)


def test_a_sample_is_the_same_deal_played_with_the_bid_and_with_a_pass():
    bot = ConventionBot(CURRENT.with_options("nokitty_trump_hcp=0"))
    found = [s for n in range(8) if (s := sample(Form.NOKITTY, "t-open", n, bot)) is not None]
    assert found, "some no-kitty deal has an opening bid"
    again = [s for n in range(8) if (s := sample(Form.NOKITTY, "t-open", n, bot)) is not None]
    assert found == again
    assert all(s.form is Form.NOKITTY and set(s.feats) == set(FEATURES) for s in found)
    assert any(s.gain != 0 for s in found)  # a pass and a bid do not score alike


def _model(intercept: float, hcp: float) -> dict[Form, FormModel]:
    coef = {name: 0.0 for name in FEATURES} | {"hcp": hcp}
    return {form: FormModel(intercept, coef, 1000) for form in FORMS}


def test_the_bots_bid_where_the_model_expects_a_gain_and_pass_where_a_loss(monkeypatch):
    # A made-up model: bidding gains (hcp - 17) points, so 16 points pass and 18 bid.
    monkeypatch.setattr(opening, "load_model", lambda: _model(-17.0, 1.0))
    config = CURRENT.with_options("sim_opening=1")
    weak = CardSet.parse("♠AK743 ♣J104 ♦AQ ♥987")  # 14 points
    strong = CardSet.parse("♠AKQ43 ♣KJ4 ♦AQ ♥987")  # 19 points
    gated = trump_opening_gate(weak, Form.NOKITTY, [], 0, SPADES6, config)
    assert gated is not None and gated.action == PASS
    assert gated.reason.id == "bot.sim_pass" and "3 points less" in str(gated.reason)
    assert trump_opening_gate(strong, Form.NOKITTY, [], 0, SPADES6, config) is None
    # The high-card gate of the same variant is not consulted when the model is on.
    strict = CURRENT.with_options("sim_opening=1,nokitty_trump_hcp=25")
    assert trump_opening_gate(strong, Form.NOKITTY, [], 0, SPADES6, strict) is None
    # Off, the gate is what decides.
    assert trump_opening_gate(strong, Form.NOKITTY, [], 0, SPADES6, CURRENT) is None
    assert trump_opening_gate(weak, Form.NOKITTY, [], 0, SPADES6, CURRENT) is not None


def test_the_committed_model_has_both_forms_and_says_how_it_was_made():
    data = json.loads(opening.MODEL_PATH.read_text(encoding="utf-8"))
    assert data["command"].startswith("python -m engine bidsim ")
    assert data["features"] == list(FEATURES)
    models = load_model()
    for form in FORMS:
        assert models[form].samples >= 1000
        assert set(models[form].coef) == set(FEATURES)


def test_the_fit_gives_every_feature_a_coefficient_and_an_error():
    samples = [
        Sample(
            Form.KITTY,
            {
                "hcp": h,
                "longest": 4 + h % 3,
                "aces": (h * 3) % 5,
                "opponents_bid": h % 2,
                "partner_passed": (h // 2) % 2,
            },
            float(3 * h - 40 + (h * 13) % 7),
        )
        for h in range(8, 30)
    ]
    m = fit(samples)
    assert m["samples"] == 22 and set(m["coef"]) == set(FEATURES)
    assert set(m["std_error"]) == {"intercept", *FEATURES}
    assert 0 < m["bids_kept"] < 1  # the weak hands pass, the strong ones bid


def test_bidsim_says_when_too_few_deals_leave_a_feature_unvaried(capsys):
    assert main(["bidsim", "--deals", "4", "--seed", "t", "--forms", "nokitty"]) == 2
    assert "do not vary enough" in capsys.readouterr().out
