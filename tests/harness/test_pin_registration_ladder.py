"""The pinned exchange (tensor_exchange.py, pin=True) from the trusted reader's side: what it
registers (cudaHostRegister) in an output window, whatever the candidate claims or leaves unwritten.

This machine has no GPU: the CUDA runtime is replaced by a recorder (the real registration is
exercised on the GPU by the device script's harness stages), and outputs are read to the `meta`
device (the pin path runs for any device but "cpu"; nothing is copied).
"""
from __future__ import annotations

import pytest
import torch

from warpgym_harness import tensor_exchange
from warpgym_harness.tensor_exchange import PIN_GRAIN, Exchange

MIB = 1 << 20
SHAPE = [8 * MIB]  # float32: 32 MiB, above PIN_MIN
NBYTES = 32 * MIB
EXPECT = [(SHAPE, torch.float32)]


class _CountingRuntime:
    def __init__(self) -> None:
        self.registered: list[int] = []
        self.unregistered = 0

    def cudaHostRegister(self, ptr, size, flags) -> int:  # noqa: N802 - the runtime's name
        self.registered.append(size.value)
        return 0

    def cudaHostUnregister(self, ptr) -> int:  # noqa: N802
        self.unregistered += 1
        return 0

    def cudaGetLastError(self) -> int:  # noqa: N802
        return 0


@pytest.fixture
def rt(monkeypatch) -> _CountingRuntime:
    fake = _CountingRuntime()
    monkeypatch.setattr(tensor_exchange, "cudart", lambda: fake)
    return fake


def _desc(offset: int) -> list[dict]:
    return [{"type": "torch.Tensor", "dtype": "float32", "shape": SHAPE, "offset": offset, "nbytes": NBYTES}]


def test_an_honest_writer_gets_one_registration_per_window(rt):
    ex = Exchange(pin=True)
    try:
        for _ in range(20):
            for window in (0, 1):
                desc = ex.write([torch.ones(SHAPE)], window)  # at the window's first page boundary
                assert desc[0]["offset"] == tensor_exchange.page_up(window * ex.window_bytes)
                out = ex.read(desc, window, "meta", EXPECT)
                assert out[0].is_meta and list(out[0].shape) == SHAPE
        assert rt.registered == [NBYTES, NBYTES] and rt.unregistered == 0
    finally:
        ex.close()
    assert rt.unregistered == 2


def test_a_hostile_placement_cannot_make_the_reader_re_register_again_and_again(rt):
    """Outputs shifted a little further on each reply (each read correct where it lies): the reader
    registers the reference's outputs' worth once, never a range following the candidate's claims."""
    ex = Exchange(pin=True)
    try:
        ex.read(ex.write([torch.ones(SHAPE)], 0), 0, "meta", EXPECT)
        for step in range(1, 33):
            ex._view(step * PIN_GRAIN, NBYTES, torch.float32, SHAPE).fill_(1.0)
            ex.read(_desc(step * PIN_GRAIN), 0, "meta", EXPECT)
        assert rt.registered == [NBYTES], rt.registered
    finally:
        ex.close()


def test_the_reader_registers_no_page_the_writer_left_unwritten(rt):
    """A reply whose outputs were never written (holes in the file): registering them would
    allocate them for the candidate, charged to the reader; it stays pageable instead."""
    ex = Exchange(pin=True)
    try:
        ex.read(_desc(0), 0, "meta", EXPECT)
        assert rt.registered == []
        ex.read(ex.write([torch.ones(SHAPE)], 0), 0, "meta", EXPECT)
        assert rt.registered == [NBYTES]
    finally:
        ex.close()


def test_only_outputs_shaped_like_the_references_count_and_small_ones_stay_pageable(rt):
    assert tensor_exchange.expected_extent([([8 * MIB], torch.float32), None]) == NBYTES
    assert tensor_exchange.expected_extent([([3], torch.float32), ([8 * MIB], torch.float16)]) == \
        tensor_exchange.page_up(64 + 16 * MIB)
    assert tensor_exchange.expected_extent([([1024], torch.float32)]) == 0, "too small to be worth it"
    ex = Exchange(pin=True)
    try:
        big = ex.write([torch.ones(4 * MIB)], 0)  # 16 MiB claimed where the reference gives 32
        assert ex.read(big, 0, "meta", EXPECT)[0].is_meta and rt.registered == []
    finally:
        ex.close()


def test_a_runtime_the_reader_cannot_load_leaves_the_window_pageable(monkeypatch):
    """The judge's own failure to reach the CUDA runtime is never charged to an honest candidate."""
    def unloadable():
        raise OSError("libcudart.so: cannot open shared object file: No such file or directory")

    monkeypatch.setattr(tensor_exchange, "cudart", unloadable)
    ex = Exchange(pin=True)
    try:
        out = ex.read(ex.write([torch.ones(SHAPE)], 0), 0, "meta", EXPECT)  # an honest reply
        assert out[0].is_meta and list(out[0].shape) == SHAPE
    finally:
        ex.close()
