"""The execution filter of one task file: ``warpgym.screen``'s checks, then torch.compile.

Contract: ``screen_file(path, opts)`` (needs torch and the harness directory on ``sys.path``)
runs ``warpgym.screen``'s per-task checks in this process (the same code as ``warpgym tasks
screen``: the harness's ``task_loader`` / ``verify.compare`` / ``timing.Timer``; flags ``error``,
``zeros_pass``, ``constant_pass``, ``input_independent``, ``nondeterministic``,
``runtime_out_of_window``), then, unless a check flagged it (a flagged task is rejected anyway:
half the draws on the GPU are out of the runtime window, and the inductor compile is the
worker's largest cost), compiles the reference with
``torch.compile(model, backend=opts["compile_backend"])`` and compares one input set with eager
(tolerance as the harness's verify); a failure or mismatch adds the flag ``compile_failed``.
Returns the screen record plus ``compile: {ok, seconds, error, max_abs_err}``; never raises for
the task's faults.  ``opts``: backend, tolerance, seed, min_ms, max_ms, timing_s, threads,
compile_backend ("inductor", "aot_eager", or "off" to skip), compile_options (inductor config
patches for the check, e.g. ``{"triton.autotune_pointwise": False}``: one Triton config per
pointwise kernel instead of 2-6 compiled and benchmarked; the codegen, and so the numbers, are
the same), and optionally warmup_s (caps the
timing loop's warm-up, 0.1 s in ``warpgym tasks screen``: thousands of tasks sharing one GPU
cannot each spend 0.25 s on it; the window is a coarse filter, the harness times baselines itself).
"""
from __future__ import annotations

import argparse
import os
import tempfile
import time
import traceback
from typing import Any

from .. import screen as _screen


def _compile_check(path: str, opts: dict) -> dict[str, Any]:
    import torch
    from warpgym_harness import task_loader, verify

    res: dict[str, Any] = {"ok": False, "seconds": None, "error": None, "max_abs_err": None,
                           "backend": opts["compile_backend"]}
    t0 = time.perf_counter()
    try:
        import torch._dynamo

        torch._dynamo.reset()
        mod = task_loader.load_task(path)
        model, _ = task_loader.build_reference(mod, opts["backend"])
        (inputs,) = task_loader.make_input_sets(mod, verify.fresh_seeds(opts["seed"] + 17, 1), [1.0],
                                                opts["backend"])
        with torch.no_grad():
            ref = task_loader.flatten_outputs(model(*[x.clone() for x in inputs]))
            options = opts.get("compile_options") if opts["compile_backend"] == "inductor" else None
            compiled = torch.compile(model, backend=opts["compile_backend"], options=options or None)
            got = task_loader.flatten_outputs(compiled(*[x.clone() for x in inputs]))
        ok, worst = len(ref) == len(got), 0.0
        for r, c in zip(ref, got):
            cmp = verify.compare(r, c, opts["tolerance"])
            worst = max(worst, cmp["max_abs_err"] or 0.0)
            ok = ok and cmp["ok"]
            if not cmp["ok"] and res["error"] is None:
                res["error"] = f"compiled output differs from eager: {cmp['why']}"
        res.update(ok=ok, max_abs_err=worst)
    except Exception as exc:  # noqa: BLE001 -- the task's fault
        res["error"] = f"{type(exc).__name__}: {str(exc)[:400]}"
    finally:
        try:
            torch._dynamo.reset()
        except Exception:  # noqa: BLE001
            pass
    res["seconds"] = round(time.perf_counter() - t0, 3)
    return res


_WARMUP_CAP: list[float | None] = [None]


def _cap_warmup(warmup_s: float | None) -> None:
    """Makes the harness Timer's warm-up at most ``warmup_s`` in this process (None: as written)."""
    from warpgym_harness import timing

    _WARMUP_CAP[0] = warmup_s
    if getattr(timing.Timer.run, "_synth_capped", False):
        return
    orig = timing.Timer.run

    def run(self: Any, fn: Any, sets: list, target_s: float = 1.0, warmup_s: float = 0.1, **kw: Any) -> Any:
        cap = _WARMUP_CAP[0]
        return orig(self, fn, sets, target_s=target_s, warmup_s=warmup_s if cap is None else min(cap, warmup_s), **kw)

    run._synth_capped = True  # type: ignore[attr-defined]
    timing.Timer.run = run


def screen_file(path: str, opts: dict) -> dict[str, Any]:
    """Screens one task file in this process (see the module contract)."""
    _cap_warmup(opts.get("warmup_s"))
    rec: dict[str, Any] = {"flags": [], "eager_ms": None, "outputs": [], "error": None, "phase": None,
                           "checks": {}, "details": {}}
    t0 = time.perf_counter()
    with tempfile.TemporaryDirectory(prefix="warpgym-synth-screen-") as tmp:
        a = argparse.Namespace(task_file=path, out=os.path.join(tmp, "r.json"), backend=opts["backend"],
                               tolerance=opts["tolerance"], seed=int(opts["seed"]), min_ms=float(opts["min_ms"]),
                               max_ms=float(opts["max_ms"]), timing_s=float(opts["timing_s"]),
                               threads=int(opts["threads"]))

        def save(phase: str | None = None) -> None:
            if phase:
                rec["phase"] = phase

        try:
            _screen._screen_task(a, rec, save)  # the checks of `warpgym tasks screen`, in-process
            rec["phase"] = "done"
        except BaseException as exc:  # noqa: BLE001 -- the task's fault, whatever it raised
            rec["error"] = f"{rec['phase']}: {type(exc).__name__}: {str(exc)[:400]}"
            rec["traceback"] = traceback.format_exc()[-1500:]
            rec["flags"] = ["error"] + [f for f in rec["flags"] if f != "error"]
    if not rec["flags"] and opts.get("compile_backend", "inductor") != "off":
        rec["compile"] = _compile_check(path, opts)
        if not rec["compile"]["ok"]:
            rec["flags"].append("compile_failed")
    rec["seconds"] = round(time.perf_counter() - t0, 3)
    return rec
