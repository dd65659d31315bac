// TaskMemory: how much device memory one evaluation of a task needs, so that GpuPool admits
// shared work by memory. Learnt from verdicts (the trusted process's peak; the candidate holds
// about as much again) and optionally seeded from a `warpgym tasks screen --json` report; a task
// not seen yet gets `unknown_bytes` (a fair share of a device). An estimate only grows: a run that
// peaked lower does not shrink it; it never exceeds `cap_bytes` (the largest device: such work
// runs with a device's memory to itself). Thread-safe.
#pragma once

#include <cstdint>
#include <filesystem>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>

#include "shared/status.h"

namespace warpgym {

class TaskMemory {
 public:
  // `backend` picks the figure read from verdicts: "cuda" the allocator's reserved peak, "cpu"
  // the trusted process's resident peak.
  TaskMemory(std::string backend, std::uint64_t unknown_bytes, std::uint64_t cap_bytes)
      : backend_(std::move(backend)), unknown_bytes_(unknown_bytes), cap_bytes_(cap_bytes) {}

  // Bytes to reserve for one evaluation of `task` (trusted process and candidate together).
  std::uint64_t Need(const std::string& task) const;
  // Whether `task`'s need was learnt (a verdict or the screen), not the unknown task's share.
  bool Known(const std::string& task) const;
  // Learns from one verdict's provenance (its peak_memory_mb); a verdict without it is ignored.
  void Record(const std::string& task, const nlohmann::json& provenance);
  // Seeds from a screen report ({tasks: [{task, gpu_peak_mb}]}); returns how many tasks it gave.
  StatusOr<int> LoadScreen(const std::filesystem::path& report);

 private:
  void Learn(const std::string& task, std::uint64_t peak_bytes);  // REQUIRES: mu_ held

  const std::string backend_;
  const std::uint64_t unknown_bytes_;
  const std::uint64_t cap_bytes_;  // 0: no cap
  mutable std::mutex mu_;
  std::map<std::string, std::uint64_t> peak_;  // guarded by mu_: the trusted side's peak per task
};

}  // namespace warpgym
