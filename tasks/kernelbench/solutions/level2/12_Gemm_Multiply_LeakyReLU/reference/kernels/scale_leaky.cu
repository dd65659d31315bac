#include <cuda_runtime.h>

#include <cstdint>

// y = leaky_relu(y * multiplier, slope), in place: the GEMM's epilogue as a second pass over Y
// (float4 where the buffer allows, a scalar tail otherwise).

__device__ __forceinline__ float scale_leaky1(float v, float mult, float slope) {
  v *= mult;
  return v < 0.f ? v * slope : v;
}

__global__ void scale_leaky_vec4_kernel(float4* __restrict__ y, int64_t n4, float mult, float slope) {
  const int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
  if (i < n4) {
    float4 v = y[i];
    v.x = scale_leaky1(v.x, mult, slope);
    v.y = scale_leaky1(v.y, mult, slope);
    v.z = scale_leaky1(v.z, mult, slope);
    v.w = scale_leaky1(v.w, mult, slope);
    y[i] = v;
  }
}

__global__ void scale_leaky_scalar_kernel(float* __restrict__ y, int64_t from, int64_t n, float mult, float slope) {
  const int64_t i = from + blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
  if (i < n) y[i] = scale_leaky1(y[i], mult, slope);
}

extern "C" void scale_leaky_launch(float* y, int64_t n, float mult, float slope, cudaStream_t stream) {
  constexpr int kThreads = 256;
  int64_t n4 = (reinterpret_cast<uintptr_t>(y) & 15) == 0 ? n / 4 : 0;
  if (n4 > 0)
    scale_leaky_vec4_kernel<<<(unsigned)((n4 + kThreads - 1) / kThreads), kThreads, 0, stream>>>(
        reinterpret_cast<float4*>(y), n4, mult, slope);
  const int64_t rest = n - 4 * n4;
  if (rest > 0)
    scale_leaky_scalar_kernel<<<(unsigned)((rest + kThreads - 1) / kThreads), kThreads, 0, stream>>>(
        y, 4 * n4, n, mult, slope);
}
