#include "trainer/train/sharded_adamw.h"

#include <c10/core/GradMode.h>

#include <algorithm>
#include <cmath>
#include <filesystem>

#include "trainer/checkpoint/host_copy.h"
#include "trainer/checkpoint/safetensors.h"
#include "trainer/train/saved_moments.h"

namespace warpgym::train {

ShardedAdamW::ShardedAdamW(std::vector<at::Tensor> params, AdamWOptions options, int rank,
                           int world_size, std::shared_ptr<ShardedLayers> layers)
    : params_(std::move(params)),
      options_(options),
      rank_(rank),
      world_size_(world_size),
      layers_(std::move(layers)) {
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
  if (layers_ != nullptr)
    for (int64_t i = 0; i < layers_->num_layers(); ++i) {
      layer_m_.push_back(at::zeros_like(layers_->slice(i)));
      layer_v_.push_back(at::zeros_like(layers_->slice(i)));
    }
}

void ShardedAdamW::ZeroGrad() {
  for (at::Tensor& p : params_)
    if (p.grad().defined()) p.mutable_grad() = at::Tensor();
  if (layers_ != nullptr) layers_->ZeroGradients();
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
  // 2. This rank's slice of the parameters with its moments and gradient; ZeRO-3's layer slices
  // (updated in place) with theirs.
  const at::Tensor step = at::full({}, static_cast<double>(step_ + 1), opts);
  at::Tensor master = at::zeros({shard_}, opts);
  ReadParams(begin_, master);
  std::vector<at::Tensor> ps{master}, gs{grad}, ms{m_}, vs{v_}, steps{step};
  if (layers_ != nullptr)
    for (int64_t i = 0; i < layers_->num_layers(); ++i) {
      ps.push_back(layers_->slice(i));
      gs.push_back(layers_->gradient(i));
      ms.push_back(layer_m_[static_cast<size_t>(i)]);
      vs.push_back(layer_v_[static_cast<size_t>(i)]);
      steps.push_back(step);
    }
  // 3. The joint norm over the ranks; every rank sums the same squares in the same order.
  double local = 0;
  for (const at::Tensor& g : gs) {
    const double n = g.norm().item<double>();
    local += n * n;
  }
  const double norm = std::sqrt(dp.SumOverRanks(local));
  if (max_norm > 0)  // as clip_grad_norm_
    for (at::Tensor& g : gs) g.mul_(std::min(1.0, max_norm / (norm + 1e-6)));
  const double lr = LearningRate();
  ++step_;
  at::_fused_adamw_(ps, gs, ms, vs, /*max_exp_avg_sqs=*/{}, steps, lr, options_.beta1,
                    options_.beta2, options_.weight_decay, options_.eps, /*amsgrad=*/false,
                    /*maximize=*/false);
  // 4. Every rank's updated slice into every rank's parameters (layer slices stay sharded).
  grad = at::Tensor();
  gs.clear();
  if (layers_ != nullptr) layers_->ZeroGradients();
  const at::Tensor all = dp.AllGatherShards(master);
  WriteParams(0, all.narrow(0, 0, total_));
  return norm;
}

Optimizer::Write ShardedAdamW::PrepareSave(const std::string& path) const {
  using checkpoint::Snapshot;  // never a view of what the next step updates
  std::vector<std::pair<std::string, at::Tensor>> tensors = {{"m", Snapshot(m_)},
                                                             {"v", Snapshot(v_)}};
  for (size_t i = 0; i < layer_m_.size(); ++i) {
    tensors.emplace_back("layer." + std::to_string(i) + ".m", Snapshot(layer_m_[i]));
    tensors.emplace_back("layer." + std::to_string(i) + ".v", Snapshot(layer_v_[i]));
  }
  return [path, tensors = std::move(tensors), rank = rank_, world = world_size_, total = total_,
          step = step_, layers = layer_m_.size()] {
    std::error_code ec;
    const std::filesystem::path dir = std::filesystem::path(path).parent_path();
    if (!dir.empty()) std::filesystem::create_directories(dir, ec);
    if (ec) return Status::Internal("cannot create " + dir.string() + ": " + ec.message());
    std::vector<checkpoint::TensorBytes> out;
    std::vector<at::Tensor> host;  // kept alive while written
    for (const auto& [name, snapshot] : tensors) {
      const at::Tensor& t = host.emplace_back(checkpoint::OnHost(snapshot));
      out.push_back({name,
                     checkpoint::DType::kF32,
                     {t.numel()},
                     {static_cast<const std::byte*>(t.data_ptr()), t.nbytes()}});
    }
    return checkpoint::WriteSafetensors(ShardPath(path, rank, world), out,
                                        {{"step", std::to_string(step)},
                                         {"rank", std::to_string(rank)},
                                         {"world_size", std::to_string(world)},
                                         {"total_numel", std::to_string(total)},
                                         {"layers", std::to_string(layers)}});
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
  return layer_m_.empty() ? Status::Ok() : LoadLayerMoments(path, saved->sharded_over());
}

// ZeRO-3's layer moments: this rank's shard file of the state SavedMoments chose, which must be
// a ZeRO-3 state of as many ranks (a layer's slices are split by the world size).
Status ShardedAdamW::LoadLayerMoments(const std::string& path, int saved_world_size) {
  const std::string shard = ShardPath(path, rank_, world_size_);
  if (saved_world_size != world_size_)
    return Status::InvalidArgument(
        path + ": the optimizer state " +
        (saved_world_size == 0 ? std::string("is AdamW's")
                               : "was saved by " + std::to_string(saved_world_size) + " ranks") +
        "; a ZeRO-3 state resumes on as many ranks as saved it (" + std::to_string(world_size_) +
        " now): start the stage afresh or resume with the same ranks");
  auto file = checkpoint::SafetensorsFile::Open(shard);
  if (!file.ok()) return file.status();
  for (size_t i = 0; i < layer_m_.size(); ++i)
    for (auto [suffix, into] : {std::pair{".m", &layer_m_[i]}, std::pair{".v", &layer_v_[i]}}) {
      const std::string name = "layer." + std::to_string(i) + suffix;
      const checkpoint::TensorInfo* info = file.value()->header().Find(name);
      if (info == nullptr || info->dtype != checkpoint::DType::kF32 ||
          info->shape != std::vector<int64_t>{into->numel()})
        return Status::InvalidArgument(shard + ": no float32 " + name + " of " +
                                       std::to_string(into->numel()) +
                                       " elements (not this run's ZeRO-3 state)");
      const auto bytes = file.value()->Data(*info);
      into->copy_(at::from_blob(const_cast<std::byte*>(bytes.data()), {into->numel()}, at::kFloat));
    }
  return Status::Ok();
}

}  // namespace warpgym::train
