"""The trusted side reads a CPU call's outputs straight out of another process (remote_memory.py):
values exact, the probe finds the right process, hostile descriptors fail as the candidate's fault."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
import torch

from warpgym_harness.remote_memory import RemoteMemory, describe


CHILD = """
import ctypes, json, os, sys
import torch
from warpgym_harness.remote_memory import describe
torch.manual_seed(7)
a = torch.randn(300, 257)
b = torch.arange(60, dtype=torch.int64).reshape(6, 10).t()  # not contiguous
token = ctypes.create_string_buffer(os.urandom(16), 16)
descs, held = describe([a, b, 3.5, torch.empty(0)])
print(json.dumps({"descs": descs, "probe": [ctypes.addressof(token), token.raw.hex()],
                  "a": a.sum().item(), "b": b.contiguous().tolist()}), flush=True)
sys.stdin.read()
"""


@pytest.fixture
def child():
    """A fresh process holding outputs (one strided, one non-contiguous, a scalar, an empty one)
    and a probe token; it prints their descriptors and lives until its stdin closes."""
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2] / "env_server" / "harness"))
    proc = subprocess.Popen([sys.executable, "-c", CHILD], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True, env=env)
    try:
        msg = json.loads(proc.stdout.readline())
        yield proc.pid, msg
    finally:
        proc.stdin.close()
        proc.wait(timeout=30)


def test_outputs_read_out_of_the_other_process_exactly(child):
    pid, msg = child
    mem = RemoteMemory(pid)
    assert mem.probe(msg["probe"]) is None
    for keep in (True, False):
        a, b, scalar, empty = mem.read(msg["descs"], keep)
        assert a.shape == (300, 257) and a.dtype == torch.float32
        assert a.sum().item() == pytest.approx(msg["a"], rel=1e-6)
        assert b.tolist() == msg["b"] and b.dtype == torch.int64
        assert scalar == 3.5 and empty.numel() == 0


def test_the_probe_names_a_process_that_is_not_the_runner(child):
    pid, msg = child
    wrong = [msg["probe"][0], "00" * 16]
    assert "not the candidate's runner" in RemoteMemory(pid).probe(wrong)
    assert "malformed" in RemoteMemory(pid).probe(["x"])
    assert RemoteMemory(os.getpid()).probe(msg["probe"]) is not None  # our own memory at that address differs


@pytest.mark.parametrize("bad", [
    "not a list",
    [{"dtype": "float32", "shape": [4], "address": 0x1000, "nbytes": 15}],  # size does not match
    [{"dtype": "evil", "shape": [4], "address": 0x1000, "nbytes": 16}],
    [{"dtype": "float32", "shape": [-1], "address": 0x1000, "nbytes": 16}],
    [{"dtype": "float32", "shape": [4], "address": -8, "nbytes": 16}],
    [{"dtype": "float32", "shape": [1 << 39, 1 << 39], "address": 0, "nbytes": 1 << 80}],
    [{"dtype": "float32", "shape": [4], "address": 8, "nbytes": 16}],  # unmapped: nothing to read
    [{"dtype": "float32", "shape": [1 << 35], "address": 0x1000, "nbytes": 1 << 37}],  # over the cap
])
def test_hostile_descriptors_are_the_candidates_fault(child, bad):
    pid, _ = child
    with pytest.raises(ValueError):
        RemoteMemory(pid).read(bad, keep=False)


def test_outputs_shaped_unlike_the_reference_are_refused_before_any_allocation(child):
    pid, msg = child
    mem = RemoteMemory(pid)
    specs = [[[300, 257], "float32"], [[10, 6], "int64"], [[0], "float32"]]
    assert len(mem.read(msg["descs"], keep=False, expect=specs)) == 4
    huge = [{"dtype": "float32", "shape": [1 << 33], "address": 0x1000, "nbytes": 1 << 35}]
    for bad in (huge, msg["descs"][:1], msg["descs"][::-1]):
        with pytest.raises(ValueError, match="not shaped like the reference"):
            mem.read(bad, keep=True, expect=specs)
