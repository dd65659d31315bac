"""``warpgym eval-answers``: hardened verdicts for a folder of existing KernelBench-format answers.

An answer names its task in one of two ways:

- KernelBench's own run layout: ``level_<L>_problem_<P>_sample_<S>_kernel.py`` (what its
  generation scripts write), the task being ``level<L>/<P>_*.py`` of ``--tasks``;
- the task set's own layout: ``level<L>/<P>_<Name>.py`` (a ``.py`` answer) or
  ``level<L>/<P>_<Name>/`` (a solution directory with ``model_new.py`` and ``kernels/``).

A ``.py`` answer is a ``ModelNew`` that builds its kernels with ``load_inline`` (or our typed
binding form in a directory): each goes through the same harness call as a ``submit`` (contained
compile, verify, profile against eager and ``torch.compile``, reward), one at a time so timings do
not share the machine. Files that name no task of ``--tasks`` are listed as skipped with the
reason. ``--json FILE`` is rewritten after each answer and read back on a later run (answers
already there are not judged again; ``--fresh`` starts over). Output: a table, then a summary
(correct share, rewards, ``fast_1``: correct and faster than eager). Exit status 0 when every
answer was judged (whatever its verdict), 1 when an answer met an infrastructure error, 2 on bad
arguments.
"""
from __future__ import annotations

import argparse
import fnmatch
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

from warpgym_harness import contract

from .screen import discover

_KB_NAME = re.compile(r"level_(\d+)_problem_(\d+)_sample_(\d+)_kernel\.py")
_TASK_NAME = re.compile(r"(\d+)_[^/]*")


def add_arguments(p: argparse.ArgumentParser) -> None:
    p.add_argument("--backend", choices=("cpu", "cuda"), required=True)
    p.add_argument("--tasks", required=True, help="the task set: a KernelBench checkout, level dirs, a flat dir")
    p.add_argument("--answers", required=True, help="folder of answers (KernelBench run files or level<N>/ layout)")
    p.add_argument("--only", action="append", metavar="GLOB", help="only answers of tasks matching (repeatable)")
    p.add_argument("--json", dest="json_path", default=None, help="results file (resumed when it exists)")
    p.add_argument("--fresh", action="store_true", help="ignore the answers already in --json")
    p.add_argument("--tolerance", choices=contract.TOLERANCES, default=contract.DEFAULT_TOLERANCE)
    p.add_argument("--reward-mode", choices=contract.REWARD_MODES, default=contract.DEFAULT_REWARD_MODE,
                   help="correctness: verify only (1 / -1), no timing")
    p.add_argument("--python", default=None, help="interpreter for the harness")
    p.add_argument("--cache-dir", default=None, help="default ~/.cache/warpgym")
    p.add_argument("--timeout-s", type=float, default=900.0, help="per harness call")


def match_answers(answers: Path, tasks: list[tuple[str, Path]]) -> tuple[list[dict[str, Any]], list[str]]:
    """(answers that name a task: {answer, task, path, task_path, sample}, skipped: 'path: why')."""
    by_level_id: dict[tuple[int, int], tuple[str, Path]] = {}
    for name, path in tasks:
        level, _, stem = name.rpartition("/")
        m = _TASK_NAME.fullmatch(stem)
        if level.startswith("level") and level[5:].isdigit() and m:
            by_level_id[(int(level[5:]), int(m.group(1)))] = (name, path)
    found, skipped = [], []
    for p in sorted(answers.rglob("*")):
        rel = p.relative_to(answers).as_posix()
        if any(part.startswith((".", "__")) for part in p.relative_to(answers).parts):
            continue
        key, sample = None, None
        if p.is_file() and (m := _KB_NAME.fullmatch(p.name)):
            key, sample = (int(m.group(1)), int(m.group(2))), int(m.group(3))
        elif p.parent != answers and re.fullmatch(r"level\d+", p.parent.name) and (m := _TASK_NAME.fullmatch(p.stem)):
            if p.is_dir() and not (p / "model_new.py").is_file():
                skipped.append(f"{rel}: a directory without model_new.py")
                continue
            if p.is_file() and p.suffix != ".py":
                continue
            key = (int(p.parent.name[5:]), int(m.group(1)))
        elif p.is_file() and p.suffix == ".py" and not any(part.startswith("level") for part in p.parts[:-1]):
            skipped.append(f"{rel}: names no task (expected level_<L>_problem_<P>_sample_<S>_kernel.py "
                           "or level<L>/<P>_<Name>.py)")
            continue
        else:
            continue
        if key not in by_level_id:
            skipped.append(f"{rel}: no task level{key[0]}/{key[1]}_* in the task set")
            continue
        task, task_path = by_level_id[key]
        found.append({"answer": rel, "task": task, "sample": sample, "path": p, "task_path": task_path})
    return found, skipped


def judge_one(a: dict[str, Any], args: argparse.Namespace) -> dict[str, Any]:
    from .cli import evaluate

    t0 = time.perf_counter()
    rec: dict[str, Any] = {"answer": a["answer"], "task": a["task"], "sample": a["sample"]}
    try:
        v = evaluate(args.backend, a["task_path"], a["path"], python=args.python, cache_dir=args.cache_dir,
                     timeout_s=args.timeout_s, tolerance=args.tolerance, reward_mode=args.reward_mode)
        rec.update({k: v.get(k) for k in ("reward", "compiled", "correct", "speedup_vs_eager", "speedup_vs_compile",
                                          "candidate_ms", "eager_ms", "compile_ms")})
        rec["flags"] = v.get("flags") or []
        rec["infra_error"] = bool(v.get("infra_error"))
        if rec["infra_error"] or not v.get("correct"):
            rec["text"] = (v.get("error") or v.get("text") or "")[-1500:]
    except (FileNotFoundError, RuntimeError, subprocess.TimeoutExpired) as e:
        rec.update(infra_error=True, flags=[], error=str(e)[-1500:])
    rec["seconds"] = round(time.perf_counter() - t0, 1)
    return rec


def summary(records: list[dict[str, Any]]) -> dict[str, Any]:
    judged = [r for r in records if not r.get("infra_error")]
    rewards: dict[str, int] = {}
    for r in judged:
        rewards[str(r.get("reward"))] = rewards.get(str(r.get("reward")), 0) + 1
    fast = [r for r in judged if r.get("correct") and (r.get("speedup_vs_eager") or 0) > 1.0]
    return {"answers": len(records), "judged": len(judged), "infra_errors": len(records) - len(judged),
            "correct": sum(bool(r.get("correct")) for r in judged), "fast_1": len(fast), "rewards": rewards}


def _load(path: str | None) -> dict[str, dict[str, Any]]:
    if not path or not os.path.exists(path):
        return {}
    try:
        with open(path) as f:
            return {r["answer"]: r for r in json.load(f)["answers"]}
    except (OSError, ValueError, KeyError, TypeError) as e:
        raise ValueError(f"{path} is not an eval-answers results file ({e}); use --fresh or another --json") from e


def _save(path: str, settings: dict[str, Any], records: list[dict[str, Any]], skipped: list[str]) -> None:
    doc = {"settings": settings, "summary": summary(records), "skipped": skipped, "answers": records}
    tmp = f"{path}.tmp"
    with open(tmp, "w") as f:
        json.dump(doc, f, indent=1)
    os.replace(tmp, path)


def _fmt(x: Any) -> str:
    return f"{x:.3f}" if isinstance(x, (int, float)) and not isinstance(x, bool) else "-"


def run(args: argparse.Namespace) -> int:
    prog = "warpgym eval-answers"
    try:
        tasks, notes = discover(args.tasks)
    except FileNotFoundError as e:
        print(f"{prog}: {e}", file=sys.stderr)
        return 2
    answers_dir = Path(args.answers)
    if not answers_dir.is_dir():
        print(f"{prog}: --answers {args.answers} is not a directory", file=sys.stderr)
        return 2
    for n in notes:
        print(f"{prog}: {n}", file=sys.stderr)
    found, skipped = match_answers(answers_dir, tasks)
    if args.only:
        found = [a for a in found if any(fnmatch.fnmatchcase(a["task"], g) for g in args.only)]
    for s in skipped:
        print(f"{prog}: skipped {s}", file=sys.stderr)
    if not found:
        print(f"{prog}: no answer in {args.answers} names a task of {args.tasks}", file=sys.stderr)
        return 2
    try:
        done = {} if args.fresh else _load(args.json_path)
    except ValueError as e:
        print(f"{prog}: {e}", file=sys.stderr)
        return 2
    settings = {"backend": args.backend, "tasks": str(Path(args.tasks).resolve()),
                "answers": str(answers_dir.resolve()), "tolerance": args.tolerance, "reward_mode": args.reward_mode}
    records = {a["answer"]: done[a["answer"]] for a in found if a["answer"] in done}
    todo = [a for a in found if a["answer"] not in records]
    print(f"judging {len(todo)} answer(s) on {args.backend} ({len(records)} already in {args.json_path})",
          file=sys.stderr, flush=True)
    t0 = time.perf_counter()
    for a in todo:
        rec = judge_one(a, args)
        records[a["answer"]] = rec
        what = "INFRA ERROR" if rec.get("infra_error") else f"reward {rec.get('reward')}"
        print(f"[{len(records)}/{len(found)}] {a['answer']} ({a['task']}): {what}"
              f"{' ' + ','.join(rec['flags']) if rec.get('flags') else ''} ({time.perf_counter() - t0:.0f} s)",
              file=sys.stderr, flush=True)
        if args.json_path:
            _save(args.json_path, settings, [records[x["answer"]] for x in found if x["answer"] in records], skipped)
    ordered = [records[a["answer"]] for a in found]
    print("| answer | task | reward | correct | flags | speedup vs eager | vs compile | s |")
    print("|---|---|---:|---|---|---:|---:|---:|")
    for r in ordered:
        reward = "infra error" if r.get("infra_error") else r.get("reward")
        print(f"| {r['answer']} | {r['task']} | {reward} | {r.get('correct')} | {','.join(r.get('flags') or []) or '-'} | "
              f"{_fmt(r.get('speedup_vs_eager'))} | {_fmt(r.get('speedup_vs_compile'))} | {r.get('seconds', 0):.1f} |")
    s = summary(ordered)
    print(f"\n{s['answers']} answer(s): {s['correct']} correct, {s['fast_1']} correct and faster than eager, "
          f"{s['infra_errors']} infra error(s); rewards {s['rewards']}"
          + (f"; {len(skipped)} file(s) skipped" if skipped else ""))
    return 1 if s["infra_errors"] else 0
