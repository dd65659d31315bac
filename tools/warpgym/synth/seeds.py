"""The seed crawl: enumerate operators and find, by probing, the shapes and arguments they run on.

Contract: ``crawl(...)`` (needs torch) enumerates

* ``torch.nn`` module classes (every public ``nn.Module`` subclass in ``torch.nn``),
* ``torch.nn.functional`` public functions,
* tensor ops: ``torch.<name>`` for every public ``torch.Tensor`` method that is also a ``torch``
  function and an ATen operator (its schema gives the argument types),
* transformers (when importable): ``transformers.activations.ACT2CLS`` classes, and the norm /
  MLP / attention classes of the model families in ``families`` that build from a small config
  and run without downloaded weights,

and probes each on small inputs of rank 2..5 (``PROBE_SHAPES``).  Argument values are not a hand
list per op: every required parameter gets candidates from its name and type (sizes -> ``$D`` /
``$C``, axes -> -1 / 1, tensors -> an extra input ``$X`` of the same shape, ints, floats, ...; see
``_candidates``), and the first combination that passes ``probe_call`` is kept per rank.
``probe_call`` rejects: errors, non-float or empty outputs, outputs > ``MAX_GROWTH`` x the inputs,
non-finite values, input mutation, a different answer on a second call with another RNG state
(stochastic ops), an output equal to the input (identity: Dropout in eval mode), an output that
does not change with the input, a constant output.

A seed is a JSON object: ``{"op": import path, "label": short name, "source": "torch" |
"transformers", "family": "nn" | "functional" | "tensor" | "activation" | "block", "kind":
"module" | "function", "variants": [{"rank", "init", "args", "kwargs", "out_rank", "out_index",
"growth"}]}`` (values may be symbols, see ``symbols``).  ``materialize`` / ``build`` turn a
variant into a callable on a concrete shape; ``codegen`` renders the same values.
Deterministic: the same torch / transformers versions give the same seeds, in the same order.
"""
from __future__ import annotations

import importlib
import inspect
import re
from typing import Any, Callable, Iterator

import torch
import torch.nn as nn
import torch.nn.functional as F

from . import symbols

PROBE_SHAPES: dict[int, tuple[int, ...]] = {2: (4, 16), 3: (2, 6, 16), 4: (2, 6, 8, 8), 5: (2, 4, 4, 6, 6)}
MAX_GROWTH = 16.0
MAX_COMBOS = 12
DEFAULT_FAMILIES = ("llama", "mistral", "qwen2", "gemma", "gpt2", "t5", "bert")
_BLOCK_RE = re.compile(r"(RMSNorm|LayerNorm|MLP|Attention|FeedForward|DenseActDense|DenseReluDense|"
                       r"Intermediate|SelfOutput)$")
# Not operators on a tensor: containers, lazy/abstract bases, whole models, global state.
_SKIP_MODULES = {"Module", "Sequential", "ModuleList", "ModuleDict", "ParameterList", "ParameterDict",
                 "Container", "Identity", "Transformer", "TransformerEncoder", "TransformerDecoder"}
_SKIP_FUNCS = {"handle_torch_function", "has_torch_function", "has_torch_function_unary",
               "has_torch_function_variadic", "boolean_dispatch", "assert_int_or_pair"}

_SIZE_NAMES = {"in_features", "in1_features", "in2_features", "out_features", "num_features",
               "in_channels", "out_channels", "num_channels", "normalized_shape", "embed_dim",
               "d_model", "hidden_size", "input_size", "features", "channels", "num_parameters",
               "hidden_dim", "dim_model"}


def _candidates(name: str, type_str: str | None) -> list[Any] | None:
    """Values to try for a required parameter (None: no idea, the op cannot be probed)."""
    n, t = name.lower(), (type_str or "").replace("typing.", "")
    if n in ("config",):
        return None  # handled by the transformers path
    if n in _SIZE_NAMES:
        return ["$D", "$C"]
    if n in ("dim", "axis", "dim0", "start_dim"):
        return [-1, 1]
    if n in ("dim1", "end_dim"):
        return [-2, 1]
    if n == "kernel_size":
        return [3, 2]
    if n in ("stride", "dilation", "groups", "num_layers", "upscale_factor", "downscale_factor",
             "chunks", "sections", "repeats", "k", "diagonal", "n", "order"):
        return [2, 1]
    if n == "padding":
        return [1, 0]
    if n in ("pad",):
        return [[1, 1]]
    if n in ("num_heads", "nhead", "num_groups", "groups_num"):
        return [2, 3]
    if n in ("output_size", "size"):
        return [4, [4, 4]]
    if n in ("scale_factor",):
        return [2.0]
    if n in ("lambd", "negative_slope", "threshold", "value", "alpha", "beta", "p", "exponent",
             "min", "max", "min_val", "max_val", "eps", "scalar", "margin", "weight_decay"):
        return [0.5, 2.0]
    if n in ("layer_idx",):
        return [0]
    if "tensor" in t.lower() or n in ("input", "other", "target", "x", "x1", "x2", "y", "input1",
                                       "input2", "tensor", "tensor1", "tensor2", "query", "key", "value",
                                       "mat2", "vec", "end", "exponent_tensor", "weight", "positive", "negative",
                                       "anchor", "var", "mask"):
        return [symbols.EXTRA]
    if t in ("int", "SymInt") or t.startswith("int"):
        return [2, 1]
    if t in ("float", "Scalar", "number"):
        return [0.5]
    if t == "bool":
        return [False, True]
    return None


# ------------------------------------------------------------------------------------------------
# building a variant on a concrete shape
# ------------------------------------------------------------------------------------------------

def import_object(path: str) -> Any:
    """``"torch.nn.Conv2d"`` -> the class; the longest importable module prefix, then attributes."""
    parts = path.split(".")
    for i in range(len(parts), 0, -1):
        try:
            obj = importlib.import_module(".".join(parts[:i]))
        except ImportError:
            continue
        for p in parts[i:]:
            obj = getattr(obj, p)
        return obj
    raise ImportError(f"cannot import {path}")


def _realize(value: Any) -> Any:
    """Builds config objects inside an already resolved value."""
    if isinstance(value, dict) and "__config__" in value:
        cfg = import_object(value["__config__"])(**value["kwargs"])
        try:
            cfg._attn_implementation = "eager"
        except Exception:  # noqa: BLE001 -- older configs: the attribute is optional
            pass
        return cfg
    return value


def materialize(seed: dict, variant: dict, shape: tuple[int, ...]) -> dict:
    """A concrete op instance: the variant's values resolved on ``shape`` (JSON-able)."""
    return {"op": seed["op"], "label": seed["label"], "kind": seed["kind"], "source": seed["source"],
            "family": seed["family"],
            "init": symbols.resolve(variant.get("init") or {}, shape),
            "args": symbols.resolve(variant.get("args") or [], shape),
            "kwargs": symbols.resolve(variant.get("kwargs") or {}, shape),
            "out_index": variant.get("out_index"), "in_shape": list(shape)}


def build(inst: dict) -> Callable[..., Any]:
    """The callable of an instance: a module in eval mode (built under the current RNG) or the function."""
    obj = import_object(inst["op"])
    if inst["kind"] == "module":
        init = {k: _realize(v) for k, v in inst["init"].items()}
        return obj(**init).eval()
    return obj


def call(fn: Callable[..., Any], inst: dict, x: torch.Tensor, extras: list[torch.Tensor]) -> Any:
    """``fn`` applied to ``x`` with the instance's args/kwargs; each ``"$X"`` takes the next extra."""
    it = iter(extras)
    args = [next(it) if a == symbols.EXTRA else a for a in inst["args"]]
    kwargs = {k: (next(it) if v == symbols.EXTRA else v) for k, v in inst["kwargs"].items()}
    out = fn(x, *args, **kwargs)
    if inst.get("out_index") is not None and isinstance(out, (tuple, list)):
        out = out[inst["out_index"]]
    return out


def n_extras(inst: dict) -> int:
    return symbols.count_extras(inst["args"]) + symbols.count_extras(inst["kwargs"])


# ------------------------------------------------------------------------------------------------
# probing
# ------------------------------------------------------------------------------------------------

def probe_call(seed: dict, variant: dict, shape: tuple[int, ...]) -> dict | None:
    """Runs the variant on ``shape``; returns ``{out_rank, out_index, growth}`` or None (rejected)."""
    inst = materialize(seed, variant, shape)
    try:
        torch.manual_seed(0)
        fn = build(inst)
        g = torch.Generator().manual_seed(1)
        x = torch.randn(shape, generator=g)
        extras = [torch.randn(shape, generator=g) for _ in range(n_extras(inst))]
        x0 = x.clone()
        with torch.no_grad():
            out = call(fn, inst, x, extras)
            if isinstance(out, (tuple, list)) and out and isinstance(out[0], torch.Tensor):
                inst["out_index"] = 0
                out = out[0]
            if type(out) is not torch.Tensor or not out.is_floating_point() or out.numel() == 0:
                return None
            growth = out.numel() / max(1, x.numel() * (1 + len(extras)))
            if growth > MAX_GROWTH or not bool(torch.isfinite(out).all()):
                return None
            if not torch.equal(x, x0):
                return None  # mutates its input
            if out.shape == x.shape and torch.equal(out, x):
                return None  # identity
            torch.manual_seed(12345)
            again = call(fn, inst, x.clone(), [e.clone() for e in extras])
            if isinstance(again, (tuple, list)):
                again = again[0]
            if again.shape != out.shape or not torch.allclose(again, out, rtol=1e-6, atol=1e-7):
                return None  # stochastic
            x2 = torch.randn(shape, generator=g)
            other = call(fn, inst, x2, extras)
            if isinstance(other, (tuple, list)):
                other = other[0]
            if other.shape == out.shape and torch.allclose(other, out, rtol=1e-4, atol=1e-5):
                return None  # does not depend on the input
            if out.numel() > 1 and float(out.float().std()) < 1e-6:
                return None  # constant
    except Exception:  # noqa: BLE001 -- any failure just means: not with these arguments
        return None
    return {"out_rank": out.dim(), "out_index": inst["out_index"], "growth": round(growth, 3)}


def _probe_seed(seed: dict, params: list[tuple[str, str | None, str]]) -> dict | None:
    """Tries argument combinations per rank; ``params``: required (name, type, where) after the input,
    where is "init" / "args" / "kwargs"."""
    cand_lists = []
    for name, typ, _ in params:
        c = _candidates(name, typ)
        if c is None:
            return None
        cand_lists.append(c)
    combos = _product(cand_lists, MAX_COMBOS)
    variants = []
    for rank, shape in PROBE_SHAPES.items():
        for combo in combos:
            v: dict[str, Any] = {"rank": rank, "init": {}, "args": [], "kwargs": {}, "out_index": None}
            for (name, _, where), val in zip(params, combo):
                if where == "args":
                    v["args"].append(val)
                else:
                    v[where][name] = val
            if seed.get("_fixed_init"):
                v["init"].update(seed["_fixed_init"])
            res = probe_call(seed, v, shape)
            if res is not None:
                v.update(res)
                variants.append(v)
                break
    if not variants:
        return None
    out = {k: v for k, v in seed.items() if not k.startswith("_")}
    out["variants"] = variants
    return out


def _product(lists: list[list[Any]], cap: int) -> list[tuple]:
    combos: list[tuple] = [()]
    for lst in lists:
        combos = [c + (v,) for c in combos for v in lst][:cap]
    return combos


def _sig_params(fn: Any, skip_first: int) -> list[tuple[str, str | None]] | None:
    """Required parameters of a Python callable (after ``skip_first``), or None if unknown."""
    try:
        sig = inspect.signature(fn)
    except (TypeError, ValueError):
        return None
    out = []
    ps = list(sig.parameters.values())[skip_first:]
    for p in ps:
        if p.kind in (p.VAR_POSITIONAL, p.VAR_KEYWORD):
            continue
        if p.default is p.empty:
            ann = p.annotation if p.annotation is not p.empty else None
            out.append((p.name, ann if isinstance(ann, str) or ann is None else getattr(ann, "__name__", str(ann))))
    return out


def _schema_params(name: str) -> list[list[tuple[str, str, bool]]]:
    """Per usable ATen overload of ``name``: required (arg, type, kwarg_only) after ``self``."""
    try:
        schemas = torch._C._jit_get_schemas_for_operator(f"aten::{name}")
    except Exception:  # noqa: BLE001
        return []
    out = []
    for s in schemas:
        args = list(s.arguments)
        if "out" in s.overload_name or not args or str(args[0].type) != "Tensor":
            continue
        if any(a.alias_info is not None and a.alias_info.is_write for a in args):
            continue
        if len(s.returns) < 1 or not str(s.returns[0].type).startswith("Tensor"):
            continue
        req = []
        for a in args[1:]:
            if a.has_default_value():
                continue
            typ = str(a.type)
            if typ.startswith("Optional["):
                continue  # passed as None by default
            req.append((a.name, typ, a.kwarg_only))
        out.append(req)
    return out


# ------------------------------------------------------------------------------------------------
# enumeration
# ------------------------------------------------------------------------------------------------

def _torch_nn() -> Iterator[tuple[dict, list]]:
    for name in sorted(dir(nn)):
        cls = getattr(nn, name)
        if name.startswith("_") or name in _SKIP_MODULES or not isinstance(cls, type) \
                or not issubclass(cls, nn.Module) or name.startswith("Lazy") or inspect.isabstract(cls):
            continue
        init = _sig_params(cls.__init__, 1)
        fwd = _sig_params(cls.forward, 1)
        if init is None or fwd is None or not fwd:
            continue
        params = [(n, t, "init") for n, t in init] + [(n, "Tensor", "args") for n, _ in fwd[1:]]
        yield ({"op": f"torch.nn.{name}", "label": name, "source": "torch", "family": "nn",
                "kind": "module"}, params)


def _torch_functional() -> Iterator[tuple[dict, list]]:
    for name in sorted(dir(F)):
        fn = getattr(F, name)
        if name.startswith("_") or name in _SKIP_FUNCS or not callable(fn) or isinstance(fn, type) \
                or getattr(fn, "__module__", "") in ("typing",):
            continue
        req = _sig_params(fn, 1)
        if req is not None:
            plist = [[(n, t, "kwargs") for n, t in req]]
        else:
            plist = [[(n, t, "kwargs" if kw else "args") for n, t, kw in ov] for ov in _schema_params(name)]
        for params in plist:
            yield ({"op": f"torch.nn.functional.{name}", "label": f"F.{name}", "source": "torch",
                    "family": "functional", "kind": "function"}, params)


def _torch_tensor_ops() -> Iterator[tuple[dict, list]]:
    for name in sorted(dir(torch.Tensor)):
        if name.startswith("_") or name.endswith("_") or not hasattr(torch, name) \
                or not callable(getattr(torch, name)) or hasattr(F, name):
            continue
        for params in _schema_params(name):
            yield ({"op": f"torch.{name}", "label": f"torch.{name}", "source": "torch", "family": "tensor",
                    "kind": "function"}, [(n, t, "kwargs" if kw else "args") for n, t, kw in params])


def _transformers_activations() -> Iterator[tuple[dict, list]]:
    from transformers import activations  # noqa: PLC0415 -- optional dependency

    seen = set()
    for key in sorted(activations.ACT2CLS):
        entry = activations.ACT2CLS[key]
        cls, kw = (entry if isinstance(entry, tuple) else (entry, {}))
        if cls.__module__ != activations.__name__ or (cls.__name__, tuple(sorted(kw.items()))) in seen:
            continue  # nn.ReLU & co. are crawled as torch.nn already
        seen.add((cls.__name__, tuple(sorted(kw.items()))))
        yield ({"op": f"{cls.__module__}.{cls.__name__}", "label": f"hf.{cls.__name__}",
                "source": "transformers", "family": "activation", "kind": "module", "_fixed_init": dict(kw)}, [])


def _config_kwargs() -> dict[str, Any]:
    return {"hidden_size": "$D", "intermediate_size": "$D*2", "num_attention_heads": 4,
            "num_key_value_heads": 4, "head_dim": "$D//4", "n_embd": "$D", "n_head": 4, "n_inner": "$D*2",
            "d_model": "$D", "d_ff": "$D*2", "d_kv": "$D//4", "num_heads": 4, "vocab_size": 64,
            "max_position_embeddings": 256, "n_positions": 256, "attention_dropout": 0.0,
            "hidden_dropout_prob": 0.0, "attention_probs_dropout_prob": 0.0, "dropout_rate": 0.0,
            "resid_pdrop": 0.0, "attn_pdrop": 0.0, "embd_pdrop": 0.0}


def _transformers_blocks(families: tuple[str, ...]) -> Iterator[tuple[dict, list]]:
    for fam in families:
        try:
            mod = importlib.import_module(f"transformers.models.{fam}.modeling_{fam}")
            cfg_mod = importlib.import_module(f"transformers.models.{fam}.configuration_{fam}")
        except Exception:  # noqa: BLE001 -- a family this transformers does not have
            continue
        cfgs = [getattr(cfg_mod, n) for n in sorted(dir(cfg_mod)) if n.endswith("Config")
                and isinstance(getattr(cfg_mod, n), type) and getattr(cfg_mod, n).__module__ == cfg_mod.__name__]
        if not cfgs:
            continue
        cfg_path = f"{cfgs[0].__module__}.{cfgs[0].__name__}"
        for name in sorted(dir(mod)):
            cls = getattr(mod, name)
            if not isinstance(cls, type) or not issubclass(cls, nn.Module) or cls.__module__ != mod.__name__ \
                    or not _BLOCK_RE.search(name) or "PreTrained" in name:
                continue
            init = _sig_params(cls.__init__, 1)
            fwd = _sig_params(cls.forward, 1)
            if init is None or not fwd:
                continue
            fixed: dict[str, Any] = {}
            params = []
            for n, t in init:
                if n == "config":
                    fixed["config"] = {"__config__": cfg_path, "kwargs": _config_kwargs()}
                else:
                    params.append((n, t, "init"))
            params += [(n, "Tensor", "args") for n, _ in fwd[1:]]
            family = "activation" if not fixed and name.endswith(("RMSNorm", "LayerNorm")) else "block"
            yield ({"op": f"{mod.__name__}.{name}", "label": f"hf.{name}", "source": "transformers",
                    "family": family, "kind": "module", "_fixed_init": fixed}, params)


def enumerate_candidates(transformers: bool = True,
                         families: tuple[str, ...] = DEFAULT_FAMILIES) -> tuple[list[tuple[dict, list]], list[str]]:
    """Every (seed stub, required params) to probe, in a fixed order; plus notes (e.g. no transformers)."""
    notes = []
    items = list(_torch_nn()) + list(_torch_functional()) + list(_torch_tensor_ops())
    if transformers:
        try:
            items += list(_transformers_activations()) + list(_transformers_blocks(tuple(families)))
        except ImportError as exc:
            notes.append(f"transformers not importable ({exc}); crawled torch only")
    return items, notes


def crawl(transformers: bool = True, families: tuple[str, ...] = DEFAULT_FAMILIES,
          on_item: Callable[[int, int, str], None] | None = None) -> tuple[list[dict], dict]:
    """Probes every candidate; returns (seeds, report{candidates, kept, by_source, notes}).

    Several ATen overloads of one op become one seed (variants merged, first overload wins per rank).
    """
    import warnings

    items, notes = enumerate_candidates(transformers, families)
    by_op: dict[str, dict] = {}
    torch.set_num_threads(1)
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        for i, (stub, params) in enumerate(items):
            if on_item is not None:
                on_item(i, len(items), stub["op"])
            seed = _probe_seed(stub, params)
            if seed is None:
                continue
            prev = by_op.get(seed["op"])
            if prev is None:
                by_op[seed["op"]] = seed
            else:
                have = {v["rank"] for v in prev["variants"]}
                prev["variants"] += [v for v in seed["variants"] if v["rank"] not in have]
                prev["variants"].sort(key=lambda v: v["rank"])
    seeds = list(by_op.values())
    report = {"candidates": len(items), "kept": len(seeds), "notes": notes,
              "by_family": {f: sum(s["family"] == f for s in seeds) for f in sorted({s["family"] for s in seeds})},
              "torch": torch.__version__}
    try:
        import transformers as _tf  # noqa: PLC0415
        report["transformers"] = _tf.__version__
    except ImportError:
        report["transformers"] = None
    return seeds, report
