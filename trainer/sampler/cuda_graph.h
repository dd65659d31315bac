// CudaGraph: a piece of LibTorch work captured once as a CUDA graph and replayed, a thin wrapper
// of at::cuda::CUDAGraph that keeps the CUDA headers out of its callers.
//
// The work must be fixed: the same kernels on the same addresses every time (inputs updated in
// place between replays, outputs read from where the capture left them), no host sync (no
// .item(), no copy to or from pageable host memory) and no shape that depends on data.
// Capture() warms the work up on a side stream (lazy initialisation such as cuBLAS workspaces
// happens outside the capture), records one run there, and makes the caller's stream wait; Replay()
// launches the recording on the current stream, in order with the caller's other work.
//
// Built against LibTorch's CUDA headers only where this build has them (WARPGYM_HAVE_TORCH_CUDA,
// set by trainer/CMakeLists.txt); elsewhere Built() is false and Capture/Replay throw. Not
// thread-safe; capture uses the global capture mode, so no other thread may touch CUDA meanwhile.
#pragma once

#include <c10/core/Device.h>

#include <functional>
#include <memory>

namespace warpgym::sampler {

class CudaGraph {
 public:
  // True when this build can capture CUDA graphs (a device is still needed to do it).
  static bool Built();

  CudaGraph();
  ~CudaGraph();
  CudaGraph(const CudaGraph&) = delete;
  CudaGraph& operator=(const CudaGraph&) = delete;

  // Runs `work` `warmup` times on a side stream of `device`, then captures one more run there
  // (recorded, not executed); returns once the side stream is idle and the current stream waits
  // for it. Throws c10::Error when the capture fails (the work synchronised with the host, ...);
  // the graph is then left uncaptured. REQUIRES !captured().
  void Capture(c10::Device device, const std::function<void()>& work, int warmup = 2);

  // Launches the captured work on the current stream of the device. REQUIRES captured().
  void Replay();

  bool captured() const { return captured_; }

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
  bool captured_ = false;
};

}  // namespace warpgym::sampler
