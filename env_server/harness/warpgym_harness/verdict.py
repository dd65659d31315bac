"""Verdict: the typed result of one harness command, as shared/contract.json's schema says.

Contract: one dataclass per record of the schema (`Verdict`, `CompileResult`, `VerifyResult`,
`Trial`, `ProfileResult`, `Provenance`) whose JSON fields are the schema's, in its order (a test
holds them to it); fields marked `local()` carry what the text for the model needs (failure
texts, notes) and never reach the JSON.  `to_json` gives the object the server parses
(shared/verdict.h) and every client reads; `validate` checks any JSON object against the schema.
Stages fill the records; `render.py` writes the model's text from a finished Verdict, once.
"""
from __future__ import annotations

import dataclasses
import math
from dataclasses import dataclass, field
from typing import Any

from . import contract

_LOCAL = {"local": True}


def local(default: Any = None, factory: Any = None) -> Any:
    """A field kept out of the JSON (what only the text needs)."""
    if factory is not None:
        return field(default_factory=factory, metadata=_LOCAL)
    return field(default=default, metadata=_LOCAL)


def json_fields(cls: type) -> list[str]:
    return [f.name for f in dataclasses.fields(cls) if not f.metadata.get("local")]


@dataclass
class CompileResult:
    ok: bool = False
    infra_error: bool = False
    seconds: float = 0.0
    log: str = ""                      # compiler errors, workspace-relative, capped
    objects_compiled: int = 0
    objects_cached: int = 0
    library: str | None = None         # the built extension, relative to the workspace
    flags_key: str | None = None       # hash of compiler flags and versions
    sandboxed: bool = False            # the agent's sources were compiled contained
    stage_seconds: dict[str, float] = field(default_factory=dict)  # snapshot, header, units, link
    units: int = local(0)              # translation units (binding + kernels)
    problem: str | None = local()      # why nothing was compiled (no kernels, toolchain probe failed)
    objects: list[str] = local(factory=list)  # object paths, binding first (kernel-name lookup)


@dataclass
class Trial:
    seed: int
    scale: float
    values: str = "random"  # task_loader.RANDOM or EDGE (zeros, integers, half-integers put in)
    ok: bool = True
    max_abs_err: float | None = 0.0
    max_rel_err: float | None = 0.0
    shape_ok: bool = True
    dtype_ok: bool = True
    why: list[str] = local(factory=list)   # what went wrong, e.g. "wrong_values"
    detail: str = local("")                # e.g. the expected and received shapes


@dataclass
class VerifyResult:
    correct: bool = False
    infra_error: bool = False
    trials: list[Trial] = field(default_factory=list)
    atol: float | None = None
    rtol: float | None = None
    max_abs_err: float | None = None
    max_rel_err: float | None = None
    flags: list[str] = field(default_factory=list)
    kernels: list[dict] | None = None      # GPU kernels of the traced call (cuda)
    seconds: float = 0.0
    stage_seconds: dict[str, float] = field(default_factory=dict)
    failure: str | None = local()          # the text of a request that failed (no trials after it)
    notes: list[str] = local(factory=list)  # lines after the trials (rerun, trace, symbols)
    footer: str = local("")                 # tolerance and time


@dataclass
class ProfileResult:
    infra_error: bool = False
    eager_ms: float | None = None
    compile_ms: float | None = None
    candidate_ms: float | None = None
    speedup_vs_eager: float | None = None
    speedup_vs_compile: float | None = None
    noise_pct: float | None = None
    iterations: int = 0
    excess_ms: float | None = None     # CPU work between timed calls, charged per call (in candidate_ms)
    floor_ms: float | None = None      # the memory-bandwidth floor (cuda: peak bandwidth; cpu: a measured copy)
    eager_adjacent_ms: float | None = None  # eager re-timed right after the candidate ended
    candidate_ms_interval: list[float] | None = None  # ~95 % interval of candidate_ms (reward.median_interval)
    speedup_vs_eager_interval: list[float] | None = None  # the ratio's interval (reward.speedup_interval)
    flags: list[str] = field(default_factory=list)
    compile_note: str | None = None    # why torch.compile has no time
    baseline_cached: bool | None = None
    timed_ops_checked: bool = False
    seconds: float = 0.0
    stage_seconds: dict[str, float] = field(default_factory=dict)
    timed: bool = local(False)         # the candidate was timed (not only the baselines)
    failure: str | None = local()      # the text of a request that failed, or of a failed reference
    notes: list[str] = local(factory=list)


@dataclass
class Provenance:
    harness_version: str
    device: dict[str, Any]
    sandbox: str | None
    task_sha256: str
    sources_sha256: dict[str, str]
    tolerance: str
    op_policy: str
    seed: int | None
    compile_flags_key: str | None
    peak_memory_mb: dict[str, float] = field(default_factory=dict)  # the trusted process's, at the end


@dataclass
class Verdict:
    command: str
    infra_error: bool = False
    compiled: bool = False
    correct: bool | None = None
    reward: float | None = None
    reward_mode: str = contract.DEFAULT_REWARD_MODE
    eager_ms: float | None = None
    compile_ms: float | None = None
    candidate_ms: float | None = None
    speedup_vs_eager: float | None = None
    speedup_vs_compile: float | None = None
    noise_pct: float | None = None
    flags: list[str] = field(default_factory=list)
    stage_seconds: dict[str, float] = field(default_factory=dict)
    harness_seconds: float = 0.0
    compile: CompileResult | None = None
    verify: VerifyResult | None = None
    profile: ProfileResult | None = None
    provenance: Provenance | None = None
    error: str | None = None
    notes: list[str] = field(default_factory=list)
    text: str = ""
    refused: str | None = local()  # why nothing was evaluated (the candidate sandbox cannot run here)

    def add_flags(self, flags: list[str]) -> None:
        """Adds flags in order, each once."""
        self.flags += [f for f in flags if f not in self.flags]


#: The failure text of a stage whose reference (the task's Model) raised.
REFERENCE_FAILED = "the reference model failed (task problem, not yours)"


def infra_failure(res: VerifyResult | ProfileResult, why: str,
                  started: float | None = None) -> VerifyResult | ProfileResult:
    """`res` as the environment's failure (never the agent's): infra_error, `why` as its text,
    and the stage's seconds since `started` (time.perf_counter) when given."""
    import time

    res.infra_error, res.failure = True, why
    if started is not None:
        res.seconds = round(time.perf_counter() - started, 3)
    return res


RECORDS: dict[str, type] = {"Verdict": Verdict, "CompileResult": CompileResult, "VerifyResult": VerifyResult,
                            "Trial": Trial, "ProfileResult": ProfileResult, "Provenance": Provenance}


def to_json(value: Any) -> Any:
    """The JSON value of a record (its JSON fields, in order), recursively."""
    if dataclasses.is_dataclass(value) and not isinstance(value, type):
        return {name: to_json(getattr(value, name)) for name in json_fields(type(value))}
    if isinstance(value, (list, tuple)):
        return [to_json(v) for v in value]
    if isinstance(value, dict):
        return {str(k): to_json(v) for k, v in value.items()}
    return value


def clean(value: Any) -> Any:
    """A JSON value with what strict JSON (and the server's parser) cannot carry replaced: a float
    that is not finite becomes None, a lone surrogate in a string (a file name, an exception's
    text: the agent's bytes) U+FFFD.  Keys are cleaned too."""
    if isinstance(value, float):
        return value if math.isfinite(value) else None
    if isinstance(value, str):
        return value.encode("utf-8", "replace").decode("utf-8") if _has_surrogate(value) else value
    if isinstance(value, list):
        return [clean(v) for v in value]
    if isinstance(value, dict):
        return {clean(str(k)): clean(v) for k, v in value.items()}
    return value


def _has_surrogate(s: str) -> bool:
    try:
        s.encode("utf-8")
        return False
    except UnicodeEncodeError:
        return True


def _check(value: Any, typ: str, where: str, errors: list[str]) -> None:
    if typ.endswith("?"):
        if value is None:
            return
        typ = typ[:-1]
    ok = True
    if typ.startswith("["):
        if isinstance(value, list):
            for i, v in enumerate(value):
                _check(v, typ[1:-1], f"{where}[{i}]", errors)
        else:
            ok = False
    elif typ.startswith("{"):
        if isinstance(value, dict) and all(isinstance(k, str) for k in value):
            for k, v in value.items():
                _check(v, typ[1:-1], f"{where}.{k}", errors)
        else:
            ok = False
    elif typ in contract.VERDICT_SCHEMA:
        errors += validate(value, typ, where)
        return
    elif typ == "str":
        ok = isinstance(value, str)
    elif typ == "bool":
        ok = isinstance(value, bool)
    elif typ == "int":
        ok = isinstance(value, int) and not isinstance(value, bool)
    elif typ == "num":
        ok = isinstance(value, (int, float)) and not isinstance(value, bool)
    elif typ != "any":
        ok = False
    if not ok:
        errors.append(f"{where}: {type(value).__name__} is not {typ}")


def validate(obj: Any, record: str = "Verdict", where: str = "") -> list[str]:
    """Every way `obj` differs from the schema's `record`: missing, unknown or ill-typed fields."""
    where = where or record
    if not isinstance(obj, dict):
        return [f"{where}: {type(obj).__name__} is not a {record} object"]
    schema = contract.VERDICT_SCHEMA[record]
    errors = [f"{where}: no field {k!r}" for k in schema if k not in obj]
    errors += [f"{where}: unknown field {k!r}" for k in obj if k not in schema]
    for k, typ in schema.items():
        if k in obj:
            _check(obj[k], typ, f"{where}.{k}", errors)
    return errors


def _record_of(typ: str) -> tuple[str | None, bool]:
    """(record name, is a list of it) of a schema type, or (None, False) for a leaf."""
    t = typ.rstrip("?")
    is_list = t.startswith("[") and t.endswith("]")
    t = t[1:-1] if is_list else t
    return (t, is_list) if t in contract.VERDICT_SCHEMA else (None, False)


def key_tree(obj: dict, record: str = "Verdict") -> dict:
    """The key structure of a (valid) record: field -> None for a leaf, the key tree of a nested
    record, or [its key tree] for a non-empty list of records.  Two verdicts with the same tree
    have the same JSON schema, byte for byte, whatever their values (e.g. CPU and CUDA)."""
    tree: dict = {}
    for name, typ in contract.VERDICT_SCHEMA[record].items():
        sub, is_list = _record_of(typ)
        value = obj.get(name)
        if sub is None or value is None or (is_list and not value):
            tree[name] = None
        else:
            tree[name] = [key_tree(value[0], sub)] if is_list else key_tree(value, sub)
    return tree


def schema_key_tree(record: str = "Verdict") -> dict:
    """key_tree of a verdict in which every record is present (and every list non-empty)."""
    tree: dict = {}
    for name, typ in contract.VERDICT_SCHEMA[record].items():
        sub, is_list = _record_of(typ)
        tree[name] = None if sub is None else ([schema_key_tree(sub)] if is_list else schema_key_tree(sub))
    return tree


def tree_digest(tree: dict) -> str:
    """A short sha256 of a key tree (canonical JSON): equal digests, byte-identical schemas."""
    import hashlib
    import json

    return hashlib.sha256(json.dumps(tree, sort_keys=True).encode()).hexdigest()[:16]
