"""Locating the warpgym repository (templates, skills, harness) from the installed package."""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["repo_root", "default_python", "default_cache_dir"]


def repo_root() -> Path:
    """Returns the repository root.

    ``$WARPGYM_ROOT`` if set; otherwise the first directory above this package that holds
    ``env_server/harness`` (the package is normally installed editable from ``tools/``).

    Raises:
        FileNotFoundError: neither way finds the repository.
    """
    env = os.environ.get("WARPGYM_ROOT")
    if env:
        root = Path(env).expanduser().resolve()
        if not root.is_dir():
            raise FileNotFoundError(f"WARPGYM_ROOT={env} is not a directory")
        return root
    here = Path(__file__).resolve()
    for parent in here.parents:
        if (parent / "env_server" / "harness").is_dir():
            return parent
    raise FileNotFoundError(
        f"cannot find the warpgym repository above {here}: set WARPGYM_ROOT to its root")


def default_python(root: Path) -> str:
    """The interpreter evaluation runs with: ``<root>/.venv/bin/python`` if present.

    Falls back to ``$WARPGYM_PYTHON``, then to the running interpreter.
    """
    env = os.environ.get("WARPGYM_PYTHON")
    if env:
        return env
    venv = root / ".venv" / "bin" / "python"
    if venv.exists():
        return str(venv)
    import sys
    return sys.executable


def default_cache_dir() -> Path:
    """``$WARPGYM_CACHE_DIR`` or ``~/.cache/warpgym``."""
    env = os.environ.get("WARPGYM_CACHE_DIR")
    return Path(env).expanduser() if env else Path.home() / ".cache" / "warpgym"
