"""``report.md``: the metrics table (per level and overall, final and best) and one row per episode."""

from __future__ import annotations

from typing import Any, Mapping

from .metrics import SCORINGS, TABLE_P
from .scoring import near_milestone

__all__ = ["render_markdown", "fmt_rate", "fmt_x", "fmt_ms", "fast_at"]


def fmt_rate(x: Any) -> str:
    """A fraction as a percentage (``-`` for none)."""
    return "-" if not isinstance(x, (int, float)) else f"{100 * x:.1f}%"


def fmt_x(x: Any) -> str:
    """A speedup as ``1.23x`` (``-`` for none)."""
    return "-" if not isinstance(x, (int, float)) else f"{x:.2f}x"


def fast_at(group: Mapping[str, Any], p: float, base: str = "eager") -> Any:
    """fast_p of a metrics group at ``p`` (``None`` when ``p`` is not on the grid)."""
    for row in group.get("fast_p", []):
        if abs(row["p"] - p) < 1e-9:
            return row[base]
    return None


#: Columns of the metrics table: (header, function of a metrics group).
METRIC_COLUMNS = (
    ("n", lambda g: str(g["n"])),
    ("pass", lambda g: fmt_rate(g["pass_rate"])),
    ("> eager by 5%", lambda g: fmt_rate(g["faster_than_eager"])),
    ("> compile by 5%", lambda g: fmt_rate(g["faster_than_compile"])),
    ("geomean vs eager", lambda g: fmt_x(g["geomean_speedup_vs_eager"])),
    ("geomean vs compile", lambda g: fmt_x(g["geomean_speedup_vs_compile"])),
    ("geomean vs eager (all)", lambda g: fmt_x(g["geomean_speedup_vs_eager_all"])),
    ("geomean vs compile (all)", lambda g: fmt_x(g["geomean_speedup_vs_compile_all"])),
    *((f"fast_{p:g}", (lambda q: lambda g: fmt_rate(fast_at(g, q)))(p)) for p in TABLE_P),
    ("mean reward", lambda g: "-" if g["mean_reward"] is None else f"{g['mean_reward']:.2f}"),
    ("pass@k", lambda g: ", ".join(f"@{k} {fmt_rate(v)}" for k, v in g["pass_at_k"].items()) or "-"),
)


def _metrics_table(groups: Mapping[str, Mapping[str, Any]]) -> list[str]:
    head = "| group | " + " | ".join(h for h, _ in METRIC_COLUMNS) + " |"
    sep = "|---|" + "---:|" * len(METRIC_COLUMNS)
    rows = [head, sep]
    for name, g in groups.items():
        rows.append(f"| {name} | " + " | ".join(f(g) for _, f in METRIC_COLUMNS) + " |")
    return rows


def _sol(s: Mapping[str, Any] | None) -> tuple[str, str, str, str]:
    """(correct, vs eager, vs compile, noise) cells; a milestone decided under noise
    (`near_milestone`) is marked with a trailing ``~``."""
    if not s:
        return "-", "-", "-", "-"
    noise = s.get("noise_pct")
    mark = "~" if near_milestone(s) else ""
    return ("yes" if s.get("correct") else "no", fmt_x(s.get("speedup_vs_eager")) + mark,
            fmt_x(s.get("speedup_vs_compile")) + mark,
            "-" if not isinstance(noise, (int, float)) else f"{noise:.1f}%")


def fmt_ms(x: Any) -> str:
    """A time in milliseconds, 4 significant digits (``-`` for none)."""
    return "-" if not isinstance(x, (int, float)) else f"{x:.4g}"


def _baselines_table(episodes: list) -> list[str]:
    """One row per task whose baselines an episode saw (a `baselines` run, or any profile)."""
    seen: dict[str, tuple[Mapping[str, Any], float]] = {}
    for e in episodes:
        if isinstance(e.get("baselines"), Mapping):
            seen.setdefault(e["task"], (e["baselines"], float(e.get("elapsed_s") or 0.0)))
    if not seen:
        return []
    cached = sum(1 for b, _ in seen.values() if b.get("cached") is True)
    out = ["## Baselines (eager and torch.compile times, ms)", "",
           f"{len(seen)} task(s): {len(seen) - cached} measured in this run, {cached} from the cache.", "",
           "| task | eager ms | torch.compile ms | from cache | episode seconds |", "|---|---:|---:|---|---:|"]
    for task, (b, secs) in sorted(seen.items()):
        out.append(f"| {task} | {fmt_ms(b.get('eager_ms'))} | {fmt_ms(b.get('compile_ms'))} | "
                   f"{'yes' if b.get('cached') else 'no'} | {secs:.1f} |")
    return out + [""]


def render_markdown(results: Mapping[str, Any]) -> str:
    """The whole Markdown report for a results object (:mod:`.results`)."""
    cfg = results["config"]
    counts = results["counts"]
    out = [f"# warpgym bench: {cfg.get('policy')}", "",
           f"- tasks: `{cfg.get('tasks')}` levels {cfg.get('levels') or 'all'}, "
           f"{cfg.get('samples')} sample(s) per task, backend {results['server'].get('backend')}",
           f"- episodes: {counts['finished']} finished of {counts['selected']} "
           f"(by status: {', '.join(f'{k} {v}' for k, v in sorted(counts['by_status'].items())) or '-'})",
           f"- generated {results['generated_at']}", ""]
    for scoring in SCORINGS:
        label = "final solution (what was submitted)" if scoring == "final" else \
            "best solution of the trajectory"
        out += [f"## Metrics: {label}", ""] + _metrics_table(results["metrics"][scoring]) + [""]
    out += _baselines_table(results["episodes"])
    near = sum(1 for e in results["episodes"] if e.get("final") and near_milestone(e["final"]))
    out += ["## Episodes", "",
            "A speedup marked `~` was decided under noise: a milestone boundary (5% faster than a base) "
            "lies inside the candidate time's ~95% interval, and the milestone was paid at the interval's "
            f"slow end ({near} final solution(s)).", "",
            "| task | level | sample | status | final correct | final vs eager | final vs compile | final noise "
            "| best correct | best vs eager | best vs compile | best noise | turns | seconds | trajectory |",
            "|---|---:|---:|---|---|---:|---:|---:|---|---:|---:|---:|---:|---:|---|"]
    for e in results["episodes"]:
        fc, fe, fcomp, fn = _sol(e.get("final"))
        bc, be, bcomp, bn = _sol(e.get("best"))
        status = e["status"] if not e.get("error") else f"{e['status']}: {str(e['error'])[:80]}"
        status = status.replace("|", "\\|").replace("\n", " ")
        out.append(f"| {e['task']} | {e['level']} | {e['sample']} | {status} | {fc} | {fe} | "
                   f"{fcomp} | {fn} | {bc} | {be} | {bcomp} | {bn} | {e.get('turns', 0)} | "
                   f"{e.get('elapsed_s', 0):.1f} | [{e['slug']}]({e['trajectory']}) |")
    return "\n".join(out) + "\n"
