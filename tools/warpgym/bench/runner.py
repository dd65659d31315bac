"""Runs the pending episodes of a bench in parallel, saving each result as it finishes.

Resumable: finished episodes (``Store.load``) are skipped; each finished episode is saved at
once, so an interrupted run loses only the episodes in flight. Ctrl-C stops starting new
episodes and ends the running ones at their next step (they are not saved, so a rerun plays
them again).
"""

from __future__ import annotations

import concurrent.futures as cf
import threading
from typing import Any, Callable, Sequence

from ..client import Client
from .episode import EpisodeSettings, EpisodeSpec, run_episode
from .policies import Policy
from .progress import Progress
from .store import Store

__all__ = ["run_pending", "Interrupted"]


class Interrupted(Exception):
    """The run was interrupted; finished episodes are saved."""


def run_pending(specs: Sequence[EpisodeSpec], store: Store, connect: Callable[[], Client],
                policy: Policy, settings: EpisodeSettings, *, parallel: int = 1,
                retry_errors: bool = False, progress: Progress | None = None) -> dict[str, int]:
    """Plays every episode of ``specs`` that has no saved result yet.

    Returns:
        ``{"ran": N, "skipped": M}``.

    Raises:
        Interrupted: on KeyboardInterrupt (after the running episodes stopped).
    """
    pending = []
    for spec in specs:
        old = store.load(spec.slug)
        if old is None or (retry_errors and old.get("status") != "ok"):
            pending.append(spec)
    skipped = len(specs) - len(pending)
    progress = progress or Progress(len(specs), skipped)
    progress.start()
    stop = threading.Event()

    def job(spec: EpisodeSpec) -> dict[str, Any] | None:
        if stop.is_set():
            return None
        record = run_episode(connect, policy, spec, settings, store.trajectory_path(spec.slug),
                             should_stop=stop.is_set)
        if record.get("status") == "interrupted":
            return None
        store.save(record)
        progress.update(record)
        return record

    pool = cf.ThreadPoolExecutor(max_workers=max(1, parallel), thread_name_prefix="bench")
    futures = [pool.submit(job, s) for s in pending]
    try:
        for fut in cf.as_completed(futures):
            fut.result()
    except KeyboardInterrupt as exc:
        stop.set()
        pool.shutdown(wait=True, cancel_futures=True)
        progress.finish()
        raise Interrupted("interrupted: finished episodes are saved; run again to resume") from exc
    pool.shutdown(wait=True)
    progress.finish()
    return {"ran": len(pending), "skipped": skipped}
