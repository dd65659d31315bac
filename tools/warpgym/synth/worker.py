"""The synth worker: one long-lived torch process serving JSON-line requests on stdin/stdout.

    python -m warpgym.synth.worker      (PYTHONPATH naming tools/ and env_server/harness: paths.with_packages)

Contract: one request per line on stdin, one reply per line on the original stdout (the task's
own prints go to stderr).  Requests:

``{"cmd": "crawl", "transformers": bool, "families": [...]}``
    -> ``{"ok": true, "seeds": [...], "report": {...}}`` (``seeds.crawl``)
``{"cmd": "task", "index": i, "seed": s, "seeds_path": P, "mix": {...}, "screen": {...}, "task_dir": D}``
    -> ``{"ok": true, "index": i, "spec": {...} | null, "code": str | null, "path": str | null,
    "screen": {...} | null, "error": str | null, "compose_s": float}``: composes the chain (``compose``), renders it
    (``codegen``), writes it to ``D/<i>.py`` and screens it (``screening``).
``{"cmd": "ping"}`` -> ``{"ok": true}``

A request that raises gets ``{"ok": false, "error": ...}``; the process keeps serving.  It exits
at end of input, and after answering a task that left its CUDA context unusable (a sticky CUDA
error: the pool then starts a fresh worker for the next task).  Seeds files are cached per path.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
import traceback
from typing import Any


def _serve(proto: Any) -> None:
    from . import codegen, compose, screening, seeds

    cache: dict[str, list] = {}
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            req = json.loads(line)
            cmd = req.get("cmd")
            if cmd == "ping":
                rep: dict[str, Any] = {"ok": True}
            elif cmd == "crawl":
                found, report = seeds.crawl(bool(req.get("transformers", True)),
                                            tuple(req.get("families") or seeds.DEFAULT_FAMILIES))
                rep = {"ok": True, "seeds": found, "report": report}
            elif cmd == "task":
                path = req["seeds_path"]
                if path not in cache:
                    with open(path, encoding="utf-8") as f:
                        cache[path] = json.load(f)["seeds"]
                rep = _task(req, cache[path], compose, codegen, screening)
            else:
                rep = {"ok": False, "error": f"unknown cmd {cmd!r}"}
        except Exception as exc:  # noqa: BLE001 -- report, keep serving
            rep = {"ok": False, "error": f"{type(exc).__name__}: {exc}", "traceback": traceback.format_exc()[-2000:]}
        proto.write(json.dumps(rep, default=str) + "\n")
        proto.flush()
        if _cuda_broken(rep):
            os._exit(0)  # a sticky CUDA error poisons this process for every later task: the pool starts a fresh one


_CUDA_STICKY = ("CUDA error", "device-side assert", "illegal memory access", "CUDA-capable device",
                "cudaErrorLaunchFailure", "unspecified launch failure")


def _cuda_broken(rep: dict) -> bool:
    """True when the task left this process's CUDA context unusable (its error says so, or a sync fails)."""
    text = json.dumps(rep.get("screen") or {}, default=str) + str(rep.get("error") or "")
    if not any(m in text for m in _CUDA_STICKY):
        return False
    try:
        import torch

        if torch.cuda.is_initialized():
            torch.cuda.synchronize()
            torch.empty(1, device="cuda").add_(1).item()
    except Exception:  # noqa: BLE001 -- unusable
        return True
    return any(m in text for m in _CUDA_STICKY[1:3])


def _task(req: dict, seed_list: list, compose: Any, codegen: Any, screening: Any) -> dict:
    i, s = int(req["index"]), int(req["seed"])
    rep: dict[str, Any] = {"ok": True, "index": i, "spec": None, "code": None, "path": None, "screen": None,
                           "error": None, "compose_s": None}
    t0 = time.perf_counter()
    try:
        spec = compose.compose(seed_list, i, s, req.get("mix"))
    except compose.ComposeError as exc:
        rep["error"] = f"compose: {exc}"
        rep["compose_s"] = round(time.perf_counter() - t0, 3)
        return rep
    rep["compose_s"] = round(time.perf_counter() - t0, 3)
    code = codegen.render(spec, s)
    path = os.path.join(req["task_dir"], f"{i}.py")
    with open(path, "w", encoding="utf-8") as f:
        f.write(code)
    rep.update(spec=spec, code=code, path=path)
    rep["screen"] = screening.screen_file(path, req["screen"])
    return rep


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="warpgym.synth.worker")
    ap.parse_args(argv)
    proto = os.fdopen(os.dup(1), "w", encoding="utf-8")
    os.dup2(2, 1)  # the tasks' prints must not corrupt the protocol
    sys.stdout = sys.stderr
    import warnings

    warnings.filterwarnings("ignore")
    _serve(proto)
    return 0


if __name__ == "__main__":
    sys.exit(main())
