#include "trainer/train/ppo_update.h"

#include <c10/core/GradMode.h>

#include <algorithm>
#include <cmath>
#include <vector>

#include "trainer/rl/advantages.h"
#include "trainer/rl/masked.h"
#include "trainer/rl/ppo_loss.h"
#include "trainer/train/token_batch.h"

namespace warpgym::train {
namespace {

// Every trajectory of every rank has the same reward.
bool UniformRewards(const std::vector<const rl::Trajectory*>& trajectories, DataParallel& dp) {
  double lo = trajectories.front()->reward, hi = lo;
  for (const rl::Trajectory* t : trajectories) {
    lo = std::min(lo, t->reward);
    hi = std::max(hi, t->reward);
  }
  lo = dp.MinOverRanks(lo);  // one collective per statement: the same order on every rank
  hi = dp.MaxOverRanks(hi);
  return hi == lo;
}

// Each pointee replaced by its sum over the ranks, in one round.
void SumOverRanksInPlace(DataParallel& dp, std::initializer_list<double*> xs) {
  std::vector<double> mine;
  for (const double* x : xs) mine.push_back(*x);
  const std::vector<double> sums = dp.SumOverRanks(mine);
  size_t i = 0;
  for (double* x : xs) *x = sums[i++];
}

}  // namespace

nlohmann::ordered_json PpoMetrics::ToJson() const {
  return {{"policy_loss", policy_loss},
          {"value_loss", value_loss},
          {"clip_fraction", clip_fraction},
          {"clip_fraction_low", clip_fraction_low},
          {"clip_fraction_high", clip_fraction_high},
          {"tis_clip_fraction", tis_clip_fraction},
          {"tis_weight_mean", tis_weight_mean},
          {"approx_kl", approx_kl},
          {"entropy", entropy},
          {"explained_variance", explained_variance},
          {"value_mean", value_mean},
          {"return_mean", return_mean},
          {"advantage_std", advantage_std},
          {"actor_grad_norm", actor_grad_norm},
          {"critic_grad_norm", critic_grad_norm},
          {"mismatch_mean_abs", mismatch_mean_abs},
          {"mismatch_max_abs", mismatch_max_abs},
          {"mismatch_kl", mismatch_kl},
          {"policy_tokens", policy_tokens},
          {"train_tokens", train_tokens},
          {"optimizer_steps", optimizer_steps},
          {"actor_steps", actor_steps}};
}

PpoMetrics PpoUpdate(Learner& actor, Learner& critic,
                     const std::vector<const rl::Trajectory*>& trajectories,
                     const PpoConfig& config, double temperature) {
  DataParallel one;
  return PpoUpdate(actor, critic, trajectories, config, temperature, one);
}

PpoMetrics PpoUpdate(Learner& actor, Learner& critic,
                     const std::vector<const rl::Trajectory*>& trajectories,
                     const PpoConfig& config, double temperature, DataParallel& dp) {
  const at::Device device = actor.model.options().device();
  const bool layers_sharded =
      actor.model.layer_source() != nullptr || critic.model.layer_source() != nullptr;
  const TokenBatch batch = MakeTokenBatch(trajectories, device, config.pack_sequences);
  // Masked means over every rank's policy tokens: the ranks' partial sums added (in place).
  const rl::RankSum over_ranks = [&dp](std::vector<at::Tensor>& parts) { dp.AllReduceSum(parts); };
  const at::Tensor policy = batch.mask.to(at::kBool);
  const auto global_mean = [&](const at::Tensor& x) {  // x carries no gradient
    return rl::MaskedMean(x.to(at::kDouble), policy, over_ranks).item<double>();
  };
  PpoMetrics m;
  m.policy_tokens = batch.num_tokens();
  for (const rl::Trajectory* t : trajectories)
    m.train_tokens += static_cast<int64_t>(t->tokens.size());
  m.train_tokens *= config.epochs;

  // 1. Old log-probs in training precision, values, and how far the sampler was from them. In the
  // mini-batches' row slices: the logits of one slice ([rows, T, V]) are what bounds memory.
  const int64_t B = batch.tokens.size(0);
  // Every rank takes the same number of optimizer steps: slices are bounded by the fewest rows.
  const int64_t slices = std::min<int64_t>(config.minibatches, dp.MinOverRanks(B));
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
    m.entropy = global_mean(at::cat(entropies, 0));
    old_values = at::cat(values, 0);
  }
  const rl::LogProbMismatch mismatch =
      rl::ComputeLogProbMismatch(old_logprobs, batch.sampler_logprobs, batch.mask, over_ranks);
  m.mismatch_mean_abs = mismatch.mean_abs;
  m.mismatch_max_abs = dp.MaxOverRanks(mismatch.max_abs);  // the rl max is this rank's
  m.mismatch_kl = mismatch.kl_k3;

  // 2. GAE over policy tokens.
  const rl::Gae gae =
      rl::ComputeGae(old_values, batch.mask, batch.rewards, {config.gamma, config.lambda});
  m.explained_variance = rl::ExplainedVariance(old_values, gae.returns, batch.mask, over_ranks);
  m.value_mean = global_mean(old_values);
  m.return_mean = global_mean(gae.returns);
  {
    const double mean = global_mean(gae.advantages);
    m.advantage_std = std::sqrt(std::max(0.0, global_mean(gae.advantages.pow(2)) - mean * mean));
  }
  const at::Tensor advantages =
      config.whiten_advantages
          ? rl::WhitenAdvantages(gae.advantages, batch.mask, rl::kWhitenEps, over_ranks)
          : gae.advantages;

  // 3. Clipped policy loss and value loss, one optimizer step per mini-batch.
  const rl::PolicyLossParams clip{config.clip_low, config.clip_high, config.tis_cap};
  m.tis_weight_mean = 0;  // a token-share-weighted sum over the actor steps, as clip_fraction
  // No actor step on a batch without a better or worse action, or once target_kl is reached: alike
  // on every rank (global rewards and a global KL decide).
  bool actor_done = config.skip_uniform_rewards && UniformRewards(trajectories, dp);
  int64_t kl_samples = 0;
  for (int64_t epoch = 0; epoch < config.epochs; ++epoch) {
    for (int64_t s = 0; s < slices; ++s) {
      const int64_t begin = B * s / slices, end = B * (s + 1) / slices;
      // The token-mean is over the mini-batch of every rank: each rank divides its token sum by
      // the global count, and the gradients are summed. Each (micro-)batch's token-mean
      // diagnostics (KL, clip fractions) weigh by its share of those n tokens: summed over
      // micro-batches and ranks, they are the mini-batch's.
      const int64_t n = dp.SumOverRanks(batch.Rows(begin, end).num_tokens());
      if (n == 0) continue;
      // Micro-batches: row slices of the mini-batch, each forward + backward on its own, the
      // gradients accumulating into the mini-batch's one step (each loss already divides by n).
      const int64_t step_rows = config.micro_batch_rows > 0 ? config.micro_batch_rows : end - begin;
      std::vector<std::pair<int64_t, int64_t>> micro;
      for (int64_t r = begin; r < end; r += step_rows)
        micro.emplace_back(r, std::min(end, r + step_rows));
      // Sharded layers gather and reduce in every pass: every rank makes as many passes as the
      // one with the most micro-batches, the extra ones over its first micro-batch at zero loss.
      const auto passes = static_cast<size_t>(
          layers_sharded ? dp.MaxOverRanks(static_cast<double>(micro.size())) : micro.size());
      const auto padding = [](const at::Tensor& loss) { return loss.sum() * 0.0; };

      if (!actor_done) {
        actor.optimizer->ZeroGrad();
        // This rank's share of the mini-batch's token-mean diagnostics, summed over its
        // micro-batches.
        double kl_share = 0, loss = 0, clip_all = 0, clip_low = 0, clip_high = 0, tis_clip = 0,
               tis_mean = 0;
        for (const auto& [b, e] : micro) {
          const TokenBatch ub = batch.Rows(b, e);
          const auto rows = [&](const at::Tensor& t) { return t.narrow(0, b, e - b); };
          PolicyOutputs out = ForwardPolicy(actor.model, ub, temperature, config.entropy_coef > 0);
          rl::PolicyLoss pl =
              rl::ComputePolicyLoss(out.logprobs, rows(old_logprobs), rows(advantages), ub.mask,
                                    clip, n, rows(batch.sampler_logprobs));
          // The entropy bonus is a token-mean over the same global count n as the policy loss.
          at::Tensor total = pl.loss;
          if (config.entropy_coef > 0)
            total = total -
                    config.entropy_coef * (out.entropy * ub.mask).sum() / static_cast<double>(n);
          total.backward();
          const double share = static_cast<double>(pl.num_tokens) / static_cast<double>(n);
          kl_share += pl.approx_kl * share;
          clip_all += pl.clip_fraction * share;
          clip_low += pl.clip_fraction_low * share;
          clip_high += pl.clip_fraction_high * share;
          tis_clip += pl.tis_clip_fraction * share;
          tis_mean += pl.tis_weight_mean * share;
          loss += pl.loss.item<double>();
        }
        for (size_t pass = micro.size(); pass < passes; ++pass) {
          const auto& [b, e] = micro.front();
          padding(ForwardPolicy(actor.model, batch.Rows(b, e), temperature).logprobs).backward();
        }
        // Summed over the ranks now when target_kl needs the mini-batch's, and with the other
        // shares after the loop.
        m.approx_kl += kl_share;
        ++kl_samples;
        if (config.target_kl > 0 && dp.SumOverRanks(kl_share) > 1.5 * config.target_kl) {
          actor_done = true;  // the gradients of this mini-batch are not applied
          actor.optimizer->ZeroGrad();
        } else {
          m.actor_grad_norm += actor.optimizer->ApplyGradients(dp, config.max_grad_norm);
          m.policy_loss += loss;
          m.clip_fraction += clip_all;
          m.clip_fraction_low += clip_low;
          m.clip_fraction_high += clip_high;
          m.tis_clip_fraction += tis_clip;
          m.tis_weight_mean += tis_mean;
          ++m.actor_steps;
        }
      }

      critic.optimizer->ZeroGrad();
      for (const auto& [b, e] : micro) {
        const TokenBatch ub = batch.Rows(b, e);
        const auto rows = [&](const at::Tensor& t) { return t.narrow(0, b, e - b); };
        at::Tensor values = ForwardValues(critic.model, ub);
        rl::ValueLoss vl = rl::ComputeValueLoss(values, rows(old_values), rows(gae.returns),
                                                ub.mask, config.value_clip, n);
        vl.loss.backward();
        m.value_loss += vl.loss.item<double>();
      }
      for (size_t pass = micro.size(); pass < passes; ++pass) {
        const auto& [b, e] = micro.front();
        padding(ForwardValues(critic.model, batch.Rows(b, e))).backward();
      }
      m.critic_grad_norm += critic.optimizer->ApplyGradients(dp, config.max_grad_norm);
      ++m.optimizer_steps;
    }
  }
  const auto mean_over = [](int64_t k, std::initializer_list<double*> xs) {
    if (k > 0)
      for (double* x : xs) *x /= static_cast<double>(k);
  };
  mean_over(m.actor_steps,
            {&m.policy_loss, &m.clip_fraction, &m.clip_fraction_low, &m.clip_fraction_high,
             &m.tis_clip_fraction, &m.tis_weight_mean, &m.actor_grad_norm});
  mean_over(kl_samples, {&m.approx_kl});
  mean_over(m.optimizer_steps, {&m.value_loss, &m.critic_grad_norm});
  // Over the ranks (PpoMetrics says which field is what). Sums: the losses (each rank's share of
  // a global token-mean), the KL and clip fractions (token-share weighted), the token counts.
  // Global already: the masked means and explained variance (over_ranks), mismatch_max_abs (the
  // maximum), the grad norms (of summed gradients) and the step counts (decided alike).
  SumOverRanksInPlace(
      dp, {&m.policy_loss, &m.value_loss, &m.approx_kl, &m.clip_fraction, &m.clip_fraction_low,
           &m.clip_fraction_high, &m.tis_clip_fraction, &m.tis_weight_mean});
  if (m.actor_steps == 0) m.tis_weight_mean = 1;  // no actor step: nothing was weighted
  const std::vector<int64_t> tokens =
      dp.SumOverRanks(std::vector<int64_t>{m.policy_tokens, m.train_tokens});
  m.policy_tokens = tokens[0];
  m.train_tokens = tokens[1];
  return m;
}

}  // namespace warpgym::train
