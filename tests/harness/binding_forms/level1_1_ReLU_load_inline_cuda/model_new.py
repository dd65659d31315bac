"""The ReLU of tasks/demo_cuda/level1/1_ReLU.py in KernelBench's own solution format: CUDA source in
a string, built by torch.utils.cpp_extension.load_inline (warpgym builds it in its contained compile
step instead, and load_inline returns that extension)."""
import torch
from torch.utils.cpp_extension import load_inline

relu_cuda_source = r"""
#include <torch/extension.h>
#include <c10/cuda/CUDAStream.h>

__global__ void relu_vec4(const float4* __restrict__ in, float4* __restrict__ out, long n4) {
  long i = blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (i < n4) {
    float4 v = in[i];
    out[i] = make_float4(fmaxf(v.x, 0.f), fmaxf(v.y, 0.f), fmaxf(v.z, 0.f), fmaxf(v.w, 0.f));
  }
}

__global__ void relu_tail(const float* __restrict__ in, float* __restrict__ out, long start, long n) {
  long i = start + blockIdx.x * (long)blockDim.x + threadIdx.x;
  if (i < n) out[i] = fmaxf(in[i], 0.f);
}

torch::Tensor relu_forward(torch::Tensor x) {
  TORCH_CHECK(x.is_cuda() && x.scalar_type() == torch::kFloat, "relu_forward: CUDA float32 only");
  torch::Tensor src = x.contiguous();
  torch::Tensor dst = torch::empty_like(src);
  const long n = src.numel(), n4 = n / 4;
  cudaStream_t stream = c10::cuda::getCurrentCUDAStream();
  const int threads = 256;
  if (n4 > 0)
    relu_vec4<<<(n4 + threads - 1) / threads, threads, 0, stream>>>(
        reinterpret_cast<const float4*>(src.data_ptr<float>()), reinterpret_cast<float4*>(dst.data_ptr<float>()), n4);
  if (n > 4 * n4)
    relu_tail<<<1, threads, 0, stream>>>(src.data_ptr<float>(), dst.data_ptr<float>(), 4 * n4, n);
  return dst;
}
"""

relu_cpp_source = "torch::Tensor relu_forward(torch::Tensor x);"

relu_module = load_inline(
    name="relu_vec4",
    cpp_sources=relu_cpp_source,
    cuda_sources=relu_cuda_source,
    functions=["relu_forward"],
    extra_cuda_cflags=["-O3"],
    verbose=False,
)


class ModelNew(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return relu_module.relu_forward(x)
