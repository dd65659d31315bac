"""What a task's eager forward does, found without running it: every ATen op it dispatches, with
the bytes it touches and its FLOPs, from one forward on the meta device (shapes only, no data,
no GPU; milliseconds even for tensors of gigabytes).

Contract: ``scaled_code(code, scale)`` returns the task file with dim 0 of every ``torch.randn``
shape in ``get_inputs`` multiplied by ``scale`` (the task's batch dimension: the CPU set's chains
are composed so that dim 0 is the batch), or raises ``ValueError`` when it has none to scale.
``trace(code)`` builds ``Model`` on the CPU (parameters do not depend on dim 0), moves it to the
meta device, calls ``forward`` on meta inputs and returns a ``Trace``; it raises ``TraceError``
when the forward fails there (shapes that do not fit at this scale, an op without a meta kernel,
a data-dependent shape) or an op it dispatches has no CUDA kernel. Not thread safe (it ``exec``s
the task and installs a dispatch mode); use one process per worker.
"""
from __future__ import annotations

import math
import re
from dataclasses import dataclass, field
from typing import Any

import torch
from torch.utils._python_dispatch import TorchDispatchMode
from torch.utils.flop_counter import flop_registry

# Ops that only make a new view or read metadata: no kernel runs for them in eager mode.
_NO_KERNEL = {"view", "_unsafe_view", "reshape", "expand", "t", "transpose", "permute", "squeeze", "unsqueeze",
              "as_strided", "slice", "select", "detach", "alias", "unbind", "split", "split_with_sizes",
              "chunk", "narrow", "diagonal", "unfold", "view_as_real", "view_as_complex", "lift_fresh",
              "_reshape_alias", "movedim", "numpy_T", "sym_size", "sym_stride", "sym_numel", "size", "stride",
              "dim", "is_contiguous", "_to_copy_noop", "empty_like", "empty", "new_empty", "new_empty_strided",
              "empty_strided", "result_type", "_local_scalar_dense", "_has_compatible_shallow_copy_type"}
_RANDN = re.compile(r"torch\.randn\(\s*(\d+)")


class TraceError(RuntimeError):
    """The task's forward cannot run at this shape on the meta device, or needs an op CUDA lacks."""


@dataclass
class OpCost:
    name: str  # the ATen overload packet, e.g. "aten.addmm"
    bytes: int  # inputs read plus outputs written (each tensor's elements times its element size)
    flops: int  # matmul and convolution FLOPs (torch.utils.flop_counter); 0 for the rest


@dataclass
class Trace:
    ops: list[OpCost] = field(default_factory=list)
    input_bytes: int = 0
    output_bytes: int = 0
    produced_bytes: int = 0  # every op's outputs summed: an upper bound of the forward's peak
    input_shapes: list[list[int]] = field(default_factory=list)
    output_shape: list[int] = field(default_factory=list)  # the first output's

    @property
    def kernels(self) -> int:
        return len(self.ops)

    @property
    def bytes(self) -> int:
        return sum(o.bytes for o in self.ops)

    @property
    def flops(self) -> int:
        return sum(o.flops for o in self.ops)


def scaled_code(code: str, scale: int) -> str:
    """The task with dim 0 of every input multiplied by ``scale`` (see the module contract)."""
    head, sep, tail = code.partition("def get_inputs():")
    if not sep:
        raise ValueError("no get_inputs() in the task")
    body, sep2, rest = tail.partition("\ndef ")
    if not _RANDN.search(body):
        raise ValueError("get_inputs() draws no torch.randn input to scale")
    body = _RANDN.sub(lambda m: f"torch.randn({int(m.group(1)) * scale}", body)
    return head + sep + body + sep2 + rest


def _nbytes(t: Any) -> int:
    return t.numel() * t.element_size() if isinstance(t, torch.Tensor) else 0


def _tensors(x: Any) -> list[torch.Tensor]:
    if isinstance(x, torch.Tensor):
        return [x]
    if isinstance(x, (list, tuple)):
        return [t for v in x for t in _tensors(v)]
    if isinstance(x, dict):
        return [t for v in x.values() for t in _tensors(v)]
    return []


def has_cuda_kernel(op: Any) -> bool:
    """Whether an ATen overload runs on CUDA (its own kernel or a composite of ops that do)."""
    name = op.name()
    return any(torch._C._dispatch_has_kernel_for_dispatch_key(name, key)
               for key in ("CUDA", "CompositeExplicitAutograd", "CompositeExplicitAutogradNonFunctional",
                           "CompositeImplicitAutograd"))


class _Recorder(TorchDispatchMode):
    def __init__(self) -> None:
        super().__init__()
        self.trace = Trace()
        self.missing: set[str] = set()

    def __torch_dispatch__(self, func, types, args=(), kwargs=None):  # noqa: ANN001 - torch's protocol
        kwargs = kwargs or {}
        out = func(*args, **kwargs)
        packet = func.overloadpacket.__name__
        if packet in _NO_KERNEL or packet.startswith("_foreach") or func.is_view:
            return out
        if not has_cuda_kernel(func):
            self.missing.add(str(func))
        read = sum(_nbytes(t) for t in _tensors(args) + _tensors(kwargs))
        written = sum(_nbytes(t) for t in _tensors(out))
        fl = flop_registry.get(func.overloadpacket)
        n = 0
        if fl is not None:
            try:
                n = int(fl(*args, **kwargs, out_val=out))
            except Exception:  # noqa: BLE001 - a formula that does not take these arguments: no FLOPs counted
                n = 0
        self.trace.ops.append(OpCost(f"aten.{packet}", read + written, n))
        self.trace.produced_bytes += written
        return out


def trace(code: str) -> Trace:
    """One meta-device forward of the task (see the module contract)."""
    ns: dict[str, Any] = {"__name__": "warpgym_synth_task"}
    try:
        exec(compile(code, "<task>", "exec"), ns)  # noqa: S102 - our own synthesised task file
        torch.manual_seed(0)
        model = ns["Model"](*ns["get_init_inputs"]()).to("meta").eval()
        with torch.device("meta"):
            inputs = ns["get_inputs"]()
    except Exception as e:  # noqa: BLE001 - any failure to build is this task's
        raise TraceError(f"build: {type(e).__name__}: {e}") from e
    rec = _Recorder()
    try:
        with torch.no_grad(), rec:
            out = model(*inputs)
    except Exception as e:  # noqa: BLE001
        raise TraceError(f"forward on meta: {type(e).__name__}: {str(e)[:200]}") from e
    if rec.missing:
        raise TraceError(f"no CUDA kernel for {', '.join(sorted(rec.missing))}")
    t = rec.trace
    t.input_bytes = sum(_nbytes(x) for x in _tensors(inputs))
    t.output_bytes = sum(_nbytes(x) for x in _tensors(out))
    if not _tensors(out):
        raise TraceError("forward returned no tensor")
    t.input_shapes = [list(x.shape) for x in _tensors(inputs)]
    t.output_shape = list(_tensors(out)[0].shape)
    return t


def log_uniform(u: float, lo: float, hi: float) -> float:
    """The point a fraction ``u`` of the way from ``lo`` to ``hi`` on a log scale."""
    return math.exp(math.log(lo) + u * (math.log(hi) - math.log(lo)))
