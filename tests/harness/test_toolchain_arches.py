"""The CUDA architectures a compile builds for are asked of nvidia-smi once per set of GPUs and
driver, then read from the cache: nvidia-smi takes the driver's locks, and a compile running it
stalled other episodes' timed CUDA calls.  A real nvidia-smi stand-in (a script on PATH that
counts its runs) and a driver directory laid out as /proc/driver/nvidia is."""
from __future__ import annotations

import os
import stat

import pytest

from warpgym_harness import toolchain


@pytest.fixture
def fake_driver(tmp_path, monkeypatch):
    proc = tmp_path / "nvidia"
    (proc / "gpus" / "0000:18:00.0").mkdir(parents=True)
    (proc / "version").write_text("NVRM version: NVIDIA UNIX Open Kernel Module for x86_64  580.159.04  Release\n")
    (proc / "gpus" / "0000:18:00.0" / "information").write_text("Model: NVIDIA H200\nBus Location: 0000:18:00.0\n")
    bindir = tmp_path / "bin"
    bindir.mkdir()
    smi = bindir / "nvidia-smi"
    smi.write_text(f"#!/bin/sh\necho run >> {tmp_path}/smi-runs\necho 9.0\n")
    smi.chmod(smi.stat().st_mode | stat.S_IXUSR)
    monkeypatch.setattr(toolchain, "NVIDIA_PROC", str(proc))
    monkeypatch.setenv("PATH", f"{bindir}:{os.environ['PATH']}")
    monkeypatch.delenv("TORCH_CUDA_ARCH_LIST", raising=False)
    return tmp_path


def _runs(root) -> int:
    p = root / "smi-runs"
    return len(p.read_text().split()) if p.exists() else 0


def test_nvidia_smi_is_asked_once_per_set_of_gpus(fake_driver) -> None:
    cache = str(fake_driver / "cache")
    assert toolchain.cuda_arches(cache) == ["90"] and _runs(fake_driver) == 1
    assert toolchain.cuda_arches(cache) == ["90"] and _runs(fake_driver) == 1, "the second compile read the cache"
    (fake_driver / "nvidia" / "version").write_text("NVRM version: NVIDIA UNIX Kernel Module  590.10  Release\n")
    assert toolchain.cuda_arches(cache) == ["90"] and _runs(fake_driver) == 2, "a new driver is asked again"


def test_the_environment_overrides_and_no_driver_falls_back(fake_driver, monkeypatch) -> None:
    monkeypatch.setenv("TORCH_CUDA_ARCH_LIST", "8.0;9.0+PTX")
    assert toolchain.cuda_arches(str(fake_driver / "cache")) == ["80", "90"] and _runs(fake_driver) == 0
    monkeypatch.delenv("TORCH_CUDA_ARCH_LIST")
    monkeypatch.setattr(toolchain, "NVIDIA_PROC", str(fake_driver / "absent"))
    (fake_driver / "bin" / "nvidia-smi").unlink()
    monkeypatch.setenv("WARPGYM_CUDA_ARCH", "8.6")
    assert toolchain.cuda_arches(str(fake_driver / "cache")) == ["86"]
