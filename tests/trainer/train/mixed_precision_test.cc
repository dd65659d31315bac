// bfloat16 autocast in the learner's passes: the matrix products run in bfloat16 (the results
// move, by about bfloat16's precision), the weights and their gradients stay float32, and a
// checkpointed layer's recomputation runs in the precision of its forward (the same gradients as
// without checkpointing; recomputed in float32 they would differ).
#include <gtest/gtest.h>

#include "tests/trainer/train/ppo_fixture.h"
#include "trainer/model/autocast_guard.h"

namespace warpgym::train {
namespace {

struct Pass {
  at::Tensor logprobs, values;
  std::vector<at::Tensor> actor_grads, critic_grads;
};

Pass RunPass(bool autocast, bool checkpointing, at::Device device = at::kCPU) {
  Learner actor = MakeLearner(false, device), critic = MakeLearner(true, device);
  for (Learner* l : {&actor, &critic}) {
    l->model.set_bf16_autocast(autocast);
    l->model.set_gradient_checkpointing(checkpointing);
  }
  const std::vector<rl::Trajectory> batch = Batch();
  const TokenBatch b = MakeTokenBatch(Pointers(batch, {0, 1, 2, 3}), device);
  PolicyOutputs out = ForwardPolicy(actor.model, b, 1.0, /*entropy_grad=*/true);
  at::Tensor values = ForwardValues(critic.model, b);
  ((out.logprobs * b.mask).sum() + (out.entropy * b.mask).sum() + (values * b.mask).sum())
      .backward();
  Pass p{out.logprobs.detach().cpu(), values.detach().cpu(), {}, {}};
  for (const at::Tensor& t : actor.params) p.actor_grads.push_back(t.grad().cpu());
  for (const at::Tensor& t : critic.params) p.critic_grads.push_back(t.grad().cpu());
  return p;
}

double MaxDiff(const std::vector<at::Tensor>& a, const std::vector<at::Tensor>& b) {
  double worst = 0;
  for (size_t i = 0; i < a.size(); ++i)
    worst = std::max(worst, (a[i] - b[i]).abs().max().item<double>());
  return worst;
}

// The largest difference of any tensor relative to that tensor's largest entry in b.
double MaxRelativeDiff(const std::vector<at::Tensor>& a, const std::vector<at::Tensor>& b) {
  double worst = 0;
  for (size_t i = 0; i < a.size(); ++i)
    worst = std::max(worst, (a[i] - b[i]).abs().max().item<double>() /
                                std::max(b[i].abs().max().item<double>(), 1e-12));
  return worst;
}

TEST(MixedPrecision, Bf16AutocastMovesTheResultsAndKeepsFloat32Weights) {
  const Pass fp32 = RunPass(false, false), bf16 = RunPass(true, false);
  EXPECT_EQ(bf16.logprobs.scalar_type(), at::kFloat);
  EXPECT_EQ(bf16.values.scalar_type(), at::kFloat);
  for (const at::Tensor& g : bf16.actor_grads) {
    EXPECT_EQ(g.scalar_type(), at::kFloat);
    EXPECT_TRUE(g.isfinite().all().item<bool>());
  }
  const double moved = (bf16.logprobs - fp32.logprobs).abs().max().item<double>();
  EXPECT_GT(moved, 1e-5) << "no product ran in bfloat16";
  EXPECT_LT(moved, 0.1) << "bfloat16 products should move log-probs by about their precision";
  EXPECT_FALSE(at::autocast::is_autocast_enabled(c10::DeviceType::CPU)) << "the guard restores";
}

TEST(MixedPrecision, ACheckpointedLayerRecomputesInItsForwardsPrecision) {
  const Pass plain = RunPass(true, false), checkpointed = RunPass(true, true);
  EXPECT_TRUE(at::allclose(plain.logprobs, checkpointed.logprobs, 1e-6, 1e-6));
  EXPECT_LT(MaxDiff(plain.actor_grads, checkpointed.actor_grads), 1e-5);
  EXPECT_LT(MaxDiff(plain.critic_grads, checkpointed.critic_grads), 1e-5);
}

// The GPU's own kernels (fused RMS norm forward and backward, SDPA, cuBLAS) give the CPU's
// float32 log-probs, values and gradients, checkpointed or not.
TEST(MixedPrecision, OnAGpuTheLearnersPassesMatchTheCpus) {
  if (!at::hasCUDA()) GTEST_SKIP() << "needs a CUDA device";
  const Pass cpu = RunPass(false, false);
  for (bool checkpointing : {false, true}) {
    SCOPED_TRACE(checkpointing ? "checkpointed" : "plain");
    const Pass gpu = RunPass(false, checkpointing, at::Device(at::kCUDA, 0));
    EXPECT_TRUE(at::allclose(gpu.logprobs, cpu.logprobs, 1e-4, 1e-4))
        << (gpu.logprobs - cpu.logprobs).abs().max().item<double>();
    EXPECT_TRUE(at::allclose(gpu.values, cpu.values, 1e-4, 1e-4));
    EXPECT_LT(MaxRelativeDiff(gpu.actor_grads, cpu.actor_grads), 1e-4);
    EXPECT_LT(MaxRelativeDiff(gpu.critic_grads, cpu.critic_grads), 1e-4);
  }
}

TEST(MixedPrecision, GuardsNestAndRestore) {
  {
    const model::AutocastGuard outer(c10::DeviceType::CPU, true);
    EXPECT_TRUE(at::autocast::is_autocast_enabled(c10::DeviceType::CPU));
    {
      const model::AutocastGuard off(c10::DeviceType::CPU, false);  // a disabled guard: no change
      EXPECT_TRUE(at::autocast::is_autocast_enabled(c10::DeviceType::CPU));
      const model::AutocastGuard inner(c10::DeviceType::CPU, true);
      EXPECT_EQ(at::matmul(at::ones({2, 2}), at::ones({2, 2})).scalar_type(), at::kBFloat16);
    }
    EXPECT_TRUE(at::autocast::is_autocast_enabled(c10::DeviceType::CPU));
  }
  EXPECT_FALSE(at::autocast::is_autocast_enabled(c10::DeviceType::CPU));
  EXPECT_EQ(at::matmul(at::ones({2, 2}), at::ones({2, 2})).scalar_type(), at::kFloat);
}

}  // namespace
}  // namespace warpgym::train
