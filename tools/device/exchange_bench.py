#!/usr/bin/env python3
"""How fast a candidate's GPU output can reach the trusted process's GPU, three ways (GPU host).

A trusted process (T) forks a candidate (C), plain or contained by the real candidate sandbox
(`--sandbox`: the policy a verify's candidate gets); C makes an output of each size on its GPU and
hands it over, and T gets its own copy on its GPU and checks its sum:
  pageable  the exchange as verify uses it today: C copies into the shared memfd pages, T copies
            out of them (tensor_exchange.Exchange write/read; the window's pages freed after).
  pinned    the same pages registered with the driver by both processes once (cudaHostRegister),
            then the same two copies, twice (the second shows the steady state).
  ipc       CUDA IPC: C exports its allocation (cudaIpcGetMemHandle), T maps it and copies it
            device to device, then unmaps it.
Prints one table row per size and way (seconds per step, GB/s of the whole hand-over) and what
failed with its error: this decides how verify's trials move outputs at KernelBench's sizes.

    python3 tools/device/exchange_bench.py --sizes-mib 1024,6144 [--sandbox]
"""
from __future__ import annotations

import argparse
import ctypes
import json
import os
import sys
import tempfile
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2] / "env_server" / "harness"))
import torch  # noqa: E402  imported before the fork (as the harness does); CUDA is not touched yet

from warpgym_harness import tensor_exchange  # noqa: E402


class _IpcHandle(ctypes.Structure):
    _fields_ = [("reserved", ctypes.c_char * 64)]


def _range(dptr: int) -> tuple[int, int]:
    """(base, size) of the allocation holding dptr (driver API)."""
    cuda = ctypes.CDLL("libcuda.so.1")
    base, size = ctypes.c_uint64(), ctypes.c_size_t()
    rc = cuda.cuMemGetAddressRange_v2(ctypes.byref(base), ctypes.byref(size), ctypes.c_uint64(dptr))
    if rc:
        raise RuntimeError(f"cuMemGetAddressRange: {rc}")
    return base.value, size.value


def _map_address(ex: tensor_exchange.Exchange) -> int:
    ex._mapped()
    return ex._address


def _register(ex: tensor_exchange.Exchange, offset: int, nbytes: int, held: dict) -> float:
    """Registers [offset, offset + nbytes) of ex's mapping with the driver (pinned), after
    unregistering what `held` registered before (the regions of two sizes overlap)."""
    rt = tensor_exchange.cudart()
    ptr = _map_address(ex) + offset
    if held.get("ptr") is not None:
        rt.cudaHostUnregister(ctypes.c_void_p(held["ptr"]))
    t0 = time.perf_counter()
    rc = rt.cudaHostRegister(ctypes.c_void_p(ptr), ctypes.c_size_t(nbytes), 0)
    if rc:
        raise RuntimeError(f"cudaHostRegister: {rc}")
    held["ptr"] = ptr
    return time.perf_counter() - t0


class _Cuda:
    def __init__(self, ptr: int, n: int):
        self.__cuda_array_interface__ = {"shape": (n,), "typestr": "<f4", "data": (ptr, False), "version": 3}


def candidate(ex: tensor_exchange.Exchange, req, rep, sizes: list[int]) -> None:
    def send(msg: dict) -> None:
        rep.write(json.dumps(msg) + "\n")
        rep.flush()

    torch.cuda.init()
    rt = tensor_exchange.cudart()
    held: dict = {}
    for mib in sizes:
        n = (mib << 20) // 4
        x = torch.randn(n, device="cuda")
        torch.cuda.synchronize()
        total = float(x.double().sum())
        for way in ("pageable", "pinned", "pinned", "ipc"):
            msg: dict = {"way": way, "mib": mib, "sum": total}
            try:
                if way == "pageable":
                    t0 = time.perf_counter()
                    msg["descs"] = ex.write([x], 0)
                    msg["c_s"] = time.perf_counter() - t0
                elif way == "pinned":
                    base = tensor_exchange.page_up(ex._window(1)[0])
                    if held.get("mib") != mib:
                        msg["c_register_s"] = _register(ex, base, n * 4, held)
                        held["mib"] = mib
                    t0 = time.perf_counter()
                    msg["descs"] = ex.write([x], 1)
                    msg["c_s"] = time.perf_counter() - t0
                else:
                    t0 = time.perf_counter()
                    base, _ = _range(x.data_ptr())
                    h = _IpcHandle()
                    rc = rt.cudaIpcGetMemHandle(ctypes.byref(h), ctypes.c_void_p(base))
                    if rc:
                        raise RuntimeError(f"cudaIpcGetMemHandle: {rc}")
                    msg.update(handle=bytes(h.reserved).hex(), offset=x.data_ptr() - base, n=n,
                               c_s=time.perf_counter() - t0)
            except Exception as e:  # noqa: BLE001 - reported, the bench goes on
                msg["error"] = f"{type(e).__name__}: {e}"[:300]
            send(msg)
            if req.readline().strip() != "next":
                return
        del x
        torch.cuda.empty_cache()
    send({"way": "end"})


def trusted(ex: tensor_exchange.Exchange, req, rep) -> list[dict]:
    rows: list[dict] = []
    torch.cuda.init()
    rt = tensor_exchange.cudart()
    held: dict = {}
    while True:
        msg = json.loads(rep.readline())
        if msg["way"] == "end":
            return rows
        row = {k: msg.get(k) for k in ("way", "mib", "c_s", "c_register_s", "error")}
        try:
            if "error" not in msg:
                t0 = time.perf_counter()
                if msg["way"] == "pageable":
                    got = ex.read(msg["descs"], 0, "cuda")[0]
                elif msg["way"] == "pinned":
                    v = ex.views(msg["descs"], 1)[0]
                    if held.get("mib") != msg["mib"]:
                        row["t_register_s"] = _register(ex, msg["descs"][0]["offset"], v.numel() * 4, held)
                        held["mib"] = msg["mib"]
                        t0 = time.perf_counter()
                    got = v.to("cuda", copy=True)
                else:
                    h = _IpcHandle()
                    ctypes.memmove(ctypes.byref(h), bytes.fromhex(msg["handle"]), 64)
                    p = ctypes.c_void_p()
                    rc = rt.cudaIpcOpenMemHandle(ctypes.byref(p), h, ctypes.c_uint(1))
                    if rc:
                        raise RuntimeError(f"cudaIpcOpenMemHandle: {rc}")
                    _, size = _range(p.value)
                    if msg["offset"] + msg["n"] * 4 > size:
                        raise RuntimeError("offset and size beyond the mapped allocation")
                    got = torch.as_tensor(_Cuda(p.value + msg["offset"], msg["n"]), device="cuda").clone()
                    torch.cuda.synchronize()
                    rt.cudaIpcCloseMemHandle(p)
                torch.cuda.synchronize()
                row["t_s"] = time.perf_counter() - t0
                row["sum_ok"] = abs(float(got.double().sum()) - msg["sum"]) <= 1e-6 * max(1.0, abs(msg["sum"]))
                del got
        except Exception as e:  # noqa: BLE001
            row["error"] = f"{type(e).__name__}: {e}"[:300]
        rows.append(row)
        req.write("next\n")
        req.flush()


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--sizes-mib", default="1024,6144")
    ap.add_argument("--sandbox", action="store_true", help="contain the candidate as verify does")
    args = ap.parse_args()
    sizes = [int(s) for s in args.sizes_mib.split(",")]
    ex = tensor_exchange.Exchange()
    r1, w1 = os.pipe()  # T -> C
    r2, w2 = os.pipe()  # C -> T
    policy = None
    if args.sandbox:
        from warpgym_harness import candidate_sandbox
        tmp = Path(tempfile.mkdtemp(prefix="xbench-"))
        (tmp / "ws").mkdir()
        (tmp / "priv").mkdir()
        policy = candidate_sandbox.policy(workspace=str(tmp / "ws"), private_dir=str(tmp / "priv"), hide=[],
                                          backend="cuda", uid=65534, timeout_s=300, kind="exchange-bench")
        candidate_sandbox.prepare_private_dir(str(tmp / "priv"), 65534)
    pid = os.fork()
    if pid == 0:
        code = 0
        try:
            if policy is not None:
                from warpgym_harness import sandbox_enter
                sandbox_enter.enter(dict(policy, keep_fds=[r1, w2, ex.fd], cwd=str(tmp / "ws")))
            candidate(ex, os.fdopen(r1, "r"), os.fdopen(w2, "w"), sizes)
        except BaseException:  # noqa: BLE001
            traceback.print_exc()
            code = 1
        os._exit(code)
    os.close(r1)
    os.close(w2)
    rows = trusted(ex, os.fdopen(w1, "w"), os.fdopen(r2, "r"))
    os.waitpid(pid, 0)
    print(f"| way ({'sandboxed' if args.sandbox else 'plain'} candidate) | MiB | C s | T s | register C/T s | GB/s | sum | error |")
    print("|---|---:|---:|---:|---|---:|---|---|")
    for r in rows:
        tot = (r.get("c_s") or 0) + (r.get("t_s") or 0)
        gbs = f"{r['mib'] / 1024 * 1.0737 / tot:.1f}" if tot and "t_s" in r else ""
        reg = "/".join(f"{r[k]:.2f}" for k in ("c_register_s", "t_register_s") if r.get(k) is not None)
        print(f"| {r['way']} | {r['mib']} | {r.get('c_s') or 0:.3f} | {r.get('t_s') or 0:.3f} | {reg} | {gbs} | "
              f"{r.get('sum_ok', '')} | {r.get('error') or ''} |")
    return 0


if __name__ == "__main__":
    sys.exit(main())
