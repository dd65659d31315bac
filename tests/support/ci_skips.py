"""The one rule for skips in the pytest suites: under CI, a missing build product is a failure.

Two kinds of skip, and only two:

* ``missing(reason)`` / ``require_module(name)``: something the repository or ``make test``
  provides is absent: a binary (``warpgym-server``, ``warpgym-trainer`` built with LibTorch), a
  package pinned in ``requirements.txt``, a directory of the checkout (``tasks/demo``, the
  harness). On a developer's machine that is a skip with its reason, as before. Under CI (``CI``
  set, and not ``0``/``false``/``no``: CI machines set ``CI=true`` and ``.ci/run`` exports it) it
  is a failure with the same reason: a CI run that skipped a whole suite because the build did
  not make its binary would otherwise pass while testing nothing. At module level the failure is
  a collection error (``make test`` passes ``--continue-on-collection-errors``, so the other
  modules still run and the run still fails).
* plain ``pytest.skip`` / ``pytest.mark.skipif``: a property of the host, by design (no GPU, no
  ``nvcc``, not root, no user namespaces, a sandbox the kernel does not allow). These stay skips
  everywhere; ``make test`` runs pytest with ``-rsx``, so every skip's reason is in the log, and
  under CI ``tests/conftest.py`` counts them again at the end.

Importable as ``ci_skips`` from any test: ``tests/conftest.py`` puts this directory on
``sys.path`` (and the shared helpers ``tests/python/server_process.py`` and
``tests/trainer/train_binary.py`` do it themselves).
"""

from __future__ import annotations

import importlib
import os
from types import ModuleType
from typing import NoReturn

import pytest

__all__ = ["CI", "ci_enabled", "missing", "require_module"]

CI_SUFFIX = "[CI: a missing binary, tool or build product fails the run; see tests/support/ci_skips.py]"


def ci_enabled(environ: os._Environ | dict | None = None) -> bool:
    """``CI`` is set to something other than an empty string, ``0``, ``false``, ``no`` or ``off``."""
    value = (os.environ if environ is None else environ).get("CI", "")
    return value.strip().lower() not in ("", "0", "false", "no", "off")


CI = ci_enabled()


def missing(reason: str) -> NoReturn:
    """A binary, tool, pinned package or checkout file the test needs is absent: a skip with
    ``reason`` on a developer's machine, a failure with the same reason under CI. Callable in a
    test, a fixture, or at module level (it then skips or fails the whole module)."""
    __tracebackhide__ = True
    if CI:
        pytest.fail(f"{reason} {CI_SUFFIX}", pytrace=False)
    pytest.skip(reason, allow_module_level=True)


def require_module(modname: str, reason: str | None = None) -> ModuleType:
    """``pytest.importorskip`` for the packages ``requirements.txt`` pins (torch, transformers,
    tokenizers, matplotlib, pyarrow, ...): the module, else :func:`missing`."""
    __tracebackhide__ = True
    try:
        return importlib.import_module(modname)
    except ModuleNotFoundError as exc:
        missing(reason or f"could not import {modname!r}: {exc} (requirements.txt pins it: `make venv`)")
