// The module-callback binding form: this file includes pybind11 itself and defines its Python
// functions on the extension module that binding.cpp hands to the callback.
#include <torch/csrc/utils/pybind.h>
#include <torch/types.h>

#include "../binding_registry.h"

at::Tensor relu_launch(const at::Tensor& input);  // kernels/relu_kernel.cpp

void bind_relu(pybind11::module& m) {
  m.def("relu_forward", &relu_launch, "max(x, 0) elementwise, float32", pybind11::arg("x"));
}

REGISTER_BINDING(relu_forward, bind_relu);
