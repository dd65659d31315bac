"""verify.compare in pieces: the verdict and the error figures do not depend on how an output is
split (outputs of KernelBench's real sizes are compared a piece at a time), for contiguous,
strided and mixed pairs, floats with NaN and inf, and integers; and a piece without NaN (the
fewer-pass path) is judged exactly as the NaN rules judge it."""
from __future__ import annotations

import pytest
import torch

from warpgym_harness import verify


def _both(ref: torch.Tensor, cand: torch.Tensor, piece: int, monkeypatch: pytest.MonkeyPatch) -> tuple[dict, dict]:
    whole = verify.compare(ref, cand, "default")
    monkeypatch.setattr(verify, "COMPARE_PIECE", {"cpu": piece, "cuda": piece})
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
    monkeypatch.setattr(verify, "COMPARE_PIECE", {"cpu": 1 << 16, "cuda": 1 << 16})
    r = verify.compare(ref, cand, "default")
    assert not r["ok"] and r["max_abs_err"] == 1.0
    assert biggest == 1 << 16


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.float64, torch.complex64])
def test_the_fast_path_judges_a_piece_as_the_nan_rules_do(dtype: torch.dtype) -> None:
    """Without a NaN in the difference the piece takes the fewer-pass path: same verdict, same
    error figures as the NaN-aware rules, on near, far, tiny-magnitude, scaled and infinite values."""
    gen = torch.Generator().manual_seed(1)
    ref = (torch.randn(4096, generator=gen) * torch.logspace(-6, 3, 4096)).to(dtype)
    near = ref + (1e-6 if dtype != torch.float16 else 1e-3)
    far = ref.clone()
    far[100] += 5.0
    inf = ref.clone()
    inf[7] = float("inf")
    both_inf = ref.clone()
    both_inf[9] = float("inf")
    ref_inf = ref.clone()
    ref_inf[9] = float("inf")
    cases = [(ref, near), (ref, far), (ref, inf), (ref, ref.clone()), (ref_inf, both_inf.clone().fill_(1.0))]
    for r, c in cases:
        for scale in (1.0, verify.LARGE_SCALE):
            tol = verify.tolerance_for(r.dtype, "default")
            wide = r.dtype if r.dtype in (torch.float64, torch.complex64) else torch.float32
            fast = verify._compare_piece(c, r, tol, scale)
            rules = verify._compare_piece_nan(c.to(wide), r.to(wide), tol, scale)
            assert fast[0] == rules[0]
            assert fast[1] == pytest.approx(rules[1], nan_ok=True)
            assert fast[2] == pytest.approx(rules[2], nan_ok=True)


def test_a_complex_nan_matches_only_a_nan_in_the_same_part() -> None:
    nan = float("nan")
    ref = torch.tensor([complex(1.0, nan), complex(2.0, 3.0)], dtype=torch.complex64)
    assert verify.compare(ref, ref.clone(), "default")["ok"]  # the same NaN in the same part
    for bad in (complex(nan, 7.0), complex(5.0, nan), complex(nan, nan)):
        cand = ref.clone()
        cand[0] = bad
        r = verify.compare(ref, cand, "default")
        assert not r["ok"] and r["why"] == "wrong_values", bad


@pytest.mark.parametrize("dtype", [torch.float32, torch.float16, torch.complex64])
def test_an_infinity_matches_only_the_same_infinity(dtype: torch.dtype) -> None:
    """A reference that overflows to inf is matched by a candidate with the same inf there (as
    torch.allclose does); -inf, a finite value or NaN in its place is wrong."""
    inf = float("inf")
    ref = torch.tensor([1.0, inf, -inf, 2.0]).to(dtype)
    ok = verify.compare(ref, ref.clone(), "default")
    assert ok["ok"] and ok["max_abs_err"] == 0.0, ok
    for k, bad in ((1, -inf), (2, inf), (1, 3.0e4), (2, float("nan"))):
        cand = ref.clone()
        cand[k] = bad
        r = verify.compare(ref, cand, "default")
        assert not r["ok"] and r["why"] == "wrong_values", (k, bad, r)
