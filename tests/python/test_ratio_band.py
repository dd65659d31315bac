"""tools/bench/ratio_agreement.py's band: a run agrees when the median of all runs lies in the
interval the run reported for its ratio (else its noise band), never narrower than +-5 %."""
from __future__ import annotations

import importlib.util
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
_spec = importlib.util.spec_from_file_location("ratio_agreement", ROOT / "tools" / "bench" / "ratio_agreement.py")
ratio_agreement = importlib.util.module_from_spec(_spec)
_spec.loader.exec_module(ratio_agreement)


def test_the_reported_interval_is_the_band() -> None:
    band = ratio_agreement.band(0.8, 2.0, [0.6, 1.0])
    assert 0.95 in band and 0.6 in band and 1.01 not in band and 0.59 not in band


def test_without_an_interval_the_noise_makes_the_band_at_least_five_percent() -> None:
    assert 0.84 in ratio_agreement.band(0.8, 2.0, None) and 0.85 not in ratio_agreement.band(0.8, 2.0, None)
    assert 1.15 in ratio_agreement.band(1.0, 20.0, None) and 1.21 not in ratio_agreement.band(1.0, 20.0, None)
    # an interval narrower than 5 % is widened to it
    assert 1.04 in ratio_agreement.band(1.0, 0.5, [0.99, 1.01])
