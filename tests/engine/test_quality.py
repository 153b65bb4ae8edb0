"""`python -m engine quality` (issue #15's before/after table): deterministic, and each figure
is a share or a loss that means what it says."""

from __future__ import annotations

import pytest

from engine.tools.cli import main
from engine.tools.quality import quality


def test_the_same_seed_gives_the_same_figures():
    # The first set's four deals (two kitty, two no-kitty) are enough to show it.
    assert quality("current", 1, "qt", deals=4) == quality("current", 1, "qt", deals=4)


def test_a_session_can_be_cut_short():
    out = quality("today", 1, "qt", deals=2)
    assert set(out) <= {"variant", "sessions", "seed", "kitty"}


def test_figures_are_shares_and_non_negative_losses():
    out = quality("today", 2, "qt")
    forms = [v for v in out.values() if isinstance(v, dict)]
    assert forms and sum(f["suit_contracts"] for f in forms) > 0
    for f in forms:
        for share in ("made", "down_at_start_of_play", "leads_costing_a_trick"):
            assert f[share] is None or 0 <= f[share] <= 1
        for loss in ("opening_lead_loss", "card_loss_tricks_1_to_8", "card_loss_last_five"):
            assert f[loss] is None or f[loss] >= 0


def test_an_unknown_variant_is_a_clear_error(capsys):
    assert main(["quality", "nobody", "--sessions", "1"]) == 2
    assert "unknown bot variant" in capsys.readouterr().out


@pytest.mark.parametrize("variant", ["current:look_ahead=5"])
def test_variant_options_are_accepted(variant):
    assert quality(variant, 1, "qt", deals=2)["variant"] == variant
