"""The trusted process's memory at a real size: a CPU task whose output is 1 GiB, through `verify`
(six trials against the reference, the poisoned rerun, the trace).

The trusted process holds no more full-size tensors than it needs: a trial's reference is
computed (its inputs gone again) before the candidate's outputs are read, the trials' reference
outputs are computed again per trial once they would exceed verify.REFS_BYTES, the exchange
window's pages are freed once read, and comparisons and edge values are made in bounded pieces.
(The profile's share, one input set for large inputs and each fetched timed call checked as it
arrives, is measured at larger sizes in docs/PERF.md: an evaluate is too slow for this suite.)
"""
from pathlib import Path

from conftest import DEMO, make_workspace

ROWS, COLS = 12288, 12288  # float32: 576 MiB per tensor
OUTPUT_MIB = ROWS * COLS * 4 / 2**20
TASK = f'''import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.relu(x)


def get_inputs():
    return [torch.randn({ROWS}, {COLS})]


def get_init_inputs():
    return []
'''
# The interpreter, torch and the harness before any tensor (about 0.6 GiB), then at most three
# outputs' worth: the reference's output with its inputs while it is computed, then with the
# candidate's outputs copied out of the exchange (measured: 2300 MiB).  Holding the references,
# the exchange's pages or a full-size comparison temporary is over it.
BASE_MIB, PER_OUTPUT = 768, 3


def test_a_large_task_is_judged_within_a_bounded_multiple_of_its_output(harness, tmp_path: Path):
    task = tmp_path / "big_relu.py"
    task.write_text(TASK)
    ws = make_workspace(tmp_path / "ws", task, DEMO / "solutions" / "level1" / "1_ReLU" / "reference")
    v = harness("verify", task, ws, timeout=900)
    assert v["infra_error"] is False and v["correct"] is True, v["text"]
    peak = v["provenance"]["peak_memory_mb"]["host_rss"]
    assert 0 < peak <= BASE_MIB + PER_OUTPUT * OUTPUT_MIB, (
        f"the trusted process peaked at {peak:.0f} MiB for outputs of {OUTPUT_MIB:.0f} MiB")


def test_out_of_memory_in_the_trusted_process_is_a_named_infra_error(tmp_path: Path):
    """A task too big for the device: an infrastructure error whose text names the need and the
    capacity (torch's own first line), never a traceback and never the agent's fault."""
    import torch

    from warpgym_harness import contract, run

    call = run.parse_args(["verify", "--task-file", str(tmp_path / "t.py"), "--workspace", str(tmp_path),
                           "--template-dir", str(tmp_path), "--cache-dir", str(tmp_path), "--scratch-dir",
                           str(tmp_path), "--out", str(tmp_path / "v.json")])
    for exc in (torch.OutOfMemoryError("CUDA out of memory. Tried to allocate 6.00 GiB. GPU 0 has a total "
                                       "capacity of 139.72 GiB of which 1.20 GiB is free.\nmore detail"),
                RuntimeError("[enforce fail at alloc_cpu.cpp:117] data. DefaultCPUAllocator: can't allocate "
                             "memory: you tried to allocate 68719476736 bytes.")):
        try:
            raise exc
        except Exception:  # noqa: BLE001 - as run.main catches it
            v = run.crashed(call)
        assert v.infra_error and v.reward is None
        assert "does not fit in this device's memory" in v.text and "Traceback" not in v.text, v.text
        # the server recognises it by this prefix (no health check; a shared verify is judged again alone)
        assert v.error.startswith(contract.JUDGE_OUT_OF_MEMORY_ERROR + ": "), v.error
        assert ("6.00 GiB" in v.text and "139.72 GiB" in v.text) or "68719476736 bytes" in v.text, v.text
    try:
        raise ValueError("something else")
    except ValueError:
        v = run.crashed(call)
    assert "the harness failed" in v.text and "Traceback" in v.text


CLAIM = '''import torch
import torch.nn as nn

import cpu_extension  # noqa: F401


class ModelNew(nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return torch.zeros(1).expand(1 << 28)  # 1 GiB claimed, nothing computed
'''


def test_an_output_not_shaped_like_the_reference_costs_the_trusted_process_nothing(harness, tmp_path: Path):
    """A candidate that answers with a huge output of the wrong shape (a broadcast: free for it)
    is a shape mismatch, and its bytes are never copied into the trusted process: otherwise any
    episode could inflate the task's learned memory need, which every episode of the task then
    waits for (the server's memory admission)."""
    ws = make_workspace(tmp_path / "ws", DEMO / "level1" / "1_ReLU.py",
                        DEMO / "solutions" / "level1" / "1_ReLU" / "reference", {"model_new.py": CLAIM})
    v = harness("verify", DEMO / "level1" / "1_ReLU.py", ws, timeout=900)
    assert v["infra_error"] is False and v["correct"] is False and "shape_mismatch" in v["flags"], v["text"]
    peak = v["provenance"]["peak_memory_mb"]["host_rss"]
    assert 0 < peak <= BASE_MIB + 512, f"the trusted process peaked at {peak:.0f} MiB for a 1 GiB claim"


TWO_OUTPUTS = '''import torch
import torch.nn as nn


class Model(nn.Module):
    def forward(self, x: torch.Tensor):
        return torch.max(x, dim=1)  # values (float32) and indices (int64)


def get_inputs():
    return [torch.randn(64, 128)]


def get_init_inputs():
    return []
'''
SHIFTED = '''import torch
import torch.nn as nn

import cpu_extension  # noqa: F401


class ModelNew(nn.Module):
    def forward(self, x: torch.Tensor):
        return None, torch.zeros(64, dtype=torch.int64)  # the second output's shape, one slot late
'''


def test_outputs_are_matched_to_the_reference_position_by_position(harness, tmp_path: Path):
    """A non-tensor put in front shifts a tensor into the slot of another output: it is that
    slot's wrong answer (and the first slot's missing tensor), never an output that is left
    unread and then compared, which ended the harness as an infra error."""
    task = tmp_path / "max_dim.py"
    task.write_text(TWO_OUTPUTS)
    ws = make_workspace(tmp_path / "ws", task, DEMO / "solutions" / "level1" / "1_ReLU" / "reference",
                        {"model_new.py": SHIFTED})
    v = harness("verify", task, ws, timeout=900)
    assert v["infra_error"] is False and v["correct"] is False, v["text"]
    assert "not_a_tensor" in v["flags"] and "wrong_values" in v["flags"], v["flags"]


def test_a_reference_out_of_memory_is_the_judges_not_the_tasks_code(harness, tmp_path: Path):
    """A reference that runs out of memory (here, as the host allocator reports it) is this
    process's memory: the contract's judge_out_of_memory_error, which the server judges again
    with the device alone on a shared device, never a faulty task."""
    from warpgym_harness import contract

    relu = DEMO / "level1" / "1_ReLU.py"
    task = tmp_path / "oom.py"
    task.write_text(relu.read_text().replace(
        "return torch.relu(x)",
        'raise RuntimeError("DefaultCPUAllocator: can\'t allocate memory: you tried to allocate 68719476736 bytes")'))
    ws = make_workspace(tmp_path / "ws", task, DEMO / "solutions" / "level1" / "1_ReLU" / "reference")
    v = harness("verify", task, ws)
    assert v["infra_error"] and v["error"].startswith(contract.JUDGE_OUT_OF_MEMORY_ERROR + ": "), v["error"]
