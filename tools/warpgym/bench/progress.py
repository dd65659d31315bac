"""A progress bar for the bench: one redrawn line on a terminal, one line per episode otherwise."""

from __future__ import annotations

import sys
import threading
import time
from typing import Any, Mapping, TextIO

__all__ = ["Progress"]


def _clock(seconds: float) -> str:
    s = int(seconds)
    return f"{s // 3600}:{s % 3600 // 60:02d}:{s % 60:02d}" if s >= 3600 else f"{s // 60}:{s % 60:02d}"


class Progress:
    """Counts finished episodes out of ``total`` (``skipped`` of them were done before a resume).

    Thread-safe. On a TTY (or ``tty=True``) redraws ``[#####.....] 5/16 correct 4 errors 1
    0:42 eta 1:20``; otherwise prints one line per finished episode.
    """

    def __init__(self, total: int, skipped: int = 0, stream: TextIO | None = None,
                 tty: bool | None = None, width: int = 30) -> None:
        self.stream = stream or sys.stderr
        self.tty = self.stream.isatty() if tty is None else tty
        self.total, self.done, self.skipped = total, skipped, skipped
        self.correct = self.errors = 0
        self.width = width
        self._t0 = time.monotonic()
        self._lock = threading.Lock()

    def _bar(self) -> str:
        frac = self.done / self.total if self.total else 1.0
        filled = int(round(frac * self.width))
        elapsed = time.monotonic() - self._t0
        ran = self.done - self.skipped
        left = self.total - self.done
        eta = f" eta {_clock(elapsed / ran * left)}" if ran and left else ""
        return (f"[{'#' * filled}{'.' * (self.width - filled)}] {self.done}/{self.total} "
                f"correct {self.correct} errors {self.errors} {_clock(elapsed)}{eta}")

    def start(self) -> None:
        if self.tty:
            with self._lock:
                self.stream.write("\r" + self._bar())
                self.stream.flush()

    def update(self, record: Mapping[str, Any]) -> None:
        """Counts one finished episode (its result record)."""
        with self._lock:
            self.done += 1
            final = record.get("final") or {}
            self.correct += bool(final.get("correct"))
            self.errors += record.get("status") != "ok"
            if self.tty:
                self.stream.write("\r" + self._bar())
            else:
                extra = f" {record.get('status')}: {str(record.get('error'))[:200]}" \
                    if record.get("status") != "ok" else ""
                sve = final.get("speedup_vs_eager")
                speed = f" x{sve:.2f} vs eager" if isinstance(sve, (int, float)) else ""
                self.stream.write(f"[{self.done}/{self.total}] {record.get('task')} "
                                  f"#{record.get('sample')} correct={bool(final.get('correct'))}"
                                  f"{speed} ({record.get('elapsed_s', 0):.1f} s){extra}\n")
            self.stream.flush()

    def finish(self) -> None:
        if self.tty:
            with self._lock:
                self.stream.write("\r" + self._bar() + "\n")
                self.stream.flush()
