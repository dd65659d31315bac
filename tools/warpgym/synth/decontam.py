"""Decontamination: AST similarity of a task's ``Model`` against an evaluation set's ``Model``s.

Contract: ``fingerprint(code)`` parses the source and returns the token sequence of its
top-level ``class Model`` (its methods in source order, depth first; docstrings, ``super().__init__()``,
argument names and annotations dropped): AST node types, with method names, attribute names and
called names kept (``def:forward``, ``Attr:relu``, ``Call:Conv2d``: they say WHICH op), variable
names dropped and constants abstracted (``Const``: sizes and variable names do not make two
models different; ``x = f(x); return x`` and ``return f(x)`` give the same tokens).  None when the
code does not parse or has no ``Model``.  ``similarity(a, b)`` is ``difflib.SequenceMatcher``'s
ratio of two fingerprints (0..1).  ``EvalSet.load(dirs)`` fingerprints every task file of
KernelBench-format directories (``warpgym.screen.discover``: ``DIR/level<N>/*.py``, a KernelBench
checkout, or a flat dir); ``EvalSet.nearest(fp)`` returns ``(similarity, task name)`` of the most
similar one (upper bounds skip most full comparisons; answers are memoised per fingerprint), and
``nearest_all(evalset, fps, jobs)`` does it for a whole dataset over ``jobs`` processes.  A
synthesised task is dropped when that similarity is >= the threshold (0.9).
"""
from __future__ import annotations

import ast
import difflib
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path

DEFAULT_THRESHOLD = 0.9


def _model_class(tree: ast.Module) -> ast.ClassDef | None:
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == "Model":
            return node
    return None


def _strip_docstrings(node: ast.AST) -> None:
    for n in ast.walk(node):
        body = getattr(n, "body", None)
        if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                and isinstance(getattr(body[0], "value", None), ast.Constant) and isinstance(body[0].value.value, str):
            n.body = body[1:] or [ast.Pass()]  # type: ignore[attr-defined]


_SKIP = (ast.Load, ast.Store, ast.Del, ast.arguments, ast.arg, ast.keyword, ast.Name, ast.Assign,
         ast.AnnAssign, ast.Return, ast.Expr, ast.Pass, ast.expr_context)


def _is_super_init(stmt: ast.stmt) -> bool:
    return (isinstance(stmt, ast.Expr) and isinstance(stmt.value, ast.Call)
            and isinstance(stmt.value.func, ast.Attribute) and stmt.value.func.attr == "__init__")


def _tokens(node: ast.AST, out: list[str]) -> None:
    if isinstance(node, ast.FunctionDef):
        out.append(f"def:{node.name}")
        for stmt in node.body:
            if not _is_super_init(stmt):
                _tokens(stmt, out)
        return  # decorators, argument names and annotations say nothing about the computation
    if isinstance(node, ast.Attribute):
        out.append(f"Attr:{node.attr}")
    elif isinstance(node, ast.Call) and isinstance(node.func, ast.Name):
        out.append(f"Call:{node.func.id}")
    elif isinstance(node, ast.Constant):
        out.append("Const")
    elif not isinstance(node, _SKIP):
        out.append(type(node).__name__)
    for child in ast.iter_child_nodes(node):
        _tokens(child, out)


def fingerprint(code: str) -> list[str] | None:
    """Token sequence of the ``Model`` class (see the module contract)."""
    try:
        tree = ast.parse(code)
    except (SyntaxError, ValueError):
        return None
    cls = _model_class(tree)
    if cls is None:
        return None
    _strip_docstrings(cls)
    toks: list[str] = []
    for stmt in cls.body:
        _tokens(stmt, toks)
    return toks


def similarity(a: list[str], b: list[str]) -> float:
    """SequenceMatcher ratio of two fingerprints."""
    sm = difflib.SequenceMatcher(None, a, b, autojunk=False)
    if sm.real_quick_ratio() < 0.5 or sm.quick_ratio() < 0.5:
        return sm.quick_ratio() if sm.real_quick_ratio() >= 0.5 else sm.real_quick_ratio()
    return sm.ratio()


def _bounded(fp: list[str], counts: Counter, other: list[str], other_counts: Counter,
             matcher: difflib.SequenceMatcher, best: float) -> float | None:
    """``similarity(fp, other)``, or None when it cannot beat ``best`` (its cheap upper bounds,
    length then token multiset, are not above it)."""
    la, lb = len(fp), len(other)
    if la + lb == 0:
        return None if best >= 1.0 else 1.0
    rqr = 2.0 * min(la, lb) / (la + lb)
    if rqr <= best:
        return None
    if rqr < 0.5:
        return rqr
    qr = 2.0 * sum((counts & other_counts).values()) / (la + lb)
    if qr <= best:
        return None
    if qr < 0.5:
        return qr
    matcher.set_seq1(fp)
    return matcher.ratio()


@dataclass
class EvalSet:
    """Fingerprints of an evaluation set's problems."""

    items: list[tuple[str, list[str]]] = field(default_factory=list)
    skipped: list[str] = field(default_factory=list)
    _index: list[tuple[str, list[str], Counter, difflib.SequenceMatcher]] | None = field(default=None, repr=False)
    _memo: dict[tuple[str, ...], tuple[float, str | None]] = field(default_factory=dict, repr=False)

    @classmethod
    def load(cls, dirs: list[str | Path]) -> "EvalSet":
        from ..screen import discover

        out = cls()
        for d in dirs:
            tasks, _ = discover(d)
            for name, path in tasks:
                fp = fingerprint(Path(path).read_text(encoding="utf-8", errors="replace"))
                if fp is None:
                    out.skipped.append(str(path))
                else:
                    out.items.append((f"{Path(d).name}:{name}", fp))
        return out

    def nearest(self, fp: list[str]) -> tuple[float, str | None]:
        """``(similarity, name)`` of the most similar problem: the same answer as comparing ``fp``
        with every problem through ``similarity``, skipping those whose upper bound cannot win, and
        remembered per fingerprint."""
        key = tuple(fp)
        if key in self._memo:
            return self._memo[key]
        if self._index is None:
            self._index = []
            for name, other in self.items:
                m = difflib.SequenceMatcher(None, autojunk=False)
                m.set_seq2(other)
                self._index.append((name, other, Counter(other), m))
        best, who = 0.0, None
        counts = Counter(fp)
        for name, other, other_counts, matcher in self._index:
            s = _bounded(fp, counts, other, other_counts, matcher, best)
            if s is not None and s > best:
                best, who = s, name
        self._memo[key] = (round(best, 4), who)
        return self._memo[key]


_POOL_SET: list[EvalSet] = []


def _nearest_in_pool(fp: list[str] | None) -> tuple[float, str | None]:
    return _POOL_SET[0].nearest(fp) if fp else (0.0, None)


def nearest_all(evalset: EvalSet, fps: list[list[str] | None], jobs: int = 1) -> list[tuple[float, str | None]]:
    """``evalset.nearest`` of every fingerprint (None -> ``(0.0, None)``), over ``jobs`` processes."""
    distinct = list(dict.fromkeys(tuple(f) for f in fps if f))
    if jobs > 1 and len(distinct) > 64:
        import multiprocessing as mp

        _POOL_SET[:] = [evalset]
        with mp.get_context("fork").Pool(jobs) as pool:
            got = pool.map(_nearest_in_pool, [list(f) for f in distinct], chunksize=max(1, len(distinct) // (8 * jobs)))
        _POOL_SET.clear()
        evalset._memo.update(zip(distinct, got))
    return [evalset.nearest(f) if f else (0.0, None) for f in fps]
