"""The trials' reference outputs when they are too big to hold: the plain trials (the task's own
inputs at scales 1, 0.5, 2) are computed only for their comparison, the trials whose outputs must
be looked at first (edge values, large magnitude) up front; a reference that fails only on a
deferred trial's inputs is the task's fault, raised as such (an infra error, never the agent's)."""
from __future__ import annotations

from pathlib import Path

import pytest
import torch

from warpgym_harness import task_loader, verify

TASK = '''import torch
import torch.nn as nn

CALLS = []


class Model(nn.Module):
    def forward(self, x):
        CALLS.append(float(x.abs().max()))
        if FAIL_ABOVE is not None and len(CALLS) > FAIL_ABOVE:
            raise RuntimeError("the reference fails here")
        return torch.tanh(x)


FAIL_ABOVE = None


def get_inputs():
    return [torch.randn(64, 32)]


def get_init_inputs():
    return []
'''


def _trials(tmp_path: Path, refs_bytes: int, monkeypatch: pytest.MonkeyPatch):
    f = tmp_path / "t.py"
    f.write_text(TASK)
    mod = task_loader.load_task(str(f))
    model, _ = task_loader.build_reference(mod, "cpu")
    monkeypatch.setattr(verify, "REFS_BYTES", refs_bytes)
    notes: list[str] = []
    return mod, verify._defined_trials(mod, model, verify.fresh_seeds(7, verify.N_TRIALS), "cpu", notes)


def test_references_that_fit_are_all_computed_up_front(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    mod, (seeds, _, _, refs) = _trials(tmp_path, 1 << 30, monkeypatch)
    assert len(mod.CALLS) == len(seeds) == verify.N_TRIALS
    assert all(h is not None for h in refs.held)


def test_plain_trials_too_big_to_hold_are_computed_only_for_their_comparison(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    mod, (seeds, scales, values, refs) = _trials(tmp_path, 0, monkeypatch)
    assert len(seeds) == verify.N_TRIALS
    # trial 1 (its size decides), the edge-value and the large-magnitude trials
    assert len(mod.CALLS) == 3
    before = len(mod.CALLS)
    for i in range(len(seeds)):
        out = refs[i]
        inputs = task_loader.make_input_sets(mod, [seeds[i]], [scales[i]], "cpu", [values[i]])[0]
        assert torch.equal(out[0], torch.tanh(inputs[0]))
    assert len(mod.CALLS) > before


def test_a_reference_failing_on_a_deferred_trial_is_the_tasks_fault(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    mod, (_, _, _, refs) = _trials(tmp_path, 0, monkeypatch)
    mod.FAIL_ABOVE = len(mod.CALLS)
    with pytest.raises(verify._ReferenceFailed, match="the reference fails here"):
        refs[1]
