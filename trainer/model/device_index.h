// ResolvedIndex: the index a device names, or the current one when it names none ("cuda" in a
// one-process run is the device the run works on). REQUIRES an accelerator device.
#pragma once

#include <ATen/DeviceAccelerator.h>
#include <c10/core/Device.h>

namespace warpgym::model {

inline c10::DeviceIndex ResolvedIndex(const c10::Device& device) {
  return device.has_index() ? device.index() : at::accelerator::getDeviceIndex();
}

}  // namespace warpgym::model
