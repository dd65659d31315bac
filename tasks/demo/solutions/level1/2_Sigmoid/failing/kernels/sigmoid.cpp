#include <cmath>

#include "binding_registry.h"

static void sigmoid_kernel(const float* x, float* y, int64_t n) {
#pragma omp parallel for schedule(static)
  for (int64_t i = 0; i < n; ++i) y[i] = 1.0f / (1.0f + std::exp(x[i]));
}

at::Tensor sigmoid_forward(const at::Tensor& x_in) {
  TORCH_CHECK(x_in.scalar_type() == at::kFloat, "sigmoid: float32 only");
  at::Tensor x = x_in.contiguous();
  at::Tensor y = at::empty_like(x);
  sigmoid_kernel(x.data_ptr<float>(), y.data_ptr<float>(), x.numel());
  return y;
}

REGISTER_BINDING(sigmoid, sigmoid_forward);
