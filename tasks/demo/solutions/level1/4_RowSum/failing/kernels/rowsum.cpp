#include "binding_registry.h"

// out[r] = sum_c x[r, c] for a [rows, cols] matrix (double accumulation).
static void row_sum(const float* x, float* out, int64_t rows, int64_t cols) {
#pragma omp parallel for schedule(static)
  for (int64_t r = 0; r < rows; ++r) {
    const float* xr = x + r * cols;
    double acc = 0.0;
#pragma omp simd reduction(+ : acc)
    for (int64_t c = 1; c < cols; ++c) acc += xr[c];  // skips column 0
    out[r] = static_cast<float>(acc);
  }
}

at::Tensor rowsum_forward(const at::Tensor& x_in, int64_t dim) {
  TORCH_CHECK(x_in.dim() == 2 && dim == 1 && x_in.scalar_type() == at::kFloat,
              "rowsum: 2-D float32, dim=1 only");
  at::Tensor x = x_in.contiguous();
  at::Tensor y = at::empty({x.size(0), 1}, x.options());
  row_sum(x.data_ptr<float>(), y.data_ptr<float>(), x.size(0), x.size(1));
  return y;
}

REGISTER_BINDING(rowsum, rowsum_forward);
