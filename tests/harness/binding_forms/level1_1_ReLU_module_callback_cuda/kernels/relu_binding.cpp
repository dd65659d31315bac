// The module-callback binding form on CUDA: pybind11 included here, the Python function defined
// on the module binding.cpp hands to the callback. The kernel is the bundled float4 ReLU
// (tasks/demo_cuda's reference relu.cu, put beside this file by tools/device/forms_check.py).
#include <c10/cuda/CUDAStream.h>
#include <torch/csrc/utils/pybind.h>
#include <torch/types.h>

#include "../binding_registry.h"

extern "C" void relu_launch(const float* x, float* y, int64_t n, cudaStream_t stream);

static at::Tensor relu_cuda(const at::Tensor& x_in) {
  TORCH_CHECK(x_in.is_cuda() && x_in.scalar_type() == at::kFloat, "relu: CUDA float32 only");
  at::Tensor x = x_in.contiguous();
  at::Tensor y = at::empty_like(x);
  if (x.numel() > 0)
    relu_launch(x.data_ptr<float>(), y.data_ptr<float>(), x.numel(), c10::cuda::getCurrentCUDAStream());
  return y;
}

void bind_relu(pybind11::module& m) { m.def("relu_forward", &relu_cuda, "max(x, 0), float32", pybind11::arg("x")); }

REGISTER_BINDING(relu_forward, bind_relu);
