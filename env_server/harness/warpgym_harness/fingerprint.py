"""An exact fingerprint of a call's outputs: the sum of every element's bits, as integers.

Contract: `fingerprint(values)` returns a list that changes when any one bit of any tensor in
`values` changes (a candidate cannot aim for a collision with the true output without having it),
and names non-tensors by type.  It reads every element, so computing it inside a timed call
forces the outputs to exist by the time the call returns: an output finished later by a
background thread no longer matches the fingerprint taken in the window.  The same function runs
on both sides (the candidate inside each timed call, the trusted process on a fetched copy), on
the same device kind, so honest outputs agree exactly.  Int64 sums (wrap-around, independent of
reduction order) over pieces of _CHUNK elements: on a GPU it costs about one read of the
outputs, small next to the forward that wrote them, and no full-size temporary.
`content_fingerprint` also weighs each element by its position (it changes when elements move):
the input-mutation checks, within one process (a snapshot) and across the two (a timed call's
inputs, `pending_content` in the candidate against the inputs the trusted side generates again).

The torch primitives are captured at import, which happens before any agent code runs in the
candidate process; patching torch afterwards does not change what is computed here.
"""
from __future__ import annotations

import torch

_BITS = {1: torch.uint8, 2: torch.int16, 4: torch.int32, 8: torch.int64}
_T = torch._C.TensorBase
_view, _reshape, _contig, _sum, _item = _T.view, _T.reshape, _T.contiguous, _T.sum, _T.item
_is_complex, _real_view = _T.is_complex, torch.view_as_real
_to, _mul, _stack, _numel, _tolist = _T.to, _T.mul, torch.stack, _T.numel, _T.tolist
_CHUNK = 1 << 22  # elements per piece of content_fingerprint: its temporaries stay at tens of MiB
_weights: dict[str, torch.Tensor] = {}


def _bits(t: torch.Tensor) -> torch.Tensor:
    """The tensor's raw bits as a flat integer tensor of the same element size."""
    if _is_complex(t):
        t = _real_view(t)
    if t.dtype == torch.bool:
        t = _view(t, torch.uint8)
    flat = _reshape(_contig(t), (-1,))
    return _view(flat, _BITS[t.element_size()])


def _bit_sum(t: torch.Tensor) -> torch.Tensor:
    """The int64 sum of the bits, piece by piece: a sum to int64 of a narrower integer tensor
    first makes a full-size int64 copy of it (2-8x the tensor at real sizes)."""
    b = _bits(t)
    n = _numel(b)
    if n <= _CHUNK:
        return _sum(b, dtype=torch.int64)
    return _sum(_stack([_sum(b[s:s + _CHUNK], dtype=torch.int64) for s in range(0, n, _CHUNK)]))


def pending_fingerprint(values: list) -> list:
    """The fingerprint with each sum still a 0-d tensor on the values' device: queued, not waited
    for (a burst of GPU calls synchronizes once, then `settle`s every call's)."""
    out: list = []
    for v in values:
        if type(v) is torch.Tensor:
            out.append([str(v.dtype), list(v.shape), _bit_sum(v.detach())])
        else:
            out.append(type(v).__module__ + "." + type(v).__qualname__)
    return out


def settle(pending: list) -> list:
    """pending_fingerprint's result with every sum read as an integer."""
    return [[e[0], e[1], int(_item(e[2])) & (2**64 - 1)] if isinstance(e, list) else e for e in pending]


def fingerprint(values: list) -> list:
    return settle(pending_fingerprint(values))



def _position_weights(device: torch.device) -> torch.Tensor:
    """Odd int64 weights, one per position of a piece, the same in every process (the trusted
    side compares a timed call's inputs fingerprinted in the candidate's process). Known
    weights let a change be aimed at the sums' blind spots (+1, -2, +1 at three positions whose
    weighted deltas cancel), which computes nothing: what the check is for is work done in
    place on the inputs (an elementwise map, a sort), whose changes are not so aimed."""
    key = str(device)
    if key not in _weights:
        g = torch.Generator().manual_seed(0x5EED)
        w = torch.randint(-(2**62), 2**62, (_CHUNK,), generator=g, dtype=torch.int64)
        _weights[key] = _to(torch.bitwise_or(w, 1), device)
    return _weights[key]


def content_fingerprint(t: torch.Tensor) -> torch.Tensor:
    """A small int64 tensor on t's device that changes when any element of `t` changes, when
    elements move and when its shape does (a position-weighted sum of the bits per piece, the
    plain bit sum, the sizes), for a
    check that a tensor is unchanged without keeping a copy of it (the input-mutation check on
    inputs of GiBs). Taken piece by piece: its temporaries are a few pieces, never a copy."""
    b = _bits(t.detach())
    w = _position_weights(b.device)
    n = _numel(b)
    weighted, plain = [], []
    for s in range(0, n, _CHUNK):  # each piece widened once, for both sums
        piece = _to(b[s:s + _CHUNK], torch.int64)
        weighted.append(_sum(_mul(piece, w[:min(_CHUNK, n - s)])))
        plain.append(_sum(piece))
    # the plain bit sum from the pieces: a sum to int64 of the whole would widen a full-size copy
    parts = weighted + [_sum(_stack(plain)) if plain else _sum(b, dtype=torch.int64)]
    # the shape too, in one copy to the device: dropping trailing zero bits changes no sum
    shape = torch.tensor([*t.shape, t.dim()], dtype=torch.int64, device=b.device)
    return torch.cat([_stack(parts), shape])


def pending_content(values: list) -> list:
    """content_fingerprint of each tensor in `values` (non-tensors by type), queued on the
    device, not waited for; `settle_content` reads them."""
    return [content_fingerprint(v) if type(v) is torch.Tensor else type(v).__module__ + "." + type(v).__qualname__
            for v in values]


def settle_content(pending: list) -> list:
    return [_tolist(p) if isinstance(p, torch.Tensor) else p for p in pending]
