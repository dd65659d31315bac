#include "trainer/train/sharded_adamw.h"

#include <c10/core/GradMode.h>

#include <algorithm>
#include <cmath>
#include <filesystem>

#include "trainer/checkpoint/safetensors.h"
#include "trainer/train/saved_moments.h"

namespace warpgym::train {

ShardedAdamW::ShardedAdamW(std::vector<at::Tensor> params, AdamWOptions options, int rank,
                           int world_size)
    : params_(std::move(params)), options_(options), rank_(rank), world_size_(world_size) {
  TORCH_CHECK(world_size >= 1 && rank >= 0 && rank < world_size, "ShardedAdamW: rank ", rank,
              " of ", world_size);
  TORCH_CHECK(!params_.empty(), "ShardedAdamW: no parameters");
  for (const at::Tensor& p : params_) {
    TORCH_CHECK(p.scalar_type() == at::kFloat && p.is_contiguous() &&
                    p.device() == params_.front().device(),
                "ShardedAdamW: parameters must be contiguous float32 tensors on one device");
    total_ += p.numel();
  }
  shard_ = (total_ + world_size - 1) / world_size;
  begin_ = rank * shard_;
  m_ = at::zeros({shard_}, params_.front().options().dtype(at::kFloat));
  v_ = at::zeros({shard_}, params_.front().options().dtype(at::kFloat));
}

void ShardedAdamW::ZeroGrad() {
  for (at::Tensor& p : params_)
    if (p.grad().defined()) p.mutable_grad() = at::Tensor();
}

double ShardedAdamW::LearningRate() const {
  return WarmupLearningRate(options_, step_ + 1);
}

void ShardedAdamW::ReadParams(int64_t begin, const at::Tensor& out) const {
  int64_t offset = 0;
  for (const at::Tensor& p : params_) {
    CopyOverlap(out, begin, p.detach().view({-1}), offset);
    offset += p.numel();
  }
}

void ShardedAdamW::WriteParams(int64_t begin, const at::Tensor& src) {
  int64_t offset = 0;
  for (at::Tensor& p : params_) {
    CopyOverlap(p.detach().view({-1}), offset, src, begin);
    offset += p.numel();
  }
}

double ShardedAdamW::ApplyGradients(DataParallel& dp, double max_norm) {
  TORCH_CHECK(dp.rank() == rank_ && dp.world_size() == world_size_, "ShardedAdamW of rank ", rank_,
              " of ", world_size_, " given rank ", dp.rank(), " of ", dp.world_size());
  c10::NoGradGuard no_grad;
  // 1. This rank's gradients as one flat buffer (padding and missing gradients zero), summed
  // over the ranks into this rank's slice.
  const at::TensorOptions opts = m_.options();
  at::Tensor flat = at::zeros({shard_ * world_size_}, opts);
  int64_t offset = 0;
  for (at::Tensor& p : params_) {
    if (p.grad().defined()) flat.narrow(0, offset, p.numel()).copy_(p.grad().reshape({-1}));
    p.mutable_grad() = at::Tensor();  // copied: its memory goes before the reduction's
    offset += p.numel();
  }
  at::Tensor grad = dp.ReduceScatterSum(flat);
  flat = at::Tensor();
  // 2. The joint norm over the ranks; every rank sums the same squares in the same order.
  const double local = grad.norm().item<double>();
  const double norm = std::sqrt(dp.SumOverRanks(local * local));
  if (max_norm > 0) grad.mul_(std::min(1.0, max_norm / (norm + 1e-6)));  // as clip_grad_norm_
  // 3. This rank's slice of the parameters, updated with its moments.
  const double lr = LearningRate();
  ++step_;
  at::Tensor master = at::zeros({shard_}, opts);
  ReadParams(begin_, master);
  const at::Tensor step = at::full({}, static_cast<double>(step_), opts);
  std::vector<at::Tensor> ps{master}, gs{grad}, ms{m_}, vs{v_}, steps{step};
  at::_fused_adamw_(ps, gs, ms, vs, /*max_exp_avg_sqs=*/{}, steps, lr, options_.beta1,
                    options_.beta2, options_.weight_decay, options_.eps, /*amsgrad=*/false,
                    /*maximize=*/false);
  // 4. Every rank's updated slice into every rank's parameters.
  grad = at::Tensor();
  const at::Tensor all = dp.AllGatherShards(master);
  WriteParams(0, all.narrow(0, 0, total_));
  return norm;
}

Optimizer::Write ShardedAdamW::PrepareSave(const std::string& path) const {
  const auto copy = [](const at::Tensor& t) {  // never a view of what the next step updates
    return t.to(at::kCPU, t.scalar_type(), false, /*copy=*/true).contiguous();
  };
  return [path, m = copy(m_), v = copy(v_), shard = shard_, rank = rank_, world = world_size_,
          total = total_, step = step_] {
    std::error_code ec;
    const std::filesystem::path dir = std::filesystem::path(path).parent_path();
    if (!dir.empty()) std::filesystem::create_directories(dir, ec);
    if (ec) return Status::Internal("cannot create " + dir.string() + ": " + ec.message());
    const auto bytes = [](const at::Tensor& t) {
      return std::span<const std::byte>(static_cast<const std::byte*>(t.data_ptr()), t.nbytes());
    };
    return checkpoint::WriteSafetensors(ShardPath(path, rank, world),
                                        {{"m", checkpoint::DType::kF32, {shard}, bytes(m)},
                                         {"v", checkpoint::DType::kF32, {shard}, bytes(v)}},
                                        {{"step", std::to_string(step)},
                                         {"rank", std::to_string(rank)},
                                         {"world_size", std::to_string(world)},
                                         {"total_numel", std::to_string(total)}});
  };
}

Status ShardedAdamW::Load(const std::string& path) {
  auto saved = SavedMoments::Open(path, Numels(params_));
  if (!saved.ok()) return saved.status();
  c10::NoGradGuard no_grad;
  m_.zero_();
  v_.zero_();
  saved->Read(false, begin_, m_);
  saved->Read(true, begin_, v_);
  step_ = saved->step();
  return Status::Ok();
}

}  // namespace warpgym::train
