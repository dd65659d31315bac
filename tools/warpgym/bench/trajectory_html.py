"""``trajectories/<slug>.html``: one episode's JSONL trajectory as a readable, self-contained page."""

from __future__ import annotations

import html
import json
from pathlib import Path
from typing import Any

__all__ = ["render_trajectory", "write_trajectory_page", "fmt_seconds"]

_CSS = """
body { font-family: system-ui, sans-serif; margin: 20px; color: #222; max-width: 110em; }
.msg { border: 1px solid #ddd; border-radius: 4px; margin: 8px 0; padding: 6px 10px; }
.system { background: #f6f6f6; } .user { background: #f3f7fc; } .assistant { background: #f5fbf3; }
.tool { background: #fffdf3; } .step { font-size: 12px; color: #555; } .error { background: #fff0f0; }
.arg { font-size: 12px; color: #555; margin-top: 4px; }
pre { white-space: pre-wrap; word-break: break-word; font-size: 12px; margin: 4px 0; max-height: 40em; overflow: auto; }
"""


def _e(x: Any) -> str:
    return html.escape(str(x), quote=True)


def _message(m: dict[str, Any]) -> str:
    role = str(m.get("role"))
    body = [f'<div class="msg {_e(role)}"><b>{_e(role)}</b>']
    if m.get("content"):
        body.append(f"<pre>{_e(m['content'])}</pre>")
    for call in m.get("tool_calls") or []:
        fn = call.get("function") or {}
        body.append(f"<div>tool call <code>{_e(fn.get('name'))}</code></div>{_arguments(fn.get('arguments', ''))}")
    body.append("</div>")
    return "".join(body)


def _arguments(raw: Any) -> str:
    """A tool call's arguments as a reader wants them: each text argument (a file's content, a
    command) as the text itself, not a JSON-escaped string; anything else as JSON."""
    try:
        args = json.loads(raw) if isinstance(raw, str) else raw
    except ValueError:
        return f"<pre>{_e(raw)}</pre>"  # what the model wrote, malformed: shown as it is
    if not isinstance(args, dict):
        return f"<pre>{_e(json.dumps(args, indent=1))}</pre>"
    out = []
    for k, v in args.items():
        text = v if isinstance(v, str) else json.dumps(v, indent=1)
        out.append(f'<div class="arg">{_e(k)}</div><pre>{_e(text)}</pre>')
    return "".join(out)


def fmt_seconds(x: Any) -> str:
    """1.2 s, 35.1 ms, 79 µs: a duration in the unit that reads best ("?" when not a number)."""
    if not isinstance(x, (int, float)):
        return "?"
    if x >= 1:
        return f"{x:.2f} s"
    if x >= 1e-3:
        return f"{x * 1e3:.1f} ms"
    return f"{x * 1e6:.0f} µs"


def render_trajectory(lines: list[dict[str, Any]], title: str) -> str:
    """Renders trajectory events (parsed JSONL lines) as HTML."""
    parts = ["<!DOCTYPE html>", '<html lang="en"><head><meta charset="utf-8">',
             f"<title>{_e(title)}</title><style>{_CSS}</style></head><body>",
             f"<h1>{_e(title)}</h1>", '<p><a href="../report.html">back to the report</a></p>']
    for ev in lines:
        kind = ev.get("event")
        if kind == "message":
            parts.append(_message(ev.get("message") or {}))
        elif kind == "step":
            info = ev.get("info") or {}
            err = info.get("error")
            parts.append(f'<div class="step">turn {_e(ev.get("turn"))}: {_e(ev.get("tool"))} '
                         f'reward {_e(ev.get("reward"))}'
                         f'{" terminated" if ev.get("terminated") else ""}'
                         f'{" truncated" if ev.get("truncated") else ""}'
                         f'{" error " + _e(err) if err else ""} ({_e(fmt_seconds(info.get("elapsed_s")))})</div>')
        elif kind == "error":
            parts.append(f'<div class="msg error"><b>{_e(ev.get("status"))}</b>'
                         f"<pre>{_e(ev.get('error'))}</pre></div>")
        elif kind == "end":
            parts.append(f'<h2>Result</h2><pre>{_e(json.dumps(ev.get("result"), indent=1))}</pre>')
    parts.append("</body></html>")
    return "\n".join(parts) + "\n"


def write_trajectory_page(jsonl: Path) -> Path:
    """Writes ``<jsonl without .jsonl>.html`` next to the trajectory; returns its path."""
    lines = []
    for raw in jsonl.read_text(encoding="utf-8").splitlines():
        try:
            lines.append(json.loads(raw))
        except ValueError:
            continue  # a line cut short by an interrupted run
    out = jsonl.with_suffix(".html")
    out.write_text(render_trajectory(lines, jsonl.stem), encoding="utf-8")
    return out
