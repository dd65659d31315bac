"""Build <workspace>/build/<module>.so from the trusted binding + the agent's kernels.

Contract (`compile_workspace`): the workspace's source files are first copied by this trusted
process into a snapshot (compile_snapshot.py); the compilers run in the snapshot, never in the
workspace. Every translation unit is compiled separately: kernels/*.cpp (and the trusted
binding.cpp) with g++ -O3 -fopenmp -fPIC -std=c++17 and torch's include paths; on the cuda
backend also kernels/*.cu with nvcc for the detected GPU arch. Objects are cached
content-addressed in <cache-dir>/objects: the trusted binding.cpp by its bytes + flags + compiler
and torch versions (built once per toolchain, shared by all episodes); an agent unit by its path,
the trusted binding_registry.h, flags and versions (plus nvcc version and arch for .cu files) and
the digest of what its compiler can read: its view, the snapshot less the other kernel units (so
an edit to one kernel leaves the others cached; `__has_include` of another unit is false there),
or, when the compile in the view fails naming another unit (an #include of a .cu), the whole
snapshot, compiled again. The link uses lld or gold where installed. With `jail`
({policy, out_dir, src_dir}), each agent unit's compiler runs contained (sandbox_exec.py): it
sees the snapshot (taken into src_dir) read-only, not the workspace, the workdir, other episodes'
files or the cache, and writes only out_dir. The linked library is cached too (key = the object
keys). All cache writes are tmp+rename, safe for concurrent callers. Returns a CompileResult
(verdict.py; render.py writes its text); `log` holds the compiler's errors trimmed for the agent
(paths relative to the workspace, ~8 KB cap).
The agent's faults (syntax errors, link errors, sources too large) give ok=false, infra_error=false.
"""
from __future__ import annotations

import contextlib
import dataclasses
import errno
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

from . import cache_auth, candidate_sandbox, compile_snapshot, inline_sources, precompiled_header, sandbox_enter
from .common import log, sha256_bytes
from .toolchain import CXX, compile_flags, link_flags, nvcc_flags, toolchain_info
from .verdict import CompileResult

LOG_CAP = 8 * 1024
SANDBOX_EXEC = os.path.join(os.path.dirname(os.path.abspath(__file__)), "sandbox_exec.py")
# One translation unit's compile time limit: over it the unit fails to build (the agent's fault).
def unit_timeout_s() -> float:
    """Limit for one translation unit, read per call (a pre-imported worker serves calls with
    different environments)."""
    return float(os.environ.get("WARPGYM_UNIT_TIMEOUT_S", "300"))
MODULES = {"cpu": "cpu_extension", "cuda": "cuda_extension"}


def module_name(backend: str) -> str:
    return MODULES[backend]


def build_dir(workspace: str) -> str:
    return os.path.join(workspace, "build")


def library_path(workspace: str, backend: str) -> str:
    return os.path.join(build_dir(workspace), module_name(backend) + ".so")


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


class _Laps:
    """Seconds since the previous lap, recorded under each stage's name."""

    def __init__(self, into: dict[str, float]):
        self.into, self.t = into, time.perf_counter()

    def __call__(self, stage: str) -> None:
        now = time.perf_counter()
        self.into[stage] = round(now - self.t, 3)
        self.t = now


@dataclasses.dataclass
class _Unit:
    name: str  # as the agent sees it (the trusted binding: "binding.cpp")
    cwd: str
    rel: str  # path relative to cwd
    compiler: list[str]
    inc: list[str]
    key: str  # the object's key
    agent: bool  # compiled from the agent's sources (contained), not the trusted binding
    leave_out: set[str] = dataclasses.field(default_factory=set)  # the other units: not in its view
    full_key: str | None = None  # the key with every source file (None: `key` is that already)

    def use_whole_snapshot(self, root: str) -> None:
        """From its view to every source file, keyed as such (the view's other units included)."""
        self.cwd, self.key, self.full_key, self.leave_out = root, self.full_key or self.key, None, set()

    def include_dirs(self) -> list[str]:
        return [*self.inc, "-I", os.path.join(self.cwd, "kernels")] if self.agent else self.inc


def _compile_one(u: _Unit, scratch: str, jail: dict | None, hide: str) -> tuple[bool, str, str]:
    """One translation unit, compiled to a private object: (ok, compiler errors, object). With
    `jail` the compiler runs contained (sandbox_exec.py): it sees its cwd (the snapshot)
    read-only, not `hide` (the workspace), and writes only into the jail's out_dir."""
    if jail:  # its own output dir, bound alone: no unit reads another's object (its source is
        # not in this unit's key when the two compile in views without each other)
        own = os.path.join(jail["out_dir"], u.key[:32])
        candidate_sandbox.prepare_private_dir(own, jail["policy"].get("uid", os.geteuid()))
        out = os.path.join(own, f"obj{os.getpid()}.o")
    else:
        out = os.path.join(scratch, f"obj{os.getpid()}.{u.key[:16]}.o")
    cmd = [*u.compiler, *u.include_dirs(), "-c", u.rel, "-o", out]
    if jail:
        pol = dict(jail["policy"], cwd=u.cwd, workspace=u.cwd,
                   cgroup=candidate_sandbox.compiler_cgroup(u.key, jail["cgroup_parent"]),
                   writable_dirs=[own], hidden_dirs=sorted({*jail["policy"].get("hidden_dirs", []), hide}))
        cmd = [sys.executable, "-S", SANDBOX_EXEC, json.dumps(pol), *cmd]
    try:  # compiler output is the agent's text: any bytes
        p = subprocess.run(cmd, cwd=u.cwd, capture_output=True, text=True, errors="replace", timeout=unit_timeout_s())
        ok, err = p.returncode == 0, p.stderr
        if jail and not ok and (p.returncode in (-9, 137) or "Killed signal terminated" in err):
            err += (f"\n{u.rel}: the compiler was killed: a contained compile may use "
                    f"{candidate_sandbox.compiler_memory_bytes() >> 20} MiB of memory and "
                    f"{candidate_sandbox.COMPILER_PIDS} processes\n")
    except subprocess.TimeoutExpired:  # a template or constexpr bomb is the agent's, not the environment's
        ok, err = False, f"{u.rel}: compilation took longer than {unit_timeout_s():g} s and was stopped"
    finally:
        if jail:
            try:
                sandbox_enter.cleanup(pol)
            except Exception as e:  # noqa: BLE001 - a leftover group is swept later; the compile stands
                log(f"compiler cgroup cleanup failed: {e}")
    return ok, err, out


def _store(u: _Unit, out: str, cache_dir: str) -> bool:
    """Copies a compiled unit's object into the shared cache, signed by this trusted process;
    False when there is no object. The output dir of a contained compiler is the sandbox's:
    the object is read as a regular file only, never through a symlink, never blocking."""
    data = compile_snapshot.read_agent_file(out)
    if data is None:
        return False
    obj = _object_path(cache_dir, u.key)
    os.makedirs(os.path.dirname(obj), exist_ok=True)
    tmp = f"{obj}.tmp{os.getpid()}"
    with open(tmp, "wb") as f:
        f.write(data)
    os.replace(tmp, obj)
    cache_auth.sign_file(cache_dir, obj)
    return True


def _object_path(cache_dir: str, key: str) -> str:
    return os.path.join(cache_dir, "objects", key[:2], key + ".o")


def compile_workspace(workspace: str, template_dir: str, cache_dir: str, backend: str = "cpu",
                      fresh: bool = False, jail: dict | None = None) -> CompileResult:
    t0 = time.perf_counter()
    res = CompileResult(sandboxed=jail is not None)
    workspace, template_dir, cache_dir = map(os.path.abspath, (workspace, template_dir, cache_dir))
    cache_auth.ensure_key(cache_dir)
    if fresh:
        shutil.rmtree(build_dir(workspace), ignore_errors=True)
    os.makedirs(os.path.join(cache_dir, "objects"), exist_ok=True)
    scratch = tempfile.mkdtemp(prefix="compile-", dir=os.path.join(cache_dir, "objects"))
    if jail:  # the sandbox's own dir: whatever an earlier call left there goes
        for entry in os.scandir(jail["out_dir"]):
            if entry.is_dir(follow_symlinks=False):
                shutil.rmtree(entry.path, ignore_errors=True)
            else:
                with contextlib.suppress(OSError):
                    os.unlink(entry.path)
    try:
        _compile(res, workspace, template_dir, cache_dir, backend, jail, scratch)
    finally:
        shutil.rmtree(scratch, ignore_errors=True)
        if jail:
            shutil.rmtree(jail["src_dir"], ignore_errors=True)
            shutil.rmtree(jail["src_dir"] + ".units", ignore_errors=True)
    res.seconds = round(time.perf_counter() - t0, 3)
    return res


def _compile(res: CompileResult, workspace: str, template_dir: str, cache_dir: str, backend: str,
             jail: dict | None, scratch: str) -> None:
    mod = module_name(backend)
    src_dir = jail["src_dir"] if jail else os.path.join(scratch, "src")
    shutil.rmtree(src_dir, ignore_errors=True)
    shutil.rmtree(src_dir + ".units", ignore_errors=True)
    lap = _Laps(res.stage_seconds)
    try:
        generated = _inline_units(workspace, backend)
        snap = compile_snapshot.take(workspace, src_dir, generated)
    except (compile_snapshot.SnapshotError, inline_sources.InlineError) as e:
        res.log = str(e)
        res.problem = f"COMPILE FAILED: {e}."
        return
    lap("snapshot")
    exts = (".cpp", ".cu") if backend == "cuda" else (".cpp",)
    sources = [rel for rel in snap.files if os.path.dirname(rel) == "kernels" and rel.endswith(exts)]
    sources += sorted(generated)
    if not sources:
        want = "kernels/*.cu or kernels/*.cpp" if backend == "cuda" else "kernels/*.cpp"
        res.log = f"no {want} files found"
        res.problem = (f"COMPILE FAILED: no {want} files in the workspace (write at least one kernel, or "
                       "build it with load_inline in model_new.py).")
        return
    try:
        info = toolchain_info(cache_dir, backend)
    except Exception as e:  # the environment, not the agent
        res.infra_error = True
        res.problem = f"COMPILE: INFRA ERROR: the toolchain probe failed: {e}"
        return
    flags = compile_flags(info, mod)
    gxx = [CXX, *flags, "-fdiagnostics-color=never", "-fmax-errors=20"]
    nvcc = [info["nvcc"], *nvcc_flags(info, mod)] if backend == "cuda" else []
    base_key = [" ".join(flags).encode(), info["cxx_version"].encode(), info["torch_version"].encode()]
    cu_key = [" ".join(nvcc).encode(), info.get("nvcc_version", "").encode()]
    res.flags_key = sha256_bytes(*base_key, *cu_key)[:16]
    with open(os.path.join(template_dir, "binding_registry.h"), "rb") as f:
        registry_h = f.read()
    _trusted_copy(os.path.join(snap.root, "binding_registry.h"), registry_h)
    with open(os.path.join(template_dir, "binding.cpp"), "rb") as f:
        binding_src = f.read()
    units = [_Unit("binding.cpp", template_dir, "binding.cpp", gxx, ["-I", template_dir],
                   sha256_bytes(b"binding", binding_src, registry_h, *base_key), False)]
    use_views = _views_affordable(sources, snap)
    for rel in sources:
        is_cu = rel.endswith(".cu")
        parts = [registry_h, *base_key, *(cu_key if is_cu else [])]
        full = sha256_bytes(b"kernel", os.fsencode(rel), snap.digest.encode(), *parts)
        u = _Unit(rel, snap.root, rel, nvcc if is_cu else gxx, ["-I", template_dir], full, True)
        others = set(sources) - {rel} if use_views else set()
        if others:  # compiled in a view without them: editing one kernel leaves the others cached
            view = compile_snapshot.view_digest(snap, others)
            u.key, u.full_key, u.leave_out = sha256_bytes(b"kernel", os.fsencode(rel), view.encode(), *parts), full, others
        units.append(u)
    todo = [u for u in units if not _cached(u, cache_dir)]
    res.objects_cached = len(units) - len(todo)  # signed by a harness, not planted
    lap("toolchain_and_cache")
    views = _views(todo, snap, src_dir + ".units", registry_h)
    pch_dir = None
    if any(u.agent and u.compiler is gxx for u in todo):
        jail, pch_dir = _with_precompiled_header(todo, gxx, base_key, cache_dir, template_dir,
                                                 [snap.root, *views], jail)
        lap("precompiled_header")
    logs: list[str] = []
    ok = True
    if todo:
        log(f"compiling {len(todo)} translation unit(s): {', '.join(u.name for u in todo)}")
        results = _compile_all(todo, scratch, jail, workspace)
        again = [i for i, (u, (good, err, _)) in enumerate(zip(todo, results))
                 if not good and _needs_other_units(u, err)]
        for i in again:  # a unit that includes another one: compiled with every source file, as keyed
            with contextlib.suppress(OSError):
                os.unlink(results[i][2])
            todo[i].use_whole_snapshot(snap.root)
        for i, r in zip(again, _compile_all([todo[i] for i in again], scratch, jail, workspace)):
            results[i] = r
        for u, (good, err, out) in zip(todo, results):
            good = good and _store(u, out, cache_dir)
            res.objects_compiled += int(good)
            ok &= good
            if err.strip():
                logs.append(err.replace(u.cwd + os.sep, ""))
            with contextlib.suppress(OSError):  # the jail's out_dir is the call's
                os.unlink(out)
        lap("units")
    objs = [_object_path(cache_dir, u.key) for u in units]
    if ok:
        ok = _link(res, objs, info, backend, cache_dir, workspace, logs)
        lap("link")
    res.ok = ok
    res.objects = objs
    res.units = len(units)
    text = "\n".join(logs)
    if pch_dir:  # the trusted header's copy lives in the cache, whose path is not the agent's
        text = text.replace(pch_dir + os.sep, "")
    res.log = trim_log(text, workspace)


# Views cost (units x files) links and digest entries per call, in this process: above this, every
# unit compiles in the whole snapshot (keyed by it), as one view would.
MAX_VIEW_ENTRIES = 100_000


def _views_affordable(sources: list[str], snap: compile_snapshot.Snapshot) -> bool:
    return len(sources) * len(snap.files) <= MAX_VIEW_ENTRIES


def _cached(u: _Unit, cache_dir: str) -> bool:
    """Whether u's object is in the cache (signed by a harness, not planted): under its view's key,
    or, for a unit that needed the other units, under the key of every source file."""
    if cache_auth.file_ok(cache_dir, _object_path(cache_dir, u.key)):
        return True
    if u.full_key and cache_auth.file_ok(cache_dir, _object_path(cache_dir, u.full_key)):
        u.use_whole_snapshot(u.cwd)  # still the snapshot's root: no view was made for it
        return True
    return False


def _views(todo: list[_Unit], snap: compile_snapshot.Snapshot, root: str, registry_h: bytes) -> list[str]:
    """Each unit to compile that has a view gets one under `root`: the snapshot less the other
    units, with the trusted header at its root like the snapshot's."""
    made = []
    for i, u in enumerate(u for u in todo if u.leave_out):
        u.cwd = compile_snapshot.view(snap, u.leave_out, os.path.join(root, str(i)))
        _trusted_copy(os.path.join(u.cwd, "binding_registry.h"), registry_h)
        made.append(u.cwd)
    return made


def _compile_all(todo: list[_Unit], scratch: str, jail: dict | None, workspace: str) -> list[tuple[bool, str, str]]:
    with ThreadPoolExecutor(max_workers=max(1, os.cpu_count() or 1)) as ex:
        return list(ex.map(lambda u: _compile_one(u, scratch, jail if u.agent else None, workspace), todo))


def _needs_other_units(u: _Unit, err: str) -> bool:
    """A unit's compile in its view failed naming another unit (an #include, an .incbin of it):
    it is compiled again with every source file."""
    return u.full_key is not None and any(os.path.basename(o) in err for o in u.leave_out)


def _with_precompiled_header(todo: list[_Unit], gxx: list[str], base_key: list[bytes], cache_dir: str,
                             template_dir: str, roots: list[str],
                             jail: dict | None) -> tuple[dict | None, str | None]:
    """Points the agent's g++ units at the precompiled binding_registry.h (precompiled_header.py)
    and lets a contained compiler read its directory: (the jail, that directory); the jail as it
    was and None when the header is not there."""
    pch_dir = precompiled_header.prepared(cache_dir, template_dir, gxx, base_key)
    if pch_dir is None:
        return jail, None
    for root in roots:  # the snapshot and each unit's view
        precompiled_header.link_into(root, pch_dir)
    for u in todo:
        if u.agent and u.compiler is gxx:
            u.inc = ["-I", pch_dir, *u.inc]
    if jail is None:
        return None, pch_dir
    ro = sorted({*jail["policy"].get("read_only_paths", []), pch_dir})
    return dict(jail, policy=dict(jail["policy"], read_only_paths=ro)), pch_dir


def _inline_units(workspace: str, backend: str) -> dict[str, bytes]:
    """The translation units of model_new.py's load_inline calls (KernelBench's format), read
    statically by this process (inline_sources.py); InlineError when they cannot be."""
    src = compile_snapshot.read_agent_file(os.path.join(workspace, "model_new.py"))
    if not src or not inline_sources.mentions_load_inline(src):
        return {}
    out: dict[str, bytes] = {}
    for build in inline_sources.find_builds(src.decode("utf-8", errors="replace")):
        out.update({rel: text.encode() for rel, text in build.files(backend).items()})
    return out


def _trusted_copy(path: str, data: bytes) -> None:
    """The trusted header at the snapshot's root, whatever the workspace held there: the
    module-callback form includes "../binding_registry.h" from kernels/."""
    if os.path.isdir(path) and not os.path.islink(path):
        shutil.rmtree(path)
    elif os.path.lexists(path):
        os.unlink(path)
    with open(path, "wb") as f:
        f.write(data)
    os.chmod(path, 0o644)


def _link(res: CompileResult, objs: list[str], info: dict, backend: str, cache_dir: str, workspace: str,
          logs: list[str]) -> bool:
    """Links (or takes the cached library of) the objects into <workspace>/build/<module>.so."""
    lflags = link_flags(info, backend)
    lib_key = sha256_bytes(*(os.path.basename(o).encode() for o in objs), " ".join(lflags).encode())
    lib_cache = os.path.join(cache_dir, "libs", lib_key + ".so")
    if not cache_auth.file_ok(cache_dir, lib_cache):
        os.makedirs(os.path.dirname(lib_cache), exist_ok=True)
        tmp = f"{lib_cache}.tmp{os.getpid()}"
        p = subprocess.run([CXX, *objs, *lflags, "-o", tmp], capture_output=True, text=True, errors="replace")
        if p.returncode != 0:
            logs.append(p.stderr)
            if os.path.exists(tmp):
                os.unlink(tmp)
            return False
        os.replace(tmp, lib_cache)
        cache_auth.sign_file(cache_dir, lib_cache)
    why = _install(lib_cache, workspace, backend)
    if why is not None:
        logs.append(why)
        return False
    res.library = os.path.relpath(library_path(workspace, backend), workspace)
    return True


def _install(lib_cache: str, workspace: str, backend: str) -> str | None:
    """Copies the library to <workspace>/build/<module>.so; None, or why not (the agent's doing).
    This process may be root and build/ is the agent's: it must be a real directory (never a
    symlink to follow out of the workspace, a FIFO or a file), written through its descriptor;
    the library replaces whatever entry has its name (rename does not follow it)."""
    d = build_dir(workspace)
    full = "the workspace is full (its disk quota): delete files so that build/ can take the extension"
    try:
        os.mkdir(d, 0o755)
    except FileExistsError:
        pass
    except OSError as e:
        if e.errno in (errno.ENOSPC, errno.EDQUOT):
            return full
        raise
    try:
        dfd = os.open(d, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC)
    except OSError:
        return "build is not a directory: remove or rename it (the extension is written to build/)"
    name = os.path.basename(library_path(workspace, backend))
    tmp = f".tmp-{os.getpid()}-{name}"
    try:
        with open(lib_cache, "rb") as src:
            data = src.read()
        fd = os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW | os.O_CLOEXEC, 0o755, dir_fd=dfd)
        with os.fdopen(fd, "wb") as f:
            f.write(data)
        os.replace(tmp, name, src_dir_fd=dfd, dst_dir_fd=dfd)
        return None
    except IsADirectoryError:
        return f"build/{name} is a directory: remove it"
    except OSError as e:
        if e.errno in (errno.ENOSPC, errno.EDQUOT):  # the agent filled its own workspace
            return full
        raise
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp, dir_fd=dfd)
        os.close(dfd)
