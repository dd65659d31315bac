#include "trainer/rl/advantages.h"

#include <cmath>

#include "trainer/rl/masked.h"

namespace warpgym::rl {

Gae ComputeGae(const at::Tensor& values, const at::Tensor& mask, const at::Tensor& rewards,
               const GaeParams& params) {
  TORCH_CHECK(values.dim() == 2, "ComputeGae: values must be [B, T], got ", values.sizes());
  const int64_t B = values.size(0), T = values.size(1);
  TORCH_CHECK(rewards.dim() == 1 && rewards.size(0) == B, "ComputeGae: rewards must be [", B,
              "], got ", rewards.sizes());
  TORCH_CHECK(params.gamma >= 0 && params.gamma <= 1, "ComputeGae: gamma must be in [0, 1]");
  TORCH_CHECK(params.lambda >= 0 && params.lambda <= 1, "ComputeGae: lambda must be in [0, 1]");
  const at::Tensor m = CheckedMask(mask, values.sizes(), "ComputeGae").cpu().contiguous();
  const at::Tensor v = values.detach().to(at::kCPU, at::kDouble).contiguous();
  const at::Tensor r = rewards.detach().to(at::kCPU, at::kDouble).contiguous();
  TORCH_CHECK(ZeroOutside(v, m).isfinite().all().item<bool>(), "ComputeGae: a value is not finite");
  TORCH_CHECK(r.isfinite().all().item<bool>(), "ComputeGae: a reward is not finite");

  at::Tensor advantages = at::zeros({B, T}, v.options());
  at::Tensor returns = at::zeros({B, T}, v.options());
  auto m_ = m.accessor<bool, 2>();
  auto v_ = v.accessor<double, 2>();
  auto r_ = r.accessor<double, 1>();
  auto adv_ = advantages.accessor<double, 2>();
  auto ret_ = returns.accessor<double, 2>();
  const double gamma = params.gamma, lambda = params.lambda;

  for (int64_t b = 0; b < B; ++b) {
    // Walk the row backwards over its policy tokens; the first one met is the last action.
    double next_value = 0;      // v_{k+1}; 0 past the last action (terminal)
    double next_advantage = 0;  // A_{k+1}
    bool last_action = true;
    for (int64_t t = T - 1; t >= 0; --t) {
      if (!m_[b][t]) continue;  // prompt, observation or padding: not an action
      const double reward = last_action ? r_[b] : 0.0;  // outcome reward on the last action only
      const double delta = reward + gamma * next_value - v_[b][t];
      const double advantage = delta + gamma * lambda * next_advantage;
      adv_[b][t] = advantage;
      ret_[b][t] = advantage + v_[b][t];
      next_value = v_[b][t];
      next_advantage = advantage;
      last_action = false;
    }
    TORCH_CHECK(!last_action, "ComputeGae: row ", b, " has no policy token");
  }
  const auto out = values.options().dtype(at::kFloat);
  return {advantages.to(out), returns.to(out)};
}

at::Tensor WhitenAdvantages(const at::Tensor& advantages, const at::Tensor& mask, double eps,
                            const RankSum& over_ranks) {
  const at::Tensor m = CheckedMask(mask, advantages.sizes(), "WhitenAdvantages");
  const at::Tensor a = advantages.detach();
  const at::Tensor mean = MaskedMean(a, m, over_ranks);
  const at::Tensor var = MaskedMean((a - mean).square(), m, over_ranks);  // population variance
  return ZeroOutside((a - mean) / (var.sqrt() + eps), m);
}

}  // namespace warpgym::rl
