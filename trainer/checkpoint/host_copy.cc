#include "trainer/checkpoint/host_copy.h"

namespace warpgym::checkpoint {

at::Tensor HostCopy(const at::Tensor& t, at::ScalarType dtype) {
  const at::Tensor src = t.detach();
  if (!src.is_cuda())
    return src.to(at::kCPU, dtype, /*non_blocking=*/false, /*copy=*/true).contiguous();
  at::Tensor host = at::empty(src.sizes(), at::TensorOptions().dtype(dtype).pinned_memory(true));
  host.copy_(src.to(dtype));  // the cast on the device (none when dtype is t's), then one copy
  return host;
}

}  // namespace warpgym::checkpoint
