"""Who held the device memory the trusted process ran out of, while a candidate was alive.

Contract: `candidate_blamed(e, cand, device, honest_of)` is called with an exception this process
raised while the candidate process lived, on a device the evaluation has alone (the candidate is
then the only other tenant). It returns None when `e` is not this process running out of CUDA
memory or when the candidate cannot be shown to be the cause; else the failure's detail, after
ending the candidate: the memory it held beyond `honest_of()` (what an honest candidate may hold:
`honest_need`, the weights and a few calls' inputs and outputs, with room to spare) would have
served the failed allocation. A task that does not fit next to the judge's own copies stays an
infra error (the caller re-raises).
Not for shared devices, where other evaluations' memory would be blamed on this candidate.
"""
from __future__ import annotations

import re
import time
from typing import Any, Callable

from .common import out_of_memory

_UNITS = {"B": 1, "bytes": 1, "KiB": 1 << 10, "MiB": 1 << 20, "GiB": 1 << 30, "TiB": 1 << 40}
_ASKED = re.compile(r"Tried to allocate ([0-9.]+) (bytes|B|KiB|MiB|GiB|TiB)")
SETTLE_S = 3.0  # how long the driver may take to hand back an ended process's memory


def requested_bytes(text: str) -> int | None:
    """The size of the allocation an out-of-memory error reports ("Tried to allocate 6.00 GiB")."""
    m = _ASKED.search(text)
    return int(float(m.group(1)) * _UNITS[m.group(2)]) if m else None


HONEST_CALLS = 4  # calls' inputs and outputs an honest candidate may hold at once (sets, a burst)
HONEST_SPARE = 2 << 30  # its context, workspaces, allocator slack


def honest_need(mod: Any, model: Any, out_bytes: int) -> int | None:
    """What an honest candidate of the task may hold on the device: the reference's weights
    (its own copy), HONEST_CALLS calls' inputs and outputs, and HONEST_SPARE. The inputs are
    sized on the meta device (nothing allocated), or made in host memory once when get_inputs
    needs real values (this runs only after an out-of-memory error); None when neither works."""
    from . import task_loader
    in_bytes = None
    for where in ("meta", "cpu"):
        try:
            in_bytes = task_loader.tensor_bytes(task_loader.make_input_sets(mod, [1], [1.0], where)[0])
            break
        except Exception:  # noqa: BLE001 - a get_inputs that fails here too: no blame without a bound
            continue
    if in_bytes is None:
        return None
    weights = sum(t.numel() * t.element_size() for t in list(model.parameters()) + list(model.buffers()))
    return weights + HONEST_CALLS * (in_bytes + out_bytes) + HONEST_SPARE


def blamed(asked: int | None, free_before: int, free_after: int, honest: int | None) -> bool:
    """Whether the candidate held what was missing: the allocation did not fit in the free memory
    while it lived, and would have with the candidate holding no more than `honest`."""
    return asked is not None and honest is not None and free_before < asked <= free_after - honest


def _free_bytes() -> int:
    import torch
    return int(torch.cuda.mem_get_info()[0])


def _free_after_end(cand: Any, before: int) -> int:
    cand.end()
    free, deadline = _free_bytes(), time.monotonic() + SETTLE_S
    while free <= before and time.monotonic() < deadline:  # the driver frees an ended context late
        time.sleep(0.05)
        free = _free_bytes()
    return free


def candidate_blamed(e: BaseException, cand: Any, device: str, honest_of: Callable[[], int | None]) -> str | None:
    """`honest_of()`: the task's honest_need, asked only for a CUDA out-of-memory error."""
    oom = out_of_memory(e)
    if device != "cuda" or oom is None or "CUDA" not in str(e):
        return None
    asked, honest = requested_bytes(str(e)), honest_of()
    before = _free_bytes()
    after = _free_after_end(cand, before)
    if not blamed(asked, before, after, honest):
        return None
    gib = 1 << 30
    return (f"the judge ran out of device memory that your process held: it asked for {asked / gib:.2f} GiB with "
            f"{before / gib:.2f} GiB free, and your process's end freed {(after - before) / gib:.2f} GiB, more than "
            f"this task's {honest / gib:.2f} GiB allowance by the allocation ({oom})")
