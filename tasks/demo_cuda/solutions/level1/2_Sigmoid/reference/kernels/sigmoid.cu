#include <cuda_runtime.h>

#include <cstdint>

// y = 1 / (1 + exp(-x)), element-wise, fp32 math with the accurate expf (not __expf).
// Main path: one float4 per thread; the n % 4 leftover elements (and misaligned buffers) go
// through a scalar kernel.  For x -> -inf, expf(-x) -> inf and y -> 0, as in torch.

__device__ __forceinline__ float sigmoid1(float v) { return 1.f / (1.f + expf(-v)); }

__global__ void sigmoid_vec4_kernel(const float4* __restrict__ x, float4* __restrict__ y, int64_t n4) {
  const int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
  if (i < n4) {
    float4 v = x[i];
    v.x = sigmoid1(v.x);
    v.y = sigmoid1(v.y);
    v.z = sigmoid1(v.z);
    v.w = sigmoid1(v.w);
    y[i] = v;
  }
}

__global__ void sigmoid_scalar_kernel(const float* __restrict__ x, float* __restrict__ y, int64_t n) {
  const int64_t i = blockIdx.x * (int64_t)blockDim.x + threadIdx.x;
  if (i < n) y[i] = sigmoid1(x[i]);
}

static bool aligned16(const void* p) { return (reinterpret_cast<uintptr_t>(p) & 15) == 0; }

extern "C" void sigmoid_launch(const float* x, float* y, int64_t n, cudaStream_t stream) {
  const int threads = 256;
  int64_t done = 0;
  if (aligned16(x) && aligned16(y)) {
    const int64_t n4 = n / 4;
    if (n4 > 0) {
      const int64_t blocks = (n4 + threads - 1) / threads;
      sigmoid_vec4_kernel<<<(unsigned)blocks, threads, 0, stream>>>(
          reinterpret_cast<const float4*>(x), reinterpret_cast<float4*>(y), n4);
    }
    done = n4 * 4;
  }
  const int64_t rest = n - done;
  if (rest > 0) {
    const int64_t blocks = (rest + threads - 1) / threads;
    sigmoid_scalar_kernel<<<(unsigned)blocks, threads, 0, stream>>>(x + done, y + done, rest);
  }
}
