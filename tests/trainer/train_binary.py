"""Shared by the `warpgym-trainer train` tests: the binary (build/bin/warpgym-trainer,
$WARPGYM_TRAINER overrides) and the module-level skip when it is missing or was built without
LibTorch (no `train` command)."""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[2]
TRAINER = Path(os.environ.get("WARPGYM_TRAINER", REPO / "build" / "bin" / "warpgym-trainer"))


def skip_module_without_train() -> None:
    if not TRAINER.exists():
        pytest.skip(f"{TRAINER} is missing: build it first (`make build`)", allow_module_level=True)
    if "train" not in subprocess.run([str(TRAINER), "--help"], capture_output=True, text=True).stdout:
        pytest.skip(f"{TRAINER} was built without LibTorch (no `train`)", allow_module_level=True)
