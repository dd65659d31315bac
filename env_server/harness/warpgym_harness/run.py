#!/usr/bin/env python3
"""warpgym harness CLI: compile | verify | profile | evaluate | prepare (see ../README.md).

    python -m warpgym_harness.run {compile|verify|profile|evaluate|prepare} --backend cpu
        --task-file PATH --workspace DIR --template-dir DIR --cache-dir DIR --scratch-dir DIR
        --out FILE.json [--seed N] [--tolerance default|cuda-agent]
        [--reward-mode milestone|speedup|correctness] [--timeout-s N] [--insecure-no-sandbox]
        [--device-lock FILE] [--device-shared]

Contract: exit code 0 iff the result was written (atomically): one Verdict (verdict.py, the
schema in shared/contract.json), whatever the command.  `infra_error` is true only when the
environment failed; a crash of the harness itself is reported so when possible.  Progress goes
to stderr; stdout stays empty.  One command is a checklist (`run`): compile -> fork the
candidates -> verify -> profile -> score -> render; each step fills its record of the Verdict
and the text for the model is written once, at the end.  `prepare` runs no agent code: it builds
the task's torch.compile baseline into the cache ahead of the first timed call.
"""
from __future__ import annotations

import argparse
import contextlib
import json
import os
import shutil
import sys
import tempfile
import time
import traceback
from dataclasses import dataclass, field
from typing import Any, ContextManager, Iterator

from . import candidate_sandbox, contract, render, reward
from .common import atomic_write_bytes, file_lock, log, out_of_memory, sha256_file
from .verdict import CompileResult, Provenance, Verdict, clean, to_json, validate

HARNESS_VERSION = "4"  # 4: the candidate is timed from outside (driven_timing.py); 3: one Verdict per command


@dataclass
class Call:
    """One command's arguments (see parse_args), paths absolute."""
    command: str
    backend: str
    task_file: str
    workspace: str
    template_dir: str
    cache_dir: str
    scratch_dir: str
    out: str
    seed: int | None
    tolerance: str
    reward_mode: str
    timeout_s: float
    insecure_no_sandbox: bool
    hide_dir: list[str]
    sandbox_uid: int
    op_policy: str
    profile_target_s: float
    job_tag: str = ""  # verify-batch: each job's candidate its own sandbox cgroup
    prepare_baselines: str = "auto"  # verify builds torch.compile's baseline ahead (compile_warmup)
    device_lock: str | None = None  # verify holds it shared, timing exclusive (see parse_args)
    beside_timings: bool = False  # prepare: nothing may run on the device (see parse_args)
    device_shared: bool = False  # other evaluations use the device during verify (see parse_args)
    precise_timing: bool = False  # re-timed while noisy even where the milestone is decided
    cgroup_parent: str = candidate_sandbox.DEFAULT_CGROUP_PARENT  # contained processes' parent group

    @property
    def device(self) -> str:
        return "cuda" if self.backend == "cuda" else "cpu"

    @property
    def stages(self) -> list[str]:
        """The candidate processes this command needs (a correctness reward pays no speed:
        its evaluate is compile + verify, no timing)."""
        if self.command == contract.COMMAND_EVALUATE:
            timed = self.reward_mode not in contract.UNTIMED_REWARD_MODES
            return [contract.COMMAND_VERIFY] + ([contract.COMMAND_PROFILE] if timed else [])
        return [self.command] if self.command in (contract.COMMAND_VERIFY, contract.COMMAND_PROFILE) else []


def parse_args(argv: list[str]) -> Call:
    ap = argparse.ArgumentParser(prog="python -m warpgym_harness.run", description=__doc__.splitlines()[0])
    ap.add_argument("command", choices=contract.HARNESS_COMMANDS)
    ap.add_argument("--backend", choices=["cpu", "cuda"], default="cpu")
    ap.add_argument("--task-file", required=True)
    ap.add_argument("--workspace", required=True)
    ap.add_argument("--template-dir", required=True)
    ap.add_argument("--cache-dir", required=True)
    ap.add_argument("--scratch-dir", required=True)
    ap.add_argument("--out", required=True)
    ap.add_argument("--seed", type=int, default=None)
    ap.add_argument("--tolerance", choices=contract.TOLERANCES, default=contract.DEFAULT_TOLERANCE)
    ap.add_argument("--reward-mode", choices=contract.REWARD_MODES, default=contract.DEFAULT_REWARD_MODE)
    ap.add_argument("--timeout-s", type=float, default=60.0, help="limit for each candidate request")
    ap.add_argument("--insecure-no-sandbox", action="store_true",
                    help="run candidates WITHOUT containment (development only; every verdict says so). "
                         "Without it candidates are contained (libwarpgym_sandbox_enter.so) or nothing is "
                         "evaluated: the verdict is an infra error naming the cause and the fix")
    ap.add_argument("--hide-dir", action="append", default=[],
                    help="directory the candidate must not see (the server's workdir); repeatable")
    ap.add_argument("--sandbox-uid", type=int, default=65534, help="uid/gid of the candidate when run as root")
    ap.add_argument("--op-policy", choices=contract.OP_POLICIES, default=contract.OP_POLICY_STRICT,
                    help="ATen ops allowed in the candidate's forward besides allocation/views/copies; "
                         "off: no fallback check at all (only for checking a task with its own reference "
                         "as the candidate, e.g. warpgym synth; the server never passes it)")
    ap.add_argument("--profile-target-s", type=float, default=0.5, help=argparse.SUPPRESS)
    ap.add_argument("--prepare-baselines", choices=["auto", "on", "off"], default="auto",
                    help="verify builds the task's torch.compile baseline ahead when none is cached, off the "
                         "profile's exclusive lease (auto: on the cuda backend)")
    ap.add_argument("--device-lock", default=None, metavar="FILE",
                    help="a lock file shared by harness calls on this host that have no device lease of "
                         "their own (warpgym calibrate --jobs N): verify holds it shared, every timing "
                         "exclusive, so no call times while another uses the device (prepare holds it "
                         "only for a build that must run the task's forward)")
    ap.add_argument("--device-shared", action="store_true",
                    help="other evaluations may use the device during this call (the server's shared lease "
                         "for verify): a candidate that runs out of memory then is an infra error")
    ap.add_argument("--beside-timings", action="store_true",
                    help="prepare only: other calls may be timing on this device (the server's build lease), "
                         "so the build runs nothing on it (a task that must run its forward is left to the profile)")
    ap.add_argument("--cgroup-parent", type=candidate_sandbox.cgroup_parent, default=candidate_sandbox.DEFAULT_CGROUP_PARENT,
                    help="the cgroup under which candidates and compiles get their groups (a server passes its "
                         "own, so that its sandbox memory total counts them and no other server's does)")
    ap.add_argument("--precise-timing", action="store_true",
                    help="a noisy timing is timed again until the ratio itself is settled, not only until "
                         "its milestone is (warpgym calibrate's identity candidate, whose ratio is the point)")
    a = vars(ap.parse_args(argv))
    for key in ("workspace", "template_dir", "cache_dir", "scratch_dir", "task_file", "out"):
        a[key] = os.path.abspath(a[key])
    return Call(**a)


# --------------------------------------------------------------------------------------- steps

@dataclass
class Prepared:
    """A command after its compile and fork steps: what the device steps need."""
    call: Call
    verdict: Verdict
    sandbox_note: str | None = None
    insecure: bool = False  # --insecure-no-sandbox: the text of the verdict says so
    candidates: dict[str, Any] = field(default_factory=dict)  # stage -> candidate_proc.Candidate
    op_counter: Any = None

    def close(self) -> None:
        for c in self.candidates.values():
            c.end()
        self.candidates.clear()


def prepare(call: Call) -> Prepared:
    """Compile, then fork the candidate processes the command needs, before this process touches
    the GPU (a CUDA context does not survive fork)."""
    from .compile_ext import build_dir, compile_workspace

    v = Verdict(command=call.command, reward_mode=call.reward_mode)
    plan = candidate_sandbox.plan(call.insecure_no_sandbox)
    p = Prepared(call, v, plan.note, insecure=plan.insecure)
    if plan.refused:  # fail closed: no agent code runs, not even its compiler
        v.infra_error = True
        v.refused = f"the candidate sandbox cannot run here: {plan.refused}"
        return p
    jail = None
    if plan.enabled:
        jail = candidate_sandbox.compile_jail(workspace=call.workspace, out_dir=os.path.join(call.scratch_dir, "compile-out"),
                                              hide=call.hide_dir + [call.cache_dir], uid=call.sandbox_uid,
                                              template_dir=call.template_dir, cgroup_parent=call.cgroup_parent)
    t0 = time.perf_counter()
    v.compile = compile_workspace(call.workspace, call.template_dir, call.cache_dir, call.backend,
                                  fresh=call.command == contract.COMMAND_EVALUATE, jail=jail)
    v.stage_seconds["compile_check"] = round(time.perf_counter() - t0, 3)
    v.compiled = v.compile.ok
    if not v.compiled or not call.stages:
        return p
    t0 = time.perf_counter()
    if contract.COMMAND_PROFILE in call.stages:  # loaded before the fork: the candidate inherits it
        p.op_counter = _load_op_counter(call.cache_dir)  # (a compile the first time: not under the lock)
    # The candidates make their CUDA context and register their exchange as they start: device
    # work, so under the shared lock until each has said it is ready (or failed), never beside
    # another call's timing.
    with _device_lock(call, v, shared=True):
        _fork_candidates(p, build_dir(call.workspace), plan.enabled)
        if call.device_lock:
            for cand in p.candidates.values():
                cand.ready(call.timeout_s)  # kept: the stages' start_failure reads it
    v.stage_seconds["fork_candidates"] = round(time.perf_counter() - t0, 3)
    return p


def finish(p: Prepared) -> Verdict:
    """verify -> profile -> score -> render, on a prepared command."""
    call, v = p.call, p.verdict
    if v.refused is not None:
        v.text = render.render(v)
        return v
    if not v.compiled and call.command == contract.COMMAND_PROFILE and not v.compile.infra_error:
        with _device_lock(call, v, shared=False):
            _baselines_only(p)
    if v.compiled and call.stages:
        import torch

        torch.backends.cuda.matmul.allow_tf32 = False
        torch.backends.cudnn.allow_tf32 = False
        v.provenance = provenance(call, v.compile, p.sandbox_note)
        if contract.COMMAND_VERIFY in p.candidates:
            with _device_lock(call, v, shared=True):
                _verify(p)
                _end_verify_candidate(p)
                if call.command == contract.COMMAND_VERIFY:
                    _prepare_baselines(p)
        if contract.COMMAND_PROFILE in p.candidates and (v.verify is None or (v.verify.correct and not v.infra_error)):
            with _device_lock(call, v, shared=False):
                _profile(p)
        if v.provenance is not None:
            v.provenance.peak_memory_mb = peak_memory_mb()
    _score(call, v)
    v.text = render.render(v)
    if p.insecure:
        v.text = f"{candidate_sandbox.INSECURE_WARNING}\n{v.text}"
    return v


@contextlib.contextmanager
def _device_lock(call: Call, v: Verdict, shared: bool) -> Iterator[None]:
    """`--device-lock`, held for a device step (nothing without it); the wait is a stage."""
    if not call.device_lock:
        yield
        return
    t0 = time.perf_counter()
    with file_lock(call.device_lock, shared=shared):
        key = "verify_lock_wait" if shared else "timing_lock_wait"  # summed over the call's holds
        v.stage_seconds[key] = round(v.stage_seconds.get(key, 0.0) + time.perf_counter() - t0, 3)
        yield


def run(call: Call) -> Verdict:
    if call.command == contract.COMMAND_PREPARE:
        return _prepare_only(call)
    p = prepare(call)
    try:
        return finish(p)
    finally:
        p.close()


def _fork_candidates(p: Prepared, module_dir: str, sandboxed: bool) -> None:
    import torch  # noqa: F401  imported once here, before the fork, so candidates start warm

    from . import candidate_runner
    from .candidate_proc import Candidate

    call = p.call
    candidate_runner.warm_up()
    for stage in call.stages:
        private = _private_dir(call.scratch_dir, stage, sandboxed)
        policy = None
        if sandboxed:
            policy = candidate_sandbox.policy(workspace=call.workspace, private_dir=private,
                                              hide=call.hide_dir + [call.cache_dir], backend=call.backend,
                                              uid=call.sandbox_uid, timeout_s=call.timeout_s,
                                              kind=stage + call.job_tag, cgroup_parent=call.cgroup_parent)
            candidate_sandbox.prepare_private_dir(private, call.sandbox_uid)
        p.candidates[stage] = Candidate(call.backend, call.workspace, module_dir, private, policy=policy,
                                        guard_policy=call.op_policy)


def _verify(p: Prepared) -> None:
    from . import symbol_check
    from .verify import verify

    call, v = p.call, p.verdict
    own = None
    if call.device == "cuda":
        try:
            from . import kernel_trace
            own = kernel_trace.own_kernel_names(v.compile.objects[1:])
        except ImportError:
            own = None
    cand = p.candidates[contract.COMMAND_VERIFY]
    r = verify(call.task_file, cand, cand.private_dir, call.seed, call.tolerance, call.timeout_s, call.device,
               own, call.op_policy, shared=call.device_shared or bool(call.device_lock))
    t0 = time.perf_counter()
    linked = [] if r.infra_error else symbol_check.scan(v.compile.objects[1:], call.op_policy)
    if linked:  # what the kernels' objects link against makes the verdict not correct too
        r.flags = sorted(set(r.flags) | set(linked))
        r.correct = False
        r.notes.append("your kernels link against: " + ", ".join(linked))
    r.stage_seconds["symbol_check"] = round(time.perf_counter() - t0, 3)
    v.verify = r
    v.stage_seconds.update(r.stage_seconds)
    v.infra_error |= r.infra_error
    if r.infra_error and (r.failure or "").startswith(contract.CROWDED_OUT_ERROR):
        v.error = contract.CROWDED_OUT_ERROR  # the server leaves the device's health alone


def _end_verify_candidate(p: Prepared) -> None:
    """The verify candidate ran agent code: it and everything it started are gone before the
    profile measures baselines and timings (a process left behind could load the machine while
    the baselines are measured, or finish a timed call's work in the background)."""
    survivors = p.candidates.pop(contract.COMMAND_VERIFY).end()
    if survivors and p.verdict.verify is not None:
        r = p.verdict.verify
        r.flags = sorted(set(r.flags) | {contract.FLAG_BACKGROUND_THREAD})
        r.correct = False
        r.notes.append(f"{survivors} process(es) of the candidate outlived it (killed)")


def _prepare_baselines(p: Prepared) -> None:
    """After a verify (its candidate ended), the task's torch.compile baseline built into the
    cache when none is cached for this device, so the profile does not compile while it holds its
    device alone (compile_warmup). Changes no verdict; its seconds are a stage of the verify."""
    call, v = p.call, p.verdict
    if call.prepare_baselines == "off" or (call.prepare_baselines == "auto" and call.device != "cuda"):
        return
    if v.infra_error or v.verify is None or not v.verify.correct:  # a profile only follows a correct verify
        return
    _warm_baselines(call, v)


def _prepare_only(call: Call) -> Verdict:
    """`prepare`: the task's torch.compile baseline built into the cache ahead of its first timed
    call, no agent code involved (the server runs it on a shared lease before a task's first
    profile or evaluate). Its text says what was done; it never fails the agent: a build that
    fails leaves the profile to compile as before."""
    v = Verdict(command=call.command, reward_mode=call.reward_mode)
    # The build takes run_lock only where it must run the task's forward (compile_warmup.build):
    # refused beside timings, the device lock where there is one, else the caller's lease covers it.
    run_lock = None
    if call.beside_timings:
        run_lock = _no_device_work
    elif call.device_lock:
        run_lock = lambda: _device_lock(call, v, shared=True)  # noqa: E731
    done = _warm_baselines(call, v, run_lock)
    v.text = {None: "PREPARE: nothing to build (baselines cached, or built ahead already)",
              True: f"PREPARE: torch.compile baseline built ahead in {v.stage_seconds.get('baseline_warmup', 0):.1f} s",
              False: "PREPARE: the baseline could not be built ahead: the profile will compile it"}[done]
    return v


def _no_device_work() -> ContextManager[None]:
    """A run lock that is never granted: the build is refused (beside other calls' timings)."""
    raise RuntimeError("other calls may be timing on this device, and this task must run its forward to be "
                       "built (a graph break, or inputs that need real values)")


def _warm_baselines(call: Call, v: Verdict, run_lock: Any = None) -> bool | None:
    """The baseline built ahead in this process when one is needed (compile_warmup): True built,
    False failed, None when there was nothing to build. Its seconds are a stage. `run_lock`:
    compile_warmup.build's."""
    from . import compile_warmup

    try:
        out = compile_warmup.build_ahead(call.task_file, call.cache_dir, call.device, run_lock=run_lock)
    except Exception as e:  # noqa: BLE001 - a lookup that fails only costs the profile its compile
        log(f"baseline not built ahead: {type(e).__name__}: {e}")
        return False
    if out is None:
        return None
    v.stage_seconds["baseline_warmup" if out["ok"] else "baseline_warmup_failed"] = out["seconds"]
    log(f"torch.compile baseline built ahead in {out['seconds']:.1f} s" if out["ok"]
        else f"baseline not built ahead ({out['note']}): the profile will compile it")
    return bool(out["ok"])


def _profile(p: Prepared) -> None:
    from .profiler import profile

    call, v = p.call, p.verdict
    cand = p.candidates[contract.COMMAND_PROFILE]
    r = profile(call.task_file, cand, cand.private_dir, call.cache_dir, call.device, call.timeout_s,
                call.profile_target_s, call.op_policy, p.op_counter, call.tolerance,
                precise_speedup=call.precise_timing or (call.command == contract.COMMAND_EVALUATE
                                                         and call.reward_mode == contract.REWARD_SPEEDUP))
    v.profile = r
    v.stage_seconds.update(r.stage_seconds)
    v.infra_error |= r.infra_error


def _baselines_only(p: Prepared) -> None:
    """A profile whose extension does not build still reports the times to beat (measured once
    per task and device, then cached): an agent learns its target before its first kernel
    compiles, and `warpgym bench --policy baselines` fills the baseline cache of a task set."""
    from .profiler import baselines_only

    call = p.call
    p.verdict.profile = baselines_only(call.task_file, call.cache_dir, call.device, call.profile_target_s,
                                       _load_op_counter(call.cache_dir))
    p.verdict.infra_error |= p.verdict.profile.infra_error


def _score(call: Call, v: Verdict) -> None:
    """The verdict's flags, numbers, correctness and (evaluate) reward, from its records."""
    v.infra_error |= bool(v.compile and v.compile.infra_error)
    if not v.compiled:
        v.add_flags([contract.FLAG_NOT_COMPILED])
    if v.verify is not None:
        v.add_flags(v.verify.flags)
    if v.profile is not None:
        v.add_flags(v.profile.flags)
        for name in ("eager_ms", "compile_ms", "candidate_ms", "speedup_vs_eager", "speedup_vs_compile", "noise_pct"):
            setattr(v, name, getattr(v.profile, name))
    if call.command in (contract.COMMAND_VERIFY, contract.COMMAND_EVALUATE):
        # A candidate that failed while being timed is not a valid solution either.
        v.correct = bool(v.compiled and v.verify and v.verify.correct and not (v.profile and v.profile.flags))
    if call.command == contract.COMMAND_EVALUATE and not v.infra_error:
        r = reward.compute(call.reward_mode, v.compiled, bool(v.correct), v.candidate_ms, v.eager_ms, v.compile_ms)
        v.reward = r if call.reward_mode == contract.REWARD_SPEEDUP else int(r)
        if call.reward_mode == contract.REWARD_MILESTONE and v.profile is not None:
            _pay_conservatively(v, reward.paying_interval(v.profile.candidate_ms_interval, v.eager_ms,
                                                          v.profile.speedup_vs_eager_interval))


def _pay_conservatively(v: Verdict, interval: list[float] | None) -> None:
    """A milestone the candidate's own timing noise could have decided the other way is paid at
    the slow end of its time's interval, and the verdict says so (the profile already ran again
    while it was noisy: this is what is left after those runs)."""
    paid, at_median = reward.conservative_milestone(v.compiled, bool(v.correct), v.candidate_ms, interval,
                                                    v.eager_ms, v.compile_ms)
    if paid < at_median and interval:
        v.reward = paid
        v.notes.append(f"{render.MILESTONE_UNDER_NOISE}: {at_median} at the median {v.candidate_ms:.4f} ms, but the "
                       f"~95% interval of your time against eager as measured ({interval[0]:.4f}-"
                       f"{interval[1]:.4f} ms) reaches past the boundary; paid {paid}")


def provenance(call: Call, comp: CompileResult, sandbox_note: str | None) -> Provenance:
    """What a verdict depends on, so any reward can be audited and re-scored later."""
    from . import device_info

    sources = {}
    for d in (call.workspace, os.path.join(call.workspace, "kernels")):
        for name in sorted(os.listdir(d)) if os.path.isdir(d) else []:
            path = os.path.join(d, name)
            if os.path.isfile(path) and not os.path.islink(path) and name.endswith((".py", ".cu", ".cpp", ".h", ".cuh")):
                sources[os.path.relpath(path, call.workspace)] = sha256_file(path)[:16]
    try:
        ident = device_info.identity(call.device)
    except Exception as e:  # provenance must never fail a verdict
        ident = {"device": call.device, "error": str(e)[:200]}
    return Provenance(harness_version=HARNESS_VERSION, device=ident, sandbox=sandbox_note,
                      task_sha256=sha256_file(call.task_file)[:16], sources_sha256=sources,
                      tolerance=call.tolerance, op_policy=call.op_policy, seed=call.seed,
                      compile_flags_key=comp.flags_key)


def peak_memory_mb() -> dict[str, float]:
    """The trusted process's peak memory so far: host RSS (VmHWM) and, when it used CUDA, what
    torch's allocator had allocated and reserved at most."""
    out: dict[str, float] = {}
    try:
        with open("/proc/self/status") as f:
            for line in f:
                if line.startswith("VmHWM:"):
                    out["host_rss"] = round(int(line.split()[1]) / 1024, 1)
    except (OSError, ValueError, IndexError):
        pass
    import torch

    if torch.cuda.is_available() and torch.cuda.is_initialized():
        out["gpu_allocated"] = round(torch.cuda.max_memory_allocated() / 2**20, 1)
        out["gpu_reserved"] = round(torch.cuda.max_memory_reserved() / 2**20, 1)
    return out


# ----------------------------------------------------------------------------------- plumbing

def _load_op_counter(cache_dir: str) -> Any:
    """The timed calls' op counter (op_counter.py), or None with a logged note."""
    from . import op_counter

    mod = op_counter.load(cache_dir)
    if mod is None:
        log(str(op_counter.note))
    return op_counter.Counter(mod) if mod is not None else None


def _tmpfs_root(sandboxed: bool) -> str | None:
    """A tmpfs for the candidate's private dir (the model payload, its log; outputs travel
    through tensor_exchange).  A sandboxed candidate gets a private /dev (its own shm), so it
    needs one outside /dev."""
    try:
        with open("/proc/mounts") as f:
            tmpfs = {line.split()[1] for line in f if line.split()[2:3] == ["tmpfs"]}
    except OSError:
        return None
    for root, parent in (("/dev/shm", "/dev/shm"), ("/run/warpgym", "/run")):
        if (root == "/dev/shm" and sandboxed) or parent not in tmpfs or not os.access(parent, os.W_OK):
            continue
        os.makedirs(root, mode=0o711, exist_ok=True)
        return root
    return None


def _private_dir(scratch: str, stage: str, sandboxed: bool) -> str:
    """Where a candidate gets its payload from this process: a fresh dir on a tmpfs when there
    is one (removed by Candidate.close()), else in the scratch dir."""
    root = _tmpfs_root(sandboxed)
    if root is not None:
        return tempfile.mkdtemp(prefix=f"warpgym-{stage}-", dir=root)
    path = os.path.join(scratch, f"candidate-{stage}")
    shutil.rmtree(path, ignore_errors=True)
    return path


def not_dumpable() -> None:
    try:  # no same-uid process (a candidate without its sandbox) may read this one's memory
        import ctypes
        ctypes.CDLL(None).prctl(4, 0)  # PR_SET_DUMPABLE 0
    except (OSError, AttributeError):
        pass


def setup(call: Call) -> None:
    for d in (call.cache_dir, call.scratch_dir):
        os.makedirs(d, exist_ok=True)
    os.environ.setdefault("TORCHINDUCTOR_CACHE_DIR", os.path.join(call.cache_dir, "inductor"))


def crashed(call: Call) -> Verdict:
    """The verdict of a harness that raised: an infrastructure error, never the agent's fault.
    Out of memory in this process is named as such, with torch's own account of the need and
    the device's capacity (the traceback goes to the log only)."""
    tb = traceback.format_exc()
    log(tb)
    oom = out_of_memory(sys.exc_info()[1])
    why = f"{contract.JUDGE_OUT_OF_MEMORY_ERROR}: {oom}" if oom else "the harness failed\n" + tb[-3000:]
    return Verdict(command=call.command, reward_mode=call.reward_mode, infra_error=True,
                   error=why, text=f"{call.command.upper()}: INFRA ERROR: {why}")


def write(call: Call, v: Verdict, seconds: float) -> int:
    """Writes the verdict as strict JSON (no NaN, valid UTF-8) that matches the schema; a verdict
    that does not is the harness's own bug, written as an infrastructure error that says why."""
    v.harness_seconds = round(seconds, 3)
    obj = clean(to_json(v))
    errors = validate(obj)
    if errors:
        log("the verdict breaks the schema: " + "; ".join(errors))
        bug = Verdict(command=call.command, reward_mode=call.reward_mode, infra_error=True,
                      harness_seconds=v.harness_seconds, error="the verdict breaks the schema: " + "; ".join(errors)[:2000])
        bug.text = f"{call.command.upper()}: INFRA ERROR: the harness failed\n{bug.error}"
        obj = clean(to_json(bug))
    try:
        atomic_write_bytes(call.out, json.dumps(obj, indent=2, sort_keys=True, allow_nan=False).encode())
    except OSError as e:
        log(f"cannot write {call.out}: {e}")
        return 2
    log(f"{call.command} done in {v.harness_seconds:.2f}s -> {call.out}")
    return 0


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else list(argv)
    if args[:1] == ["verify-batch"]:
        from . import verify_batch
        return verify_batch.main(args[1:])
    call = parse_args(args)
    not_dumpable()
    t0 = time.perf_counter()
    setup(call)
    try:
        v = _profiled(run, call) if os.environ.get("WARPGYM_HARNESS_CPROFILE") else run(call)
    except Exception:
        v = crashed(call)
    return write(call, v, time.perf_counter() - t0)


def _profiled(fn: Any, call: Call) -> Verdict:
    """A diagnostic: WARPGYM_HARNESS_CPROFILE=DIR writes the trusted process's cProfile of the
    command to DIR/<command>-<pid>.prof (tools/device reads it). The candidate processes it forks
    are not profiled (their timings stay as without it)."""
    import cProfile
    where = os.environ["WARPGYM_HARNESS_CPROFILE"]
    os.makedirs(where, exist_ok=True)
    prof = cProfile.Profile()
    os.register_at_fork(after_in_child=prof.disable)
    try:
        return prof.runcall(fn, call)
    finally:
        prof.dump_stats(os.path.join(where, f"{call.command}-{os.getpid()}.prof"))


if __name__ == "__main__":
    sys.exit(main())
