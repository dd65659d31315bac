"""The ReLU of tasks/demo/level1/1_ReLU.py in KernelBench's own solution format: the kernel's
C++ is a string in this file, built by torch.utils.cpp_extension.load_inline (warpgym builds it
in its compile step instead, and load_inline returns that extension)."""
import torch
from torch.utils.cpp_extension import load_inline

HEADER = "torch::Tensor clamp_at_zero(torch::Tensor input);"

# torch::empty_like (not at::): the torch:: factories, as most KernelBench answers write them.
BODY = r"""
torch::Tensor clamp_at_zero(torch::Tensor input) {
  TORCH_CHECK(input.scalar_type() == torch::kFloat, "clamp_at_zero: float32 only");
  torch::Tensor src = input.contiguous();
  torch::Tensor dst = torch::empty_like(src);
  const float* in = src.data_ptr<float>();
  float* out = dst.data_ptr<float>();
  const int64_t count = src.numel();
#pragma omp parallel for simd schedule(static)
  for (int64_t k = 0; k < count; ++k) out[k] = in[k] < 0.f ? 0.f : in[k];
  return dst;
}
"""

clamp = load_inline(name="clamp_inline", cpp_sources=[HEADER, BODY],
                    functions={"clamp_at_zero": "max(x, 0) elementwise"}, extra_cflags=["-O3"], verbose=False)


class ModelNew(torch.nn.Module):
    def forward(self, x: torch.Tensor) -> torch.Tensor:
        return clamp.clamp_at_zero(x)
