"""A CPU timed call's outputs, read by the trusted process straight out of the candidate's memory.

Contract:
  C (candidate_runner): `describe(values)` returns (descriptors, tensors to keep alive): every
     plain strided tensor of a known dtype is described where it already lies (address, bytes;
     a non-contiguous one is made contiguous first, inside the timed window), other values as in
     tensor_exchange (type name, JSON scalar value).  No copy of a contiguous output is made.
  T: `RemoteMemory(pid).read(descs, keep)` validates the descriptors (tensor_exchange's rules,
     an address instead of an offset; with `expect`, exactly the reference's shapes and dtypes,
     so a hostile reply cannot make T allocate more than the reference's outputs) and reads every tensor's bytes with process_vm_readv into
     memory T owns: fresh tensors when `keep`, else one reused scratch buffer (the read is the
     proof the bytes exist; the values are not needed).  ValueError when a descriptor is
     malformed or the memory cannot be read (unmapped, or the candidate made itself unreadable):
     the candidate's fault.  `probe(token)` (before any agent code) says whether T found the
     runner and this host lets T read it at all.
Why: when the candidate copied its outputs into the shared exchange inside the timed window, the
copy was part of the calibrated fixed cost subtracted from every call, and agent code that
replaced the runner's copy (computing into the window itself) was paid for a copy it skipped.
Read here, after the reply, no part of the proof runs in the candidate's address space: the
timed window holds the agent's work only, and work the candidate leaves for later (a page
computed on first touch, a thread still filling) burns its CPU while T reads, which the CPU meter
charges to the calls (driven_timing).  Not thread-safe; one per candidate.
"""
from __future__ import annotations

import ctypes
import os
from typing import Any

import torch

from .tensor_exchange import DTYPES, TensorSpec, checked_values

MAX_BYTES = 64 << 30  # one call's outputs, at most (what the exchange could ever carry)
CHUNK = 1 << 30  # bytes per process_vm_readv (the kernel caps one call near 2 GiB)


class ShapeMismatch(ValueError):
    """Outputs not shaped like the reference's (`read`'s `expect`): a wrong answer, not a broken reply."""


class _Iovec(ctypes.Structure):
    _fields_ = [("base", ctypes.c_void_p), ("len", ctypes.c_size_t)]


_libc = ctypes.CDLL(None, use_errno=True)
_readv = _libc.process_vm_readv
_readv.restype = ctypes.c_ssize_t
_readv.argtypes = [ctypes.c_int, ctypes.POINTER(_Iovec), ctypes.c_ulong, ctypes.POINTER(_Iovec),
                   ctypes.c_ulong, ctypes.c_ulong]


def describe(values: list) -> tuple[list[dict[str, Any]], list]:
    """Candidate side: descriptors of `values` where they lie, and what must stay alive until T
    has read them (the caller keeps it until its next call)."""
    descs: list[dict[str, Any]] = []
    held: list = []
    for v in values:
        d: dict[str, Any] = {"type": type(v).__module__ + "." + type(v).__qualname__}
        dtype_name = str(v.dtype).removeprefix("torch.") if isinstance(v, torch.Tensor) else None
        if type(v) is torch.Tensor and v.layout == torch.strided and v.device.type == "cpu" and dtype_name in DTYPES:
            t = v.detach()
            t = t if t.is_contiguous() else t.contiguous()
            nbytes = t.numel() * t.element_size()
            d.update(dtype=dtype_name, shape=list(t.shape), address=t.data_ptr() if nbytes else 0, nbytes=nbytes)
            held.append(t)
        elif isinstance(v, torch.Tensor):
            d["type"] += f"[{v.layout}, {v.dtype}, {v.device}]"
        elif v is None or isinstance(v, (bool, int, float, str)):
            d["value"] = v
        descs.append(d)
    return descs, held


class RemoteMemory:
    def __init__(self, pid: int):
        self.pid = pid
        self._scratch = torch.empty(0, dtype=torch.uint8)

    def probe(self, token: Any) -> str | None:
        """None when the token the runner reported ([address, hex bytes], sent before any agent
        code ran) reads back from process `pid` as reported, else why not."""
        try:
            address, want = int(token[0]), bytes.fromhex(token[1])
            if not 0 < len(want) <= 64:
                raise ValueError("token size")
        except (TypeError, ValueError, IndexError, KeyError) as e:
            return f"the runner's probe token is malformed ({e})"
        here = torch.empty(len(want), dtype=torch.uint8)
        try:
            self._copy_in(here.data_ptr(), address, len(want))
        except ValueError as e:
            return f"process {self.pid}: {e}"
        if bytes(here.tolist()) != want:
            return f"process {self.pid} is not the candidate's runner (its probe bytes differ)"
        return None

    def read(self, descs: Any, keep: bool, expect: list | None = None) -> list:
        """Values of a timed call's descriptors: tensors T owns (`keep`) or views of the scratch
        buffer (valid until the next read), JSON scalars or None for the rest.  `expect`: the
        reference's tensor outputs as [shape, dtype name] pairs; tensors shaped otherwise are
        refused before anything is allocated here."""
        parsed = _parse(descs)
        if expect is not None:
            got = [[list(p[1]), str(p[0]).removeprefix("torch.")] for p in parsed if isinstance(p, tuple)]
            if got != [[list(shape), str(dtype)] for shape, dtype in expect]:
                raise ShapeMismatch(f"outputs {str(got)[:200]} are not shaped like the reference's {str(expect)[:200]}")
        total = sum(-(-n // 64) * 64 for _, _, _, n in (p for p in parsed if isinstance(p, tuple)))
        if not keep and self._scratch.numel() < total:
            self._scratch = torch.empty(total, dtype=torch.uint8)
        out, at = [], 0
        for p in parsed:
            if not isinstance(p, tuple):
                out.append(p)
                continue
            dtype, shape, address, nbytes = p
            if keep:
                t = torch.empty(shape, dtype=dtype)
            else:
                t = self._scratch[at:at + nbytes].view(dtype).view(shape) if nbytes else torch.empty(shape, dtype=dtype)
                at += -(-nbytes // 64) * 64
            self._copy_in(t.data_ptr(), address, nbytes)
            out.append(t)
        return out

    def _copy_in(self, dst: int, src: int, nbytes: int) -> None:
        done = 0
        while done < nbytes:
            n = min(CHUNK, nbytes - done)
            local, remote = _Iovec(dst + done, n), _Iovec(src + done, n)
            got = _readv(self.pid, ctypes.byref(local), 1, ctypes.byref(remote), 1, 0)
            if got <= 0:
                e = ctypes.get_errno() if got < 0 else 0
                raise ValueError(f"output memory at {src + done:#x} ({nbytes - done} bytes) could not be read"
                                 f" from the candidate ({os.strerror(e) if e else 'nothing read'})")
            done += got


def _parse(descs: Any) -> list:
    """(dtype, shape, address, nbytes) per tensor descriptor (tensor_exchange's checks, an address
    instead of an offset), the JSON scalar (or None) for the rest; ValueError for anything
    malformed or larger than MAX_BYTES in all."""
    out: list = []
    total = 0
    for v in checked_values(descs):
        if not isinstance(v, TensorSpec):
            out.append(v)
            continue
        address = v.desc.get("address")
        if type(address) is not int or not 0 <= address < (1 << 64) - v.nbytes:
            raise ValueError("bad address")
        total += v.nbytes
        if total > MAX_BYTES:
            raise ValueError(f"outputs larger than {MAX_BYTES >> 30} GiB")
        out.append((v.dtype, v.shape, address, v.nbytes))
    return out
