"""Shared by the `warpgym-trainer train` tests: the binary (build/bin/warpgym-trainer,
$WARPGYM_TRAINER overrides) and the module-level skip when it is missing or was built without
LibTorch (no `train` command); under CI that skip is a failure (tests/support/ci_skips.py)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
TRAINER = Path(os.environ.get("WARPGYM_TRAINER", REPO / "build" / "bin" / "warpgym-trainer"))
sys.path.insert(0, str(REPO / "tests" / "support"))

from ci_skips import missing  # noqa: E402


def skip_module_without_train() -> None:
    if not TRAINER.exists():
        missing(f"{TRAINER} is missing: build it first (`make build`)")
    if "train" not in subprocess.run([str(TRAINER), "--help"], capture_output=True, text=True).stdout:
        missing(f"{TRAINER} was built without LibTorch (no `train`)")
