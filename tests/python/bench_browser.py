"""Checking the bench's HTML report in a real headless browser (Debian's ``chromium``).

:func:`inspect_report` copies ``report.html`` next to itself with a small script appended that
measures what the browser laid out (every ``svg.chart``: its box, the drawn length of its
lines, its visible points; the tables; the trajectory links), opens the copy with
``chromium --headless --dump-dom`` and reads the measurements back from the dumped DOM. It
also takes a screenshot. ``make browser`` installs chromium (apt); ``$WARPGYM_CHROMIUM``
overrides the binary.
"""

from __future__ import annotations

import json
import os
import re
import shutil
import subprocess
from pathlib import Path
from typing import Any

__all__ = ["find_chromium", "inspect_report"]

_PROBE = """
<script>
(function () {
  var r = {title: document.title, sections: [], charts: [], tables: [], links: []};
  document.querySelectorAll('section').forEach(function (s) { r.sections.push(s.id); });
  document.querySelectorAll('svg.chart').forEach(function (s) {
    var b = s.getBoundingClientRect(), len = 0, vis = 0;
    s.querySelectorAll('polyline.series').forEach(function (p) { len += p.getTotalLength(); });
    s.querySelectorAll('circle.point').forEach(function (c) {
      var cb = c.getBoundingClientRect(); if (cb.width > 0 && cb.height > 0) vis += 1; });
    r.charts.push({section: s.closest('section') ? s.closest('section').id : null,
                   title: s.getAttribute('aria-label'), width: b.width, height: b.height,
                   lines: s.querySelectorAll('polyline.series').length, line_length: len,
                   points: s.querySelectorAll('circle.point').length, points_visible: vis});
  });
  document.querySelectorAll('table').forEach(function (t) {
    r.tables.push({cls: t.className, rows: t.rows.length, width: t.getBoundingClientRect().width,
                   visible_width: t.parentElement.getBoundingClientRect().width}); });
  document.querySelectorAll('a.trajectory').forEach(function (a) { r.links.push(a.getAttribute('href')); });
  r.viewport_width = document.documentElement.clientWidth;
  r.scroll_width = document.documentElement.scrollWidth;
  r.overflowing = [];
  document.querySelectorAll('body *').forEach(function (e) {
    var b = e.getBoundingClientRect();
    if (b.right > r.viewport_width + 1 && !e.closest('.scroll')) r.overflowing.push(e.tagName + '.' + e.className);
  });
  r.overflowing = r.overflowing.slice(0, 20);
  var pre = document.createElement('pre'); pre.id = 'bench-probe';
  pre.textContent = JSON.stringify(r); document.body.appendChild(pre);
})();
</script>
"""


def find_chromium() -> str | None:
    """``$WARPGYM_CHROMIUM``, else ``chromium`` / ``chromium-browser`` on PATH."""
    env = os.environ.get("WARPGYM_CHROMIUM")
    if env:
        return env
    return shutil.which("chromium") or shutil.which("chromium-browser")


WINDOW_WIDTH = 1280  # a laptop's browser window: the report must fit it without scrolling sideways


def _chromium(binary: str, profile: Path, *args: str, timeout_s: float = 120.0) -> subprocess.CompletedProcess:
    cmd = [binary, "--headless", "--no-sandbox", "--disable-gpu", "--disable-dev-shm-usage",
           "--no-first-run", "--disable-extensions", "--disable-background-networking",
           f"--user-data-dir={profile}", f"--window-size={WINDOW_WIDTH},2400", *args]
    return subprocess.run(cmd, capture_output=True, text=True, timeout=timeout_s)


def inspect_report(report: Path, binary: str, work: Path) -> dict[str, Any]:
    """Renders ``report`` in headless chromium; returns the probe's measurements plus
    ``screenshot`` (path of a PNG of the page, or ``None`` when chromium wrote none).

    Raises:
        AssertionError: chromium produced no probe output (with its stderr).
    """
    work.mkdir(parents=True, exist_ok=True)
    probe_page = report.with_name(".probe-" + report.name)
    html = report.read_text(encoding="utf-8")
    probe_page.write_text(html.replace("</body>", _PROBE + "</body>"), encoding="utf-8")
    try:
        proc = _chromium(binary, work / "profile-dom", "--dump-dom", probe_page.as_uri())
        m = re.search(r'<pre id="bench-probe">(.*?)</pre>', proc.stdout, re.S)
        assert m, f"no probe output from chromium (exit {proc.returncode}):\n{proc.stderr[-3000:]}"
        import html as _html
        result: dict[str, Any] = json.loads(_html.unescape(m.group(1)))
        shot = work / "report.png"
        _chromium(binary, work / "profile-shot", f"--screenshot={shot}", report.as_uri())
        result["screenshot"] = str(shot) if shot.is_file() else None
        return result
    finally:
        probe_page.unlink(missing_ok=True)
