"""``warpgym synth``: the command line of the task synthesis pipeline (no torch imported here).

    warpgym synth --n 200 --seed 7 --backend cpu --out DIR [--jobs 2] [--eval-set DIR ...]

Writes ``DIR/tasks.jsonl`` (one row per task), ``DIR/level<N>/<id>_<Name>.py`` (a KernelBench
tree: ``warpgym-server --tasks DIR`` serves it), ``DIR/summary.json``, ``DIR/decontam.json``,
``DIR/stats.png``; see ``docs/synth.md``.  Exit status 0 when ``--n`` tasks were kept, 1 when
fewer were found within ``--max-attempts``, 2 on a usage or setup error.
"""
from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path


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
    """The ``warpgym synth`` options."""
    p.add_argument("--n", type=int, required=True, help="tasks to keep")
    p.add_argument("--seed", type=int, default=0, help="global seed: the same seed gives the same tasks")
    p.add_argument("--backend", choices=("cpu", "cuda"), default="cpu", help="where the filter runs the tasks")
    p.add_argument("--out", required=True, help="output directory (resumed when it holds a run with the same settings)")
    p.add_argument("--jobs", "-j", type=int, default=2, help="worker processes (default 2)")
    p.add_argument("--eval-set", action="append", default=[], metavar="DIR",
                   help="KernelBench-format evaluation set to decontaminate against (repeatable)")
    p.add_argument("--threshold", type=float, default=0.9, help="AST similarity that drops a task (default 0.9)")
    p.add_argument("--min-ms", type=float, default=None,
                   help="eager runtime window, low end (default: cpu 0.05, cuda 1.0)")
    p.add_argument("--max-ms", type=float, default=None,
                   help="eager runtime window, high end (default: cpu 20, cuda 100)")
    p.add_argument("--timing-s", type=float, default=0.15, help="seconds of the eager timing loop per task")
    p.add_argument("--tolerance", choices=("default", "cuda-agent"), default="default")
    p.add_argument("--compile-backend", choices=("inductor", "aot_eager", "off"), default=None,
                   help="torch.compile backend of the compile check (default: cuda inductor, as the harness's "
                        "baseline; cpu aot_eager: dynamo + AOTAutograd without inductor's C++ build, 5-8 s a task "
                        "on 2 cores)")
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
    if args.n < 1 or args.jobs < 1:
        print(f"{prog}: error: need --n >= 1 and --jobs >= 1", file=sys.stderr)
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
                 min_ms=args.min_ms if args.min_ms is not None else (1.0 if gpu else 0.05),
                 max_ms=args.max_ms if args.max_ms is not None else (100.0 if gpu else 20.0),
                 timing_s=args.timing_s, tolerance=args.tolerance,
                 compile_backend=args.compile_backend or ("inductor" if gpu else "aot_eager"),
                 eval_sets=list(args.eval_set), threshold=args.threshold, harness_check=not args.no_harness_check,
                 transformers=not args.no_transformers,
                 families=[f for f in args.families.split(",") if f], standalone=args.standalone,
                 shape_scale=args.shape_scale if args.shape_scale is not None else (16 if gpu else 1),
                 max_attempts=args.max_attempts, timeout_s=args.timeout_s,
                 python=args.python or default_python(repo_root()), cache_dir=Path(args.cache_dir) if args.cache_dir else None,
                 llm_endpoint=args.llm_endpoint, llm_model=args.llm_model, plot=not args.no_plot, fresh=args.fresh)
    if args.lengths:
        cfg.lengths = args.lengths
    try:
        summary = run_pipeline(cfg, progress=None if args.quiet else sys.stderr)
    except SynthError as exc:
        print(f"{prog}: error: {exc}", file=sys.stderr)
        return 2
    brief = {k: summary[k] for k in ("kept", "requested", "tried", "rejected", "contaminated", "seconds")}
    print(json.dumps(brief))
    print(f"{prog}: kept {summary['kept']}/{summary['requested']} tasks in {cfg.out} "
          f"({summary['tried']} tried, {summary['seconds']} s)", file=sys.stderr)
    return 0 if summary["kept"] >= cfg.n else 1
