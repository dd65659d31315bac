"""The bench output directory: run config, one result file per finished episode, resume.

Layout of ``--out DIR``::

    run.json                    the run's config (written once; checked on resume)
    episodes/<slug>.json        one finished episode's result record (atomic write)
    trajectories/<slug>.jsonl   its trajectory (see :mod:`.episode`)
    results.json, report.md, report.html

Resume: an episode whose ``episodes/<slug>.json`` exists is not run again (with
``retry_errors``, those whose status is not ``ok`` are). A rerun into the same directory
must use the same policy and episode settings (:data:`RESUME_KEYS`); the task selection may
change (the report covers the current selection).

Result record fields: ``task, level, sample, seed, slug, policy, status`` (``ok``,
``policy_error``, ``env_error``, ``infra_error``, ``no_eval``, ``bench_error``), ``error,
ended_by`` (``submit``, ``truncated``, ``auto_submit``), ``turns, policy_calls, nudges,
tool_errors, episode_id, elapsed_s, final, best`` (:class:`.scoring.Solution` dicts or null).
"""

from __future__ import annotations

import json
import os
import re
import tempfile
from pathlib import Path
from typing import Any, Iterable, Mapping

__all__ = ["Store", "ConfigMismatch", "slug", "RESUME_KEYS", "write_json"]

#: Config keys that must match to resume into an existing directory.
RESUME_KEYS = ("policy", "max_turns", "reward_mode", "tolerance", "seed", "system_prompt")


class ConfigMismatch(Exception):
    """``--out`` holds a run with a different policy or episode settings."""


def slug(task: str, sample: int) -> str:
    """File-name-safe, unique id of an episode: ``level1__1_ReLU__s0``."""
    return re.sub(r"[^A-Za-z0-9_.-]", "_", task.replace("/", "__")) + f"__s{sample}"


def write_json(path: Path, obj: Any) -> None:
    """Writes JSON atomically (temporary file in the same directory, then rename)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            json.dump(obj, f, indent=1, default=str)
            f.write("\n")
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


class Store:
    """One ``--out`` directory."""

    def __init__(self, root: str | os.PathLike[str]) -> None:
        self.root = Path(root)
        self.episodes = self.root / "episodes"
        self.trajectories = self.root / "trajectories"

    def open(self, config: Mapping[str, Any]) -> bool:
        """Creates the layout and ``run.json``; returns whether a previous run was found.

        Raises:
            ConfigMismatch: ``run.json`` differs from ``config`` in a :data:`RESUME_KEYS` key.
        """
        self.episodes.mkdir(parents=True, exist_ok=True)
        self.trajectories.mkdir(parents=True, exist_ok=True)
        path = self.root / "run.json"
        if path.is_file():
            old = json.loads(path.read_text(encoding="utf-8"))
            diff = [k for k in RESUME_KEYS if old.get(k) != config.get(k)]
            if diff:
                details = ", ".join(f"{k}: {old.get(k)!r} -> {config.get(k)!r}" for k in diff)
                raise ConfigMismatch(f"{self.root} holds a run with other settings ({details}); "
                                     "use another --out directory")
            return True
        write_json(path, dict(config))
        return False

    def load(self, slug_: str) -> dict[str, Any] | None:
        """The finished episode's record, or ``None`` (missing or unreadable)."""
        try:
            return json.loads((self.episodes / f"{slug_}.json").read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None

    def save(self, record: Mapping[str, Any]) -> None:
        write_json(self.episodes / f"{record['slug']}.json", dict(record))

    def trajectory_path(self, slug_: str) -> Path:
        return self.trajectories / f"{slug_}.jsonl"

    def records(self, slugs: Iterable[str]) -> list[dict[str, Any]]:
        """The finished records among ``slugs``, in that order."""
        return [r for r in (self.load(s) for s in slugs) if r is not None]
