"""Trusted-side wrappers around one candidate process: requests, failure texts, flags.

Contract: `Session(cand, timeout_s)` turns every way a request can go wrong into a `Failure`
(flags, detail: the text after "<STAGE>: NOT OK -- " in the model's text): `candidate_timeout` (no answer in time: the process group was
killed), `candidate_crashed` (the process died, or its reply broke the protocol), or the
candidate's own failure flags (import_error, inherits_model, init_error, state_dict_mismatch,
candidate_crashed with its traceback).  `forward` returns (outputs, reply) or such a failure;
outputs are copied out of the candidate's exchange window after their descriptors are checked
(tensor_exchange.py), so a hostile reply cannot run code or fault here.
`forward_flags(reply)` and `trace_flags(trace, policy, own_kernels)` name what a successful
reply still reveals: fallback ops, a removed guard, threads left running, foreign kernels.
"""
from __future__ import annotations

from typing import Any

from .candidate_proc import Candidate
from .contract import (FLAG_BACKGROUND_THREAD, FLAG_CANDIDATE_CRASHED, FLAG_CANDIDATE_TIMEOUT,
                       FLAG_FALLBACK_OP_PREFIX, FLAG_GUARD_TAMPERING, known_flag)


class Failure(tuple):
    """(flags: list[str], detail: str) of a candidate that failed a request; `detail` names the
    flags first (rendered as "<STAGE>: NOT OK -- <detail>")."""

    def __new__(cls, flags: list[str], detail: str) -> "Failure":
        return super().__new__(cls, (flags, detail))

    @property
    def flags(self) -> list[str]:
        return self[0]

    @property
    def detail(self) -> str:
        return self[1]


class Session:
    def __init__(self, cand: Candidate, timeout_s: float):
        self.cand, self.timeout_s = cand, timeout_s
        self._queued: dict | None = None  # a forward request sent ahead (forward's `then`)
        self._forwards = 0  # forward i writes exchange window i % 2, so i+1 can overlap reading i

    def _failure(self, reply: dict | None, stage: str) -> Failure:
        c = self.cand
        if c.timed_out:
            return Failure([FLAG_CANDIDATE_TIMEOUT], f"{FLAG_CANDIDATE_TIMEOUT}: your ModelNew did not finish "
                           f"{stage} within {self.timeout_s:g}s (process killed)\n" + c.output_tail(1500))
        if reply is None:
            return Failure([FLAG_CANDIDATE_CRASHED], f"{FLAG_CANDIDATE_CRASHED}: the candidate process died during "
                           f"{stage} ({c.describe_exit()})\n--- output tail ---\n{c.output_tail()}")
        # The candidate names its own failure; only the contract's flags are taken from it.
        flags = [f for f in reply.get("flags", []) if isinstance(f, str) and known_flag(f)][:8]
        flags = flags or [FLAG_CANDIDATE_CRASHED]
        tb = str(reply.get("traceback") or "")[-2500:]
        return Failure(flags, f"{','.join(flags)} at stage {str(reply.get('stage'))[:60]}: "
                       f"{str(reply.get('error'))[:2000]}\n{tb}")

    def request(self, msg: dict, stage: str, timeout_s: float | None = None, spin: bool = False) -> dict | Failure:
        if self._queued is not None:
            raise RuntimeError(f"{msg.get('cmd')} requested while {self._queued} is queued")
        reply = self.cand.call(msg, timeout_s or self.timeout_s, spin)
        if reply is None or reply.get("ok") is not True:
            return self._failure(reply, stage)
        return reply

    def start(self, payload: str, inputs: dict) -> Failure | None:
        """Build ModelNew, then have the candidate generate the input sets (task_loader.input_recipe)."""
        for msg, stage in (({"cmd": "load", "payload": payload}, "import/__init__"),
                           (dict(inputs, cmd="inputs"), "generating inputs")):
            r = self.request(msg, stage)
            if isinstance(r, Failure):
                return r
        return None

    def _forward_msg(self, i: int, poison: bool) -> dict:
        msg = {"cmd": "forward", "set": i, "window": self._forwards % 2, "poison": poison}
        self._forwards += 1
        return msg

    def forward(self, i: int, poison: bool = False, then: int | None = None,
                expect: list | None = None) -> tuple[list, dict] | Failure:
        """Runs forward on set i and returns its outputs (tensors this process owns; None for an
        output that is not a plain strided tensor) with the reply, whose `output_types` name every
        output.  `then` = j requests forward on set j as soon as this reply is in, so the
        candidate computes and writes set j while this process reads and compares set i (the
        next call to forward must then be for exactly that j).  `expect`: the reference's
        outputs' shapes and dtypes (tensor_exchange.spec_of): outputs shaped otherwise are not
        copied (meta tensors of their claimed shapes: a shape mismatch costs nothing here)."""
        if self._queued is not None:
            if self._queued["set"] != i or self._queued["poison"] != poison:
                raise RuntimeError(f"forward[{i}] requested while {self._queued} is queued")
            msg = self._queued
        else:
            msg = self._forward_msg(i, poison)
            if not self.cand.send(msg, self.timeout_s):
                return self._failure(None, f"forward[{i}]")
        self._queued = None
        r = self.cand.receive(self.timeout_s)
        if r is None or r.get("ok") is not True:
            return self._failure(r, f"forward[{i}]")
        if then is not None:
            nxt = self._forward_msg(then, False)
            if self.cand.send(nxt, self.timeout_s):
                self._queued = nxt
        # Read as reported, failing closed: anything but an explicit False counts as mutated.
        r["mutated"] = r.get("mutated") is not False
        try:
            outs, types = self.read_values(r.get("outputs"), msg["window"], expect)
            r["output_types"] = types
        except Exception as e:  # forged descriptors: the candidate's fault
            return Failure([FLAG_CANDIDATE_CRASHED], f"{FLAG_CANDIDATE_CRASHED}: unreadable outputs ({e})")
        return outs, r

    def drain(self) -> bool:
        """Takes and drops the reply of a forward sent ahead by `then` (its window freed), so other
        requests can follow; False when that forward failed (the process may be gone)."""
        if self._queued is None:
            return True
        window, self._queued = self._queued["window"], None
        r = self.cand.receive(self.timeout_s)
        self.cand.exchange.release(window)
        return r is not None and r.get("ok") is True

    def read_values(self, descs: Any, window: int, expect: list | None = None) -> tuple[list, list[str]]:
        """Values of a reply's exchange descriptors (tensors on the candidate's device) and their
        type names as the candidate reported them; ValueError when malformed."""
        values = self.cand.exchange.read(descs, window, self.cand.device, expect)
        return values, [str(d.get("type"))[:200] for d in descs]

    def trace(self, i: int) -> dict | Failure:
        return self.request({"cmd": "trace", "set": i}, "the profiler trace")


def malformed(what: str, e: Exception) -> Failure:
    """A reply this process cannot read: the candidate's failure, never the environment's."""
    return Failure([FLAG_CANDIDATE_CRASHED], f"{FLAG_CANDIDATE_CRASHED}: malformed {what} ({type(e).__name__}: {str(e)[:200]})")


def forward_flags(reply: dict) -> list[str]:
    flags = []
    violations = reply.get("violations") or {}
    if isinstance(violations, dict):
        flags += [FLAG_FALLBACK_OP_PREFIX + str(name)[:200] for name in sorted(violations)[:10]]
    else:  # the guard's report is a map of op names; anything else was tampered with
        flags.append(FLAG_GUARD_TAMPERING)
    if reply.get("guard_tampered"):
        flags.append(FLAG_GUARD_TAMPERING)
    if reply.get("python_threads"):
        flags.append(FLAG_BACKGROUND_THREAD)
    return flags


def trace_flags(trace: dict, policy: str, own_kernels: set[str] | None) -> list[str] | Failure:
    """Flags of a trace reply (kernel_trace.classify), or a Failure when it is malformed."""
    try:
        return _trace_flags(trace, policy, own_kernels)
    except (AttributeError, KeyError, TypeError, ValueError) as e:
        return malformed("profiler trace", e)


def kernel_records(trace: dict) -> list[dict] | None:
    """The trace's kernel list as flat records (scalar values only, at most 500), or None."""
    kernels = trace.get("kernels")
    if not isinstance(kernels, list):
        return None
    return [{str(k)[:200]: v for k, v in d.items() if v is None or isinstance(v, (str, int, float, bool))}
            for d in kernels[:500] if isinstance(d, dict)]


def _trace_flags(trace: dict, policy: str, own_kernels: set[str] | None) -> list[str]:
    if not trace.get("available", True):
        return []
    try:
        from . import kernel_trace
    except ImportError:
        return []
    return kernel_trace.classify(trace, policy, own_kernels or set())
