// KernelProfile: where a phase's device time goes, to find what to make faster. While one is
// running, LibTorch's profiler (Kineto) records every kernel, copy and fill the GPU runs, from
// any thread and inside CUDA graphs (on a CPU: the ATen operators the calling thread runs).
// Finish() writes DIR/kernels-<phase>.md: the phase's wall seconds, the seconds the device had
// work (overlapping kernels merged), how many kernels ran, and the kinds that took the most time.
// A device busy for a small share of the wall, with many short kernels, is bound by launches and
// the host; one busy throughout, by its kernels.
// The profiler is process-wide: one KernelProfile at a time. It costs a little per kernel, so a
// profiled phase runs somewhat slower than an unprofiled one. Not thread-safe.
#pragma once

#include <chrono>
#include <string>

#include "shared/status.h"

namespace warpgym::train {

class KernelProfile {
 public:
  // Starts recording: GPU activity when `cuda`, else the CPU's operators.
  KernelProfile(std::string dir, std::string phase, bool cuda);
  ~KernelProfile();  // stops recording if Finish() was not called (nothing written)
  KernelProfile(const KernelProfile&) = delete;
  KernelProfile& operator=(const KernelProfile&) = delete;

  // Stops recording and writes the summary (its path in `written`). Once.
  Status Finish(std::string* written = nullptr);

  // The environment variable naming the directory that asks for profiles (empty: none).
  static std::string RequestedDir();

 private:
  std::string dir_, phase_;
  bool cuda_ = false, running_ = false;
  std::chrono::steady_clock::time_point start_;
};

}  // namespace warpgym::train
