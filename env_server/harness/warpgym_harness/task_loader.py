"""Load a KernelBench-format task file and prepare the tensors shared with the candidate.

Contract: `load_task(path)` imports the TRUSTED task file (never the workspace's model.py) and
returns its module; it must define `Model`, `get_inputs()` and `get_init_inputs()`.
`build_reference(mod, device)` seeds torch with INIT_SEED, then builds Model(*get_init_inputs())
in eval mode on the device.  `make_input_sets(mod, seeds, scales, device)` seeds torch per set,
calls get_inputs() with the device as the default device (so inputs are generated on the GPU)
and scales floating inputs so value ranges vary; a set may also get edge values (zeros, integers,
half-integers inside each input's own range: with_edge_values).  `write_model_payload(path, ...)` saves init
inputs + state_dict (plain tensors/lists only, loadable with weights_only=True);
`input_recipe(...)` lets the candidate generate the same input sets itself, after its
constructor ran, so __init__ never sees an input and no gigabytes of GPU inputs go through files.  Any exception raised here is the task's fault: the caller reports infra_error.
"""
from __future__ import annotations

import importlib.util
import os
from typing import Any

import torch

from .common import sha256_file

INIT_SEED = 1234


def load_task(path: str) -> Any:
    name = "warpgym_task_" + sha256_file(path)[:16]
    spec = importlib.util.spec_from_file_location(name, path)
    if spec is None or spec.loader is None:
        raise ImportError(f"cannot load task file {path}")
    mod = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(mod)
    for attr in ("Model", "get_inputs", "get_init_inputs"):
        if not hasattr(mod, attr):
            raise AttributeError(f"task file {path} lacks {attr}")
    return mod


def build_reference(mod: Any, device: str = "cpu") -> tuple[torch.nn.Module, list]:
    torch.manual_seed(INIT_SEED)
    init_inputs = list(mod.get_init_inputs())
    model = mod.Model(*init_inputs).eval().to(device)
    return model, init_inputs


def _seed(seed: int, device: str) -> None:
    """The generators get_inputs draws from (the CPU's and, on CUDA, the current device's), seeded
    as torch.manual_seed would seed them: the same values, at a tenth of its host time (it also
    seeds every other device and backend), which the CUDA timed calls pay once per call."""
    torch.default_generator.manual_seed(seed)
    if device == "cuda":
        torch.cuda.manual_seed(seed)


def _scale(x: Any, s: float) -> Any:
    if isinstance(x, torch.Tensor) and x.is_floating_point() and s != 1.0:
        return x * s
    return x


def _on(x: Any, device: str) -> Any:
    return x.to(device) if isinstance(x, torch.Tensor) else x


RANDOM, EDGE = "random", "edge"  # the values of an input set: as drawn, or with edge values in
EDGE_PERIOD = 8  # about one element in EDGE_PERIOD of each floating input becomes an edge value
EDGE_CHUNK = 1 << 22  # elements rewritten at once (temporaries of ~10x 16 MiB at any size)


def make_input_sets(mod: Any, seeds: list[int], scales: list[float], device: str = "cpu",
                    values: list[str] | None = None) -> list[list]:
    """`values[i]` (default RANDOM): EDGE puts edge values into set i's floating inputs after
    scaling (with_edge_values, seeded by the set's seed)."""
    sets = []
    for i, (seed, s) in enumerate(zip(seeds, scales)):
        _seed(seed, device)
        with torch.device(device):
            raw = list(mod.get_inputs())
        inputs = [_scale(_on(x, device), s) for x in raw]
        if values is not None and values[i] == EDGE:
            inputs = [with_edge_values(x, seed) for x in inputs]
        elif values is not None and values[i] != RANDOM:
            raise ValueError(f"unknown input values {values[i]!r}")
        sets.append(inputs)
    return sets


def _sorted_rows(x: torch.Tensor) -> bool:
    """A grid, a set of boundaries: an input sorted along its last dimension keeps its order (edge
    values would make it unsorted, or equal neighbours, which the task never draws)."""
    return x.dim() >= 1 and x.shape[-1] > 1 and bool((x[..., 1:] >= x[..., :-1]).all())


def with_edge_values(x: Any, seed: int) -> Any:
    """A floating tensor with about 1/EDGE_PERIOD of its elements replaced by edge values: 0,
    the element rounded to an integer, or to the nearest half-integer (rounding boundaries; 0
    where a sign or a division meets it). A replacement is used only if it lies inside the
    tensor's own range [min, max], so the task's domain holds (no 0 among strictly positive
    inputs, no 1.0 where inputs stop below it). Deterministic for (tensor, seed, device): the
    trusted process and the candidate make the same set. A new tensor (get_inputs may hand out
    a tensor it keeps); other inputs, non-contiguous ones (their layout is part of the task) and
    sorted ones (_sorted_rows) are returned unchanged."""
    if (not isinstance(x, torch.Tensor) or not x.is_floating_point() or x.numel() == 0
            or not x.is_contiguous() or _sorted_rows(x)):
        return x
    src, out = x.view(-1), torch.empty_like(x)
    dst = out.view(-1)
    lo, hi = src.min(), src.max()
    gen = torch.Generator(device=x.device)
    gen.manual_seed((seed * 1_000_003 + 0xED6E) % (1 << 63))
    for start in range(0, src.numel(), EDGE_CHUNK):
        part = src[start:start + EDGE_CHUNK]
        pick = torch.randint(0, 3 * EDGE_PERIOD, part.shape, generator=gen, device=x.device, dtype=torch.uint8)
        edge = torch.where(pick == 0, torch.zeros_like(part),
                           torch.where(pick == 1, torch.round(part), torch.floor(part) + 0.5))
        use = (pick < 3) & (edge >= lo) & (edge <= hi)
        dst[start:start + EDGE_CHUNK] = torch.where(use, edge, part)
    return out


def write_model_payload(path: str, init_inputs: list, model: torch.nn.Module) -> str:
    state = {k: v.detach().clone() for k, v in model.state_dict().items()}
    torch.save({"init_inputs": init_inputs, "state_dict": state}, path)
    return path


def input_recipe(task_file: str, private_dir: str, seeds: list[int], scales: list[float],
                 values: list[str] | None = None) -> dict:
    """What the candidate needs to generate the same input sets itself: a copy of the task file
    in its private dir (the original may be out of its sight), the seeds, the scales and the
    values of each set (RANDOM or EDGE)."""
    import shutil

    copy = os.path.join(private_dir, "task.py")
    shutil.copyfile(task_file, copy)
    return {"task": copy, "seeds": list(seeds), "scales": list(scales),
            "values": list(values) if values is not None else [RANDOM] * len(seeds)}


def tensor_bytes(values: list) -> int:
    """Bytes of the tensors among `values` (other values count nothing)."""
    return sum(v.numel() * v.element_size() for v in values if isinstance(v, torch.Tensor))


def flatten_outputs(out: Any) -> list:
    """A forward's result as a flat list (tensor -> [tensor]; tuple/list -> its items)."""
    if isinstance(out, (tuple, list)):
        return list(out)
    return [out]
