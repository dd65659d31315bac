"""Static checks of the GPU demo task set tasks/demo_cuda (no GPU, no compiler, no torch import).

Every task has a `reference/` and a `failing/` solution laid out like an agent's CUDA workspace,
and every solution follows the workspace rules of skills/SKILL.md: ModelNew.forward only calls
into cuda_extension, ModelNew.__init__ takes Model.__init__'s arguments, the functions it calls
are registered by a kernels/*_binding.cpp, and kernels/*.cu include no torch headers.  The
kernels themselves are compile-checked by tasks/demo_cuda/check_compile.sh and run on a GPU by
tasks/demo_cuda/gpu_check.py.
"""
from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

from ci_skips import require_module

ROOT = Path(__file__).resolve().parents[2]
DEMO_CUDA = ROOT / "tasks" / "demo_cuda"
TASKS = sorted(DEMO_CUDA.glob("level*/*.py"))
SOLUTIONS = [DEMO_CUDA / "solutions" / t.parent.name / t.stem / kind
             for t in TASKS for kind in ("reference", "failing")]


def sol_id(p: Path) -> str:
    return f"{p.parent.parent.name}/{p.parent.name}/{p.name}"


def task_of(sol: Path) -> Path:
    return DEMO_CUDA / sol.parent.parent.name / (sol.parent.name + ".py")


def find_class(tree: ast.Module, name: str) -> ast.ClassDef:
    for node in tree.body:
        if isinstance(node, ast.ClassDef) and node.name == name:
            return node
    raise AssertionError(f"no class {name}")


def find_method(cls: ast.ClassDef, name: str) -> ast.FunctionDef:
    for node in cls.body:
        if isinstance(node, ast.FunctionDef) and node.name == name:
            return node
    raise AssertionError(f"{cls.name} has no method {name}")


def init_signature(fn: ast.FunctionDef) -> tuple:
    a = fn.args
    return ([x.arg for x in a.posonlyargs + a.args], [ast.dump(d) for d in a.defaults],
            a.vararg and a.vararg.arg, [x.arg for x in a.kwonlyargs], a.kwarg and a.kwarg.arg)


def root_name(node: ast.AST) -> str | None:
    while isinstance(node, ast.Attribute):
        node = node.value
    return node.id if isinstance(node, ast.Name) else None


def test_task_set_is_complete():
    stems = {f"{t.parent.name}/{t.stem}" for t in TASKS}
    assert {"level1/1_ReLU", "level1/2_Sigmoid", "level1/3_Softmax", "level1/4_LayerNorm",
            "level2/1_Gemm_Bias_ReLU", "level2/2_Scale_Add_GELU_Chain", "level3/1_TinyMLP"} <= stems
    for t in TASKS:
        tree = ast.parse(t.read_text())
        find_method(find_class(tree, "Model"), "forward")
        funcs = {n.name for n in tree.body if isinstance(n, ast.FunctionDef)}
        assert {"get_inputs", "get_init_inputs"} <= funcs, t


@pytest.mark.parametrize("sol", SOLUTIONS, ids=sol_id)
def test_solution_layout(sol):
    assert (sol / "model_new.py").is_file(), sol
    cus = sorted((sol / "kernels").glob("*.cu"))
    bindings = sorted((sol / "kernels").glob("*_binding.cpp"))
    assert cus, f"{sol}: no kernels/*.cu"
    assert bindings, f"{sol}: no kernels/*_binding.cpp"
    for cu in cus:
        text = cu.read_text()
        assert 'extern "C"' in text and "__global__" in text, cu
        includes = re.findall(r'^\s*#\s*include\s*[<"]([^>"]+)[>"]', text, re.M)
        bad = [h for h in includes if h.startswith(("torch/", "ATen/", "c10/")) or h == "binding_registry.h"]
        assert not bad, f"{cu}: .cu files are compiled by nvcc alone; no torch headers: {bad}"
    for b in bindings:
        text = b.read_text()
        assert '#include "binding_registry.h"' in text, b
        assert "getCurrentCUDAStream()" in text, f"{b}: launch on the current stream"
        assert not re.search(r"at::(matmul|mm|addmm|linear|softmax|layer_norm|gelu|relu|sigmoid|sum)\b", text), b


@pytest.mark.parametrize("sol", SOLUTIONS, ids=sol_id)
def test_model_new_follows_the_rules(sol):
    tree = ast.parse((sol / "model_new.py").read_text())
    assert any(isinstance(n, ast.Import) and any(a.name == "cuda_extension" for a in n.names)
               for n in tree.body), "model_new.py must `import cuda_extension`"
    cls = find_class(tree, "ModelNew")
    for base in cls.bases:
        assert not (isinstance(base, ast.Name) and base.id == "Model"), "do not subclass Model"

    # forward: only cuda_extension.* calls, and no torch.* at all (annotations aside).
    fwd = find_method(cls, "forward")
    called = set()
    for stmt in fwd.body:
        for node in ast.walk(stmt):
            if isinstance(node, ast.Attribute):
                assert root_name(node) not in ("torch", "F", "nn"), \
                    f"forward uses {ast.unparse(node)}: no torch ops in forward"
            if isinstance(node, ast.Call):
                f = node.func
                assert isinstance(f, ast.Attribute) and isinstance(f.value, ast.Name) \
                    and f.value.id == "cuda_extension", f"forward calls {ast.unparse(f)}"
                called.add(f.attr)
    assert called, "forward must call cuda_extension"

    # every called function is registered by one of the solution's bindings
    registered = set()
    for b in (sol / "kernels").glob("*.cpp"):
        registered |= set(re.findall(r"REGISTER_BINDING\(\s*\"?(\w+)\"?\s*,", b.read_text()))
    assert called <= registered, f"not registered: {called - registered}"

    # __init__ takes exactly Model.__init__'s arguments
    model = find_class(ast.parse(task_of(sol).read_text()), "Model")
    assert init_signature(find_method(cls, "__init__")) == init_signature(find_method(model, "__init__"))


@pytest.mark.parametrize("sol", SOLUTIONS, ids=sol_id)
def test_state_dict_matches_model(sol, monkeypatch):
    """load_state_dict(strict=True) needs the same parameter names and shapes (built on CPU)."""
    torch = require_module("torch")
    import importlib.util
    import sys
    import types

    monkeypatch.setitem(sys.modules, "cuda_extension", types.ModuleType("cuda_extension"))

    def load(path: Path, name: str):
        spec = importlib.util.spec_from_file_location(name, path)
        mod = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(mod)
        return mod

    task = load(task_of(sol), "demo_cuda_task")
    cand = load(sol / "model_new.py", "demo_cuda_model_new")
    init = task.get_init_inputs()
    ref_sd = task.Model(*init).state_dict()
    new = cand.ModelNew(*init)
    assert {k: tuple(v.shape) for k, v in new.state_dict().items()} == \
        {k: tuple(v.shape) for k, v in ref_sd.items()}
    new.load_state_dict(ref_sd, strict=True)
