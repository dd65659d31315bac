"""The harness's forkserver with the task set's transformers modules imported first.

    python -m warpgym.synth.harness_server --socket PATH [--preimport transformers.activations ...]
    (run with cwd env_server/harness and PYTHONPATH from paths.with_packages)

Contract: imports each ``--preimport`` module (one that fails is reported on stderr and skipped),
then runs ``warpgym_harness.forkserver``'s ``main`` unchanged on ``--socket`` (same protocol,
same pre-imports, same "forkserver ready" line).  Why: a synthesised task that uses a
transformers class makes every ``warpgym_harness.run verify`` child, and the candidate process it
forks, import transformers (3-10 s each, two verifies per task); imported once here, every child
inherits it.  CUDA stays uninitialised before the fork, as the forkserver requires:
``torch.cuda.is_available()`` is answered through NVML (``PYTORCH_NVML_BASED_CUDA_CHECK``), and
the server refuses to start if an import initialised CUDA anyway.
"""
from __future__ import annotations

import argparse
import importlib
import os
import sys


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(prog="warpgym.synth.harness_server")
    ap.add_argument("--socket", required=True)
    ap.add_argument("--preimport", action="append", default=[], metavar="MODULE")
    a = ap.parse_args(argv)
    os.environ.setdefault("PYTORCH_NVML_BASED_CUDA_CHECK", "1")
    import warnings

    import torch

    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for name in a.preimport:
            try:
                importlib.import_module(name)
            except Exception as exc:  # noqa: BLE001 -- a child imports it itself then
                print(f"harness_server: cannot preimport {name}: {type(exc).__name__}: {exc}", file=sys.stderr)
    if torch.cuda.is_initialized():
        print("harness_server: an import initialised CUDA; a forked child could not use it", file=sys.stderr)
        return 3
    from warpgym_harness import forkserver

    sys.argv = [forkserver.__file__, "--socket", a.socket]
    return int(forkserver.main() or 0)


if __name__ == "__main__":
    sys.exit(main())
