"""`--op-policy off`: the fallback check disabled, for checking a task with its own reference.

`warpgym synth` verifies every synthesised task by running the reference Model renamed
ModelNew through `run.py verify`; that candidate calls torch by design, so it needs the op guard
off.  These tests pin down that "off" allows everything, that "strict" still refuses the same
candidate (the default is unchanged), and that a wrong answer still fails under "off".
"""
from __future__ import annotations

from pathlib import Path

import torch
import torch.nn.functional as F

from warpgym_harness import op_guard as og
from conftest import DEMO, make_workspace

TASK = DEMO / "level2" / "1_Matmul_Add_ReLU.py"
NOOP_KERNEL = '#include "binding_registry.h"\nstatic int64_t noop(int64_t x) { return x; }\nREGISTER_BINDING(noop, noop);\n'


def _identity(task: Path, zero: bool = False) -> str:
    code = task.read_text().replace("class Model(", "class _Ref(")
    if zero:
        return code + ("\n\nclass ModelNew(_Ref):\n    def forward(self, *args):\n"
                       "        return torch.zeros_like(super().forward(*args))\n")
    return code + "\n\nModelNew = _Ref\n"


def test_off_allows_every_op_and_records_nothing():
    assert "off" in og.POLICIES
    for op in ("aten::mm", "aten::relu", "aten::add", "mylib::custom", "aten::_neg_view"):
        assert og.allowed(op, "off")
    assert not og.allowed("aten::relu", "strict")
    x = torch.randn(8, 8)
    with og.OpGuard("off") as g:
        F.relu(x @ x).sum()
    assert not g.violations and not g.tampered


def test_verify_identity_candidate_passes_only_with_off(harness, tmp_path):
    files = {"model_new.py": _identity(TASK), "kernels/noop.cpp": NOOP_KERNEL}
    ws = make_workspace(tmp_path / "ws", TASK, files=files)
    strict = harness("verify", TASK, ws, "--seed", "3")
    assert not strict["correct"] and any(f.startswith("fallback_op:") for f in strict["flags"])
    off = harness("verify", TASK, ws, "--seed", "3", "--op-policy", "off")
    assert off["correct"], off["text"]
    assert off["provenance"]["op_policy"] == "off"


def test_verify_zero_candidate_fails_with_off(harness, tmp_path):
    files = {"model_new.py": _identity(TASK, zero=True), "kernels/noop.cpp": NOOP_KERNEL}
    ws = make_workspace(tmp_path / "ws", TASK, files=files)
    res = harness("verify", TASK, ws, "--seed", "3", "--op-policy", "off")
    assert not res["correct"] and "wrong_values" in res["flags"], res["text"]
