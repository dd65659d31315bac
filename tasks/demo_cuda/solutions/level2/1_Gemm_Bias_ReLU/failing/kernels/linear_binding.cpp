#include "binding_registry.h"

extern "C" void linear_bias_act_launch(const float* x, const float* w, const float* b, float* y,
                                       int64_t M, int64_t N, int64_t K, bool relu,
                                       cudaStream_t stream);

// relu(x @ weight^T + bias) for x [M, K], weight [N, K], bias [N] (float32 CUDA tensors).
at::Tensor linear_relu_forward(const at::Tensor& x_in, const at::Tensor& w_in, const at::Tensor& b_in) {
  for (const at::Tensor* t : {&x_in, &w_in, &b_in})
    TORCH_CHECK(t->is_cuda() && t->scalar_type() == at::kFloat, "linear_relu: CUDA float32 only");
  TORCH_CHECK(x_in.dim() == 2 && w_in.dim() == 2 && b_in.dim() == 1, "linear_relu: x [M, K], weight [N, K], bias [N]");
  const int64_t M = x_in.size(0), K = x_in.size(1), N = w_in.size(0);
  TORCH_CHECK(w_in.size(1) == K && b_in.size(0) == N, "linear_relu: shape mismatch");
  TORCH_CHECK(M <= 65535 * 32 && N < INT32_MAX && K < INT32_MAX, "linear_relu: sizes too large");
  at::Tensor x = x_in.contiguous(), w = w_in.contiguous(), b = b_in.contiguous();
  at::Tensor y = at::empty({M, N}, x.options());
  linear_bias_act_launch(x.data_ptr<float>(), w.data_ptr<float>(), b.data_ptr<float>(),
                         y.data_ptr<float>(), M, N, K, /*relu=*/true,
                         c10::cuda::getCurrentCUDAStream());
  return y;
}

REGISTER_BINDING(linear_relu, linear_relu_forward);
