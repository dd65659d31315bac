"""verify/evaluate reject misbehaving candidates with a named flag (never infra_error)."""
import pytest

from conftest import DEMO, make_workspace

RELU_TASK = DEMO / "level1" / "1_ReLU.py"
RELU_REF = DEMO / "solutions" / "level1" / "1_ReLU" / "reference"

HEAD = "import os, time\nimport torch\nimport torch.nn as nn\nimport cpu_extension\n\n"


def model_new(forward_body: str, extra: str = "", base: str = "nn.Module") -> str:
    return (HEAD + extra + f"class ModelNew({base}):\n    def __init__(self):\n        super().__init__()\n\n"
            f"    def forward(self, x):\n" + "".join(f"        {l}\n" for l in forward_body.splitlines()))


CASES = {
    "exit": (model_new("os._exit(3)"), "candidate_crashed"),
    "raise": (model_new("raise RuntimeError('boom in forward')"), "candidate_crashed"),
    "hang": (model_new("time.sleep(600)"), "candidate_timeout"),
    "mutate": (model_new("y = cpu_extension.relu(x)\nx.zero_()\nreturn y"), "input_mutated"),
    "shape": (model_new("return cpu_extension.relu(x)[:, :-1]"), "shape_mismatch"),
    "dtype": (model_new("return cpu_extension.relu(x).double()"), "dtype_mismatch"),
    "inherit": (model_new("return cpu_extension.relu(x)", extra="from model import Model\n\n", base="Model"),
                "inherits_model"),
    "import": ("import not_a_module_anywhere\n", "import_error"),
    "state": (HEAD + "class ModelNew(nn.Module):\n    def __init__(self):\n        super().__init__()\n"
              "        self.w = nn.Parameter(torch.zeros(3))\n\n    def forward(self, x):\n"
              "        return cpu_extension.relu(x)\n", "state_dict_mismatch"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_bad_candidate_is_rejected(harness, tmp_path, case):
    code, flag = CASES[case]
    ws = make_workspace(tmp_path / "ws", RELU_TASK, RELU_REF, {"model_new.py": code})
    r = harness("verify", RELU_TASK, ws, "--timeout-s", "10")
    assert r["compiled"] is True
    assert r["correct"] is False
    assert flag in r["flags"], (r["flags"], r["text"])
    assert r["infra_error"] is False
    assert "NOT OK" in r["text"]
    if case == "raise":
        assert "boom in forward" in r["text"]
    if case in ("mutate", "shape", "dtype"):  # the first failed trial ends the trials; the trace still runs
        assert len(r["verify"]["trials"]) == 1 and "trials 2-6 not run" in r["text"], r["text"]
        assert r["verify"]["kernels"] is not None, "the profiler trace ran after the drained set"


def test_bad_candidate_evaluate_reward(harness, tmp_path):
    code, _ = CASES["shape"]
    ws = make_workspace(tmp_path / "ws", RELU_TASK, RELU_REF, {"model_new.py": code})
    r = harness("evaluate", RELU_TASK, ws)
    assert r["reward"] == -1 and "shape_mismatch" in r["flags"] and r["profile"] is None
    assert r["infra_error"] is False


OOM = model_new("raise torch.OutOfMemoryError('CUDA out of memory. Tried to allocate 16.00 GiB')")


def test_out_of_memory_on_a_shared_device_is_not_charged(harness, tmp_path):
    """A candidate that runs out of memory while other evaluations share the device may have been
    crowded out: an infra error that says so. With the device to itself, it is the candidate's."""
    from warpgym_harness.contract import CROWDED_OUT_ERROR
    ws = make_workspace(tmp_path / "ws", RELU_TASK, RELU_REF, {"model_new.py": OOM})
    shared = harness("evaluate", RELU_TASK, ws, "--device-shared")
    assert shared["infra_error"] is True and CROWDED_OUT_ERROR in shared["text"], shared["text"]
    assert shared["error"] == CROWDED_OUT_ERROR  # exactly: the server leaves the device's health alone
    assert "Tried to allocate 16.00 GiB" in shared["text"] and shared["flags"] == []
    alone = harness("evaluate", RELU_TASK, ws)
    assert alone["infra_error"] is False and alone["reward"] == -1
    assert alone["flags"] == ["candidate_crashed"] and CROWDED_OUT_ERROR not in alone["text"]
    # another crash on a shared device stays the agent's
    ws2 = make_workspace(tmp_path / "ws2", RELU_TASK, RELU_REF, {"model_new.py": CASES["raise"][0]})
    other = harness("evaluate", RELU_TASK, ws2, "--device-shared")
    assert other["infra_error"] is False and other["reward"] == -1


def test_broken_task_is_infra_error(harness, tmp_path):
    task = tmp_path / "broken_task.py"
    task.write_text(RELU_TASK.read_text().replace("return torch.relu(x)", "raise ValueError('task bug')"))
    ws = make_workspace(tmp_path / "ws", task, RELU_REF)
    r = harness("verify", task, ws)
    assert r["infra_error"] is True and "task bug" in r["text"]
    e = harness("evaluate", task, ws)
    assert e["infra_error"] is True


def test_verify_reports_trials_and_tolerance(harness, tmp_path):
    ws = make_workspace(tmp_path / "ws", RELU_TASK, RELU_REF)
    r = harness("verify", RELU_TASK, ws, "--seed", "7")
    assert r["correct"] is True and r["flags"] == [] and r["infra_error"] is False
    v = r["verify"]
    assert len(v["trials"]) == 6 and all(t["ok"] and t["shape_ok"] and t["dtype_ok"] for t in v["trials"])
    assert [t["scale"] for t in v["trials"]] == [1.0, 1.0, 0.5, 2.0, 1.0, 64.0]  # the last: large magnitudes
    assert v["atol"] == 1e-4 and v["rtol"] == 1e-4
    r2 = harness("verify", RELU_TASK, ws, "--seed", "7", "--tolerance", "cuda-agent")
    assert r2["verify"]["atol"] == 1e-2
    assert [t["seed"] for t in r2["verify"]["trials"]] == [t["seed"] for t in v["trials"]]
    r3 = harness("verify", RELU_TASK, ws)
    assert [t["seed"] for t in r3["verify"]["trials"]] != [t["seed"] for t in v["trials"]]
    assert "VERIFY: OK" in r["text"]


FAKE_CLOCK = HEAD + '''import gc


class ModelNew(nn.Module):
    """Finds the harness's Timer through gc and gives it a clock running 30x slow."""

    def __init__(self):
        super().__init__()
        self.patched = False

    def forward(self, x):
        if not self.patched:
            for obj in gc.get_objects():
                if type(obj).__name__ == "Timer" and hasattr(obj, "_now"):
                    real = time.perf_counter_ns
                    obj._now = lambda: real() // 30
                    self.patched = True
        return cpu_extension.relu(x)
'''


@pytest.mark.timing  # a verdict a loaded machine can change: `make test` runs it after the parallel part, alone
def test_forged_clock_is_caught_from_outside(harness, tmp_path):
    """The timing loop's clock can be replaced from inside the candidate process (it is that
    process's own object); the trusted side's batch check of the reported per-call time still
    catches a large forgery (it allows 3x, for cache effects and load)."""
    ws = make_workspace(tmp_path / "ws", RELU_TASK, RELU_REF, {"model_new.py": FAKE_CLOCK})
    r = harness("profile", RELU_TASK, ws, "--profile-target-s", "0.05", "--timeout-s", "60")
    assert r["infra_error"] is False
    # The slow clock also stretches the warm-up and the loop (it counts calls by its own time):
    # on a loaded machine the request can run out of time first. Either way it is not paid.
    assert {"timer_tampering", "candidate_timeout"} & set(r["flags"]), r["text"]
