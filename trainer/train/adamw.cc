#include "trainer/train/adamw.h"

#include <c10/core/GradMode.h>

#include <cmath>

#include "trainer/checkpoint/safetensors.h"

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

double AdamW::LearningRate() const {
  const int64_t t = step_ + 1;
  if (options_.warmup_steps <= 0 || t >= options_.warmup_steps) return options_.lr;
  return options_.lr * static_cast<double>(t) / static_cast<double>(options_.warmup_steps);
}

void AdamW::Step() {
  c10::NoGradGuard no_grad;
  const double lr = LearningRate();
  ++step_;
  const double b1 = options_.beta1, b2 = options_.beta2;
  const double correction1 = 1.0 - std::pow(b1, static_cast<double>(step_));
  const double correction2 = 1.0 - std::pow(b2, static_cast<double>(step_));
  for (size_t i = 0; i < params_.size(); ++i) {
    at::Tensor& p = params_[i];
    if (!p.grad().defined()) continue;
    const at::Tensor g = p.grad().to(at::kFloat);
    m_[i].mul_(b1).add_(g, 1.0 - b1);         // first moment
    v_[i].mul_(b2).addcmul_(g, g, 1.0 - b2);  // second moment
    at::Tensor update = (m_[i] / correction1) / ((v_[i] / correction2).sqrt_() + options_.eps);
    if (options_.weight_decay != 0) update.add_(p.to(at::kFloat), options_.weight_decay);
    p.sub_((update * lr).to(p.scalar_type()));
  }
}

Status AdamW::Save(const std::string& path) const {
  std::vector<at::Tensor> cpu;  // keeps the bytes alive while writing
  std::vector<checkpoint::TensorBytes> tensors;
  for (size_t i = 0; i < params_.size(); ++i) {
    for (const auto& [prefix, t] : {std::pair{"m.", &m_[i]}, std::pair{"v.", &v_[i]}}) {
      cpu.push_back(t->to(at::kCPU).contiguous());
      const at::Tensor& c = cpu.back();
      tensors.push_back({prefix + std::to_string(i),
                         checkpoint::DType::kF32,
                         std::vector<int64_t>(c.sizes().begin(), c.sizes().end()),
                         {static_cast<const std::byte*>(c.data_ptr()), c.nbytes()}});
    }
  }
  return checkpoint::WriteSafetensors(path, tensors, {{"step", std::to_string(step_)}});
}

Status AdamW::Load(const std::string& path) {
  auto file = checkpoint::SafetensorsFile::Open(path);
  if (!file.ok()) return file.status();
  const checkpoint::Header& h = file.value()->header();
  auto step = h.metadata.find("step");
  if (step == h.metadata.end()) return Status::InvalidArgument(path + ": no step in the metadata");
  c10::NoGradGuard no_grad;
  for (size_t i = 0; i < params_.size(); ++i) {
    for (auto& [prefix, t] : {std::pair{"m.", &m_[i]}, std::pair{"v.", &v_[i]}}) {
      const std::string name = prefix + std::to_string(i);
      const checkpoint::TensorInfo* info = h.Find(name);
      if (info == nullptr || info->dtype != checkpoint::DType::kF32 ||
          info->numel() != static_cast<uint64_t>(t->numel()))
        return Status::InvalidArgument(path + ": " + name +
                                       " is missing or does not match its parameter");
      auto bytes = file.value()->Data(*info);
      at::Tensor src = at::from_blob(const_cast<std::byte*>(bytes.data()), t->sizes(), at::kFloat);
      t->copy_(src);
    }
  }
  step_ = std::stoll(step->second);
  return Status::Ok();
}

double ClipGradNorm(const std::vector<at::Tensor>& params, double max_norm) {
  c10::NoGradGuard no_grad;
  double sum = 0;
  for (const at::Tensor& p : params)
    if (p.grad().defined()) sum += p.grad().to(at::kDouble).pow(2).sum().item<double>();
  const double norm = std::sqrt(sum);
  if (max_norm > 0 && norm > max_norm) {
    const double scale = max_norm / (norm + 1e-6);
    for (const at::Tensor& p : params)
      if (p.grad().defined()) p.grad().mul_(scale);
  }
  return norm;
}

}  // namespace warpgym::train
