"""Facts about the device a measurement ran on: identity for cache keys and provenance, and the
memory-bandwidth floor used to flag implausible timings.

Contract: `identity(device)` returns a JSON-able dict (cpu: model, threads; cuda: name, uuid,
capability, driver, CUDA runtime) plus torch's version; call it only where the device is already
initialised.  `peak_bandwidth_gbs(device)` is the device's peak DRAM bandwidth in GB/s (from the
memory clock and bus width torch reports, else a table; None for the CPU: no reliable floor).
"""
from __future__ import annotations

import functools
import platform
import re
from typing import Any

import torch

# Published peak DRAM bandwidth (GB/s) for GPUs torch may not describe fully.
_KNOWN_BW = {"H200": 4800.0, "H100": 3350.0, "A100": 2039.0, "L40S": 864.0, "A10": 600.0, "L4": 300.0}


def cpu_model() -> str:
    try:
        with open("/proc/cpuinfo") as f:
            for line in f:
                if line.startswith("model name"):
                    return line.split(":", 1)[1].strip()
    except OSError:
        pass
    return platform.processor() or platform.machine()


@functools.lru_cache(maxsize=None)
def _driver_version() -> str:
    """The kernel module's version, from its /proc file: never nvidia-smi, whose driver locks
    stall other processes' CUDA work (a timing in flight on the same GPU)."""
    try:
        with open("/proc/driver/nvidia/version") as f:
            m = re.search(r"\s(\d+\.\d+(?:\.\d+)?)\s", f.readline())
        return m.group(1) if m else "unknown"
    except OSError:
        return "unknown"


def identity(device: str) -> dict[str, Any]:
    ident: dict[str, Any] = {"device": device, "torch": torch.__version__}
    if device == "cuda":
        idx = torch.cuda.current_device()
        p = torch.cuda.get_device_properties(idx)
        ident.update(gpu=p.name, gpu_uuid=str(getattr(p, "uuid", "")), capability=f"{p.major}.{p.minor}",
                     driver=_driver_version(), cuda_runtime=torch.version.cuda)
    else:
        ident.update(cpu=cpu_model(), threads=torch.get_num_threads())
    return ident


def peak_bandwidth_gbs(device: str) -> float | None:
    if device != "cuda":
        return None
    p = torch.cuda.get_device_properties(torch.cuda.current_device())
    for key, bw in _KNOWN_BW.items():
        if key in p.name:
            return bw
    clock_khz = getattr(p, "memory_clock_rate", 0) or 0
    bus_bits = getattr(p, "memory_bus_width", 0) or 0
    if clock_khz and bus_bits:
        return 2.0 * clock_khz * 1e3 * bus_bits / 8 / 1e9
    return None
