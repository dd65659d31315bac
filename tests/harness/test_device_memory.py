"""The judge out of device memory beside a candidate: when the candidate is to blame (its end
hands back what the failed allocation needed) and when the task itself does not fit."""
from __future__ import annotations

import torch

from warpgym_harness import device_memory

GIB = 1 << 30
TORCH_OOM = ("CUDA out of memory. Tried to allocate 6.00 GiB. GPU 0 has a total capacity of 139.72 GiB of which "
             "1.20 GiB is free. Process 4242 has 120.00 GiB memory in use.")


def test_the_failed_allocation_is_read_from_torchs_message() -> None:
    assert device_memory.requested_bytes(TORCH_OOM) == 6 * GIB
    assert device_memory.requested_bytes("Tried to allocate 20.00 MiB.") == 20 << 20
    assert device_memory.requested_bytes("Tried to allocate 512 B") == 512
    assert device_memory.requested_bytes("out of memory") is None


def test_the_candidate_is_blamed_only_when_its_end_made_the_room() -> None:
    assert device_memory.blamed(6 * GIB, free_before=1 * GIB, free_after=100 * GIB)
    # the candidate held little: the task does not fit next to the judge's own copies
    assert not device_memory.blamed(6 * GIB, free_before=1 * GIB, free_after=2 * GIB)
    # the allocation fitted before (it failed for another reason), or its size is unknown
    assert not device_memory.blamed(6 * GIB, free_before=7 * GIB, free_after=100 * GIB)
    assert not device_memory.blamed(None, free_before=1 * GIB, free_after=100 * GIB)


class _NeverEnded:
    def end(self) -> int:
        raise AssertionError("a candidate is ended only to measure a CUDA out-of-memory error")


def test_other_errors_and_the_cpu_leave_the_candidate_alone() -> None:
    cand = _NeverEnded()
    assert device_memory.candidate_blamed(torch.OutOfMemoryError(TORCH_OOM), cand, "cpu") is None
    assert device_memory.candidate_blamed(ValueError("no"), cand, "cuda") is None
    assert device_memory.candidate_blamed(RuntimeError("DefaultCPUAllocator: can't allocate memory"), cand,
                                          "cuda") is None
