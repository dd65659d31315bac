"""``warpgym synth``: the command line of the task synthesis pipeline (no torch imported here).

    warpgym synth --n 200 --seed 7 --backend cpu --out DIR [--jobs 2] [--eval-set DIR ...]
    warpgym synth decontam --dataset DIR --eval DIR [--eval DIR ...] [--threshold 0.9] [--json FILE]
    warpgym synth stats --dataset DIR [--plot FILE.png]
    warpgym synth export --run OUT --to DIR
    warpgym synth resize --dataset DIR [--dataset DIR ...] --to DIR [--size-model FILE] [--eval-set DIR ...]
                         [--seed 0] [--jobs N] [--n N] [--sample K]

Writes ``DIR/tasks.jsonl`` (one row per task), ``DIR/tasks.parquet`` (the same rows, when pyarrow
is installed), ``DIR/level<N>/<id>_<Name>.py`` (a KernelBench tree: ``warpgym-server --tasks DIR``
serves it), ``DIR/summary.json``, ``DIR/decontam.json``, ``DIR/stats.png``; see ``docs/synth.md``.
Exit status 0 when ``--n`` tasks were kept, 1 when fewer were found (within ``--max-attempts``
or the time budget ``--budget-s``: the outputs then hold what was kept, and a rerun resumes),
2 on a usage or setup error.  ``decontam`` reports the tasks of a finished dataset (rows file or
KernelBench tree) that are too similar to the problems of evaluation sets (exit 0; 1 when
``--fail-on-match`` and some are); ``stats`` prints a dataset's statistics and draws its plot;
``export`` copies a run's dataset (not its journal or work files) to a directory to ship, with the
rows compressed (``tasks.jsonl.gz``, ``tasks.parquet``); ``resize`` writes a dataset's tasks with
dim 0 scaled so each one's predicted eager runtime on a GPU lands in the size model's window
(``size_model.py``; exit 1 when ``--n`` were asked and fewer sized).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

#: Low end of the CUDA runtime window.  The paper's 1 ms needs GB-sized tensors on an H200 (4.8 TB/s):
#: at the task shapes here (dim 0 x16: 2-32 MB tensors) every chain is launch-bound, 10-100 us.
CUDA_MIN_MS = 0.03


def _lengths(text: str) -> dict[int, float]:
    """``"1:0.1,2:0.55,3:0.2,4:0.1,5:0.05"`` -> {1: 0.1, ...}."""
    out: dict[int, float] = {}
    try:
        for part in text.split(","):
            k, v = part.split(":")
            out[int(k)] = float(v)
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"expected LEN:WEIGHT,... got {text!r}") from exc
    if not out or any(k < 1 or k > 5 or v < 0 for k, v in out.items()) or sum(out.values()) <= 0:
        raise argparse.ArgumentTypeError("lengths must be 1..5 with non-negative weights, not all zero")
    return out


def add_arguments(p: argparse.ArgumentParser) -> None:
    """The ``warpgym synth`` options (and its ``decontam`` / ``stats`` subcommands)."""
    sub = p.add_subparsers(dest="synth_command", metavar="{decontam,stats,export,resize}")
    d = sub.add_parser("decontam", help="report the tasks of a dataset too similar to an evaluation set")
    d.add_argument("--dataset", required=True, help="dataset dir (tasks.jsonl[.gz] / tasks.parquet, or a KernelBench tree)")
    d.add_argument("--eval", action="append", required=True, metavar="DIR",
                   help="KernelBench-format evaluation set (a KernelBench checkout too; repeatable)")
    d.add_argument("--threshold", type=float, default=0.9, help="similarity that counts as contaminated (0.9)")
    d.add_argument("--json", dest="report_json", default=None, metavar="FILE", help="write the full report here")
    d.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1, help="processes (default: all cores)")
    d.add_argument("--fail-on-match", action="store_true", help="exit 1 when some task is too similar")
    ex = sub.add_parser("export", help="copy a run's dataset to a directory to ship: rows as tasks.jsonl.gz and "
                                       "tasks.parquet, the KernelBench tree, summary, decontam, seeds, plot")
    ex.add_argument("--run", required=True, help="the --out directory of a synth run")
    ex.add_argument("--to", required=True, help="destination (its level<N>/ dirs and rows files are replaced)")
    rs = sub.add_parser("resize", help="the tasks of a dataset sized for a GPU by a runtime model (no GPU needed)")
    rs.add_argument("--dataset", required=True, action="append",
                    help="dataset dir or rows file (e.g. tasks/ops); repeatable: rows in this order")
    rs.add_argument("--eval-set", action="append", default=[], metavar="DIR",
                    help="KernelBench-format evaluation set to decontaminate against (repeatable)")
    rs.add_argument("--threshold", type=float, default=0.9, help="AST similarity that drops a task (default 0.9)")
    rs.add_argument("--to", required=True, help="destination (its level<N>/ dirs and rows files are replaced)")
    rs.add_argument("--size-model", default=None, metavar="FILE",
                    help="size model JSON (tools/device/size_calibrate.py fits one; default: H200 defaults)")
    rs.add_argument("--seed", type=int, default=0, help="draws each task's target runtime (default 0)")
    rs.add_argument("--jobs", "-j", type=int, default=os.cpu_count() or 1, help="processes (default: all cores)")
    rs.add_argument("--n", type=int, default=None, help="keep the first N that size (default: all)")
    rs.add_argument("--sample", type=int, default=None, metavar="K",
                    help="size only K rows drawn at random (by --seed) from the dataset")
    rs.add_argument("--no-plot", action="store_true", help="do not draw stats.png")
    st = sub.add_parser("stats", help="statistics of a dataset, and its plot")
    st.add_argument("--dataset", required=True, help="dataset dir or rows file")
    st.add_argument("--plot", default=None, metavar="FILE", help="draw the op / length / runtime plot here (.png)")
    st.add_argument("--title", default=None, help="plot title")
    p.add_argument("--n", type=int, default=None, help="tasks to keep (required to synthesise)")
    p.add_argument("--seed", type=int, default=0, help="global seed: the same seed gives the same tasks")
    p.add_argument("--backend", choices=("cpu", "cuda"), default="cpu", help="where the filter runs the tasks")
    p.add_argument("--out", default=None, help="output directory (resumed when it holds a run with the same settings)")
    p.add_argument("--jobs", "-j", type=int, default=2, help="worker processes: compose, screen, compile (default 2)")
    p.add_argument("--harness-jobs", type=int, default=0,
                   help="harness calls at once, beside the workers (default: as many as --jobs)")
    p.add_argument("--harness-batch", type=int, default=4,
                   help="most tasks one harness call checks (one trusted process; an identity and a zero "
                        "candidate process per task), taken from the tasks waiting for a call (default 4)")
    p.add_argument("--budget-s", type=float, default=0.0,
                   help="stop starting indices after this many seconds; running ones get --grace-s, then the "
                        "outputs are written from what finished (0: no budget; a rerun resumes)")
    p.add_argument("--grace-s", type=float, default=60.0, help="after --budget-s, how long running indices may finish")
    p.add_argument("--gpus", default=None, help="CUDA devices to spread workers over (comma list; default: all visible)")
    p.add_argument("--eval-set", action="append", default=[], metavar="DIR",
                   help="KernelBench-format evaluation set to decontaminate against (repeatable)")
    p.add_argument("--threshold", type=float, default=0.9, help="AST similarity that drops a task (default 0.9)")
    p.add_argument("--min-ms", type=float, default=None,
                   help=f"eager runtime window, low end (default: cpu 0.05, cuda {CUDA_MIN_MS:g})")
    p.add_argument("--max-ms", type=float, default=None,
                   help="eager runtime window, high end (default: cpu 20, cuda 100)")
    p.add_argument("--timing-s", type=float, default=None,
                   help="seconds of the eager timing loop per task (default: cpu 0.15, cuda 0.03)")
    p.add_argument("--warmup-s", type=float, default=None,
                   help="cap on the timing loop's warm-up (default: cpu 0.1 as in tasks screen, cuda 0.02)")
    p.add_argument("--tolerance", choices=("default", "cuda-agent"), default="default")
    p.add_argument("--compile-backend", choices=("inductor", "aot_eager", "off"), default=None,
                   help="torch.compile backend of the compile check (default: cuda inductor, as the harness's "
                        "baseline; cpu aot_eager: dynamo + AOTAutograd without inductor's C++ build, 5-8 s a task "
                        "on 2 cores)")
    p.add_argument("--compile-autotune", action="store_true",
                   help="let inductor compile and benchmark several Triton configs per pointwise kernel in the "
                        "compile check, as torch.compile does by default (off: one config, the same code)")
    p.add_argument("--lengths", type=_lengths, default=None, metavar="LEN:W,...",
                   help="chain-length mix (default 1:0.1,2:0.55,3:0.2,4:0.1,5:0.05)")
    p.add_argument("--standalone", type=float, default=0.05,
                   help="share of standalone transformers blocks, level 3 (default 0.05)")
    p.add_argument("--no-transformers", action="store_true", help="crawl torch only")
    p.add_argument("--families", default="", help="transformers model families to crawl (comma list)")
    p.add_argument("--shape-scale", type=int, default=None, help="multiplies dim 0 of task shapes (default: cpu 1, cuda 16)")
    p.add_argument("--no-harness-check", action="store_true",
                   help="skip the identity / zero candidate check through run.py verify")
    p.add_argument("--max-attempts", type=int, default=0, help="indices to try at most (default 6*n+50)")
    p.add_argument("--timeout-s", type=float, default=240.0, help="limit per candidate task in a worker")
    p.add_argument("--python", default=None, help="interpreter for the workers (default: the repo's .venv)")
    p.add_argument("--cache-dir", default=None, help="harness cache (default $WARPGYM_CACHE_DIR or ~/.cache/warpgym)")
    p.add_argument("--llm-endpoint", default=None,
                   help="OpenAI-compatible base URL; an LLM proposes compositions (optional; key: $OPENAI_API_KEY)")
    p.add_argument("--llm-model", default=None, help="model name for --llm-endpoint")
    p.add_argument("--no-plot", action="store_true", help="do not draw stats.png")
    p.add_argument("--fresh", action="store_true", help="ignore (and delete) a previous run's journal in --out")
    p.add_argument("--quiet", action="store_true", help="no progress bar")


def run(args: argparse.Namespace) -> int:
    """Runs ``warpgym synth``; returns the exit status."""
    from ..paths import default_python, repo_root
    from .pipeline import Config, SynthError, run as run_pipeline

    prog = "warpgym synth"
    if getattr(args, "synth_command", None) == "decontam":
        return run_decontam(args)
    if getattr(args, "synth_command", None) == "stats":
        return run_stats(args)
    if getattr(args, "synth_command", None) == "export":
        return run_export(args)
    if getattr(args, "synth_command", None) == "resize":
        from .resize_command import run_resize

        return run_resize(args)
    if args.n is None or args.out is None:
        print(f"{prog}: error: the following arguments are required: --n, --out", file=sys.stderr)
        return 2
    if args.n < 1 or args.jobs < 1 or args.harness_jobs < 0 or args.harness_batch < 1:
        print(f"{prog}: error: need --n >= 1, --jobs >= 1, --harness-jobs >= 0 and --harness-batch >= 1",
              file=sys.stderr)
        return 2
    if args.llm_endpoint and not args.llm_model:
        print(f"{prog}: error: --llm-endpoint needs --llm-model", file=sys.stderr)
        return 2
    for d in args.eval_set:
        if not Path(d).exists():
            print(f"{prog}: error: evaluation set {d} does not exist", file=sys.stderr)
            return 2
    gpu = args.backend == "cuda"
    cfg = Config(n=args.n, seed=args.seed, out=Path(args.out).resolve(), backend=args.backend, jobs=args.jobs,
                 min_ms=args.min_ms if args.min_ms is not None else (CUDA_MIN_MS if gpu else 0.05),
                 max_ms=args.max_ms if args.max_ms is not None else (100.0 if gpu else 20.0),
                 timing_s=args.timing_s if args.timing_s is not None else (0.03 if gpu else 0.15),
                 warmup_s=args.warmup_s if args.warmup_s is not None else (0.02 if gpu else None),
                 tolerance=args.tolerance,
                 compile_backend=args.compile_backend or ("inductor" if gpu else "aot_eager"),
                 eval_sets=list(args.eval_set), threshold=args.threshold, harness_check=not args.no_harness_check,
                 transformers=not args.no_transformers,
                 families=[f for f in args.families.split(",") if f], standalone=args.standalone,
                 shape_scale=args.shape_scale if args.shape_scale is not None else (16 if gpu else 1),
                 max_attempts=args.max_attempts, timeout_s=args.timeout_s,
                 python=args.python or default_python(repo_root()), cache_dir=Path(args.cache_dir) if args.cache_dir else None,
                 llm_endpoint=args.llm_endpoint, llm_model=args.llm_model, plot=not args.no_plot, fresh=args.fresh,
                 harness_jobs=args.harness_jobs, harness_batch=args.harness_batch, budget_s=args.budget_s, grace_s=args.grace_s,
                 compile_autotune=args.compile_autotune,
                 gpus=[g for g in args.gpus.split(",") if g] if args.gpus else None)
    if args.lengths:
        cfg.lengths = args.lengths
    try:
        summary = run_pipeline(cfg, progress=None if args.quiet else sys.stderr)
    except SynthError as exc:
        print(f"{prog}: error: {exc}", file=sys.stderr)
        return 2
    brief = {k: summary[k] for k in ("kept", "requested", "tried", "rejected", "contaminated", "seconds",
                                     "complete", "stopped")}
    print(json.dumps(brief))
    print(f"{prog}: kept {summary['kept']}/{summary['requested']} tasks in {cfg.out} "
          f"({summary['tried']} tried, {summary['seconds']} s)", file=sys.stderr)
    return 0 if summary["kept"] >= cfg.n else 1


def _dataset_rows(path: Path) -> tuple[list[dict], str]:
    """Rows of a dataset (rows file, dir with one, or a bare KernelBench tree: name + code only)."""
    from . import output

    if path.is_file() or output.dataset_file(path) is not None:
        src = path if path.is_file() else output.dataset_file(path)
        return output.read_rows(path), str(src)
    from ..screen import discover

    tasks, _ = discover(path)
    return [{"name": n, "code": Path(p).read_text(encoding="utf-8", errors="replace")} for n, p in tasks], str(path)


def run_decontam(args: argparse.Namespace) -> int:
    """``warpgym synth decontam``: the report of a finished dataset against evaluation sets."""
    from . import decontam

    prog = "warpgym synth decontam"
    t0 = time.monotonic()
    for d in [args.dataset] + args.eval:
        if not Path(d).exists():
            print(f"{prog}: error: {d} does not exist", file=sys.stderr)
            return 2
    try:
        rows, src = _dataset_rows(Path(args.dataset))
    except (OSError, ValueError, ImportError) as exc:
        print(f"{prog}: error: cannot read {args.dataset}: {exc}", file=sys.stderr)
        return 2
    evalset = decontam.EvalSet.load(args.eval)
    if not evalset.items:
        print(f"{prog}: error: no evaluation problem found in {', '.join(args.eval)}", file=sys.stderr)
        return 2
    fps = [decontam.fingerprint(r.get("code") or "") for r in rows]
    near = decontam.nearest_all(evalset, fps, jobs=max(1, args.jobs))
    matches, sims = [], []
    for r, fp, (sim, who) in zip(rows, fps, near):
        sims.append(sim)
        if fp is not None and sim >= args.threshold:
            matches.append({"name": r.get("name"), "index": r.get("index"), "nearest": who, "similarity": sim})
    matches.sort(key=lambda m: -m["similarity"])
    bins = [0.0, 0.5, 0.7, 0.8, 0.9, 0.95, 1.0001]
    hist = {f"{lo:g}-{min(hi, 1.0):g}": sum(lo <= s < hi for s in sims) for lo, hi in zip(bins, bins[1:])}
    report = {"dataset": src, "eval_sets": [str(Path(e).resolve()) for e in args.eval], "threshold": args.threshold,
              "tasks": len(rows), "eval_problems": len(evalset.items), "unparsed_tasks": sum(f is None for f in fps),
              "unparsed_eval": evalset.skipped, "contaminated": len(matches), "similarity_histogram": hist,
              "dropped": matches, "seconds": round(time.monotonic() - t0, 2)}
    if args.report_json:
        Path(args.report_json).write_text(json.dumps(report, indent=1) + "\n", encoding="utf-8")
    print(json.dumps({k: report[k] for k in ("tasks", "eval_problems", "contaminated", "threshold", "seconds")}))
    print(f"{prog}: {len(matches)} of {len(rows)} tasks have similarity >= {args.threshold:g} to one of "
          f"{len(evalset.items)} evaluation problems ({report['seconds']} s)", file=sys.stderr)
    for m in matches[:20]:
        print(f"  {m['name']}  ~  {m['nearest']}  ({m['similarity']:.3f})", file=sys.stderr)
    if len(matches) > 20:
        print(f"  ... {len(matches) - 20} more" + (f" in {args.report_json}" if args.report_json else ""),
              file=sys.stderr)
    return 1 if matches and args.fail_on_match else 0


def run_stats(args: argparse.Namespace) -> int:
    """``warpgym synth stats``: a dataset's summary as JSON, and its plot."""
    from . import stats

    try:
        rows, src = _dataset_rows(Path(args.dataset))
    except (OSError, ValueError, ImportError) as exc:
        print(f"warpgym synth stats: error: cannot read {args.dataset}: {exc}", file=sys.stderr)
        return 2
    if not rows or "ops" not in rows[0]:
        print(f"warpgym synth stats: error: {src} holds no synth rows", file=sys.stderr)
        return 2
    summary = stats.summarize(rows)
    print(json.dumps(summary))
    if args.plot:
        title = args.title or f"warpgym synth: {len(rows)} tasks ({Path(args.dataset).name})"
        if not stats.plot(rows, Path(args.plot), title):
            print("warpgym synth stats: matplotlib is not installed: no plot", file=sys.stderr)
            return 1
        print(f"warpgym synth stats: plot in {args.plot}", file=sys.stderr)
    return 0


def run_export(args: argparse.Namespace) -> int:
    """``warpgym synth export``: a finished run's dataset, ready to ship (see the module contract)."""
    import shutil

    from . import output

    src, dst = Path(args.run), Path(args.to)
    rows_file = src / output.ROWS
    if not rows_file.is_file():
        print(f"warpgym synth export: error: {rows_file} does not exist (run warpgym synth first)", file=sys.stderr)
        return 2
    rows = output.read_rows(rows_file)
    dst.mkdir(parents=True, exist_ok=True)
    output.materialize(dst, rows)
    output.write_rows(dst, rows, gz=True)
    (dst / output.ROWS).unlink(missing_ok=True)  # a stale plain file would be read first
    parquet = output.write_parquet(dst, rows)
    if parquet is None:
        (dst / output.PARQUET).unlink(missing_ok=True)
    for name in ("summary.json", "decontam.json", "seeds.json", "stats.png"):
        if (src / name).is_file():
            shutil.copyfile(src / name, dst / name)
    print(json.dumps({"tasks": len(rows), "to": str(dst), "parquet": parquet is not None}))
    return 0
