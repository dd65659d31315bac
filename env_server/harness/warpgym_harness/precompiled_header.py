"""The trusted binding_registry.h precompiled once per toolchain, for every g++ unit including it.

A translation unit that includes binding_registry.h parses ATen's headers (about 240,000 lines):
most of a kernel's compile.  GCC loads `<header>.gch` instead of parsing when it finds one beside
the header it includes (first thing in the unit, same flags).  `prepared(...)` builds that file
once per (header bytes, g++ flags, compiler and torch versions) into
<cache-dir>/pch/<key>/include/binding_registry.h.gch with the unit's own flags (a private name, then
renamed: concurrent harnesses never see half a file; one builds while the others compile without
it) and returns that directory, or None when it is not there (the units then compile as before:
same objects, slower).  Building it costs about three unit compiles, so it is built the second
time a cache needs it, not the first: a cache that compiles once (a one-off `warpgym eval`)
never pays for it.  `link_into(snapshot_root, pch_dir)` puts a symlink to it beside the
snapshot's trusted binding_registry.h, which both binding forms include ("binding_registry.h"
through `-I <include dir>`, "../binding_registry.h" from kernels/); a contained compiler reads
that include directory read-only (header and .gch only: the signature, marker and lock files
lie beside it) and nothing else of the cache.

Trust: the file is about 250 MB, so it is not MAC'd whole on every compile: its signature covers
its device, inode, size and change time (cache_auth.sign_stat), which any write to it changes; a
file that does not verify is rebuilt.  GCC checks a .gch against the compiler and the flags
itself and ignores one that does not match.  Thread- and process-safe.
"""
from __future__ import annotations

import contextlib
import fcntl
import os
import subprocess
import time

from . import cache_auth
from .common import log, sha256_bytes

HEADER = "binding_registry.h"
GCH = HEADER + ".gch"
BUILD_TIMEOUT_S = 600.0
RETRY_AFTER_S = 3600.0  # a build that failed is not tried again for this long (it costs ~3 unit compiles)


def prepared(cache_dir: str, template_dir: str, gxx: list[str], key_parts: list[bytes]) -> str | None:
    """The directory (resolved) holding the trusted header and its verified .gch, and nothing
    else, for units compiled with `gxx`; built now when missing or not verifying.  None when it
    is not there yet: a cache's first need, a build another harness is doing now, a build that
    failed within RETRY_AFTER_S, or one that fails now (logged).  Never raises for the cache's
    sake: the units then compile as before."""
    try:
        with open(os.path.join(template_dir, HEADER), "rb") as f:
            header = f.read()
        key = sha256_bytes(b"pch1", header, " ".join(gxx).encode(), *key_parts)[:24]
        d = os.path.realpath(os.path.join(cache_dir, "pch", key))
        inc = os.path.join(d, "include")  # what a contained compiler gets: header and .gch only
        gch, sig = os.path.join(inc, GCH), os.path.join(d, GCH + ".statmac")
        if cache_auth.stat_ok(cache_dir, gch, sig):
            return inc
        os.makedirs(inc, mode=0o755, exist_ok=True)
        for path in (d, inc):
            os.chmod(path, 0o755)  # a contained compiler (another uid) reads it
        wanted, failed = os.path.join(d, "wanted"), os.path.join(d, "failed")
        if not os.path.exists(wanted):
            with open(wanted, "a"):
                return None
        if os.path.exists(failed) and time.time() - os.stat(failed).st_mtime < RETRY_AFTER_S:
            return None
        with open(os.path.join(d, "lock"), "a") as lock:
            try:  # one builds; the others compile without it meanwhile
                fcntl.flock(lock, fcntl.LOCK_EX | fcntl.LOCK_NB)
            except BlockingIOError:
                return None
            if cache_auth.stat_ok(cache_dir, gch, sig):
                return inc
            if _build(inc, header, gxx):
                cache_auth.sign_stat(cache_dir, gch, sig)
                return inc
            with open(failed, "w"):
                return None
    except OSError as e:
        log(f"precompiled header unavailable (units compile without it): {e}")
        return None


def _build(inc: str, header: bytes, gxx: list[str]) -> bool:
    src = os.path.join(inc, HEADER)
    with open(src + ".tmp", "wb") as f:
        f.write(header)
    os.chmod(src + ".tmp", 0o644)
    os.replace(src + ".tmp", src)
    tmp = os.path.join(inc, f"{GCH}.tmp{os.getpid()}")
    log(f"precompiling {HEADER} (once per toolchain)")
    try:  # niced: background work, like the agents' compiles, beside timings on this host
        p = subprocess.run(["nice", "-n", "19", *gxx, "-x", "c++-header", src, "-o", tmp], capture_output=True,
                           text=True, errors="replace", timeout=BUILD_TIMEOUT_S)
        if p.returncode != 0:
            log(f"precompiled header not built (units compile without it): {p.stderr.strip()[-500:]}")
            return False
        os.chmod(tmp, 0o644)
        os.replace(tmp, os.path.join(inc, GCH))
        return True
    except (OSError, subprocess.TimeoutExpired) as e:
        log(f"precompiled header not built (units compile without it): {e}")
        return False
    finally:
        with contextlib.suppress(OSError):
            os.unlink(tmp)


def link_into(snapshot_root: str, pch_dir: str) -> None:
    """The .gch beside the snapshot's trusted header (a symlink the compiler follows).  Nothing of
    the agent's can be there: a snapshot is fresh and takes no *.gch file or directory."""
    os.symlink(os.path.join(pch_dir, GCH), os.path.join(snapshot_root, GCH))
