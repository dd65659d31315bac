#include "trainer/train/ppo_update.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <vector>

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

double MaskedSum(const at::Tensor& x, const at::Tensor& mask) {
  return (x.to(at::kDouble) * mask.to(at::kDouble)).sum().item<double>();
}

// rl::WhitenAdvantages with the mean and the population variance over every rank's policy
// tokens (two passes, as the single-process one), so that ranks scale their advantages alike.
at::Tensor WhitenOverRanks(const at::Tensor& advantages, const at::Tensor& mask, DataParallel& dp) {
  constexpr double kEps = 1e-8;  // rl::WhitenAdvantages' default
  const at::Tensor a = advantages.detach().to(at::kDouble);
  const double count = dp.SumOverRanks(mask.sum().item<double>());
  const double mean = dp.SumOverRanks(MaskedSum(a, mask)) / count;
  const double var = dp.SumOverRanks(MaskedSum((a - mean).square(), mask)) / count;
  return ((a - mean) / (std::sqrt(var) + kEps) * mask.to(at::kDouble)).to(advantages.scalar_type());
}

// The sum of every rank's gradients, in place; parameters a rank left without one count as zero.
void SumGradients(const std::vector<at::Tensor>& params, DataParallel& dp) {
  std::vector<at::Tensor> grads;
  for (const at::Tensor& p : params) {
    if (!p.grad().defined()) p.mutable_grad() = at::zeros_like(p);
    grads.push_back(p.grad());
  }
  dp.AllReduceSum(grads);
}

// Every trajectory of every rank has the same reward.
bool UniformRewards(const std::vector<const rl::Trajectory*>& trajectories, DataParallel* dp) {
  double lo = trajectories.front()->reward, hi = lo;
  for (const rl::Trajectory* t : trajectories) {
    lo = std::min(lo, t->reward);
    hi = std::max(hi, t->reward);
  }
  if (dp != nullptr) {
    char mine[64];
    std::snprintf(mine, sizeof(mine), "%.17g %.17g", lo, hi);  // exact round trip
    for (const std::string& post : dp->AllGather(mine)) {
      double l = 0, h = 0;
      TORCH_CHECK(std::sscanf(post.c_str(), "%lg %lg", &l, &h) == 2, "UniformRewards: a rank posted '", post,
                  "', not two rewards");
      lo = std::min(lo, l);
      hi = std::max(hi, h);
    }
  }
  return hi == lo;
}

}  // namespace

nlohmann::ordered_json PpoMetrics::ToJson() const {
  return {{"policy_loss", policy_loss}, {"value_loss", value_loss}, {"clip_fraction", clip_fraction},
          {"clip_fraction_low", clip_fraction_low}, {"clip_fraction_high", clip_fraction_high},
          {"approx_kl", approx_kl}, {"entropy", entropy}, {"explained_variance", explained_variance},
          {"value_mean", value_mean}, {"return_mean", return_mean}, {"advantage_std", advantage_std},
          {"actor_grad_norm", actor_grad_norm}, {"critic_grad_norm", critic_grad_norm},
          {"mismatch_mean_abs", mismatch_mean_abs}, {"mismatch_max_abs", mismatch_max_abs},
          {"mismatch_kl", mismatch_kl}, {"policy_tokens", policy_tokens}, {"train_tokens", train_tokens},
          {"optimizer_steps", optimizer_steps}, {"actor_steps", actor_steps}};
}

PpoMetrics PpoUpdate(Learner& actor, Learner& critic, const std::vector<const rl::Trajectory*>& trajectories,
                     const PpoConfig& config, double temperature, DataParallel* dp) {
  const at::Device device = actor.model.options().device();
  const TokenBatch batch = MakeTokenBatch(trajectories, device);
  PpoMetrics m;
  m.policy_tokens = batch.num_tokens();
  for (const rl::Trajectory* t : trajectories) m.train_tokens += static_cast<int64_t>(t->tokens.size());
  m.train_tokens *= config.epochs;

  // 1. Old log-probs in training precision, values, and how far the sampler was from them. In the
  // mini-batches' row slices: the logits of one slice ([rows, T, V]) are what bounds memory.
  const int64_t B = batch.tokens.size(0);
  // Every rank takes the same number of optimizer steps: slices are bounded by the fewest rows.
  int64_t slices = std::min<int64_t>(config.minibatches, B);
  if (dp != nullptr) {
    const std::vector<std::string> rows = dp->AllGather(std::to_string(B));
    for (const std::string& r : rows) slices = std::min<int64_t>(slices, std::stoll(r));
  }
  at::Tensor old_logprobs, old_values;
  {
    c10::NoGradGuard no_grad;
    std::vector<at::Tensor> logprobs, entropies, values;
    for (int64_t s = 0; s < slices; ++s) {
      const TokenBatch mb = batch.Rows(B * s / slices, B * (s + 1) / slices);
      PolicyOutputs old = ForwardPolicy(actor.model, mb, temperature);
      logprobs.push_back(old.logprobs);
      entropies.push_back(old.entropy);
      values.push_back(ForwardValues(critic.model, mb));
    }
    old_logprobs = at::cat(logprobs, 0);
    m.entropy = MaskedMeanOf(at::cat(entropies, 0), batch.mask);
    old_values = at::cat(values, 0);
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
  at::Tensor advantages = gae.advantages;
  if (config.whiten_advantages)
    advantages = dp != nullptr ? WhitenOverRanks(gae.advantages, batch.mask, *dp)
                               : rl::WhitenAdvantages(gae.advantages, batch.mask);

  // 3. Clipped policy loss and value loss, one optimizer step per mini-batch.
  const rl::PolicyLossParams clip{config.clip_low, config.clip_high};
  // No actor step on a batch without a better or worse action, or once target_kl is reached: alike
  // on every rank (global rewards and a global KL decide).
  bool actor_done = config.skip_uniform_rewards && UniformRewards(trajectories, dp);
  int64_t kl_samples = 0;
  for (int64_t epoch = 0; epoch < config.epochs; ++epoch) {
    for (int64_t s = 0; s < slices; ++s) {
      const int64_t begin = B * s / slices, end = B * (s + 1) / slices;
      const TokenBatch mb = batch.Rows(begin, end);
      const int64_t local_n = mb.num_tokens();
      // The token-mean is over the mini-batch of every rank: each rank divides its token sum by
      // the global count, and the gradients are summed.
      const auto n = dp != nullptr ? static_cast<int64_t>(dp->SumOverRanks(static_cast<double>(local_n))) : local_n;
      if (n == 0) continue;
      const auto rows = [&](const at::Tensor& t) { return t.narrow(0, begin, end - begin); };

      if (!actor_done) {
        actor.optimizer->ZeroGrad();
        PolicyOutputs out = ForwardPolicy(actor.model, mb, temperature, config.entropy_coef > 0);
        rl::PolicyLoss pl = rl::ComputePolicyLoss(out.logprobs, rows(old_logprobs), rows(advantages), mb.mask, clip, n);
        // The entropy bonus is a token-mean over the same global count n as the policy loss.
        at::Tensor loss = pl.loss;
        if (config.entropy_coef > 0)
          loss = loss - config.entropy_coef * (out.entropy * mb.mask).sum() / static_cast<double>(n);
        // The mini-batch's KL over every rank's tokens (pl's is this rank's token-mean); this rank's
        // share of it when nothing needs it now (summed over the ranks once, after the loop).
        const double share = pl.approx_kl * static_cast<double>(local_n) / static_cast<double>(n);
        const bool global_now = dp != nullptr && config.target_kl > 0;
        const double kl = global_now ? dp->SumOverRanks(share) : share;
        m.approx_kl += kl;
        ++kl_samples;
        if (config.target_kl > 0 && kl > 1.5 * config.target_kl) {
          actor_done = true;
        } else {
          loss.backward();
          if (dp != nullptr) SumGradients(actor.params, *dp);
          m.actor_grad_norm += ClipGradNorm(actor.params, config.max_grad_norm);
          actor.optimizer->Step();
          m.policy_loss += pl.loss.item<double>();
          m.clip_fraction += pl.clip_fraction;
          m.clip_fraction_low += pl.clip_fraction_low;
          m.clip_fraction_high += pl.clip_fraction_high;
          ++m.actor_steps;
        }
      }

      critic.optimizer->ZeroGrad();
      at::Tensor values = ForwardValues(critic.model, mb);
      rl::ValueLoss vl = rl::ComputeValueLoss(values, rows(old_values), rows(gae.returns), mb.mask, config.value_clip, n);
      vl.loss.backward();
      if (dp != nullptr) SumGradients(critic.params, *dp);
      m.critic_grad_norm += ClipGradNorm(critic.params, config.max_grad_norm);
      critic.optimizer->Step();

      m.value_loss += vl.loss.item<double>();
      ++m.optimizer_steps;
    }
  }
  const auto mean_over = [](int64_t k, std::initializer_list<double*> xs) {
    if (k > 0)
      for (double* x : xs) *x /= static_cast<double>(k);
  };
  mean_over(m.actor_steps, {&m.policy_loss, &m.clip_fraction, &m.clip_fraction_low, &m.clip_fraction_high,
                            &m.actor_grad_norm});
  if (dp != nullptr && config.target_kl <= 0) m.approx_kl = dp->SumOverRanks(m.approx_kl);  // every rank's shares
  mean_over(kl_samples, {&m.approx_kl});
  mean_over(m.optimizer_steps, {&m.value_loss, &m.critic_grad_norm});
  if (dp != nullptr) {  // global losses and token counts are sums; the rest (but the global KL), means over ranks
    const double w = static_cast<double>(dp->world_size());
    for (double* x : {&m.policy_loss, &m.value_loss}) *x = dp->SumOverRanks(*x);
    for (double* x : {&m.clip_fraction, &m.clip_fraction_low, &m.clip_fraction_high, &m.entropy,
                      &m.explained_variance, &m.value_mean, &m.return_mean, &m.advantage_std,
                      &m.mismatch_mean_abs, &m.mismatch_kl})
      *x = dp->SumOverRanks(*x) / w;
    for (int64_t* x : {&m.policy_tokens, &m.train_tokens})
      *x = static_cast<int64_t>(dp->SumOverRanks(static_cast<double>(*x)));
  }
  return m;
}

}  // namespace warpgym::train
