#include "trainer/train/token_batch.h"

#include <algorithm>

#include "trainer/model/autocast_guard.h"
#include "trainer/rl/chunked_logits.h"
#include "trainer/rl/token_logits.h"

namespace warpgym::train {
namespace {

at::Tensor Positions(const at::Tensor& tokens) {
  const int64_t B = tokens.size(0), T = tokens.size(1);
  return at::arange(T, tokens.options()).unsqueeze(0).expand({B, T}).contiguous();  // [B, T]
}

}  // namespace

TokenBatch TokenBatch::Rows(int64_t begin, int64_t end) const {
  return {tokens.narrow(0, begin, end - begin), mask.narrow(0, begin, end - begin),
          sampler_logprobs.narrow(0, begin, end - begin), rewards.narrow(0, begin, end - begin)};
}

TokenBatch MakeTokenBatch(const std::vector<const rl::Trajectory*>& trajectories,
                          at::Device device) {
  const auto B = static_cast<int64_t>(trajectories.size());
  int64_t T = 0;
  for (const auto* t : trajectories)
    T = std::max<int64_t>(T, static_cast<int64_t>(t->tokens.size()));
  at::Tensor tokens = at::zeros({B, T}, at::kLong);
  at::Tensor mask = at::zeros({B, T}, at::kFloat);
  at::Tensor logprobs = at::zeros({B, T}, at::kFloat);
  at::Tensor rewards = at::zeros({B}, at::kFloat);
  auto tok = tokens.accessor<int64_t, 2>();
  auto msk = mask.accessor<float, 2>();
  auto lp = logprobs.accessor<float, 2>();
  for (int64_t b = 0; b < B; ++b) {
    const rl::Trajectory& t = *trajectories[b];
    for (size_t i = 0; i < t.tokens.size(); ++i) {
      tok[b][static_cast<int64_t>(i)] = t.tokens[i];
      msk[b][static_cast<int64_t>(i)] = t.loss_mask[i];
      lp[b][static_cast<int64_t>(i)] = t.logprobs[i];
    }
    rewards[b] = t.reward;
  }
  return {tokens.to(device), mask.to(device), logprobs.to(device), rewards.to(device)};
}

PolicyOutputs ForwardPolicy(const model::Transformer& actor, const TokenBatch& batch,
                            double temperature, bool entropy_grad) {
  const model::AutocastGuard autocast(actor.options().device().type(), actor.bf16_autocast());
  at::Tensor hidden = actor.Forward(batch.tokens, Positions(batch.tokens));  // [B, T, C]
  rl::TokenStats s =
      rl::ChunkedTokenStats(hidden, actor.Head(), batch.tokens, temperature, kLogitsChunkTokens);
  return {std::move(s.logprobs), entropy_grad ? std::move(s.entropy) : s.entropy.detach()};
}

at::Tensor ForwardValues(const model::Transformer& critic, const TokenBatch& batch) {
  const model::AutocastGuard autocast(critic.options().device().type(), critic.bf16_autocast());
  at::Tensor hidden = critic.Forward(batch.tokens, Positions(batch.tokens));  // [B, T, C]
  return rl::AlignToTokens(critic.Values(hidden).to(at::kFloat));             // [B, T] per token
}

std::vector<at::Tensor> TrainableParameters(const model::Transformer& model) {
  std::vector<at::Tensor> params;
  for (auto& [name, p] : model.NamedParameters()) {
    p.requires_grad_(true);
    params.push_back(p);
  }
  return params;
}

}  // namespace warpgym::train
