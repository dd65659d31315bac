"""The input-mutation check without a copy of large inputs: the content fingerprint changes when
any element changes or elements move, and a candidate that permutes a large input in place
(same bits, other places: a plain sum of the bits would not see it) is still flagged."""
from __future__ import annotations

import json
import subprocess
import sys

import pytest
import torch

from conftest import DEMO, make_workspace
from warpgym_harness import candidate_runner
from warpgym_harness.fingerprint import _CHUNK, content_fingerprint

RELU_TASK = DEMO / "level1" / "1_ReLU.py"
RELU_REF = DEMO / "solutions" / "level1" / "1_ReLU" / "reference"


def _same(a: torch.Tensor, b: torch.Tensor) -> bool:
    return torch.equal(content_fingerprint(a), content_fingerprint(b))


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.int64, torch.bool, torch.complex64])
def test_content_fingerprint_sees_a_change_and_a_move(dtype: torch.dtype) -> None:
    n = _CHUNK + 1000  # two pieces
    x = (torch.randn(n) * 100).to(dtype) if dtype != torch.complex64 else torch.randn(n, dtype=dtype)
    if dtype == torch.bool:
        x = torch.rand(n) > 0.5
    assert _same(x, x.clone())
    for i in (0, n - 1, _CHUNK):  # first, last, first of the second piece
        y = x.clone()
        y[i] = ~y[i] if dtype == torch.bool else y[i] + 1
        assert not _same(x, y), i
    y = x.clone()
    j = int(torch.nonzero(x != x[0])[0])  # two different values, swapped
    y[0], y[j] = x[j], x[0]
    assert not _same(x, y)
    assert not _same(x, x.flip(0))
    assert not _same(x, x[:-1])
    z = torch.zeros(n, dtype=dtype)  # trailing zeros: no sum changes, the shape does
    assert not _same(z, z[:-1]) and not _same(z, z.view(1, n)) and _same(z, z.clone())


def test_content_fingerprint_of_a_strided_view() -> None:
    x = torch.randn(512, 512)
    assert _same(x.t(), x.t().contiguous())
    assert not _same(x.t(), x)


def test_a_large_input_permuted_in_place_is_flagged(harness, tmp_path) -> None:
    rows = candidate_runner.SNAPSHOT_COPY_BYTES // (16384 * 4) + 64  # past the copy limit: fingerprinted
    task = tmp_path / "1_BigReLU.py"
    task.write_text(RELU_TASK.read_text().replace("batch_size = 256", f"batch_size = {rows}"))
    code = ("import torch\nimport torch.nn as nn\nimport cpu_extension\n\n\nclass ModelNew(nn.Module):\n"
            "    def forward(self, x):\n        y = cpu_extension.relu(x)\n        x.copy_(x.flip(0))\n"
            "        return y\n")
    ws = make_workspace(tmp_path / "ws", task, RELU_REF, {"model_new.py": code})
    r = harness("verify", task, ws)
    assert r["infra_error"] is False and r["correct"] is False
    assert "input_mutated" in r["flags"], (r["flags"], r["text"])
    honest = harness("verify", task, make_workspace(tmp_path / "ws2", task, RELU_REF))
    assert honest["correct"] is True and honest["flags"] == [], honest["text"]


def test_bit_sums_are_exact_piece_by_piece() -> None:
    """Over _CHUNK elements the bits are summed in pieces (a sum to int64 of the whole int32
    view would first copy it at twice its size): the same sum, exactly."""
    from warpgym_harness.fingerprint import fingerprint
    x = torch.randn(_CHUNK * 2 + 5)
    [[_, _, got]] = fingerprint([x])
    assert got == int(x.view(torch.int32).to(torch.int64).sum()) & (2**64 - 1)


def test_an_input_sorted_in_place_is_seen_in_another_process() -> None:
    """The timed calls' input check compares a fingerprint taken in the candidate's process with
    one of the inputs the trusted side generates again: the same in both processes, and unlike
    a plain bit sum it changes when the elements only move (a sort done in place)."""
    from warpgym_harness.fingerprint import fingerprint, pending_content, settle_content
    torch.manual_seed(3)
    x = torch.randn(_CHUNK + 7)
    here = settle_content(pending_content([x, 5]))
    code = ("import torch, json; from warpgym_harness.fingerprint import pending_content, settle_content; "
            "torch.manual_seed(3); print(json.dumps(settle_content(pending_content([torch.randn(%d), 5]))))" % (_CHUNK + 7))
    there = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert json.loads(there) == here
    sorted_x = x.sort().values
    assert fingerprint([sorted_x]) == fingerprint([x])  # the same bits, moved
    assert settle_content(pending_content([sorted_x])) != here[:1]
