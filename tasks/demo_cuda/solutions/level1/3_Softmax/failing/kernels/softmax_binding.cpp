#include "binding_registry.h"

extern "C" void softmax_rows_launch(const float* x, float* y, int64_t rows, int64_t cols,
                                    cudaStream_t stream);

// Softmax over the last dimension of an N-d float32 CUDA tensor (viewed as [rows, cols]).
at::Tensor softmax_forward(const at::Tensor& x_in) {
  TORCH_CHECK(x_in.is_cuda() && x_in.scalar_type() == at::kFloat, "softmax: CUDA float32 only");
  TORCH_CHECK(x_in.dim() >= 1, "softmax: needs at least one dimension");
  at::Tensor x = x_in.contiguous();
  at::Tensor y = at::empty_like(x);
  const int64_t cols = x.size(-1);
  TORCH_CHECK(cols <= INT32_MAX, "softmax: last dimension too large");
  const int64_t rows = cols > 0 ? x.numel() / cols : 0;
  TORCH_CHECK(rows <= INT32_MAX, "softmax: too many rows");
  softmax_rows_launch(x.data_ptr<float>(), y.data_ptr<float>(), rows, cols,
                      c10::cuda::getCurrentCUDAStream());
  return y;
}

REGISTER_BINDING(softmax, softmax_forward);
