"""The sources a compile sees: a copy of the workspace's source files, taken by the trusted process
before the compiler starts, and the digest that keys every object built from it.

Contract: `take(workspace, dest)` copies every regular file under the workspace whose name ends in
one of SOURCE_SUFFIXES (the top-level build/ left out) into `dest`, at the same relative path, and
returns a Snapshot whose `digest` covers each copied path and its bytes (nothing under a
directory named *.gch or *.pch: GCC would load its files as precompiled headers). The compiler then runs in
`dest` and, contained, cannot see the workspace itself: what it can read of the agent's files is
exactly what the digest covers, whatever it reads them through (#include, __has_include, an
assembler .incbin or .include, /proc/self/cwd), and the agent cannot change those bytes between
the digest and the compiler's read. So an object cached under (unit, flags, versions, digest) is
what any workspace with the same source files compiles to, and a file the agent writes that is not
a source (logs, profiles, Python) changes no key.

`view(snap, leave_out, dest)` is the same snapshot less some files (the other translation units,
so that editing one kernel does not recompile the others): a directory of hard links to exactly
the files its digest (`view_digest`) covers, the same guarantee for a compiler contained in it.

The workspace is read by walking directory descriptors (each component opened with O_NOFOLLOW
relative to its parent, files with O_NONBLOCK and checked regular after opening): a symlink, FIFO
or device is never followed, opened for reading or copied, even if swapped in meanwhile (the
reader may be root). Limits: MAX_FILE_BYTES per file, MAX_TOTAL_BYTES and MAX_FILES in all,
MAX_DEPTH directory levels; over them SnapshotError, the agent's fault.
"""
from __future__ import annotations

import dataclasses
import hashlib
import os
import shutil
import stat

SOURCE_SUFFIXES = (".cu", ".cuh", ".cpp", ".cc", ".cxx", ".c", ".h", ".hh", ".hpp", ".hxx", ".inl",
                   ".inc", ".ipp", ".tcc", ".def", ".s", ".S")
SKIPPED_TOP_DIRS = ("build",)  # the compile's own outputs
# GCC reads every file of a directory named <header>.gch as a precompiled header (a binary image
# of its own heap, checked only loosely): no agent file is ever one, whatever its suffix.
PRECOMPILED_SUFFIXES = (".gch", ".pch")
MAX_FILE_BYTES = 16 << 20
MAX_TOTAL_BYTES = 128 << 20
MAX_FILES = 10_000
MAX_DEPTH = 32
_DIR_FLAGS = os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW | os.O_CLOEXEC
_FILE_FLAGS = os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK | os.O_CLOEXEC


class SnapshotError(Exception):
    """The workspace's sources cannot be snapshotted (too many, too large): the agent's fault."""


@dataclasses.dataclass
class Snapshot:
    root: str            # the copy: the compiler's working directory
    digest: str          # sha256 over every (relative path, bytes), in path order
    files: list[str]     # relative paths, sorted
    file_digests: dict[str, bytes] = dataclasses.field(default_factory=dict)  # path -> sha256 of its bytes


def read_agent_file(path: str) -> bytes | None:
    """The bytes of one regular file the agent wrote, or None for anything else (a symlink, FIFO,
    device): never follows the final symlink, never blocks."""
    try:
        fd = os.open(path, _FILE_FLAGS)
    except OSError:
        return None
    return _read_fd(fd, None)


def _read_fd(fd: int, cap: int | None) -> bytes | None:
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or (cap is not None and st.st_size > cap):
            return None
        with os.fdopen(fd, "rb", closefd=False) as f:
            data = f.read() if cap is None else f.read(cap + 1)
        return data if cap is None or len(data) <= cap else None
    except OSError:
        return None
    finally:
        os.close(fd)


def take(workspace: str, dest: str, generated: dict[str, bytes] | None = None) -> Snapshot:
    """Copies the workspace's source files into `dest` (created; must not exist), with the
    trusted side's `generated` files (relative path -> bytes) in place of any workspace file at
    those paths: the digest covers them like the rest."""
    found = _Found()
    top = os.open(workspace, _DIR_FLAGS)
    try:
        _walk(top, "", 0, found)
    finally:
        os.close(top)
    found.files.update(generated or {})
    os.makedirs(dest, mode=0o755)
    h = hashlib.sha256()
    for rel in sorted(found.files):
        data = found.files[rel]
        name = os.fsencode(rel)
        h.update(b"%d:%s%d:" % (len(name), name, len(data)))
        h.update(data)
        path = os.path.join(dest, rel)
        os.makedirs(os.path.dirname(path), mode=0o755, exist_ok=True)
        with open(path, "wb") as f:
            f.write(data)
        os.chmod(path, 0o644)
    digests = {rel: hashlib.sha256(data).digest() for rel, data in found.files.items()}
    return Snapshot(dest, h.hexdigest(), sorted(found.files), digests)


def view_digest(snap: Snapshot, leave_out: set[str]) -> str:
    """The digest of the snapshot less `leave_out`: every remaining path and its bytes."""
    h = hashlib.sha256(b"view1\0")
    for rel in snap.files:
        if rel not in leave_out:
            name = os.fsencode(rel)
            h.update(b"%d:%s" % (len(name), name) + snap.file_digests[rel])
    return h.hexdigest()


def view(snap: Snapshot, leave_out: set[str], dest: str) -> str:
    """`dest` (created; must not exist) holding the snapshot's files less `leave_out`, hard-linked
    (copied where links cannot be made); returns dest."""
    os.makedirs(dest, mode=0o755)
    for rel in snap.files:
        if rel in leave_out:
            continue
        path = os.path.join(dest, rel)
        os.makedirs(os.path.dirname(path), mode=0o755, exist_ok=True)
        try:
            os.link(os.path.join(snap.root, rel), path)
        except OSError:
            shutil.copyfile(os.path.join(snap.root, rel), path)
            os.chmod(path, 0o644)
    return dest


@dataclasses.dataclass
class _Found:
    files: dict[str, bytes] = dataclasses.field(default_factory=dict)
    total: int = 0  # bytes in `files`


def _walk(dfd: int, prefix: str, depth: int, found: _Found) -> None:
    if depth > MAX_DEPTH:
        raise SnapshotError(f"directories nested deeper than {MAX_DEPTH} levels under {prefix or '.'}")
    with os.scandir(dfd) as it:
        entries = sorted((e.name, e.is_dir(follow_symlinks=False), e.is_file(follow_symlinks=False)) for e in it)
    for name, is_dir, is_file in entries:
        rel = prefix + name
        if is_dir:
            if (depth == 0 and name in SKIPPED_TOP_DIRS) or name.endswith(PRECOMPILED_SUFFIXES):
                continue
            try:
                sub = os.open(name, _DIR_FLAGS, dir_fd=dfd)
            except OSError:  # replaced by a symlink or removed meanwhile: not a directory of sources
                continue
            try:
                _walk(sub, rel + "/", depth + 1, found)
            finally:
                os.close(sub)
        elif is_file and name.endswith(SOURCE_SUFFIXES):
            try:
                fd = os.open(name, _FILE_FLAGS, dir_fd=dfd)
            except OSError:
                continue
            data = _read_fd(fd, MAX_FILE_BYTES)
            if data is None:
                size = _size(dfd, name)
                if size is not None and size > MAX_FILE_BYTES:
                    raise SnapshotError(f"{rel} has {size} bytes; source files may have at most {MAX_FILE_BYTES}")
                continue  # not a regular file after all
            found.files[rel] = data
            if len(found.files) > MAX_FILES:
                raise SnapshotError(f"more than {MAX_FILES} source files in the workspace")
            found.total += len(data)
            if found.total > MAX_TOTAL_BYTES:
                raise SnapshotError(f"the workspace's source files total more than {MAX_TOTAL_BYTES} bytes")


def _size(dfd: int, name: str) -> int | None:
    try:
        st = os.stat(name, dir_fd=dfd, follow_symlinks=False)
    except OSError:
        return None
    return st.st_size if stat.S_ISREG(st.st_mode) else None
