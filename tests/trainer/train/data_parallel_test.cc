// trainer/train/data_parallel.h through PpoUpdate: two ranks (threads over one c10d::HashStore,
// the same collectives as processes over a TCPStore), each with half of a batch, end one update
// with bit-identical parameters, equal (to float tolerance) to one process given the whole batch,
// and report the same metrics, those of the union; and the collectives themselves, typed and
// byte-level, over ranks and in a world of one. With two GPUs, the same update with gradients
// summed by NCCL (nccl_collectives.h); without, that EnableNccl fails cleanly and the store path
// stays.
#include "trainer/train/data_parallel.h"

#include <arpa/inet.h>
#include <gtest/gtest.h>
#include <netinet/in.h>
#include <sys/socket.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <cmath>
#include <limits>
#include <thread>
#include <torch/csrc/distributed/c10d/HashStore.hpp>

#include "tests/trainer/train/ppo_fixture.h"
#include "tests/trainer/train/thread_ranks.h"

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
      metrics[r] = PpoUpdate(actors[r], critics[r],
                             Pointers(data, r == 0 ? std::vector{0, 2, 3} : std::vector{1}),
                             Config(), 1.0, dp);
      transport[r] = dp.gradient_transport();
    });
  for (std::thread& t : ranks) t.join();
  EXPECT_EQ(transport, std::vector<std::string>(2, nccl ? "nccl" : "store"));

  const Learner* learners[][3] = {{&actor, &actors[0], &actors[1]},
                                  {&critic, &critics[0], &critics[1]}};
  for (const auto& [one, rank0, rank1] : learners) {
    ASSERT_EQ(one->params.size(), rank0->params.size());
    for (size_t i = 0; i < one->params.size(); ++i) {
      const at::Tensor p0 = rank0->params[i].cpu(), p1 = rank1->params[i].cpu(),
                       p = one->params[i].cpu();
      EXPECT_TRUE(at::equal(p0, p1)) << "parameter " << i << " differs between ranks";
      // Adam divides each gradient element by its own magnitude: where the gradient is a sum of
      // near-cancelling terms, another summation order (ranks, another CPU's SIMD, a GPU) shifts
      // its rounding by ~1e-3 relative and the step by lr times that. The gradients below are the
      // tight check; parameters agree to lr / 100.
      EXPECT_TRUE(at::allclose(p0, p, 0, Config().actor_lr / 100))
          << "parameter " << i << ": max diff " << (p0 - p).abs().max().item<double>();
      // Adam hides a gradient's scale; the gradients themselves (the last step's) show it.
      ASSERT_TRUE(rank0->params[i].grad().defined() && one->params[i].grad().defined());
      const at::Tensor g0 = rank0->params[i].grad().cpu(), g = one->params[i].grad().cpu();
      EXPECT_TRUE(at::allclose(g0, g, 1e-4, 1e-7))
          << "gradient " << i << ": max diff " << (g0 - g).abs().max().item<double>();
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

TEST(DataParallelTest, TwoRanksMatchOneProcessOnTheUnion) {
  ExpectTwoRanksMatchOneProcess({at::kCPU, at::kCPU}, false);
}

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

// Runs body(dp) on `world` thread-ranks over one HashStore and joins them.
void OnRanks(int world, const std::function<void(DataParallel&)>& body) {
  testing::OnRanks(world, [&](int, DataParallel& dp) { body(dp); });
}

TEST(DataParallelTest, TypedCollectivesGiveTheSameValuesOnEveryRank) {
  struct Seen {
    double sum = 0, max = 0, min = 0;
    int64_t int_sum = 0, int_min = 0, root = 0;
    std::vector<double> sums;
    std::vector<int64_t> int_sums;
  };
  std::vector<Seen> seen(2);
  constexpr int64_t kBig = int64_t{1} << 60;  // not a double: must travel as an int64
  OnRanks(2, [&](DataParallel& dp) {
    const int r = dp.rank();
    Seen& s = seen[static_cast<size_t>(r)];
    s.sum = dp.SumOverRanks(0.1 * (r + 1));
    s.int_sum = dp.SumOverRanks(kBig + r);
    s.max = dp.MaxOverRanks(r == 0 ? 2.5 : -1.0);
    s.min = dp.MinOverRanks(r == 0 ? 2.5 : -1.0);
    s.int_min = dp.MinOverRanks(int64_t{10} - r);
    s.sums = dp.SumOverRanks(std::vector<double>{1.0 * r, 0.25, -3.0 * r});
    s.int_sums = dp.SumOverRanks(std::vector<int64_t>{kBig, r});
    s.root = dp.Broadcast(int64_t{100} + r);
  });
  for (const Seen& s : seen) {
    EXPECT_EQ(s.sum, seen[0].sum);  // the same bits on every rank
    EXPECT_DOUBLE_EQ(s.sum, 0.1 + 0.2);
    EXPECT_EQ(s.int_sum, 2 * kBig + 1);
    EXPECT_EQ(s.max, 2.5);
    EXPECT_EQ(s.min, -1.0);
    EXPECT_EQ(s.int_min, 9);
    EXPECT_EQ(s.sums, (std::vector<double>{1.0, 0.5, -3.0}));
    EXPECT_EQ(s.int_sums, (std::vector<int64_t>{2 * kBig, 1}));
    EXPECT_EQ(s.root, 100);
  }
}

TEST(DataParallelTest, MaxAndMinAreNanWhenAnyRankIsNan) {
  std::vector<double> max(2), min(2);
  OnRanks(2, [&](DataParallel& dp) {
    const double x = dp.rank() == 1 ? std::numeric_limits<double>::quiet_NaN() : 1.0;
    max[static_cast<size_t>(dp.rank())] = dp.MaxOverRanks(x);
    min[static_cast<size_t>(dp.rank())] = dp.MinOverRanks(x);
  });
  for (int r = 0; r < 2; ++r) {
    EXPECT_TRUE(std::isnan(max[static_cast<size_t>(r)]));
    EXPECT_TRUE(std::isnan(min[static_cast<size_t>(r)]));
  }
}

TEST(DataParallelTest, RanksPostingDifferentCountsIsAnErrorOnEveryRank) {
  // Rank 1 sums two numbers where rank 0 sums one: each reads a post of the wrong length.
  std::vector<std::string> errors(2);
  OnRanks(2, [&](DataParallel& dp) {
    try {
      if (dp.rank() == 0)
        dp.SumOverRanks(1.0);
      else
        dp.SumOverRanks(std::vector<double>{1.0, 2.0});
    } catch (const c10::Error& e) {
      errors[static_cast<size_t>(dp.rank())] = e.what_without_backtrace();
    }
  });
  for (const std::string& e : errors)
    EXPECT_NE(e.find("SumOverRanks: rank"), std::string::npos) << e;
}

TEST(DataParallelTest, AWorldOfOneReturnsItsInputWithoutAStore) {
  DataParallel one;
  EXPECT_EQ(one.rank(), 0);
  EXPECT_EQ(one.world_size(), 1);
  EXPECT_TRUE(one.is_root());
  EXPECT_STREQ(one.gradient_transport(), "none");
  EXPECT_EQ(one.SumOverRanks(0.1), 0.1);
  EXPECT_EQ(one.SumOverRanks(int64_t{-7}), -7);
  EXPECT_EQ(one.MaxOverRanks(-2.0), -2.0);
  EXPECT_EQ(one.MinOverRanks(3.0), 3.0);
  EXPECT_EQ(one.MinOverRanks(int64_t{4}), 4);
  EXPECT_EQ(one.Broadcast(int64_t{5}), 5);
  EXPECT_EQ(one.SumOverRanks(std::vector<double>{1.5, -0.0}), (std::vector<double>{1.5, -0.0}));
  EXPECT_EQ(one.SumOverRanks(std::vector<int64_t>{1, 2}), (std::vector<int64_t>{1, 2}));
  EXPECT_EQ(one.MaxOverRanks(std::vector<double>{1.0, 2.0}), (std::vector<double>{1.0, 2.0}));
  EXPECT_EQ(one.AllGather("bytes"), std::vector<std::string>{"bytes"});
  std::vector<at::Tensor> t = {at::full({3}, 2.0, at::kFloat)};
  const void* data = t[0].data_ptr();
  one.AllReduceSum(t);  // left alone: the same storage, the same values
  EXPECT_EQ(t[0].data_ptr(), data);
  EXPECT_TRUE(at::equal(t[0], at::full({3}, 2.0, at::kFloat)));
  one.Barrier();
  one.Finish();  // returns at once: no rank to wait for
  EXPECT_FALSE(one.EnableNccl(at::Device(at::kCUDA, 0)).ok());
}

// PpoUpdate on two thread-ranks, rank r given shares[r] of `data`: the metrics of each rank.
std::vector<PpoMetrics> TwoRankMetrics(const std::vector<rl::Trajectory>& data,
                                       const std::vector<std::vector<int>>& shares) {
  std::vector<Learner> actors, critics;
  for (int r = 0; r < 2; ++r) {
    actors.push_back(MakeLearner(false));
    critics.push_back(MakeLearner(true));
  }
  std::vector<PpoMetrics> metrics(2);
  OnRanks(2, [&](DataParallel& dp) {
    const auto r = static_cast<size_t>(dp.rank());
    metrics[r] = PpoUpdate(actors[r], critics[r], Pointers(data, shares[r]), Config(), 1.0, dp);
  });
  return metrics;
}

TEST(DataParallelTest, EveryMetricIsAlikeOnEveryRankAndThatOfTheUnion) {
  const std::vector<rl::Trajectory> data = Batch();
  const std::vector<PpoMetrics> metrics = TwoRankMetrics(data, {{0, 2, 3}, {1}});
  EXPECT_EQ(metrics[0].ToJson(), metrics[1].ToJson());

  Learner actor = MakeLearner(false), critic = MakeLearner(true);
  const PpoMetrics one = PpoUpdate(actor, critic, Pointers(data, {0, 1, 2, 3}), Config(), 1.0);
  const nlohmann::ordered_json two = metrics[0].ToJson(), union_ = one.ToJson();
  // Statistics of the first pass (before any step): the union's, to float rounding. (The
  // losses, KL and token counts are checked against the union above, with the parameters.)
  for (const char* key :
       {"entropy", "explained_variance", "value_mean", "return_mean", "advantage_std",
        "mismatch_mean_abs", "mismatch_max_abs", "mismatch_kl", "clip_fraction",
        "clip_fraction_low", "clip_fraction_high", "train_tokens"})
    EXPECT_NEAR(two[key].get<double>(), union_[key].get<double>(), 1e-5) << key;
}

TEST(DataParallelTest, MismatchMaxAbsIsTheMaximumOverTheRanks) {
  std::vector<rl::Trajectory> data = Batch();
  // Rank 1's sampler was far from the trainer on its only trajectory; rank 0's was close.
  for (size_t k = 0; k < data[1].logprobs.size(); ++k)
    if (data[1].loss_mask[k]) data[1].logprobs[k] = -30.0f;
  const std::vector<std::vector<int>> shares = {{0, 2, 3}, {1}};
  const std::vector<PpoMetrics> metrics = TwoRankMetrics(data, shares);
  std::vector<double> local(2);
  for (size_t r = 0; r < 2; ++r) {  // each rank's own, as a world of one
    Learner actor = MakeLearner(false), critic = MakeLearner(true);
    local[r] = PpoUpdate(actor, critic, Pointers(data, shares[r]), Config(), 1.0).mismatch_max_abs;
  }
  ASSERT_GT(local[1], local[0] + 10);  // the ranks' own maxima differ: the test can tell
  for (const PpoMetrics& m : metrics) {
    EXPECT_EQ(m.mismatch_max_abs, metrics[0].mismatch_max_abs);
    EXPECT_NEAR(m.mismatch_max_abs, local[1], 1e-5);
    EXPECT_GE(m.mismatch_max_abs, local[0]);
  }
}

TEST(DataParallelTest, RankShareDealsRoundRobin) {
  EXPECT_EQ(RankShare(5, 0, 2), (std::vector<int64_t>{0, 2, 4}));
  EXPECT_EQ(RankShare(5, 1, 2), (std::vector<int64_t>{1, 3}));
  EXPECT_TRUE(RankShare(1, 1, 2).empty());
}

// Rank r's tensors for a broadcast: its own values, in two dtypes, shapes alike everywhere.
std::vector<at::Tensor> RankTensors(int r, at::Device device) {
  return {at::full({2, 3}, 1.5 * (r + 1), at::kFloat).to(device),
          at::arange(4, at::kLong).add(10 * r).to(device),
          at::full({1}, -r, at::kFloat).to(device)};
}

void ExpectBroadcastFrom(int root, const std::vector<at::Device>& devices, bool nccl) {
  const auto world = static_cast<int>(devices.size());
  std::vector<std::vector<at::Tensor>> got(devices.size());
  OnRanks(world, [&](DataParallel& dp) {
    const at::Device device = devices[static_cast<size_t>(dp.rank())];
    if (nccl) {
      ASSERT_TRUE(dp.EnableNccl(device).ok());
    }
    std::vector<at::Tensor> t = RankTensors(dp.rank(), device);
    dp.Broadcast(t, root);
    for (at::Tensor& x : t) x = x.cpu();
    got[static_cast<size_t>(dp.rank())] = t;
  });
  const std::vector<at::Tensor> expected = RankTensors(root, at::kCPU);
  for (size_t r = 0; r < got.size(); ++r)
    for (size_t i = 0; i < expected.size(); ++i)
      EXPECT_TRUE(at::equal(got[r][i], expected[i])) << "rank " << r << " tensor " << i;
}

TEST(DataParallelTest, BroadcastGivesEveryRankTheRootsTensors) {
  ExpectBroadcastFrom(1, {at::kCPU, at::kCPU, at::kCPU}, false);
  ExpectBroadcastFrom(0, {at::kCPU, at::kCPU}, false);
  DataParallel one;
  std::vector<at::Tensor> alone = RankTensors(0, at::kCPU);
  one.Broadcast(alone);  // a world of one: left alone
  EXPECT_TRUE(at::equal(alone[1], at::arange(4, at::kLong)));
}

TEST(DataParallelTest, BroadcastOfOtherShapesThanTheRootsIsAnError) {
  std::vector<bool> threw(2, false);
  OnRanks(2, [&](DataParallel& dp) {
    std::vector<at::Tensor> t = {at::zeros({dp.rank() == 0 ? 3 : 5}, at::kFloat)};
    try {
      dp.Broadcast(t, 0);
    } catch (const c10::Error&) {
      threw[static_cast<size_t>(dp.rank())] = true;
    }
  });
  EXPECT_FALSE(threw[0]);
  EXPECT_TRUE(threw[1]) << "rank 1 expected 5 floats, rank 0 posted 3";
}

TEST(DataParallelTest, TwoGpusBroadcastThroughNccl) {
  if (!NcclCollectives::Built()) GTEST_SKIP() << "built without NCCL";
  if (!at::hasCUDA() || at::getNumGPUs() < 2) GTEST_SKIP() << "needs 2 CUDA devices";
  ExpectBroadcastFrom(1, {at::Device(at::kCUDA, 0), at::Device(at::kCUDA, 1)}, true);
}

// Two groups of a world of four: each group's collectives see only its ranks (numbered from 0),
// interleaved with the world's in any order, and a group of one is a world of one.
TEST(DataParallelTest, SubgroupsReduceOverTheirOwnRanksBesideTheWorld) {
  std::vector<double> group_sum(4), world_sum(4), single(4, -1);
  std::vector<int> group_rank(4), group_size(4);
  OnRanks(4, [&](DataParallel& world) {
    const int r = world.rank();
    const bool learner = r < 2;
    DataParallel group =
        learner ? world.Subgroup("learners", 0, 2) : world.Subgroup("rollout", 2, 2);
    group_rank[r] = group.rank();
    group_size[r] = group.world_size();
    // The learners reduce among themselves twice before the world's sum; the others after it.
    if (learner) group_sum[r] = group.SumOverRanks(double(r + 1)) + group.SumOverRanks(0.0);
    world_sum[r] = world.SumOverRanks(double(r + 1));
    if (!learner) group_sum[r] = group.SumOverRanks(double(r + 1));
    if (r == 3) single[r] = world.Subgroup("last", 3, 1).SumOverRanks(7.0);
  });
  EXPECT_EQ(group_rank, (std::vector<int>{0, 1, 0, 1}));
  EXPECT_EQ(group_size, (std::vector<int>{2, 2, 2, 2}));
  EXPECT_EQ(group_sum, (std::vector<double>{3, 3, 7, 7}));
  EXPECT_EQ(world_sum, (std::vector<double>{10, 10, 10, 10}));
  EXPECT_EQ(single[3], 7.0);
}

TEST(DataParallelTest, ASubgroupRefusesARankOutsideIt) {
  OnRanks(2, [&](DataParallel& world) {
    if (world.rank() == 0) {
      EXPECT_THROW(world.Subgroup("other", 1, 1), c10::Error);
    }
  });
}

// One rank's failure fails the step on every rank: the failed one keeps its own error, the
// others learn how many failed.
TEST(DataParallelTest, AgreeOverRanksFailsEveryRankWhenOneFails) {
  std::vector<Status> agreed(3, Status::Ok());
  OnRanks(3, [&](DataParallel& dp) {
    const Status mine = dp.rank() == 1 ? Status::Unavailable("rank 1's own reason") : Status::Ok();
    agreed[static_cast<size_t>(dp.rank())] = AgreeOverRanks(dp, mine, "the test step");
  });
  EXPECT_EQ(agreed[1].message(), "rank 1's own reason");
  for (int r : {0, 2}) {
    EXPECT_FALSE(agreed[static_cast<size_t>(r)].ok());
    EXPECT_NE(agreed[static_cast<size_t>(r)].message().find("1 other rank(s) failed the test step"),
              std::string::npos);
  }
  std::vector<Status> fine(2, Status::Internal("unset"));
  OnRanks(2, [&](DataParallel& dp) {
    fine[static_cast<size_t>(dp.rank())] = AgreeOverRanks(dp, Status::Ok(), "nothing");
  });
  EXPECT_TRUE(fine[0].ok() && fine[1].ok());
}

// A free TCP port on the loopback (bound to 0, read back, closed).
int FreePort() {
  const int fd = socket(AF_INET, SOCK_STREAM, 0);
  sockaddr_in addr{};
  addr.sin_family = AF_INET;
  addr.sin_addr.s_addr = htonl(INADDR_LOOPBACK);
  bind(fd, reinterpret_cast<sockaddr*>(&addr), sizeof(addr));
  socklen_t len = sizeof(addr);
  getsockname(fd, reinterpret_cast<sockaddr*>(&addr), &len);
  close(fd);
  return ntohs(addr.sin_port);
}

// Through a real TCPStore (which refuses a value over 8 MiB): posts of tens of MiB, a large
// batch's trajectories or a model's weights, arrive whole, and the next round still works.
TEST(DataParallelTest, PostsLargerThanTheStoresValueLimitTravelInParts) {
  const int port = FreePort();
  const size_t big = size_t{20} << 20;
  std::vector<std::vector<std::string>> gathered(2);
  std::vector<at::Tensor> received(2);
  std::vector<double> sums(2);
  std::vector<std::thread> ranks;
  for (int r = 0; r < 2; ++r)
    ranks.emplace_back([&, r] {
      auto dp = DataParallel::Connect({r, 2, r, "127.0.0.1", port}, std::chrono::seconds(60));
      ASSERT_TRUE(dp.ok()) << dp.status().message();
      gathered[r] =
          dp->AllGather(std::string(big + static_cast<size_t>(r), static_cast<char>('a' + r)));
      std::vector<at::Tensor> weights = {r == 0 ? at::arange(3'000'000, at::kFloat)
                                                : at::zeros({3'000'000}, at::kFloat)};
      dp->Broadcast(weights, 0);
      received[r] = weights[0];
      sums[r] = dp->SumOverRanks(double(r + 1));
      dp->Finish();
    });
  for (std::thread& t : ranks) t.join();
  for (int r = 0; r < 2; ++r) {
    ASSERT_EQ(gathered[r].size(), 2u);
    EXPECT_EQ(gathered[r][0], std::string(big, 'a'));
    EXPECT_EQ(gathered[r][1], std::string(big + 1, 'b'));
    EXPECT_TRUE(at::equal(received[r], at::arange(3'000'000, at::kFloat)));
    EXPECT_EQ(sums[r], 3.0);
  }
}

}  // namespace
}  // namespace warpgym::train
