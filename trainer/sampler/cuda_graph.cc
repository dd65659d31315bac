// CudaGraph over at::cuda::CUDAGraph where LibTorch's CUDA headers were found at build time, a
// stub that refuses otherwise. Streams and events go through c10's device-generic Stream, Event
// and guards (implemented in libc10_cuda), so nothing here calls the CUDA runtime directly and
// the link needs no libcudart of its own.
#include "trainer/sampler/cuda_graph.h"

#include <c10/util/Exception.h>

#ifdef WARPGYM_HAVE_TORCH_CUDA
#include <ATen/cuda/CUDAGraph.h>
#include <c10/core/DeviceGuard.h>
#include <c10/core/Event.h>
#include <c10/core/StreamGuard.h>
#include <c10/cuda/CUDAStream.h>
#endif

namespace warpgym::sampler {

#ifdef WARPGYM_HAVE_TORCH_CUDA

struct CudaGraph::Impl {
  explicit Impl(c10::Device d) : device(d) {}
  c10::Device device;
  at::cuda::CUDAGraph graph;  // instantiated by capture_end (keep_graph = false)
};

bool CudaGraph::Built() {
  return true;
}

// The at::cuda::CUDAGraph is made in Capture: its constructor touches the current CUDA stream,
// which a machine without a GPU does not have.
CudaGraph::CudaGraph() = default;
CudaGraph::~CudaGraph() = default;

void CudaGraph::Capture(c10::Device device, const std::function<void()>& work, int warmup) {
  TORCH_CHECK(!captured_, "CudaGraph: already captured");
  TORCH_CHECK(device.is_cuda(), "CudaGraph: capture needs a CUDA device, got ", device);
  c10::DeviceGuard device_guard(device);
  impl_ = std::make_unique<Impl>(device);
  const c10::Stream current = c10::cuda::getCurrentCUDAStream(device.index());
  const c10::Stream side = c10::cuda::getStreamFromPool(/*isHighPriority=*/false, device.index());
  // The side stream starts after the caller's queued work (the prefill filled the cache).
  c10::Event ready(c10::DeviceType::CUDA);
  ready.record(current);
  ready.block(side);
  {
    c10::StreamGuard stream_guard(side);
    for (int i = 0; i < warmup; ++i) work();
    impl_->graph.capture_begin();
    try {
      work();
    } catch (...) {
      // Leave capture mode whatever happened, or the stream stays unusable; the first error wins.
      try {
        impl_->graph.capture_end();
      } catch (...) {
      }
      impl_.reset();
      throw;
    }
    impl_->graph.capture_end();
  }
  // The caller's later work (and the first replay) comes after the warm-up runs.
  c10::Event done(c10::DeviceType::CUDA);
  done.record(side);
  done.block(current);
  done.synchronize();
  captured_ = true;
}

void CudaGraph::Replay() {
  TORCH_CHECK(captured_, "CudaGraph: nothing captured");
  c10::DeviceGuard device_guard(impl_->device);
  impl_->graph.replay();
}

#else  // no LibTorch CUDA headers in this build

struct CudaGraph::Impl {};

bool CudaGraph::Built() {
  return false;
}

CudaGraph::CudaGraph() = default;
CudaGraph::~CudaGraph() = default;

void CudaGraph::Capture(c10::Device, const std::function<void()>&, int) {
  TORCH_CHECK(false,
              "CudaGraph: this build has no LibTorch CUDA headers (see trainer/CMakeLists.txt)");
}

void CudaGraph::Replay() {
  TORCH_CHECK(false, "CudaGraph: nothing captured");
}

#endif

}  // namespace warpgym::sampler
