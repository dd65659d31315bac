"""Red team on the precompiled binding_registry.h: what a contained compile can read of the cache.

The compiler gets <cache>/pch/<key>/include/ (the trusted header and its .gch) read-only and
first on the agent units' include path, nothing else: an agent source including the header's
signature by name (an HMAC under the cache key, beside that directory) finds nothing, and the
compile log never names the cache's path.  No agent file is ever a precompiled header.
"""
from __future__ import annotations

import json
from pathlib import Path

from conftest import DEMO, make_workspace, run_harness

from warpgym_harness import cache_auth, precompiled_header

RELU_TASK = DEMO / "level1" / "1_ReLU.py"
RELU_REF = DEMO / "solutions" / "level1" / "1_ReLU" / "reference"
LEAK = '#include "binding_registry.h.gch.statmac"\n'


def test_a_contained_compile_cannot_read_the_precompiled_headers_signature(cache_dir, tmp_path):
    r: dict = {}
    for i in range(2):  # the second need of a cache builds the header (if it is not there yet)
        ws = make_workspace(tmp_path / f"ws{i}", RELU_TASK, RELU_REF, {"kernels/leak.cpp": LEAK + f"// {i}\n"})
        r = run_harness("compile", RELU_TASK, ws, cache_dir, tmp_path / f"scratch{i}")
    sigs = [p for p in Path(cache_dir, "pch").glob(f"*/{precompiled_header.GCH}.statmac")
            if cache_auth.stat_ok(str(cache_dir), str(p.parent / "include" / precompiled_header.GCH), str(p))]
    assert sigs, "no verified precompiled header in the cache"
    text = json.dumps(r)
    assert not r["compiled"]
    for sig in sigs:
        assert sig.read_text().strip() not in text, "the cache's HMAC signature reached the agent"
        assert str(sig.parent) not in text, "the cache's path reached the agent"


def test_no_agent_precompiled_header_enters_the_snapshot(tmp_path):
    """GCC tries every file of a directory named binding_registry.h.gch as a precompiled header
    (a 2 MB agent .gch saved as kernels/binding_registry.h.gch/x.h replaced the trusted header in
    the agent's unit): an unchecked binary image for the compiler. None enters a snapshot."""
    from warpgym_harness import compile_snapshot

    ws = tmp_path / "ws"
    for rel in ("kernels/binding_registry.h.gch/x.h", "binding_registry.h.gch/y.h"):
        (ws / rel).parent.mkdir(parents=True, exist_ok=True)
        (ws / rel).write_bytes(b"gpch" + b"\0" * 60)
    (ws / "kernels" / "k.cpp").write_text('#include "binding_registry.h"\n')
    snap = compile_snapshot.take(str(ws), str(tmp_path / "snap"))
    assert [f for f in snap.files if ".gch" in f] == []
