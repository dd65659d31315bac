"""tests/harness/conftest.py (workspaces, harness calls, strict verdict loading) for suites
outside tests/harness, under its own module name: inside another directory ``conftest`` is
that directory's own conftest.

    from harness_conftest import hc
    cache_dir = hc.cache_dir  # its session fixture, usable in this module
"""
from __future__ import annotations

import importlib.util
import sys
from pathlib import Path

_NAME = "warpgym_harness_conftest"
_PATH = Path(__file__).resolve().parents[1] / "harness" / "conftest.py"


def _load():
    if _NAME in sys.modules:
        return sys.modules[_NAME]
    spec = importlib.util.spec_from_file_location(_NAME, _PATH)
    mod = importlib.util.module_from_spec(spec)
    sys.modules[_NAME] = mod
    spec.loader.exec_module(mod)
    return mod


hc = _load()
