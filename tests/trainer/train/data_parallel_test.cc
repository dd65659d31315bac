// trainer/train/data_parallel.h through PpoUpdate: two ranks (threads over one c10d::HashStore,
// the same collectives as processes over a TCPStore), each with half of a batch, end one update
// with bit-identical parameters, equal (to float tolerance) to one process given the whole batch;
// and the collectives themselves. With two GPUs, the same update with gradients summed by NCCL
// (nccl_collectives.h); without, that EnableNccl fails cleanly and the store path stays.
#include "trainer/train/data_parallel.h"

#include <atomic>
#include <chrono>
#include <thread>

#include <gtest/gtest.h>
#include <torch/csrc/distributed/c10d/HashStore.hpp>

#include "tests/trainer/train/ppo_fixture.h"

namespace warpgym::train {
namespace {

// Two ranks, on devices[0] and devices[1], each with a share of the batch, against one process on
// devices[0] given the union. With `nccl`, the ranks sum gradients through NCCL.
void ExpectTwoRanksMatchOneProcess(const std::vector<at::Device>& devices, bool nccl) {
  const std::vector<rl::Trajectory> data = Batch();
  Learner actor = MakeLearner(false, devices[0]), critic = MakeLearner(true, devices[0]);
  const PpoMetrics single = PpoUpdate(actor, critic, Pointers(data, {0, 1, 2, 3}), Config(), 1.0);

  std::vector<Learner> actors, critics;
  for (int r = 0; r < 2; ++r) {
    actors.push_back(MakeLearner(false, devices[r]));
    critics.push_back(MakeLearner(true, devices[r]));
  }
  auto store = c10::make_intrusive<c10d::HashStore>();
  std::vector<PpoMetrics> metrics(2);
  std::vector<std::string> transport(2);
  std::vector<std::thread> ranks;
  for (int r = 0; r < 2; ++r)
    ranks.emplace_back([&, r] {
      DataParallel dp(store, r, 2);
      if (nccl) {
        const Status s = dp.EnableNccl(devices[r]);
        EXPECT_TRUE(s.ok()) << s.ToString();
      }
      // Uneven shares (3 + 1 trajectories): the token-mean must still be global.
      metrics[r] = PpoUpdate(actors[r], critics[r], Pointers(data, r == 0 ? std::vector{0, 2, 3} : std::vector{1}),
                             Config(), 1.0, &dp);
      transport[r] = dp.gradient_transport();
    });
  for (std::thread& t : ranks) t.join();
  EXPECT_EQ(transport, std::vector<std::string>(2, nccl ? "nccl" : "store"));

  const Learner* learners[][3] = {{&actor, &actors[0], &actors[1]}, {&critic, &critics[0], &critics[1]}};
  for (const auto& [one, rank0, rank1] : learners) {
    ASSERT_EQ(one->params.size(), rank0->params.size());
    for (size_t i = 0; i < one->params.size(); ++i) {
      const at::Tensor p0 = rank0->params[i].cpu(), p1 = rank1->params[i].cpu(), p = one->params[i].cpu();
      EXPECT_TRUE(at::equal(p0, p1)) << "parameter " << i << " differs between ranks";
      // Adam divides each gradient element by its own magnitude: where the gradient is a sum of
      // near-cancelling terms, another summation order (ranks, another CPU's SIMD, a GPU) shifts
      // its rounding by ~1e-3 relative and the step by lr times that. The gradients below are the
      // tight check; parameters agree to lr / 100.
      EXPECT_TRUE(at::allclose(p0, p, 0, Config().actor_lr / 100)) << "parameter " << i << ": max diff "
                                                                   << (p0 - p).abs().max().item<double>();
      // Adam hides a gradient's scale; the gradients themselves (the last step's) show it.
      ASSERT_TRUE(rank0->params[i].grad().defined() && one->params[i].grad().defined());
      const at::Tensor g0 = rank0->params[i].grad().cpu(), g = one->params[i].grad().cpu();
      EXPECT_TRUE(at::allclose(g0, g, 1e-4, 1e-7)) << "gradient " << i << ": max diff "
                                                   << (g0 - g).abs().max().item<double>();
    }
  }
  EXPECT_NEAR(metrics[0].policy_loss, single.policy_loss, 1e-6);
  EXPECT_NEAR(metrics[0].value_loss, single.value_loss, 1e-6);
  EXPECT_EQ(metrics[0].policy_tokens, single.policy_tokens);
  EXPECT_EQ(metrics[1].policy_tokens, single.policy_tokens);
  // The KL to the old policy is over the union (summed over the ranks once, after the steps).
  EXPECT_GT(single.approx_kl, 0);
  EXPECT_NEAR(metrics[0].approx_kl, single.approx_kl, 1e-6);
  EXPECT_NEAR(metrics[1].approx_kl, single.approx_kl, 1e-6);
  EXPECT_EQ(metrics[0].optimizer_steps, 2);
}

TEST(DataParallelTest, TwoRanksMatchOneProcessOnTheUnion) { ExpectTwoRanksMatchOneProcess({at::kCPU, at::kCPU}, false); }

// The GPU path (tools/device/ppo_gpu.sh runs it on the H200 pair).
TEST(DataParallelTest, TwoGpusWithNcclMatchOneProcessOnTheUnion) {
  if (!NcclCollectives::Built()) GTEST_SKIP() << "built without NCCL";
  if (!at::hasCUDA() || at::getNumGPUs() < 2) GTEST_SKIP() << "needs 2 CUDA devices";
  ExpectTwoRanksMatchOneProcess({at::Device(at::kCUDA, 0), at::Device(at::kCUDA, 1)}, true);
}

TEST(DataParallelTest, WithoutAGpuEnableNcclFailsAndTheStoreStays) {
  if (at::hasCUDA()) GTEST_SKIP() << "a CUDA device is present";
  auto store = c10::make_intrusive<c10d::HashStore>();
  DataParallel dp(store, 0, 1);
  const Status s = dp.EnableNccl(at::Device(at::kCUDA, 0));
  EXPECT_FALSE(s.ok());
  EXPECT_FALSE(s.message().empty());
  EXPECT_STREQ(dp.gradient_transport(), "store");
  std::vector<at::Tensor> t = {at::full({3}, 2.0, at::kFloat)};
  dp.AllReduceSum(t);  // one rank: the sum is itself
  EXPECT_TRUE(at::equal(t[0], at::full({3}, 2.0, at::kFloat)));
}

TEST(DataParallelTest, RankZeroFinishesOnlyAfterEveryOtherRank) {
  // Rank 0 hosts the store: if it returned first, its exit could cut a rank still reading.
  auto store = c10::make_intrusive<c10d::HashStore>();
  std::atomic<bool> root_done{false};
  std::thread root([&] {
    DataParallel dp(store, 0, 3);
    dp.Finish();
    root_done = true;
  });
  DataParallel one(store, 1, 3), two(store, 2, 3);
  one.Finish();  // the others return at once
  std::this_thread::sleep_for(std::chrono::milliseconds(200));
  EXPECT_FALSE(root_done) << "rank 0 left before rank 2 finished";
  two.Finish();
  root.join();
  EXPECT_TRUE(root_done);
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
