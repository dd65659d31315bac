"""precompiled_header.py: binding_registry.h precompiled once per cache and toolchain.

Real g++, real files: the header is built the second time a cache needs it, GCC accepts it for
the units' own flags, a tampered file is rebuilt rather than used, and kernels compiled with it
(contained, as root runs them) build and run like any other.
"""
from __future__ import annotations

import os
import subprocess
from pathlib import Path

from conftest import DEMO, TEMPLATE, make_workspace, run_harness

from warpgym_harness import cache_auth, precompiled_header
from warpgym_harness.toolchain import CXX, compile_flags, toolchain_info

RELU_TASK = DEMO / "level1" / "1_ReLU.py"
RELU_REF = DEMO / "solutions" / "level1" / "1_ReLU" / "reference"


def _gxx(cache: Path) -> tuple[list[str], list[bytes]]:
    info = toolchain_info(str(cache), "cpu")
    flags = compile_flags(info, "cpu_extension")
    return [CXX, *flags], [" ".join(flags).encode(), info["cxx_version"].encode(), info["torch_version"].encode()]


def test_built_on_second_need_accepted_by_gcc_and_rebuilt_when_tampered(tmp_path):
    cache = tmp_path / "cache"
    gxx, key = _gxx(cache)
    assert precompiled_header.prepared(str(cache), str(TEMPLATE), gxx, key) is None, "not built for one compile"
    d = precompiled_header.prepared(str(cache), str(TEMPLATE), gxx, key)
    assert d is not None
    gch = Path(d) / precompiled_header.GCH
    assert gch.stat().st_size > 1 << 20 and cache_auth.stat_ok(str(cache), str(gch))
    ino = gch.stat().st_ino
    assert precompiled_header.prepared(str(cache), str(TEMPLATE), gxx, key) == d
    assert gch.stat().st_ino == ino, "a verified header is not built again"

    # GCC takes it for a unit with the units' flags ("!" marks a precompiled header used).
    unit = tmp_path / "k.cpp"
    unit.write_text('#include "binding_registry.h"\nint f() { return 1; }\n')
    p = subprocess.run([*gxx, "-H", "-Winvalid-pch", "-I", d, "-I", str(TEMPLATE), "-fsyntax-only", str(unit)],
                       capture_output=True, text=True)
    assert p.returncode == 0, p.stderr[-2000:]
    assert f"! {gch}" in p.stderr, p.stderr[:2000]

    with open(gch, "r+b") as f:  # written in place: same inode, same size
        f.seek(1 << 20)
        f.write(b"\0" * 16)
    assert not cache_auth.stat_ok(str(cache), str(gch))
    assert precompiled_header.prepared(str(cache), str(TEMPLATE), gxx, key) == d
    assert gch.stat().st_ino != ino and cache_auth.stat_ok(str(cache), str(gch)), "rebuilt, not used"


def test_kernels_compiled_with_it_build_and_verify(tmp_path):
    """Compiles in a fresh cache: the second builds the header; kernels built after it verify
    correct, and the compiler (contained when root) really reads it: with a header that also
    defines a probe macro in its place, a kernel that requires the macro compiles (and includes
    the header twice: the guard holds where the precompiled copy drops #pragma once)."""
    cache = tmp_path / "cache"

    def verify(i: int, extra: str = "") -> dict:
        src = extra + (RELU_REF / "kernels" / "relu.cpp").read_text() + f"\n// edit {i}\n"
        ws = make_workspace(tmp_path / f"ws{i}", RELU_TASK, RELU_REF, {"kernels/relu.cpp": src})
        return run_harness("verify", RELU_TASK, ws, cache, tmp_path / f"scratch{i}")

    for i in range(3):
        r = verify(i)
        assert r["compiled"] and r["correct"], r["text"]
        assert r["compile"]["objects_compiled"] == (2 if i == 0 else 1)  # the trusted binding once
    [d] = (cache / "pch").iterdir()
    gch = d / precompiled_header.GCH
    assert cache_auth.stat_ok(str(cache), str(gch))
    assert os.stat(d).st_mode & 0o005 == 0o005, "a contained compiler (another uid) reads it"

    gxx, _ = _gxx(cache)
    probe = tmp_path / "probe" / "binding_registry.h"
    probe.parent.mkdir()
    probe.write_text((TEMPLATE / "binding_registry.h").read_text() + "\n#define WARPGYM_PCH_PROBE 1\n")
    subprocess.run([*gxx, "-x", "c++-header", str(probe), "-o", str(gch) + ".new"], check=True, capture_output=True)
    os.chmod(str(gch) + ".new", 0o644)
    os.replace(str(gch) + ".new", gch)
    cache_auth.sign_stat(str(cache), str(gch))
    needs_probe = '#include "binding_registry.h"\n#ifndef WARPGYM_PCH_PROBE\n#error no precompiled header\n#endif\n'
    r = verify(3, needs_probe)
    assert r["compiled"] and r["correct"], r["text"]
