"""The candidate process contains itself: a ctypes wrapper of libwarpgym_sandbox_enter.so.

The library and every policy field are documented in env_server/sandbox/sandbox_enter.h;
docs/security.md says what the candidate gets. Use, in a fork of a process that has imported
torch but not initialised CUDA:

    load()                     # in the parent, before forking (optional; enter() loads lazily)
    r, w = os.pipe()
    pid = os.fork()
    if pid == 0:
        try:                   # every descriptor >= 3 but keep_fds is closed inside
            enter({**policy, "keep_fds": [w]})  # returns in the contained process: PID 1 of a new pid namespace
        except SandboxError as e:
            ...report e...; os._exit(3)
        ...import and run the agent's code...
    os.waitpid(pid, 0)         # the status mirrors the contained process
    cleanup(policy)            # removes the call's cgroup (also after a failed enter)

Where the library is found (library_path()):
  1. $WARPGYM_SANDBOX_LIB, the library file itself, when set (then nothing else is tried);
  2. <root>/build/bin/libwarpgym_sandbox_enter.so, next to warpgym-server, for <root> =
     $WARPGYM_ROOT when set, then the checkout this file belongs to.

Deliberately tiny: standard library only (never torch), safe to import anywhere.
"""
from __future__ import annotations

import ctypes
import json
import os
from typing import Any

LIB_NAME = "libwarpgym_sandbox_enter.so"
ABI_VERSION = 1
_ERR_LEN = 4096
_lib: ctypes.CDLL | None = None


class SandboxError(RuntimeError):
    """Entering (or cleaning up after) the sandbox failed; the message names the failed call."""


def library_path() -> str | None:
    """The library to load, or None when there is none (see the module docstring)."""
    env = os.environ.get("WARPGYM_SANDBOX_LIB")
    if env:
        return env if os.path.isfile(env) else None
    here = os.path.dirname(os.path.abspath(__file__))  # <root>/env_server/harness/warpgym_harness
    roots = [os.environ.get("WARPGYM_ROOT"), os.path.abspath(os.path.join(here, "..", "..", ".."))]
    for root in roots:
        if root:
            path = os.path.join(root, "build", "bin", LIB_NAME)
            if os.path.isfile(path):
                return path
    return None


def load() -> ctypes.CDLL:
    """Loads the library once (call it before forking to keep dlopen out of the child)."""
    global _lib
    if _lib is None:
        path = library_path()
        if path is None:
            raise SandboxError(f"{LIB_NAME} not found (set WARPGYM_SANDBOX_LIB or build it: "
                               "cmake --build build --target warpgym_sandbox_enter)")
        lib = ctypes.CDLL(path)
        for name in ("warpgym_sandbox_enter", "warpgym_sandbox_cleanup"):
            fn = getattr(lib, name)
            fn.argtypes = [ctypes.c_char_p, ctypes.c_char_p, ctypes.c_size_t]
            fn.restype = ctypes.c_int
        lib.warpgym_sandbox_abi_version.restype = ctypes.c_int
        version = lib.warpgym_sandbox_abi_version()
        if version != ABI_VERSION:
            raise SandboxError(f"{path}: ABI version {version}, this wrapper needs {ABI_VERSION}")
        _lib = lib
    return _lib


def _call(name: str, policy: dict[str, Any]) -> str:
    err = ctypes.create_string_buffer(_ERR_LEN)
    rc = getattr(load(), name)(json.dumps(policy).encode(), err, _ERR_LEN)
    message = err.value.decode("utf-8", "replace")
    if rc != 0:
        raise SandboxError(message or f"{name} failed")
    return message


def enter(policy: dict[str, Any]) -> str:
    """Contains the calling (single-threaded, just forked) process; returns inside the sandbox.

    Returns "" or a note on what was degraded (only with cgroup.required false). Raises
    SandboxError on failure, possibly already inside the new namespaces: the caller must then
    os._exit(), never carry on.
    """
    return _call("warpgym_sandbox_enter", policy)


def cleanup(policy: dict[str, Any]) -> None:
    """After the contained process has exited: kills what is left in its cgroup and removes it."""
    _call("warpgym_sandbox_cleanup", policy)
