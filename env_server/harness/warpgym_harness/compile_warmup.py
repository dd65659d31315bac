"""The task's torch.compile baseline built ahead of the profile, off its exclusive device lease.

A cold ``torch.compile`` of a reference takes seconds (tens on large graphs), and the profile
builds it while it holds its device alone. Built ahead instead (``build_ahead``), with nothing
timed, it fills inductor's cache (``TORCHINDUCTOR_CACHE_DIR``), and the profile then loads the
compiled artifact: the compiled reference built exactly as the baselines will build it (same
loader, model, input shapes, TF32 off, inductor's configuration untouched), compiled and not run,
so the build needs no time on the device. Two callers, both on a shared
lease: the harness's ``prepare`` command (the server runs it before a task's first timed call)
and a correct ``verify`` when no baseline is cached for the task on this device. Both build in
their own process, which has torch and inductor imported already (a fresh child would import
and probe them again: about ten times the cost of the build itself on a warm process). A build
that fails or runs past its limit changes no verdict: the profile compiles as before. Given the
device lock that timings take alone (``--device-lock``), ``prepare`` holds it only when a task
must draw its inputs and run its forward to be built (``build``'s `run_lock`), so a build
overlaps the other calls' timings instead of waiting for them or holding them off.

Invariants: only task code runs (the trusted reference, never agent code; a verify's candidate
has ended by then); at most one build per task and device (a marker in the cache, written only
after a build that succeeded); the process is niced, and the choice of kernel configurations
(timed) is left to the profile. ``python -m warpgym_harness.compile_warmup TASK DEVICE
[--device-lock FILE]`` is the same build as a command (``warpgym calibrate --warm``).
"""
from __future__ import annotations

import contextlib
import os
import signal
import sys
import time
from typing import Any, Callable, ContextManager, Iterator

from .common import file_lock, log

LIMIT_S = 180.0  # the longest a build may take (the server's limit for the whole call is longer)


def marker(task_file: str, cache_dir: str, device: str) -> str | None:
    """Where a done build is noted, when this task has no valid cached baselines on this device
    and no build was done for it yet; None when there is nothing to build."""
    from . import baselines
    entry, path = baselines.cached_entry(task_file, cache_dir, device)
    if entry is not None:
        return None
    done = path.removesuffix(".json") + ".warmed"
    return None if os.path.exists(done) else done


def build_ahead(task_file: str, cache_dir: str, device: str, limit_s: float = LIMIT_S,
                run_lock: Callable[[], ContextManager[Any]] | None = None) -> dict[str, Any] | None:
    """Builds the task's compiled baseline in this process when it is needed (see ``marker``).
    Returns None when there was nothing to build, else {"seconds", "ok", "note"}; never raises.
    `run_lock`: see ``build``."""
    done = marker(task_file, cache_dir, device)
    if done is None:
        return None
    os.nice(10)  # beside other episodes' work on this host: the compile yields to it
    t0 = time.perf_counter()
    expired = _Expiry(limit_s)
    try:
        with _limit(expired):
            build(task_file, device, run_lock)
        ok, note = True, ""
    except (Exception, BuildTimeout) as e:  # noqa: BLE001 - a build that fails only costs the profile its compile
        ok, note = False, f"{type(e).__name__}: {e}"[-300:]
    if ok and expired.fired:  # the stop was swallowed (raised inside a finalizer, say): a build past its limit
        ok, note = False, f"{BuildTimeout.__name__}: {expired.message}"
    if ok:
        _note_done(done)
    return {"seconds": round(time.perf_counter() - t0, 3), "ok": ok, "note": note}


def build(task_file: str, device: str, run_lock: Callable[[], ContextManager[Any]] | None = None) -> None:
    """The compiled reference built as the baselines build it, into inductor's caches, and not
    run: inductor saves its graph and kernels as it compiles, and the choice of kernel
    configurations (timed on the first run) is left to the profile, which holds the device alone
    (inductor's configuration stays the profile's own, or its cache key would differ).

    Nothing runs on the device: the inputs are allocated, not drawn (their shapes, layouts and
    dtypes, all the compiled artifact depends on, from get_inputs under a fake-tensor mode, laid out
    as the baselines' private copies are), the forward is traced whole, inductor's own timings
    while compiling (padding a matrix product or not) are refused, and the compiled graph stops the
    call where it would run. Only the weights' copy to the device happens. A task whose inputs
    cannot be described so, whose forward breaks the graph, or whose compile wants to time kernels,
    draws its inputs and runs its forward up to its first compiled graph, under `run_lock` (the
    device's lock, taken shared) when given."""
    import torch

    from . import profiler, task_loader
    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    if device == "cuda":  # what an earlier stage of this process no longer uses
        torch.cuda.empty_cache()
    mod = task_loader.load_task(task_file)
    model, _ = task_loader.build_reference(mod, device)
    placeholders = _placeholders(mod, device)
    if placeholders is not None:
        try:
            with _no_device_timings():
                _compile_only(model, placeholders, fullgraph=True)
            return
        except (Exception, NeedsDevice) as e:  # noqa: BLE001 - found while compiling, before any device work
            log(f"baseline built with drawn inputs ({type(e).__name__}: {str(e)[:200]})")
            torch._dynamo.reset()
    with run_lock() if run_lock is not None else contextlib.nullcontext():
        inputs = task_loader.make_input_sets(mod, [profiler.PROFILE_SEED], [1.0], device)[0]
        _compile_only(model, inputs, fullgraph=False)
        if device == "cuda":
            torch.cuda.synchronize()


class _Compiled(BaseException):
    """Raised where the compiled graph would run: the build is done. Not an Exception: no handler
    in the task's forward may take it for one and go on running eager code."""


class NeedsDevice(BaseException):
    """Raised where inductor would time kernels on the device while compiling."""


@contextlib.contextmanager
def _no_device_timings() -> Iterator[None]:
    """Inductor's benchmarker refuses to time on the device (pad_mm's choice of padding, and any
    other compile-time timing), raising NeedsDevice before it makes a tensor."""
    from unittest import mock

    from torch._inductor.runtime import benchmarking

    def refuse(*args: Any, **kwargs: Any) -> Any:
        raise NeedsDevice("inductor would time kernels on the device while compiling")
    with mock.patch.object(benchmarking.benchmarker, "benchmark_gpu", refuse):
        yield


def _compile_only(model: Any, inputs: list, fullgraph: bool) -> None:
    """torch.compile's own inductor backend (the same artifacts, and cache keys, as the profile's
    plain torch.compile), stopped where its first compiled graph would run."""
    import torch

    class CompileOnly(torch._TorchCompileInductorWrapper):  # type: ignore[name-defined]
        def __call__(self, gm: Any, example_inputs: Any) -> Any:
            super().__call__(gm, example_inputs)  # compiled, and saved in inductor's caches

            def stop(*args: Any) -> Any:
                raise _Compiled()
            return stop

    try:
        with torch.no_grad():
            torch.compile(model, backend=CompileOnly(None, None, None), fullgraph=fullgraph)(*inputs)
    except _Compiled:
        return


def _placeholders(mod: Any, device: str) -> list | None:
    """The task's inputs allocated on `device` without drawing them (no device work), from their
    description under a fake-tensor mode (which also takes factories given a device of their own),
    laid out as the baselines' private copies (`clone()`) are; None when get_inputs cannot run so
    or makes its inputs on another kind of device."""
    import torch
    from torch._subclasses.fake_tensor import FakeTensorMode
    try:
        with FakeTensorMode(allow_non_fake_inputs=True), torch.device(device):
            described = list(mod.get_inputs())
            like = [torch.empty_like(x) if isinstance(x, torch.Tensor) else None for x in described]
    except Exception:  # noqa: BLE001 - a task that needs real values to make its inputs
        return None
    out: list = []
    for x, c in zip(described, like):
        if isinstance(x, torch.Tensor):
            if c.device.type != torch.device(device).type:
                return None
            x = torch.empty_strided(c.shape, c.stride(), dtype=c.dtype, device=device).requires_grad_(x.requires_grad)
        out.append(x)
    return out


class BuildTimeout(BaseException):
    """Not an Exception: no handler of a failed trace (the build's, dynamo's) may take it for one."""


class _Expiry:
    """A build's limit, and whether it was reached."""

    def __init__(self, seconds: float) -> None:
        self.seconds, self.fired = seconds, False
        self.message = f"still compiling after {seconds:.0f} s: stopped"


@contextlib.contextmanager
def _limit(expiry: _Expiry) -> Iterator[None]:
    """Raises BuildTimeout in this (the main) thread after ``expiry.seconds``, and again every
    0.2 s until the block ends: a compile is mostly Python, so it stops at its next bytecode (or
    when the C call it is in returns), and a raise that lands where Python drops exceptions (a
    finalizer) is followed by another. ``expiry.fired`` records that the limit was reached."""
    def expired(signum: int, frame: Any) -> None:
        expiry.fired = True
        raise BuildTimeout(expiry.message)

    old = signal.signal(signal.SIGALRM, expired)
    signal.setitimer(signal.ITIMER_REAL, expiry.seconds, 0.2)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


def _note_done(path: str) -> None:
    try:
        os.makedirs(os.path.dirname(path), exist_ok=True)
        with open(path, "w") as f:
            f.write(f"{time.time():.0f}\n")
    except OSError:
        pass  # only costs another build


def main(argv: list[str]) -> int:
    """TASK DEVICE [--device-lock FILE]: the lock (taken shared) where the build must run the
    task's forward, for a build beside other calls' timings (warpgym calibrate's warm-ups)."""
    task_file, device = argv[:2]
    lock = argv[argv.index("--device-lock") + 1] if "--device-lock" in argv[2:] else None
    os.nice(10)
    build(task_file, device, (lambda: file_lock(lock, shared=True)) if lock else None)
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
