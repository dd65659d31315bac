#include "binding_registry.h"

extern "C" void relu_launch(const float* x, float* y, int64_t n, cudaStream_t stream);

at::Tensor relu_forward(const at::Tensor& x_in) {
  TORCH_CHECK(x_in.is_cuda() && x_in.scalar_type() == at::kFloat, "relu: CUDA float32 only");
  at::Tensor x = x_in.contiguous();
  at::Tensor y = at::empty_like(x);
  if (x.numel() > 0)
    relu_launch(x.data_ptr<float>(), y.data_ptr<float>(), x.numel(),
                c10::cuda::getCurrentCUDAStream());
  return y;
}

REGISTER_BINDING(relu, relu_forward);
