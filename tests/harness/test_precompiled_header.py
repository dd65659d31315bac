"""precompiled_header.py: binding_registry.h precompiled once per cache and toolchain.

Real g++, real files, one fresh cache walked through the header's life: not built for a cache's
first compile, built for its second, accepted by GCC for the units' own flags, really read by
the (contained, when root) compiler, and rebuilt rather than used once tampered with.
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
# Compiles only where the header in use defines the probe (the real one does not); it also
# includes the header twice: the guard must hold where a precompiled copy drops #pragma once.
NEEDS_PROBE = '#include "binding_registry.h"\n#ifndef WARPGYM_PCH_PROBE\n#error no precompiled header\n#endif\n'


def _gxx(cache: Path) -> list[str]:
    return [CXX, *compile_flags(toolchain_info(str(cache), "cpu"), "cpu_extension")]


def test_the_header_is_built_on_second_need_used_by_the_compiler_and_rebuilt_when_tampered(tmp_path):
    cache = tmp_path / "cache"

    def run(i: int, command: str = "compile", prefix: str = "") -> dict:
        src = prefix + (RELU_REF / "kernels" / "relu.cpp").read_text() + f"\n// edit {i}\n"
        ws = make_workspace(tmp_path / f"ws{i}", RELU_TASK, RELU_REF, {"kernels/relu.cpp": src})
        return run_harness(command, RELU_TASK, ws, cache, tmp_path / f"scratch{i}")

    assert run(0)["compiled"]
    assert not list(cache.glob("pch/*/*.gch")), "a cache's first compile does not build it"
    assert run(1)["compiled"]
    [key_dir] = (cache / "pch").iterdir()
    d, sig = key_dir / "include", str(key_dir / (precompiled_header.GCH + ".statmac"))
    gch = d / precompiled_header.GCH
    assert gch.stat().st_size > 1 << 20 and cache_auth.stat_ok(str(cache), str(gch), sig)
    assert sorted(p.name for p in d.iterdir()) == [precompiled_header.HEADER, precompiled_header.GCH], \
        "the compiler's view holds the header and its .gch, no signature or marker"
    assert os.stat(d).st_mode & 0o005 == 0o005, "a contained compiler (another uid) reads it"
    r = run(2, "verify")
    assert r["compiled"] and r["correct"], r["text"]

    gxx = _gxx(cache)  # GCC takes it for a unit with the units' flags ("!" marks a header it used)
    unit = tmp_path / "k.cpp"
    unit.write_text('#include "binding_registry.h"\nint f() { return 1; }\n')
    p = subprocess.run([*gxx, "-H", "-Winvalid-pch", "-I", str(d), "-I", str(TEMPLATE), "-fsyntax-only", str(unit)],
                       capture_output=True, text=True)
    assert p.returncode == 0 and f"! {gch}" in p.stderr, p.stderr[-2000:]

    # In its place, signed as the harness signs it, a header that also defines the probe: the
    # harness's compiler reads it (the kernel needing the probe compiles).
    probe = tmp_path / "probe" / "binding_registry.h"
    probe.parent.mkdir()
    probe.write_text((TEMPLATE / "binding_registry.h").read_text() + "\n#define WARPGYM_PCH_PROBE 1\n")
    subprocess.run([*gxx, "-x", "c++-header", str(probe), "-o", f"{gch}.new"], check=True, capture_output=True)
    os.chmod(f"{gch}.new", 0o644)
    os.replace(f"{gch}.new", gch)
    cache_auth.sign_stat(str(cache), str(gch), sig)
    r = run(3, prefix=NEEDS_PROBE)
    assert r["compiled"], r["compile"]["log"]

    # Written in place (same inode, same size): it no longer verifies, is rebuilt from the real
    # header, and the kernel needing the probe fails on the real one.
    with open(gch, "r+b") as f:
        f.seek(1 << 20)
        f.write(f.read(16)[::-1])
    assert not cache_auth.stat_ok(str(cache), str(gch), sig)
    r = run(4, prefix=NEEDS_PROBE)
    assert not r["compiled"] and "no precompiled header" in r["compile"]["log"], r["compile"]["log"]
    assert cache_auth.stat_ok(str(cache), str(gch), sig)
    assert str(cache) not in r["compile"]["log"], "the cache's path is not the agent's to see"
