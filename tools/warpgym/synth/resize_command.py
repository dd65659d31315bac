"""``warpgym synth resize``: a dataset's tasks sized for a GPU, written as a dataset to ship.

Reads one or more datasets (``--dataset``, repeatable: a second run tops up the tasks the first
leaves unsized), rows in order of dataset then index; drops tasks too similar to ``--eval-set``
problems (``decontam.py``, as ``warpgym synth`` does) and copies; names the rest afresh
(``level<N>/<id>_<Name>``, ids 1.. per level; ``sized_from`` keeps the source's, as
``<dataset dir>:<name>``).
Writes into ``--to``: the KernelBench tree (``level<N>/<id>_<Name>.py``),
``tasks.jsonl.gz`` and ``tasks.parquet`` (rows as in ``resize.py``), ``summary.json`` (counts, the
reasons tasks did not size, predicted-runtime quantiles, the settings), ``size_model.json`` (the
model used) and ``stats.png`` (op mix, chain lengths, predicted runtime). Exit 0; 1 when ``--n``
was asked for and fewer tasks sized; 2 on bad input.
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

PROG = "warpgym synth resize"


def run_resize(args: argparse.Namespace) -> int:
    from . import output, resize, size_model, stats

    t0 = time.monotonic()
    rows: list[dict] = []
    sources: list[str] = []
    try:
        for src in map(Path, args.dataset):
            rows_file = src if src.is_file() else output.dataset_file(src)
            if rows_file is None:
                raise ValueError(f"{src}: no tasks.jsonl[.gz] or tasks.parquet there")
            part = output.read_rows(rows_file)
            if not part or "code" not in part[0] or "title" not in part[0]:
                raise ValueError(f"{rows_file} holds no synth rows")
            label = rows_file.parent.name if rows_file.parent.name else str(src)
            rows += [dict(r, name=f"{label}:{r['name']}") for r in sorted(part, key=lambda r: (r.get("index", 0), r["name"]))]
            sources.append(str(rows_file))
        for d in args.eval_set:
            if not Path(d).exists():
                raise ValueError(f"evaluation set {d} does not exist")
        model = size_model.load(args.size_model)
    except (OSError, ValueError, TypeError, ImportError) as exc:
        print(f"{PROG}: error: {exc}", file=sys.stderr)
        return 2
    if args.n is not None and args.n < 1 or args.jobs < 1 or (args.sample is not None and args.sample < 1):
        print(f"{PROG}: error: need --n >= 1, --jobs >= 1 and --sample >= 1", file=sys.stderr)
        return 2
    if args.sample is not None:
        picked = set(map(id, random.Random(args.seed).sample(rows, min(args.sample, len(rows)))))
        rows = [r for r in rows if id(r) in picked]
    print(f"{PROG}: {len(rows)} tasks from {', '.join(sources)}, model: {model.gpu} "
          f"(fitted from {model.fitted_from} tasks), window {model.window_ms[0]}-{model.window_ms[1]} ms",
          file=sys.stderr)
    kept, rejected = resize.resize(rows, model, seed=args.seed, jobs=args.jobs)
    if args.eval_set:
        kept = _decontaminate(kept, rejected, args.eval_set, args.threshold, args.jobs)
    sized = len(kept)
    if args.n is not None:
        kept = kept[: args.n]
    for r in kept:
        r["sized_from"] = r["name"]
    output.assign_names(kept)
    dst = Path(args.to)
    dst.mkdir(parents=True, exist_ok=True)
    output.materialize(dst, kept)
    output.write_rows(dst, kept, gz=True)
    (dst / output.ROWS).unlink(missing_ok=True)  # a stale plain file would be read first
    if output.write_parquet(dst, kept) is None:
        (dst / output.PARQUET).unlink(missing_ok=True)
    size_model.save(model, dst / "size_model.json")
    summ = resize.summary(kept, rejected, model)
    summ.update(beyond_n=sized - len(kept), sources=sources, eval_sets=args.eval_set, seed=args.seed, sample=args.sample, n=args.n,
                seconds=round(time.monotonic() - t0, 1), not_sized=rejected)
    if not args.no_plot:
        if stats.plot(kept, dst / "stats.png", f"{len(kept)} tasks sized for {model.gpu} "
                                                    "(runtime: predicted eager ms)"):
            summ["plot"] = "stats.png"
    (dst / "summary.json").write_text(json.dumps(summ, indent=1) + "\n", encoding="utf-8")
    brief = {k: summ[k] for k in ("kept", "rejected", "reasons", "predicted_ms", "inside_window", "seconds")}
    print(json.dumps(brief))
    want = args.n if args.n is not None else len(rows)
    print(f"{PROG}: {len(kept)} of {len(rows)} tasks sized into {dst} ({summ['seconds']} s)", file=sys.stderr)
    return 1 if args.n is not None and len(kept) < want else 0


def _decontaminate(kept: list[dict], rejected: dict[str, str], eval_sets: list[str], threshold: float,
                   jobs: int) -> list[dict]:
    """The rows less similar than ``threshold`` to every evaluation problem (their ``decontam``
    updated); the others go to ``rejected``."""
    from . import decontam

    evalset = decontam.EvalSet.load(eval_sets)
    near = decontam.nearest_all(evalset, [decontam.fingerprint(r["code"]) for r in kept], jobs=max(1, jobs))
    clean = []
    for r, (sim, who) in zip(kept, near):
        r["decontam"] = {"nearest": who, "similarity": sim}
        if sim >= threshold:
            rejected[r["name"]] = f"contaminated: {sim:.3f} like {who}"
        else:
            clean.append(r)
    return clean
