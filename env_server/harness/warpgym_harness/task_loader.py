"""Load a KernelBench-format task file and prepare the tensors shared with the candidate.

Contract: `load_task(path)` imports the TRUSTED task file (never the workspace's model.py) and
returns its module; it must define `Model`, `get_inputs()` and `get_init_inputs()`.
`build_reference(mod, device)` seeds torch with INIT_SEED, then builds Model(*get_init_inputs())
in eval mode on the device.  `make_input_sets(mod, seeds, scales, device)` seeds torch per set,
calls get_inputs() with the device as the default device (so inputs are generated on the GPU)
and scales floating inputs so value ranges vary.  `write_model_payload(path, ...)` saves init
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


def _scale(x: Any, s: float) -> Any:
    if isinstance(x, torch.Tensor) and x.is_floating_point() and s != 1.0:
        return x * s
    return x


def _on(x: Any, device: str) -> Any:
    return x.to(device) if isinstance(x, torch.Tensor) else x


def make_input_sets(mod: Any, seeds: list[int], scales: list[float], device: str = "cpu") -> list[list]:
    sets = []
    for seed, s in zip(seeds, scales):
        torch.manual_seed(seed)
        with torch.device(device):
            raw = list(mod.get_inputs())
        sets.append([_scale(_on(x, device), s) for x in raw])
    return sets


def write_model_payload(path: str, init_inputs: list, model: torch.nn.Module) -> str:
    state = {k: v.detach().clone() for k, v in model.state_dict().items()}
    torch.save({"init_inputs": init_inputs, "state_dict": state}, path)
    return path


def input_recipe(task_file: str, private_dir: str, seeds: list[int], scales: list[float]) -> dict:
    """What the candidate needs to generate the same input sets itself: a copy of the task file
    in its private dir (the original may be out of its sight), the seeds and the scales."""
    import shutil

    copy = os.path.join(private_dir, "task.py")
    shutil.copyfile(task_file, copy)
    return {"task": copy, "seeds": list(seeds), "scales": list(scales)}


def flatten_outputs(out: Any) -> list:
    """A forward's result as a flat list (tensor -> [tensor]; tuple/list -> its items)."""
    if isinstance(out, (tuple, list)):
        return list(out)
    return [out]
