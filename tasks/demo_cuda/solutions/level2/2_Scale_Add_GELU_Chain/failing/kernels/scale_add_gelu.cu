#include <cuda_runtime.h>

#include <cstdint>

// y = clamp(gelu(x * scale[c] + bias[c]), lo, hi) for x [rows, F] (c = column), exact erf GELU:
// gelu(v) = 0.5 v (1 + erf(v / sqrt 2)).  One fused pass (eager PyTorch runs four kernels and
// moves the tensor through memory four times).  Main path: one float4 per thread (needs
// F % 4 == 0 and 16-byte aligned buffers); otherwise a scalar grid-stride kernel.

__device__ __forceinline__ float chain1(float v, float s, float b, float lo, float hi) {
  v = v * s + b;
  // BUG: tanh approximation of GELU (the task asks for the exact erf form)
  v = 0.5f * v * (1.f + tanhf(0.7978845608f * (v + 0.044715f * v * v * v)));
  return fminf(fmaxf(v, lo), hi);  // torch.clamp(v, min=lo, max=hi)
}

__global__ void chain_vec4_kernel(const float4* __restrict__ x, const float4* __restrict__ scale,
                                  const float4* __restrict__ bias, float4* __restrict__ y,
                                  int64_t n4, int f4, float lo, float hi) {
  const int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
  if (i < n4) {
    const int c = (int)(i % f4);
    const float4 v = x[i], s = scale[c], b = bias[c];
    y[i] = make_float4(chain1(v.x, s.x, b.x, lo, hi), chain1(v.y, s.y, b.y, lo, hi),
                       chain1(v.z, s.z, b.z, lo, hi), chain1(v.w, s.w, b.w, lo, hi));
  }
}

__global__ void chain_scalar_kernel(const float* __restrict__ x, const float* __restrict__ scale,
                                    const float* __restrict__ bias, float* __restrict__ y,
                                    int64_t n, int64_t f, float lo, float hi) {
  for (int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x; i < n;
       i += (int64_t)gridDim.x * blockDim.x) {
    const int64_t c = i % f;
    y[i] = chain1(x[i], scale[c], bias[c], lo, hi);
  }
}

static bool aligned16(const void* p) { return (reinterpret_cast<uintptr_t>(p) & 15) == 0; }

extern "C" void scale_add_gelu_clamp_launch(const float* x, const float* scale, const float* bias,
                                            float* y, int64_t n, int64_t features, float lo,
                                            float hi, cudaStream_t stream) {
  if (n <= 0 || features <= 0) return;
  const int threads = 256;
  if (features % 4 == 0 && features / 4 <= INT32_MAX && aligned16(x) && aligned16(y) &&
      aligned16(scale) && aligned16(bias)) {
    const int64_t n4 = n / 4;  // n is a multiple of features, hence of 4
    const int64_t blocks = (n4 + threads - 1) / threads;
    chain_vec4_kernel<<<(unsigned)blocks, threads, 0, stream>>>(
        reinterpret_cast<const float4*>(x), reinterpret_cast<const float4*>(scale),
        reinterpret_cast<const float4*>(bias), reinterpret_cast<float4*>(y), n4,
        (int)(features / 4), lo, hi);
  } else {
    int64_t blocks = (n + threads - 1) / threads;
    if (blocks > 65536) blocks = 65536;  // grid-stride beyond that
    chain_scalar_kernel<<<(unsigned)blocks, threads, 0, stream>>>(x, scale, bias, y, n, features, lo, hi);
  }
}
