#include "trainer/rl/ppo_loss.h"

#include <limits>

#include "trainer/rl/masked.h"

namespace warpgym::rl {
namespace {

void CheckSameShape(const at::Tensor& a, const at::Tensor& b, const char* a_name,
                    const char* b_name) {
  TORCH_CHECK(a.sizes() == b.sizes(), a_name, " is ", a.sizes(), " but ", b_name, " is ",
              b.sizes());
}

// The token-mean's denominator: num_tokens when given, else the policy tokens of this call.
double Denominator(int64_t num_tokens, int64_t here) {
  TORCH_CHECK(num_tokens >= 0, "num_tokens must be >= 0");
  const int64_t n = num_tokens > 0 ? num_tokens : here;
  TORCH_CHECK(n > 0, "no policy token to average over");
  return static_cast<double>(n);
}

double Mean(const at::Tensor& x, const at::Tensor& m, const RankSum& over_ranks = OneProcess) {
  return MaskedMean(x.to(at::kDouble), m, over_ranks).item<double>();
}

}  // namespace

PolicyLoss ComputePolicyLoss(const at::Tensor& logprobs, const at::Tensor& old_logprobs,
                             const at::Tensor& advantages, const at::Tensor& mask,
                             const PolicyLossParams& params, int64_t num_tokens,
                             const at::Tensor& sampler_logprobs) {
  TORCH_CHECK(logprobs.dim() == 2, "logprobs must be [B, T], got ", logprobs.sizes());
  CheckSameShape(old_logprobs, logprobs, "old_logprobs", "logprobs");
  CheckSameShape(advantages, logprobs, "advantages", "logprobs");
  TORCH_CHECK(params.clip_low >= 0 && params.clip_low < 1, "clip_low must be in [0, 1)");
  TORCH_CHECK(params.clip_high >= 0, "clip_high must be >= 0");
  TORCH_CHECK(params.tis_cap >= 0, "tis_cap must be >= 0");
  if (params.tis_cap > 0)
    CheckSameShape(sampler_logprobs, logprobs, "sampler_logprobs", "logprobs");
  const at::Tensor m = CheckedMask(mask, logprobs.sizes(), "ComputePolicyLoss");
  PolicyLoss out;
  out.num_tokens = m.sum().item<int64_t>();
  const double n = Denominator(num_tokens, out.num_tokens);

  // Off the mask every input becomes 0 (ratio 1, advantage 0), whatever the padding held.
  const at::Tensor logp = ZeroOutside(logprobs, m);
  const at::Tensor old_logp = ZeroOutside(old_logprobs.detach(), m);
  const at::Tensor advantage = ZeroOutside(advantages.detach(), m);

  const at::Tensor log_ratio = logp - old_logp;
  const at::Tensor ratio = log_ratio.exp();
  const at::Tensor clipped_ratio = ratio.clamp(1.0 - params.clip_low, 1.0 + params.clip_high);
  at::Tensor surrogate = at::minimum(ratio * advantage, clipped_ratio * advantage);
  if (params.tis_cap > 0) {
    const at::Tensor raw = (old_logp - ZeroOutside(sampler_logprobs.detach(), m)).exp();
    const at::Tensor weight = raw.clamp_max(params.tis_cap);
    surrogate = surrogate * weight;
    out.tis_clip_fraction = Mean(raw > params.tis_cap, m);
    out.tis_weight_mean = Mean(weight, m);
  }
  out.loss = -ZeroOutside(surrogate, m).sum() / n;

  // Diagnostics, without gradient.
  const at::Tensor r = ratio.detach();
  const at::Tensor clipped_high = (advantage > 0) & (r > 1.0 + params.clip_high);
  const at::Tensor clipped_low = (advantage < 0) & (r < 1.0 - params.clip_low);
  out.clip_fraction_high = Mean(clipped_high, m);
  out.clip_fraction_low = Mean(clipped_low, m);
  out.clip_fraction = Mean(clipped_high | clipped_low, m);
  out.approx_kl = Mean((r - 1) - log_ratio.detach(), m);
  return out;
}

ValueLoss ComputeValueLoss(const at::Tensor& values, const at::Tensor& old_values,
                           const at::Tensor& returns, const at::Tensor& mask, double value_clip,
                           int64_t num_tokens) {
  TORCH_CHECK(values.dim() == 2, "values must be [B, T], got ", values.sizes());
  CheckSameShape(returns, values, "returns", "values");
  TORCH_CHECK(value_clip >= 0, "value_clip must be >= 0");
  const at::Tensor m = CheckedMask(mask, values.sizes(), "ComputeValueLoss");
  ValueLoss out;
  out.num_tokens = m.sum().item<int64_t>();
  const double n = Denominator(num_tokens, out.num_tokens);

  const at::Tensor value = ZeroOutside(values, m);
  const at::Tensor target = ZeroOutside(returns.detach(), m);
  const at::Tensor error = (value - target).square();
  if (value_clip == 0) {
    out.loss = 0.5 * ZeroOutside(error, m).sum() / n;
    return out;
  }
  CheckSameShape(old_values, values, "old_values", "values");
  const at::Tensor old_value = ZeroOutside(old_values.detach(), m);
  const at::Tensor clipped_value = old_value + (value - old_value).clamp(-value_clip, value_clip);
  const at::Tensor clipped_error = (clipped_value - target).square();
  out.loss = 0.5 * ZeroOutside(at::maximum(error, clipped_error), m).sum() / n;
  out.clip_fraction = Mean(clipped_error.detach() > error.detach(), m);
  return out;
}

double ExplainedVariance(const at::Tensor& values, const at::Tensor& returns,
                         const at::Tensor& mask, const RankSum& over_ranks) {
  CheckSameShape(returns, values, "returns", "values");
  const at::Tensor m = CheckedMask(mask, values.sizes(), "ExplainedVariance");
  const at::Tensor g = returns.detach().to(at::kDouble);
  const at::Tensor residual = g - values.detach().to(at::kDouble);
  auto variance = [&](const at::Tensor& x) {
    const at::Tensor mean = MaskedMean(x, m, over_ranks);
    return MaskedMean((x - mean).square(), m, over_ranks).item<double>();  // population variance
  };
  const double var_returns = variance(g);
  if (var_returns == 0) return std::numeric_limits<double>::quiet_NaN();
  return 1.0 - variance(residual) / var_returns;
}

LogProbMismatch ComputeLogProbMismatch(const at::Tensor& train_logprobs,
                                       const at::Tensor& sampler_logprobs, const at::Tensor& mask,
                                       const RankSum& over_ranks) {
  CheckSameShape(sampler_logprobs, train_logprobs, "sampler_logprobs", "train_logprobs");
  const at::Tensor m = CheckedMask(mask, train_logprobs.sizes(), "ComputeLogProbMismatch");
  const at::Tensor diff = ZeroOutside(
      train_logprobs.detach().to(at::kDouble) - sampler_logprobs.detach().to(at::kDouble), m);
  LogProbMismatch out;
  out.mean_abs = Mean(diff.abs(), m, over_ranks);
  out.max_abs = diff.abs().max().item<double>();
  // ratio = pi_train / pi_sampler = exp(diff)
  out.kl_k3 = Mean(diff.exp() - 1 - diff, m, over_ranks);
  return out;
}

}  // namespace warpgym::rl
