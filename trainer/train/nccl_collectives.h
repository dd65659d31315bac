// NcclCollectives: DataParallel's GPU path. Sums CUDA tensors over the ranks with c10d's
// ProcessGroupNCCL (the backend torch.distributed uses for CUDA tensors), rendezvousing through
// the run's own store under the "nccl/" prefix; the bytes then travel GPU to GPU (NVLink, PCIe,
// or the network between hosts) instead of through the store's host.
//
// Invariants: one instance per rank, all ranks call AllReduceSum with the same tensor shapes and
// dtypes in the same order. Every rank ends with the same bits (NCCL's reduce-then-broadcast
// algorithms compute each element once; NVLink multicast stays off on shared hosts). Not
// thread-safe. Built only where LibTorch's CUDA headers and nccl.h were found (Built()); Create
// is FailedPrecondition otherwise, and DataParallel then sums CUDA tensors through the store.
#pragma once

#include <ATen/ATen.h>

#include <memory>
#include <torch/csrc/distributed/c10d/Store.hpp>
#include <vector>

#include "shared/status.h"

namespace warpgym::train {

class NcclCollectives {
 public:
  static bool Built();
  // A process group of `world_size` ranks whose tensors live on `device` (a CUDA device of this
  // process). Communicators are created by the first collective, which waits for every rank.
  static StatusOr<std::unique_ptr<NcclCollectives>> Create(c10::intrusive_ptr<c10d::Store> store,
                                                           int rank, int world_size,
                                                           at::Device device);
  ~NcclCollectives();
  NcclCollectives(const NcclCollectives&) = delete;
  NcclCollectives& operator=(const NcclCollectives&) = delete;
  struct Impl;
  explicit NcclCollectives(std::unique_ptr<Impl> impl);  // use Create

  // Element-wise sum over the ranks, in place. CUDA tensors on this rank's device; tensors of
  // one dtype travel as one flat buffer (one NCCL call per dtype).
  void AllReduceSum(std::vector<at::Tensor>& tensors);
  // Reduce-scatter: `flat` (1-D, numel a multiple of the world size) summed over the ranks, of
  // which this rank gets slice `rank`; and all-gather: every rank's `shard` (1-D, alike in numel
  // and dtype), concatenated in rank order. CUDA tensors on this rank's device.
  at::Tensor ReduceScatterSum(const at::Tensor& flat);
  at::Tensor AllGather(const at::Tensor& shard);
  // Rank `root`'s tensors into every rank's, in place (alike in shapes and dtypes everywhere; one
  // NCCL call per dtype). CUDA tensors on this rank's device.
  void Broadcast(std::vector<at::Tensor>& tensors, int root);

 private:
  std::unique_ptr<Impl> impl_;
};

}  // namespace warpgym::train
