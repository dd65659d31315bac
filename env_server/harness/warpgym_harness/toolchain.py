"""Compiler and torch facts needed to build an extension, without importing torch.

Contract: `toolchain_info(cache_dir, backend)` returns a dict with the include and library
paths, the ABI defines torch's own pybind11 was built with, the torch version and the g++
version; for the cuda backend also nvcc's path and version, the CUDA include/lib dirs and the
target architectures.  The first call per (torch install, compilers, arch) imports torch once in
a child process and caches the answer under cache_dir/toolchain/; later calls read a small JSON
file (a few ms), so a `compile` call never pays the torch import.

Architectures: TORCH_CUDA_ARCH_LIST (e.g. "9.0") if set, else the compute capabilities that
`nvidia-smi` reports for the installed GPUs (asked once per set of GPUs and driver, then cached),
else WARPGYM_CUDA_ARCH, else 9.0 (the H200).
"""
from __future__ import annotations

import importlib.util
import json
import os
import shutil
import subprocess
import sys
import sysconfig
from typing import Any

from .common import atomic_write_json, sha256_bytes

CXX = os.environ.get("WARPGYM_CXX", "g++")

_PROBE = r"""
import json, torch
from torch.utils import cpp_extension as ce
print(json.dumps({
    "torch_version": torch.__version__,
    "torch_cuda": torch.version.cuda,
    "include_paths": ce.include_paths(),
    "library_paths": ce.library_paths(),
    "cxx11_abi": int(torch._C._GLIBCXX_USE_CXX11_ABI),
    "pybind11_compiler_type": getattr(torch._C, "_PYBIND11_COMPILER_TYPE", None),
    "pybind11_stdlib": getattr(torch._C, "_PYBIND11_STDLIB", None),
    "pybind11_build_abi": getattr(torch._C, "_PYBIND11_BUILD_ABI", None),
}))
"""


def _torch_dir() -> str:
    spec = importlib.util.find_spec("torch")
    if spec is None or not spec.origin:
        raise RuntimeError("torch is not importable by the harness interpreter")
    return os.path.dirname(spec.origin)


def _first_line(cmd: list[str], last: bool = False) -> str:
    out = subprocess.run(cmd, capture_output=True, text=True, check=True).stdout.strip().splitlines()
    return (out[-1] if last else out[0]).strip()


def compiler_version() -> str:
    return _first_line([CXX, "--version"])


def find_nvcc() -> str | None:
    home = os.environ.get("CUDA_HOME") or os.environ.get("CUDA_PATH")
    for cand in ([os.path.join(home, "bin", "nvcc")] if home else []) + [shutil.which("nvcc") or "",
                                                                        "/usr/local/cuda/bin/nvcc"]:
        if cand and os.access(cand, os.X_OK):
            return os.path.realpath(cand)
    return None


# The driver's files: what identifies the installed GPUs without asking the driver anything.
NVIDIA_PROC = "/proc/driver/nvidia"


def _gpu_inventory() -> str | None:
    """The driver version file and every GPU's information file, concatenated; None without the
    driver.  Reading them costs nothing on the device (nvidia-smi, by contrast, takes the
    driver's locks, which stalls CUDA work of other processes for milliseconds: a compile must
    not do that while another episode's candidate is timed)."""
    try:
        parts = [open(os.path.join(NVIDIA_PROC, "version")).read()]
        gpus = os.path.join(NVIDIA_PROC, "gpus")
        for bus in sorted(os.listdir(gpus)):
            parts.append(open(os.path.join(gpus, bus, "information")).read())
    except OSError:
        return None
    return "\n".join(parts)


def _queried_arches(cache_dir: str | None) -> list[str]:
    """nvidia-smi's compute capabilities, asked once per installed set of GPUs and driver
    (cached under cache_dir/toolchain/): later compiles read the answer."""
    inventory = _gpu_inventory()
    path = None
    if cache_dir and inventory is not None:
        path = os.path.join(cache_dir, "toolchain", f"arches-{sha256_bytes(inventory.encode())[:24]}.json")
        try:
            with open(path) as f:
                cached = json.load(f)
            if isinstance(cached, list) and all(isinstance(x, str) for x in cached):
                return cached
        except (OSError, ValueError):
            pass
    try:
        spec = subprocess.run(["nvidia-smi", "--query-gpu=compute_cap", "--format=csv,noheader"],
                              capture_output=True, text=True, timeout=30).stdout.split()
    except (OSError, subprocess.SubprocessError):
        spec = []
    if spec and path:
        atomic_write_json(path, spec)
    return spec


def cuda_arches(cache_dir: str | None = None) -> list[str]:
    """Compute capabilities to build for, as ["90"] style strings (sorted, unique)."""
    spec = os.environ.get("TORCH_CUDA_ARCH_LIST", "").replace(";", " ").replace(",", " ").split()
    if not spec:
        spec = _queried_arches(cache_dir)
    if not spec:
        spec = [os.environ.get("WARPGYM_CUDA_ARCH", "9.0")]
    arches = {s.replace("+PTX", "").replace(".", "") for s in spec if s[:1].isdigit()}
    return sorted(arches)


def _cuda_facts(cache_dir: str | None) -> dict[str, Any]:
    nvcc = find_nvcc()
    if nvcc is None:
        raise RuntimeError("nvcc not found (set CUDA_HOME or put nvcc on PATH)")
    home = os.path.dirname(os.path.dirname(nvcc))
    return {"nvcc": nvcc, "nvcc_version": _first_line([nvcc, "--version"], last=True),
            "cuda_include": os.path.join(home, "include"),
            "cuda_lib": next((d for d in (os.path.join(home, "lib64"), os.path.join(home, "lib"))
                              if os.path.isdir(d)), os.path.join(home, "lib64")),
            "cuda_arches": cuda_arches(cache_dir)}


def toolchain_info(cache_dir: str, backend: str = "cpu") -> dict[str, Any]:
    tdir = _torch_dir()
    st = os.stat(os.path.join(tdir, "version.py"))
    cxx = compiler_version()
    cuda = _cuda_facts(cache_dir) if backend == "cuda" else {}
    key = sha256_bytes(tdir.encode(), str(st.st_mtime_ns).encode(), cxx.encode(),
                       sys.executable.encode(), json.dumps(cuda, sort_keys=True).encode())[:24]
    path = os.path.join(cache_dir, "toolchain", f"{backend}-{key}.json")
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        pass
    env = dict(os.environ, CUDA_HOME=os.environ.get("CUDA_HOME", "/nonexistent"))
    out = subprocess.run([sys.executable, "-c", _PROBE], capture_output=True, text=True,
                         check=True, env=env).stdout
    info = json.loads(out.strip().splitlines()[-1])
    info.update(python_include=sysconfig.get_paths()["include"], cxx=CXX, cxx_version=cxx, **cuda)
    atomic_write_json(path, info)
    return info


def _abi_defines(info: dict[str, Any], module_name: str) -> list[str]:
    flags = [f"-D_GLIBCXX_USE_CXX11_ABI={info['cxx11_abi']}", f"-DTORCH_EXTENSION_NAME={module_name}",
             "-DTORCH_API_INCLUDE_EXTENSION_H"]
    for k, macro in (("pybind11_compiler_type", "PYBIND11_COMPILER_TYPE"),
                     ("pybind11_stdlib", "PYBIND11_STDLIB"),
                     ("pybind11_build_abi", "PYBIND11_BUILD_ABI")):
        if info.get(k):
            flags.append(f'-D{macro}="{info[k]}"')
    return flags


def _includes(info: dict[str, Any]) -> list[str]:
    inc: list[str] = []
    for p in info["include_paths"]:
        inc += ["-isystem", p]
    inc += ["-isystem", info["python_include"]]
    if info.get("cuda_include"):
        inc += ["-isystem", info["cuda_include"]]
    return inc


def compile_flags(info: dict[str, Any], module_name: str) -> list[str]:
    """g++ flags for every C++ translation unit (the same for all: part of every cache key)."""
    return (["-O3", "-fopenmp", "-fPIC", "-std=c++17", "-Wno-unused-parameter"]
            + _abi_defines(info, module_name) + _includes(info))


def nvcc_flags(info: dict[str, Any], module_name: str) -> list[str]:
    """nvcc flags for every .cu translation unit: one SASS per detected arch plus PTX of the newest."""
    *older, newest = info["cuda_arches"]
    gencode = [f"-gencode=arch=compute_{a},code=sm_{a}" for a in older]
    # One front-end pass for the newest arch's SASS and PTX together (two -gencode entries run it twice).
    gencode.append(f"-gencode=arch=compute_{newest},code=[sm_{newest},compute_{newest}]")
    return (["-O3", "-std=c++17", "--compiler-options", "-fPIC", "--expt-relaxed-constexpr"]
            + gencode + _abi_defines(info, module_name) + _includes(info))


def fast_linker() -> list[str]:
    """lld, else gold, where installed: linking against torch's libraries reads their symbol
    tables, which lld does in a quarter and gold in half of the default linker's time."""
    for name in ("lld", "gold"):
        if shutil.which(f"ld.{name}"):
            return [f"-fuse-ld={name}"]
    return []


def link_flags(info: dict[str, Any], backend: str = "cpu") -> list[str]:
    flags = ["-shared", "-fopenmp", *fast_linker()]
    for p in info["library_paths"] + ([info["cuda_lib"]] if backend == "cuda" else []):
        flags += [f"-L{p}", f"-Wl,-rpath,{p}"]
    flags += ["-lc10", "-ltorch", "-ltorch_cpu", "-ltorch_python"]
    if backend == "cuda":
        flags += ["-lc10_cuda", "-ltorch_cuda", "-lcudart"]
    return flags
