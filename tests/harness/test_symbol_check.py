"""symbol_check.scan on real object files (g++ -c, nm): the undefined symbols of a kernel name what
it calls. ATen's internals below the operators (DispatchStubs, at::native helpers) and Python's
import from C++ are refused; torch's own utilities and what pybind11 itself references are not.
The objects declare the symbols they call, as headers would, so each compiles in well under a
second without LibTorch's headers."""
from __future__ import annotations

import subprocess
from pathlib import Path

import pytest

from warpgym_harness import symbol_check

PRELUDE = """
#include <cstdint>
namespace at { struct Tensor; struct TensorIteratorBase; }
namespace at::native {
template <typename Fn, typename Tag> struct DispatchStub { static Fn DEFAULT; };
struct threshold_stub_DECLARE_DISPATCH_type;
extern DispatchStub<void (*)(TensorIteratorBase&), threshold_stub_DECLARE_DISPATCH_type> threshold_stub;
namespace cpublas { void gemm(char, char, int64_t, int64_t, int64_t, float, const float*, float*); }
}
namespace c10 { void* alloc_cpu(unsigned long); }
extern "C" {
struct _object;
_object* PyImport_ImportModule(const char*);
_object* PyRun_String(const char*, int, _object*, _object*);
_object* PyEval_GetBuiltins();
}
"""


def _object(tmp_path: Path, body: str) -> str:
    src, obj = tmp_path / "k.cpp", tmp_path / "k.o"
    src.write_text(PRELUDE + "void kernel(at::TensorIteratorBase& it, const at::Tensor& t) {\n" + body + "\n}\n")
    subprocess.run(["g++", "-std=c++17", "-c", str(src), "-o", str(obj)], check=True, capture_output=True)
    return str(obj)


@pytest.mark.parametrize("body, flag", [
    ("decltype(at::native::threshold_stub)::DEFAULT(it);", "forbidden_symbol:at::native::DispatchStub"),
    ("at::native::threshold_stub.DEFAULT(it);", "forbidden_symbol:at::native::DispatchStub"),
    ("at::native::cpublas::gemm('n', 'n', 1, 1, 1, 1.f, nullptr, nullptr);",
     "forbidden_symbol:at::native::cpublas"),
    ("PyImport_ImportModule(\"numpy\");", "forbidden_symbol:PyImport_ImportModule"),
    ("PyRun_String(\"1\", 0, nullptr, nullptr);", "forbidden_symbol:PyRun_String"),
])
def test_internals_below_the_operators_and_python_imports_are_refused(tmp_path, body, flag):
    assert flag in symbol_check.scan([_object(tmp_path, body)])


def test_torch_and_pybind_utilities_pass(tmp_path):
    # A c10 allocator and the builtins lookup every pybind11 module makes do no work for the kernel.
    body = "c10::alloc_cpu(16); PyEval_GetBuiltins();"
    assert symbol_check.scan([_object(tmp_path, body)]) == []
