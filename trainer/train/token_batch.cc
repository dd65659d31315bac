#include "trainer/train/token_batch.h"

#include <c10/core/GradMode.h>

#include <algorithm>
#include <optional>

#include "trainer/model/autocast_guard.h"
#include "trainer/rl/chunked_logits.h"
#include "trainer/rl/token_logits.h"

namespace warpgym::train {
namespace {

at::Tensor Positions(const at::Tensor& tokens) {
  const int64_t B = tokens.size(0), T = tokens.size(1);
  return at::arange(T, tokens.options()).unsqueeze(0).expand({B, T}).contiguous();  // [B, T]
}

// Where each real token goes when the rows are packed: rows of T filled first fit, longest
// sequence first. `from` [Bp*T]: the padded batch's flat index each packed slot reads (slot 0
// for the packed rows' unused tail); `to` [B*T]: the packed slot each padded position reads back
// (a padding position reads its row's first token: never used, as padding is masked).
struct PackPlan {
  int64_t rows = 0;
  at::Tensor from, to, positions, segments;  // [Bp*T], [B*T], [Bp, T], [Bp, T] int64 (host)
};

// Nullopt when packing takes more than `max_rows` rows (it must save one, and fit the budget).
std::optional<PackPlan> Plan(const std::vector<int64_t>& lengths, int64_t T, int64_t max_rows) {
  const auto B = static_cast<int64_t>(lengths.size());
  std::vector<int64_t> order(static_cast<size_t>(B));
  for (int64_t b = 0; b < B; ++b) order[static_cast<size_t>(b)] = b;
  std::stable_sort(order.begin(), order.end(), [&](int64_t a, int64_t b) {
    return lengths[static_cast<size_t>(a)] > lengths[static_cast<size_t>(b)];
  });
  std::vector<int64_t> fill, bin(static_cast<size_t>(B)), offset(static_cast<size_t>(B));
  for (int64_t b : order) {
    const int64_t len = lengths[static_cast<size_t>(b)];
    size_t k = 0;
    while (k < fill.size() && fill[k] + len > T) ++k;
    if (k == fill.size()) fill.push_back(0);
    bin[static_cast<size_t>(b)] = static_cast<int64_t>(k), offset[static_cast<size_t>(b)] = fill[k];
    fill[k] += len;
  }
  if (static_cast<int64_t>(fill.size()) > max_rows) return std::nullopt;
  PackPlan p;
  p.rows = static_cast<int64_t>(fill.size());
  p.from = at::zeros({p.rows * T}, at::kLong);
  p.to = at::zeros({B * T}, at::kLong);
  p.positions = at::zeros({p.rows, T}, at::kLong);
  p.segments = at::zeros({p.rows, T}, at::kLong);  // 0: the unused tail (it sees only itself)
  auto from = p.from.accessor<int64_t, 1>(), to = p.to.accessor<int64_t, 1>();
  auto pos = p.positions.accessor<int64_t, 2>(), seg = p.segments.accessor<int64_t, 2>();
  for (int64_t b = 0; b < B; ++b) {
    const int64_t k = bin[static_cast<size_t>(b)], o = offset[static_cast<size_t>(b)];
    const int64_t len = lengths[static_cast<size_t>(b)];
    for (int64_t t = 0; t < T; ++t) to[b * T + t] = k * T + o + (t < len ? t : 0);
    for (int64_t t = 0; t < len; ++t) {
      from[k * T + o + t] = b * T + t;
      pos[k][o + t] = t;
      seg[k][o + t] = b + 1;
    }
  }
  return p;
}

}  // namespace

TokenBatch TokenBatch::Rows(int64_t begin, int64_t end) const {
  return {tokens.narrow(0, begin, end - begin),
          mask.narrow(0, begin, end - begin),
          sampler_logprobs.narrow(0, begin, end - begin),
          rewards.narrow(0, begin, end - begin),
          std::vector<int64_t>(lengths.begin() + begin, lengths.begin() + end),
          pack};
}

at::Tensor BatchHidden(const model::Transformer& model, const TokenBatch& batch) {
  const int64_t B = batch.tokens.size(0), T = batch.tokens.size(1);
  std::optional<PackPlan> plan;
  if (batch.pack && B > 1 && T <= kMaxPackedRow && !model.RotaryFollowsLength() &&
      static_cast<int64_t>(batch.lengths.size()) == B) {
    // The float bias SDPA makes of the mask (float32, rows padded to 16), once a layer when the
    // backward keeps it: the rows the budget allows, and at least one fewer than the batch.
    const bool per_layer = c10::GradMode::is_enabled() && !model.gradient_checkpointing();
    const int64_t copies = per_layer ? model.config().num_layers : 1;
    const int64_t row_bytes = T * ((T + 15) / 16 * 16) * 4 * copies;
    plan = Plan(batch.lengths, T, std::min(B - 1, kMaxPackedMaskBytes / row_bytes));
  }
  if (!plan) return model.Forward(batch.tokens, Positions(batch.tokens));  // [B, T, C]
  const at::Device device = batch.tokens.device();
  at::Tensor ids =
      batch.tokens.reshape({-1}).index_select(0, plan->from.to(device)).view({plan->rows, T});
  at::Tensor hidden =
      model.Forward(ids, plan->positions.to(device), nullptr, {}, plan->segments.to(device));
  const int64_t C = hidden.size(2);
  return hidden.reshape({plan->rows * T, C}).index_select(0, plan->to.to(device)).view({B, T, C});
}

TokenBatch MakeTokenBatch(const std::vector<const rl::Trajectory*>& trajectories, at::Device device,
                          bool pack) {
  const auto B = static_cast<int64_t>(trajectories.size());
  std::vector<int64_t> lengths;
  for (const auto* t : trajectories) lengths.push_back(static_cast<int64_t>(t->tokens.size()));
  const int64_t T = *std::max_element(lengths.begin(), lengths.end());
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
  return {tokens.to(device),  mask.to(device),    logprobs.to(device),
          rewards.to(device), std::move(lengths), pack};
}

PolicyOutputs ForwardPolicy(const model::Transformer& actor, const TokenBatch& batch,
                            double temperature, bool entropy_grad) {
  const model::AutocastGuard autocast(actor.options().device().type(), actor.bf16_autocast());
  at::Tensor hidden = BatchHidden(actor, batch);  // [B, T, C]
  rl::TokenStats s = rl::ChunkedTokenStats(hidden, actor.Head(), batch.tokens, temperature,
                                           kLogitsChunkTokens, batch.mask);
  return {std::move(s.logprobs), entropy_grad ? std::move(s.entropy) : s.entropy.detach()};
}

at::Tensor ForwardValues(const model::Transformer& critic, const TokenBatch& batch) {
  const model::AutocastGuard autocast(critic.options().device().type(), critic.bf16_autocast());
  at::Tensor hidden = BatchHidden(critic, batch);                  // [B, T, C]
  return rl::AlignToTokens(critic.Values(hidden).to(at::kFloat));  // [B, T] per token
}

std::vector<at::Tensor> TrainableParameters(const model::Transformer& model) {
  std::vector<at::Tensor> params;
  for (auto& [name, p] : model.NamedParameters()) {
    if (p.is_meta()) continue;  // a sharded layer's layout (its weights live in the layer source)
    p.requires_grad_(true);
    params.push_back(p);
  }
  return params;
}

}  // namespace warpgym::train
