#include "binding_registry.h"

extern "C" void layernorm_launch(const float* x, const float* w, const float* b, float* y,
                                 int64_t rows, int64_t cols, float eps, cudaStream_t stream);

// LayerNorm over the last dimension with affine weight/bias (all float32 CUDA tensors).
at::Tensor layernorm_forward(const at::Tensor& x_in, const at::Tensor& w_in,
                             const at::Tensor& b_in, double eps) {
  for (const at::Tensor* t : {&x_in, &w_in, &b_in})
    TORCH_CHECK(t->is_cuda() && t->scalar_type() == at::kFloat, "layernorm: CUDA float32 only");
  TORCH_CHECK(x_in.dim() >= 1, "layernorm: needs at least one dimension");
  const int64_t cols = x_in.size(-1);
  TORCH_CHECK(w_in.numel() == cols && b_in.numel() == cols,
              "layernorm: weight and bias must have size(-1) = ", cols, " elements");
  TORCH_CHECK(cols <= INT32_MAX, "layernorm: last dimension too large");
  at::Tensor x = x_in.contiguous(), w = w_in.contiguous(), b = b_in.contiguous();
  at::Tensor y = at::empty_like(x);
  const int64_t rows = cols > 0 ? x.numel() / cols : 0;
  TORCH_CHECK(rows <= INT32_MAX, "layernorm: too many rows");
  layernorm_launch(x.data_ptr<float>(), w.data_ptr<float>(), b.data_ptr<float>(),
                   y.data_ptr<float>(), rows, cols, static_cast<float>(eps),
                   c10::cuda::getCurrentCUDAStream());
  return y;
}

REGISTER_BINDING(layernorm, layernorm_forward);
