"""The CPU reservoir check of a call whose outputs are too large to keep whole: elements at
positions the trusted side draws after the call returned, compared with the reference's elements
there (before, such a call was not kept at all, and a run of wrong answers with no sampled
request was paid)."""
from __future__ import annotations

import random
import types

import torch

from warpgym_harness import driven_timing, profiler


class _Relu(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(x)


def _task() -> types.ModuleType:
    mod = types.ModuleType("task")
    mod.get_inputs = lambda: [torch.randn(64, 4096)]
    mod.get_init_inputs = lambda: []
    return mod


def test_picked_elements_are_checked_against_the_reference_at_their_positions(monkeypatch):
    monkeypatch.setattr(driven_timing, "PICKED_ELEMENTS", 4096)
    mod, model = _task(), _Relu()
    check = profiler.fetched_call_check(model, mod, "cpu", "default")
    right = model(*driven_timing.reference_inputs(mod, 7, "cpu"))
    values, picks = driven_timing._picked([right], random.SystemRandom())
    assert picks[0].numel() == 4096 and torch.equal(values[0], right.reshape(-1)[picks[0]])
    assert check(7, None, values, picks), "the right answer's elements pass"
    assert not check(8, None, values, picks), "another call's answer (a stale output) fails"
    wrong = right.clone()
    wrong.view(-1)[::2] += 1.0  # half the elements wrong: some are among 4096 drawn ones
    values, picks = driven_timing._picked([wrong], random.SystemRandom())
    assert not check(7, None, values, picks)
    # The positions differ from draw to draw (drawn after the call, from the OS's randomness).
    assert not torch.equal(driven_timing._picked([right], random.SystemRandom())[1][0], picks[0])


def test_the_runners_timing_account_is_kept_bounded_for_the_trace():
    huge = {"host_us": [[1, 2, 3]] * 100_000, "wait_us": "x" * 1000, "gpu_span_ms": 0.5, "extra": [0] * 10**6}
    kept = driven_timing._bounded_diag(huge, 8)
    assert kept == {"host_us": [[1, 2, 3]] * 8, "wait_us": None, "gpu_span_ms": 0.5}
    assert driven_timing._bounded_diag([1, 2], 8) is None
    row = driven_timing._bounded_diag({"host_us": [["a", 1.5, True] + [0] * 20]}, 1)["host_us"]
    assert row == [[None, 1.5, None, 0, 0, 0, 0, 0]]
