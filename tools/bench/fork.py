#!/usr/bin/env python3
"""What a `fork` costs: a real server (CPU backend), one episode of the demo set, forked REPS
times as it is (the template workspace) and again after a bash step wrote a file of SIZE_MB
(random bytes: nothing to deduplicate). Prints per fork the copy's own seconds (the server's
`info.copy`), the round trip of the `fork` call, the bytes and the copy method.

    .venv/bin/python tools/bench/fork.py --size-mb 100 --reps 5
"""
from __future__ import annotations

import argparse
import socket
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "tools"))

from warpgym import Client  # noqa: E402


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    ap.add_argument("--size-mb", type=int, default=100)
    ap.add_argument("--reps", type=int, default=5)
    ap.add_argument("--task", default="level1/1_ReLU")
    ap.add_argument("--workdir", default=None, help="the server's workdir (its filesystem decides reflink or copy)")
    a = ap.parse_args()
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        port = s.getsockname()[1]
    workdir = a.workdir or tempfile.mkdtemp(prefix="warpgym-fork-bench-")
    server = subprocess.Popen([str(ROOT / "build" / "bin" / "warpgym-server"), "--bind", f"tcp://127.0.0.1:{port}",
                               "--backend", "cpu", "--tasks", str(ROOT / "tasks" / "demo"), "--workdir", workdir,
                               "--workspace-quota-mb", str(max(2048, 2 * a.size_mb))],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    rows = []
    try:
        with Client(f"tcp://127.0.0.1:{port}", timeout_s=120, step_timeout_s=600) as c:
            for _ in range(100):
                try:
                    c.ping()
                    break
                except Exception:  # noqa: BLE001 - not up yet
                    time.sleep(0.2)
            ep, _, _ = c.reset(a.task)
            for label in ("template workspace", f"+ {a.size_mb} MB file"):
                if label.startswith("+"):
                    c.step(ep, {"tool": "bash", "args": {"command": f"head -c {a.size_mb}M /dev/urandom > big.bin"}})
                for _ in range(a.reps):
                    t0 = time.perf_counter()
                    kid, info = c.fork(ep)
                    wall = time.perf_counter() - t0
                    rows.append((label, info["copy"], wall))
                    c.close(kid)
    finally:
        server.terminate()
        server.wait(timeout=30)
    fs = subprocess.run(["stat", "-f", "-c", "%T", workdir], capture_output=True, text=True).stdout.strip()
    print(f"fork of a {a.task} episode, server workdir on {fs}, {a.reps} forks each\n")
    print("| workspace | files | bytes | method | copy s (median, max) | fork call s (median) |")
    print("|---|---:|---:|---|---|---:|")
    for label in dict.fromkeys(r[0] for r in rows):
        sel = [r for r in rows if r[0] == label]
        cp = [r[1]["seconds"] for r in sel]
        c0 = sel[0][1]
        print(f"| {label} | {c0['files']} | {c0['bytes']:,} | {c0['method']} | {statistics.median(cp):.4f}, "
              f"{max(cp):.4f} | {statistics.median(r[2] for r in sel):.4f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
