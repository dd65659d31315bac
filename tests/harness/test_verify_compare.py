"""verify.compare in pieces: the verdict and the error figures do not depend on how an output is
split (outputs of KernelBench's real sizes are compared a piece at a time), for contiguous,
strided and mixed pairs, floats with NaN and inf, and integers."""
from __future__ import annotations

import pytest
import torch

from warpgym_harness import verify


def _both(ref: torch.Tensor, cand: torch.Tensor, piece: int, monkeypatch: pytest.MonkeyPatch) -> tuple[dict, dict]:
    whole = verify.compare(ref, cand, "default")
    monkeypatch.setattr(verify, "COMPARE_PIECE", piece)
    return whole, verify.compare(ref, cand, "default")


@pytest.mark.parametrize("piece", [1, 7, 64])
@pytest.mark.parametrize("layout", ["contiguous", "ref_strided", "both_strided"])
def test_pieces_give_the_whole_comparison(piece: int, layout: str, monkeypatch: pytest.MonkeyPatch) -> None:
    torch.manual_seed(0)
    ref = torch.randn(6, 5, 4)
    if layout != "contiguous":
        ref = ref.transpose(0, 2).contiguous().transpose(0, 2)  # same values, other strides
    near = ref + 1e-6
    far = ref.clone()
    far[5, 4, 3] += 1.0  # the last element of the last piece
    nan = ref.clone()
    nan[2, 1, 0] = float("nan")
    if layout == "both_strided":
        near, far, nan = (t.transpose(0, 2).contiguous().transpose(0, 2) for t in (near, far, nan))
    for cand, ok in ((near, True), (far, False), (nan, False)):
        whole, pieces = _both(ref, cand, piece, monkeypatch)
        monkeypatch.undo()
        assert pieces["ok"] is whole["ok"] is ok
        assert pieces["max_abs_err"] == pytest.approx(whole["max_abs_err"])
        assert pieces["max_rel_err"] == pytest.approx(whole["max_rel_err"])


def test_pieces_of_integers_and_of_nan_in_both(monkeypatch: pytest.MonkeyPatch) -> None:
    ints = torch.arange(100).reshape(10, 10)
    other = ints.clone()
    other[9, 9] = 5
    whole, pieces = _both(ints, other, 7, monkeypatch)
    assert not pieces["ok"] and pieces["max_abs_err"] == whole["max_abs_err"] == 94.0
    assert pieces["max_rel_err"] is None
    ref = torch.randn(50)
    ref[[3, 40]] = float("nan")
    _, pieces = _both(ref, ref.clone(), 7, monkeypatch)
    assert pieces["ok"] and pieces["max_abs_err"] == 0.0


def test_a_large_output_is_compared_without_full_size_temporaries(monkeypatch: pytest.MonkeyPatch) -> None:
    """A 1 Gi-element comparison would need several GiB of temporaries at once; in pieces the
    peak stays near one piece's (here measured as the largest tensor the comparison creates)."""
    ref = torch.zeros(1 << 22)
    cand = ref.clone()
    cand[-1] = 1.0
    biggest = 0
    real_abs = torch.Tensor.abs

    def spy(t: torch.Tensor) -> torch.Tensor:
        nonlocal biggest
        biggest = max(biggest, t.numel())
        return real_abs(t)

    monkeypatch.setattr(torch.Tensor, "abs", spy)
    monkeypatch.setattr(verify, "COMPARE_PIECE", 1 << 16)
    r = verify.compare(ref, cand, "default")
    assert not r["ok"] and r["max_abs_err"] == 1.0
    assert biggest == 1 << 16
