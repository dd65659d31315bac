#!/usr/bin/env python3
"""Fits the GPU size model (tools/warpgym/synth/size_model.py) on this machine's GPU: a sample of
a CPU-sized task set is sized by the current model, each sized task's eager forward is timed on the
GPU the way the harness times baselines (timing.Timer: L2 flushed between calls, CUDA events),
one task at a time, and the model is refitted to the measured times. Prints how well the old and
the new model predicted (measured / predicted, and on a held-out half), writes the samples and the
fitted model.

    python3 tools/device/size_calibrate.py --dataset tasks/ops --n 240 --out $OUT/size
    # -> $OUT/size/samples.jsonl, $OUT/size/size_model.json

Tasks are timed in worker processes of CHUNK tasks each (a task that breaks its CUDA context
costs only the rest of its chunk); a task's error is recorded, never fatal.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path[:0] = [str(ROOT / "tools"), str(ROOT / "env_server" / "harness")]
CHUNK = 20
TASK_TIMEOUT_S = 25.0  # one task's build, inputs and timing (a linear-algebra op can take minutes)


def _run_chunk(chunk: list[dict], a: argparse.Namespace, left_s: float) -> tuple[list[dict], str | None]:
    """Times a chunk in a worker process; kills it when one task runs past TASK_TIMEOUT_S (or the
    deadline). Returns what finished and the name of the task it was stuck on (None if none)."""
    with tempfile.TemporaryDirectory() as d:
        inp, outp = Path(d) / "in.json", Path(d) / "out.json"
        inp.write_text(json.dumps(chunk))
        proc = subprocess.Popen([sys.executable, __file__, "--out", a.out, "--device", a.device, "--worker",
                                 str(inp), str(outp), str(a.timing_s)])
        start = last = time.monotonic()
        seen = -1
        while proc.poll() is None:
            time.sleep(0.2)
            n = len(json.loads(outp.read_text())) if outp.exists() else 0
            if n != seen:
                seen, last = n, time.monotonic()
            if time.monotonic() - last > TASK_TIMEOUT_S or time.monotonic() - start > left_s + TASK_TIMEOUT_S:
                proc.kill()
                proc.wait()
                break
        got = json.loads(outp.read_text()) if outp.exists() else []
    if proc.returncode == 0 or len(got) == len(chunk):
        return got, None
    return got, chunk[len(got)]["name"]


def _time_chunk(items: list[dict], timing_s: float, device: str) -> list[dict]:
    """Worker side: each item {name, code} -> {name, measured_ms | error}."""
    import torch
    from warpgym_harness import task_loader
    from warpgym_harness.timing import Timer

    torch.backends.cuda.matmul.allow_tf32 = False
    torch.backends.cudnn.allow_tf32 = False
    timer = Timer(device)
    out = []
    with tempfile.TemporaryDirectory() as d:
        for it in items:
            rec = {"name": it["name"]}
            try:
                path = Path(d) / "task.py"
                path.write_text(it["code"])
                mod = task_loader.load_task(str(path))
                model, _ = task_loader.build_reference(mod, device)
                sets = task_loader.make_input_sets(mod, [1, 2], [1.0, 1.0], device)

                def fwd(*args):  # noqa: ANN002
                    with torch.no_grad():
                        return model(*args)

                r = timer.run(fwd, sets, target_s=timing_s, warmup_s=0.05, min_iters=5)
                rec["measured_ms"] = r["median_ms"]
                if device == "cuda":
                    rec["gpu_peak_mb"] = round(torch.cuda.max_memory_allocated() / 2**20)
            except Exception as e:  # noqa: BLE001 - the task's failure, recorded
                rec["error"] = f"{type(e).__name__}: {str(e)[:200]}"
            finally:
                model = sets = mod = None  # noqa: F841 - free before the next task
                if device == "cuda":
                    torch.cuda.synchronize()
                    torch.cuda.empty_cache()
                    torch.cuda.reset_peak_memory_stats()
            out.append(rec)
    return out


def _worker_main(inp: str, outp: str, timing_s: float, device: str) -> None:
    items = json.loads(Path(inp).read_text())
    res = []
    try:
        for it in items:  # one at a time, so what finished survives a crash of a later task
            res += _time_chunk([it], timing_s, device)
            _write_atomic(outp, res)
    finally:
        _write_atomic(outp, res)


def _write_atomic(path: str, value: list) -> None:
    Path(path + ".tmp").write_text(json.dumps(value))
    os.replace(path + ".tmp", path)  # the parent polls it: never a half-written file


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--dataset", default=str(ROOT / "tasks" / "ops"))
    ap.add_argument("--n", type=int, default=240, help="tasks to time")
    ap.add_argument("--seed", type=int, default=1, help="the sample (and its targets)")
    ap.add_argument("--model", default=None, help="the model to size the sample with (default: defaults)")
    ap.add_argument("--timing-s", type=float, default=0.15)
    ap.add_argument("--deadline-s", type=float, default=0.0, help="stop timing after this long (0: none)")
    ap.add_argument("--out", required=True)
    ap.add_argument("--device", default="cuda", help="where to time (cpu: a smoke test of this script)")
    ap.add_argument("--worker", nargs=3, help=argparse.SUPPRESS)
    a = ap.parse_args()
    if a.worker:
        _worker_main(a.worker[0], a.worker[1], float(a.worker[2]), a.device)
        return 0
    import random

    from warpgym.synth import cost_trace, output, resize, size_model

    out = Path(a.out)
    out.mkdir(parents=True, exist_ok=True)
    t0 = time.monotonic()
    model = size_model.load(a.model)
    rows = sorted(output.read_rows(output.dataset_file(Path(a.dataset))), key=lambda r: r.get("index", 0))
    sample = random.Random(a.seed).sample(rows, min(a.n, len(rows)))
    sized, _ = resize.resize(sample, model, seed=a.seed, jobs=max(1, (os.cpu_count() or 2) - 2), progress=None)
    print(f"{len(sized)} of {len(sample)} sampled tasks sized by the {'given' if a.model else 'default'} model "
          f"in {time.monotonic() - t0:.0f} s", flush=True)
    results: list[dict] = []
    pending = [{"name": r["name"], "code": r["code"]} for r in sized]
    while pending:
        left = a.deadline_s - (time.monotonic() - t0) if a.deadline_s else 1e9
        if left <= 0:
            print(f"deadline: {len(results)} timed, {len(pending)} not", flush=True)
            break
        chunk, pending = pending[:CHUNK], pending[CHUNK:]
        got, stuck = _run_chunk(chunk, a, min(left, 1e9))
        results += got
        if stuck is not None:  # that task took too long: recorded, the rest of its chunk goes back
            results.append({"name": stuck, "error": f"timeout: over {TASK_TIMEOUT_S} s"})
            done = {g["name"] for g in got} | {stuck}
            pending = [c for c in chunk if c["name"] not in done] + pending
        print(f"  timed {len(results)}/{len(sized)} ({time.monotonic() - t0:.0f} s)", flush=True)
    by_name = {r["name"]: r for r in sized}
    samples, lines = [], []
    for g in results:
        r = by_name[g["name"]]
        rec = {**g, "scale": r["sized"]["scale"], "predicted_ms": r["sized"]["predicted_ms"], "code": r["code"]}
        lines.append(json.dumps(rec))
        if "measured_ms" in g:
            samples.append((cost_trace.trace(r["code"]), float(g["measured_ms"]), g["name"]))
    (out / "samples.jsonl").write_text("\n".join(lines) + "\n")
    errors = [g for g in results if "error" in g]
    print(f"{len(samples)} timed, {len(errors)} errors" + "".join(f"\n  {e['name']}: {e['error']}" for e in errors[:10]))

    def ratios(m: size_model.SizeModel, part: list) -> list[float]:
        return sorted(ms / m.predict_ms(t) for t, ms, _ in part)

    def row(label: str, rs: list[float]) -> str:
        if not rs:
            return f"| {label} | 0 | | | | |"
        q = lambda p: rs[min(len(rs) - 1, int(p * len(rs)))]  # noqa: E731
        within2 = sum(0.5 <= r <= 2 for r in rs) / len(rs)
        return f"| {label} | {len(rs)} | {q(0.1):.2f} | {statistics.median(rs):.2f} | {q(0.9):.2f} | {within2:.0%} |"

    pairs = [(t, ms) for t, ms, _ in samples]
    train, test = pairs[0::2], pairs[1::2]
    half = size_model.fit(model, train) if train else model
    fitted = size_model.fit(model, pairs) if pairs else model
    fitted.gpu = _gpu_name() if a.device == "cuda" else "CPU (smoke test)"
    print("\n| model | tasks | measured/predicted p10 | p50 | p90 | within 2x |\n|---|---:|---:|---:|---:|---:|")
    print(row("before (the sizing model), all", ratios(model, samples)))
    print(row("fitted on even, tested on odd (held out)", ratios(half, [(t, ms, n) for t, ms, n in samples[1::2]])))
    print(row("fitted on all, all", ratios(fitted, samples)))
    size_model.save(fitted, out / "size_model.json")
    print(f"\nfitted: {json.dumps({k: v for k, v in asdict(fitted).items() if k != 'op_factor'})}")
    print(f"op factors ({len(fitted.op_factor)}): {json.dumps(dict(sorted(fitted.op_factor.items())))}")
    print(f"total {time.monotonic() - t0:.0f} s")
    return 0


def _gpu_name() -> str:
    try:
        return subprocess.run(["nvidia-smi", "--query-gpu=name", "--format=csv,noheader"], capture_output=True,
                              text=True, timeout=20).stdout.splitlines()[0].strip()
    except (OSError, IndexError, subprocess.SubprocessError):
        return "unknown GPU"


if __name__ == "__main__":
    sys.exit(main())
