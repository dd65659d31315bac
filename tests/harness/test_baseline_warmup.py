"""A correct verify, and the `prepare` command, build the task's torch.compile baseline ahead when
none is cached on this device (compile_warmup), so the profile does not compile while it holds
its device alone: once per task and device, never after a wrong verify, bounded in time. Slow:
real compiles."""

from __future__ import annotations

import json
import subprocess
import sys
import uuid

import pytest

from conftest import DEMO, HARNESS_ROOT, make_workspace

pytestmark = pytest.mark.slow

TASK = DEMO / "level1" / "1_ReLU.py"
SOLUTIONS = DEMO / "solutions" / "level1" / "1_ReLU"


def _fresh_task(tmp_path):
    task = tmp_path / "1_ReLU.py"  # another file hash, even in a kept cache: nothing cached for it
    task.write_text(TASK.read_text() + f"\n# a copy for the warm-up test: {uuid.uuid4()}\n")
    return task


def test_a_correct_verify_builds_the_compiled_baseline_ahead_once(harness, tmp_path):
    task = _fresh_task(tmp_path)
    wrong = harness("verify", task, make_workspace(tmp_path / "wrong", task, SOLUTIONS / "failing"),
                    "--prepare-baselines", "on")
    assert wrong["correct"] is not True and "baseline_warmup" not in wrong["stage_seconds"]
    ws = make_workspace(tmp_path / "ws", task, SOLUTIONS / "reference")
    first = harness("verify", task, ws, "--prepare-baselines", "on")
    assert first["correct"] is True and first["flags"] == [], first["text"]
    assert first["stage_seconds"].get("baseline_warmup", 0) > 0, first["stage_seconds"]
    again = harness("verify", task, ws, "--prepare-baselines", "on")
    assert "baseline_warmup" not in again["stage_seconds"], "built once per task and device"


def test_prepare_builds_the_baseline_once_and_runs_no_agent_code(harness, tmp_path):
    """`prepare` (what the server runs on a shared lease before a task's first timed call) never
    reads the workspace: a workspace that does not exist is no error."""
    task = _fresh_task(tmp_path)
    nowhere = tmp_path / "no-workspace"
    first = harness("prepare", task, nowhere)
    assert first["infra_error"] is False and first["flags"] == [] and first["compile"] is None, first
    assert first["text"].startswith("PREPARE: torch.compile baseline built ahead"), first["text"]
    assert first["stage_seconds"]["baseline_warmup"] > 0
    assert not nowhere.exists()
    again = harness("prepare", task, nowhere)
    assert again["text"].startswith("PREPARE: nothing to build") and again["stage_seconds"] == {}, again
    # A correct verify after it builds nothing either: one build per task and device.
    ws = make_workspace(tmp_path / "ws", task, SOLUTIONS / "reference")
    verify = harness("verify", task, ws, "--prepare-baselines", "on")
    assert verify["correct"] is True and "baseline_warmup" not in verify["stage_seconds"], verify["stage_seconds"]


def test_a_build_past_its_limit_is_stopped_and_tried_again_later(tmp_path):
    """A build runs in the harness's own process, bounded: past its limit it stops, says so, and
    leaves no marker, so the next call builds it (run in a child: the build nices its process)."""
    task = _fresh_task(tmp_path)
    code = ("import json, sys\nfrom warpgym_harness import compile_warmup as w\n"
            f"out = w.build_ahead({str(task)!r}, {str(tmp_path / 'cache')!r}, 'cpu', limit_s=0.05)\n"
            f"print(json.dumps([out, w.marker({str(task)!r}, {str(tmp_path / 'cache')!r}, 'cpu')]))")
    p = subprocess.run([sys.executable, "-c", code], cwd=str(HARNESS_ROOT), capture_output=True, text=True,
                       timeout=300)
    assert p.returncode == 0, p.stderr[-2000:]
    out, still_needed = json.loads(p.stdout.splitlines()[-1])
    assert out["ok"] is False and "still compiling after 0 s: stopped" in out["note"], out
    assert still_needed, "no marker after a build that did not finish"


_SWALLOWING_BUILD = """
import json, time
from warpgym_harness import compile_warmup as w
swallowed = []
def build(task_file, device, run_lock=None):  # drops every stop, as a finalizer drops exceptions
    deadline = time.monotonic() + 3
    while time.monotonic() < deadline:
        try:
            time.sleep(0.01)
        except BaseException as e:
            swallowed.append(type(e).__name__)
w.build = build
out = w.build_ahead({task!r}, {cache!r}, 'cpu', limit_s=0.05)
print(json.dumps([out, sorted(set(swallowed)), len(swallowed), w.marker({task!r}, {cache!r}, 'cpu')]))
"""


def test_a_stop_the_build_swallows_is_raised_again_and_still_fails_the_build(tmp_path):
    """Seen once on a loaded machine: a build past its limit finished and was reported built, its
    stop lost where Python drops exceptions. The stop is raised again until the build ends, and a
    build that reached its limit is never reported built."""
    task = _fresh_task(tmp_path)
    code = _SWALLOWING_BUILD.format(task=str(task), cache=str(tmp_path / "cache"))
    p = subprocess.run([sys.executable, "-c", code], cwd=str(HARNESS_ROOT), capture_output=True, text=True,
                       timeout=120)
    assert p.returncode == 0, p.stderr[-2000:]
    out, kinds, times, still_needed = json.loads(p.stdout.splitlines()[-1])
    assert kinds == ["BuildTimeout"] and times > 1, (kinds, times)  # raised again after the first
    assert out["ok"] is False and "still compiling after 0 s: stopped" in out["note"], out
    assert still_needed, "no marker after a build past its limit"





_BUILD = """
import contextlib, json, sys
from torch._dynamo.utils import counters
from warpgym_harness import compile_warmup as w
seen = {"entered": 0}

@contextlib.contextmanager
def lock():
    seen["entered"] += 1
    seen["compiled_before_lock"] = counters["inductor"]["fxgraph_cache_miss"]
    yield

w.build(sys.argv[1], "cpu", run_lock=lock)
seen["compiled"] = counters["inductor"]["fxgraph_cache_miss"]
print(json.dumps(seen))
"""

_PROFILE_COMPILE = """
import json, sys, torch
from torch._dynamo.utils import counters
from warpgym_harness import profiler, task_loader
torch.backends.cuda.matmul.allow_tf32 = False  # as the harness sets them before its stages
torch.backends.cudnn.allow_tf32 = False
mod = task_loader.load_task(sys.argv[1])
model, _ = task_loader.build_reference(mod, "cpu")
inputs = task_loader.make_input_sets(mod, [profiler.PROFILE_SEED], [1.0], "cpu")[0]
with torch.no_grad():
    torch.compile(model)(*inputs)
print(json.dumps({"hit": counters["inductor"]["fxgraph_cache_hit"], "miss": counters["inductor"]["fxgraph_cache_miss"]}))
"""


# What a harness command's process has before it builds: the worker's inductor CPU probe (its
# forked commands inherit the answer), then the call's own inductor cache. The probe runs in the
# worker's cache as the harness worker's does; only the build's graphs go to the test's fresh one.
_AS_A_HARNESS_COMMAND = """
import os
from warpgym_harness import forkserver
forkserver._warm_inductor_cpu()
os.environ["TORCHINDUCTOR_CACHE_DIR"] = os.environ["WARPGYM_TEST_INDUCTOR_DIR"]
"""


def _py(code: str, task, inductor_dir) -> dict:
    import os
    env = dict(os.environ, WARPGYM_TEST_INDUCTOR_DIR=str(inductor_dir))
    p = subprocess.run([sys.executable, "-c", _AS_A_HARNESS_COMMAND + code, str(task)], cwd=str(HARNESS_ROOT),
                       capture_output=True, text=True, timeout=600, env=env)
    assert p.returncode == 0, p.stderr[-3000:]
    return json.loads(p.stdout.splitlines()[-1])


def test_the_build_needs_no_device_lock_and_is_the_artifact_the_profile_loads(tmp_path):
    """The build compiles without running anything on the device (no lock taken), and what it
    compiled is what the profile's plain torch.compile of the task (on drawn inputs) loads from
    inductor's cache: a hit, nothing compiled again."""
    task = _fresh_task(tmp_path)
    built = _py(_BUILD, task, tmp_path / "inductor")
    assert built["entered"] == 0 and built["compiled"] >= 1, built
    profile = _py(_PROFILE_COMPILE, task, tmp_path / "inductor")
    assert profile["hit"] >= 1 and profile["miss"] == 0, profile


# A task whose forward breaks the graph: eager code runs before the first compiled graph.
BREAKS = ("    def forward(self, x):\n        y = torch.relu(x)\n        torch._dynamo.graph_break()\n"
          "        return y * 2\n\ndef get_inputs():\n    return [torch.randn(64, 64)]\n")
# One whose inputs need real values to be made (their shape depends on them): drawn for real.
REAL_VALUES = ("    def forward(self, x):\n        return torch.relu(x)\n\n"
               "def get_inputs():\n    x = torch.randn(64, 64)\n    return [x[x > 0]]\n")


def _task(tmp_path, body: str):
    task = tmp_path / f"task_{uuid.uuid4().hex[:8]}.py"
    task.write_text(f"# {uuid.uuid4()}\nimport torch\n\nclass Model(torch.nn.Module):\n{body}\n"
                    "def get_init_inputs():\n    return []\n")
    return task


@pytest.mark.parametrize("body", [BREAKS, REAL_VALUES])
def test_a_build_that_must_run_the_forward_holds_the_lock_throughout(tmp_path, body):
    task = _task(tmp_path, body)
    built = _py(_BUILD, task, tmp_path / "inductor")
    assert built["entered"] == 1 and built["compiled_before_lock"] == 0 and built["compiled"] >= 1, built


def test_prepare_beside_timings_builds_without_the_device_or_not_at_all(harness, tmp_path):
    """On the server's build lease other calls may be timing on the device: `prepare` builds a
    task that compiles without running (the usual case) and leaves one that must run its forward
    (here a graph break) to the profile, saying why, instead of running it beside a timing."""
    task = _fresh_task(tmp_path)
    built = harness("prepare", task, tmp_path / "none", "--beside-timings")
    assert built["infra_error"] is False and built["text"].startswith("PREPARE: torch.compile baseline built"), built
    breaks = _task(tmp_path, BREAKS)
    left = harness("prepare", breaks, tmp_path / "none", "--beside-timings")
    assert left["infra_error"] is False and "could not be built ahead" in left["text"], left
    assert "baseline_warmup_failed" in left["stage_seconds"], left


def test_the_build_command_waits_for_the_device_lock_only_where_it_runs_the_forward(tmp_path):
    """`python -m warpgym_harness.compile_warmup TASK DEVICE --device-lock F` (calibrate's warm-up
    beside other tasks' timings): a task that compiles without running does not wait for a lock
    held alone by a timing; one that breaks its graph waits until the timing lets go."""
    import fcntl
    import os
    import time
    lock = tmp_path / "device.lock"
    fd = os.open(lock, os.O_RDWR | os.O_CREAT, 0o644)
    fcntl.flock(fd, fcntl.LOCK_EX)  # a timing holds the device
    env = dict(os.environ, TORCHINDUCTOR_CACHE_DIR=str(tmp_path / "inductor"))
    cmd = [sys.executable, "-m", "warpgym_harness.compile_warmup"]
    try:
        free = subprocess.run([*cmd, str(_fresh_task(tmp_path)), "cpu", "--device-lock", str(lock)],
                              cwd=str(HARNESS_ROOT), env=env, capture_output=True, text=True, timeout=300)
        assert free.returncode == 0, free.stderr[-2000:]
        breaks = _task(tmp_path, BREAKS)
        waiting = subprocess.Popen([*cmd, str(breaks), "cpu", "--device-lock", str(lock)], cwd=str(HARNESS_ROOT),
                                   env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
        said = ""  # the build says it must draw its inputs, then asks for the lock
        while "built with drawn inputs" not in said and waiting.poll() is None:
            said += waiting.stderr.readline()  # type: ignore[union-attr]
        assert "built with drawn inputs" in said, said[-2000:]
        time.sleep(2)
        assert waiting.poll() is None, "the build ran its forward while a timing held the device"
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)
    _, err = waiting.communicate(timeout=300)
    assert waiting.returncode == 0, err[-2000:]


def test_inductor_may_not_time_kernels_on_the_device_while_a_build_compiles():
    """Inductor times some choices while compiling (pad_mm: pad a matrix product or not) on the
    device; inside a build that is refused (NeedsDevice: the build then runs under the device
    lock, or is left to the profile), and the benchmarker is whole again after it."""
    from torch._inductor.runtime import benchmarking
    from warpgym_harness import compile_warmup
    before = benchmarking.benchmarker.benchmark_gpu
    with compile_warmup._no_device_timings():
        with pytest.raises(compile_warmup.NeedsDevice):
            benchmarking.benchmarker.benchmark_gpu(lambda: None)
    assert benchmarking.benchmarker.benchmark_gpu == before
