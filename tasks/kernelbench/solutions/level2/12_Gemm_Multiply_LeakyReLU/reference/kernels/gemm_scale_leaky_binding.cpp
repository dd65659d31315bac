#include "binding_registry.h"

extern "C" void linear_bias_act_launch(const float* x, const float* w, const float* b, float* y,
                                       int64_t M, int64_t N, int64_t K, bool relu,
                                       cudaStream_t stream);
extern "C" void scale_leaky_launch(float* y, int64_t n, float mult, float slope, cudaStream_t stream);

// leaky_relu((x @ weight^T + bias) * multiplier, slope) for x [M, K], weight [N, K], bias [N]
// (float32 CUDA tensors): the demo's tiled GEMM without its activation, then one in-place pass.
at::Tensor gemm_scale_leaky_forward(const at::Tensor& x_in, const at::Tensor& w_in, const at::Tensor& b_in,
                                    double multiplier, double slope) {
  for (const at::Tensor* t : {&x_in, &w_in, &b_in})
    TORCH_CHECK(t->is_cuda() && t->scalar_type() == at::kFloat, "gemm_scale_leaky: CUDA float32 only");
  TORCH_CHECK(x_in.dim() == 2 && w_in.dim() == 2 && b_in.dim() == 1,
              "gemm_scale_leaky: x [M, K], weight [N, K], bias [N]");
  const int64_t M = x_in.size(0), K = x_in.size(1), N = w_in.size(0);
  TORCH_CHECK(w_in.size(1) == K && b_in.size(0) == N, "gemm_scale_leaky: shape mismatch");
  TORCH_CHECK(M <= 65535 * 32 && N < INT32_MAX && K < INT32_MAX, "gemm_scale_leaky: sizes too large");
  at::Tensor x = x_in.contiguous(), w = w_in.contiguous(), b = b_in.contiguous();
  at::Tensor y = at::empty({M, N}, x.options());
  cudaStream_t stream = c10::cuda::getCurrentCUDAStream();
  linear_bias_act_launch(x.data_ptr<float>(), w.data_ptr<float>(), b.data_ptr<float>(), y.data_ptr<float>(), M,
                         N, K, /*relu=*/false, stream);
  scale_leaky_launch(y.data_ptr<float>(), y.numel(), static_cast<float>(multiplier), static_cast<float>(slope),
                     stream);
  return y;
}

REGISTER_BINDING(gemm_scale_leaky, gemm_scale_leaky_forward);
