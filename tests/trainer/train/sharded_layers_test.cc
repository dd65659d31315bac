// trainer/train/sharded_layers.h: a model whose decoder layers are sharded over 1-3 thread-ranks
// (one c10d::HashStore) computes what the whole model computes: the same outputs, with and without
// grad mode, and, summed over the ranks, the same gradients of every layer weight and of the
// embedding; each rank ends with a 1/W slice of each layer. A sharded model refuses to decode and
// to run a grad-mode forward without gradient checkpointing.
#include "trainer/train/sharded_layers.h"

#include <gtest/gtest.h>

#include <vector>

#include "tests/trainer/tiny_transformer.h"
#include "tests/trainer/train/thread_ranks.h"
#include "trainer/model/layer_source.h"

namespace warpgym::train {
namespace {

constexpr int64_t kRows = 2, kTokens = 7;

// Rank r's batch (different on every rank) and the probe the loss weighs the hidden states by.
at::Tensor Ids(int r) {
  at::Generator gen = at::detail::createCPUGenerator(100 + r);
  return at::randint(0, 61, {kRows, kTokens}, gen, at::kLong);
}
at::Tensor Positions() {
  return at::arange(kTokens, at::kLong).expand({kRows, kTokens});
}
at::Tensor Probe() {
  at::Generator gen = at::detail::createCPUGenerator(7);
  return at::randn({kRows, kTokens, 32}, gen, at::kFloat);
}

struct Whole {
  std::vector<at::Tensor> outputs;                   // per rank's batch
  std::vector<std::vector<at::Tensor>> layer_grads;  // per layer: the defined slots' gradients
  at::Tensor embed_grad;
};

// The whole model on every rank's batch in turn, gradients accumulated (what a sum over the
// ranks of whole-model gradients gives).
Whole RunWhole(int world) {
  model::Transformer m = testing::TinyQwen2();
  m.set_gradient_checkpointing(true);
  for (auto& [name, p] : m.NamedParameters()) p.requires_grad_(true);
  Whole w;
  for (int r = 0; r < world; ++r) {
    at::Tensor out = m.Forward(Ids(r), Positions());
    (out * Probe()).sum().backward();
    w.outputs.push_back(out.detach());
  }
  for (int64_t i = 0; i < m.config().num_layers; ++i) {
    std::vector<at::Tensor> g;
    for (const at::Tensor& p : m.LayerParameters(i)) g.push_back(p.grad().clone());
    w.layer_grads.push_back(g);
  }
  w.embed_grad = m.NamedParameters().front().second.grad().clone();
  return w;
}

using testing::OnRanks;

class ShardedLayersTest : public ::testing::TestWithParam<int> {};

TEST_P(ShardedLayersTest, ComputesWhatTheWholeModelComputes) {
  const int world = GetParam();
  const Whole whole = RunWhole(world);
  // The ranks' models, made here: TinyQwen2 seeds the global generator.
  std::vector<model::Transformer> models;
  for (int r = 0; r < world; ++r) models.push_back(testing::TinyQwen2());
  std::vector<at::Tensor> outputs(world), no_grad_outputs(world), embed_grads(world);
  std::vector<std::vector<at::Tensor>> gathered(world);  // per rank: each layer's summed gradient
  std::vector<int64_t> slice_numels(world);
  OnRanks(world, [&](int r, DataParallel& dp) {
    model::Transformer& m = models[static_cast<size_t>(r)];
    m.set_gradient_checkpointing(true);
    std::shared_ptr<ShardedLayers> layers = ShardedLayers::Shard(m, dp);
    EXPECT_EQ(m.LayerParameters(0).front().device().type(), at::kMeta) << "the model's own went";
    at::Tensor embed = m.NamedParameters().front().second.requires_grad_(true);
    {
      c10::NoGradGuard no_grad;
      no_grad_outputs[r] = m.Forward(Ids(r), Positions());
    }
    at::Tensor out = m.Forward(Ids(r), Positions());
    (out * Probe()).sum().backward();
    outputs[r] = out.detach();
    embed_grads[r] = embed.grad().clone();
    slice_numels[r] = layers->slice(0).numel();
    for (int64_t i = 0; i < layers->num_layers(); ++i)
      gathered[r].push_back(
          dp.AllGatherShards(layers->gradient(i)).narrow(0, 0, layers->layer_numel(i)));
  });
  at::Tensor embed_sum = at::zeros_like(whole.embed_grad);
  for (int r = 0; r < world; ++r) {
    EXPECT_TRUE(at::allclose(outputs[r], whole.outputs[r], 0, 1e-6)) << "rank " << r;
    EXPECT_TRUE(at::allclose(no_grad_outputs[r], whole.outputs[r], 0, 1e-6)) << "rank " << r;
    embed_sum += embed_grads[r];
    for (size_t i = 0; i < whole.layer_grads.size(); ++i) {
      std::vector<at::Tensor> flat;
      for (const at::Tensor& g : whole.layer_grads[i]) flat.push_back(g.reshape({-1}));
      const at::Tensor expected = at::cat(flat);
      EXPECT_TRUE(at::allclose(gathered[r][i], expected, 1e-5, 1e-5))
          << "rank " << r << " layer " << i << " max diff "
          << (gathered[r][i] - expected).abs().max().item<double>();
    }
    const int64_t n = whole.layer_grads.size() > 0 ? gathered[r][0].numel() : 0;
    EXPECT_EQ(slice_numels[r], (n + world - 1) / world) << "a 1/W slice";
  }
  EXPECT_TRUE(at::allclose(embed_sum, whole.embed_grad, 1e-5, 1e-5));
}

INSTANTIATE_TEST_SUITE_P(Worlds, ShardedLayersTest, ::testing::Values(1, 2, 3));

TEST(ShardedLayersRefusalTest, NoDecodeAndNoGradForwardWithoutCheckpointing) {
  model::Transformer m = testing::TinyQwen2();
  DataParallel one;
  ShardedLayers::Shard(m, one);
  EXPECT_THROW(m.Forward(Ids(0), Positions()), c10::Error) << "grad mode, no checkpointing";
  c10::NoGradGuard no_grad;
  model::KvCache cache = m.NewCache(kRows, 16);
  EXPECT_THROW(m.Forward(Ids(0), Positions(), &cache), c10::Error) << "a KV cache";
  EXPECT_THROW(ShardedLayers::Shard(m, one), c10::Error) << "sharded twice";
}

}  // namespace
}  // namespace warpgym::train
