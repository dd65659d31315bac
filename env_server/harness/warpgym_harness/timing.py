"""The baselines' timing loop (trusted process), and the primitives the candidate's runner uses.

Contract: `Timer(device)` captures, at construction, every primitive the loop uses (the clock,
CUDA event record / elapsed / synchronize as C-level method descriptors, the tensor ops of the
L2 flush and the input refresh), so patching `time`, `torch.cuda.Event`, `torch.cuda.synchronize`
or tensor methods afterwards from Python does not change what it measures; `tampered()` lists
the public names that no longer hold the captured object (evidence, flagged `timer_tampering`).
The candidate's runner builds one BEFORE importing agent code, for its captured primitives (its
own account of a timed call, the L2 flush) and that evidence; the candidate's time itself is
measured from outside (driven_timing.py).

`Timer.run(fn, sets, target_s)` times single calls of fn(*set) in a loop of about target_s seconds
(refreshes and flushes included) after a warm-up that does the same, rotating over the input
sets.  Before every timed call (untimed): the set it is about to get is refreshed IN PLACE once
the first pass is over (each floating tensor rolled by a random offset: same values, new
positions), and the last-level cache is flushed (a write of 2x its size; on CUDA also
cudaCtxResetPersistingL2Cache).
CUDA: each sample is end-start of events on the current stream; a third event recorded after a
device-wide synchronize measures work that was still running when fn returned (`excess_ms`).
Returns {median_ms, mean_ms, min_ms, iterations, noise_pct, excess_ms, loop_s, sum_ms};
noise_pct = IQR / median in percent.
"""
from __future__ import annotations

import builtins
import ctypes
import os
import random
import statistics
import time
from typing import Any, Callable

import torch

_TIME_NAMES = ("perf_counter", "perf_counter_ns", "monotonic", "monotonic_ns", "time", "time_ns")


def _llc_bytes() -> int:
    """Size of the CPU's last-level cache (sysfs), default 32 MiB."""
    try:
        idx = sorted(os.listdir("/sys/devices/system/cpu/cpu0/cache"))
        with open(f"/sys/devices/system/cpu/cpu0/cache/{[i for i in idx if i.startswith('index')][-1]}/size") as f:
            txt = f.read().strip().upper()
        mult = {"K": 1 << 10, "M": 1 << 20}.get(txt[-1:], 1)
        return max(1 << 20, min(256 << 20, int(txt.rstrip("KMB")) * mult))
    except (OSError, ValueError, IndexError):
        return 32 << 20


def _cudart() -> Any | None:
    for name in ("libcudart.so.13", "libcudart.so.12", "libcudart.so"):
        try:
            return ctypes.CDLL(name)
        except OSError:
            continue
    return None


class Timer:
    def __init__(self, device: str):
        self.device = device
        self._now = time.perf_counter_ns
        self._time_orig = {n: getattr(time, n) for n in _TIME_NAMES}
        self._torch_orig: dict[str, Any] = {"torch.roll": torch.roll}
        self._roll = torch.roll
        self._copy, self._zero = torch._C.TensorBase.copy_, torch._C.TensorBase.zero_
        self._randint = random.SystemRandom().randrange
        self._flush_buf: torch.Tensor | None = None
        self._rt = None
        if device == "cuda":
            base = torch._C._CudaEventBase
            self._record, self._elapsed = base.record, base.elapsed_time
            self._sync = torch._C._cuda_synchronize
            self._stream = torch.cuda.current_stream()
            for name in ("synchronize", "Event", "current_stream", "set_stream"):
                self._torch_orig["torch.cuda." + name] = getattr(torch.cuda, name)
            self._torch_orig["torch.cuda.Event.record"] = torch.cuda.Event.record
            self._torch_orig["torch.cuda.Event.elapsed_time"] = torch.cuda.Event.elapsed_time
            self._new_event = lambda: base.__new__(base, enable_timing=True, blocking=False, interprocess=False)
            l2 = int(getattr(torch.cuda.get_device_properties(torch.cuda.current_device()), "L2_cache_size", 0)
                     or (50 << 20))
            self._flush_buf = torch.empty(2 * l2, dtype=torch.uint8, device="cuda")
            self._rt = _cudart()
            if self._rt is not None:
                self._rt.cudaDeviceSetLimit(ctypes.c_int(0x06), ctypes.c_size_t(0))  # persisting L2 = 0
        else:
            self._flush_buf = torch.empty(_llc_bytes(), dtype=torch.uint8)

    # -- integrity ------------------------------------------------------------------------------
    def tampered(self) -> list[str]:
        bad = [f"time.{n}" for n, f in self._time_orig.items() if getattr(time, n) is not f]
        for dotted, orig in self._torch_orig.items():
            obj: Any = torch
            try:
                for part in dotted.split(".")[1:]:
                    obj = getattr(obj, part)
            except AttributeError:
                obj = None
            if obj is not orig or getattr(obj, "__code__", None) is not getattr(orig, "__code__", None):
                bad.append(dotted)
        if builtins.__import__ is not _IMPORT:
            bad.append("builtins.__import__")
        return bad

    def l2_persisting_bytes(self) -> int:
        if self._rt is None:
            return 0
        v = ctypes.c_size_t(0)
        self._rt.cudaDeviceGetLimit(ctypes.byref(v), ctypes.c_int(0x06))
        return int(v.value)

    # -- the loop -------------------------------------------------------------------------------
    def _between_calls(self) -> None:
        if self._rt is not None:
            self._rt.cudaCtxResetPersistingL2Cache()
        self._zero(self._flush_buf)

    def refresh(self, inputs: list) -> None:
        """New positions for the same values, in place (keeps the task's value domain)."""
        for x in inputs:
            if isinstance(x, torch.Tensor) and x.is_floating_point() and x.numel() > 1:
                with torch.no_grad():
                    rolled = self._roll(x.reshape(-1), self._randint(1, x.numel())).view(x.shape)
                    self._copy(x, rolled)

    def time_call(self, fn: Callable[..., Any], args: list) -> tuple[Any, float, float]:
        """One call, as the loop times it: (output, ms, excess ms).  CUDA: events around fn on the
        current stream, then one after a device-wide synchronize (work on other streams); the flush
        queued before is not waited for, so fn's launch overlaps it as in the loop."""
        if self.device != "cuda":
            t0 = self._now()
            out = fn(*args)
            return out, (self._now() - t0) / 1e6, 0.0
        s, e, d = self._new_event(), self._new_event(), self._new_event()
        self._record(s, self._stream)
        out = fn(*args)
        self._record(e, self._stream)
        self._sync()
        self._record(d, self._stream)
        self._sync()
        return out, self._elapsed(s, e), self._elapsed(e, d)

    def queue_call(self, fn: Callable[..., Any], args: list) -> tuple[Any, tuple[Any, Any]]:
        """CUDA: fn between two events on the current stream, not waited for: (output, events).
        A burst of these is settled by `burst_times` after its last call."""
        s, e = self._new_event(), self._new_event()
        self._record(s, self._stream)
        out = fn(*args)
        self._record(e, self._stream)
        return out, (s, e)

    def burst_times(self, events: list[tuple[Any, Any]]) -> tuple[list[float], float]:
        """After a burst of queue_call: a device-wide synchronize, then (each call's event ms, the
        work still running after the last call's end event: other streams)."""
        d = self._new_event()
        self._sync()
        self._record(d, self._stream)
        self._sync()
        return [self._elapsed(s, e) for s, e in events], self._elapsed(events[-1][1], d) if events else 0.0

    def run(self, fn: Callable[..., Any], sets: list[list], target_s: float = 1.0, warmup_s: float = 0.1,
            min_iters: int = 10, max_iters: int = 3000, min_warmup: int = 3) -> dict[str, Any]:
        cuda = self.device == "cuda"
        n = len(sets)
        t_start = self._now()
        k = 0
        while k < min_warmup or (self._now() - t_start) < warmup_s * 1e9:
            if k >= n:  # as in the loop, so the per-call estimate includes the refresh
                self.refresh(sets[k % n])
            self._between_calls()
            fn(*sets[k % n])
            if cuda:
                self._sync()
            k += 1
            if k >= max_iters:
                break
        per_call = (self._now() - t_start) / k / 1e9
        iters = int(min(max_iters, max(min_iters, target_s / max(per_call, 1e-6))))
        samples: list[float] = []
        excess: list[float] = []
        events = [(self._new_event(), self._new_event(), self._new_event()) for _ in range(iters)] if cuda else []
        loop0 = self._now()
        for i in range(iters):
            args = sets[i % n]
            if i >= n:  # every call sees values it has not seen at these addresses
                self.refresh(args)
            self._between_calls()
            if cuda:
                s, e, d = events[i]
                self._record(s, self._stream)
                out = fn(*args)
                self._record(e, self._stream)
                self._sync()
                self._record(d, self._stream)
            else:
                t0 = self._now()
                out = fn(*args)
                samples.append((self._now() - t0) / 1e6)
            del out
        if cuda:
            self._sync()
            for s, e, d in events:
                samples.append(self._elapsed(s, e))
                excess.append(self._elapsed(e, d))
        loop_s = (self._now() - loop0) / 1e9
        return {**summarize(samples, excess, loop_s), "warmup_calls": k}


def summarize(samples: list[float], excess: list[float], loop_s: float) -> dict[str, Any]:
    srt = sorted(samples)
    med = statistics.median(srt)
    q1, q3 = srt[len(srt) // 4], srt[(3 * len(srt)) // 4]
    return {"median_ms": med, "mean_ms": statistics.fmean(srt), "min_ms": srt[0], "iterations": len(srt),
            "noise_pct": round(100.0 * (q3 - q1) / med, 3) if med > 0 else None,
            "excess_ms": statistics.median(excess) if excess else 0.0,
            "loop_s": round(loop_s, 4), "sum_ms": sum(srt)}


_IMPORT = builtins.__import__
