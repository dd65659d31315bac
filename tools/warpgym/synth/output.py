"""What ``warpgym synth`` writes: the resume journal, the rows, the KernelBench tree.

Contract (all under the output directory ``DIR``):

``journal.jsonl``  one JSON line per finished index ``{"index", "status": "kept" | "rejected",
                   "reason", "row"?}``, appended and flushed as each finishes; ``Journal.load``
                   reads it back (a torn last line is ignored), so an interrupted run resumes.
``settings.json``  the settings that decide the tasks; a resume with other settings is refused.
``tasks.jsonl``    the final rows, one per task, in index order (``write_rows``).
``level<N>/<id>_<Name>.py``  the same tasks as a KernelBench tree (``materialize``): what
                   ``warpgym-server --tasks DIR`` loads; ``row["name"]`` is the server's task name.

A row has at least ``ops`` (op labels in chain order), ``data_source`` (``"torch#2"``: source and
chain length), ``code`` (the task file), plus ``name``, ``level``, ``hash`` (sha256 of code),
``index``, ``seed``, ``length``, ``kind``, ``op_paths``, ``input_shapes``, ``output_shape``,
``eager_ms``, ``compile_ok``, ``screen`` (flags and per-check errors), ``harness``
(identity / zero verdicts), ``decontam`` (nearest evaluation problem and similarity).
"""
from __future__ import annotations

import json
import os
import re
from pathlib import Path
from typing import Any, Iterable

JOURNAL, SETTINGS, ROWS = "journal.jsonl", "settings.json", "tasks.jsonl"


class Journal:
    """Append-only record of finished indices (thread safe through the caller's lock)."""

    def __init__(self, out_dir: Path):
        self.path = out_dir / JOURNAL
        self.done: dict[int, dict] = {}

    def load(self) -> dict[int, dict]:
        if self.path.exists():
            for line in self.path.read_text(encoding="utf-8").splitlines():
                try:
                    rec = json.loads(line)
                except ValueError:
                    continue  # torn by an interruption
                self.done[int(rec["index"])] = rec
        return self.done

    def append(self, rec: dict) -> None:
        self.done[int(rec["index"])] = rec
        with open(self.path, "a", encoding="utf-8") as f:
            f.write(json.dumps(rec, default=str) + "\n")
            f.flush()
            os.fsync(f.fileno())


def check_settings(out_dir: Path, settings: dict, resume: bool) -> str | None:
    """Writes settings.json, or compares with the existing one; returns an error text or None."""
    path = out_dir / SETTINGS
    if path.exists() and resume:
        old = json.loads(path.read_text(encoding="utf-8"))
        if old != json.loads(json.dumps(settings)):
            diff = sorted(k for k in set(old) | set(settings) if old.get(k) != json.loads(json.dumps(settings)).get(k))
            return f"{out_dir} holds a run with other settings ({', '.join(diff)}); use another --out or --fresh"
    path.write_text(json.dumps(settings, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return None


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_\-]", "", name)[:80] or "Task"


def assign_names(rows: list[dict]) -> None:
    """``row["name"] = "level<N>/<id>_<Name>"``, ids 1.. per level in row order."""
    per_level: dict[int, int] = {}
    for r in rows:
        per_level[r["level"]] = per_level.get(r["level"], 0) + 1
        r["name"] = f"level{r['level']}/{per_level[r['level']]}_{_safe(r['title'])}"


def materialize(out_dir: Path, rows: Iterable[dict]) -> int:
    """Writes each row's code to ``DIR/<name>.py`` (old level dirs are replaced); returns the count."""
    import shutil

    for d in out_dir.glob("level*"):
        if d.is_dir() and re.fullmatch(r"level\d+", d.name):
            shutil.rmtree(d)
    n = 0
    for r in rows:
        p = out_dir / f"{r['name']}.py"
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(r["code"], encoding="utf-8")
        n += 1
    return n


def write_rows(out_dir: Path, rows: list[dict]) -> Path:
    path = out_dir / ROWS
    tmp = path.with_suffix(".tmp")
    with open(tmp, "w", encoding="utf-8") as f:
        for r in rows:
            f.write(json.dumps(r, sort_keys=True, default=str) + "\n")
    os.replace(tmp, path)
    return path


def read_rows(path: Path) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]
