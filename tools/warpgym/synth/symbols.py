"""Symbolic argument values recorded by the seed probe and resolved against a concrete shape.

Contract: a value in a seed's ``init`` / ``args`` / ``kwargs`` is either a JSON literal (int,
float, bool, None, str, list) or a symbol string:

``"$C"``           the input's dim 1 (channels / sequence, depending on the op)
``"$D"``           the input's last dim (features)
``"$C*2"``, ``"$D//4"``  those times / floor-divided by a positive integer
``"$X"``           an extra input tensor with the same shape as the op's input (a new ``get_inputs`` entry)
``{"__config__": "module.Class", "kwargs": {...}}``  a config object built from resolved kwargs

``resolve(value, shape)`` replaces dimension symbols by ints (``"$X"`` and configs are left for the
caller); it never imports torch.
"""
from __future__ import annotations

import re
from typing import Any

EXTRA = "$X"
_SYM = re.compile(r"^\$([CD])(?:(\*|//)(\d+))?$")


def is_dim_symbol(value: Any) -> bool:
    """True for ``"$C"``, ``"$D"``, ``"$D*2"``, ``"$C//4"``."""
    return isinstance(value, str) and bool(_SYM.match(value))


def dim_value(symbol: str, shape: tuple[int, ...] | list[int]) -> int:
    """The int a dimension symbol stands for on ``shape``; ValueError if it is not one or is < 1."""
    m = _SYM.match(symbol)
    if not m:
        raise ValueError(f"not a dimension symbol: {symbol!r}")
    base = shape[1] if m.group(1) == "C" else shape[-1]
    if m.group(2) == "*":
        base *= int(m.group(3))
    elif m.group(2) == "//":
        base //= int(m.group(3))
    if base < 1:
        raise ValueError(f"{symbol} is {base} on shape {tuple(shape)}")
    return base


def resolve(value: Any, shape: tuple[int, ...] | list[int]) -> Any:
    """``value`` with every dimension symbol replaced by its int on ``shape`` (recursively)."""
    if is_dim_symbol(value):
        return dim_value(value, shape)
    if isinstance(value, list):
        return [resolve(v, shape) for v in value]
    if isinstance(value, tuple):
        return tuple(resolve(v, shape) for v in value)
    if isinstance(value, dict):
        return {k: resolve(v, shape) for k, v in value.items()}
    return value


def count_extras(values: list[Any] | dict[str, Any]) -> int:
    """How many ``"$X"`` extra inputs ``values`` asks for."""
    items = values.values() if isinstance(values, dict) else values
    return sum(1 for v in items if v == EXTRA)
