"""The timed calls' fallback check: a hidden dispatcher-level op counter (native/op_counter.cpp).

What: `load(cache_dir)` builds the extension once per (source, torch, Python) under
`cache_dir/harness-ext/` and imports it; call it in the trusted process before forking
candidates, so a contained candidate (which cannot see the cache) inherits the loaded module.
`Counter(module)` installs the callback and wraps a callable so that only the ops dispatched inside it are
counted, with the same rule as op_guard's mode (the outermost op of each call tree, composite
ops walked through); `violations(counts, policy)` applies op_guard.allowed to them.

Why: op_guard's mode and the profiler trace watch verify's calls, and a candidate can see both
(the mode stack, the profiler state), so it could run its own kernel when watched and plain
torch when timed.  This counter is a RecordFunction callback: nothing in Python shows it.  It is
on for every timed call, so there is no unwatched timed call to fall back in.  The wrapper costs
two native calls per forward; the eager and torch.compile baselines are timed through the same
wrapper so both sides pay it.  Limits: native code that switches RecordFunction off around its
ops (symbol_check flags those symbols), compute outside the dispatcher (numpy, BLAS by pointer).
`load` returns None (and says why in `note`) when the extension cannot be built; the profile
then reports `timed_ops_checked: false`.
"""
from __future__ import annotations

import hashlib
import importlib.machinery
import importlib.util
import os
import sys
from typing import Any, Callable

NAME = "warpgym_op_counter"
SOURCE = os.path.join(os.path.dirname(os.path.abspath(__file__)), "native", "op_counter.cpp")
_loaded: Any = None
note: str | None = None


def _build_dir(cache_dir: str) -> str:
    """Per user rather than per cache dir (tests use many cache dirs; a build is ~30 s): the
    harness's own code, nothing secret, built once per source/torch/Python."""
    import torch

    with open(SOURCE, "rb") as f:
        key = hashlib.sha256(f.read() + torch.__version__.encode() + sys.version.encode()).hexdigest()[:16]
    root = os.environ.get("WARPGYM_HARNESS_EXT_DIR")
    if not root:
        home = os.environ.get("XDG_CACHE_HOME") or (os.path.join(os.path.expanduser("~"), ".cache")
                                                    if os.environ.get("HOME") else None)
        root = os.path.join(home, "warpgym", "harness-ext") if home else os.path.join(cache_dir, "harness-ext")
    return os.path.join(root, f"op_counter-{key}")


def _import(path: str) -> Any:
    loader = importlib.machinery.ExtensionFileLoader(NAME, path)
    spec = importlib.util.spec_from_file_location(NAME, path, loader=loader)
    mod = importlib.util.module_from_spec(spec)
    loader.exec_module(mod)
    return mod


def _build(d: str) -> None:
    """Builds in a child process: torch.utils.cpp_extension may initialise CUDA, which this
    (trusted) process must not do before it forks its candidates.  Ninja comes from PATH or
    from the `ninja` Python package (the server gives the harness a minimal PATH)."""
    import subprocess

    os.makedirs(d, exist_ok=True)
    path = [os.path.dirname(sys.executable), os.environ.get("PATH", "/usr/bin:/bin")]
    try:
        import ninja  # type: ignore[import-not-found]
        path.insert(0, ninja.BIN_DIR)
    except (ImportError, AttributeError):
        pass
    code = ("import sys; from torch.utils.cpp_extension import load; "
            f"load(name={NAME!r}, sources=[{SOURCE!r}], build_directory={d!r}, extra_cflags=['-O2'], verbose=False)")
    p = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=600,
                       env={**os.environ, "PATH": os.pathsep.join(path), "CUDA_VISIBLE_DEVICES": ""})
    if p.returncode != 0:
        raise RuntimeError((p.stderr or p.stdout).strip()[-400:])
    with open(os.path.join(d, "ok"), "w") as f:
        f.write("built\n")


def load(cache_dir: str) -> Any:
    """The extension module (built on first use), or None with `note` set."""
    global _loaded, note
    if _loaded is not None:
        return _loaded
    try:
        d = _build_dir(cache_dir)
        so = os.path.join(d, NAME + ".so")
        if not os.path.exists(os.path.join(d, "ok")):
            _build(d)
        _loaded = sys.modules.get(NAME) or _import(so)
        sys.modules[NAME] = _loaded  # how a forked candidate finds it (it removes the entry)
    except Exception as e:  # the harness still runs; the verdict says this check was off
        note = f"op counter unavailable: {type(e).__name__}: {str(e)[:300]}"
        return None
    return _loaded


class Counter:
    """Counts the ops dispatched inside `wrap(fn)`'s calls (on any thread) until `counts()`."""

    def __init__(self, mod: Any) -> None:
        self._mod = mod
        mod.install()
        mod.reset()

    def wrap(self, fn: Callable[..., Any]) -> Callable[..., Any]:
        resume, pause, mark = self._mod.resume, self._mod.pause, self._mod.mark

        def counted(*args: Any) -> Any:
            resume()
            try:
                return fn(*args)
            finally:
                mark()  # missing when the call switched counting off and left it off
                pause()

        return counted

    def counts(self) -> dict[str, int]:
        return dict(self._mod.counts())

    def marks(self) -> int:
        return int(self._mod.marks())

    def reset(self) -> None:
        self._mod.reset()


def violations(counts: dict[str, int], policy: str) -> list[str]:
    """fallback_op flags for counted ops that op_guard's policy does not allow."""
    from .contract import FLAG_FALLBACK_OP_PREFIX
    from .op_guard import allowed

    return sorted(FLAG_FALLBACK_OP_PREFIX + name for name in counts
                  if not name.startswith("warpgym::") and not allowed(name, policy))
