"""A test's own evaluation cache that starts from the session cache's key and compiled objects:
the binding (pybind11 and torch, about 40 s of g++ on 2 cores) is not compiled again, and what
the test measures or forges there never touches the session cache."""

from __future__ import annotations

import shutil
from pathlib import Path


def seeded_cache(cache: Path, session: Path) -> Path:
    """Creates `cache` holding copies (never links: tests overwrite them; the key keeps its
    owner-only mode) of `session`'s cache.key and objects/, where `session` has them."""
    cache.mkdir()
    if (session / "cache.key").is_file() and (session / "objects").is_dir():
        shutil.copy2(session / "cache.key", cache / "cache.key")
        shutil.copytree(session / "objects", cache / "objects")
    return cache
