"""C++-level fallback trace: aten ops and GPU kernels of one forward call, via torch.profiler.

What:
  trace_call(fn, args, device) runs fn(*args) once under torch.profiler (CPU activity, plus CUDA
  when device == "cuda") and returns
    {"available": bool, "tampered": bool, "note": str | None,
     "aten_ops":  {"aten::mm": n, ...}   dispatch-level aten ops (see below),
     "other_ops": {"mylib::op": n, ...}  dispatch-level ops of other namespaces (information only),
     "kernels":   [{"name", "count", "total_us", "op"}]  GPU activities; "op" is the dispatch-level
                  aten op that launched it, None when launched outside any aten op
                  (the candidate's own kernels, direct cuBLAS/cuDNN calls, torch internals called
                  without the dispatcher)}
  classify(trace, policy, own_kernel_names) turns that into flags:
    "fallback_op:aten::mm"   an aten op outside op_guard's allowlist (the same table),
    "foreign_kernel:<name>"  a GPU kernel launched outside any aten op that is neither the
                             candidate's own (kernel_key match) nor, under "library-gemm", a
                             cuBLAS/CUTLASS/cuDNN kernel (LIBRARY_KERNEL_PATTERNS),
    "trace_tampered"         the profiler stopped recording during the call.
  own_kernel_names(objects) lists the __global__ functions defined in the candidate's compiled
  objects (nvcc's host stubs), demangled.

Dispatch-level ops: RecordFunction logs every dispatcher call, nested ones too (aten::addmm
calls aten::copy_ internally).  The trace keeps, on every path from the root, the first aten op
that is not CompositeImplicitAutograd (all overloads), walking through composite ones
(aten::matmul -> aten::mm, aten::linear -> aten::addmm, aten::conv2d -> aten::convolution).
These are exactly the ops a TorchDispatchMode sees, so this layer and op_guard agree; the
internals of an op (cuDNN's bias add_, addmm's copy_) are never judged.  Kernels launched
inside an aten op belong to it (its flag covers them; kernels of allowed ops are fine).
Only names starting with "aten::" count as aten ops; the profiler's own entries (user
annotations, "PythonDispatchMode", cudaLaunchKernel, ProfilerStep) are walked through.

Invariants: the trace is policy-independent; classify flags nothing when available is false.
available=False only when the profiler cannot be started (before any candidate code of this
call runs), never because of what the candidate did: a profiler that cannot be stopped, or that
misses the canary ops recorded just before and just after fn (RecordFunction switched off, now
or by an earlier call; the profiler restarted), gives available=True, tampered=True.

Why this layer exists: RecordFunction works below Python, so it sees ops called while the
OpGuard mode is popped or the Python key is excluded from C++, and with
_ExperimentalConfig(profile_all_threads=True) ops on other threads (std::thread, OpenMP,
Python threads); CUPTI sees every kernel launched however it was launched.
Limits: native code can switch RecordFunction off around its ops and back on
(at::enableRecordFunction), or call cuBLAS/torch kernels that are matched by name only;
CPU-side compute outside the dispatcher (numpy, BLAS via data pointers, torch's DispatchStubs
called directly) has no kernel to see.  The harness's own L2 flush / memsets are not traced:
only the forward is.  Profiling overhead is fine: this runs once per verify.
"""
from __future__ import annotations

import functools
import re
import shutil
import subprocess
import warnings
from collections import Counter
from typing import Any, Callable, Iterable, Sequence

from . import contract
from .op_guard import allowed

CALL, CANARY_START, CANARY_END = "warpgym::call", "warpgym::canary_start", "warpgym::canary_end"

# Kernel names (kernel_key, case-insensitive search) of libraries allowed under "library-gemm".
LIBRARY_KERNEL_PATTERNS: tuple[str, ...] = (
    r"gemm", r"gemv", r"cutlass", r"cublas", r"nvjet", r"xmma", r"splitkreduce",  # cuBLAS(Lt)/CUTLASS
    r"^(sm\d+|ampere|volta|turing|hopper|maxwell)_",                          # arch-tagged GEMM/conv
    r"cudnn", r"conv", r"winograd", r"fft", r"fprop", r"nchwtonhwc", r"nhwctonchw",  # cuDNN
)
TRANSFER_PREFIXES = ("Memcpy", "Memset")  # copies and fills: cannot compute an answer


@functools.lru_cache(maxsize=None)
def _composite_implicit(name: str, n_args: int) -> bool:
    """Did this call decompose above the Python dispatch key (CompositeImplicitAutograd)?

    The profiler gives no overload name, so the candidates are the dispatcher-registered
    overloads taking `n_args` arguments (record_shapes gives one entry per argument; -1: all
    overloads); True only if every candidate is composite.  Mixed cases (aten::where.self vs
    where.ScalarOther) count as not composite: the op itself is judged, never its internals.
    """
    import torch
    ns, _, base = name.partition("::")
    packet = getattr(getattr(torch.ops, ns, None), base, None)
    if packet is None:
        return False
    verdicts: list[tuple[int, bool]] = []
    for ov in packet.overloads():
        qual = name if ov == "default" else f"{name}.{ov}"
        try:
            comp = torch._C._dispatch_has_kernel_for_dispatch_key(qual, "CompositeImplicitAutograd")
            verdicts.append((len(getattr(packet, ov)._schema.arguments), comp))
        except RuntimeError:  # TorchScript-only overloads are not in the dispatcher
            continue
    matching = [c for n, c in verdicts if n == n_args] or [c for _, c in verdicts]
    return bool(matching) and all(matching)


def _is_op(ev: Any) -> bool:
    return (not getattr(ev, "is_user_annotation", False) and "::" in ev.name
            and re.fullmatch(r"[A-Za-z_]\w*::\w+", ev.name) is not None)


def _walk(events: Iterable[Any]) -> tuple[Counter[str], Counter[str], dict[tuple[str, Any], list[float]], set[str]]:
    """Dispatch-level ops, kernels per (name, owning op), and which canaries saw an aten op."""
    aten: Counter[str] = Counter()
    other: Counter[str] = Counter()
    kernels: dict[tuple[str, Any], list[float]] = {}
    canaries: set[str] = set()
    roots = [e for e in events if e.cpu_parent is None and str(e.device_type).endswith("CPU")]
    stack: list[tuple[Any, Any, str | None]] = [(e, None, None) for e in roots]
    while stack:
        ev, owner, canary = stack.pop()
        name = ev.name
        if name in (CANARY_START, CANARY_END):
            canary = name
        elif canary is not None:
            if name.startswith("aten::"):
                canaries.add(canary)
        elif owner is None and _is_op(ev):
            if name.startswith("aten::"):
                if not _composite_implicit(name, len(getattr(ev, "input_shapes", None) or []) or -1):
                    owner = name
                    aten[name] += 1
            elif not name.startswith("profiler::"):
                other[name] += 1  # walked through: its aten ops and kernels are judged
        if canary is None:
            for k in getattr(ev, "kernels", ()):
                kernels.setdefault((k.name, owner), []).append(float(k.duration))
        stack.extend((c, owner, canary) for c in ev.cpu_children)
    return aten, other, kernels, canaries


def trace_call(fn: Callable[..., Any], args: Sequence[Any], device: str) -> dict[str, Any]:
    """Run fn(*args) once under torch.profiler; see the module docstring for the result."""
    import time
    t0 = time.perf_counter()
    res: dict[str, Any] = {"available": False, "tampered": False, "note": None, "aten_ops": {},
                           "other_ops": {}, "kernels": [], "seconds": 0.0}
    notes: list[str] = []
    try:
        import torch
        from torch.profiler import ProfilerActivity, profile, record_function
        cuda = device == "cuda" and torch.cuda.is_available()
        if device == "cuda" and not cuda:
            notes.append("CUDA not available: GPU kernels not traced")
        activities = [ProfilerActivity.CPU] + ([ProfilerActivity.CUDA] if cuda else [])
        try:
            from torch._C._profiler import _ExperimentalConfig
            config = _ExperimentalConfig(profile_all_threads=True)
        except (ImportError, TypeError):
            config = None
            notes.append("profile_all_threads unsupported: ops on other threads not traced")
        if cuda:
            torch.cuda.synchronize()
        prof = profile(activities=activities, record_shapes=True, experimental_config=config)
        with warnings.catch_warnings():  # "Profiler clears events at the end of each cycle"
            warnings.simplefilter("ignore")
            prof.__enter__()
        with record_function(CANARY_START):
            torch.empty(1)
    except Exception as e:  # the environment, not the candidate
        res["note"] = f"profiler unavailable: {type(e).__name__}: {e}"
        return res
    stop_error = None
    try:
        with record_function(CALL):
            fn(*args)
            if cuda:
                torch.cuda.synchronize()
        with record_function(CANARY_END):
            torch.empty(1)
    finally:
        try:
            prof.__exit__(None, None, None)
            events = prof.events()
        except Exception as e:  # fn switched the profiler off (or broke it)
            stop_error, events = f"{type(e).__name__}: {e}", None
    if events is None:
        res.update(available=True, tampered=True,
                   note=f"profiler could not be stopped after the call ({stop_error})")
        return res
    aten, other, kern, canaries = _walk(events)
    total: Counter[str] = Counter()
    total_us: dict[str, float] = {}
    for e in events:
        if str(e.device_type).endswith("CUDA"):
            total[e.name] += 1
            total_us[e.name] = total_us.get(e.name, 0.0) + float(e.time_range.elapsed_us())
    for (name, _), durs in kern.items():
        total[name] -= len(durs)
        total_us[name] = total_us.get(name, 0.0) - sum(durs)
    for name, n in total.items():  # device activities not linked to any CPU event
        if n > 0:
            kern.setdefault((name, None), []).extend([max(total_us[name], 0.0) / n] * n)
    res["kernels"] = sorted(({"name": n, "count": len(d), "total_us": round(sum(d), 3), "op": op}
                             for (n, op), d in kern.items()), key=lambda k: (-k["total_us"], k["name"]))
    res.update(available=True, aten_ops=dict(aten), other_ops=dict(other))
    missing = [c for c in (CANARY_START, CANARY_END) if c not in canaries]
    if missing:  # RecordFunction off (now or since an earlier call), or the profiler restarted
        res["tampered"] = True
        notes.append(f"the profiler did not record the canary op(s) {', '.join(missing)}")
    res["note"] = "; ".join(notes) or None
    res["seconds"] = round(time.perf_counter() - t0, 3)
    return res


def kernel_key(name: str) -> str:
    """Comparable kernel identity: drop the parameter list and a leading 'void '.

    'relu_kernel(float const*, float*, long)' -> 'relu_kernel';
    'void scale<float>(float*, int)' -> 'scale<float>'; '(anonymous namespace)::k(float*)' ->
    '(anonymous namespace)::k' (the parameter list is the last balanced '(...)' group).
    """
    s = name.strip()
    if s.endswith(")"):
        depth = 0
        for i in range(len(s) - 1, -1, -1):
            depth += {")": 1, "(": -1}.get(s[i], 0)
            if depth == 0:
                s = s[:i].rstrip()
                break
    return s[5:] if s.startswith("void ") else s


def _is_library(key: str, patterns: Sequence[str]) -> bool:
    if key.startswith(("at::", "c10::")):
        return False  # torch's own kernels launched outside the dispatcher are not a library
    return any(re.search(p, key, re.IGNORECASE) for p in patterns)


def classify(trace: dict[str, Any], policy: str, own_kernel_names: set[str],
             allowed_lib_patterns: Sequence[str] = LIBRARY_KERNEL_PATTERNS) -> list[str]:
    """Flags for one trace (sorted, unique); [] when the trace is unavailable."""
    if not trace.get("available"):
        return []
    flags = {contract.FLAG_FALLBACK_OP_PREFIX + op for op in trace.get("aten_ops", {}) if not allowed(op, policy)}
    own = {kernel_key(n) for n in own_kernel_names}
    for k in trace.get("kernels", []):
        if k.get("op") is not None or k["name"].startswith(TRANSFER_PREFIXES) or k["name"].startswith("warpgym::"):
            continue  # (warpgym::*: the trace's own annotations, reported on the GPU timeline too)
        key = kernel_key(k["name"])
        if key in own or (policy == contract.OP_POLICY_LIBRARY_GEMM and _is_library(key, allowed_lib_patterns)):
            continue
        flags.add(contract.FLAG_FOREIGN_KERNEL_PREFIX + key[:120])
    if trace.get("tampered"):
        flags.add(contract.FLAG_TRACE_TAMPERED)
    return sorted(flags)


def own_kernel_names(object_files: list[str]) -> set[str]:
    """Demangled names of the __global__ functions defined in these objects / shared libraries.

    nvcc emits, for every kernel `K` (mangled `_Z...K...`), a host stub named
    `__device_stub_` + mangled K; the stub is a host function with its own C++ mangling
    (`_Z35__device_stub__Z11relu_kernelPKfPfl...`).  The kernel's mangled name is read from the
    stub's length-prefixed identifier and demangled with c++filt, giving the same text CUPTI
    reports ('relu_kernel(float const*, float*, long)', 'void scale<float>(float*, int)';
    extern "C" kernels come out with their parameters, which kernel_key drops).  Matching is by
    kernel_key, so template arguments must match exactly.  Host helpers are not kernels and are
    not listed.  Unreadable files are skipped.
    """
    mangled: set[str] = set()
    for path in object_files:
        try:
            out = subprocess.run(["nm", "--defined-only", path], capture_output=True, text=True,
                                 errors="replace", timeout=60).stdout
        except (OSError, subprocess.SubprocessError):
            continue
        for line in out.splitlines():
            parts = line.split()
            if len(parts) < 3:
                continue
            # Any symbol naming a stub counts: at -O3 a template kernel's stub is inlined and
            # survives only in the names of its local statics (_ZZL55__device_stub__Z...E5__tmp).
            for m in re.finditer(r"(\d+)(__device_stub__Z)", parts[2]):
                ident = parts[2][m.start(2):m.start(2) + int(m.group(1))]  # "__device_stub__Z11relu_kernelPKfPfl"
                mangled.add(ident[len("__device_stub_"):])
    if not mangled:
        return set()
    names = sorted(mangled)
    filt = shutil.which("c++filt") or shutil.which("cu++filt")
    if filt is None:
        return set(names)
    out = subprocess.run([filt], input="\n".join(names) + "\n", capture_output=True, text=True,
                         errors="replace", timeout=60).stdout.splitlines()
    return set(out) if len(out) == len(names) else set(names)
