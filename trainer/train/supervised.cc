#include "trainer/train/supervised.h"

#include <c10/core/GradMode.h>

#include <algorithm>

#include "trainer/rl/advantages.h"
#include "trainer/rl/masked.h"
#include "trainer/rl/ppo_loss.h"
#include "trainer/train/token_batch.h"

namespace warpgym::train {
namespace {

std::vector<std::vector<const rl::Trajectory*>> Chunks(
    const std::vector<const rl::Trajectory*>& all, int64_t size) {
  std::vector<std::vector<const rl::Trajectory*>> out;
  for (size_t i = 0; i < all.size(); i += static_cast<size_t>(size))
    out.emplace_back(all.begin() + static_cast<std::ptrdiff_t>(i),
                     all.begin() + static_cast<std::ptrdiff_t>(
                                       std::min(all.size(), i + static_cast<size_t>(size))));
  return out;
}

struct Targets {
  at::Tensor values;   // [B, T]
  at::Tensor returns;  // [B, T]
  at::Tensor mask;
};

Targets ComputeTargets(const Learner& critic, const TokenBatch& batch, double gamma,
                       double lambda) {
  c10::NoGradGuard no_grad;
  at::Tensor values = ForwardValues(critic.model, batch);
  rl::Gae gae = rl::ComputeGae(values, batch.mask, batch.rewards, {gamma, lambda});
  return {values, gae.returns, batch.mask};
}

}  // namespace

RftEpochMetrics RftEpoch(Learner& actor, const std::vector<const rl::Trajectory*>& trajectories,
                         int64_t batch_size, double temperature, double max_grad_norm, bool pack) {
  RftEpochMetrics m;
  DataParallel solo;  // the offline stages run on rank 0 alone
  const at::Device device = actor.model.options().device();
  for (const auto& chunk : Chunks(trajectories, batch_size)) {
    const TokenBatch batch = MakeTokenBatch(chunk, device, pack);
    const int64_t n = batch.num_tokens();
    if (n == 0) continue;
    actor.optimizer->ZeroGrad();
    PolicyOutputs out = ForwardPolicy(actor.model, batch, temperature);
    at::Tensor loss =
        -rl::ZeroOutside(out.logprobs, batch.mask.to(at::kBool)).sum() / static_cast<double>(n);
    loss.backward();
    m.grad_norm += actor.optimizer->ApplyGradients(solo, max_grad_norm);
    m.nll += loss.item<double>();
    m.policy_tokens += n;
    ++m.optimizer_steps;
  }
  if (m.optimizer_steps > 0) {
    m.nll /= static_cast<double>(m.optimizer_steps);
    m.grad_norm /= static_cast<double>(m.optimizer_steps);
  }
  return m;
}

double CriticExplainedVariance(const Learner& critic,
                               const std::vector<const rl::Trajectory*>& trajectories, double gamma,
                               double lambda, bool pack) {
  const TokenBatch batch = MakeTokenBatch(trajectories, critic.model.options().device(), pack);
  const Targets t = ComputeTargets(critic, batch, gamma, lambda);
  return rl::ExplainedVariance(t.values, t.returns, t.mask);
}

ValueEpochMetrics ValuePretrainEpoch(Learner& critic,
                                     const std::vector<const rl::Trajectory*>& trajectories,
                                     int64_t batch_size, double gamma, double lambda,
                                     double max_grad_norm, bool pack) {
  DataParallel solo;  // the offline stages run on rank 0 alone
  ValueEpochMetrics m;
  const at::Device device = critic.model.options().device();
  // Targets for the whole epoch from the values at its start (GAE bootstraps from them).
  std::vector<std::pair<TokenBatch, Targets>> work;
  {
    const TokenBatch all = MakeTokenBatch(trajectories, device, pack);
    const Targets t = ComputeTargets(critic, all, gamma, lambda);
    m.explained_variance_before = rl::ExplainedVariance(t.values, t.returns, t.mask);
  }
  for (const auto& chunk : Chunks(trajectories, batch_size)) {
    TokenBatch batch = MakeTokenBatch(chunk, device, pack);
    Targets t = ComputeTargets(critic, batch, gamma, lambda);
    work.emplace_back(std::move(batch), std::move(t));
  }
  for (auto& [batch, t] : work) {
    const int64_t n = batch.num_tokens();
    if (n == 0) continue;
    critic.optimizer->ZeroGrad();
    at::Tensor values = ForwardValues(critic.model, batch);
    rl::ValueLoss vl = rl::ComputeValueLoss(values, at::Tensor(), t.returns, batch.mask, 0, n);
    vl.loss.backward();
    m.grad_norm += critic.optimizer->ApplyGradients(solo, max_grad_norm);
    m.value_loss += vl.loss.item<double>();
    ++m.optimizer_steps;
  }
  if (m.optimizer_steps > 0) {
    m.value_loss /= static_cast<double>(m.optimizer_steps);
    m.grad_norm /= static_cast<double>(m.optimizer_steps);
  }
  m.explained_variance_after = CriticExplainedVariance(critic, trajectories, gamma, lambda, pack);
  return m;
}

}  // namespace warpgym::train
