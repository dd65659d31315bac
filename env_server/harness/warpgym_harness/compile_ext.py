"""Build <workspace>/build/<module>.so from the trusted binding + the agent's kernels.

Contract (`compile_workspace`): every translation unit is compiled separately: kernels/*.cpp
(and the trusted binding.cpp) with g++ -O3 -fopenmp -fPIC -std=c++17 and torch's include
paths; on the cuda backend also kernels/*.cu with nvcc for the detected GPU arch; objects are cached
content-addressed in <cache-dir>/objects (key = source bytes + bytes of every header the agent
could include from the workspace + the trusted binding_registry.h + flags + compiler version +
torch version, plus nvcc version and arch for .cu files), so the heavy binding.cpp object is built once per toolchain and shared by all
episodes.  With `jail`, each agent-source unit's compiler runs contained (sandbox_exec.py),
so an #include cannot read other episodes' files or host secrets.  The linked library is cached too (key = the object keys).  All cache writes are
tmp+rename, safe for concurrent callers.  Returns a CompileResult (verdict.py; render.py writes
its text); `log` holds the compiler's errors trimmed for the agent (paths relative to the
workspace, ~8 KB cap).
The agent's faults (syntax errors, link errors) give ok=false, infra_error=false.
"""
from __future__ import annotations

import glob
import json
import os
import re
import shutil
import stat
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from typing import Any

from . import cache_auth
from .common import atomic_copy, log, sha256_bytes
from .toolchain import CXX, compile_flags, link_flags, nvcc_flags, toolchain_info
from .verdict import CompileResult

LOG_CAP = 8 * 1024
SANDBOX_EXEC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sandbox_exec.py")
# One translation unit's compile time limit: over it the unit fails to build (the agent's fault).
def unit_timeout_s() -> float:
    """Limit for one translation unit, read per call (a pre-imported worker serves calls with
    different environments)."""
    return float(os.environ.get("WARPGYM_UNIT_TIMEOUT_S", "300"))
HEADER_EXTS = (".h", ".hpp", ".hh", ".inc", ".inl", ".cuh")
MODULES = {"cpu": "cpu_extension", "cuda": "cuda_extension"}


def module_name(backend: str) -> str:
    return MODULES[backend]


def build_dir(workspace: str) -> str:
    return os.path.join(workspace, "build")


def library_path(workspace: str, backend: str) -> str:
    return os.path.join(build_dir(workspace), module_name(backend) + ".so")


def read_agent_file(path: str) -> bytes | None:
    """The bytes of a regular file the agent wrote, or None for anything else: never follows a
    symlink (this process may be root: `x.h -> /proc/self/mem` or a host secret), never blocks
    on a FIFO, never reads a device."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            return None
        with os.fdopen(fd, "rb", closefd=False) as f:
            return f.read()
    except OSError:
        return None
    finally:
        os.close(fd)


def _workspace_headers(workspace: str) -> bytes:
    """Bytes of every header a kernel might include from the workspace (kernels/ and root)."""
    parts = []
    root = os.path.realpath(workspace) + os.sep
    for d in (workspace, os.path.join(workspace, "kernels")):
        for p in sorted(glob.glob(os.path.join(d, "*"))):
            if not p.endswith(HEADER_EXTS):
                continue
            data = read_agent_file(p)
            if os.path.islink(p):  # the compiler follows it: key the link and, inside the workspace, its target
                real = os.path.realpath(p)
                data = b"->" + os.fsencode(os.readlink(p)) + b"\0" + (
                    (read_agent_file(real) or b"") if real.startswith(root) else b"")
            if data is not None:
                parts.append(os.fsencode(os.path.basename(p)) + b"\0" + data)
    return b"\0".join(parts)


def trim_log(text: str, workspace: str, cap: int = LOG_CAP) -> str:
    """Keep what the agent needs: error/warning blocks in its own files, not torch's include chains."""
    text = text.replace(os.path.abspath(workspace) + os.sep, "")
    lines = [l for l in text.splitlines()
             if not l.startswith("In file included from") and not l.lstrip().startswith("from ")
             and "compilation terminated" not in l]
    out = "\n".join(lines).strip()
    if len(out) <= cap:
        return out
    # Too long: keep the error lines with two lines of context each (source line + caret).
    keep: list[str] = []
    for i, l in enumerate(lines):
        if re.search(r"\berror\b|undefined reference", l):
            keep.extend(lines[i:i + 3])
    out = "\n".join(keep) or out
    if len(out) > cap:
        out = out[:cap] + f"\n[... {len(out) - cap} bytes of compiler output cut ...]"
    return out


def _compile_one(src_rel: str, cwd: str, obj_path: str, compiler: list[str], inc: list[str],
                 jail: dict | None, cache_dir: str) -> tuple[bool, str]:
    """One translation unit.  With `jail` ({policy, out_dir}) the compiler runs contained
    (sandbox_exec.py): it sees the workspace read-only and writes only into out_dir; the object
    is then copied into the shared cache by this (trusted) process, which signs it (cache_auth)."""
    os.makedirs(os.path.dirname(obj_path), exist_ok=True)
    tag = f"{os.getpid()}.{id(src_rel)}"
    tmp = f"{obj_path}.tmp{tag}"
    out = os.path.join(jail["out_dir"], f"obj{tag}.o") if jail else tmp
    cmd = [*compiler, *inc, "-c", src_rel, "-o", out]
    if jail:
        cmd = [sys.executable, "-S", SANDBOX_EXEC, json.dumps(dict(jail["policy"], cwd=cwd)), *cmd]
    try:  # compiler output is the agent's text: any bytes
        p = subprocess.run(cmd, cwd=cwd, capture_output=True, text=True, errors="replace", timeout=unit_timeout_s())
        ok, err = p.returncode == 0 and os.path.isfile(out), p.stderr
    except subprocess.TimeoutExpired:  # a template or constexpr bomb is the agent's, not the environment's
        ok, err = False, f"{src_rel}: compilation took longer than {unit_timeout_s():g} s and was stopped"
    if ok and jail:
        shutil.copyfile(out, tmp)
    if ok:
        os.replace(tmp, obj_path)
        cache_auth.sign_file(cache_dir, obj_path)
    for leftover in {tmp, out}:
        if os.path.exists(leftover):
            os.unlink(leftover)
    return ok, err


def compile_workspace(workspace: str, template_dir: str, cache_dir: str, backend: str = "cpu",
                      fresh: bool = False, jail: dict | None = None) -> CompileResult:
    t0 = time.perf_counter()
    res = CompileResult(sandboxed=jail is not None)
    mod = module_name(backend)
    workspace, template_dir, cache_dir = map(os.path.abspath, (workspace, template_dir, cache_dir))
    cache_auth.ensure_key(cache_dir)
    kdir = os.path.join(workspace, "kernels")
    exts = ("*.cpp", "*.cu") if backend == "cuda" else ("*.cpp",)
    sources = sorted(p for e in exts for p in glob.glob(os.path.join(kdir, e))
                     if os.path.isfile(p) and not os.path.islink(p))
    if fresh:
        shutil.rmtree(build_dir(workspace), ignore_errors=True)
    if not sources:
        want = "kernels/*.cu or kernels/*.cpp" if backend == "cuda" else "kernels/*.cpp"
        res.log = f"no {want} files found"
        res.problem = f"COMPILE FAILED: no {want} files in the workspace (write at least one kernel)."
        res.seconds = round(time.perf_counter() - t0, 3)
        return res
    try:
        info = toolchain_info(cache_dir, backend)
    except Exception as e:  # the environment, not the agent
        res.infra_error = True
        res.problem = f"COMPILE: INFRA ERROR: the toolchain probe failed: {e}"
        return res
    flags = compile_flags(info, mod)
    gxx = [CXX, *flags, "-fdiagnostics-color=never", "-fmax-errors=20"]
    nvcc = [info["nvcc"], *nvcc_flags(info, mod)] if backend == "cuda" else []
    base_key = [" ".join(flags).encode(), info["cxx_version"].encode(), info["torch_version"].encode()]
    cu_key = [" ".join(nvcc).encode(), info.get("nvcc_version", "").encode()]
    res.flags_key = sha256_bytes(*base_key, *cu_key)[:16]
    with open(os.path.join(template_dir, "binding_registry.h"), "rb") as f:
        registry_h = f.read()
    with open(os.path.join(template_dir, "binding.cpp"), "rb") as f:
        binding_src = f.read()
    # (display name, cwd, path relative to cwd, compiler command, include flags, key)
    units = [("binding.cpp", template_dir, "binding.cpp", gxx, ["-I", template_dir],
              sha256_bytes(b"binding", binding_src, registry_h, *base_key))]
    headers = _workspace_headers(workspace)
    for src in sources:
        data = read_agent_file(src)
        if data is None:  # replaced since it was listed: not a regular file any more
            res.log = f"{os.path.relpath(src, workspace)} is not a regular file"
            res.problem = f"COMPILE FAILED: {res.log}."
            res.seconds = round(time.perf_counter() - t0, 3)
            return res
        rel = os.path.relpath(src, workspace)
        is_cu = src.endswith(".cu")
        units.append((rel, workspace, rel, nvcc if is_cu else gxx, ["-I", template_dir, "-I", kdir],
                      sha256_bytes(b"kernel", data, headers, registry_h, *base_key, *(cu_key if is_cu else []))))
    obj_dir = os.path.join(cache_dir, "objects")
    objs, todo = [], []
    for name, cwd, rel, compiler, inc, key in units:
        obj = os.path.join(obj_dir, key[:2], key + ".o")
        objs.append(obj)
        if cache_auth.file_ok(cache_dir, obj):  # written by a harness, not planted
            res.objects_cached += 1
        else:
            todo.append((name, cwd, rel, compiler, inc, obj))
    logs: list[str] = []
    ok = True
    if todo:
        log(f"compiling {len(todo)} translation unit(s): {', '.join(t[0] for t in todo)}")
        with ThreadPoolExecutor(max_workers=max(1, os.cpu_count() or 1)) as ex:
            results = list(ex.map(lambda t: _compile_one(t[2], t[1], t[5], t[3], t[4],
                                                         jail if t[0] != "binding.cpp" else None, cache_dir), todo))
        for (name, *_), (good, err) in zip(todo, results):
            res.objects_compiled += int(good)
            ok &= good
            if err.strip():
                logs.append(err)
    if ok:
        lflags = link_flags(info, backend)
        lib_key = sha256_bytes(*(os.path.basename(o).encode() for o in objs), " ".join(lflags).encode())
        lib_cache = os.path.join(cache_dir, "libs", lib_key + ".so")
        if not cache_auth.file_ok(cache_dir, lib_cache):
            os.makedirs(os.path.dirname(lib_cache), exist_ok=True)
            tmp = f"{lib_cache}.tmp{os.getpid()}"
            p = subprocess.run([CXX, *objs, *lflags, "-o", tmp], capture_output=True, text=True, errors="replace")
            if p.returncode != 0:
                ok = False
                logs.append(p.stderr)
                if os.path.exists(tmp):
                    os.unlink(tmp)
            else:
                os.replace(tmp, lib_cache)
                cache_auth.sign_file(cache_dir, lib_cache)
        if ok:
            out = library_path(workspace, backend)
            atomic_copy(lib_cache, out)
            os.chmod(out, 0o755)
            res.library = os.path.relpath(out, workspace)
    res.ok = ok
    res.objects = objs
    res.units = len(units)
    res.log = trim_log("\n".join(logs), workspace)
    res.seconds = round(time.perf_counter() - t0, 3)
    return res
