"""``report.html``: one self-contained page (inline CSS and SVG; no script, no network).

Sections (element ids): ``summary`` (the metrics tables, final and best), ``fast-p`` (fast_p
curves vs eager and vs torch.compile, one line per level and overall; best dashed),
``speedups`` (speedup distribution per level, correct episodes only), ``episodes`` (one row
per episode, linking to its trajectory page ``trajectories/<slug>.html`` and JSONL).
"""

from __future__ import annotations

import html
from typing import Any, Mapping

from .metrics import SCORINGS
from .report_md import METRIC_COLUMNS, fmt_ms, fmt_x
from .scoring import near_milestone
from .svg import PALETTE, Series, line_chart, strip_chart

__all__ = ["render_html"]

_CSS = """
body { font-family: system-ui, -apple-system, "Segoe UI", sans-serif; margin: 24px; color: #222; }
h1 { font-size: 22px; } h2 { font-size: 18px; margin-top: 28px; }
table { border-collapse: collapse; font-size: 13px; margin: 8px 0 16px; }
th, td { border: 1px solid #ddd; padding: 3px 6px; text-align: right; white-space: nowrap; }
th { background: #f3f5f7; white-space: normal; max-width: 7.5em; vertical-align: bottom; }
td.l, th.l { text-align: left; }
.scroll { max-width: 100%; overflow-x: auto; }
tr.err td { background: #fff4f4; } td.yes { color: #1d7a3a; } td.no { color: #b3261e; }
.charts { display: flex; flex-wrap: wrap; gap: 12px; }
.charts svg { max-width: 100%; height: auto; border: 1px solid #eee; }
.meta { font-size: 13px; color: #555; } .note { font-size: 12px; color: #666; max-width: 70em; }
"""


def _e(x: Any) -> str:
    return html.escape(str(x), quote=True)


def _metrics_table(groups: Mapping[str, Mapping[str, Any]], scoring: str) -> str:
    head = "".join(f"<th>{_e(h)}</th>" for h, _ in METRIC_COLUMNS)
    rows = [f'<div class="scroll"><table class="metrics" data-scoring="{scoring}"><tr><th class="l">group</th>{head}</tr>']
    for name, g in groups.items():
        cells = "".join(f"<td>{_e(f(g))}</td>" for _, f in METRIC_COLUMNS)
        rows.append(f'<tr><td class="l">{_e(name)}</td>{cells}</tr>')
    rows.append("</table></div>")
    return "\n".join(rows)


def _fast_p_charts(metrics: Mapping[str, Any], grid: list[float]) -> str:
    charts = []
    x_range = (grid[0], grid[-1]) if grid else (0.0, 1.0)
    for base, label in (("eager", "PyTorch eager"), ("compile", "torch.compile")):
        series = []
        for scoring in SCORINGS:
            for i, (group, g) in enumerate(metrics[scoring].items()):
                pts = [(row["p"], row[base]) for row in g["fast_p"]]
                series.append(Series(f"{group} ({scoring})", pts, PALETTE[i % len(PALETTE)],
                                     dashed=scoring == "best"))
        charts.append(line_chart(series, title=f"fast_p vs {label}",
                                 x_label=f"speedup threshold p (x {label})",
                                 y_label="fraction correct and faster than p", x_range=x_range))
    return '<div class="charts">' + "\n".join(charts) + "</div>"


def _speedup_charts(results: Mapping[str, Any]) -> str:
    episodes = results["episodes"]
    levels = sorted({int(e.get("level") or 0) for e in episodes})
    charts = []
    for scoring in SCORINGS:
        for key, label in (("speedup_vs_eager", "eager"), ("speedup_vs_compile", "torch.compile")):
            groups = []
            for lv in levels:
                vals = [float((e.get(scoring) or {}).get(key))
                        for e in episodes if int(e.get("level") or 0) == lv
                        and (e.get(scoring) or {}).get("correct")
                        and isinstance((e.get(scoring) or {}).get(key), (int, float))]
                groups.append((f"level{lv} (n={len(vals)})", vals))
            charts.append(strip_chart(groups, title=f"{scoring} solution: speedup vs {label}",
                                      y_label=f"speedup vs {label} (log scale)"))
    return '<div class="charts">' + "\n".join(charts) + "</div>"


def _sol_cells(s: Mapping[str, Any] | None) -> str:
    if not s:
        return '<td class="no">-</td><td>-</td><td>-</td><td>-</td><td>-</td>'
    ok = bool(s.get("correct"))
    reward, noise = s.get("reward"), s.get("noise_pct")
    mark = "~" if near_milestone(s) else ""  # decided within its own noise of a milestone
    return (f'<td class="{"yes" if ok else "no"}">{"yes" if ok else "no"}</td>'
            f"<td>{_e(fmt_x(s.get('speedup_vs_eager')) + mark)}</td>"
            f"<td>{_e(fmt_x(s.get('speedup_vs_compile')) + mark)}</td>"
            f"<td>{'-' if not isinstance(noise, (int, float)) else f'{noise:.1f}%'}</td>"
            f"<td>{_e('-' if reward is None else f'{reward:g}')}</td>")


def _baseline_cells(b: Any) -> str:
    """The task's eager and torch.compile times (ms) that the episode saw, a * when measured now."""
    if not isinstance(b, Mapping):
        return "<td>-</td><td>-</td>"
    mark = "" if b.get("cached") else "*"
    return "".join(f"<td>{fmt_ms(b.get(k))}{mark if isinstance(b.get(k), (int, float)) else ''}</td>"
                   for k in ("eager_ms", "compile_ms"))


def _episodes_table(episodes: list[Mapping[str, Any]]) -> str:
    rows = ['<div class="scroll"><table class="episodes"><tr><th class="l">task</th><th>level</th><th>sample</th>'
            '<th class="l">status</th><th>final correct</th><th>final vs eager</th>'
            "<th>final vs compile</th><th>final noise</th><th>final reward</th><th>best correct</th>"
            "<th>best vs eager</th><th>best vs compile</th><th>best noise</th><th>best reward</th>"
            "<th>eager ms</th><th>compile ms</th><th>turns</th>"
            '<th>seconds</th><th class="l">trajectory</th></tr>']
    for e in episodes:
        err = f" ({_e(str(e.get('error'))[:160])})" if e.get("error") else ""
        cls = "" if e.get("status") == "ok" else ' class="err"'
        slug = _e(e["slug"])
        rows.append(f'<tr{cls}><td class="l">{_e(e["task"])}</td><td>{_e(e["level"])}</td>'
                    f'<td>{_e(e["sample"])}</td><td class="l">{_e(e["status"])}{err}</td>'
                    f"{_sol_cells(e.get('final'))}{_sol_cells(e.get('best'))}"
                    f"{_baseline_cells(e.get('baselines'))}"
                    f"<td>{_e(e.get('turns', 0))}</td><td>{float(e.get('elapsed_s') or 0):.1f}</td>"
                    f'<td class="l"><a class="trajectory" href="trajectories/{slug}.html">view</a> '
                    f'<a href="trajectories/{slug}.jsonl">jsonl</a></td></tr>')
    rows.append("</table></div>")
    return "\n".join(rows)


def render_html(results: Mapping[str, Any]) -> str:
    """The whole HTML report for a results object (:mod:`.results`)."""
    cfg, counts, server = results["config"], results["counts"], results["server"]
    status = ", ".join(f"{k} {v}" for k, v in sorted(counts["by_status"].items())) or "-"
    parts = [
        "<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
        f"<title>warpgym bench: {_e(cfg.get('policy'))}</title>",
        f"<style>{_CSS}</style></head><body>",
        f"<h1>warpgym bench: {_e(cfg.get('policy'))}</h1>",
        f'<p class="meta">tasks <code>{_e(cfg.get("tasks"))}</code>, levels '
        f"{_e(cfg.get('levels') or 'all')}, {_e(cfg.get('samples'))} sample(s) per task, "
        f"backend {_e(server.get('backend'))} (server {_e(server.get('server_version'))}); "
        f"{counts['finished']} of {counts['selected']} episodes finished (by status: {_e(status)}); "
        f"generated {_e(results['generated_at'])}</p>",
        '<section id="summary"><h2>Metrics</h2>',
        '<p class="note">final = the solution that was submitted (or evaluated at the turn '
        "limit); best = the fastest correct solution the trajectory held (a verified profile). "
        "Rates count every episode (errors count as not correct). geomean: over correct "
        "episodes; (all): incorrect ones count as 1x. fast_p: correct and speedup &gt; p vs eager. "
        "eager / compile ms: the task's baselines as the episode's profile saw them (* = "
        "measured during this run, else from the cache).</p>"]
    for scoring in SCORINGS:
        parts.append(f"<h3>{scoring}</h3>")
        parts.append(_metrics_table(results["metrics"][scoring], scoring))
    parts += ["</section>", '<section id="fast-p"><h2>fast_p curves</h2>',
              _fast_p_charts(results["metrics"], list(results["fast_p_grid"])), "</section>",
              '<section id="speedups"><h2>Speedup distribution per level</h2>',
              _speedup_charts(results), "</section>",
              '<section id="episodes"><h2>Episodes</h2>',
              _episodes_table(list(results["episodes"])), "</section>", "</body></html>"]
    return "\n".join(parts) + "\n"
