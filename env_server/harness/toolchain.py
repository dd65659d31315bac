"""Compiler and torch facts needed to build an extension, without importing torch.

Contract: `toolchain_info(cache_dir)` returns a dict with the include and library paths, the
ABI defines torch's own pybind11 was built with, the torch version and the g++ version.  The
first call per (torch install, compiler) imports torch once in a child process and caches the
answer under cache_dir/toolchain/; later calls only read a small JSON file (a few ms), so a
`compile` call never pays the torch import.
"""
from __future__ import annotations

import importlib.util
import json
import os
import subprocess
import sys
import sysconfig
from typing import Any

from common import atomic_write_json, sha256_bytes

CXX = os.environ.get("WARPGYM_CXX", "g++")

_PROBE = r"""
import json, torch
from torch.utils import cpp_extension as ce
print(json.dumps({
    "torch_version": torch.__version__,
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


def compiler_version() -> str:
    out = subprocess.run([CXX, "--version"], capture_output=True, text=True, check=True).stdout
    return out.splitlines()[0].strip()


def toolchain_info(cache_dir: str) -> dict[str, Any]:
    tdir = _torch_dir()
    vfile = os.path.join(tdir, "version.py")
    st = os.stat(vfile)
    cxx = compiler_version()
    key = sha256_bytes(tdir.encode(), str(st.st_mtime_ns).encode(), cxx.encode(),
                       sys.executable.encode())[:24]
    path = os.path.join(cache_dir, "toolchain", f"{key}.json")
    try:
        with open(path) as f:
            return json.load(f)
    except (OSError, ValueError):
        pass
    env = dict(os.environ, CUDA_HOME=os.environ.get("CUDA_HOME", "/nonexistent"))
    out = subprocess.run([sys.executable, "-c", _PROBE], capture_output=True, text=True,
                         check=True, env=env).stdout
    info = json.loads(out.strip().splitlines()[-1])
    info["python_include"] = sysconfig.get_paths()["include"]
    info["cxx"] = CXX
    info["cxx_version"] = cxx
    atomic_write_json(path, info)
    return info


def compile_flags(info: dict[str, Any], module_name: str) -> list[str]:
    """Flags for every translation unit (same for all, so they are part of every cache key)."""
    flags = ["-O3", "-fopenmp", "-fPIC", "-std=c++17", "-Wno-unused-parameter",
             f"-D_GLIBCXX_USE_CXX11_ABI={info['cxx11_abi']}",
             f"-DTORCH_EXTENSION_NAME={module_name}", "-DTORCH_API_INCLUDE_EXTENSION_H"]
    for k, macro in (("pybind11_compiler_type", "PYBIND11_COMPILER_TYPE"),
                     ("pybind11_stdlib", "PYBIND11_STDLIB"),
                     ("pybind11_build_abi", "PYBIND11_BUILD_ABI")):
        if info.get(k):
            flags.append(f'-D{macro}="{info[k]}"')
    for p in info["include_paths"]:
        flags += ["-isystem", p]
    flags += ["-isystem", info["python_include"]]
    return flags


def link_flags(info: dict[str, Any]) -> list[str]:
    flags = ["-shared", "-fopenmp"]
    for p in info["library_paths"]:
        flags += [f"-L{p}", f"-Wl,-rpath,{p}"]
    flags += ["-lc10", "-ltorch", "-ltorch_cpu", "-ltorch_python"]
    return flags
