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
    assert device_memory.requested_bytes("Tried to allocate 2.50 KiB") == 2560
    assert device_memory.requested_bytes("out of memory") is None


def test_the_candidate_is_blamed_only_when_it_held_the_room_beyond_an_honest_need() -> None:
    assert device_memory.blamed(6 * GIB, free_before=1 * GIB, free_after=100 * GIB, honest=20 * GIB)
    # it held no more than an honest candidate may: the task does not fit next to the judge's copies
    assert not device_memory.blamed(6 * GIB, free_before=1 * GIB, free_after=20 * GIB, honest=16 * GIB)
    assert not device_memory.blamed(6 * GIB, free_before=1 * GIB, free_after=2 * GIB, honest=0)
    # the allocation fitted before (it failed for another reason), or a size or need is unknown
    assert not device_memory.blamed(6 * GIB, free_before=7 * GIB, free_after=100 * GIB, honest=0)
    assert not device_memory.blamed(None, free_before=1 * GIB, free_after=100 * GIB, honest=0)
    assert not device_memory.blamed(6 * GIB, free_before=1 * GIB, free_after=100 * GIB, honest=None)


def test_an_honest_need_counts_weights_and_a_few_calls_without_allocating() -> None:
    class Task:
        @staticmethod
        def get_inputs():
            return [torch.randn(1024, 1024)]  # 4 MiB, made on the meta device here

    model = torch.nn.Linear(1024, 1024)  # 4 MiB of weight, 4 KiB of bias
    need = device_memory.honest_need(Task, model, out_bytes=4 << 20)
    weights = (1024 * 1024 + 1024) * 4
    assert need == weights + device_memory.HONEST_CALLS * (8 << 20) + device_memory.HONEST_SPARE

    class Valued:
        @staticmethod
        def get_inputs():
            n = int(torch.randint(256, 257, (1,)).item())  # needs real values: made in host memory
            return [torch.randn(n, 1024)]

    assert device_memory.honest_need(Valued, model, out_bytes=0) == (
        weights + device_memory.HONEST_CALLS * 256 * 1024 * 4 + device_memory.HONEST_SPARE)

    class Broken:
        @staticmethod
        def get_inputs():
            raise RuntimeError("no inputs anywhere")

    assert device_memory.honest_need(Broken, model, out_bytes=0) is None


class _NeverEnded:
    def end(self) -> int:
        raise AssertionError("a candidate is ended only to measure a CUDA out-of-memory error")


def test_other_errors_and_the_cpu_leave_the_candidate_alone() -> None:
    cand = _NeverEnded()

    def need() -> int:
        raise AssertionError("the honest need is asked only for a CUDA out-of-memory error")

    assert device_memory.candidate_blamed(torch.OutOfMemoryError(TORCH_OOM), cand, "cpu", need) is None
    assert device_memory.candidate_blamed(ValueError("no"), cand, "cuda", need) is None
    assert device_memory.candidate_blamed(RuntimeError("DefaultCPUAllocator: can't allocate memory"), cand,
                                          "cuda", need) is None


def test_only_an_allocators_error_is_this_processs_memory() -> None:
    """A reply's text quoted in a ValueError ("out of memory" as a dtype) is the candidate's
    answer, never the judge's memory: it must not turn a sampled check into an infra error."""
    from warpgym_harness.common import out_of_memory
    assert out_of_memory(torch.OutOfMemoryError(TORCH_OOM))
    assert out_of_memory(RuntimeError("CUDA error: out of memory"))
    assert out_of_memory(MemoryError())
    assert out_of_memory(ValueError("unknown dtype 'out of memory'")) is None
    assert out_of_memory(KeyError("can't allocate memory")) is None
