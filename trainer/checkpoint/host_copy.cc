#include "trainer/checkpoint/host_copy.h"

#include <ATen/DeviceAccelerator.h>

#include <algorithm>

namespace warpgym::checkpoint {
namespace {

// Snapshots live until the background write has them on the host, while the next step runs:
// they may take the device's free memory only down to a quarter of the device (at least 2 GiB),
// which that step can still grow into. Memory LibTorch's allocator holds cached is not "free"
// here, so the step's own earlier peak stays available to it.
bool RoomOnDevice(const at::Tensor& t, at::ScalarType dtype) {
  const size_t bytes = static_cast<size_t>(t.numel()) * c10::elementSize(dtype);
  const auto [free_bytes, total_bytes] = at::accelerator::getMemoryInfo(t.device().index());
  const size_t margin = std::max(total_bytes / 4, size_t{2} << 30);
  return free_bytes > bytes + margin;
}

}  // namespace

at::Tensor Snapshot(const at::Tensor& t, at::ScalarType dtype) {
  const at::Tensor src = t.detach();
  if (!src.is_cuda())
    return src.to(at::kCPU, dtype, /*non_blocking=*/false, /*copy=*/true).contiguous();
  if (RoomOnDevice(src, dtype))
    return src.to(dtype, /*non_blocking=*/false, /*copy=*/true, at::MemoryFormat::Contiguous);
  at::Tensor host = at::empty(src.sizes(), at::TensorOptions().dtype(dtype).pinned_memory(true));
  host.copy_(src.to(dtype));  // the cast on the device (none when dtype is t's), then one copy
  return host;
}

at::Tensor OnHost(const at::Tensor& snapshot) {
  if (!snapshot.is_cuda()) return snapshot.contiguous();
  return snapshot.to(at::kCPU).contiguous();
}

}  // namespace warpgym::checkpoint
