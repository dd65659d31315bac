"""Inline SVG charts drawn from scratch (no library, no script): a line chart and a strip plot.

Each function returns one ``<svg>`` element as text, sized by ``viewBox`` so it scales with
the page, with a ``<title>`` for accessibility and ``class`` names the report's CSS and tests
can find (``chart``, ``series``, ``point``, ``axis``).
"""

from __future__ import annotations

import html
import math
from typing import Sequence

__all__ = ["Series", "line_chart", "strip_chart", "PALETTE"]

#: Colours for series, in order (colour-blind friendly).
PALETTE = ("#1b6ca8", "#e0812b", "#2a9d57", "#c23b4a", "#7a5fb0", "#8c6d31", "#d16fb0", "#555555")

_W, _H = 640, 360
_ML, _MR, _MT, _MB = 56, 150, 34, 46  # margins: left, right (legend), top, bottom


def _e(text: object) -> str:
    return html.escape(str(text), quote=True)


class Series:
    """One line: ``label``, ``points`` ``[(x, y)]`` (``y`` ``None`` = gap), colour, dashed."""

    def __init__(self, label: str, points: Sequence[tuple[float, float | None]],
                 color: str = PALETTE[0], dashed: bool = False) -> None:
        self.label, self.points, self.color, self.dashed = label, list(points), color, dashed


def _ticks(lo: float, hi: float, n: int = 5) -> list[float]:
    if hi <= lo:
        return [lo]
    raw = (hi - lo) / n
    mag = 10 ** math.floor(math.log10(raw))
    step = min((m * mag for m in (1, 2, 2.5, 5, 10) if m * mag >= raw), default=raw)
    first = math.ceil(lo / step) * step
    out, v = [], first
    while v <= hi + step * 1e-9:
        out.append(round(v, 10))
        v += step
    return out


def _fmt(v: float) -> str:
    return f"{v:g}" if abs(v) < 1e4 else f"{v:.2e}"


def _frame(title: str, x_label: str, y_label: str) -> list[str]:
    return [f'<svg class="chart" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {_W} {_H}" '
            f'width="{_W}" height="{_H}" role="img" aria-label="{_e(title)}">',
            f"<title>{_e(title)}</title>",
            f'<rect x="0" y="0" width="{_W}" height="{_H}" fill="#ffffff"/>',
            f'<text x="{_ML}" y="20" font-size="14" font-weight="bold">{_e(title)}</text>',
            f'<text x="{_ML + (_W - _ML - _MR) / 2:.1f}" y="{_H - 8}" font-size="12" '
            f'text-anchor="middle">{_e(x_label)}</text>',
            f'<text x="14" y="{_MT + (_H - _MT - _MB) / 2:.1f}" font-size="12" text-anchor="middle" '
            f'transform="rotate(-90 14 {_MT + (_H - _MT - _MB) / 2:.1f})">{_e(y_label)}</text>']


def _axes(parts: list[str], xs: list[tuple[float, str]], ys: list[tuple[float, str]]) -> None:
    """Draws the plot box, grid lines and tick labels (positions already in pixels)."""
    x0, x1, y0, y1 = _ML, _W - _MR, _H - _MB, _MT
    parts.append('<g class="axis" font-size="11" fill="#333">')
    for px, label in ys:
        parts.append(f'<line x1="{x0}" y1="{px:.1f}" x2="{x1}" y2="{px:.1f}" stroke="#e5e5e5"/>')
        parts.append(f'<text x="{x0 - 6}" y="{px + 4:.1f}" text-anchor="end">{_e(label)}</text>')
    for px, label in xs:
        parts.append(f'<line x1="{px:.1f}" y1="{y0}" x2="{px:.1f}" y2="{y0 + 4}" stroke="#333"/>')
        parts.append(f'<text x="{px:.1f}" y="{y0 + 17}" text-anchor="middle">{_e(label)}</text>')
    parts.append(f'<rect x="{x0}" y="{y1}" width="{x1 - x0}" height="{y0 - y1}" fill="none" '
                 'stroke="#333"/>')
    parts.append("</g>")


def _legend(parts: list[str], entries: list[tuple[str, str, bool]]) -> None:
    x = _W - _MR + 12
    for i, (label, color, dashed) in enumerate(entries):
        y = _MT + 10 + i * 18
        dash = ' stroke-dasharray="5 3"' if dashed else ""
        parts.append(f'<line x1="{x}" y1="{y}" x2="{x + 22}" y2="{y}" stroke="{color}" '
                     f'stroke-width="2.5"{dash}/>')
        parts.append(f'<text x="{x + 28}" y="{y + 4}" font-size="11">{_e(label)}</text>')


def line_chart(series: Sequence[Series], *, title: str, x_label: str, y_label: str,
               x_range: tuple[float, float], y_range: tuple[float, float] = (0.0, 1.0),
               y_percent: bool = True) -> str:
    """Lines over a linear x and y range (y as percent when ``y_percent``)."""
    (xa, xb), (ya, yb) = x_range, y_range
    xb = xb if xb > xa else xa + 1
    yb = yb if yb > ya else ya + 1
    sx = lambda v: _ML + (v - xa) / (xb - xa) * (_W - _ML - _MR)  # noqa: E731
    sy = lambda v: _H - _MB - (v - ya) / (yb - ya) * (_H - _MT - _MB)  # noqa: E731
    parts = _frame(title, x_label, y_label)
    _axes(parts, [(sx(t), _fmt(t)) for t in _ticks(xa, xb)],
          [(sy(t), f"{t * 100:g}%" if y_percent else _fmt(t)) for t in _ticks(ya, yb)])
    for s in series:
        segs: list[list[str]] = [[]]
        for x, y in s.points:
            if y is None:
                segs.append([])
            else:
                segs[-1].append(f"{sx(x):.1f},{sy(y):.1f}")
        dash = ' stroke-dasharray="5 3"' if s.dashed else ""
        for seg in (g for g in segs if g):
            parts.append(f'<polyline class="series" data-label="{_e(s.label)}" fill="none" '
                         f'stroke="{s.color}" stroke-width="2"{dash} points="{" ".join(seg)}"/>')
    _legend(parts, [(s.label, s.color, s.dashed) for s in series])
    parts.append("</svg>")
    return "\n".join(parts)


def strip_chart(groups: Sequence[tuple[str, Sequence[float]]], *, title: str, y_label: str,
                reference: float | None = 1.0) -> str:
    """One column of dots per group on a log2 y axis, with a median bar and a reference line.

    Values must be positive (others are dropped). A group without values shows "none".
    """
    vals = [v for _, vs in groups for v in vs if v and v > 0]
    lo = min(vals + [reference or 1.0]) if vals else 0.5
    hi = max(vals + [reference or 1.0]) if vals else 2.0
    la, lb = math.floor(math.log2(lo) * 2 - 0.5) / 2, math.ceil(math.log2(hi) * 2 + 0.5) / 2
    if lb - la < 1:
        la, lb = la - 0.5, lb + 0.5
    sy = lambda v: _H - _MB - (math.log2(v) - la) / (lb - la) * (_H - _MT - _MB)  # noqa: E731
    n = max(1, len(groups))
    col = (_W - _ML - _MR) / n
    parts = _frame(title, "", y_label)
    ticks = [2 ** t for t in range(math.ceil(la), math.floor(lb) + 1)]
    _axes(parts, [(_ML + col * (i + 0.5), label) for i, (label, _) in enumerate(groups)],
          [(sy(t), f"{t:g}x") for t in ticks])
    if reference:
        y = sy(reference)
        parts.append(f'<line class="reference" x1="{_ML}" y1="{y:.1f}" x2="{_W - _MR}" '
                     f'y2="{y:.1f}" stroke="#c23b4a" stroke-dasharray="4 3"/>')
    for i, (label, values) in enumerate(groups):
        cx = _ML + col * (i + 0.5)
        color = PALETTE[i % len(PALETTE)]
        good = sorted(v for v in values if v and v > 0)
        if not good:
            parts.append(f'<text x="{cx:.1f}" y="{_H / 2:.1f}" font-size="11" '
                         'text-anchor="middle" fill="#888">none</text>')
            continue
        for j, v in enumerate(good):
            jitter = ((j * 37) % 11 - 5) / 5 * min(col * 0.3, 30)  # deterministic spread
            parts.append(f'<circle class="point" data-group="{_e(label)}" cx="{cx + jitter:.1f}" '
                         f'cy="{sy(v):.1f}" r="4" fill="{color}" fill-opacity="0.75">'
                         f"<title>{_e(label)}: {v:.3g}x</title></circle>")
        med = good[len(good) // 2] if len(good) % 2 else math.sqrt(good[len(good) // 2 - 1]
                                                                     * good[len(good) // 2])
        parts.append(f'<line class="median" x1="{cx - col * 0.35:.1f}" y1="{sy(med):.1f}" '
                     f'x2="{cx + col * 0.35:.1f}" y2="{sy(med):.1f}" stroke="#222" '
                     'stroke-width="2"/>')
    _legend(parts, [("median", "#222", False)] + ([("speedup 1x", "#c23b4a", True)]
                                                  if reference else []))
    parts.append("</svg>")
    return "\n".join(parts)
