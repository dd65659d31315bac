// Snapshot: a tensor's values at this moment as `dtype`, for a checkpoint written on another
// thread while training goes on. Never a view of `t` (the next step may update t in place).
//
// From a GPU the copy stays on the device where it has room (a copy kernel: the host copies of a
// 0.5B-parameter actor and critic, weights, bf16 weights and AdamW moments, about 14 GB, took
// 6-12 s of every PPO step, most of it page-locking fresh host memory), and OnHost brings it to
// host memory when the file is written: on the writing thread, which BackgroundWrite puts on a
// stream of its own that waits for the snapshots, so the copy overlaps the next step. Without room
// (free device memory under the tensor plus a quarter of the device, at least 2 GiB, left for
// the next step to grow into) the copy lands in page-locked host memory at once. In host memory
// already: a host copy. Thread-safe as LibTorch's copies are.
#pragma once

#include <ATen/ATen.h>

namespace warpgym::checkpoint {

at::Tensor Snapshot(const at::Tensor& t, at::ScalarType dtype);
inline at::Tensor Snapshot(const at::Tensor& t) {
  return Snapshot(t, t.scalar_type());
}

// A snapshot's values in contiguous host memory: itself when it is there already, else a copy
// made now on the calling thread's current stream (which must follow the snapshot's).
at::Tensor OnHost(const at::Tensor& snapshot);

}  // namespace warpgym::checkpoint
