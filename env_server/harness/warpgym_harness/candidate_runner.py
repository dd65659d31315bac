"""Inside the candidate process: builds the agent's ModelNew and runs it on request.

Contract: `serve(req_fd, rep_fd, backend, workspace, module_dir, private_dir, guard_policy)` is
called by candidate_proc in the forked, contained child.  Before any agent code is imported it
initialises the device, captures the timing primitives (timing.Timer) and comparison helpers,
and counts the process's threads.  Then it answers length-prefixed JSON requests:
  load     {payload}            import model_new, check ModelNew, build it with the init inputs
                                and INIT_SEED, move to the device, load_state_dict(strict)
  inputs   {task, seeds, scales, values} generates the input sets from the task file (a copy in
                                private_dir) like the trusted side (only now: __init__ never
                                sees them)
  forward  {set, window, poison} one call under the op guard (no_grad); writes the outputs into
                                that window of the shared exchange (tensor_exchange.py) and
                                replies with their descriptors; reports whether the inputs
                                were mutated, op-guard violations, surviving threads.  poison:
                                uninitialised memory from at::empty* is filled (NaN / max int)
  trace    {set}                one call under torch.profiler (kernel_trace): aten ops, kernels
  recipe   {task}               the task file whose get_inputs makes the timed calls' inputs
  call     {inputs, null?}      CPU: one timed call, timed by the trusted side from request to
                                reply, on fresh inputs the trusted side wrote into the exchange;
                                the outputs are described where they lie (remote_memory.py: the
                                trusted side reads them out of this process after the reply) and
                                kept alive until the next call.
                                null = the reference's output specs: the calibration call
                                (zeros instead of a forward; only before `load`)
  burst    {seeds, null?}       CUDA: one call per seed back to back (its inputs generated here
                                on the device from the trusted side's secret seed, inside the
                                window), then a device-wide synchronize; timed by the trusted
                                side from request to reply; every call's outputs proven to exist
                                (fingerprint), its inputs fingerprinted as the forward left them,
                                and the memory behind the outputs named (storages)
  fetch    {index, window}      CUDA: one call of the last burst, its outputs through the exchange
  report   {}                   after the timed calls: tampering evidence, their op count,
                                persisting-L2 bytes, Python threads left running
  exit
Every reply has ok (bool); failures carry flags, error and traceback.  All paths are inside
private_dir (outside the workspace).  A reply is this process's own account, never a number the
reward uses as given: the trusted side times each call itself and checks the outputs.  From the
exchange this process reads only the inputs the trusted side wrote for a call.
"""
from __future__ import annotations

import ctypes
import json
import os
import stat
import struct
import sys
import threading
import time
import traceback
from typing import Any

import torch

from . import contract
from .fingerprint import content_fingerprint, pending_content, pending_fingerprint, settle, settle_content
from .remote_memory import describe
from .tensor_exchange import INPUT_WINDOW, Exchange
from .timing import Timer

INIT_SEED = 1234  # same as task_loader.INIT_SEED


def _recv(fd: int) -> dict | None:
    def exact(n: int) -> bytes:
        out = b""
        while len(out) < n:
            chunk = os.read(fd, n - len(out))
            if not chunk:
                raise EOFError
            out += chunk
        return out
    try:
        (n,) = struct.unpack(">I", exact(4))
        return json.loads(exact(n))
    except EOFError:
        return None


def _send(fd: int, obj: dict) -> None:
    data = json.dumps(obj, default=str).encode()
    buf = struct.pack(">I", len(data)) + data
    while buf:
        buf = buf[os.write(fd, buf):]


def _native_threads() -> int:
    try:
        return len(os.listdir("/proc/self/task"))
    except OSError:
        return threading.active_count()


SNAPSHOT_COPY_BYTES = 64 << 20  # inputs up to this size are copied for the mutation check


def _flatten(out: Any) -> list:
    return list(out) if isinstance(out, (tuple, list)) else [out]


# The runner's own helpers the request handlers call through (instance attributes, taken in
# __init__ before any agent code is imported): replacing one is tampering like patching a method.
_OWN_ATTRS = ("exchange", "timer", "_write", "_describe", "_equal", "_clone", "_content", "_pending_fingerprint",
              "_pending_content", "_settle_content", "_counter", "_guard")


def _code_snapshot(timer: Timer) -> dict[str, Any]:
    """Identity of the harness code and state the timing path runs through, taken before any
    agent code is imported: functions and their code objects, the Timer's captured primitives."""
    snap: dict[str, Any] = {}
    for label, owner in _owners().items():
        for name, fn in vars(owner).items():
            if callable(fn) and hasattr(fn, "__code__"):
                snap[f"{label}.{name}"] = (fn, fn.__code__)
    for name in ("_now", "_record", "_elapsed", "_sync", "_copy", "_zero", "_roll", "_randint",
                 "_new_event", "_between_calls", "refresh", "run"):
        if name in vars(timer):
            snap[f"timer.{name}"] = (vars(timer)[name], None)
    return snap


def _owners() -> dict[str, Any]:
    """Where the timing path's code lives: the classes, and the module-level functions of this
    module (the reply sender and reader), of task_loader (a call's inputs) and of fingerprint
    (what proves a call's outputs and inputs), which agent code could rebind as module globals."""
    from . import fingerprint, task_loader
    return {"Timer": Timer, "Runner": Runner, "Exchange": Exchange,
            "candidate_runner": sys.modules[__name__], "task_loader": task_loader, "fingerprint": fingerprint}


def _code_changes(snap: dict[str, Any], timer: Timer) -> list[str]:
    out = []
    owners = _owners()
    for key, (obj, code) in snap.items():
        owner, name = key.split(".", 1)
        now = vars(timer).get(name) if owner == "timer" else vars(owners[owner]).get(name)
        if now is not obj or (code is not None and getattr(now, "__code__", None) is not code):
            out.append("harness:" + key)
    for name in ("run", "refresh", "_between_calls"):  # instance attributes shadowing the class
        if name in vars(timer) and f"timer.{name}" not in snap:
            out.append(f"harness:timer.{name}")
    return out


def _prepare_load_inline(workspace: str, device: str) -> None:
    """A model_new.py written in KernelBench's load_inline form gets the extension the compile
    step built from those sources (inline_sources.py), not a build of its own."""
    try:
        with open(os.path.join(workspace, "model_new.py"), "rb") as f:
            src = f.read()
    except OSError:
        return  # the import reports it
    from . import inline_sources
    if inline_sources.mentions_load_inline(src):
        from .compile_ext import module_name
        inline_sources.install_loader(module_name(device))


class Runner:
    def __init__(self, backend: str, workspace: str, module_dir: str, private_dir: str, guard_policy: str,
                 exchange_fd: int):
        self.device = "cuda" if backend == "cuda" else "cpu"
        self.exchange = Exchange(exchange_fd, pin=self.device == "cuda")
        self.workspace, self.module_dir, self.private_dir = workspace, module_dir, private_dir
        self.guard_policy = guard_policy
        sys.dont_write_bytecode = True  # the workspace is read-only in the sandbox
        torch.backends.cuda.matmul.allow_tf32 = False
        torch.backends.cudnn.allow_tf32 = False
        if self.device == "cuda":
            torch.cuda.init()
            torch.zeros(1, device="cuda").add_(1)
            torch.cuda.synchronize()
        torch.ones(1 << 20).add_(1)  # starts the intra-op thread pool now, not in the agent's forward
        self.timer = Timer(self.device)  # captured before any agent code runs
        self._own_code = _code_snapshot(self.timer)
        self._equal, self._clone = torch.equal, torch._C.TensorBase.clone
        self._write, self._describe = self.exchange.write, describe
        self._held: list = []  # the last timed call's outputs, until the trusted side has read them
        # 16 random bytes the trusted side reads out of this process before any agent code runs:
        # proof that it found this process and that this host lets it read the outputs there.
        self.probe = ctypes.create_string_buffer(os.urandom(16), 16)
        self.threads0 = _native_threads()
        self.model: torch.nn.Module | None = None
        self.sets: dict[int, list] = {}
        self._recipe: tuple[Any, list[int], list[float]] | None = None
        self._task: Any = None
        self._null: tuple[str, list] | None = None
        self._burst: list[list] = []
        self._calls = 0
        self._pending_fingerprint = pending_fingerprint
        self._content = content_fingerprint
        self._pending_content, self._settle_content = pending_content, settle_content
        # The timed calls' op counter, if the trusted side loaded it before forking this process
        # (op_counter.py); taken out of sys.modules before any agent code can look it up there.
        counter_mod = sys.modules.pop("warpgym_op_counter", None)
        self._counter = None
        if counter_mod is not None:
            from . import op_counter
            self._counter = op_counter.Counter(counter_mod)
            op_counter._loaded = None
        try:
            from .op_guard import OpGuard, arm_tripwires  # noqa: the dispatch-level allowlist
            arm_tripwires()  # before the agent's import can take references to the originals
            self._guard = OpGuard
        except ImportError:
            self._guard = None
        self._own_attrs = {name: getattr(self, name) for name in _OWN_ATTRS}

    def fail(self, stage: str, flag: str, exc: BaseException | None = None, msg: str | None = None) -> dict:
        r = {"ok": False, "stage": stage, "flags": [flag], "error": msg or f"{type(exc).__name__}: {exc}"}
        if exc is not None:
            r["traceback"] = "".join(traceback.format_exception(exc))[-4000:]
        return r

    def load(self, msg: dict) -> dict:
        payload = torch.load(msg["payload"], weights_only=True, map_location=self.device)
        sys.path[:0] = [os.path.abspath(self.module_dir), os.path.abspath(self.workspace)]
        try:  # a FIFO or a device would block the read or the import until the time limit
            if not stat.S_ISREG(os.stat(os.path.join(self.workspace, "model_new.py")).st_mode):
                return self.fail("import", contract.FLAG_IMPORT_ERROR,
                                 msg="model_new.py is not a regular file (a FIFO, a device or a "
                                     "directory): write it as an ordinary file")
        except OSError:
            pass  # missing: the import reports it
        try:
            _prepare_load_inline(self.workspace, self.device)
            import model_new  # noqa: the agent's module
            ModelNew = model_new.ModelNew
        except BaseException as e:
            return self.fail("import", contract.FLAG_IMPORT_ERROR, e)
        if not isinstance(ModelNew, type) or not issubclass(ModelNew, torch.nn.Module):
            return self.fail("import", contract.FLAG_IMPORT_ERROR, msg="ModelNew is not an nn.Module subclass")
        for base in ModelNew.__mro__[1:]:
            if base.__name__ == "Model" or getattr(base, "__module__", "") == "model":
                return self.fail("import", contract.FLAG_INHERITS_MODEL,
                                 msg=f"ModelNew inherits from the reference {base.__module__}.{base.__name__}; "
                                     "write your own nn.Module that calls your kernels")
        try:
            torch.manual_seed(INIT_SEED)
            model = ModelNew(*payload["init_inputs"])
        except BaseException as e:
            return self.fail("init", contract.FLAG_INIT_ERROR, e)
        try:
            model = model.to(self.device)
            model.load_state_dict(payload["state_dict"], strict=True)
        except BaseException as e:
            return self.fail("load_state_dict", contract.FLAG_STATE_DICT_MISMATCH, e)
        self.model = model.eval()
        self._null = None  # the calibration's zero outputs (as large as the real ones)
        return {"ok": True}

    def inputs(self, msg: dict) -> dict:
        """Generate the input sets here, exactly as the trusted process did (same task code, seeds,
        scales, device): cheaper than shipping gigabytes of GPU inputs through files.  A candidate
        that tampers with the generation only gets outputs for the wrong inputs."""
        from . import task_loader

        self._recipe = (task_loader.load_task(msg["task"]), [int(x) for x in msg["seeds"]],
                        [float(x) for x in msg["scales"]], [str(x) for x in msg["values"]])
        self.sets = {}
        self._input_set(0)  # inputs that cannot be generated fail here, before any forward
        return {"ok": True, "sets": len(self._recipe[1])}

    def _input_set(self, i: int) -> list:
        """Set i, generated on first use.  Only set 0 (the poisoned rerun's and the trace's) and
        the latest are kept: at KernelBench's real sizes six sets do not fit beside the trusted
        process's reference outputs."""
        from . import task_loader

        if i not in self.sets:
            mod, seeds, scales, values = self._recipe
            if not 0 <= i < len(seeds):
                raise IndexError(f"no input set {i}")
            for k in [k for k in self.sets if k != 0]:
                del self.sets[k]
            self.sets[i] = task_loader.make_input_sets(mod, [seeds[i]], [scales[i]], self.device, [values[i]])[0]
        return self.sets[i]

    def _snapshot(self, x: torch.Tensor) -> tuple[bool, torch.Tensor]:
        """What the input-mutation check compares after the forward, (copied, tensor): a copy of a
        small input, the content fingerprint of a large one (a copy of each 6 GiB input would cost
        as much device memory again as the inputs, beside the other evaluations sharing the device)."""
        if x.nbytes <= SNAPSHOT_COPY_BYTES:
            return True, self._clone(x)
        return False, self._content(x)

    def _unchanged(self, snap: tuple[bool, torch.Tensor], x: torch.Tensor) -> bool:
        copied, before = snap
        return bool(self._equal(before, x if copied else self._content(x)))

    def _sync(self) -> None:
        if self.device == "cuda":
            torch.cuda.synchronize()

    def forward(self, msg: dict) -> dict:
        i = int(msg["set"])
        inputs = self._input_set(i)
        before = [self._snapshot(x) if isinstance(x, torch.Tensor) else None for x in inputs]
        guard = self._guard(self.guard_policy) if (self._guard and not msg.get("poison")) else None
        poison = bool(msg.get("poison"))
        try:
            if poison:
                torch.use_deterministic_algorithms(True, warn_only=True)
                torch.utils.deterministic.fill_uninitialized_memory = True
            with torch.no_grad():
                if guard is not None:
                    with guard:
                        out = self.model(*inputs)
                else:
                    out = self.model(*inputs)
            self._sync()
        except BaseException as e:
            return self.fail(f"forward[{i}]", contract.FLAG_CANDIDATE_CRASHED, e)
        finally:
            if poison:
                torch.use_deterministic_algorithms(False)
        flat = _flatten(out)
        mutated = any(b is not None and not self._unchanged(b, x) for b, x in zip(before, inputs))
        extra_threads = [t.name for t in threading.enumerate() if t is not threading.main_thread()]
        try:
            outputs = self._write(flat, int(msg["window"]))
        except (ValueError, RuntimeError) as e:
            return self.fail(f"forward[{i}]", contract.FLAG_CANDIDATE_CRASHED, e)
        return {"ok": True, "outputs": outputs, "mutated": mutated,
                "violations": dict(guard.violations) if guard is not None else {},
                "guard_tampered": bool(guard.tampered) if guard is not None else False,
                "guard_available": guard is not None or poison,
                "python_threads": extra_threads, "native_threads_added": _native_threads() - self.threads0}

    def trace(self, msg: dict) -> dict:
        try:
            from . import kernel_trace
        except ImportError:
            return {"ok": True, "available": False, "note": "kernel_trace not installed"}
        try:
            with torch.no_grad():
                t = kernel_trace.trace_call(self.model, self._input_set(int(msg["set"])), self.device)
        except BaseException as e:
            return self.fail("trace", contract.FLAG_CANDIDATE_CRASHED, e)
        return {"ok": True, **t}

    # -- the timed calls, driven and timed from outside (driven_timing.py) -----------------------
    def recipe(self, msg: dict) -> dict:
        """The task file the timed calls' inputs come from (sent before any agent code runs)."""
        from . import task_loader

        self._task = task_loader.load_task(msg["task"])
        return {"ok": True}

    def _null_outputs(self, specs: list) -> list:
        """Zeros shaped like the reference's outputs: the calibration calls' 'forward'."""
        key = json.dumps(specs)
        if self._null is None or self._null[0] != key:
            out = [torch.zeros([int(n) for n in shape], dtype=getattr(torch, str(dtype)), device=self.device)
                   for shape, dtype in specs]
            self._null = (key, out)
        return self._null[1]

    def _timed_fn(self, null: list | None) -> Any:
        """The calibration's forward (zeros shaped like the reference's outputs) or the agent's."""
        if null is not None:
            return lambda *a: self._null_outputs(null)
        if self._calls == 0 and self._counter is not None:
            self._counter.reset()
        fn = self._counter.wrap(self.model) if self._counter is not None else self.model

        def counted(*a: Any) -> Any:
            self._calls += 1
            return fn(*a)
        return counted

    def call(self, msg: dict) -> dict:
        """CPU: one timed call on the inputs the trusted side wrote into the exchange (the forward
        reads the shared pages in place: a copy into private buffers measured no faster and made
        the fixed cost noisier), then the outputs described where they lie: the trusted side
        reads them after the reply.  own_ms is this process's account; the trusted side times
        the whole request."""
        fn = self._timed_fn(msg.get("null"))
        inputs = self.exchange.views(msg["inputs"], INPUT_WINDOW)
        self._held = []
        with torch.no_grad():
            out, own_ms, _ = self.timer.time_call(fn, inputs)
        descs, self._held = self._describe(_flatten(out))
        return {"ok": True, "own_ms": own_ms, "outputs": descs}

    def burst(self, msg: dict) -> dict:
        """CUDA: one call per seed, back to back on the stream: fresh inputs generated on the device
        from the trusted side's secret seed (inside the window: no input exists before its
        request), a queued L2 flush, events around forward, the outputs' fingerprint queued
        behind it; then one device-wide synchronize before the reply.  The trusted side times
        the whole request, so launch and wake-up latency are paid once per burst."""
        from . import task_loader
        fn = self._timed_fn(msg.get("null"))
        self._burst = []
        events, pending, outs, in_pending = [], [], [], []
        last_inputs: list = []
        seeds = [int(x) for x in msg["seeds"]]
        now = time.perf_counter_ns
        # With `diag` (the trusted side traces timings): per call, microseconds spent generating
        # inputs, flushing, queueing forward and queueing the fingerprint.
        host: list[list[int]] | None = [] if msg.get("diag") else None
        with torch.no_grad():
            first = self.timer._new_event() if host is not None else None
            if first is not None:
                self.timer._record(first, self.timer._stream)
            for k, seed in enumerate(seeds):
                t0 = now()
                inputs = task_loader.make_input_sets(self._task, [seed], [1.0], self.device)[0]
                t1 = now()
                self.timer._between_calls()
                t2 = now()
                out, ev = self.timer.queue_call(fn, inputs)
                t3 = now()
                flat = _flatten(out)
                events.append(ev)
                outs.append(flat)
                if k < len(seeds) - 1:  # the last one's after the excess is measured (it would count)
                    pending.append(self._pending_fingerprint(flat))
                    # the inputs as the forward left them: the trusted side regenerates a sampled
                    # call's from its seed, and a call that worked in place on them differs
                    in_pending.append(self._pending_content(inputs))
                else:
                    last_inputs = inputs
                del inputs
                if host is not None:
                    host.append([(t1 - t0) // 1000, (t2 - t1) // 1000, (t3 - t2) // 1000, (now() - t3) // 1000])
            t4 = now()
            own_ms, excess_ms = self.timer.burst_times(events)
            if outs:
                pending.append(self._pending_fingerprint(outs[-1]))
                in_pending.append(self._pending_content(last_inputs))
            del last_inputs
            span = self.timer._elapsed(first, events[-1][1]) if first is not None and events else 0.0
        self._burst = outs
        reply = {"ok": True, "own_ms": own_ms, "excess_ms": excess_ms, "fingerprints": [settle(p) for p in pending],
                 "input_fingerprints": [self._settle_content(p) for p in in_pending],
                 "storages": [_storages(flat) for flat in outs]}
        if host is not None:  # for the trusted side's timing trace only (a slow request's diagnosis), never judged
            reply["diag"] = {"host_us": host, "wait_us": (now() - t4) // 1000, "gpu_span_ms": span}
        return reply

    def fetch(self, msg: dict) -> dict:
        """One of the last burst's outputs through the exchange (checked against its fingerprint)."""
        return {"ok": True, "outputs": self._write(self._burst[int(msg["index"])], int(msg["window"]))}

    def _own_attr_changes(self) -> list[str]:
        return [f"harness:runner.{name}" for name, obj in self._own_attrs.items() if vars(self).get(name) is not obj]

    def report(self, msg: dict) -> dict:
        """This process's account after the timed calls: patched harness code or timers, the
        op count of the timed calls, persisting-L2 carve-outs, Python threads left running."""
        timed_ops = None
        if self._counter is not None:
            timed_ops = {"ops": self._counter.counts(), "marks": self._counter.marks(), "calls": self._calls}
        tampered = self.timer.tampered() + _code_changes(self._own_code, self.timer) + self._own_attr_changes()
        return {"ok": True, "tampered": tampered,
                "timed_ops": timed_ops, "l2_persisting_bytes": self.timer.l2_persisting_bytes(),
                "python_threads": [t.name for t in threading.enumerate() if t is not threading.main_thread()]}


def _storages(values: list) -> list[list[int]]:
    """[address, bytes] of the memory behind each output tensor (the trusted side checks that no
    two calls of a burst share it: a later call would have overwritten the earlier's outputs)."""
    out = []
    for v in values:
        if isinstance(v, torch.Tensor):
            st = v.untyped_storage()
            out.append([int(st.data_ptr()), int(st.nbytes())])
    return out


def warm_up() -> None:
    """One-time costs paid before forking (the fork server, run.py): the op guard's first use
    initialises torch's Python dispatch machinery (~1 s) and arms its tripwires."""
    try:
        from .op_guard import OpGuard
    except ImportError:
        return
    with OpGuard(contract.OP_POLICY_STRICT):
        torch.empty(4).add_(1)


def serve(req_fd: int, rep_fd: int, backend: str, workspace: str, module_dir: str, private_dir: str,
          guard_policy: str, exchange_fd: int) -> int:
    try:
        runner = Runner(backend, workspace, module_dir, private_dir, guard_policy, exchange_fd)
    except BaseException as e:  # the device or torch failed before any agent code ran
        _send(rep_fd, {"ok": False, "stage": "start", "flags": ["infra"], "infra": True,
                       "error": f"{type(e).__name__}: {e}", "traceback": traceback.format_exc()[-3000:]})
        return 3
    handlers = {"load": runner.load, "inputs": runner.inputs, "forward": runner.forward,
                "trace": runner.trace, "recipe": runner.recipe, "call": runner.call, "burst": runner.burst,
                "fetch": runner.fetch,
                "report": runner.report}
    _send(rep_fd, {"ok": True, "stage": "ready", "threads": runner.threads0,
                   "probe": [ctypes.addressof(runner.probe), runner.probe.raw.hex()]})
    while True:
        msg = _recv(req_fd)
        if msg is None or msg.get("cmd") == "exit":
            _send(rep_fd, {"ok": True})
            return 0
        fn = handlers.get(msg.get("cmd"))
        try:
            reply = fn(msg) if fn else {"ok": False, "flags": ["protocol"], "error": "unknown command"}
        except BaseException as e:
            reply = runner.fail(str(msg.get("cmd")), contract.FLAG_CANDIDATE_CRASHED, e)
        _send(rep_fd, reply)
