#include "binding_registry.h"

extern "C" void sigmoid_launch(const float* x, float* y, int64_t n, cudaStream_t stream);

at::Tensor sigmoid_forward(const at::Tensor& x_in) {
  TORCH_CHECK(x_in.is_cuda() && x_in.scalar_type() == at::kFloat, "sigmoid: CUDA float32 only");
  at::Tensor x = x_in.contiguous();
  at::Tensor y = at::empty_like(x);
  if (x.numel() > 0)
    sigmoid_launch(x.data_ptr<float>(), y.data_ptr<float>(), x.numel(),
                   c10::cuda::getCurrentCUDAStream());
  return y;
}

REGISTER_BINDING(sigmoid, sigmoid_forward);
