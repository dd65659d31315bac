"""A results file that long task-set runs rewrite after each task and resume from.

Shape: ``{"settings": {...}, "summary": {...}, "tasks": [record, ...]}``, one record per task,
keyed by its ``"task"`` name and kept in natural order (``level1/10_X`` after ``level1/9_X``).
Written atomically (a temporary file, then a rename), so a run killed at any moment leaves the
last complete file; records of tasks outside a later run's selection are kept.
"""
from __future__ import annotations

import json
import os
import re
import threading
from typing import Any, Callable


def natural(name: str) -> list[Any]:
    """A sort key in which digits compare as numbers."""
    return [int(t) if t.isdigit() else t for t in re.split(r"(\d+)", name)]


def load(path: str | None, what: str) -> dict[str, dict[str, Any]]:
    """The records of an existing file by task name ({} when there is none).

    Raises:
        ValueError: the file is not a results file of this shape (``what`` names its kind).
    """
    if not path or not os.path.exists(path):
        return {}
    try:
        with open(path) as f:
            return {r["task"]: r for r in json.load(f).get("tasks", [])}
    except (OSError, ValueError, KeyError, TypeError, AttributeError) as e:
        raise ValueError(f"{path} is not a {what} results file ({e}); use --fresh or another --json") from e


def deadline_note(left: int, deadline_s: float, path: str | None) -> str:
    """What a run stopped by --deadline-s prints about the tasks it did not start."""
    return (f"{left} task(s) not started before --deadline-s {deadline_s:g}: run again"
            + (f" with --json {path} to go on" if path else ""))


def write(path: str, settings: dict[str, Any], summary: dict[str, Any], records: list[dict[str, Any]]) -> None:
    doc = {"settings": settings, "summary": summary,
           "tasks": sorted(records, key=lambda r: natural(str(r.get("task"))))}
    tmp = f"{path}.tmp"
    with open(tmp, "w") as f:
        json.dump(doc, f, indent=1, default=str)
        f.write("\n")
    os.replace(tmp, path)


class Saver:
    """Collects records as tasks finish (from any thread) and rewrites the file each time."""

    def __init__(self, path: str | None, settings: dict[str, Any], kept: dict[str, dict[str, Any]],
                 summarize: Callable[[list[dict[str, Any]]], dict[str, Any]]):
        self.path, self.settings, self.summarize = path, settings, summarize
        self.records = dict(kept)
        self._lock = threading.Lock()

    def add(self, rec: dict[str, Any]) -> None:
        with self._lock:
            self.records[rec["task"]] = rec
            if self.path:
                recs = list(self.records.values())
                write(self.path, self.settings, self.summarize(recs), recs)
