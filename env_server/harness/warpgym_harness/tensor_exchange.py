"""Tensors from the candidate process to the trusted one through a sealed shared-memory file.

Contract: the trusted process (T) creates an `Exchange` BEFORE it forks the candidate (C), which
inherits the descriptor (candidate_proc keeps it open through the sandbox).  The file is an
anonymous memfd of CAPACITY bytes, sparse (a page exists once written), sealed against shrinking
and growing: C may rewrite any byte at any time but can never make T's mapping fault (SIGBUS).
The region is split into WINDOWS windows: C fills output window (i+1) % 2 while T reads window i;
INPUT_WINDOW carries the inputs of a timed call the other way (T writes, C takes views).

  C: `write(values, window)` copies each plain, strided `torch.Tensor` in `values` into the window
     (64-byte aligned, dense, row-major) and returns JSON descriptors; other values get a
     descriptor with their type name and, for JSON scalars, the value.
  C: `views(descs, window)` checks descriptors like `read` and returns tensors that VIEW the shared
     pages (no copy): the inputs T wrote for one timed call (CPU).
  T: `read(descs, window, device, expect)` validates every descriptor (a dtype from DTYPES, a
     shape of non-negative ints, the exact byte count, bounds inside that window) and returns
     tensors T owns (copied out of the shared pages), so nothing C writes afterwards can change
     them; with `expect` (the reference's outputs' shapes and dtypes, by position) a tensor
     shaped otherwise is not copied at all but returned as a `meta` tensor of its claimed shape
     (a wrong answer costs T no memory, whatever size C claims); then
     the window's pages are freed (a window holds an output only between C's write and T's read,
     not for the rest of the run: at KernelBench's sizes that is gigabytes per window).
     Malformed descriptors raise ValueError: the candidate's fault, never T's crash.

Pinned (CUDA, `pin=True` on both sides): outputs of PIN_MIN bytes or more go through pages both
processes registered with the CUDA driver (cudaHostRegister), so both copies are DMA at full
PCIe speed (a 6 GiB output: about 0.12 s each way instead of 4-5 s through pageable staging).
Each side registers the part of an output window its outputs use, once, growing it when needed;
a failed registration (or a runtime out of reach) leaves that side pageable (same bytes,
slower).  A registered page must stay in the file (the other side's DMA goes to it), so in pin
mode T never frees the output windows' pages: they hold the largest outputs until the candidate
ends, charged to it.  T registers exactly the compact layout of outputs shaped like the
reference's (`expected_extent`), once per window, and only when every output lies inside it and
every page of it was written: whatever C claims or does, T pins no more than the reference's
outputs' worth and allocates nothing for C.  C writes each output window's first tensor at a
page boundary (where the registrations begin).

Why not files: an output of 256 MiB went through torch.save, a tmpfs file and torch.load on
every trial (about half of a verify's time); here it is one device-to-host copy into shared
pages and one host-to-device copy out of them.  Not thread-safe; one Exchange per candidate.
"""
from __future__ import annotations

import ctypes
import fcntl
import functools
import math
import mmap
import os
from typing import Any, NamedTuple

import torch

from .common import log

CAPACITY = 64 << 30  # virtual; only written pages use memory (charged to the writer's cgroup)
WINDOWS = 3
INPUT_WINDOW = 2
ALIGN = 64
DTYPES = {str(d).removeprefix("torch."): d for d in (
    torch.float64, torch.float32, torch.float16, torch.bfloat16, torch.complex64, torch.complex128,
    torch.int64, torch.int32, torch.int16, torch.int8, torch.uint8, torch.bool)}
MAX_DIMS = 16
PIN_MIN = 16 << 20  # outputs smaller than this are copied pageable (registering costs ~0.1 s/GiB)
PIN_GRAIN = 2 << 20  # registrations grow in these steps
MAX_VALUES = 4096  # descriptors per reply


class TensorSpec(NamedTuple):
    dtype: torch.dtype
    shape: list[int]
    nbytes: int
    desc: dict  # the descriptor itself (where the bytes are: offset or address)


def checked_values(descs: Any) -> list:
    """A reply's descriptors, checked: a TensorSpec for each tensor (a dtype from DTYPES, a shape
    of at most MAX_DIMS non-negative ints, nbytes exactly the shape's), the JSON scalar (or
    None) for the rest.  ValueError for anything malformed; where the bytes lie is the caller's."""
    if not isinstance(descs, list) or len(descs) > MAX_VALUES:
        raise ValueError("descriptors are not a list of bounded length")
    out: list = []
    for d in descs:
        if not isinstance(d, dict):
            raise ValueError("descriptor is not an object")
        if "dtype" not in d:
            v = d.get("value")
            out.append(v if v is None or isinstance(v, (bool, int, float, str)) else None)
            continue
        dtype = DTYPES.get(d["dtype"]) if isinstance(d["dtype"], str) else None
        shape, nbytes = d.get("shape"), d.get("nbytes")
        if dtype is None:
            raise ValueError(f"unknown dtype {str(d['dtype'])[:40]!r}")
        if (not isinstance(shape, list) or len(shape) > MAX_DIMS
                or not all(type(s) is int and 0 <= s < (1 << 40) for s in shape)):
            raise ValueError("bad shape")
        if type(nbytes) is not int:
            raise ValueError("bad offset or size")
        if nbytes != math.prod(shape) * dtype.itemsize:
            raise ValueError("size or bounds do not match the shape and the window")
        out.append(TensorSpec(dtype, shape, nbytes, d))
    return out


def _matches(t: torch.Tensor, spec: tuple | None) -> bool:  # spec: (shape, dtype)
    return spec is not None and list(t.shape) == list(spec[0]) and t.dtype == spec[1]


def spec_of(values: list) -> list:
    """`read`'s `expect` for outputs shaped like these (the reference's): (shape, dtype) per
    position, None where a value is not a tensor (outputs are compared position by position)."""
    return [(list(v.shape), v.dtype) if isinstance(v, torch.Tensor) else None for v in values]


@functools.cache
def cudart() -> ctypes.CDLL:
    """The CUDA runtime torch loaded (found in this process's maps; torch.cuda.cudart() does not
    clear the runtime's last error after a failed call)."""
    torch.cuda.init()
    with open("/proc/self/maps") as maps:
        for line in maps:
            if "libcudart" in line:  # the path is the sixth field; it may hold spaces, or end " (deleted)"
                path = line.rstrip("\n").split(None, 5)[-1].removesuffix(" (deleted)")
                return ctypes.CDLL(path)
    return ctypes.CDLL("libcudart.so")


def round_up(n: int, step: int) -> int:
    return -(-n // step) * step


def page_up(n: int) -> int:
    return round_up(n, mmap.PAGESIZE)


def expected_extent(expect: list) -> int:
    """The bytes T registers in a window for outputs shaped like `expect` (the reference's): their
    compact layout from the window's first page boundary, to a page; 0 (stay pageable) when they
    are too small to be worth it.  Whatever the candidate claims, T pins no more than this."""
    total = sum(round_up(math.prod(spec[0]) * spec[1].itemsize, ALIGN) for spec in expect if spec is not None)
    return page_up(total) if total >= PIN_MIN else 0


class Exchange:
    def __init__(self, fd: int | None = None, pin: bool = False):
        """Without `fd`: create the sealed memfd (T, before forking).  With `fd`: attach to the one
        T created (C).  `pin`: register output windows with the CUDA driver (see the module)."""
        if fd is None:
            fd = os.memfd_create("warpgym-exchange", os.MFD_CLOEXEC | os.MFD_ALLOW_SEALING)
            os.ftruncate(fd, CAPACITY)
            fcntl.fcntl(fd, fcntl.F_ADD_SEALS, fcntl.F_SEAL_SHRINK | fcntl.F_SEAL_GROW | fcntl.F_SEAL_SEAL)
        self.fd = fd
        self.pin = pin
        self._map: mmap.mmap | None = None
        self._address = 0
        self._pinned: dict[int, int] = {}  # window -> bytes registered from its first page boundary
        self._pin_failed: dict[int, int] = {}  # window -> the size whose registration failed

    @property
    def window_bytes(self) -> int:
        return CAPACITY // WINDOWS // ALIGN * ALIGN

    def _mapped(self) -> mmap.mmap:
        if self._map is None:
            self._map = mmap.mmap(self.fd, CAPACITY, mmap.MAP_SHARED, mmap.PROT_READ | mmap.PROT_WRITE)
            anchor = ctypes.c_char.from_buffer(self._map)
            self._address = ctypes.addressof(anchor)
            del anchor  # a live buffer export would keep close() from unmapping
        return self._map

    def _pin(self, window: int, nbytes: int) -> None:
        """Registers the window's first `nbytes` from its first page boundary with the CUDA driver,
        unless that much already is; best effort (a failure leaves the window pageable)."""
        if nbytes <= self._pinned.get(window, 0) or nbytes == self._pin_failed.get(window):
            return
        self._mapped()
        start = ctypes.c_void_p(self._address + page_up(self._window(window)[0]))
        try:  # the runtime itself may be out of reach (its library replaced under a running server)
            rt = cudart()
            if self._pinned.pop(window, 0) and rt.cudaHostUnregister(start) != 0:
                rt.cudaGetLastError()
            if rt.cudaHostRegister(start, ctypes.c_size_t(nbytes), 0) == 0:
                self._pinned[window] = nbytes
                return
            rt.cudaGetLastError()  # cleared, or torch's next launch check would report it
        except (OSError, AttributeError, RuntimeError) as e:
            log(f"exchange window {window} stays pageable: {e}")
        self._pin_failed[window] = nbytes

    def _written(self, offset: int, nbytes: int) -> bool:
        """Every page of [offset, offset + nbytes) exists in the file: registering a hole would
        allocate it, charged to whoever registers."""
        try:
            return os.lseek(self.fd, offset, os.SEEK_HOLE) >= offset + nbytes
        except OSError:
            return False

    def _unpin_all(self) -> None:
        if self._pinned:
            rt = cudart()
            for window in list(self._pinned):
                rt.cudaHostUnregister(ctypes.c_void_p(self._address + page_up(self._window(window)[0])))
            self._pinned.clear()

    def _view(self, offset: int, nbytes: int, dtype: torch.dtype, shape: list[int]) -> torch.Tensor:
        try:  # a shape whose strides overflow (an empty one can be any size) is a malformed reply
            if nbytes == 0:  # no element: nothing to map
                return torch.empty(shape, dtype=dtype)
            raw = torch.frombuffer(self._mapped(), dtype=torch.uint8, count=nbytes, offset=offset)
            return raw.view(dtype).view(shape)
        except RuntimeError as e:
            raise ValueError(f"shape {str(shape)[:80]} cannot be viewed ({str(e)[:80]})") from None

    # --- candidate side ---------------------------------------------------------------------------

    def write(self, values: list, window: int) -> list[dict[str, Any]]:
        base, end = self._window(window)
        at = page_up(base)
        if self.pin:
            on_gpu = [v for v in values if type(v) is torch.Tensor and v.is_cuda and v.layout == torch.strided]
            need = sum(round_up(v.numel() * v.element_size(), ALIGN) for v in on_gpu)
            if need >= PIN_MIN and at + need <= end:
                self._pin(window, round_up(need, PIN_GRAIN))
        out: list[dict[str, Any]] = []
        for v in values:
            d: dict[str, Any] = {"type": type(v).__module__ + "." + type(v).__qualname__}
            dtype_name = str(v.dtype).removeprefix("torch.") if isinstance(v, torch.Tensor) else None
            if type(v) is torch.Tensor and v.layout == torch.strided and dtype_name in DTYPES:
                nbytes = v.numel() * v.element_size()
                if at + nbytes > end:
                    raise ValueError(f"outputs larger than the exchange window ({self.window_bytes >> 20} MiB)")
                self._view(at, nbytes, v.dtype, list(v.shape)).copy_(v.detach())
                d.update(dtype=dtype_name, shape=list(v.shape), offset=at, nbytes=nbytes)
                at += round_up(nbytes, ALIGN)
            elif isinstance(v, torch.Tensor):
                d["type"] += f"[{v.layout}, {v.dtype}]"
            elif v is None or isinstance(v, (bool, int, float, str)):
                d["value"] = v
            out.append(d)
        return out

    # --- trusted side -----------------------------------------------------------------------------

    def read(self, descs: Any, window: int, device: str, expect: list | None = None) -> list:
        """Tensors (on `device`, owned by T) for tensor descriptors; the JSON scalar (or None) for
        the others.  `expect`: per output position, the reference's (shape, dtype), None where
        the reference's output is not a tensor; a tensor output that does not match its
        position's comes back as a `meta` tensor of its claimed shape, nothing copied.
        ValueError for anything malformed or out of the window's bounds."""
        out = self.views(descs, window)
        wanted = [isinstance(v, torch.Tensor) and (expect is None or _matches(v, expect[j] if j < len(expect) else None))
                  for j, v in enumerate(out)]
        if self.pin and device != "cpu" and expect is not None:
            start, extent = page_up(self._window(window)[0]), expected_extent(expect)
            placed = [(v.data_ptr() - self._address, v.numel() * v.element_size())
                      for v, w in zip(out, wanted) if w and v.numel()]
            if (extent and placed and all(start <= o and o + n <= start + extent for o, n in placed)
                    and self._written(start, extent)):
                self._pin(window, extent)
        owned = []
        for v, w in zip(out, wanted):
            if not isinstance(v, torch.Tensor):
                owned.append(v)
            elif not w:
                owned.append(torch.empty(v.shape, dtype=v.dtype, device="meta"))
            else:
                owned.append(v.to(device, copy=True) if device != "cpu" else v.clone())
        del out
        self.release(window)
        return owned

    def release(self, window: int) -> None:
        """Frees the pages of an output window (C's next write there faults in fresh ones): only
        pages wholly inside it (the kernel rounds a length up to a page, and a page shared with
        the next window may hold that window's first bytes, which C may be writing now).  In pin
        mode nothing: either side may have the pages registered."""
        base, end = self._window(window)
        if self.pin:
            return
        page = mmap.PAGESIZE
        start, stop = -(-base // page) * page, end // page * page
        if self._map is not None and stop > start:
            self._map.madvise(mmap.MADV_REMOVE, start, stop - start)

    def views(self, descs: Any, window: int) -> list:
        base, end = self._window(window)
        out: list = []
        for v in checked_values(descs):
            if not isinstance(v, TensorSpec):
                out.append(v)
                continue
            offset = v.desc.get("offset")
            if type(offset) is not int or offset % ALIGN:
                raise ValueError("bad offset or size")
            if not base <= offset <= offset + v.nbytes <= end:
                raise ValueError("size or bounds do not match the shape and the window")
            out.append(self._view(offset, v.nbytes, v.dtype, v.shape))
        return out

    def _window(self, window: int) -> tuple[int, int]:
        if type(window) is not int or not 0 <= window < WINDOWS:
            raise ValueError(f"bad window {window!r}")
        return window * self.window_bytes, (window + 1) * self.window_bytes

    def close(self) -> None:
        self._unpin_all()
        if self._map is not None:
            try:
                self._map.close()
            except BufferError:  # a view is still alive somewhere: let the GC unmap it
                pass
            self._map = None
        if self.fd >= 0:
            try:
                os.close(self.fd)
            except OSError:
                pass
            self.fd = -1
