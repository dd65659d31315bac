#include "binding_registry.h"

extern "C" void scale_add_gelu_clamp_launch(const float* x, const float* scale, const float* bias,
                                            float* y, int64_t n, int64_t features, float lo,
                                            float hi, cudaStream_t stream);

// clamp(gelu(x * scale + bias), lo, hi); scale and bias broadcast over the last dimension.
at::Tensor scale_add_gelu_clamp_forward(const at::Tensor& x_in, const at::Tensor& s_in,
                                        const at::Tensor& b_in, double lo, double hi) {
  for (const at::Tensor* t : {&x_in, &s_in, &b_in})
    TORCH_CHECK(t->is_cuda() && t->scalar_type() == at::kFloat, "scale_add_gelu_clamp: CUDA float32 only");
  TORCH_CHECK(x_in.dim() >= 1, "scale_add_gelu_clamp: needs at least one dimension");
  const int64_t f = x_in.size(-1);
  TORCH_CHECK(s_in.numel() == f && b_in.numel() == f,
              "scale_add_gelu_clamp: scale and bias must have size(-1) = ", f, " elements");
  at::Tensor x = x_in.contiguous(), s = s_in.contiguous(), b = b_in.contiguous();
  at::Tensor y = at::empty_like(x);
  scale_add_gelu_clamp_launch(x.data_ptr<float>(), s.data_ptr<float>(), b.data_ptr<float>(),
                              y.data_ptr<float>(), x.numel(), f, static_cast<float>(lo),
                              static_cast<float>(hi), c10::cuda::getCurrentCUDAStream());
  return y;
}

REGISTER_BINDING(scale_add_gelu_clamp, scale_add_gelu_clamp_forward);
