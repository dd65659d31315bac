"""`verify-batch`: many `verify` calls of the harness CLI in one trusted process.

    python -m warpgym_harness.run verify-batch --batch FILE.json

Contract: FILE.json is {"jobs": [[ARG, ...], ...]}, each job the arguments of one
`run.py verify` call (without the word `verify`: --backend, --task-file, --workspace, --out, ...).
Every job gets the result JSON, written atomically to its own --out, that `run.py verify` with
those arguments writes (same fields, same checks: compile_workspace, verify.verify with a
Candidate process of its own, the symbol check, provenance), except `harness_seconds`, which is
the job's own share (its compile and fork, then its verify).  Jobs must name one --backend and,
on cuda, run on the one device this process sees.  Order: every job's workspace is compiled and
its candidate process forked first, before this process touches the GPU (a CUDA context does not
survive fork); then the jobs are verified one after the other, each candidate closed when its
job is done.  So N jobs cost one trusted process and one device context for the trusted side
instead of N (and N candidate processes, as before); candidate processes of later jobs wait,
already started, while earlier jobs run.  A job whose preparation or verify fails gets its
own result (infra_error, as `run.py verify` reports a crash of the harness) and does not stop
the others; arguments that do not parse end the whole call (exit code 2, nothing written).
Exit code 0 iff every job's result JSON was written.  Who uses it: `warpgym synth`'s harness
check (an identity and a zero-output candidate per task, several tasks per call).
"""
from __future__ import annotations

import argparse
import json
import time

from . import contract, run
from .common import log
from .verdict import Verdict


def main(argv: list[str]) -> int:
    ap = argparse.ArgumentParser(prog="python -m warpgym_harness.run verify-batch")
    ap.add_argument("--batch", required=True, help='JSON file: {"jobs": [[verify arguments...], ...]}')
    b = ap.parse_args(argv)
    with open(b.batch, encoding="utf-8") as f:
        jobs = json.load(f)["jobs"]
    if not isinstance(jobs, list) or not all(isinstance(j, list) and all(isinstance(x, str) for x in j)
                                             for j in jobs):
        raise SystemExit("verify-batch: jobs must be a list of argument lists")
    run.not_dumpable()
    calls: list[run.Call] = []
    for k, job in enumerate(jobs):
        call = run.parse_args([contract.COMMAND_VERIFY, *job])  # a job that does not parse ends the batch
        run.setup(call)
        call.job_tag = f"-{k}"  # each candidate its own sandbox cgroup (named by this pid and the kind)
        calls.append(call)
    if len({c.backend for c in calls}) > 1:
        raise SystemExit("verify-batch: every job must name the same --backend")
    ready: list[tuple[run.Call, float, run.Prepared | Verdict]] = []
    for call in calls:  # compile and fork every candidate first: nothing here has touched the GPU yet
        t0 = time.perf_counter()
        try:
            prep: run.Prepared | Verdict = run.prepare(call)
        except Exception:
            prep = run.crashed(call)
        ready.append((call, time.perf_counter() - t0, prep))
    rc = 0
    for k, (call, spent, prep) in enumerate(ready):
        t0 = time.perf_counter()
        if isinstance(prep, Verdict):
            result = prep
        else:
            try:
                result = run.finish(prep)
            except Exception:
                result = run.crashed(call)
            finally:
                prep.close()
        rc = max(rc, run.write(call, result, spent + time.perf_counter() - t0))
        ready[k] = (call, 0.0, result)  # drop the candidates and references of finished jobs
    log(f"verify-batch: {len(calls)} jobs done")
    return rc
