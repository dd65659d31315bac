// binding.cpp -- fixed warpgym infrastructure (read-only for the agent).
//
// Defines the Python module (TORCH_EXTENSION_NAME: cpu_extension or cuda_extension, set by the
// harness's compiler flags) and exposes every function that a kernel's C++ file registered with
// REGISTER_BINDING (typed functions, wrapped here; module callbacks, which define their own).
// Compiled once per toolchain and cached by the harness.
#include <torch/extension.h>

#include "binding_registry.h"

#ifndef TORCH_EXTENSION_NAME
#error "TORCH_EXTENSION_NAME must name the module (the harness passes -DTORCH_EXTENSION_NAME=...)"
#endif

namespace py = pybind11;

namespace {

warpgym::Value from_python(const py::handle& h, size_t index, const std::string& fname) {
  warpgym::Value v;
  if (h.is_none()) return v;
  if (THPVariable_Check(h.ptr())) {
    v.kind = warpgym::Value::Tensor;
    v.t = py::cast<at::Tensor>(h);
  } else if (py::isinstance<py::bool_>(h)) {
    v.kind = warpgym::Value::Bool;
    v.b = h.cast<bool>();
  } else if (py::isinstance<py::int_>(h)) {
    v.kind = warpgym::Value::Int;
    v.i = h.cast<int64_t>();
  } else if (py::isinstance<py::float_>(h)) {
    v.kind = warpgym::Value::Double;
    v.d = h.cast<double>();
  } else if (py::isinstance<py::list>(h) || py::isinstance<py::tuple>(h)) {
    v.kind = warpgym::Value::TensorList;
    for (auto item : h) {
      if (!THPVariable_Check(item.ptr()))
        throw py::type_error(fname + ": argument " + std::to_string(index) +
                             " must be a list of Tensors");
      v.tl.push_back(py::cast<at::Tensor>(item));
    }
  } else {
    throw py::type_error(fname + ": argument " + std::to_string(index) + " has unsupported type " +
                         std::string(py::str(py::type::handle_of(h))));
  }
  return v;
}

py::object to_python(warpgym::Value&& v) {
  switch (v.kind) {
    case warpgym::Value::None: return py::none();
    case warpgym::Value::Tensor: return py::cast(std::move(v.t));
    case warpgym::Value::Double: return py::float_(v.d);
    case warpgym::Value::Int: return py::int_(v.i);
    case warpgym::Value::Bool: return py::bool_(v.b);
    case warpgym::Value::TensorList: {
      py::list out;
      for (auto& t : v.tl) out.append(py::cast(std::move(t)));
      return std::move(out);
    }
  }
  return py::none();
}

}  // namespace

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {
  m.doc() = "warpgym extension: functions registered with REGISTER_BINDING";
  py::dict sigs;
  for (const warpgym::Binding& b : warpgym::registry()) {
    if (b.module_fn) {  // the module-callback form: it defines its own functions
      if (b.module_type != typeid(py::module_).name())
        throw py::import_error("REGISTER_BINDING(" + b.name +
                               ", fn): fn must take a pybind11::module& (or be a typed kernel "
                               "function); it takes a reference to another type");
      b.module_fn(&m);
      sigs[py::str(b.name)] = py::str(b.name + b.signature);
      continue;
    }
    const std::string name = b.name;
    const size_t arity = b.arity;
    const warpgym::ErasedFn fn = b.fn;
    sigs[py::str(name)] = py::str(name + b.signature);
    m.def(
        name.c_str(),
        [name, arity, fn](py::args args) -> py::object {
          if (args.size() != arity)
            throw py::type_error(name + "() takes " + std::to_string(arity) +
                                 " positional arguments but " + std::to_string(args.size()) +
                                 " were given");
          std::vector<warpgym::Value> vals;
          vals.reserve(arity);
          for (size_t k = 0; k < args.size(); ++k) vals.push_back(from_python(args[k], k, name));
          warpgym::Value out;
          {
            py::gil_scoped_release release;
            try {
              out = fn(vals);
            } catch (const c10::Error& e) {
              throw std::runtime_error(name + ": " + e.what_without_backtrace());
            }
          }
          return to_python(std::move(out));
        },
        (name + b.signature).c_str());
  }
  m.attr("_bindings") = sigs;
}
