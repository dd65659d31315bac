// binding_registry.h -- fixed warpgym infrastructure (read-only for the agent).
//
// One file for both backends.  What this header gives a kernel's C++ file (kernels/*.cpp; on
// the CUDA backend the kernels/*_binding.cpp glue around the launchers in kernels/*.cu):
//   * at::Tensor and its methods (sizes(), numel(), data_ptr<T>(), is_contiguous(), ...)
//     from <ATen/core/Tensor.h>, plus the allocation functions at::empty / at::empty_like /
//     at::zeros (per-operator headers) and TORCH_CHECK.  It deliberately does NOT include
//     <torch/extension.h>: that header pulls in all of ATen, pybind11 and Python and costs
//     ~25 s per translation unit on a small CPU; this one costs ~3 s, and well under 1 s once
//     the harness has it precompiled (it is, from a cache's second compile on, when it is the
//     first thing a file includes).  The Python glue lives in binding.cpp, compiled once and
//     cached.
//   * REGISTER_BINDING(name, fn): registers a plain C++ function under a Python name.  Use it at
//     namespace scope, once per exported function.  `name` may be a bare identifier or a string
//     literal.  The function is then callable as <module>.<name>(...) from Python, where
//     <module> is cpu_extension (CPU backend) or cuda_extension (CUDA backend).
//
//   * The module-callback form also works (CUDA Agent's workspaces write it): a file that
//     includes <torch/csrc/utils/pybind.h> and "../binding_registry.h" registers
//     `void fn(pybind11::module& m)`, which calls m.def(...) itself; slower to compile.
//
// Supported parameter types: at::Tensor (by value or const&), double, float, int64_t, int, bool,
// std::vector<at::Tensor>.  Supported return types: at::Tensor, std::vector<at::Tensor>, double,
// float, int64_t, int, bool, void.  Arguments are positional.  The GIL is released during the
// call, so OpenMP loops run freely.
#pragma once
// A guard as well: a precompiled copy does not carry #pragma once into the units that use it.
#ifndef WARPGYM_BINDING_REGISTRY_H_
#define WARPGYM_BINDING_REGISTRY_H_

#include <ATen/core/Tensor.h>
#include <ATen/ops/empty.h>
#include <ATen/ops/empty_like.h>
#include <ATen/ops/zeros.h>
#include <c10/util/Exception.h>

// CUDA backend: launchers in kernels/*.cu are plain extern "C" functions; the *_binding.cpp glue
// passes them the current stream from here (present where torch's CUDA headers and the CUDA
// runtime's are both on the include path, i.e. on the CUDA backend).
#if __has_include(<c10/cuda/CUDAStream.h>) && __has_include(<cuda_runtime_api.h>)
#include <c10/cuda/CUDAStream.h>
#endif

#include <cstdint>
#include <functional>
#include <string>
#include <type_traits>
#include <typeinfo>
#include <utility>
#include <vector>

namespace warpgym {

// A dynamically typed argument / return value crossing the (pybind11-free) registry boundary.
struct Value {
  enum Kind { None, Tensor, Double, Int, Bool, TensorList } kind = None;
  at::Tensor t;
  double d = 0.0;
  int64_t i = 0;
  bool b = false;
  std::vector<at::Tensor> tl;
};

inline const char* kind_name(Value::Kind k) {
  switch (k) {
    case Value::None: return "None";
    case Value::Tensor: return "Tensor";
    case Value::Double: return "float";
    case Value::Int: return "int";
    case Value::Bool: return "bool";
    case Value::TensorList: return "list[Tensor]";
  }
  return "?";
}

template <class T> struct ArgCast;  // Value -> C++ parameter type
template <> struct ArgCast<at::Tensor> {
  static constexpr const char* name = "Tensor";
  static at::Tensor get(Value& v) {
    TORCH_CHECK(v.kind == Value::Tensor, "expected a Tensor argument, got ", kind_name(v.kind));
    return v.t;
  }
};
template <> struct ArgCast<double> {
  static constexpr const char* name = "float";
  static double get(Value& v) {
    if (v.kind == Value::Int) return static_cast<double>(v.i);
    TORCH_CHECK(v.kind == Value::Double, "expected a float argument, got ", kind_name(v.kind));
    return v.d;
  }
};
template <> struct ArgCast<float> {
  static constexpr const char* name = "float";
  static float get(Value& v) { return static_cast<float>(ArgCast<double>::get(v)); }
};
template <> struct ArgCast<int64_t> {
  static constexpr const char* name = "int";
  static int64_t get(Value& v) {
    if (v.kind == Value::Bool) return v.b ? 1 : 0;
    TORCH_CHECK(v.kind == Value::Int, "expected an int argument, got ", kind_name(v.kind));
    return v.i;
  }
};
template <> struct ArgCast<int> {
  static constexpr const char* name = "int";
  static int get(Value& v) { return static_cast<int>(ArgCast<int64_t>::get(v)); }
};
template <> struct ArgCast<bool> {
  static constexpr const char* name = "bool";
  static bool get(Value& v) {
    if (v.kind == Value::Int) return v.i != 0;
    TORCH_CHECK(v.kind == Value::Bool, "expected a bool argument, got ", kind_name(v.kind));
    return v.b;
  }
};
template <> struct ArgCast<std::vector<at::Tensor>> {
  static constexpr const char* name = "list[Tensor]";
  static std::vector<at::Tensor> get(Value& v) {
    TORCH_CHECK(v.kind == Value::TensorList, "expected a list of Tensors, got ", kind_name(v.kind));
    return v.tl;
  }
};

template <class R> struct RetCast;  // C++ return type -> Value
template <> struct RetCast<at::Tensor> {
  static Value put(at::Tensor r) { Value v; v.kind = Value::Tensor; v.t = std::move(r); return v; }
};
template <> struct RetCast<std::vector<at::Tensor>> {
  static Value put(std::vector<at::Tensor> r) { Value v; v.kind = Value::TensorList; v.tl = std::move(r); return v; }
};
template <> struct RetCast<double> {
  static Value put(double r) { Value v; v.kind = Value::Double; v.d = r; return v; }
};
template <> struct RetCast<float> {
  static Value put(float r) { return RetCast<double>::put(r); }
};
template <> struct RetCast<int64_t> {
  static Value put(int64_t r) { Value v; v.kind = Value::Int; v.i = r; return v; }
};
template <> struct RetCast<int> {
  static Value put(int r) { return RetCast<int64_t>::put(r); }
};
template <> struct RetCast<bool> {
  static Value put(bool r) { Value v; v.kind = Value::Bool; v.b = r; return v; }
};

using ErasedFn = std::function<Value(std::vector<Value>&)>;

struct Binding {
  std::string name;
  std::string signature;  // human readable, e.g. "(Tensor, float) -> Tensor"
  size_t arity;
  ErasedFn fn;
  // The module-callback form: fn is empty; module_fn(&m) is called with the extension's
  // pybind11 module, whose type name module_type must be (binding.cpp checks it).
  std::function<void(void*)> module_fn;
  std::string module_type;
};

// One registry per extension module (vague-linkage inline function, function-local static:
// safe against static initialisation order).
inline std::vector<Binding>& registry() {
  static std::vector<Binding> r;
  return r;
}

template <class T> using bare_t = std::remove_cv_t<std::remove_reference_t<T>>;

template <class R, class... A, size_t... I>
Value call_erased(R (*fn)(A...), std::vector<Value>& args, std::index_sequence<I...>) {
  if constexpr (std::is_void_v<R>) {
    fn(ArgCast<bare_t<A>>::get(args[I])...);
    return Value{};
  } else {
    return RetCast<bare_t<R>>::put(fn(ArgCast<bare_t<A>>::get(args[I])...));
  }
}

template <class R, class... A>
std::string signature_of() {
  std::string s = "(";
  const char* names[] = {ArgCast<bare_t<A>>::name..., ""};
  for (size_t k = 0; k < sizeof...(A); ++k) {
    if (k) s += ", ";
    s += names[k];
  }
  s += ")";
  return s;
}

inline std::string clean_name(const char* raw) {
  std::string s(raw);
  if (s.size() >= 2 && s.front() == '"' && s.back() == '"') s = s.substr(1, s.size() - 2);
  return s;
}

template <class M>
inline constexpr bool is_tensor_type_v =
    std::is_same_v<M, at::Tensor> || std::is_same_v<M, std::vector<at::Tensor>>;

struct Registrar {
  // The module-callback form (as CUDA Agent's workspaces write it): fn(pybind11::module& m) calls
  // m.def(...) itself; the file includes pybind11 (<torch/csrc/utils/pybind.h>), this header
  // does not, so the module arrives type-erased and binding.cpp checks its type by name.
  template <class M, std::enable_if_t<std::is_class_v<M> && !is_tensor_type_v<M>, int> = 0>
  Registrar(const char* raw_name, void (*fn)(M&)) {
    Binding b;
    b.name = clean_name(raw_name);
    b.signature = "(module callback)";
    b.arity = 0;
    b.module_fn = [fn](void* m) { fn(*static_cast<M*>(m)); };
    b.module_type = typeid(M).name();
    registry().push_back(std::move(b));
  }

  template <class R, class... A>
  Registrar(const char* raw_name, R (*fn)(A...)) {
    Binding b;
    b.name = clean_name(raw_name);
    b.signature = signature_of<R, A...>();
    b.arity = sizeof...(A);
    b.fn = [fn](std::vector<Value>& args) {
      return call_erased(fn, args, std::index_sequence_for<A...>{});
    };
    registry().push_back(std::move(b));
  }
};

}  // namespace warpgym

#define WARPGYM_CAT_(a, b) a##b
#define WARPGYM_CAT(a, b) WARPGYM_CAT_(a, b)
// REGISTER_BINDING(relu, relu_forward);  ->  cpu_extension.relu(x) / cuda_extension.relu(x)
// REGISTER_BINDING(relu, register_relu);  with void register_relu(pybind11::module& m) calling
//   m.def("relu", ...): the names are those the callback defines.
#define REGISTER_BINDING(name, fn) \
  static ::warpgym::Registrar WARPGYM_CAT(warpgym_registrar_, __COUNTER__)(#name, fn)

#endif  // WARPGYM_BINDING_REGISTRY_H_
