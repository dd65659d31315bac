"""Dispatch-level fallback guard: which ATen ops did the candidate's forward run?

What: `OpGuard(policy)` is a context manager (a `TorchDispatchMode`) that records every operator
dispatched on its thread while it is active and not allowed by `policy` into `violations`
({"aten::mm": 3}: namespace::name, overload dropped; in-place ops keep their own name,
"aten::mul_").  It sees ops called from Python
(torch.matmul, F.softmax, Tensor methods) and ops called from C++ through the dispatcher
(at::mm, x.sum() inside an extension), because the Python mode key is in the thread's dispatch
TLS while it is active.  It records and never raises: a raise could be caught by the candidate,
which would then fall back to something else.  `allowed(op, policy)` is the same decision for
an op name; `kernel_trace.py` uses it for its profiler-level check.

Allowlist (`ALLOWLIST` below, one row per op): under "strict" only ops that cannot compute an
input-dependent answer are allowed: allocation, constant fills, views and metadata, copies and
dtype/device casts, output resizing, profiler instrumentation; plus any other aten op whose schema
makes it a view (OpOverload.is_view), except the views that change values lazily (negation and
conjugation bits, `VALUE_VIEWS`).  "library-gemm" adds GEMM (cuBLAS/MKL) and convolution
(cuDNN/oneDNN) library ops, as CUDA Agent's rules allow.  "off" allows every op (the fallback
check is disabled): only for verifying a task with its own reference as the candidate
(`warpgym synth`), never for an agent's solution.  Everything else is a violation, also
ops of other namespaces (torchvision::nms, a candidate's own TORCH_LIBRARY op: the guard cannot
see inside those, and REGISTER_BINDING, which does not go through the dispatcher, is the
sanctioned path).  Tensor subclasses with their own __torch_dispatch__ are recorded as
"python::tensor_subclass" (their handler runs where the guard cannot see), and exporting tensor
data to numpy/DLPack (Tensor.numpy / __array__ / __dlpack__) while a guard is active is
recorded as "python::Tensor.numpy" etc. (numpy's BLAS would be an invisible fallback).

Tamper detection (`tampered`, `tamper_reasons`):
  * at __exit__: the guard must still be on top of the mode stack at the depth it was pushed,
    the Python dispatch keys must be excluded exactly as at __enter__, and a canary op
    (torch.empty(0)) must still reach the guard.  Catches a permanent pop
    (torch._C._pop_torch_dispatch_stack()), a mode pushed on top and left there, a leaked
    _DisableTorchDispatch / ExcludeDispatchKeyGuard, a C++ exclusion of DispatchKey::Python
    left in place.  The mode stack and TLS are repaired, so the harness continues cleanly.
  * tripwires: `arm_tripwires()` (called by OpGuard, idempotent; call it before importing agent
    code) replaces the Python entry points that pop or disable modes (torch._C.
    _pop_torch_dispatch_stack, _DisableTorchDispatch, _ExcludeDispatchKeyGuard,
    ExcludeDispatchKeyGuard, _SetExcludeDispatchKeyGuard, _dispatch_tls_set_dispatch_key_
    {excluded,included}; torch.utils._python_dispatch._pop_mode, _pop_mode_temporarily,
    _disable_current_modes) by pass-through wrappers that mark the active guard tampered when
    used against it.  Catches a temporary pop-and-repush done through those names.
Not caught here (kernel_trace.py's profiler layer sees the ops of most of these): references to
the original functions taken before arm_tripwires() ran or dug out of the wrappers' closures;
C++ that excludes DispatchKey::Python or pops c10::impl::TorchDispatchModeTLS and restores it
before returning; ops run on other threads (the mode stack is thread-local: std::thread,
OpenMP workers, Python threads); numpy/BLAS reached through data pointers or
torch._C.TensorBase.numpy; a candidate that re-registers an allowed aten op's kernel
(TORCH_LIBRARY_IMPL); Python that reaches the guard object (it is on the mode stack) or this
module and clears `violations` or patches `allowed`.  In-process code can defeat any
in-process check; this guard
catches the ordinary "just call torch" fallback and the obvious ways of switching it off.
Cost: every op goes through Python (verify only, never timed).
"""
from __future__ import annotations

import functools
from collections import Counter
from typing import Any, Callable

import torch
from torch.utils import _python_dispatch as _pd
from torch.utils._python_dispatch import TorchDispatchMode

from .contract import OP_POLICY_LIBRARY_GEMM, OP_POLICY_OFF, OP_POLICY_STRICT

POLICIES: dict[str, frozenset[str]] = {
    OP_POLICY_STRICT: frozenset({OP_POLICY_STRICT}),
    OP_POLICY_LIBRARY_GEMM: frozenset({OP_POLICY_STRICT, OP_POLICY_LIBRARY_GEMM}),
    # "off": every op is allowed; the guard records nothing.  Only for checking a TASK, not an
    # agent: `warpgym synth` verifies the reference Model renamed ModelNew (an identity candidate
    # that calls torch by design).  The server never passes it (run.py --op-policy, default strict).
    OP_POLICY_OFF: frozenset({OP_POLICY_STRICT, OP_POLICY_LIBRARY_GEMM, OP_POLICY_OFF}),
}
#: Policies under which no op is a violation (the fallback check is disabled).
GUARD_OFF = frozenset({OP_POLICY_OFF})


def _rows(policy: str, reason: str, names: str, ns: str = "aten") -> dict[str, tuple[str, str]]:
    return {f"{ns}::{n}": (policy, reason) for n in names.split()}


# op (namespace::name, no overload) -> (weakest policy that allows it, why it cannot compute the answer)
ALLOWLIST: dict[str, tuple[str, str]] = {
    **_rows(OP_POLICY_STRICT, "allocation: uninitialised memory",
            "empty empty_like empty_strided empty_permuted new_empty new_empty_strided"),
    **_rows(OP_POLICY_STRICT, "constant fill: independent of the inputs' values (at::zeros, memset-like)",
            "zeros zeros_like new_zeros zero_ ones ones_like new_ones full full_like new_full fill_ "
            "scalar_tensor"),
    **_rows(OP_POLICY_STRICT, "view: aliases existing storage",
            "view _unsafe_view _reshape_alias reshape reshape_as view_as flatten unflatten as_strided "
            "as_strided_ t t_ transpose transpose_ permute movedim moveaxis swapaxes swapdims expand "
            "expand_as broadcast_to squeeze squeeze_ unsqueeze unsqueeze_ slice select narrow split "
            "split_with_sizes tensor_split chunk unbind detach detach_ alias diagonal unfold "
            "view_as_real view_as_complex"),
    **_rows(OP_POLICY_STRICT, "metadata / reading one element",
            "sym_size sym_stride sym_numel sym_storage_offset size stride "
            "is_same_size is_complex is_floating_point is_pinned is_nonzero item "
            "_local_scalar_dense _has_compatible_shallow_copy_type"),
    **_rows(OP_POLICY_STRICT, "copy / dtype or device cast: moves values, cannot compute an answer",
            "_to_copy to type_as copy_ _copy_from _copy_from_and_resize clone contiguous lift "
            "lift_fresh lift_fresh_copy pin_memory _pin_memory _autocast_to_full_precision "
            "_autocast_to_reduced_precision"),
    **_rows(OP_POLICY_STRICT, "output storage management",
            "set_ resize_ resize_as_ _resize_output_ record_stream"),
    **_rows(OP_POLICY_STRICT, "profiler instrumentation (torch.profiler.record_function)",
            "_record_function_enter _record_function_enter_new _record_function_exit", ns="profiler"),
    **_rows(OP_POLICY_LIBRARY_GEMM, "GEMM library (cuBLAS / MKL), including BLAS alpha/beta epilogues",
            "mm bmm addmm addbmm baddbmm mv addmv dot vdot matmul _int_mm _scaled_mm"),
    **_rows(OP_POLICY_LIBRARY_GEMM, "convolution library (cuDNN / oneDNN), bias included",
            "convolution _convolution convolution_overrideable conv1d conv2d conv3d conv_transpose1d "
            "conv_transpose2d conv_transpose3d cudnn_convolution cudnn_convolution_transpose "
            "miopen_convolution miopen_convolution_transpose miopen_depthwise_convolution "
            "mkldnn_convolution _slow_conv2d_forward slow_conv3d_forward slow_conv_transpose2d "
            "slow_conv_transpose3d slow_conv_dilated2d slow_conv_dilated3d _conv_depthwise2d "
            "conv_depthwise3d thnn_conv2d _nnpack_spatial_convolution"),
}
# Deliberately NOT allowed: _addmm_activation, cudnn_convolution_relu, cudnn_convolution_add_relu
# (library GEMM/conv with a fused non-BLAS activation), linear (it decomposes into addmm, or
# mm + add_, which are judged on their own), cat/stack/index/gather (data movement that is the
# whole answer of some tasks).

# Schema views that change values lazily (neg/conj bits materialised by the next copy) or compute.
VALUE_VIEWS = frozenset({"_neg_view", "_conj", "conj", "conj_physical", "resolve_neg", "resolve_conj",
                         "coalesce", "_coalesce", "mH", "adjoint", "matrix_H"})


def split_name(op_name: str) -> tuple[str, str]:
    """'aten::mm.default' / 'aten.mm.default' / 'aten::mm' / 'mm' -> ('aten', 'mm')."""
    if "::" in op_name:
        ns, rest = op_name.split("::", 1)
    elif op_name.count(".") >= 1 and not op_name.startswith("."):
        ns, rest = op_name.split(".", 1)
    else:
        ns, rest = "aten", op_name
    return ns, rest.split(".", 1)[0]


@functools.lru_cache(maxsize=None)
def _is_schema_view(base: str) -> bool:
    packet = getattr(torch.ops.aten, base, None)
    if packet is None:
        return False
    try:
        return any(getattr(packet, ov).is_view for ov in packet.overloads())
    except Exception:
        return False


@functools.lru_cache(maxsize=None)
def allowed(op_name: str, policy: str = OP_POLICY_STRICT) -> bool:
    """Is this op allowed in a candidate's forward under `policy`? Unknown ops are not."""
    if policy not in POLICIES:
        raise ValueError(f"unknown policy {policy!r}; expected one of {sorted(POLICIES)}")
    if policy in GUARD_OFF:
        return True
    ns, base = split_name(op_name)
    row = ALLOWLIST.get(f"{ns}::{base}")
    if row is not None:
        return row[0] in POLICIES[policy]
    return ns == "aten" and base not in VALUE_VIEWS and _is_schema_view(base)


# ----------------------------------------------------------------------------- tripwires
_ACTIVE: "OpGuard | None" = None
_ORIG: dict[tuple[Any, str], tuple[Any, bool]] = {}  # (owner, attr) -> (original, defined on owner)
_PY_KEYS = (torch._C.DispatchKey.Python, torch._C.DispatchKey.PythonTLSSnapshot)


def _flag(label: str) -> None:
    g = _ACTIVE
    if g is not None:
        g.tampered = True
        g.tamper_reasons.append(label)


def _guard_on_top() -> bool:
    g = _ACTIVE
    n = torch._C._len_torch_dispatch_stack()
    return g is not None and n > 0 and torch._C._get_dispatch_stack_at(n - 1) is g


def _touches_python_keys(*args: Any) -> bool:
    for a in args:
        if isinstance(a, torch._C.DispatchKey) and a in _PY_KEYS:
            return True
        if isinstance(a, torch._C.DispatchKeySet) and any(a.has(k) for k in _PY_KEYS):
            return True
    return False


def _wrap(owner: Any, attr: str, when: Callable[..., bool], export: bool = False) -> None:
    key = (owner, attr)
    if key in _ORIG or not hasattr(owner, attr):
        return
    orig = getattr(owner, attr)
    label = f"{getattr(owner, '__name__', owner)}.{attr}"

    def wrapper(*args: Any, **kwargs: Any) -> Any:
        if _ACTIVE is not None and when(*args, **kwargs):
            if export:
                _ACTIVE.violations[f"python::Tensor.{attr}"] += 1
            else:
                _flag(label)
        return orig(*args, **kwargs)

    wrapper.__name__ = getattr(orig, "__name__", attr)
    _ORIG[key] = (orig, attr in vars(owner))
    setattr(owner, attr, wrapper)


def _original(owner: Any, attr: str) -> Any:
    return _ORIG[(owner, attr)][0] if (owner, attr) in _ORIG else getattr(owner, attr)


def arm_tripwires() -> None:
    """Install the pass-through wrappers (idempotent, process-wide, inert while no guard is active)."""
    always: Callable[..., bool] = lambda *a, **k: True  # noqa: E731
    top = lambda *a, **k: _guard_on_top()  # noqa: E731
    pops_top = lambda k=None, *a, **kw: k is None and _guard_on_top()  # noqa: E731
    keys = lambda *a, **k: _touches_python_keys(*a, *k.values())  # noqa: E731
    excl = lambda key=None, value=True, *a, **k: value and _touches_python_keys(key)  # noqa: E731
    incl = lambda key=None, value=True, *a, **k: not value and _touches_python_keys(key)  # noqa: E731
    for owner in (torch._C, _pd):
        _wrap(owner, "_pop_torch_dispatch_stack", pops_top)
    _wrap(torch._C, "_DisableTorchDispatch", always)
    _wrap(torch._C, "_ExcludeDispatchKeyGuard", keys)
    _wrap(torch._C, "ExcludeDispatchKeyGuard", keys)
    _wrap(torch._C, "_SetExcludeDispatchKeyGuard", excl)
    _wrap(torch._C, "_dispatch_tls_set_dispatch_key_excluded", excl)
    _wrap(torch._C, "_dispatch_tls_set_dispatch_key_included", incl)
    _wrap(_pd, "_pop_mode", pops_top)
    _wrap(_pd, "_pop_mode_temporarily", pops_top)
    _wrap(_pd, "_disable_current_modes", top)
    for attr in ("numpy", "__array__", "__dlpack__"):
        _wrap(torch.Tensor, attr, always, export=True)


def disarm_tripwires() -> None:
    """Restore the original functions (tests; the harness leaves them armed)."""
    for (owner, attr), (orig, own) in list(_ORIG.items()):
        if own:
            setattr(owner, attr, orig)
        else:
            delattr(owner, attr)  # inherited (Tensor.numpy from TensorBase): remove the shadow
        del _ORIG[(owner, attr)]


# ----------------------------------------------------------------------------- the guard
def _has_own_dispatch(t: type) -> bool:
    for c in t.__mro__:
        if c is torch.Tensor or c is torch._C.TensorBase:
            return False
        if "__torch_dispatch__" in c.__dict__:
            return True
    return False


class OpGuard(TorchDispatchMode):
    """Context manager: records every op dispatched while active that is not allowed."""

    def __init__(self, policy: str = OP_POLICY_STRICT) -> None:
        super().__init__()
        if policy not in POLICIES:
            raise ValueError(f"unknown policy {policy!r}; expected one of {sorted(POLICIES)}")
        self.policy = policy
        self.violations: Counter[str] = Counter()
        self.tampered = False
        self.tamper_reasons: list[str] = []
        self._decided: dict[Any, tuple[str, bool]] = {}
        self._depth = -1
        self._excluded: tuple[bool, ...] = ()
        self._canary = -1  # >= 0 while the exit canary runs
        arm_tripwires()

    def __torch_dispatch__(self, func: Any, types: Any, args: Any = (), kwargs: Any = None) -> Any:
        if self._canary >= 0:
            self._canary += 1
        else:
            d = self._decided.get(func)
            if d is None:
                name = func._schema.name  # "aten::mm"
                ns, base = split_name(name)
                ok = allowed(name, self.policy) or (
                    ns == "aten" and base not in VALUE_VIEWS and bool(getattr(func, "is_view", False)))
                d = self._decided[func] = (name, ok)
            if not d[1]:
                self.violations[d[0]] += 1
            if any(_has_own_dispatch(t) for t in types):
                self.violations["python::tensor_subclass"] += 1
        return func(*args, **(kwargs or {}))

    def __enter__(self) -> "OpGuard":
        global _ACTIVE
        if _ACTIVE is not None:
            raise RuntimeError("OpGuard is not re-entrant: another guard is active")
        self._excluded = tuple(torch._C._dispatch_tls_is_dispatch_key_excluded(k) for k in _PY_KEYS)
        super().__enter__()
        self._depth = torch._C._len_torch_dispatch_stack()
        _ACTIVE = self
        return self

    def _reason(self, why: str) -> None:
        self.tampered = True
        self.tamper_reasons.append(why)

    def __exit__(self, exc_type: Any, exc_val: Any, exc_tb: Any) -> None:
        global _ACTIVE
        _ACTIVE = None  # from here on our own pops are not tampering
        pop = _original(torch._C, "_pop_torch_dispatch_stack")
        set_excl = _original(torch._C, "_dispatch_tls_set_dispatch_key_excluded")
        for k, was in zip(_PY_KEYS, self._excluded):
            if torch._C._dispatch_tls_is_dispatch_key_excluded(k) != was:
                self._reason(f"dispatch key {k.name} exclusion changed")
                set_excl(k, was)
        n = torch._C._len_torch_dispatch_stack()
        if n != self._depth or torch._C._get_dispatch_stack_at(n - 1) is not self:
            on_stack = any(torch._C._get_dispatch_stack_at(i) is self for i in range(n))
            self._reason(f"mode stack changed (depth {self._depth} -> {n}, guard "
                         f"{'still on the stack' if on_stack else 'removed'})")
            while torch._C._len_torch_dispatch_stack() >= self._depth:
                pop(None)  # whatever sits at or above our slot: candidate modes, or ourselves
            _pd._push_on_torch_dispatch_stack(self)  # so the base class pops a balanced stack
        self._canary = 0
        try:
            torch.empty(0)
        finally:
            seen, self._canary = self._canary, -1
        if seen == 0:
            self._reason("canary op did not reach the guard")
        super().__exit__(exc_type, exc_val, exc_tb)
