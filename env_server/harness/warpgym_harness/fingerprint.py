"""An exact fingerprint of a call's outputs: two integer sums over every element's bits.

Contract: `fingerprint(values)` returns a list of ints that changes when any bit of any tensor
in `values` changes (up to 64-bit wrap-around collisions a candidate cannot aim for without the
true output), and names non-tensors by type.  It reads every element, so computing it inside a
timed call forces the outputs to exist by the time the call returns: pages filled on first
read are filled (and charged) inside the window, and an output finished later by a background
thread no longer matches the fingerprint taken in the window.  The same function runs on both
sides (the candidate inside each timed call, the trusted process on a fetched copy), on the
same device kind, so honest outputs agree exactly.  Integer arithmetic only: the result does
not depend on reduction order.  Memory: one int64 chunk of at most CHUNK elements at a time.

The torch primitives are captured at import, which happens before any agent code runs in the
candidate process; patching torch afterwards does not change what is computed here.
"""
from __future__ import annotations

from typing import Any

import torch

CHUNK = 1 << 24
_MIX = 0x9E3779B1
_BITS = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}
_T = torch._C.TensorBase
_view, _reshape, _contig, _to, _sum, _mul, _xor, _shr, _item, _narrow, _numel = (
    _T.view, _T.reshape, _T.contiguous, _T.to, _T.sum, _T.mul, _T.bitwise_xor, _T.__rshift__, _T.item,
    _T.narrow, _T.numel)
_is_complex, _real_view = _T.is_complex, torch.view_as_real


def _bits(t: torch.Tensor) -> torch.Tensor:
    """The tensor's raw bits as a flat integer tensor of the same element size."""
    if _is_complex(t):
        t = _real_view(t)
    if t.dtype == torch.bool:
        t = _view(t, torch.uint8)
    flat = _reshape(_contig(t), (-1,))
    return _view(flat, _BITS[t.element_size()])


def _sums(t: torch.Tensor) -> tuple[int, int]:
    bits = _bits(t)
    s1 = s2 = 0
    n = _numel(bits)
    for start in range(0, n, CHUNK):
        wide = _to(_narrow(bits, 0, start, min(CHUNK, n - start)), torch.int64)
        s1 += int(_item(_sum(wide)))
        s2 += int(_item(_sum(_xor(_mul(wide, _MIX), _shr(wide, 15)))))
    return s1 & (2**64 - 1), s2 & (2**64 - 1)


def fingerprint(values: list) -> list:
    out: list = []
    for v in values:
        if type(v) is torch.Tensor:
            out.append([str(v.dtype), list(v.shape), *_sums(v.detach())])
        else:
            out.append(type(v).__module__ + "." + type(v).__qualname__)
    return out


def same(a: Any, b: Any) -> bool:
    """Two fingerprints agree (a reported one is compared as JSON: lists, ints, strings)."""
    return isinstance(a, list) and a == b
