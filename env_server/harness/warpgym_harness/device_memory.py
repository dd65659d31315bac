"""Who held the device memory the trusted process ran out of, while a candidate was alive.

Contract: `candidate_blamed(e, cand, device)` is called with an exception this process raised
while the candidate process lived, on a device the evaluation has alone (the candidate is then
the only other tenant). It returns None when `e` is not this process running out of CUDA memory
or when the candidate cannot be shown to be the cause; else the failure's detail, after ending
the candidate: the memory it held when ended would have served the failed allocation. A task
that does not fit next to the judge's own copies stays an infra error (the caller re-raises).
Not for shared devices, where other evaluations' memory would be blamed on this candidate.
"""
from __future__ import annotations

import re
import time
from typing import Any

from .common import out_of_memory

_UNITS = {"B": 1, "KiB": 1 << 10, "MiB": 1 << 20, "GiB": 1 << 30, "TiB": 1 << 40}
_ASKED = re.compile(r"Tried to allocate ([0-9.]+) (B|KiB|MiB|GiB|TiB)")
SETTLE_S = 3.0  # how long the driver may take to hand back an ended process's memory


def requested_bytes(text: str) -> int | None:
    """The size of the allocation an out-of-memory error reports ("Tried to allocate 6.00 GiB")."""
    m = _ASKED.search(text)
    return int(float(m.group(1)) * _UNITS[m.group(2)]) if m else None


def blamed(asked: int | None, free_before: int, free_after: int) -> bool:
    """Whether the candidate held what was missing: the allocation did not fit in the free memory
    while it lived and fits in what its end handed back."""
    return asked is not None and free_before < asked <= free_after


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


def candidate_blamed(e: BaseException, cand: Any, device: str) -> str | None:
    oom = out_of_memory(e)
    if device != "cuda" or oom is None or "CUDA" not in str(e):
        return None
    asked = requested_bytes(str(e))
    before = _free_bytes()
    after = _free_after_end(cand, before)
    if not blamed(asked, before, after):
        return None
    gib = 1 << 30
    return (f"the judge ran out of device memory that your process held: it asked for {asked / gib:.2f} GiB with "
            f"{before / gib:.2f} GiB free, and your process's end freed {(after - before) / gib:.2f} GiB "
            f"({oom})")
