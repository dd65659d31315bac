// The kernel and its launcher: plain C++ over ATen tensors, no Python.
#include <ATen/core/Tensor.h>
#include <ATen/ops/empty_like.h>
#include <c10/util/Exception.h>

namespace {
void clamp_below_at_zero(const float* in, float* out, int64_t count) {
#pragma omp parallel for simd schedule(static)
  for (int64_t k = 0; k < count; ++k) out[k] = in[k] < 0.f ? 0.f : in[k];
}
}  // namespace

at::Tensor relu_launch(const at::Tensor& input) {
  TORCH_CHECK(input.scalar_type() == at::kFloat, "relu_forward: expects float32");
  const at::Tensor src = input.contiguous();
  at::Tensor dst = at::empty_like(src);
  clamp_below_at_zero(src.data_ptr<float>(), dst.data_ptr<float>(), src.numel());
  return dst;
}
