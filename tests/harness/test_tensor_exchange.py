"""tensor_exchange.py: outputs from the candidate process through a sealed shared memfd.

Real memfd, real fork; no mocks.  What is written in one process is read, owned, by another; the
reader rejects every malformed or out-of-bounds descriptor with ValueError; the writer cannot
shrink or grow the file (so the reader's mapping never faults).
"""
from __future__ import annotations

import mmap
import os

import pytest
import torch

from warpgym_harness import tensor_exchange
from warpgym_harness.tensor_exchange import Exchange


@pytest.fixture()
def ex():
    e = Exchange()
    yield e
    e.close()


def _roundtrip(ex: Exchange, values: list, window: int = 0) -> list:
    """Writes `values` in a forked child (as the candidate does) and reads them here."""
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        code = 1
        try:
            os.close(r)
            import json
            child = Exchange(ex.fd)
            os.write(w, json.dumps(child.write(values, window)).encode())
            code = 0
        finally:
            os._exit(code)
    os.close(w)
    data = b""
    while chunk := os.read(r, 1 << 16):
        data += chunk
    os.close(r)
    assert os.waitpid(pid, 0)[1] == 0
    import json
    return ex.read(json.loads(data), window, "cpu")


def test_tensors_of_every_dtype_and_layout_arrive_intact(ex):
    x = torch.arange(24, dtype=torch.float32).reshape(4, 6)
    values = [x, x.t(), torch.randn(3, 5, dtype=torch.bfloat16), torch.tensor([True, False]),
              torch.randint(-5, 5, (7,), dtype=torch.int64), torch.empty(0, 3), torch.tensor(2.5),
              torch.randn(2, 2, dtype=torch.complex64)]
    got = _roundtrip(ex, values, window=1)
    assert len(got) == len(values)
    for g, v in zip(got, values):
        assert type(g) is torch.Tensor and g.dtype == v.dtype and g.shape == v.shape
        assert torch.equal(g, v)
        assert g.is_contiguous()


def test_other_values_arrive_as_json_scalars_or_none(ex):
    sparse = torch.eye(3).to_sparse()

    class Sub(torch.Tensor):
        pass

    got = _roundtrip(ex, [3, 1.5, None, "s", sparse, torch.ones(2).as_subclass(Sub), object()])
    assert got == [3, 1.5, None, "s", None, None, None]


def test_read_values_are_owned_by_the_reader(ex):
    desc = ex.write([torch.ones(4)], 0)
    got = ex.read(desc, 0, "cpu")[0]
    ex.write([torch.zeros(4)], 0)  # the writer rewrites the window afterwards
    assert torch.equal(got, torch.ones(4))


@pytest.mark.parametrize("window", [0, 1])
def test_a_read_window_gives_its_memory_back(ex, window):
    """Once read, a window's pages are freed (not held for the rest of the run); the other
    windows keep theirs, every byte of them (the windows need not start on a page boundary),
    and the writer can fill the window again."""
    def used() -> int:
        return os.fstat(ex.fd).st_blocks * 512

    other = 1 - window
    kept = torch.arange(float(1 << 22))
    desc_other = ex.write([kept], other)  # 16 MiB written for the other window
    desc = ex.write([torch.full((1 << 22,), 3.0)], window)
    assert used() >= 32 << 20
    got = ex.read(desc, window, "cpu")[0]
    assert torch.equal(got, torch.full((1 << 22,), 3.0))
    assert (16 << 20) <= used() < (17 << 20)
    assert torch.equal(ex.views(desc_other, other)[0], kept)
    again = ex.read(ex.write([torch.arange(8.0)], window), window, "cpu")[0]
    assert torch.equal(again, torch.arange(8.0))


def test_pin_mode_keeps_every_window_page_and_starts_outputs_on_a_page():
    """With `pin` (the CUDA backend) a read frees nothing: the writer may have the pages
    registered with the driver, and a freed page would leave its DMA writing where the reader
    no longer looks.  Each output window's first tensor starts on a page boundary, where both
    sides' registrations begin."""
    ex = Exchange(pin=True)
    try:
        for window in (0, 1):
            desc = ex.write([torch.full((1 << 22,), 2.0), torch.ones(3)], window)
            assert desc[0]["offset"] % mmap.PAGESIZE == 0
            assert desc[0]["offset"] == tensor_exchange.page_up(window * ex.window_bytes)
            got = ex.read(desc, window, "cpu")
            assert torch.equal(got[0], torch.full((1 << 22,), 2.0)) and torch.equal(got[1], torch.ones(3))
        assert os.fstat(ex.fd).st_blocks * 512 >= 32 << 20
    finally:
        ex.close()


@pytest.mark.parametrize("mutate, why", [
    (lambda d: d.update(dtype="float128"), "unknown dtype"),
    (lambda d: d.update(dtype=["float32"]), "unknown dtype"),
    (lambda d: d.update(shape=[-1]), "bad shape"),
    (lambda d: d.update(shape="4"), "bad shape"),
    (lambda d: d.update(shape=[1] * 17), "bad shape"),
    (lambda d: d.update(shape=[True, 4]), "bad shape"),
    (lambda d: d.update(nbytes=8), "size or bounds"),
    (lambda d: d.update(offset=3), "bad offset"),
    (lambda d: d.update(offset=tensor_exchange.CAPACITY // 2), "size or bounds"),  # window 1
    (lambda d: d.update(offset=-64), "size or bounds"),
    (lambda d: d.update(offset=1.0), "bad offset"),
    (lambda d: d.update(shape=[1 << 39, 1 << 39], nbytes=(1 << 78) * 4), "size or bounds"),
    # No element, so no byte out of bounds, but strides that overflow: a view cannot be made.
    (lambda d: d.update(shape=[0, (1 << 40) - 1, (1 << 40) - 1], nbytes=0), "cannot be viewed"),
])
def test_malformed_descriptors_are_rejected(ex, mutate, why):
    desc = ex.write([torch.ones(4)], 0)
    mutate(desc[0])
    with pytest.raises(ValueError, match=why):
        ex.read(desc, 0, "cpu")


def test_outputs_not_shaped_as_expected_are_not_copied(ex):
    """With the reference's shapes, a tensor shaped otherwise (however large it claims to be)
    comes back as a meta tensor of its claimed shape: nothing is copied into the reader."""
    desc = ex.write([torch.ones(4), torch.zeros(2, 3), 5], 0)
    expect = [([4], torch.float32), ([3, 2], torch.float32)]
    a, b, c = ex.read(desc, 0, "cpu", expect)
    assert torch.equal(a, torch.ones(4)) and not a.is_meta
    assert b.is_meta and list(b.shape) == [2, 3] and c == 5
    big = ex.write([torch.zeros(1).expand(1 << 26)], 1)  # 256 MiB claimed
    [m] = ex.read(big, 1, "cpu", [([4], torch.float32)])
    assert m.is_meta and m.numel() == 1 << 26
    [d] = ex.read(ex.write([torch.ones(4, dtype=torch.float64)], 0), 0, "cpu", [([4], torch.float32)])
    assert d.is_meta, "a dtype other than the reference's is not copied either"


def test_malformed_descriptor_lists_and_windows_are_rejected(ex):
    for descs in ({"dtype": "float32"}, [1], "x", [{}] * (tensor_exchange.MAX_VALUES + 1)):
        with pytest.raises(ValueError):
            ex.read(descs, 0, "cpu")
    for window in (tensor_exchange.WINDOWS, -1, "0", 0.0):
        with pytest.raises(ValueError, match="bad window"):
            ex.read([], window, "cpu")


def test_writer_cannot_shrink_or_grow_the_file(ex):
    child = Exchange(ex.fd)
    for size in (0, 4096, tensor_exchange.CAPACITY + 4096):
        with pytest.raises(PermissionError):
            os.ftruncate(child.fd, size)
    assert os.fstat(ex.fd).st_size == tensor_exchange.CAPACITY


def test_outputs_larger_than_a_window_are_refused(ex, monkeypatch):
    monkeypatch.setattr(tensor_exchange, "CAPACITY", 2 * 4096)
    with pytest.raises(ValueError, match="larger than the exchange window"):
        ex.write([torch.ones(1025)], 0)
