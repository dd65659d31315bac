"""Locating the warpgym repository (templates, skills, harness) from the installed package."""

from __future__ import annotations

import os
from pathlib import Path

__all__ = ["repo_root", "default_python", "default_cache_dir", "harness_root", "harness_argv",
           "template_dir", "with_packages"]

#: The trusted harness's entry point, run as ``python -m`` from :func:`harness_root`.
HARNESS_MODULE = "warpgym_harness.run"


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


def resolve_python(python: str) -> str:
    """An interpreter named on the command line, as an absolute path found with the caller's
    PATH (the harness runs with a reduced PATH, where a bare ``python3`` may name another one).

    Raises:
        FileNotFoundError: no such interpreter.
    """
    import shutil
    found = shutil.which(python) if os.sep not in python else (python if os.access(python, os.X_OK) else None)
    if found is None:
        raise FileNotFoundError(f"--python {python}: no such interpreter on your PATH")
    return os.path.abspath(found)


def default_cache_dir() -> Path:
    """``$WARPGYM_CACHE_DIR`` or ``~/.cache/warpgym``."""
    env = os.environ.get("WARPGYM_CACHE_DIR")
    return Path(env).expanduser() if env else Path.home() / ".cache" / "warpgym"


def harness_root(root: Path) -> Path:
    """The directory holding the ``warpgym_harness`` package: the working directory of every
    harness process (``python -m warpgym_harness.run`` finds the package there, whatever the
    interpreter)."""
    return root / "env_server" / "harness"


def template_dir(root: Path) -> Path:
    """The fixed binding files every workspace gets (``binding.cpp``, ``binding_registry.h``),
    one pair for both backends: the harness's ``--template-dir``."""
    return root / "env_server" / "templates" / "binding"


def harness_argv(python: str, *args: str) -> list[str]:
    """The argv of one harness call (run it with ``cwd=harness_root(root)``)."""
    return [python, "-m", HARNESS_MODULE, *args]


def with_packages(root: Path, env: dict[str, str]) -> dict[str, str]:
    """``env`` with ``PYTHONPATH`` naming the repository's two packages (``tools/`` for
    ``warpgym``, ``env_server/harness`` for ``warpgym_harness``), for worker processes that
    import both with an interpreter that may not have them installed."""
    paths = [str(root / "tools"), str(harness_root(root))]
    if env.get("PYTHONPATH"):
        paths.append(env["PYTHONPATH"])
    return dict(env, PYTHONPATH=os.pathsep.join(paths))
