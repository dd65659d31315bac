#include "trainer/train/nccl_collectives.h"

#include <c10/core/GradMode.h>

#include <functional>
#include <map>
#include <string>

#ifdef WARPGYM_HAVE_NCCL
#include <c10/cuda/CUDAGuard.h>

#include <torch/csrc/distributed/c10d/PrefixStore.hpp>
#include <torch/csrc/distributed/c10d/ProcessGroupNCCL.hpp>
#endif

namespace warpgym::train {

#ifdef WARPGYM_HAVE_NCCL

struct NcclCollectives::Impl {
  c10::intrusive_ptr<c10d::ProcessGroupNCCL> group;
  at::Device device;
};

bool NcclCollectives::Built() {
  return true;
}

StatusOr<std::unique_ptr<NcclCollectives>> NcclCollectives::Create(
    c10::intrusive_ptr<c10d::Store> store, int rank, int world_size, at::Device device) {
  if (!device.is_cuda() || !device.has_index())
    return Status::InvalidArgument("NCCL collectives need an indexed CUDA device, not " +
                                   device.str());
  try {
    c10::cuda::CUDAGuard guard(device);
    auto prefixed = c10::make_intrusive<c10d::PrefixStore>("nccl", std::move(store));
    auto group = c10::make_intrusive<c10d::ProcessGroupNCCL>(prefixed, rank, world_size);
    // Binding the device lets NCCL build its communicator eagerly for it, not by guessing.
    group->setBoundDeviceId(device);
    return std::make_unique<NcclCollectives>(std::make_unique<Impl>(Impl{group, device}));
  } catch (const std::exception& e) {
    return Status::Unavailable("NCCL process group on " + device.str() + ": " + e.what());
  }
}

NcclCollectives::~NcclCollectives() {
  if (impl_ && impl_->group) {
    try {
      impl_->group->shutdown();        // ends the watchdog and frees the communicators
    } catch (const std::exception&) {  // a destructor cannot report; the process is ending
    }
  }
}

namespace {

// `tensors` of each dtype concatenated into one flat buffer, `collective` run on it (in place),
// and the result copied back: one NCCL call per dtype, in dtype order on every rank.
void PerDtype(std::vector<at::Tensor>& tensors, at::Device device, const char* what,
              const std::function<void(std::vector<at::Tensor>&)>& collective) {
  std::map<at::ScalarType, std::vector<size_t>> by_dtype;  // ordered: every rank the same calls
  for (size_t i = 0; i < tensors.size(); ++i) {
    TORCH_CHECK(tensors[i].device() == device, "NCCL ", what, ": tensor ", i, " is on ",
                tensors[i].device(), ", not ", device);
    by_dtype[tensors[i].scalar_type()].push_back(i);
  }
  for (const auto& [dtype, indices] : by_dtype) {
    std::vector<at::Tensor> flat;
    for (size_t i : indices) flat.push_back(tensors[i].detach().reshape({-1}));
    std::vector<at::Tensor> buffer{at::cat(flat)};
    collective(buffer);  // the current stream waits for NCCL's
    int64_t offset = 0;
    for (size_t i : indices) {
      const int64_t n = tensors[i].numel();
      tensors[i].copy_(buffer[0].narrow(0, offset, n).view(tensors[i].sizes()));
      offset += n;
    }
  }
}

}  // namespace

void NcclCollectives::AllReduceSum(std::vector<at::Tensor>& tensors) {
  c10::NoGradGuard no_grad;
  c10::cuda::CUDAGuard guard(impl_->device);
  PerDtype(tensors, impl_->device, "AllReduceSum",
           [&](std::vector<at::Tensor>& buffer) { impl_->group->allreduce(buffer)->wait(); });
}

void NcclCollectives::Broadcast(std::vector<at::Tensor>& tensors, int root) {
  c10::NoGradGuard no_grad;
  c10::cuda::CUDAGuard guard(impl_->device);
  c10d::BroadcastOptions options;
  options.rootRank = root;
  PerDtype(tensors, impl_->device, "Broadcast", [&](std::vector<at::Tensor>& buffer) {
    impl_->group->broadcast(buffer, options)->wait();
  });
}

at::Tensor NcclCollectives::ReduceScatterSum(const at::Tensor& flat) {
  c10::NoGradGuard no_grad;
  c10::cuda::CUDAGuard guard(impl_->device);
  TORCH_CHECK(flat.device() == impl_->device && flat.dim() == 1 &&
                  flat.numel() % impl_->group->getSize() == 0,
              "NCCL ReduceScatterSum: a 1-D tensor on ", impl_->device,
              " whose numel divides by the world size");
  at::Tensor input = flat.contiguous();
  at::Tensor out = at::empty({flat.numel() / impl_->group->getSize()}, flat.options());
  impl_->group->_reduce_scatter_base(out, input)->wait();
  return out;
}

at::Tensor NcclCollectives::AllGather(const at::Tensor& shard) {
  c10::NoGradGuard no_grad;
  c10::cuda::CUDAGuard guard(impl_->device);
  TORCH_CHECK(shard.device() == impl_->device && shard.dim() == 1,
              "NCCL AllGather: a 1-D tensor on ", impl_->device);
  at::Tensor input = shard.contiguous();
  at::Tensor out = at::empty({shard.numel() * impl_->group->getSize()}, shard.options());
  impl_->group->_allgather_base(out, input)->wait();
  return out;
}

#else  // built without LibTorch's CUDA headers or nccl.h

struct NcclCollectives::Impl {};

bool NcclCollectives::Built() {
  return false;
}

StatusOr<std::unique_ptr<NcclCollectives>> NcclCollectives::Create(c10::intrusive_ptr<c10d::Store>,
                                                                   int, int, at::Device) {
  return Status::FailedPrecondition(
      "this warpgym-trainer was built without NCCL (no LibTorch CUDA headers or nccl.h)");
}

NcclCollectives::~NcclCollectives() = default;

void NcclCollectives::AllReduceSum(std::vector<at::Tensor>&) {}
at::Tensor NcclCollectives::ReduceScatterSum(const at::Tensor&) {
  TORCH_CHECK(false, "built without NCCL");
  return {};
}
at::Tensor NcclCollectives::AllGather(const at::Tensor&) {
  TORCH_CHECK(false, "built without NCCL");
  return {};
}
void NcclCollectives::Broadcast(std::vector<at::Tensor>&, int) {
  TORCH_CHECK(false, "built without NCCL");
}

#endif

NcclCollectives::NcclCollectives(std::unique_ptr<Impl> impl) : impl_(std::move(impl)) {}

}  // namespace warpgym::train
