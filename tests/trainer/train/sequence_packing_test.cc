// Sequence packing: trajectories laid end to end in fewer rows give the same log-probs, entropies,
// values and gradients on every real token as the right-padded batch.
#include <c10/core/GradMode.h>
#include <gtest/gtest.h>

#include <vector>

#include "tests/trainer/tiny_transformer.h"
#include "trainer/train/token_batch.h"

namespace warpgym::train {
namespace {

std::vector<rl::Trajectory> Ragged(const std::vector<int64_t>& lengths) {
  std::vector<rl::Trajectory> out;
  int64_t token = 3;
  for (int64_t len : lengths) {
    rl::Trajectory t;
    t.task_id = "level1/1_ReLU";
    for (int64_t i = 0; i < len; ++i) {
      t.tokens.push_back(token++ % 61);
      t.loss_mask.push_back(i > 0 ? 1 : 0);
      t.logprobs.push_back(i > 0 ? -1.0f : 0.0f);
    }
    out.push_back(std::move(t));
  }
  return out;
}

std::vector<const rl::Trajectory*> Pointers(const std::vector<rl::Trajectory>& v) {
  std::vector<const rl::Trajectory*> out;
  for (const auto& t : v) out.push_back(&t);
  return out;
}

// Masked sum of the policy's log-probs, backward; the gradients of every parameter, flattened.
at::Tensor Gradients(const model::Transformer& m, const TokenBatch& batch, at::Tensor* logprobs) {
  for (auto& [name, p] : m.NamedParameters()) {
    p.requires_grad_(true);
    p.mutable_grad() = at::Tensor();
  }
  PolicyOutputs out = ForwardPolicy(m, batch, /*temperature=*/1.0);
  (out.logprobs * batch.mask).sum().backward();
  *logprobs = out.logprobs.detach() * batch.mask;
  std::vector<at::Tensor> grads;
  for (auto& [name, p] : m.NamedParameters())
    if (p.grad().defined()) grads.push_back(p.grad().reshape({-1}).clone());
  return at::cat(grads);
}

TEST(SequencePackingTest, PackedRowsGiveThePaddedBatchsValuesAndGradients) {
  // T = 30: 30 | 30 | 12 + 7 + 3 | ... packs 6 rows into 4.
  const auto trajectories = Ragged({7, 30, 12, 30, 3, 25});
  const auto ptrs = Pointers(trajectories);
  const TokenBatch padded = MakeTokenBatch(ptrs, at::kCPU, /*pack=*/false);
  const TokenBatch packed = MakeTokenBatch(ptrs, at::kCPU, /*pack=*/true);

  model::Transformer actor = testing::TinyQwen2();
  at::Tensor lp_padded, lp_packed;
  const at::Tensor g_padded = Gradients(actor, padded, &lp_padded);
  const at::Tensor g_packed = Gradients(actor, packed, &lp_packed);
  EXPECT_TRUE(at::allclose(lp_packed, lp_padded, 1e-5, 1e-5))
      << (lp_packed - lp_padded).abs().max().item<double>();
  EXPECT_TRUE(at::allclose(g_packed, g_padded, 1e-4, 1e-5))
      << (g_packed - g_padded).abs().max().item<double>();

  model::Transformer critic = testing::TinyQwen2(/*value_head=*/true);
  c10::NoGradGuard no_grad;
  const at::Tensor v_padded = ForwardValues(critic, padded) * padded.mask;
  const at::Tensor v_packed = ForwardValues(critic, packed) * packed.mask;
  EXPECT_TRUE(at::allclose(v_packed, v_padded, 1e-5, 1e-5));
}

TEST(SequencePackingTest, RowsThatCannotShareARowAreLeftAsTheyAre) {
  // Every sequence longer than half the row: nothing to pack, the padded path runs.
  const auto trajectories = Ragged({20, 30, 18});
  const TokenBatch batch = MakeTokenBatch(Pointers(trajectories), at::kCPU, /*pack=*/true);
  model::Transformer m = testing::TinyQwen2();
  c10::NoGradGuard no_grad;
  const at::Tensor hidden = BatchHidden(m, batch);
  EXPECT_EQ(hidden.sizes(), (std::vector<int64_t>{3, 30, 32}));
  // A micro-batch of rows keeps the lengths and the setting.
  const TokenBatch rows = batch.Rows(1, 3);
  EXPECT_EQ(rows.lengths, (std::vector<int64_t>{30, 18}));
  EXPECT_TRUE(rows.pack);
}

}  // namespace
}  // namespace warpgym::train
