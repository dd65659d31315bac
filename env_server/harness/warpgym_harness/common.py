"""Small shared helpers: stderr logging, hashing, atomic writes, file locks.

Contract: nothing here imports torch; every writer is atomic (tmp file in the same directory,
then os.replace), so concurrent harness processes sharing a cache never see partial files.
"""
from __future__ import annotations

import contextlib
import fcntl
import hashlib
import json
import os
import sys
import tempfile
import time
from typing import Any, Iterator


def out_of_memory(e: BaseException | None) -> str | None:
    """The first line of an out-of-memory error (CUDA or host allocator), else None: this
    process's own resources, never something a candidate's reply is blamed for. Only the types
    allocators raise count (MemoryError, RuntimeError and torch's OutOfMemoryError, one of
    them): a ValueError about a reply may quote the reply's text, which the candidate chose."""
    if not isinstance(e, (MemoryError, RuntimeError)):
        return None
    text = str(e)
    if type(e).__name__ == "OutOfMemoryError" or isinstance(e, MemoryError) or "out of memory" in text \
            or "can't allocate memory" in text:
        return text.strip().splitlines()[0][:400] if text.strip() else type(e).__name__
    return None


def candidate_oom(detail: str) -> bool:
    """Whether a candidate failure's detail (its first line: the exception the candidate process
    replied with) is an out-of-memory error."""
    head = detail.split("\n", 1)[0]
    return "OutOfMemoryError" in head or "out of memory" in head


def log(msg: str) -> None:
    """Progress goes to stderr; stdout stays clean."""
    print(f"[harness {time.strftime('%H:%M:%S')}] {msg}", file=sys.stderr, flush=True)


class StageClock:
    """Seconds spent in each named stage of one harness call (`mark(name)` closes the stage that
    began at the previous mark), reported as a verdict's `stage_seconds` so a slow step can be
    attributed without a profiler."""

    def __init__(self) -> None:
        self._t = time.perf_counter()
        self.seconds: dict[str, float] = {}

    def mark(self, name: str) -> None:
        now = time.perf_counter()
        self.seconds[name] = round(self.seconds.get(name, 0.0) + now - self._t, 3)
        self._t = now


def sha256_bytes(*parts: bytes) -> str:
    h = hashlib.sha256()
    for p in parts:
        h.update(len(p).to_bytes(8, "little"))
        h.update(p)
    return h.hexdigest()


def sha256_file(path: str) -> str:
    with open(path, "rb") as f:
        return sha256_bytes(f.read())


def atomic_write_bytes(path: str, data: bytes) -> None:
    d = os.path.dirname(os.path.abspath(path))
    os.makedirs(d, exist_ok=True)
    fd, tmp = tempfile.mkstemp(dir=d, prefix=".tmp-", suffix=os.path.basename(path)[-16:])
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise


def atomic_write_json(path: str, obj: Any) -> None:
    atomic_write_bytes(path, json.dumps(obj, indent=2, sort_keys=True, default=str).encode())


@contextlib.contextmanager
def file_lock(path: str, shared: bool = False) -> Iterator[None]:
    """Advisory lock (flock) on `path`, created if needed, exclusive or `shared`; blocks until
    acquired."""
    os.makedirs(os.path.dirname(os.path.abspath(path)), exist_ok=True)
    fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
    try:
        fcntl.flock(fd, fcntl.LOCK_SH if shared else fcntl.LOCK_EX)
        yield
    finally:
        fcntl.flock(fd, fcntl.LOCK_UN)
        os.close(fd)


def tail(text: str, limit: int) -> str:
    """Last `limit` bytes of text, with a visible marker when cut."""
    if len(text) <= limit:
        return text
    return f"[... {len(text) - limit} bytes cut ...]\n" + text[-limit:]
