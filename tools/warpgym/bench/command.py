"""``warpgym bench``: one episode per task (or ``--samples K``) with a policy; metrics and reports.

    warpgym bench (--server ENDPOINT | --backend cpu|cuda) --tasks DIR [--levels 1,2,3]
                  --policy SPEC [--samples K] [--parallel N] --out DIR

``--backend`` starts a local ``warpgym-server`` on ``--tasks`` (workdir ``OUT/server``) and
stops it at the end; ``--server`` uses a running one (``--tasks`` then selects its tasks that
exist in DIR, and is where ``scripted`` finds solutions). Rerunning the same command resumes:
finished episodes are kept. Writes ``OUT/results.json``, ``OUT/report.md``, ``OUT/report.html``
and ``OUT/trajectories/``. Exit status: 0 when every selected episode finished (episodes that
ended in an error count: they are reported, per episode); 1 with ``--strict`` when any
episode's status is not ``ok``; 2 for a usage error (bad policy spec, ``trainer:``, no tasks,
an ``--out`` holding another run); 130 when interrupted (finished episodes are kept).
"""

from __future__ import annotations

import argparse
import sys
import time
from pathlib import Path
from typing import Any

from warpgym_harness import contract

__all__ = ["add_arguments", "run"]


def _levels(text: str) -> list[int]:
    try:
        levels = sorted({int(x) for x in text.split(",") if x.strip()})
    except ValueError as exc:
        raise argparse.ArgumentTypeError(f"levels must be like 1,2,3: {text!r}") from exc
    if not levels:
        raise argparse.ArgumentTypeError("no level given")
    return levels


def add_arguments(p: argparse.ArgumentParser) -> None:
    """Adds the ``bench`` options to ``p`` (cheap: imports nothing)."""
    where = p.add_mutually_exclusive_group()
    where.add_argument("--server", "--endpoint", dest="server", metavar="ENDPOINT",
                       help="a running server, e.g. tcp://127.0.0.1:5555 (--endpoint: the same)")
    where.add_argument("--backend", choices=("cpu", "cuda"), help="start a local server with this backend")
    p.add_argument("--tasks", metavar="DIR", help="task set dir (KernelBench format; solutions/ for "
                   "scripted); required with --backend")
    p.add_argument("--levels", type=_levels, default=None, help="only these levels, e.g. 1,2 (default: all)")
    p.add_argument("--task", action="append", metavar="NAME", help="only this task (repeatable)")
    p.add_argument("--limit", type=int, default=None, metavar="N",
                   help="only the first N selected tasks, in name order")
    p.add_argument("--policy", default="scripted", metavar="SPEC",
                   help="scripted[:VARIANT] | openai:URL#model | trainer:CKPT_DIR | cmd:PROGRAM | baselines")
    p.add_argument("--samples", type=int, default=1, metavar="K", help="episodes per task (pass@k)")
    p.add_argument("--parallel", type=int, default=1, metavar="N", help="episodes at once")
    p.add_argument("--out", required=True, metavar="DIR", help="output dir (resumable)")
    p.add_argument("--seed", type=int, default=0, help="seed of sample 0; sample i gets seed+i")
    p.add_argument("--max-turns", type=int, default=200, help="turn limit per episode (capped "
                   "at the server's max_turns_limit)")
    p.add_argument("--reward-mode", choices=contract.REWARD_MODES, default=contract.DEFAULT_REWARD_MODE)
    p.add_argument("--tolerance", choices=contract.TOLERANCES, default=contract.DEFAULT_TOLERANCE)
    p.add_argument("--system-prompt", metavar="FILE", help="system message (default: a short "
                   "built-in one); '-' for none")
    p.add_argument("--max-nudges", type=int, default=2, help="replies without a tool call "
                   "tolerated before the bench submits for the policy")
    p.add_argument("--step-timeout-s", type=float, default=900.0)
    p.add_argument("--policy-timeout-s", type=float, default=None,
                   help="one policy call (openai: one HTTP request, default 300; cmd: one run, default 600)")
    p.add_argument("--policy-retries", type=int, default=2, help="openai: resends after a timeout or 5xx")
    p.add_argument("--api-key-env", default="OPENAI_API_KEY", help="openai: env var holding the key")
    p.add_argument("--temperature", type=float, default=None)
    p.add_argument("--max-tokens", type=int, default=None)
    p.add_argument("--retry-errors", action="store_true", help="on resume, rerun episodes that ended in an error")
    p.add_argument("--strict", action="store_true", help="exit 1 when any episode's status is not ok")
    p.add_argument("--fast-p-max", type=float, default=None, help="fast_p grid: 0..MAX (default: "
                   "max(3, 1.1 x the largest speedup), at most 50)")
    p.add_argument("--fast-p-step", type=float, default=0.05, help="fast_p grid step (with --fast-p-max)")
    p.add_argument("--cache-dir", default=None, help="--backend: the server's cache (default "
                   "$WARPGYM_CACHE_DIR or ~/.cache/warpgym)")
    p.add_argument("--report-only", action="store_true", help="rewrite the reports from OUT; run nothing")


def _err(msg: str) -> int:
    print(f"warpgym bench: error: {msg}", file=sys.stderr)
    return 2


def _select(details: list[dict[str, Any]], args: argparse.Namespace) -> list[tuple[str, int]]:
    """(name, level) of the server's tasks that pass --tasks, --levels and --task (the first
    --limit of them in name order)."""
    out = []
    root = Path(args.tasks) if args.tasks else None
    for t in details:
        name, level = str(t["name"]), int(t.get("level") or 0)
        if args.levels and level not in args.levels:
            continue
        if args.task and name not in args.task:
            continue
        if args.server and root is not None and not (root / f"{name}.py").is_file():
            continue
        out.append((name, level))
    if args.limit is not None:
        out = sorted(out)[:max(0, args.limit)]
    return out


def _system_prompt(arg: str | None) -> str | None:
    from .episode import DEFAULT_SYSTEM_PROMPT
    if arg is None:
        return DEFAULT_SYSTEM_PROMPT
    if arg == "-":
        return None
    return Path(arg).read_text(encoding="utf-8")


def write_reports(store: Any, config: dict[str, Any], server: dict[str, Any],
                  slugs: list[str], grid: list[float] | None) -> dict[str, Any]:
    """Writes results.json, report.md, report.html and the trajectory pages; returns results.

    ``grid``: the fast_p grid; ``None``: :func:`.metrics.auto_grid` of the records."""
    from .metrics import auto_grid
    from .report_html import render_html
    from .report_md import render_markdown
    from .results import build_results
    from .store import write_json
    from .trajectory_html import write_trajectory_page

    records = store.records(slugs)
    if grid is None:
        grid = auto_grid(records)
    for r in records:
        path = store.trajectory_path(r["slug"])
        if path.is_file():
            write_trajectory_page(path)
    results = build_results(config, server, records, len(slugs), grid)
    write_json(store.root / "results.json", results)
    (store.root / "report.md").write_text(render_markdown(results), encoding="utf-8")
    (store.root / "report.html").write_text(render_html(results), encoding="utf-8")
    return results


def _grid(args: argparse.Namespace) -> list[float] | None:
    from .metrics import p_grid
    return None if args.fast_p_max is None else p_grid(args.fast_p_max, args.fast_p_step)


def _report_only(args: argparse.Namespace) -> int:
    import json

    from .store import Store

    store = Store(args.out)
    try:
        config = json.loads((store.root / "run.json").read_text(encoding="utf-8"))
    except (OSError, ValueError) as exc:
        return _err(f"no run in {args.out}: {exc}")
    slugs = sorted(p.stem for p in store.episodes.glob("*.json"))
    server = config.get("server_info") or {}
    write_reports(store, config, server, slugs, _grid(args))
    print(f"report: {store.root / 'report.html'}")
    return 0


def run(args: argparse.Namespace) -> int:
    """Entry point of ``warpgym bench``; returns the exit status."""
    if args.report_only:
        return _report_only(args)
    from ..client import Client
    from .episode import EpisodeSettings, EpisodeSpec
    from .local_server import LocalServer
    from .policies import PolicyUnavailable, make_policy
    from .report_md import fmt_rate, fmt_x
    from .runner import Interrupted, run_pending
    from .store import ConfigMismatch, Store, slug

    if not (args.server or args.backend):
        return _err("one of --server ENDPOINT or --backend cpu|cuda is required")
    if args.backend and not args.tasks:
        return _err("--backend needs --tasks DIR")
    if args.tasks and not Path(args.tasks).is_dir():
        return _err(f"--tasks {args.tasks} is not a directory")
    if args.samples < 1 or args.parallel < 1:
        return _err("--samples and --parallel must be >= 1")
    try:
        policy = make_policy(args.policy, timeout_s=args.policy_timeout_s,
                             retries=args.policy_retries, api_key_env=args.api_key_env,
                             temperature=args.temperature, max_tokens=args.max_tokens)
        system_prompt = _system_prompt(args.system_prompt)
    except PolicyUnavailable as exc:
        return _err(str(exc))
    except OSError as exc:
        return _err(f"--system-prompt: {exc}")
    out = Path(args.out)
    store = Store(out)
    local = None
    t0 = time.monotonic()
    try:
        if args.backend:
            from ..paths import default_cache_dir
            cache = Path(args.cache_dir) if args.cache_dir else default_cache_dir()
            local = LocalServer(args.backend, Path(args.tasks).resolve(), out.resolve() / "server",
                                cache_dir=cache)
            try:
                endpoint = local.start()
            except (FileNotFoundError, RuntimeError) as exc:
                return _err(str(exc))
            print(f"[bench] local {args.backend} server on {endpoint} (log {local.log})",
                  file=sys.stderr)
        else:
            endpoint = args.server
            with Client(endpoint, timeout_s=5.0, retries=0) as c:
                c.ping()  # answered on the server's network thread: none in 5 s is no server
        with Client(endpoint, timeout_s=30.0, retries=2) as c:
            hello = c.hello()
            details = c.list_task_details()
        caps = hello.get("capabilities") or {}
        max_turns = args.max_turns
        limit = caps.get("max_turns_limit")
        if isinstance(limit, int) and max_turns > limit:
            print(f"[bench] --max-turns {max_turns} capped at the server's limit {limit}",
                  file=sys.stderr)
            max_turns = limit
        tasks = _select(details, args)
        if not tasks:
            return _err("no task selected (check --tasks, --levels, --task)")
        server_info = {"backend": hello.get("backend"), "server_version": hello.get("server_version"),
                       "endpoint": endpoint, "local": bool(args.backend)}
        config = {"policy": policy.spec, "tasks": str(Path(args.tasks).resolve()) if args.tasks else None,
                  "levels": args.levels, "samples": args.samples, "seed": args.seed,
                  "max_turns": max_turns, "reward_mode": args.reward_mode,
                  "tolerance": args.tolerance, "system_prompt": system_prompt,
                  "server_info": server_info}
        try:
            resumed = store.open(config)
        except ConfigMismatch as exc:
            return _err(str(exc))
        specs = [EpisodeSpec(task=name, level=level, sample=k, seed=args.seed + k,
                             slug=slug(name, k))
                 for name, level in tasks for k in range(args.samples)]
        settings = EpisodeSettings(
            max_turns=max_turns, reward_mode=args.reward_mode, tolerance=args.tolerance,
            system_prompt=system_prompt, max_nudges=args.max_nudges,
            step_timeout_s=args.step_timeout_s,
            tasks_root=Path(args.tasks).resolve() if args.tasks else None,
            backend=str(hello.get("backend")), tools=tuple(hello.get("tools") or ()))
        done_before = sum(store.load(s.slug) is not None for s in specs)
        print(f"[bench] {len(specs)} episodes ({len(tasks)} tasks x {args.samples}) with "
              f"{policy.spec}, {args.parallel} at once"
              + (f"; resuming: {done_before} already finished" if resumed and done_before else ""),
              file=sys.stderr)

        def connect() -> Client:
            return Client(endpoint, timeout_s=30.0, retries=3, step_timeout_s=args.step_timeout_s)

        interrupted = False
        try:
            run_pending(specs, store, connect, policy, settings, parallel=args.parallel,
                        retry_errors=args.retry_errors)
        except Interrupted as exc:
            print(f"\n[bench] {exc}", file=sys.stderr)
            interrupted = True
    finally:
        close = getattr(policy, "close", None)  # a policy holding a process (trainer:) ends it
        if callable(close):
            close()
        if local is not None:
            local.stop()
    results = write_reports(store, config, server_info, [s.slug for s in specs], _grid(args))
    overall = results["metrics"]["final"]["overall"]
    print(f"episodes {results['counts']['finished']}/{results['counts']['selected']} "
          f"({', '.join(f'{k} {v}' for k, v in sorted(results['counts']['by_status'].items()))}) "
          f"in {time.monotonic() - t0:.1f} s; final: pass {fmt_rate(overall['pass_rate'])}, "
          f"> eager by 5% {fmt_rate(overall['faster_than_eager'])}, > compile by 5% "
          f"{fmt_rate(overall['faster_than_compile'])}, geomean vs eager "
          f"{fmt_x(overall['geomean_speedup_vs_eager'])}, vs compile "
          f"{fmt_x(overall['geomean_speedup_vs_compile'])}")
    print(f"results: {out / 'results.json'}\nreport: {out / 'report.html'} ({out / 'report.md'})")
    if interrupted:
        return 130
    if args.strict and any(e["status"] != "ok" for e in results["episodes"]):
        return 1
    return 0 if results["counts"]["missing"] == 0 else 1
