#include <algorithm>
#include <cmath>

#include "binding_registry.h"

// Row-wise numerically stable softmax of a [rows, cols] matrix.
static void softmax_rows(const float* x, float* y, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * cols;
    float* yr = y + r * cols;
    float m = xr[0];
    for (int64_t c = 1; c < cols; ++c) m = std::max(m, xr[c]);
    double sum = 0.0;
    for (int64_t c = 0; c < cols; ++c) {
      yr[c] = std::exp(xr[c] - m);
      sum += yr[c];
    }
    const float inv = static_cast<float>(1.0 / sum);
    for (int64_t c = 0; c < cols; ++c) yr[c] *= inv;
  }
}

at::Tensor softmax_forward(const at::Tensor& x_in) {
  TORCH_CHECK(x_in.dim() == 2 && x_in.scalar_type() == at::kFloat, "softmax: 2-D float32 only");
  at::Tensor x = x_in.contiguous();
  at::Tensor y = at::empty_like(x);
  softmax_rows(x.data_ptr<float>(), y.data_ptr<float>(), x.size(0), x.size(1));
  return y;
}

REGISTER_BINDING(softmax, softmax_forward);
