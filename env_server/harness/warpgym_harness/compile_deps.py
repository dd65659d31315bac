"""The object cache's key covers every file the compiler read, from the compiler's own dependency
output (`-MD -MF`), not a guessed set of headers.

Contract: a unit's *base* key covers what is known before compiling (its source bytes and path,
the trusted headers, flags, compiler and torch versions). Its *manifest* (signed, in
<cache>/objects/manifests) lists, per object built from that base, the files the compiler read
outside the toolchain's own include directories with a digest of each as they were; a lookup
recomputes those digests from the workspace as it is now and takes an object only when every one
matches. So two episodes with the same source and a different `kernels/sub/v.h` (or any other
file an #include reaches) never share an object. Toolchain headers (torch, Python, CUDA, the
system's) are covered by the versions in the base key; every other file is read by content:
regular files only, never following the final symlink, never blocking (the reader may be root).
An assembler `.incbin` reads files the dependency output does not list: a unit whose source or
dependencies mention it is keyed by every regular file of the workspace instead.
Thread-safe for concurrent harness processes: manifests are updated under a file lock,
tmp+rename.
"""
from __future__ import annotations

import json
import os
import re
import stat

from . import cache_auth
from .common import file_lock, sha256_bytes

MANIFEST_ENTRIES = 16  # objects remembered per base key (newest first)
MAX_DEP_BYTES = 64 << 20  # a dependency larger than this is keyed by size and times, not read
SPECIAL_ROOTS = ("/proc/", "/sys/", "/dev/")
SYSTEM_ROOTS = ("/usr/include", "/usr/lib/gcc", "/usr/local/cuda")
_TOKEN = re.compile(r"(?:\\.|[^\s\\])+")
_INCBIN = re.compile(rb"incbin", re.IGNORECASE)


def system_dirs(info: dict) -> tuple[str, ...]:
    """Directories whose headers the toolchain versions in the base key already cover."""
    dirs = [*info.get("include_paths", []), info.get("python_include", ""), info.get("cuda_include", ""),
            *SYSTEM_ROOTS]
    return tuple(sorted({os.path.realpath(d).rstrip("/") + "/" for d in dirs if d}))


def parse_depfile(text: str) -> list[str]:
    """The prerequisites of a make-style dependency file (`obj.o: a.cpp b.h \\` ...)."""
    body = text.replace("\\\r\n", " ").replace("\\\n", " ")
    out: list[str] = []
    for line in body.splitlines():
        if ":" not in line:
            continue
        # the target is our own object path (no spaces, no colon); everything after ': ' is deps
        _, _, deps = line.partition(": ")
        for tok in _TOKEN.findall(deps):
            out.append(re.sub(r"\\(.)", r"\1", tok).replace("$$", "$"))
    return out


def read_agent_file(path: str, cap: int | None = None) -> bytes | None:
    """The bytes of a regular file the agent wrote, or None for anything else: never follows a
    symlink (this process may be root: `x.h -> /proc/self/mem` or a host secret), never blocks
    on a FIFO, never reads a device. A file above `cap` bytes gives a stand-in naming its size,
    modification time and inode instead of its bytes."""
    try:
        fd = os.open(path, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC)
    except OSError:
        return None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode):
            return None
        if cap is not None and st.st_size > cap:
            return b"\0large\0%d\0%d\0%d" % (st.st_size, st.st_mtime_ns, st.st_ino)
        with os.fdopen(fd, "rb", closefd=False) as f:
            return f.read() if cap is None else f.read(cap + 1)
    except OSError:
        return None
    finally:
        os.close(fd)


def _name(path: str, workspace: str) -> str:
    """How a dependency is recorded: `ws:<path inside the workspace>` (so that another episode's
    workspace with the same files matches) or its absolute path."""
    ws = os.path.normpath(workspace)
    return "ws:" + os.path.relpath(path, ws) if path.startswith(ws + os.sep) else path


def _path(name: str, workspace: str) -> str:
    return os.path.join(workspace, name[3:]) if name.startswith("ws:") else name


def _inspect(name: str, workspace: str, sys_dirs: tuple[str, ...]) -> tuple[str | None, bytes]:
    """(digest, bytes) of what the compiler read for the recorded dependency `name` in
    `workspace`; (None, b"") for a toolchain header. A symlink counts by where it leads (inside
    the workspace: relative to it)."""
    real = os.path.realpath(_path(name, workspace))
    if real.startswith(sys_dirs):
        return None, b""
    if real.startswith(SPECIAL_ROOTS) or real in ("/proc", "/sys", "/dev"):
        return sha256_bytes(b"special", os.fsencode(real)), b""
    data = read_agent_file(real, MAX_DEP_BYTES)
    where = _name(real, os.path.realpath(workspace))
    return sha256_bytes(os.fsencode(where), b"\0", data if data is not None else b"\0unreadable"), data or b""


def dep_digest(name: str, workspace: str, sys_dirs: tuple[str, ...]) -> str | None:
    return _inspect(name, workspace, sys_dirs)[0]


def inputs_read(depfile: str, cwd: str, workspace: str, sys_dirs: tuple[str, ...], source_rel: str,
                source: bytes) -> tuple[dict[str, str], str | None]:
    """What a compile of `source_rel` (relative to cwd) read, for its object's key: ({recorded
    name: digest} of the non-toolchain files of its dependency output, the source itself excluded:
    it is in the base key; the workspace digest or None). The whole workspace counts when the
    compiler wrote no dependency file or an `.incbin` (in the source or any of those files) read
    files the dependency output does not list."""
    try:
        with open(depfile, encoding="utf-8", errors="surrogateescape") as f:
            text = f.read()
    except OSError:
        return {}, workspace_digest(workspace)
    deps: dict[str, str] = {}
    incbin = bool(_INCBIN.search(source))
    skip = os.path.normpath(os.path.join(cwd, source_rel))
    for p in parse_depfile(text):
        ap = os.path.normpath(os.path.join(cwd, p))
        name = _name(ap, workspace)
        if ap == skip or name in deps:
            continue
        digest, data = _inspect(name, workspace, sys_dirs)
        if digest is not None:
            deps[name] = digest
            incbin = incbin or bool(_INCBIN.search(data))
    return deps, workspace_digest(workspace) if incbin else None


def workspace_digest(workspace: str) -> str:
    """Every regular file of the workspace except its build outputs: for `.incbin` units."""
    parts = []
    for root, dirs, files in os.walk(workspace):
        dirs[:] = sorted(d for d in dirs if not (root == workspace and d == "build"))
        for name in sorted(files):
            p = os.path.join(root, name)
            parts.append(os.fsencode(os.path.relpath(p, workspace)) + b"\0" + (read_agent_file(p, MAX_DEP_BYTES) or b"\0-"))
    return sha256_bytes(b"workspace", *parts)


def object_key(base: str, deps: dict[str, str], whole: str | None) -> str:
    return sha256_bytes(base.encode(), json.dumps(sorted(deps.items())).encode(), (whole or "").encode())


def _manifest_path(cache_dir: str, base: str) -> str:
    return os.path.join(cache_dir, "objects", "manifests", base[:2], base + ".json")


def _load(cache_dir: str, path: str) -> list[dict]:
    if not cache_auth.file_ok(cache_dir, path):
        return []
    try:
        with open(path) as f:
            entries = json.load(f).get("entries", [])
        return [e for e in entries if isinstance(e, dict)]
    except (OSError, ValueError, AttributeError):
        return []


def lookup(cache_dir: str, base: str, workspace: str, sys_dirs: tuple[str, ...]) -> str | None:
    """The key of a signed object built from `base` whose every recorded dependency still has
    the same digest now; None if there is none."""
    for e in _load(cache_dir, _manifest_path(cache_dir, base)):
        deps = e.get("deps") or {}
        if not isinstance(deps, dict):
            continue
        if any(dep_digest(n, workspace, sys_dirs) != d for n, d in deps.items()):
            continue
        whole = workspace_digest(workspace) if e.get("whole") else None
        if e.get("whole") and whole != e["whole"]:
            continue
        key = e.get("obj")
        if isinstance(key, str) and key == object_key(base, deps, whole):
            return key
    return None


def remember(cache_dir: str, base: str, deps: dict[str, str], whole: str | None, key: str) -> None:
    """Adds (deps, object key) to the base's manifest, newest first, signed."""
    path = _manifest_path(cache_dir, base)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with file_lock(path + ".lock"):
        entries = [e for e in _load(cache_dir, path) if e.get("obj") != key]
        entries.insert(0, {"deps": deps, "whole": whole, "obj": key})
        tmp = f"{path}.tmp{os.getpid()}"
        with open(tmp, "w") as f:
            json.dump({"entries": entries[:MANIFEST_ENTRIES]}, f)
        os.replace(tmp, path)
        cache_auth.sign_file(cache_dir, path)
