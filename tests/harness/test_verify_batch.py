"""`verify-batch`: several harness `verify` calls in one trusted process, same verdicts.

`warpgym synth` checks every task with an identity candidate (must pass) and a zero-output
candidate (must fail); verify-batch runs such jobs, of several tasks, in one trusted process (one
device context) with a candidate process per job.  These tests pin down that each job's result
is the one `run.py verify` writes for the same arguments, that a failing job does not spoil the
others, and that the plain CLI is unchanged.
"""
from __future__ import annotations

import json
import subprocess

from conftest import DEMO, HARNESS, HARNESS_ROOT, TEMPLATE, make_workspace
from test_op_policy_off import NOOP_KERNEL, _identity
from warpgym_harness.verdict import validate

TASKS = [DEMO / "level2" / "1_Matmul_Add_ReLU.py", DEMO / "level1" / "1_ReLU.py"]
SAME = ("compiled", "correct", "flags", "infra_error", "command")
SAME_VERIFY = ("atol", "rtol", "max_abs_err", "max_rel_err")


def _job(task, ws, cache_dir, scratch, out):
    return ["--backend", "cpu", "--task-file", str(task), "--workspace", str(ws), "--template-dir", str(TEMPLATE),
            "--cache-dir", str(cache_dir), "--scratch-dir", str(scratch), "--out", str(out), "--seed", "3",
            "--op-policy", "off"]


def test_batch_gives_each_job_the_verdict_of_its_own_verify(harness, cache_dir, tmp_path):
    jobs, expect = [], []
    for t, task in enumerate(TASKS):
        for zero in (False, True):
            ws = make_workspace(tmp_path / f"ws{t}{int(zero)}", task,
                                files={"model_new.py": _identity(task, zero), "kernels/noop.cpp": NOOP_KERNEL})
            out = tmp_path / f"r{t}{int(zero)}.json"
            jobs.append(_job(task, ws, cache_dir, tmp_path / f"s{t}{int(zero)}", out))
            expect.append((task, ws, out, zero))
    # one job that cannot start its reference: its own infra error, the others unaffected
    bad = tmp_path / "bad_task.py"
    bad.write_text("import torch\nclass Model(torch.nn.Module):\n    def forward(self, x):\n"
                   "        raise RuntimeError('boom')\n\ndef get_inputs():\n    return [torch.randn(4)]\n\n"
                   "def get_init_inputs():\n    return []\n")
    bws = make_workspace(tmp_path / "wsbad", bad, files={"model_new.py": _identity(bad),
                                                         "kernels/noop.cpp": NOOP_KERNEL})
    jobs.insert(1, _job(bad, bws, cache_dir, tmp_path / "sbad", tmp_path / "rbad.json"))
    batch = tmp_path / "batch.json"
    batch.write_text(json.dumps({"jobs": jobs}))
    p = subprocess.run([*HARNESS, "verify-batch", "--batch", str(batch)], capture_output=True, text=True,
                       timeout=600, cwd=HARNESS_ROOT)
    assert p.returncode == 0, p.stderr[-3000:]
    assert p.stdout == ""
    badres = json.loads((tmp_path / "rbad.json").read_text())
    assert validate(badres) == []
    assert badres["infra_error"] and not badres["correct"]
    for task, ws, out, zero in expect:
        got = json.loads(out.read_text())
        assert validate(got) == []
        single = harness("verify", task, ws, "--seed", "3", "--op-policy", "off")
        for key in SAME:
            assert got[key] == single[key], (task.name, zero, key, got[key], single[key])
        for key in SAME_VERIFY:
            assert got["verify"][key] == single["verify"][key], (task.name, zero, key)
        assert got["correct"] is (not zero), got["text"]
        if zero:
            assert "wrong_values" in got["flags"]
        assert [t["seed"] for t in got["verify"]["trials"]] == [t["seed"] for t in single["verify"]["trials"]]
        assert got["provenance"]["op_policy"] == "off" and got["provenance"]["sources_sha256"] == \
            single["provenance"]["sources_sha256"]
        assert set(got["stage_seconds"]) == set(single["stage_seconds"])
