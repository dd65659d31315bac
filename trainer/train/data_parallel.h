// DataParallel: the ranks of one `warpgym-trainer train` run and the collectives the PPO update
// needs (issue 7, "Scale"). Rank r rolls out episodes i with i mod W == r of each step;
// gradients and token counts are summed over the ranks before the optimizer step, so the
// token-mean losses are global and every rank applies the same update (parameters stay
// bit-identical); rank 0 alone writes checkpoints, metrics and trajectories.
//
// There is always one: a single process is a world of one (the default constructor), rank 0 of
// 1 with no store. In a world of one (with or without a store) every collective returns its input
// (AllGather its own bytes, the sums and maxima the numbers given) without any I/O. Code written
// for W ranks is then the single-process code too; nothing needs to ask whether it runs
// data-parallel.
//
// Transport: a c10d::Store (TCPStore between processes, rank 0 hosting it at MASTER_ADDR:
// MASTER_PORT; any Store, e.g. a HashStore shared by threads, in tests). Every collective is
// deterministic: each rank posts its bytes under a key, every rank reads all W posts and reduces
// them in rank order, so all ranks compute the same bits. Numbers travel as their raw bytes
// (double, int64_t), and a post of the wrong length (ranks calling different collectives, or
// with different counts) is a c10::Error on the rank that reads it (TORCH_CHECK), never a
// misread. The bytes travel through the store's host: fine for small models and CPU runs. On
// GPUs, EnableNccl routes AllReduceSum of CUDA tensors through c10d's ProcessGroupNCCL instead
// (nccl_collectives.h), GPU to GPU; the number collectives stay on the store. (No Gloo for CPU
// tensors: the wheel ships no Gloo headers.)
//
// Launch like torchrun: RANK, WORLD_SIZE, LOCAL_RANK, MASTER_ADDR, MASTER_PORT in the environment
// of each process (multi-host: one launcher per host with its ranks), or `train --nproc N`,
// which starts N local ranks of itself with those variables set. Collectives must be called by
// every rank in the same order. Not thread-safe (one per rank); movable, not copyable.
#pragma once

#include <ATen/ATen.h>

#include <chrono>
#include <cstdint>
#include <memory>
#include <optional>
#include <string>
#include <torch/csrc/distributed/c10d/Store.hpp>
#include <vector>

#include "shared/status.h"
#include "trainer/train/nccl_collectives.h"

namespace warpgym::train {

struct RankEnv {
  int rank = 0;
  int world_size = 1;
  int local_rank = 0;
  std::string master_addr = "127.0.0.1";
  int master_port = 29511;
};

// From RANK/WORLD_SIZE/LOCAL_RANK/MASTER_ADDR/MASTER_PORT; nullopt when WORLD_SIZE is unset or 1.
// InvalidArgument for malformed or inconsistent values.
StatusOr<std::optional<RankEnv>> RankEnvFromEnvironment();

class DataParallel {
 public:
  // A world of one: rank 0 of 1, no store; every collective returns its input.
  DataParallel() = default;
  // Rank 0 hosts a TCPStore at master_addr:master_port, the others connect (waiting up to
  // `timeout` for every rank). Unavailable when the store cannot be reached.
  static StatusOr<DataParallel> Connect(const RankEnv& env, std::chrono::milliseconds timeout);
  // Over a store every rank shares (tests: c10d::HashStore). REQUIRES: store non-null,
  // 0 <= rank < world_size (TORCH_CHECKed).
  DataParallel(c10::intrusive_ptr<c10d::Store> store, int rank, int world_size);

  DataParallel(DataParallel&&) = default;
  DataParallel& operator=(DataParallel&&) = default;
  DataParallel(const DataParallel&) = delete;
  DataParallel& operator=(const DataParallel&) = delete;

  int rank() const { return rank_; }
  int world_size() const { return world_size_; }
  bool is_root() const { return rank_ == 0; }
  // CUDA tensors on `device` (this rank's GPU) are summed with NCCL from now on. An error when
  // this build has no NCCL, the process group cannot be made, or this is a world of one; the
  // store path stays in use.
  Status EnableNccl(at::Device device);
  // How gradients travel (for the metrics): "nccl" once EnableNccl succeeded, "store" over a
  // store, "none" in a world of one.
  const char* gradient_transport() const;

  // Element-wise sum over the ranks, in place, the same bits on every rank. Tensors of any
  // device and dtype (summed in their dtype, in rank order); the same shapes on every rank.
  // All on the NCCL device with EnableNccl done: through NCCL. A world of one leaves them alone.
  void AllReduceSum(std::vector<at::Tensor>& tensors);
  // Reduce-scatter: `flat` (1-D, numel a multiple of world_size, alike in numel and dtype on
  // every rank) summed over the ranks, of which this rank gets slice `rank` (numel / world_size
  // elements, a new tensor on flat's device), the same bits as AllReduceSum gives that slice.
  // All-gather: every rank's `shard` (1-D, the same numel everywhere) concatenated in rank order
  // on shard's device. Through NCCL for tensors on the NCCL device; else through the store, where
  // every rank reads every post whole (for CPU runs and tests, not for large models). A world of
  // one: flat itself, shard itself.
  at::Tensor ReduceScatterSum(const at::Tensor& flat);
  at::Tensor AllGatherShards(const at::Tensor& shard);
  // Rank `root`'s tensors copied into every rank's, in place (alike in shapes and dtypes on every
  // rank): e.g. a learner's weights to the ranks that sample with them. Through NCCL when all are
  // on the NCCL device; else through the store (root's bytes read by each rank). A world of one
  // leaves them alone.
  void Broadcast(std::vector<at::Tensor>& tensors, int root = 0);

  // Reductions of numbers over the ranks, one round each, element-wise for vectors (every rank
  // passes as many numbers; one round for all of them). Each rank reduces the posts in rank
  // order from rank 0's, so all get the same bits. Max and Min return NaN when any rank's
  // number is NaN. An int and a size_t convert to both overloads: say which you mean.
  double SumOverRanks(double x);
  int64_t SumOverRanks(int64_t x);
  std::vector<double> SumOverRanks(const std::vector<double>& xs);
  std::vector<int64_t> SumOverRanks(const std::vector<int64_t>& xs);
  double MaxOverRanks(double x);
  std::vector<double> MaxOverRanks(const std::vector<double>& xs);
  double MinOverRanks(double x);
  int64_t MinOverRanks(int64_t x);
  // Rank 0's x, on every rank.
  int64_t Broadcast(int64_t x);

  // The ranks [first, first + size) of this world as a world of their own (this rank's place in
  // it: rank - first), e.g. the learners apart from the ranks that only roll out. Its
  // collectives travel under their own keys (`name`, distinct per group), apart from the world's
  // and any other group's; NCCL is enabled on it separately. Called by those ranks only
  // (TORCH_CHECKed); a group of one is a world of one.
  DataParallel Subgroup(const std::string& name, int first, int size) const;

  // Every rank's bytes, in rank order (payloads: trajectories as JSON lines).
  std::vector<std::string> AllGather(const std::string& bytes);
  void Barrier();
  // The run's last call, on every rank after its last collective: the others post that they are
  // done with the store and return; rank 0, whose process hosts the TCPStore, returns only once
  // all have, so its exit cannot take the store from a rank still reading a collective's posts.
  void Finish();

 private:
  // One collective round: every rank's bytes in rank order ({bytes} in a world of one), of any
  // size (posted in parts of kPostPartBytes).
  std::vector<std::string> Exchange(const std::string& bytes);
  static constexpr size_t kPostPartBytes = size_t{4} << 20;

  c10::intrusive_ptr<c10d::Store> store_;  // null: a world of one
  int rank_ = 0;
  int world_size_ = 1;
  int64_t round_ = 0;
  size_t last_post_parts_ = 0;  // the parts of this rank's post in round_ - 1
  std::unique_ptr<NcclCollectives> nccl_;
  at::Device nccl_device_{at::kCPU};
};

// The indices this rank handles of `n` items dealt round robin (i mod world_size == rank).
std::vector<int64_t> RankShare(int64_t n, int rank, int world_size);

// `mine` (this rank's outcome of a step every rank of `dp` takes) agreed over the ranks: an error
// on any rank fails the step on every rank, so none goes on into a collective the failed one never
// joins. A world of one: `mine`.
Status AgreeOverRanks(DataParallel& dp, Status mine, const std::string& what);

}  // namespace warpgym::train
