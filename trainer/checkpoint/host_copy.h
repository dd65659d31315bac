// HostCopy: a tensor's values copied into contiguous host memory as `dtype`, for a checkpoint
// written on another thread while training goes on. Never a view of `t` (the next step may update t
// in place). From a GPU the cast runs on the device and the bytes land in page-locked memory: the
// pageable copies and host-side casts of a 0.5B-parameter actor and critic (weights, bf16 weights,
// AdamW moments: about 14 GB) took over 6 s of every PPO step. The page-locked blocks come from
// LibTorch's caching host allocator, so a run's later checkpoints reuse them (the allocator keeps
// them for the process's life). Thread-safe as LibTorch's copies are.
#pragma once

#include <ATen/ATen.h>

namespace warpgym::checkpoint {

at::Tensor HostCopy(const at::Tensor& t, at::ScalarType dtype);
inline at::Tensor HostCopy(const at::Tensor& t) {
  return HostCopy(t, t.scalar_type());
}

}  // namespace warpgym::checkpoint
