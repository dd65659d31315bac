"""Composition: sample 1-5 seed ops, chain them on concrete shapes, check the chain by running it.

Contract: ``compose(seeds, index, seed, mix)`` is a pure function of its arguments (its RNG is
``random.Random(f"{seed}:{index}")``; torch runs only to propagate shapes), returning a chain spec

    {"index", "ops": [instance...], "input_shape", "extra_shapes", "out_shape", "level",
     "data_source": "torch#2" | "transformers#1", "name": "Conv2d_GELU", "length", "kind":
     "chain" | "standalone", "attempts"}

or raising ``ComposeError`` after ``MAX_TRIES`` failed draws.  Each op is instantiated with
``seeds.materialize`` on the shape the previous op produced (``"$D"``/``"$C"`` resolve against
it), built and run under a fixed RNG; a draw fails if an op raises, produces a non-float tensor,
a tensor over ``MAX_NUMEL`` elements, or a rank below 2 before the last op.  ``mix`` holds
``lengths`` (chain length -> weight; the paper's mix is mostly 2-op chains with a tail up to 5),
``standalone`` (probability of one transformers block alone, level 3), ``shape_scale``
(multiplies dim 0 of the task shapes: 1 for the CPU backend) and optionally ``labels`` (a chain
of seed labels proposed by the LLM hook, tried first).
"""
from __future__ import annotations

import random
import re
from typing import Any

import torch

from . import seeds as seedmod

MAX_TRIES = 40
MAX_NUMEL = 1 << 23
#: Task shapes per rank for the CPU backend (dim 0 is scaled by ``shape_scale`` for the GPU).
TASK_SHAPES: dict[int, list[tuple[int, ...]]] = {
    2: [(128, 256), (256, 512), (512, 256), (64, 1024), (256, 256)],
    3: [(16, 64, 128), (32, 128, 64), (8, 256, 128), (16, 32, 256)],
    4: [(8, 16, 32, 32), (16, 32, 16, 16), (4, 32, 32, 32), (8, 64, 16, 16)],
    5: [(2, 8, 8, 16, 16), (4, 16, 8, 8, 8)],
}
RANK_WEIGHTS = {2: 0.3, 3: 0.25, 4: 0.35, 5: 0.1}
FAMILY_WEIGHTS = {"nn": 0.38, "functional": 0.22, "tensor": 0.32, "activation": 0.08}
DEFAULT_MIX: dict[str, Any] = {"lengths": {1: 0.1, 2: 0.55, 3: 0.2, 4: 0.1, 5: 0.05}, "standalone": 0.05,
                               "shape_scale": 1}


class ComposeError(RuntimeError):
    """No valid chain was found for this index."""


def _weighted(rng: random.Random, weights: dict[Any, float]) -> Any:
    keys = list(weights)
    return rng.choices(keys, weights=[float(weights[k]) for k in keys])[0]


def _variant(seed: dict, rank: int) -> dict | None:
    for v in seed["variants"]:
        if v["rank"] == rank:
            return v
    return None


def _pick(rng: random.Random, seeds: list[dict], rank: int, last: bool) -> tuple[dict, dict] | None:
    pool = [s for s in seeds if s["family"] != "block" and (v := _variant(s, rank)) is not None
            and (last or v["out_rank"] >= 2)]
    if not pool:
        return None
    fams = {f: w for f, w in FAMILY_WEIGHTS.items() if any(s["family"] == f for s in pool)}
    fam = _weighted(rng, fams)
    s = rng.choice([s for s in pool if s["family"] == fam])
    return s, _variant(s, rank)  # type: ignore[return-value]


def run_instance(inst: dict, x: torch.Tensor, gen: torch.Generator) -> tuple[torch.Tensor, list[list[int]]]:
    """Builds and runs one instance on ``x`` (extras drawn from ``gen``); returns (out, extra shapes)."""
    fn = seedmod.build(inst)
    k = seedmod.n_extras(inst)
    extras = [torch.randn(x.shape, generator=gen) for _ in range(k)]
    with torch.no_grad():
        out = seedmod.call(fn, inst, x, extras)
    if type(out) is not torch.Tensor or not out.is_floating_point() or out.numel() == 0:
        raise ValueError(f"{inst['label']}: not a float tensor")
    if out.numel() > MAX_NUMEL or not bool(torch.isfinite(out).all()):
        raise ValueError(f"{inst['label']}: output too large or not finite")
    return out, [list(x.shape)] * k


def _clean(label: str) -> str:
    return re.sub(r"[^A-Za-z0-9]", "", label.replace("F.", "").replace("torch.", "").replace("hf.", ""))


def _draw(rng: random.Random, seeds: list[dict], mix: dict, labels: list[str] | None) -> dict:
    by_label = {s["label"]: s for s in seeds}
    scale = int(mix.get("shape_scale", 1))
    standalone = labels is None and rng.random() < float(mix.get("standalone", 0.0))
    blocks = [s for s in seeds if s["family"] == "block"]
    if standalone and blocks:
        s = rng.choice(blocks)
        rank = rng.choice([v["rank"] for v in s["variants"]])
        plan: list[tuple[dict, dict] | None] = [(s, _variant(s, rank))]  # type: ignore[list-item]
        length = 1
    else:
        standalone = False
        if labels:
            length = len(labels)
            first = by_label.get(labels[0])
            rank = first["variants"][0]["rank"] if first else 2
        else:
            length = int(_weighted(rng, {int(k): v for k, v in mix["lengths"].items()}))
            rank = int(_weighted(rng, RANK_WEIGHTS))
        plan = [None] * length
    shape = list(rng.choice(TASK_SHAPES[rank]))
    shape[0] *= scale
    gen = torch.Generator().manual_seed(rng.randrange(1 << 30))
    x = torch.randn(shape, generator=gen)
    ops, extra_shapes = [], []
    for k in range(length):
        if plan[k] is not None:
            s, v = plan[k]  # type: ignore[misc]
        elif labels:
            s = by_label.get(labels[k])
            v = _variant(s, x.dim()) if s else None
            if s is None or v is None:
                raise ValueError(f"proposed op {labels[k]} does not take rank {x.dim()}")
        else:
            got = _pick(rng, seeds, x.dim(), last=k == length - 1)
            if got is None:
                raise ValueError(f"no op takes rank {x.dim()}")
            s, v = got
        inst = seedmod.materialize(s, v, tuple(x.shape))
        torch.manual_seed(k)
        x, ex = run_instance(inst, x, gen)
        extra_shapes += ex
        inst["out_shape"] = list(x.shape)
        ops.append(inst)
        if k < length - 1 and x.dim() < 2:
            raise ValueError("rank below 2 before the last op")
    source = "transformers" if any(o["source"] == "transformers" for o in ops) else "torch"
    name = "_".join(_clean(o["label"]) for o in ops)[:90] or "Op"
    return {"ops": ops, "input_shape": shape, "extra_shapes": extra_shapes, "out_shape": list(x.shape),
            "level": 3 if standalone else (1 if length == 1 else 2), "data_source": f"{source}#{length}",
            "name": name, "length": length, "kind": "standalone" if standalone else "chain"}


def compose(seeds: list[dict], index: int, seed: int, mix: dict | None = None) -> dict:
    """The chain for ``index`` under the global ``seed`` (see the module contract)."""
    mix = dict(DEFAULT_MIX, **(mix or {}))
    rng = random.Random(f"{seed}:{index}")
    labels = mix.get("labels")
    last: Exception | None = None
    for attempt in range(MAX_TRIES):
        try:
            spec = _draw(rng, seeds, mix, labels if attempt == 0 else None)
            spec.update(index=index, attempts=attempt + 1)
            return spec
        except Exception as exc:  # noqa: BLE001 -- a failed draw: draw again
            last = exc
    raise ComposeError(f"no valid chain after {MAX_TRIES} draws (last: {last})")
