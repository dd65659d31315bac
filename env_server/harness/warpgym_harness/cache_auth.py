"""Authenticated entries of the shared cache: an entry the trusted harness did not write is never
trusted, whoever could write into the cache directory.

Contract: the key is `<cache_dir>/cache.key` (32 random bytes, mode 0600, created once and
atomically by the first harness that needs it). The candidate sandbox and the bash sandbox hide
the cache directory, and a root server's sandboxed processes run as another uid, so agent code
can neither read the key nor write an entry that verifies. `mac(cache_dir, data)` is the
HMAC-SHA256 of `data` (hex); `sign_file` writes it next to a file as `<file>.mac`; `file_ok` is
true only when both exist and agree (a missing, stale or forged entry reads as a cache miss:
the caller recomputes it and signs the new entry). `sign_stat`/`stat_ok` do the same for a large
entry written once, by its identity instead of its bytes (device, inode, size and change time:
a write to the file, a new file in its place or a change of its links all change them, and
the change time cannot be set back).  Thread- and process-safe; the key is read once per
process and cache directory.
"""
from __future__ import annotations

import hashlib
import hmac
import os
import threading
from typing import Callable

from .common import atomic_write_bytes

KEY_NAME = "cache.key"
_KEYS: dict[str, bytes] = {}
_LOCK = threading.Lock()


def _key(cache_dir: str) -> bytes:
    cache_dir = os.path.realpath(cache_dir)
    with _LOCK:
        if cache_dir not in _KEYS:
            _KEYS[cache_dir] = _read_or_create(os.path.join(cache_dir, KEY_NAME))
        return _KEYS[cache_dir]


def _read_or_create(path: str) -> bytes:
    os.makedirs(os.path.dirname(path), exist_ok=True)
    if not os.path.exists(path):  # written whole under a private name, then linked: atomic
        tmp = f"{path}.{os.getpid()}.{os.urandom(4).hex()}"
        with os.fdopen(os.open(tmp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600), "wb") as f:
            f.write(os.urandom(32))
        try:
            os.link(tmp, path)
        except FileExistsError:  # another harness created it first: use that one
            pass
        finally:
            os.unlink(tmp)
    if os.stat(path).st_mode & 0o077:
        raise PermissionError(f"{path} is readable by others: the cache cannot be trusted")
    with open(path, "rb") as f:
        key = f.read()
    if len(key) != 32:
        raise ValueError(f"{path} is not a cache key (32 bytes)")
    return key


def ensure_key(cache_dir: str) -> None:
    """Reads (or creates) the key now: a cache whose key others can read fails at once."""
    _key(cache_dir)


def mac(cache_dir: str, data: bytes) -> str:
    return hmac.new(_key(cache_dir), data, hashlib.sha256).hexdigest()


def mac_ok(cache_dir: str, data: bytes, stored: str) -> bool:
    """`stored` is the MAC of `data` under this cache's key (constant-time comparison)."""
    return hmac.compare_digest(stored, mac(cache_dir, data))


def _file_mac(cache_dir: str, path: str) -> str:
    h = hmac.new(_key(cache_dir), digestmod=hashlib.sha256)
    with open(path, "rb") as f:
        while chunk := f.read(1 << 20):
            h.update(chunk)
    return h.hexdigest()


def sign_file(cache_dir: str, path: str) -> None:
    atomic_write_bytes(path + ".mac", _file_mac(cache_dir, path).encode())


def file_ok(cache_dir: str, path: str) -> bool:
    return _matches(path + ".mac", lambda: _file_mac(cache_dir, path))


def _matches(signature: str, expected: Callable[[], str]) -> bool:
    """The signature file exists and holds `expected()` (False when either cannot be read)."""
    try:
        with open(signature, "rb") as f:
            stored = f.read().decode("ascii", "replace").strip()
        return hmac.compare_digest(stored, expected())
    except OSError:
        return False


def _stat_mac(cache_dir: str, path: str) -> str:
    st = os.stat(path, follow_symlinks=False)
    return mac(cache_dir, f"stat\0{os.path.realpath(path)}\0{st.st_dev}:{st.st_ino}:{st.st_size}:{st.st_ctime_ns}".encode())


def sign_stat(cache_dir: str, path: str, signature: str | None = None) -> None:
    """`signature`: where the MAC goes (default `<path>.statmac`)."""
    atomic_write_bytes(signature or path + ".statmac", _stat_mac(cache_dir, path).encode())


def stat_ok(cache_dir: str, path: str, signature: str | None = None) -> bool:
    return _matches(signature or path + ".statmac", lambda: _stat_mac(cache_dir, path))
