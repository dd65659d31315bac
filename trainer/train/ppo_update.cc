#include "trainer/train/ppo_update.h"

#include <algorithm>
#include <cmath>

#include <c10/core/GradMode.h>

#include "trainer/rl/advantages.h"
#include "trainer/rl/masked.h"
#include "trainer/rl/ppo_loss.h"
#include "trainer/train/token_batch.h"

namespace warpgym::train {
namespace {

double MaskedMeanOf(const at::Tensor& x, const at::Tensor& mask) {
  return rl::MaskedMean(x.to(at::kDouble), mask.to(at::kBool)).item<double>();
}

}  // namespace

nlohmann::ordered_json PpoMetrics::ToJson() const {
  return {{"policy_loss", policy_loss}, {"value_loss", value_loss}, {"clip_fraction", clip_fraction},
          {"clip_fraction_low", clip_fraction_low}, {"clip_fraction_high", clip_fraction_high},
          {"approx_kl", approx_kl}, {"entropy", entropy}, {"explained_variance", explained_variance},
          {"value_mean", value_mean}, {"return_mean", return_mean}, {"advantage_std", advantage_std},
          {"actor_grad_norm", actor_grad_norm}, {"critic_grad_norm", critic_grad_norm},
          {"mismatch_mean_abs", mismatch_mean_abs}, {"mismatch_max_abs", mismatch_max_abs},
          {"mismatch_kl", mismatch_kl}, {"policy_tokens", policy_tokens}, {"optimizer_steps", optimizer_steps}};
}

PpoMetrics PpoUpdate(Learner& actor, Learner& critic, const std::vector<const rl::Trajectory*>& trajectories,
                     const PpoConfig& config, double temperature) {
  const at::Device device = actor.model.options().device();
  const TokenBatch batch = MakeTokenBatch(trajectories, device);
  PpoMetrics m;
  m.policy_tokens = batch.num_tokens();

  // 1. Old log-probs in training precision, values, and how far the sampler was from them.
  at::Tensor old_logprobs, old_values;
  {
    c10::NoGradGuard no_grad;
    PolicyOutputs old = ForwardPolicy(actor.model, batch, temperature);
    old_logprobs = old.logprobs;
    m.entropy = MaskedMeanOf(old.entropy, batch.mask);
    old_values = ForwardValues(critic.model, batch);
  }
  const rl::LogProbMismatch mismatch = rl::ComputeLogProbMismatch(old_logprobs, batch.sampler_logprobs, batch.mask);
  m.mismatch_mean_abs = mismatch.mean_abs;
  m.mismatch_max_abs = mismatch.max_abs;
  m.mismatch_kl = mismatch.kl_k3;

  // 2. GAE over policy tokens.
  const rl::Gae gae = rl::ComputeGae(old_values, batch.mask, batch.rewards, {config.gamma, config.lambda});
  m.explained_variance = rl::ExplainedVariance(old_values, gae.returns, batch.mask);
  m.value_mean = MaskedMeanOf(old_values, batch.mask);
  m.return_mean = MaskedMeanOf(gae.returns, batch.mask);
  {
    const double mean = MaskedMeanOf(gae.advantages, batch.mask);
    m.advantage_std = std::sqrt(std::max(0.0, MaskedMeanOf(gae.advantages.pow(2), batch.mask) - mean * mean));
  }
  const at::Tensor advantages =
      config.whiten_advantages ? rl::WhitenAdvantages(gae.advantages, batch.mask) : gae.advantages;

  // 3. Clipped policy loss and value loss, one optimizer step per mini-batch.
  const int64_t B = batch.tokens.size(0);
  const int64_t slices = std::min<int64_t>(config.minibatches, B);
  const rl::PolicyLossParams clip{config.clip_low, config.clip_high};
  for (int64_t epoch = 0; epoch < config.epochs; ++epoch) {
    for (int64_t s = 0; s < slices; ++s) {
      const int64_t begin = B * s / slices, end = B * (s + 1) / slices;
      const TokenBatch mb = batch.Rows(begin, end);
      const int64_t n = mb.num_tokens();
      if (n == 0) continue;
      const auto rows = [&](const at::Tensor& t) { return t.narrow(0, begin, end - begin); };

      actor.optimizer->ZeroGrad();
      PolicyOutputs out = ForwardPolicy(actor.model, mb, temperature);
      rl::PolicyLoss pl = rl::ComputePolicyLoss(out.logprobs, rows(old_logprobs), rows(advantages), mb.mask, clip, n);
      pl.loss.backward();
      m.actor_grad_norm += ClipGradNorm(actor.params, config.max_grad_norm);
      actor.optimizer->Step();

      critic.optimizer->ZeroGrad();
      at::Tensor values = ForwardValues(critic.model, mb);
      rl::ValueLoss vl = rl::ComputeValueLoss(values, rows(old_values), rows(gae.returns), mb.mask, config.value_clip, n);
      vl.loss.backward();
      m.critic_grad_norm += ClipGradNorm(critic.params, config.max_grad_norm);
      critic.optimizer->Step();

      m.policy_loss += pl.loss.item<double>();
      m.value_loss += vl.loss.item<double>();
      m.clip_fraction += pl.clip_fraction;
      m.clip_fraction_low += pl.clip_fraction_low;
      m.clip_fraction_high += pl.clip_fraction_high;
      m.approx_kl += pl.approx_kl;
      ++m.optimizer_steps;
    }
  }
  if (m.optimizer_steps > 0) {
    const auto k = static_cast<double>(m.optimizer_steps);
    for (double* x : {&m.policy_loss, &m.value_loss, &m.clip_fraction, &m.clip_fraction_low, &m.clip_fraction_high,
                      &m.approx_kl, &m.actor_grad_norm, &m.critic_grad_norm})
      *x /= k;
  }
  return m;
}

}  // namespace warpgym::train
