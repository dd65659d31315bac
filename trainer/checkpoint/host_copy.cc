#include "trainer/checkpoint/host_copy.h"

#include <ATen/DeviceAccelerator.h>

namespace warpgym::checkpoint {
namespace {

constexpr size_t kDeviceMargin = size_t{2} << 30;

bool RoomOnDevice(const at::Tensor& t, at::ScalarType dtype) {
  const size_t bytes = static_cast<size_t>(t.numel()) * c10::elementSize(dtype);
  const size_t free = at::accelerator::getMemoryInfo(t.device().index()).first;
  return free > bytes + kDeviceMargin;
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
