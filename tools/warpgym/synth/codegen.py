"""Render a chain spec (``compose``) as a KernelBench-format task file, and its check candidates.

Contract: ``render(spec, seed)`` returns Python source defining ``Model(nn.Module)`` (``__init__``
without arguments builds every module op with literal arguments; ``forward(x, x1, ...)`` applies
the ops in order, each ``"$X"`` argument being the next extra input), ``get_inputs()`` (``torch.randn``
of the input shape and every extra shape) and ``get_init_inputs()`` (``[]``).  Only ``torch``,
``torch.nn``, ``torch.nn.functional`` and the transformers classes the chain uses are imported.
The output is a single tensor (tuple-returning ops are indexed, as probed).
``identity_candidate(code)`` / ``zero_candidate(code)`` return a ``model_new.py`` whose
``ModelNew`` is the reference itself (renamed, not inheriting ``Model``) / returns zeros of the
reference's output shape.  Deterministic text: the same spec gives the same bytes.
"""
from __future__ import annotations

import re
from typing import Any

from . import symbols

_REF = "_SynthReference"


def _callee(op: str) -> tuple[str, str | None]:
    """Expression naming ``op`` in the task file, and the import line it needs (or None)."""
    if op.startswith("torch.nn.functional."):
        return "F." + op.rsplit(".", 1)[1], None
    if op.startswith("torch.nn."):
        return "nn." + op.rsplit(".", 1)[1], None
    if op.startswith("torch."):
        return op, None
    mod, cls = op.rsplit(".", 1)
    return cls, f"from {mod} import {cls}"


def _literal(value: Any, imports: set[str]) -> str:
    if isinstance(value, dict) and "__config__" in value:
        expr, line = _callee(value["__config__"])
        if line:
            imports.add(line)
        kw = ", ".join(f"{k}={_literal(v, imports)}" for k, v in value["kwargs"].items())
        return f"{expr}({kw})"
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_literal(v, imports) for v in value) + "]"
    return repr(value)


def _attr_name(label: str, k: int) -> str:
    base = re.sub(r"[^0-9a-zA-Z]+", "_", label.split(".")[-1]).strip("_").lower() or "op"
    return f"{base}_{k}"


def render(spec: dict, seed: int) -> str:
    """The task file for ``spec`` (see the module contract)."""
    imports: set[str] = set()
    init_lines, fwd_lines, params = [], [], ["x"]
    n_extra = 0
    for k, inst in enumerate(spec["ops"]):
        expr, line = _callee(inst["op"])
        if line:
            imports.add(line)
        call_args = []
        for a in inst["args"]:
            if a == symbols.EXTRA:
                n_extra += 1
                params.append(f"x{n_extra}")
                call_args.append(f"x{n_extra}")
            else:
                call_args.append(_literal(a, imports))
        for key, v in inst["kwargs"].items():
            if v == symbols.EXTRA:
                n_extra += 1
                params.append(f"x{n_extra}")
                call_args.append(f"{key}=x{n_extra}")
            else:
                call_args.append(f"{key}={_literal(v, imports)}")
        if inst["kind"] == "module":
            attr = _attr_name(inst["label"], k)
            kw = ", ".join(f"{key}={_literal(v, imports)}" for key, v in inst["init"].items())
            init_lines.append(f"        self.{attr} = {expr}({kw})")
            target = f"self.{attr}"
        else:
            target = expr
        index = f"[{inst['out_index']}]" if inst.get("out_index") is not None else ""
        fwd_lines.append(f"        x = {target}({', '.join(['x'] + call_args)}){index}")
    chain = " -> ".join(o["label"] for o in spec["ops"])
    shapes = [spec["input_shape"]] + spec["extra_shapes"]
    inputs = ", ".join(f"torch.randn({', '.join(str(d) for d in s)})" for s in shapes)
    head = [f'"""{chain}: synthesised by warpgym synth (seed {seed}, index {spec["index"]}, '
            f'{spec["data_source"]})."""', "import torch", "import torch.nn as nn",
            "import torch.nn.functional as F"]
    head += sorted(imports)
    body = ["", "", "class Model(nn.Module):", f'    """{chain}"""', "", "    def __init__(self):",
            "        super().__init__()", *init_lines, "", f"    def forward(self, {', '.join(params)}):",
            *fwd_lines, "        return x", "", "", "def get_inputs():", f"    return [{inputs}]", "", "",
            "def get_init_inputs():", "    return []", ""]
    return "\n".join(head + body)


def _renamed(code: str) -> str:
    out, n = re.subn(r"^class Model\(", f"class {_REF}(", code, count=1, flags=re.M)
    if n != 1:
        raise ValueError("the task has no top-level `class Model(`")
    # KernelBench's own files call `super(Model, self).__init__()`: the old name must still resolve.
    return out + f"\n\nModel = {_REF}\n"


def identity_candidate(code: str) -> str:
    """``model_new.py`` whose ModelNew is the reference Model under another name."""
    return _renamed(code) + f"\n\nModelNew = {_REF}\n"


def zero_candidate(code: str) -> str:
    """``model_new.py`` whose ModelNew returns zeros shaped like the reference's output."""
    return _renamed(code) + (f"\n\nclass ModelNew({_REF}):\n    def forward(self, *args):\n"
                             "        return torch.zeros_like(super().forward(*args))\n")
