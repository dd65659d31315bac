// AutocastGuard: LibTorch's automatic mixed precision for a scope (what torch.autocast is in
// Python): while it lives, matrix products and convolutions on `device`'s type run in `dtype`
// (bfloat16) from float32 weights, which stay float32 (the master copy the optimizer updates);
// reductions and norms keep float32. Restores the previous state (nesting allowed) and clears the
// cast cache when the outermost guard ends. A disabled guard does nothing. Thread-local, like
// autocast itself.
#pragma once

#include <ATen/autocast_mode.h>

namespace warpgym::model {

class AutocastGuard {
 public:
  AutocastGuard(c10::DeviceType device, bool enabled, at::ScalarType dtype = at::kBFloat16)
      : device_(device), active_(enabled) {
    if (!active_) return;
    was_enabled_ = at::autocast::is_autocast_enabled(device_);
    was_dtype_ = at::autocast::get_autocast_dtype(device_);
    at::autocast::set_autocast_enabled(device_, true);
    at::autocast::set_autocast_dtype(device_, dtype);
    at::autocast::increment_nesting();
  }
  ~AutocastGuard() {
    if (!active_) return;
    if (at::autocast::decrement_nesting() == 0) at::autocast::clear_cache();
    at::autocast::set_autocast_enabled(device_, was_enabled_);
    at::autocast::set_autocast_dtype(device_, was_dtype_);
  }
  AutocastGuard(const AutocastGuard&) = delete;
  AutocastGuard& operator=(const AutocastGuard&) = delete;

 private:
  c10::DeviceType device_;
  bool active_;
  bool was_enabled_ = false;
  at::ScalarType was_dtype_ = at::kBFloat16;
};

}  // namespace warpgym::model
