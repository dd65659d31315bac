"""inline_sources.find_builds: KernelBench's load_inline calls read from model_new.py's text alone."""
import pytest

from warpgym_harness.inline_sources import GENERATED_DIR, InlineError, find_builds

SRC = '''
import torch.utils.cpp_extension as ce
from torch.utils.cpp_extension import load_inline
DECL = "torch::Tensor f(torch::Tensor x);"
KERNEL = f"""__global__ void k(float* y) {{ y[0] = 1.f; }}""" + "\\n"
PARTS = [DECL]
a = load_inline("first", PARTS + ["// more"], KERNEL, functions="f")
class ModelNew:
    def __init__(self):
        self.b = ce.load_inline(name="second", cpp_sources=DECL, functions={"g": 'doc "quoted"'})
'''


def test_literals_names_concatenation_and_both_call_forms_are_read():
    first, second = find_builds(SRC)
    assert (first.name, first.line, first.functions) == ("first", 7, {"f": ""})
    assert first.cpp_sources == ["torch::Tensor f(torch::Tensor x);", "// more"]
    assert first.cuda_sources == ["__global__ void k(float* y) { y[0] = 1.f; }\n"]
    assert (second.name, second.functions) == ("second", {"g": 'doc "quoted"'})
    files = first.files("cuda")
    assert sorted(files) == [f"{GENERATED_DIR}/first.cpp", f"{GENERATED_DIR}/first_cuda.cu"]
    cpp = files[f"{GENERATED_DIR}/first.cpp"]
    assert cpp.index("#include <torch/extension.h>") < cpp.index("torch::Tensor f(")
    assert 'm.def("f", torch::wrap_pybind_function(f), "");' in cpp
    assert 'REGISTER_BINDING(warpgym_inline_first, warpgym_inline_first);' in cpp
    assert '"doc \\"quoted\\""' in second.files("cpu")[f"{GENERATED_DIR}/second.cpp"]
    with pytest.raises(InlineError, match="CPU backend compiles C"):
        first.files("cpu")


@pytest.mark.parametrize("call, why", [
    ('load_inline("x", open("k.cpp").read(), functions=["f"])', "is not a value"),
    ('load_inline("x", UNKNOWN, functions=["f"])', "UNKNOWN is not a module-level string"),
    ('load_inline("x", "", functions=["f"], **opts)', r"\*\*kwargs"),
    ('load_inline("bad name", "", functions=["f"])', "C identifier"),
    ('load_inline("x", "")', "must name its functions"),
    ('load_inline("x", "", functions=["f(x)"])', "must name its functions"),
    ('load_inline("x", 3, functions=["f"])', "is not a value"),
    ('load_inline("x", "", functions=["f"]); load_inline("x", "", functions=["g"])', "same name"),
    ('load_inline("x", "", sycl_sources="s", functions=["f"])', "sycl_sources"),
    ('load_inline(', "does not parse"),
])
def test_what_cannot_be_read_ahead_is_refused_with_the_reason(call, why):
    with pytest.raises(InlineError, match=why):
        find_builds(f"from torch.utils.cpp_extension import load_inline\n{call}\n")


def test_a_file_without_load_inline_builds_nothing():
    assert find_builds("import torch\nclass ModelNew(torch.nn.Module):\n    pass\n") == []


def test_hostile_files_are_refused_without_exhausting_the_trusted_process():
    doubling = "A0 = 'x'\n" + "".join(f"A{i + 1} = A{i} + A{i}\n" for i in range(64))
    with pytest.raises(InlineError, match="A64 is not a module-level string"):  # dropped at 4 MiB
        find_builds(doubling + "load_inline('x', A64, functions=['f'])\n")
    assert find_builds(doubling) == []  # unused: dropped, never an error
    with pytest.raises(InlineError, match="nested too deeply|does not parse"):
        find_builds("load_inline('x', " + "[" * 100000 + "]" * 100000 + ", functions=['f'])\n")
    with pytest.raises(InlineError, match="over"):
        find_builds("#" * (5 << 20))
