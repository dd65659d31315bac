// Which devices a server schedules evaluations on (--gpus), and how a device is checked after a
// fault. The CPU backend has one pseudo-device, "cpu": leasing it still serialises timing runs,
// so two profiles never share the cores they measure.
#pragma once

#include <cstdint>
#include <filesystem>
#include <string>
#include <vector>

#include "env_server/gpu/gpu_pool.h"
#include "shared/status.h"

namespace warpgym {

// `spec` is "all" or a comma-separated list of CUDA device indices. For the CPU backend returns
// {"cpu"}. "all" lists /dev/nvidia<N>. InvalidArgument for a malformed list, NotFound when the
// CUDA backend finds no device.
StatusOr<std::vector<std::string>> DiscoverDevices(const std::string& backend,
                                                   const std::string& spec);

// Memory of each device in bytes, in the order of `devices` (0 where unknown): CUDA from
// `nvidia-smi` (its index = the device name), the CPU pseudo-device 80% of the host's memory.
std::vector<std::uint64_t> DeviceMemory(const std::string& backend,
                                        const std::vector<std::string>& devices);

// Health check for a CUDA device: a tiny kernel run through `python` (torch) with
// CUDA_VISIBLE_DEVICES set, bounded by a timeout. The CPU pseudo-device is always healthy.
GpuPool::HealthCheck MakeHealthCheck(const std::string& backend,
                                     const std::filesystem::path& python);

}  // namespace warpgym
