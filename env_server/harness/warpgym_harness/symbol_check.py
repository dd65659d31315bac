"""A static look at what the candidate's compiled kernels call, before anything runs.

Contract: `scan(objects, policy)` reads the undefined symbols of the candidate's own object
files (`nm -uC`; never the trusted binding.cpp object) and returns flags, sorted:
  fallback_symbol:aten::<op>   a direct call of an ATen operator (`at::_ops::<op>[_<overload>]::
                               call` / `redispatch`) that op_guard.allowed() refuses under
                               `policy`: the runtime checks would see it too, unless the
                               kernel also switches them off (the next line)
  fallback_symbol:aten::<op>   also a call of an op's kernel below the dispatcher (`at::cpu::`,
                               `at::cuda::`, `at::native::`, `at::composite*::` functions), which
                               no runtime guard sees
  forbidden_symbol:at::native::<name>   anything else of ATen's internals below the ops: a
                               DispatchStub (the per-device kernel table an op runs through:
                               `DispatchStub<...>::DEFAULT`, `threshold_stub`) or a helper such
                               as `at::native::cpublas::gemm`: ATen's code doing the work, out of
                               every runtime guard's sight
  forbidden_symbol:<name>      machinery that has no place in a kernel and exists to hide or
                               redirect work: RecordFunction switches, dispatch-key TLS setters,
                               the Python dispatch-mode TLS, dlopen/dlsym, the dispatcher itself
                               (`c10::Dispatcher`, operator handles: a redispatch past the
                               guards), operator registration (`torch::Library`: a
                               TORCH_LIBRARY_IMPL that makes the harness's own calls do the
                               work), changing page protections (`mprotect`: patching code),
                               and Python's import and evaluation from C++ (`PyImport_*`,
                               `PyRun_*`, ...: a binding that fetches numpy or torch's Python
                               functions and lets them compute)
Why: C++ can exclude the Python dispatch key and disable RecordFunction around an ATen call,
restoring both before returning; then neither the op guard nor the profiler trace sees it.
The linker still has to name what it calls.  Struct names map to ATen ops through the
registered overloads (`sum_dim_IntList` -> `sum`), so an allowed op with any overload passes.  Unreadable objects are skipped (the runtime checks still apply).
"""
from __future__ import annotations

import functools
import re
import subprocess

from . import contract
from .op_guard import allowed

# Not c10::impl::ExcludeDispatchKeyGuard: torch's own factory functions (torch::empty_like,
# torch::zeros, ... from <torch/extension.h> or <torch/types.h>, which KernelBench's load_inline
# kernels and CUDA Agent's bindings call) construct one inline to step below autograd.  Excluding
# the Python key with it hides an op from the op guard's mode only; the RecordFunction layers
# (verify's trace, the timed calls' op counter) still see it, and their switches stay here.
FORBIDDEN = (
    "at::enableRecordFunction", "at::RecordFunctionGuard", "at::DisableRecordFunctionGuard",
    "at::clearCallbacks", "at::removeCallback", "at::addGlobalCallback", "at::addThreadLocalCallback",
    "c10::impl::IncludeDispatchKeyGuard",
    "c10::impl::tls_set_dispatch_key_excluded", "c10::impl::tls_set_dispatch_key_included",
    "c10::impl::_force_tls_local_dispatch_key_set", "c10::impl::TorchDispatchModeTLS",
    "c10::impl::PythonDispatcherTLS", "dlopen", "dlsym", "dlmopen",
    "c10::Dispatcher", "c10::OperatorHandle", "c10::TypedOperatorHandle", "c10::KernelFunction",
    "c10::impl::OperatorEntry", "c10::BoxedKernel", "torch::Library", "torch::detail::TorchLibraryInit",
    "torch::CppFunction", "mprotect", "pkey_mprotect", "syscall",
)
#: Prefixes of the Python C API that reach other modules' code from C++ (pybind11's
#: `py::module_::import` is PyImport_ImportModule); a kernel's binding needs none of them.
FORBIDDEN_PREFIXES = ("PyImport_", "PyRun_", "PyEval_EvalCode", "PyEval_GetGlobals",
                      "PySys_GetObject", "Py_CompileString")
_OP = re.compile(r"^at::_ops::(\w+)::(?:call|redispatch)\(")
#: An op's kernel called directly, below the dispatcher: at::cpu::relu(...), at::native::add_out(...)
_KERNEL = re.compile(r"^at::(?:cpu|cuda|native|compositeexplicitautograd|compositeimplicitautograd|"
                     r"compositeexplicitautogradnonfunctional|meta)::(\w+)\(")


@functools.lru_cache(maxsize=1)
def _structs() -> dict[str, str]:
    """at::_ops struct name -> ATen op name, for every registered aten overload: the struct is
    `<name>` for the default overload, `<name>_<overload>` otherwise (ATen's codegen rule)."""
    import torch

    table: dict[str, str] = {}
    for full in torch._C._dispatch_get_all_op_names():
        ns, _, rest = full.partition("::")
        if ns != "aten":
            continue
        name, _, overload = rest.partition(".")
        table[f"{name}_{overload}" if overload else name] = name
    return table


@functools.lru_cache(maxsize=1)
def _op_names() -> frozenset[str]:
    return frozenset(_structs().values())


def _aten_op(struct: str, policy: str) -> tuple[str, bool]:
    """(op name to report, allowed?) for an at::_ops struct name like 'sum_dim_IntList'."""
    name = _structs().get(struct)
    if name is None:  # not a known overload: judge the longest known op name it starts with
        parts = struct.split("_")
        name = next(("_".join(parts[:n]) for n in range(len(parts), 0, -1)
                     if "_".join(parts[:n]) in _structs().values()), struct)
    return name, allowed(f"aten::{name}", policy)


def scan(objects: list[str], policy: str = contract.OP_POLICY_STRICT) -> list[str]:
    flags: set[str] = set()
    for path in objects:
        try:
            out = subprocess.run(["nm", "-uC", path], capture_output=True, text=True, errors="replace",
                                 timeout=60).stdout
        except (OSError, subprocess.SubprocessError):
            continue
        for line in out.splitlines():
            sym = line.strip()
            if sym.startswith("U "):
                sym = sym[2:].strip()
            m = _OP.match(sym)
            if m:
                name, ok = _aten_op(m.group(1), policy)
                if not ok:
                    flags.add(f"{contract.FLAG_FALLBACK_SYMBOL_PREFIX}aten::{name}")
                continue
            m = _KERNEL.match(sym)
            # at::cpu::clamp_min_out -> clamp_min; only ATen op names (at::cuda:: also holds
            # utilities such as stream getters); every overload of an allowed op passes
            name = re.sub(r"_(?:out|outf)$", "", m.group(1)) if m else ""
            if name in _op_names():
                if not allowed(f"aten::{name}", policy):
                    flags.add(f"{contract.FLAG_FALLBACK_SYMBOL_PREFIX}aten::{name}")
                continue
            bare = sym.split("(")[0].split("<")[0]
            if bare.startswith("at::native::"):  # not an ATen op: a stub or a helper
                flags.add(contract.FLAG_FORBIDDEN_SYMBOL_PREFIX + "::".join(bare.split("::")[:3]))
                continue
            for p in FORBIDDEN_PREFIXES:
                if bare.startswith(p):
                    flags.add(contract.FLAG_FORBIDDEN_SYMBOL_PREFIX + bare)
            for f in FORBIDDEN:
                if bare == f or bare.startswith(f + "::"):
                    flags.add(contract.FLAG_FORBIDDEN_SYMBOL_PREFIX + f)
    return sorted(flags)
