"""The ``warpgym`` command line.

Subcommands:
    ``warpgym tasks --endpoint E``: list the server's tasks.
    ``warpgym tasks screen DIR [--backend cpu|cuda] [--jobs N] [--json FILE]``: flag tasks an
        evaluation cannot judge fairly (see ``warpgym/screen.py``); offline, no server.
    ``warpgym demo --endpoint E --tasks-root tasks/demo [--parallel N]``: scripted agent over
        every task's reference and failing solution; non-zero exit unless all behave.
    ``warpgym eval --backend cpu|cuda --task FILE.py --solution DIR|FILE.py [--json] [--seed N]``:
        offline verdict of one solution through the same harness call as the server's ``submit``.
    ``warpgym calibrate --backend cpu|cuda --tasks DIR [--only GLOB] [--jobs N] [--json FILE]``:
        the identity and zeros candidates of every task through that call (``warpgym/calibrate.py``).
    ``warpgym mcp --endpoint E --task NAME [--transport stdio|http]``: one episode as an MCP server
        (``warpgym/mcp_command.py``, ``docs/mcp.md``).
"""

from __future__ import annotations

import argparse
import importlib
import json
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any, Sequence

from warpgym_harness import contract
from warpgym_harness.reward import straddled_when_paid, within_noise_of_milestone

from . import __version__, errors
from .client import DEFAULT_ENDPOINT, Client
from .harness_worker import HarnessWorker, harness_env
from .paths import (default_cache_dir, default_python, harness_argv, harness_root, repo_root, resolve_python,
                    template_dir)

__all__ = ["main", "build_workspace", "evaluate"]

#: Workspace files an agent cannot write (the server answers ``protected_file``).
PROTECTED = ("model.py", "binding.cpp", "binding_registry.h", "SKILL.md")


def build_workspace(root: Path, backend: str, task_file: Path, solution: Path | None,
                    workspace: Path) -> list[str]:
    """Lays out a workspace exactly as the server does for a new episode, plus a solution.

    ``env_server/templates/binding/*``, the backend's skill file as ``SKILL.md``
    (``skills/SKILL_<backend>.md``; cuda: ``skills/SKILL.md``), the task file as ``model.py``,
    then the solution's files on top (protected files are skipped, as the server refuses
    to write them).

    Returns:
        Notes about skipped solution files (empty when none were skipped).

    Raises:
        FileNotFoundError: the template dir, skill file, task file or solution is missing.
    """
    template = template_dir(root)
    if not template.is_dir():
        raise FileNotFoundError(f"no workspace template: {template}")
    skill = root / "skills" / ("SKILL.md" if backend == "cuda" else f"SKILL_{backend}.md")
    if not skill.is_file():
        raise FileNotFoundError(f"skill file not found: {skill}")
    if not task_file.is_file():
        raise FileNotFoundError(f"task file not found: {task_file}")
    workspace.mkdir(parents=True, exist_ok=True)
    shutil.copytree(template, workspace, dirs_exist_ok=True)
    shutil.copyfile(skill, workspace / "SKILL.md")
    shutil.copyfile(task_file, workspace / "model.py")
    notes = []
    if solution is not None:
        from .agents.scripted import solution_files
        for rel, text in solution_files(solution):
            if rel in PROTECTED:
                notes.append(f"skipped protected file {rel} from the solution")
                continue
            dest = workspace / rel
            dest.parent.mkdir(parents=True, exist_ok=True)
            dest.write_text(text, encoding="utf-8")
    return notes


def evaluate(backend: str, task_file: str | Path, solution: str | Path, *,
             seed: int | None = None, python: str | None = None,
             cache_dir: str | Path | None = None, keep: bool = False,
             timeout_s: float | None = None, tolerance: str = contract.DEFAULT_TOLERANCE,
             reward_mode: str = contract.DEFAULT_REWARD_MODE,
             op_policy: str = contract.OP_POLICY_STRICT, worker: Any = None,
             device_lock: str | Path | None = None, precise_timing: bool = False,
             insecure_no_sandbox: bool = False) -> dict[str, Any]:
    """Evaluates one solution offline, through the harness call ``submit`` uses.

    Args:
        backend: ``"cpu"`` or ``"cuda"``.
        task_file: the KernelBench task (``Model``, ``get_inputs``, ``get_init_inputs``).
        solution: directory with ``model_new.py`` and ``kernels/*``, or one ``.py`` file in
            KernelBench's format (``load_inline`` in it; it becomes ``model_new.py``).
        seed: passed to the harness as ``--seed``.
        python: interpreter for the harness; default: the repository's ``.venv/bin/python``.
        cache_dir: the harness's compile/baseline cache; default ``~/.cache/warpgym``.
        keep: keep the temporary workspace (its path is in the result as ``workspace``).
        timeout_s: kill the harness after this many seconds.
        tolerance: ``"default"`` or ``"cuda-agent"`` (as the ``reset`` option).
        reward_mode: one of ``warpgym_harness.contract.REWARD_MODES`` (as the ``reset`` option).
        op_policy: the op guard's policy; ``off`` only for ``warpgym calibrate``'s identity
            candidate (the server never selects it, and the ``eval`` command does not offer it).
        worker: a ``harness_worker.HarnessWorker`` (started with the same interpreter) to make
            the call through instead of a fresh harness process (no imports paid per call).
        device_lock: a lock file shared by evaluations run at once on this host: their verifies
            share the device, each timing has it alone (the harness's ``--device-lock``).
        precise_timing: a noisy timing is timed again until the speedup itself is settled, not
            only its milestone (the harness's ``--precise-timing``; ``warpgym calibrate``'s identity).
        insecure_no_sandbox: run the candidate without its sandbox (the harness's
            ``--insecure-no-sandbox``; the verdict's text says so): for measuring what the
            sandbox costs a candidate's timing, never for judging agent code.

    Returns:
        The JSON object the harness wrote (at least ``compiled``, ``correct``, ``reward``,
        ``speedup_vs_eager``, ``speedup_vs_compile``, ``flags``).

    Raises:
        FileNotFoundError: repository pieces, task or solution missing.
        RuntimeError: the harness failed without writing its result.
    """
    root = repo_root()
    python = resolve_python(python) if python else default_python(root)
    cache = Path(cache_dir) if cache_dir else default_cache_dir()
    cache.mkdir(parents=True, exist_ok=True)
    tmp = Path(tempfile.mkdtemp(prefix="warpgym-eval-"))
    try:
        workspace, scratch, out = tmp / "workspace", tmp / "scratch", tmp / "result.json"
        scratch.mkdir()
        task_path = Path(task_file).resolve()
        notes = build_workspace(root, backend, task_path, Path(solution).resolve(), workspace)
        template = template_dir(root)
        harness = harness_root(root)
        # The same argv, environment and working directory as the server's HarnessRunner.
        cmd = harness_argv(python, "evaluate", "--backend", backend, "--task-file", str(task_path),
                           "--workspace", str(workspace), "--template-dir", str(template),
                           "--cache-dir", str(cache), "--scratch-dir", str(scratch / "evaluate"),
                           "--out", str(out), "--tolerance", tolerance, "--reward-mode", reward_mode,
                           "--op-policy", op_policy)
        if seed is not None:
            cmd += ["--seed", str(int(seed))]
        if device_lock is not None:
            cmd += ["--device-lock", str(device_lock)]
        if precise_timing:
            cmd.append("--precise-timing")
        if insecure_no_sandbox:
            cmd.append("--insecure-no-sandbox")
        env = harness_env()
        if worker is not None:
            code, _, said = worker.run(cmd[len(harness_argv(python)):], env, timeout_s or 24 * 3600.0)
        else:
            proc = subprocess.run(cmd, stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                                  text=True, timeout=timeout_s, cwd=str(harness), env=env)
            code, said = proc.returncode, proc.stdout
        if not out.is_file():
            raise RuntimeError(f"harness exited {code} without writing {out}:\n{said[-4000:]}")
        result = json.loads(out.read_text(encoding="utf-8"))
        if notes:
            result.setdefault("notes", []).extend(notes)
        if keep:
            result["workspace"] = str(workspace)
        return result
    finally:
        if not keep:
            shutil.rmtree(tmp, ignore_errors=True)


def _cmd_eval(args: argparse.Namespace) -> int:
    # Through a harness worker, as the server calls it: the timing runs in a fork of a process
    # whose imports and inductor's compile workers have settled. A fresh harness process times
    # while its own start-up still loads the host (on a loaded 2-core host the same kernel's
    # ratio spread 0.67-2.0x that way, against 0.87-0.93x through a worker; docs/PERF.md).
    worker = None
    try:
        root = repo_root()
        # Started with the environment a fresh harness process gets, since the forked calls
        # inherit what the worker read at start-up (toolchain, sandbox library, thread settings).
        # Without --warm-inductor: that probe (~12 s of fresh Pythons on 2 cores) pays off over
        # many calls; for this one call it is a cost whenever the baselines are cached, and where
        # they are not, the call's own build of the compiled baseline runs it, before any timing.
        worker = HarnessWorker(resolve_python(args.python) if args.python else default_python(root),
                               harness_root(root), warm_inductor=False)
        result = evaluate(args.backend, args.task, args.solution, seed=args.seed,
                          python=args.python, cache_dir=args.cache_dir, keep=args.keep,
                          timeout_s=args.timeout_s, tolerance=args.tolerance,
                          reward_mode=args.reward_mode, worker=worker)
    except (FileNotFoundError, RuntimeError, subprocess.TimeoutExpired) as exc:
        print(f"warpgym eval: error: {exc}", file=sys.stderr)
        return 2
    finally:
        if worker is not None:
            worker.close()
    if args.json:
        print(json.dumps(result, indent=None, sort_keys=True))
    else:
        keys = ("compiled", "correct", "reward", "speedup_vs_eager", "speedup_vs_compile",
                "candidate_ms", "eager_ms", "compile_ms", "noise_pct", "flags")
        for k in keys:
            print(f"{k:20s} {result.get(k)}")
        interval = (result.get("profile") or {}).get("candidate_ms_interval")
        if interval:
            print(f"{'candidate_ms_95':20s} {interval[0]:.4f} .. {interval[1]:.4f}")
            ratio = (result.get("profile") or {}).get("speedup_vs_eager_interval")
            if ratio:
                print(f"{'speedup_vs_eager_95':20s} {ratio[0]:.3f} .. {ratio[1]:.3f}")
            near = straddled_when_paid(interval, result.get("eager_ms"), result.get("compile_ms"), ratio)
        else:
            near = [b for b in ("eager", "compile")
                    if within_noise_of_milestone(result.get(f"speedup_vs_{b}"), result.get("noise_pct"))]
        if near:  # say so: the same code could land on the other side of the milestone next time
            print(f"{'note':20s} a milestone boundary vs {' and '.join(near)} lies within the speedup's "
                  f"noise ({result.get('noise_pct')}%): decided conservatively, another run may "
                  "be rewarded differently")
        peak = (result.get("provenance") or {}).get("peak_memory_mb") or {}
        if peak:  # the trusted process's peaks: what this task needs of the machine
            print(f"{'peak_memory_mb':20s} " + ", ".join(f"{k} {v:.0f}" for k, v in sorted(peak.items())))
    if args.check and not (result.get("compiled") and result.get("correct")):
        return 2 if result.get("infra_error") else 1
    return 0


def _cmd_tasks(args: argparse.Namespace) -> int:
    if getattr(args, "tasks_command", None) == "screen":
        from . import screen
        return screen.run_cli(args)
    with Client(args.endpoint, timeout_s=args.timeout_s, retries=0) as c:
        details = c.list_task_details()
    if args.json:
        print(json.dumps(details))
    else:
        for t in details:
            print(f"{t.get('name')}\t{t.get('path', '')}")
    return 0


def _cmd_demo(args: argparse.Namespace) -> int:
    from . import demo
    return demo.main(args)


#: Subcommands that live in their own package: (name, module, help). Each module offers
#: ``add_arguments(parser)`` and ``run(args) -> int`` and must be cheap to import (no torch at
#: module level), since every ``warpgym`` invocation builds the whole parser.
_COMMAND_MODULES: tuple[tuple[str, str, str], ...] = (
    ("bench", ".bench.command", "run a policy over a task set: pass rate, speedups, fast_p; reports"),
    ("synth", ".synth.command", "synthesise training tasks: crawl, compose, filter, decontaminate"),
    ("train-plot", ".train_plot", "plot a warpgym-trainer run's metrics.jsonl to a PNG"),
    ("calibrate", ".calibrate", "check the judge on this machine: identity candidates paid at 1.00x, zeros rejected"),
    ("eval-answers", ".answers", "hardened verdicts for a folder of KernelBench-format answers"),
    ("mcp", ".mcp_command", "serve one episode as an MCP server (stdio or HTTP) for any MCP agent harness"),
)


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="warpgym", description="warpgym's command line: list and screen "
                                "tasks, run agents and benchmarks, judge solutions offline, synthesise "
                                "tasks, serve an episode over MCP (docs/ in the repository).")
    p.add_argument("--version", action="version", version=f"warpgym {__version__}")
    sub = p.add_subparsers(dest="command", required=True)

    t = sub.add_parser("tasks", help="list the server's tasks")
    t.add_argument("--endpoint", "--server", dest="endpoint", default=DEFAULT_ENDPOINT, help="the warpgym-server")
    t.add_argument("--json", action="store_true", help="print {name, level, path} maps as JSON")
    t.add_argument("--timeout-s", type=float, default=5.0, help="how long to wait for the server's answer")
    t.set_defaults(func=_cmd_tasks)
    ts = t.add_subparsers(dest="tasks_command", metavar="{screen}")
    from .screen import add_arguments as _screen_arguments
    _screen_arguments(ts.add_parser("screen", help="flag tasks an evaluation cannot judge fairly "
                                    "(zeros/constant pass, input-independent, nondeterministic, "
                                    "runtime window, errors)"))

    d = sub.add_parser("demo", help="scripted agent over every task (reference + failing)")
    d.add_argument("--endpoint", "--server", dest="endpoint", default=DEFAULT_ENDPOINT, help="the warpgym-server")
    d.add_argument("--tasks", "--tasks-root", dest="tasks_root", required=True,
                   help="task set dir holding solutions/ (--tasks-root: the older name)")
    d.add_argument("--parallel", type=int, default=1, help="episodes at once")
    d.add_argument("--task", action="append", help="only this task (repeatable)")
    d.add_argument("--step-timeout-s", type=float, default=900.0)
    d.set_defaults(func=_cmd_demo)

    e = sub.add_parser("eval", help="offline verdict of one solution (same path as submit)")
    e.add_argument("--backend", choices=("cpu", "cuda"), required=True)
    e.add_argument("--task", required=True, help="KernelBench task file (model.py)")
    e.add_argument("--solution", required=True, help="directory with model_new.py, kernels/; or one KernelBench-format .py "
                   "whose ModelNew builds its kernels with load_inline")
    e.add_argument("--json", action="store_true", help="print the harness's JSON object")
    e.add_argument("--check", action="store_true",
                   help="exit 1 when the solution is rejected (not compiled or not correct), 2 on an infra error")
    e.add_argument("--seed", type=int, default=None)
    e.add_argument("--python", default=None, help="interpreter for the harness")
    e.add_argument("--cache-dir", default=None, help="default ~/.cache/warpgym")
    e.add_argument("--keep", action="store_true", help="keep the temporary workspace")
    e.add_argument("--timeout-s", type=float, default=None)
    e.add_argument("--tolerance", choices=contract.TOLERANCES, default=contract.DEFAULT_TOLERANCE)
    e.add_argument("--reward-mode", choices=contract.REWARD_MODES, default=contract.DEFAULT_REWARD_MODE)
    e.set_defaults(func=_cmd_eval)

    for name, module, text in _COMMAND_MODULES:
        mod = importlib.import_module(module, __package__)
        c = sub.add_parser(name, help=text)
        mod.add_arguments(c)
        c.set_defaults(func=mod.run)
    return p


class _DefaultsHelp(argparse.HelpFormatter):
    """Options' help with their defaults, where a default says something and the help does not
    already state it."""

    def _get_help_string(self, action: argparse.Action) -> str:
        text = action.help or ""
        if ("default" in text or not action.option_strings or action.required
                or action.default in (None, False, argparse.SUPPRESS, [])):
            return text
        return f"{text} (default: %(default)s)".strip()


def _show_defaults(p: argparse.ArgumentParser) -> None:
    """Every (sub)command's help shows its options' defaults."""
    p.formatter_class = _DefaultsHelp
    for action in p._actions:  # noqa: SLF001 - argparse keeps subparsers only here
        if action.help is None and action.option_strings and action.default not in (None, False, [],
                                                                                      argparse.SUPPRESS):
            action.help = "(default: %(default)s)"
        if isinstance(action, argparse._SubParsersAction):  # noqa: SLF001
            for child in action.choices.values():
                _show_defaults(child)


def main(argv: Sequence[str] | None = None) -> int:
    """Runs the CLI; returns the exit status (also used as the console script). A server that
    cannot be reached or refuses a request is one line on stderr and exit status 2."""
    parser = _parser()
    _show_defaults(parser)
    args = parser.parse_args(argv)
    try:
        return int(args.func(args) or 0)
    except errors.WarpgymError as e:
        where = f" ({args.endpoint})" if getattr(args, "endpoint", None) else ""
        print(f"warpgym {args.command}: error{where}: {e}", file=sys.stderr)
        return 2
    except KeyboardInterrupt:
        print(f"warpgym {args.command}: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":
    sys.exit(main())
