"""The binding forms through the real harness: the typed REGISTER_BINDING(name, fn) of the bundled
solutions, the module-callback form CUDA Agent's workspaces use (fn(pybind11::module&) calls
m.def itself; the file includes <torch/csrc/utils/pybind.h> and "../binding_registry.h"), and
KernelBench's own format (model_new.py builds its C++ with load_inline; our compile step builds it).

The same ReLU kernel in each form gets the same verdict; a callback taking anything but the
module is refused with a clear message when the extension loads, and a load_inline call whose
sources cannot be read without running the file is refused at compile (the agent's failure,
never an infra error)."""
from pathlib import Path

import pytest

from conftest import DEMO, make_workspace

TASK = DEMO / "level1" / "1_ReLU.py"
TYPED = DEMO / "solutions" / "level1" / "1_ReLU" / "reference"
CALLBACK = Path(__file__).resolve().parent / "binding_forms" / "level1_1_ReLU_module_callback"
INLINE = Path(__file__).resolve().parent / "binding_forms" / "level1_1_ReLU_load_inline"


def _correctness(harness, tmp_path: Path, name: str, solution: Path, files: dict[str, str] | None = None) -> dict:
    ws = make_workspace(tmp_path / name, TASK, solution, files)
    return harness("evaluate", TASK, ws, "--reward-mode", "correctness")


def test_the_module_callback_and_load_inline_forms_are_judged_like_the_typed_form(harness, tmp_path):
    """The inline form has torch::empty_like in the kernel too: torch's factories construct a
    dispatch-key guard inline."""
    typed = _correctness(harness, tmp_path, "typed", TYPED)
    assert typed["infra_error"] is False and typed["compiled"] is True, typed["text"]
    for name, solution in (("callback", CALLBACK), ("inline", INLINE)):
        r = _correctness(harness, tmp_path, name, solution)
        assert r["infra_error"] is False and r["compiled"] is True, (name, r["text"])
        assert r["correct"] is True and r["reward"] == typed["reward"] == 1, (name, r["text"])
        assert r["flags"] == typed["flags"] == [], name
        assert r["verify"]["max_abs_err"] == typed["verify"]["max_abs_err"] == 0, name


def test_a_workspace_header_in_place_of_the_trusted_one_is_not_what_the_compiler_reads(harness, tmp_path):
    """"../binding_registry.h" from kernels/ reads the trusted header, not the workspace's copy."""
    r = _correctness(harness, tmp_path, "swapped", CALLBACK,
                     {"binding_registry.h": '#error "the workspace copy was compiled"\n'})
    assert r["compiled"] is True and r["correct"] is True, r["text"]


def test_a_callback_that_takes_another_type_is_refused_at_load(harness, tmp_path):
    bad = ('#include <string>\n#include "../binding_registry.h"\n'
           'void not_a_module(std::string& s) { s += "x"; }\n'
           'REGISTER_BINDING(relu_forward, not_a_module);\n')
    r = _correctness(harness, tmp_path, "wrong", CALLBACK, {"kernels/relu_binding.cpp": bad})
    assert r["infra_error"] is False and r["compiled"] is True, r["text"]
    assert r["correct"] is False and r["reward"] == -1
    assert "must take a pybind11::module&" in r["text"], r["text"]


@pytest.mark.parametrize("change, expect", [
    ('cpp_sources=[HEADER, BODY]', 'cpp_sources=[HEADER, BODY.strip()]'),
    ('functions={"clamp_at_zero": "max(x, 0) elementwise"}', 'functions=None'),
    ('cpp_sources=[HEADER, BODY]', 'cpp_sources=[HEADER, BODY], cuda_sources="__global__ void k() {}"'),
], ids=["computed-source", "no-functions", "cuda-on-cpu"])
def test_a_load_inline_call_that_cannot_be_built_ahead_is_refused_at_compile(harness, tmp_path, change, expect):
    text = (INLINE / "model_new.py").read_text()
    assert change in text
    r = _correctness(harness, tmp_path, "bad", INLINE, {"model_new.py": text.replace(change, expect)})
    assert r["infra_error"] is False and r["compiled"] is False and r["reward"] == -1, r["text"]
    assert "load_inline" in r["text"] and "line 24" in r["text"], r["text"]
