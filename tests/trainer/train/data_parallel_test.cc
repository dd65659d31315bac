// trainer/train/data_parallel.h through PpoUpdate: two ranks (threads over one c10d::HashStore,
// the same collectives as processes over a TCPStore), each with half of a batch, end one update
// with bit-identical parameters, equal (to float tolerance) to one process given the whole batch;
// and the collectives themselves.
#include "trainer/train/data_parallel.h"

#include <thread>

#include <gtest/gtest.h>
#include <torch/csrc/distributed/c10d/HashStore.hpp>

#include "trainer/model/config.h"
#include "trainer/train/ppo_update.h"
#include "trainer/train/token_batch.h"

namespace warpgym::train {
namespace {

model::ModelConfig TinyConfig() {
  const nlohmann::json j = {{"model_type", "qwen2"}, {"vocab_size", 32}, {"hidden_size", 16},
                            {"intermediate_size", 32}, {"num_hidden_layers", 2}, {"num_attention_heads", 4},
                            {"num_key_value_heads", 2}, {"max_position_embeddings", 128}, {"rms_norm_eps", 1e-6},
                            {"rope_theta", 10000.0}, {"tie_word_embeddings", true}};
  auto c = model::ModelConfig::FromJson(j);
  EXPECT_TRUE(c.ok()) << c.status().ToString();
  return c.value();
}

// The same weights every call (the seed), so each rank and the single process start alike.
Learner MakeLearner(bool value_head) {
  at::manual_seed(value_head ? 7 : 3);
  model::Transformer m(TinyConfig(), at::TensorOptions().dtype(at::kFloat), value_head);
  Learner l{m, {}, nullptr};
  l.params = TrainableParameters(l.model);
  l.optimizer = std::make_unique<AdamW>(l.params, AdamWOptions{1e-2});
  return l;
}

// Trajectories of different lengths and rewards: a prompt, then policy tokens with made-up
// sampler log-probs.
std::vector<rl::Trajectory> Batch() {
  std::vector<rl::Trajectory> out;
  for (int i = 0; i < 4; ++i) {
    rl::Trajectory t;
    t.task_id = "t";
    const int n = 5 + 3 * i;
    for (int k = 0; k < n; ++k) {
      t.tokens.push_back((7 * k + 3 * i + 1) % 32);
      const bool policy = k >= 3 && k % 4 != 0;
      t.loss_mask.push_back(policy ? 1 : 0);
      t.logprobs.push_back(policy ? -3.0f - 0.1f * static_cast<float>(k % 3) : 0.0f);
    }
    t.reward = i % 2 == 0 ? 1.0 : -0.5 * i;
    t.turns = 1;
    out.push_back(std::move(t));
  }
  return out;
}

PpoConfig Config() {
  PpoConfig c;
  c.epochs = 2;         // the second epoch's ratios differ from 1: the clipped loss is exercised
  c.minibatches = 1;
  c.max_grad_norm = 0;  // unclipped gradients, compared below
  c.actor_lr = c.critic_lr = 1e-2;
  return c;
}

std::vector<const rl::Trajectory*> Pointers(const std::vector<rl::Trajectory>& v, const std::vector<int>& which) {
  std::vector<const rl::Trajectory*> out;
  for (int i : which) out.push_back(&v[static_cast<size_t>(i)]);
  return out;
}

TEST(DataParallelTest, TwoRanksMatchOneProcessOnTheUnion) {
  const std::vector<rl::Trajectory> data = Batch();
  Learner actor = MakeLearner(false), critic = MakeLearner(true);
  const PpoMetrics single = PpoUpdate(actor, critic, Pointers(data, {0, 1, 2, 3}), Config(), 1.0);

  std::vector<Learner> actors, critics;
  for (int r = 0; r < 2; ++r) {
    actors.push_back(MakeLearner(false));
    critics.push_back(MakeLearner(true));
  }
  auto store = c10::make_intrusive<c10d::HashStore>();
  std::vector<PpoMetrics> metrics(2);
  std::vector<std::thread> ranks;
  for (int r = 0; r < 2; ++r)
    ranks.emplace_back([&, r] {
      DataParallel dp(store, r, 2);
      // Uneven shares (3 + 1 trajectories): the token-mean must still be global.
      metrics[r] = PpoUpdate(actors[r], critics[r], Pointers(data, r == 0 ? std::vector{0, 2, 3} : std::vector{1}),
                             Config(), 1.0, &dp);
    });
  for (std::thread& t : ranks) t.join();

  const Learner* learners[][3] = {{&actor, &actors[0], &actors[1]}, {&critic, &critics[0], &critics[1]}};
  for (const auto& [one, rank0, rank1] : learners) {
    ASSERT_EQ(one->params.size(), rank0->params.size());
    for (size_t i = 0; i < one->params.size(); ++i) {
      EXPECT_TRUE(at::equal(rank0->params[i], rank1->params[i])) << "parameter " << i << " differs between ranks";
      EXPECT_TRUE(at::allclose(rank0->params[i], one->params[i], 1e-4, 1e-6)) << "parameter " << i;
      // Adam hides a gradient's scale; the gradients themselves (the last step's) show it.
      ASSERT_TRUE(rank0->params[i].grad().defined() && one->params[i].grad().defined());
      EXPECT_TRUE(at::allclose(rank0->params[i].grad(), one->params[i].grad(), 1e-4, 1e-7))
          << "gradient " << i << ": max diff "
          << (rank0->params[i].grad() - one->params[i].grad()).abs().max().item<double>();
    }
  }
  EXPECT_NEAR(metrics[0].policy_loss, single.policy_loss, 1e-6);
  EXPECT_NEAR(metrics[0].value_loss, single.value_loss, 1e-6);
  EXPECT_EQ(metrics[0].policy_tokens, single.policy_tokens);
  EXPECT_EQ(metrics[1].policy_tokens, single.policy_tokens);
  EXPECT_EQ(metrics[0].optimizer_steps, 2);
}

TEST(DataParallelTest, CollectivesAreInRankOrderAndAlikeEverywhere) {
  auto store = c10::make_intrusive<c10d::HashStore>();
  std::vector<std::vector<std::string>> gathered(3);
  std::vector<at::Tensor> sums(3);
  std::vector<double> scalars(3);
  std::vector<std::thread> ranks;
  for (int r = 0; r < 3; ++r)
    ranks.emplace_back([&, r] {
      DataParallel dp(store, r, 3);
      gathered[r] = dp.AllGather("rank" + std::to_string(r));
      std::vector<at::Tensor> t = {at::full({2, 3}, 0.1 * (r + 1), at::kFloat)};
      dp.AllReduceSum(t);
      sums[r] = t[0];
      scalars[r] = dp.SumOverRanks(r + 1.0);
      dp.Barrier();
    });
  for (std::thread& t : ranks) t.join();
  for (int r = 0; r < 3; ++r) {
    EXPECT_EQ(gathered[r], (std::vector<std::string>{"rank0", "rank1", "rank2"}));
    EXPECT_TRUE(at::equal(sums[r], sums[0]));
    EXPECT_DOUBLE_EQ(scalars[r], 6.0);
  }
  EXPECT_TRUE(at::allclose(sums[0], at::full({2, 3}, 0.6, at::kFloat)));
}

TEST(DataParallelTest, RankShareDealsRoundRobin) {
  EXPECT_EQ(RankShare(5, 0, 2), (std::vector<int64_t>{0, 2, 4}));
  EXPECT_EQ(RankShare(5, 1, 2), (std::vector<int64_t>{1, 3}));
  EXPECT_TRUE(RankShare(1, 1, 2).empty());
}

}  // namespace
}  // namespace warpgym::train
