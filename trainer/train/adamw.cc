#include "trainer/train/adamw.h"

#include <c10/core/GradMode.h>
#include <torch/nn/utils/clip_grad.h>

#include <cmath>

#include "trainer/checkpoint/host_copy.h"
#include "trainer/checkpoint/safetensors.h"
#include "trainer/train/saved_moments.h"

namespace warpgym::train {

AdamW::AdamW(std::vector<at::Tensor> params, AdamWOptions options)
    : params_(std::move(params)), options_(options) {
  for (const at::Tensor& p : params_) {
    m_.push_back(at::zeros(p.sizes(), p.options().dtype(at::kFloat)));
    v_.push_back(at::zeros(p.sizes(), p.options().dtype(at::kFloat)));
  }
}

void AdamW::ZeroGrad() {
  for (at::Tensor& p : params_)
    if (p.grad().defined()) p.mutable_grad() = at::Tensor();
}

double WarmupLearningRate(const AdamWOptions& options, int64_t t) {
  if (options.warmup_steps <= 0 || t >= options.warmup_steps) return options.lr;
  return options.lr * static_cast<double>(t) / static_cast<double>(options.warmup_steps);
}

double AdamW::LearningRate() const {
  return WarmupLearningRate(options_, step_ + 1);
}

double AdamW::ApplyGradients(DataParallel& dp, double max_norm) {
  // With other ranks, a parameter this rank left without a gradient counts as zero (every rank
  // posts the same tensors); in a world of one it keeps none, and Step skips it.
  if (dp.world_size() > 1) {
    std::vector<at::Tensor> grads;
    for (const at::Tensor& p : params_) {
      if (!p.grad().defined()) p.mutable_grad() = at::zeros_like(p);
      grads.push_back(p.grad());
    }
    dp.AllReduceSum(grads);
  }
  const double norm = ClipGradNorm(params_, max_norm);
  Step();
  return norm;
}

void AdamW::Step() {
  c10::NoGradGuard no_grad;
  const double lr = LearningRate();
  ++step_;
  std::vector<at::Tensor> ps, gs, ms, vs, steps;
  for (size_t i = 0; i < params_.size(); ++i) {
    if (!params_[i].grad().defined()) continue;
    ps.push_back(params_[i]);
    gs.push_back(params_[i].grad());
    ms.push_back(m_[i]);
    vs.push_back(v_[i]);
  }
  if (ps.empty()) return;
  // LibTorch's fused AdamW kernel (CPU and CUDA): the whole update of every tensor in one pass.
  // It reads the step count for the bias corrections and leaves it alone: the run's count, one
  // tensor shared by every parameter, so a parameter skipped once is still corrected like the rest.
  const at::Tensor step = at::full({}, static_cast<double>(step_), ms.front().options());
  steps.assign(ps.size(), step);
  at::_fused_adamw_(ps, gs, ms, vs, /*max_exp_avg_sqs=*/{}, steps, lr, options_.beta1,
                    options_.beta2, options_.weight_decay, options_.eps, /*amsgrad=*/false,
                    /*maximize=*/false);
}

Optimizer::Write AdamW::PrepareSave(const std::string& path) const {
  // Snapshots (never views of the moments the next step updates), named.
  std::vector<std::pair<std::string, at::Tensor>> snapshots;
  for (size_t i = 0; i < params_.size(); ++i)
    for (const auto& [prefix, t] : {std::pair{"m.", &m_[i]}, std::pair{"v.", &v_[i]}})
      snapshots.emplace_back(prefix + std::to_string(i), checkpoint::Snapshot(*t));
  return [path, snapshots = std::move(snapshots), step = step_] {
    std::vector<at::Tensor> host;  // kept alive while written
    std::vector<checkpoint::TensorBytes> tensors;
    for (const auto& [name, snapshot] : snapshots) {
      const at::Tensor& c = host.emplace_back(checkpoint::OnHost(snapshot));
      tensors.push_back({name,
                         checkpoint::DType::kF32,
                         std::vector<int64_t>(c.sizes().begin(), c.sizes().end()),
                         {static_cast<const std::byte*>(c.data_ptr()), c.nbytes()}});
    }
    return checkpoint::WriteSafetensors(path, tensors, {{"step", std::to_string(step)}});
  };
}

Status AdamW::Load(const std::string& path) {
  auto saved = SavedMoments::Open(path, Numels(params_));  // this file, or a sharded run's shards
  if (!saved.ok()) return saved.status();
  c10::NoGradGuard no_grad;
  int64_t offset = 0;
  for (size_t i = 0; i < params_.size(); ++i) {
    saved->Read(false, offset, m_[i].view({-1}));
    saved->Read(true, offset, v_[i].view({-1}));
    offset += params_[i].numel();
  }
  step_ = saved->step();
  return Status::Ok();
}

double ClipGradNorm(const std::vector<at::Tensor>& params, double max_norm) {
  std::vector<at::Tensor> with_grad;
  for (const at::Tensor& p : params)
    if (p.grad().defined()) with_grad.push_back(p);
  if (with_grad.empty()) return 0.0;
  if (max_norm > 0) return torch::nn::utils::clip_grad_norm_(with_grad, max_norm);
  c10::NoGradGuard no_grad;  // only the norm
  std::vector<at::Tensor> grads;
  for (const at::Tensor& p : with_grad) grads.push_back(p.grad());
  return at::stack(at::_foreach_norm(grads, 2)).norm().item<double>();
}

}  // namespace warpgym::train
