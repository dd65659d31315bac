// trainer/train/sharded_adamw.h and the collectives under it: ranks are threads over one
// c10d::HashStore (the same collectives as processes over a TCPStore). A sharded step gives every
// rank the same parameters, equal to AdamW's on the summed gradients (to the rounding of the
// clipping norm) on 2 and 4 ranks, over parameters whose sizes make shards cross parameter
// boundaries and leave padding; a resumed sharded run equals an uninterrupted one, also on
// another number of ranks or unsharded; a cut-short set of shards is refused; and PPO updates with
// sharded optimizers match those with whole ones.
#include "trainer/train/sharded_adamw.h"

#include <ATen/CPUGeneratorImpl.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <functional>
#include <thread>
#include <torch/csrc/distributed/c10d/HashStore.hpp>

#include "tests/trainer/train/ppo_fixture.h"
#include "tests/trainer/train/thread_ranks.h"
#include "trainer/train/saved_moments.h"

namespace warpgym::train {
namespace {

// `world` ranks, each running body(rank, its DataParallel) on a thread of its own.
using testing::OnRanks;

// Sizes of 7 + 15 + 11 + 1 = 34 elements: over 4 ranks, shards of 9 cross every boundary and the
// last holds 7 and 2 of padding.
const std::vector<int64_t> kNumels = {7, 15, 11, 1};

// Drawn from a generator of their own: the ranks' threads draw at once.
std::vector<at::Tensor> Params() {
  at::Generator gen = at::detail::createCPUGenerator(11);
  std::vector<at::Tensor> ps;
  for (const auto& shape : std::vector<std::vector<int64_t>>{{7}, {3, 5}, {11}, {1}})
    ps.push_back(at::randn(shape, gen, at::kFloat).set_requires_grad(true));
  return ps;
}

// Rank r's gradients at `step`: different on every rank and step; rank 1 leaves parameter 2
// without one.
void SetGradients(std::vector<at::Tensor>& ps, int rank, int step) {
  at::Generator gen = at::detail::createCPUGenerator(static_cast<uint64_t>(1000 * step + rank));
  for (size_t i = 0; i < ps.size(); ++i) {
    if (rank == 1 && i == 2) continue;
    ps[i].mutable_grad() = at::randn(ps[i].sizes(), gen, at::kFloat);
  }
}

constexpr AdamWOptions kOptions{.lr = 1e-2, .weight_decay = 0.1, .warmup_steps = 2};
constexpr double kMaxNorm = 1.5;  // below the summed gradients' norm: every step clips

std::unique_ptr<Optimizer> MakeOptimizer(const std::vector<at::Tensor>& ps, bool sharded, int rank,
                                         int world) {
  if (sharded) return std::make_unique<ShardedAdamW>(ps, kOptions, rank, world);
  return std::make_unique<AdamW>(ps, kOptions);
}

// Each rank's parameters after `steps` updates with a sharded (or whole) optimizer.
std::vector<std::vector<at::Tensor>> Train(int world, bool sharded, int steps,
                                           std::vector<double>* norms = nullptr,
                                           double max_norm = kMaxNorm) {
  std::vector<std::vector<at::Tensor>> out(static_cast<size_t>(world));
  std::vector<double> rank0_norms;
  OnRanks(world, [&](int r, DataParallel& dp) {
    std::vector<at::Tensor> ps = Params();
    std::unique_ptr<Optimizer> opt = MakeOptimizer(ps, sharded, r, world);
    for (int s = 0; s < steps; ++s) {
      opt->ZeroGrad();
      SetGradients(ps, r, s);
      const double norm = opt->ApplyGradients(dp, max_norm);
      if (r == 0) rank0_norms.push_back(norm);
    }
    out[static_cast<size_t>(r)] = ps;
  });
  if (norms != nullptr) *norms = rank0_norms;
  return out;
}

void ExpectClose(const std::vector<at::Tensor>& a, const std::vector<at::Tensor>& b, double atol,
                 const std::string& what) {
  ASSERT_EQ(a.size(), b.size());
  for (size_t i = 0; i < a.size(); ++i)
    EXPECT_TRUE(at::allclose(a[i].detach(), b[i].detach(), 0, atol))
        << what << ": parameter " << i << " max diff "
        << (a[i].detach() - b[i].detach()).abs().max().item<double>();
}

TEST(ShardedCollectivesTest, ReduceScatterSumsAndAllGatherConcatenatesInRankOrder) {
  OnRanks(3, [](int r, DataParallel& dp) {
    // Rank r posts (r + 1) * [0, 1, ..., 5]: the sum is 6 * [0..5], rank r gets elements 2r, 2r+1.
    const at::Tensor flat = at::arange(6, at::kFloat) * static_cast<float>(r + 1);
    const at::Tensor mine = dp.ReduceScatterSum(flat);
    EXPECT_TRUE(at::equal(mine, at::arange(2 * r, 2 * r + 2, at::kFloat) * 6.0f));
    const at::Tensor all = dp.AllGatherShards(at::full({2}, static_cast<float>(r), at::kFloat));
    EXPECT_TRUE(at::equal(all, at::tensor({0.f, 0.f, 1.f, 1.f, 2.f, 2.f})));
  });
  DataParallel one;
  const at::Tensor flat = at::arange(5, at::kFloat);
  EXPECT_TRUE(at::equal(one.ReduceScatterSum(flat), flat));
  EXPECT_TRUE(at::equal(one.AllGatherShards(flat), flat));
}

TEST(ShardedCollectivesTest, ANumelThatDoesNotDivideIsAnError) {
  OnRanks(2, [](int, DataParallel& dp) {
    EXPECT_THROW(dp.ReduceScatterSum(at::zeros({5}, at::kFloat)), c10::Error);
  });
}

TEST(ShardedAdamWTest, ShardsCoverTheParametersWithPaddingAtTheEnd) {
  std::vector<at::Tensor> ps = Params();
  ShardedAdamW last(ps, kOptions, 3, 4);
  EXPECT_EQ(last.total_numel(), 34);
  EXPECT_EQ(last.shard_numel(), 9);
  EXPECT_EQ(last.shard_begin(), 27);
}

TEST(ShardedAdamWTest, EveryRankEndsAlikeAndAsAdamWOnTheSummedGradients) {
  for (int world : {2, 4}) {
    std::vector<double> whole_norms, sharded_norms;
    const auto whole = Train(world, false, 5, &whole_norms);
    const auto sharded = Train(world, true, 5, &sharded_norms);
    for (int r = 1; r < world; ++r)
      for (size_t i = 0; i < sharded[0].size(); ++i)
        EXPECT_TRUE(at::equal(sharded[0][i], sharded[static_cast<size_t>(r)][i]))
            << world << " ranks: parameter " << i << " differs on rank " << r;
    // Only the clipping norm is summed in another order: ~1e-7 relative, times lr.
    ExpectClose(whole[0], sharded[0], 1e-6, std::to_string(world) + " ranks");
    for (size_t s = 0; s < whole_norms.size(); ++s) {
      EXPECT_NEAR(sharded_norms[s], whole_norms[s], 1e-5 * whole_norms[s]) << "step " << s;
      EXPECT_GT(whole_norms[s], kMaxNorm) << "the test means every step to clip";
    }
  }
}

TEST(ShardedAdamWTest, WithoutClippingTheUpdateIsBitIdenticalToAdamW) {
  for (int world : {2, 4})
    ExpectClose(Train(world, false, 3, nullptr, 0)[0], Train(world, true, 3, nullptr, 0)[0], 0,
                std::to_string(world) + " ranks, unclipped");
}

class ShardedResumeTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = std::filesystem::temp_directory_path() /
           ("warpgym-sharded-" + std::to_string(::getpid()) + "-" +
            ::testing::UnitTest::GetInstance()->current_test_info()->name());
    std::filesystem::remove_all(dir_);
    std::filesystem::create_directories(dir_);
  }
  void TearDown() override { std::filesystem::remove_all(dir_); }

  // Steps [first, last) on `world` ranks from the state in dir_ (none when first is 0), saving it
  // afterwards; each rank's parameters start as `start` (the same on every rank).
  std::vector<std::vector<at::Tensor>> Run(int world, bool sharded, int first, int last,
                                           const std::vector<at::Tensor>& start) {
    std::vector<std::vector<at::Tensor>> out(static_cast<size_t>(world));
    OnRanks(world, [&](int r, DataParallel& dp) {
      std::vector<at::Tensor> ps;
      for (const at::Tensor& p : start) ps.push_back(p.detach().clone().set_requires_grad(true));
      std::unique_ptr<Optimizer> opt = MakeOptimizer(ps, sharded, r, world);
      if (first > 0) {
        // EXPECT, not ASSERT: a rank that returned early would leave the others waiting.
        const Status s = opt->Load(Path());
        EXPECT_TRUE(s.ok()) << s.ToString();
        EXPECT_EQ(opt->steps(), first);
      }
      for (int s = first; s < last; ++s) {
        opt->ZeroGrad();
        SetGradients(ps, r, s);
        opt->ApplyGradients(dp, kMaxNorm);
      }
      if (sharded || r == 0) {
        EXPECT_TRUE(opt->Save(Path()).ok());
      }
      dp.Barrier();
      out[static_cast<size_t>(r)] = ps;
    });
    return out;
  }
  std::string Path() const { return (dir_ / "optimizer.safetensors").string(); }

  std::filesystem::path dir_;
};

TEST_F(ShardedResumeTest, AResumedRunEqualsAnUninterruptedOne) {
  const auto straight = Train(2, true, 5);
  const auto first = Run(2, true, 0, 3, Params());
  const auto resumed = Run(2, true, 3, 5, first[0]);
  ExpectClose(straight[0], resumed[0], 0, "resumed on the same ranks");
}

TEST_F(ShardedResumeTest, ShardsResumeOnAnotherNumberOfRanksAndUnsharded) {
  const auto straight = Train(2, true, 5);
  const auto first = Run(2, true, 0, 3, Params());
  // AdamW reads the shards (its norm is summed in another order: to rounding).
  const auto whole = Run(2, false, 3, 5, first[0]);
  ExpectClose(straight[0], whole[0], 1e-6, "resumed unsharded");
  std::filesystem::remove(Path());  // AdamW's file of step 5 would be the newest state
  // Loaded by 4 ranks (other offsets) and saved as 4 shards without a step, then resumed by 2
  // from those alone: the moments went through both layouts unchanged.
  const auto again = Run(4, true, 3, 3, first[0]);
  for (int r = 0; r < 4; ++r) EXPECT_TRUE(std::filesystem::exists(ShardPath(Path(), r, 4)));
  for (int r = 0; r < 2; ++r) std::filesystem::remove(ShardPath(Path(), r, 2));
  const auto from_four = Run(2, true, 3, 5, again[0]);
  ExpectClose(straight[0], from_four[0], 0, "resharded 2 -> 4 -> 2");
}

TEST_F(ShardedResumeTest, ACutShortSetOfShardsIsRefused) {
  Run(2, true, 0, 2, Params());
  std::filesystem::remove(ShardPath(Path(), 1, 2));
  std::vector<at::Tensor> ps = Params();
  ShardedAdamW opt(ps, kOptions, 0, 2);
  Status s = opt.Load(Path());
  EXPECT_FALSE(s.ok());
  EXPECT_NE(s.message().find("1 of the 2 shards"), std::string::npos) << s.ToString();
  // Shards of different steps: a save cut short between ranks.
  Run(2, true, 0, 2, Params());
  ShardedAdamW later(ps, kOptions, 1, 2);
  ASSERT_TRUE(later.Save(Path()).ok());  // rank 1's shard of step 0 over rank 0's of step 2
  s = opt.Load(Path());
  EXPECT_FALSE(s.ok());
  EXPECT_NE(s.message().find("cut short"), std::string::npos) << s.ToString();
  EXPECT_FALSE(SavedMomentsExist((dir_ / "other.safetensors").string()));
  EXPECT_EQ(SavedMoments::Open((dir_ / "other.safetensors").string(), kNumels).status().code(),
            ErrorCode::kNotFound);
}

TEST_F(ShardedResumeTest, AShardedRunResumesFromAdamWsFile) {
  const auto straight = Train(2, false, 5);
  const auto first = Run(2, false, 0, 3, Params());  // rank 0 writes AdamW's file
  const auto sharded = Run(2, true, 3, 5, first[0]);
  ExpectClose(straight[0], sharded[0], 1e-6, "whole, then sharded");
}

TEST_F(ShardedResumeTest, TheLaterStateWinsAndTheOthersCanBeRemoved) {
  Run(2, true, 0, 2, Params());  // shards of step 2
  auto saved = SavedMoments::Open(Path(), kNumels);
  ASSERT_TRUE(saved.ok()) << saved.status().ToString();
  EXPECT_EQ(saved->sharded_over(), 2);
  const auto whole = Run(2, false, 2, 3, Params());  // AdamW's file of step 3 beside them
  saved = SavedMoments::Open(Path(), kNumels);
  ASSERT_TRUE(saved.ok()) << saved.status().ToString();
  EXPECT_EQ(saved->sharded_over(), 0);
  EXPECT_EQ(saved->step(), 3);
  Run(4, true, 3, 4, whole[0]);  // 4 shards of step 4
  saved = SavedMoments::Open(Path(), kNumels);
  ASSERT_TRUE(saved.ok());
  EXPECT_EQ(saved->sharded_over(), 4);
  RemoveOtherSavedMoments(Path(), 4);  // the whole file and the 2 shards go, the 4 stay
  EXPECT_FALSE(std::filesystem::exists(Path()));
  EXPECT_FALSE(std::filesystem::exists(ShardPath(Path(), 0, 2)));
  EXPECT_TRUE(std::filesystem::exists(ShardPath(Path(), 3, 4)));
  RemoveOtherSavedMoments(Path(), 0);  // every shard goes
  EXPECT_FALSE(SavedMomentsExist(Path()));
}

TEST_F(ShardedResumeTest, AnUnreadableWholeFileDoesNotHideCompleteShards) {
  Run(2, true, 0, 2, Params());
  { std::ofstream(Path()) << "not a safetensors file"; }
  auto saved = SavedMoments::Open(Path(), kNumels);
  ASSERT_TRUE(saved.ok()) << saved.status().ToString();
  EXPECT_EQ(saved->sharded_over(), 2);
  RemoveOtherSavedMoments(Path(), 0);  // the shards go: only the broken file is left
  EXPECT_FALSE(SavedMoments::Open(Path(), kNumels).ok());
}

TEST_F(ShardedResumeTest, AWholeFileOfAnotherLayoutIsRefused) {
  std::vector<at::Tensor> ps = Params();
  AdamW adam(ps, kOptions);
  ASSERT_TRUE(adam.Save(Path()).ok());
  // The same 34 elements in other tensors: sizes 15, 7, 11, 1.
  std::vector<at::Tensor> other{ps[1], ps[0], ps[2], ps[3]};
  AdamW swapped(other, kOptions);
  const Status s = swapped.Load(Path());
  EXPECT_FALSE(s.ok());
  EXPECT_NE(s.message().find("parameter 0's size (15)"), std::string::npos) << s.ToString();
}

TEST(ShardedAdamWTest, TheStepLeavesNoGradients) {
  std::vector<at::Tensor> ps = Params();
  ShardedAdamW opt(ps, kOptions, 0, 1);
  SetGradients(ps, 0, 0);
  DataParallel one;
  opt.ApplyGradients(one, kMaxNorm);
  for (const at::Tensor& p : ps) EXPECT_FALSE(p.grad().defined());
}

TEST(ShardedCollectivesTest, TwoGpusReduceScatterAndAllGatherThroughNccl) {
  if (!NcclCollectives::Built()) GTEST_SKIP() << "built without NCCL";
  if (!at::hasCUDA() || at::getNumGPUs() < 2) GTEST_SKIP() << "needs 2 CUDA devices";
  OnRanks(2, [](int r, DataParallel& dp) {
    const at::Device device(at::kCUDA, static_cast<c10::DeviceIndex>(r));
    const Status s = dp.EnableNccl(device);
    ASSERT_TRUE(s.ok()) << s.ToString();
    const at::Tensor flat = (at::arange(6, at::kFloat) * static_cast<float>(r + 1)).to(device);
    const at::Tensor mine = dp.ReduceScatterSum(flat);
    EXPECT_EQ(mine.device(), device);
    EXPECT_TRUE(at::equal(mine.cpu(), at::arange(3 * r, 3 * r + 3, at::kFloat) * 3.0f));
    const at::Tensor all =
        dp.AllGatherShards(at::full({2}, static_cast<float>(r), at::kFloat).to(device));
    EXPECT_TRUE(at::equal(all.cpu(), at::tensor({0.f, 0.f, 1.f, 1.f})));
  });
}

TEST(ShardedPpoTest, TwoRanksWithShardedOptimizersMatchTwoWithWholeOnes) {
  const std::vector<rl::Trajectory> data = Batch();
  std::vector<Learner> learners[2][2];  // [sharded][actor, critic] per rank
  for (bool sharded : {false, true}) {
    for (int r = 0; r < 2; ++r) {
      learners[sharded][0].push_back(MakeLearner(false));
      learners[sharded][1].push_back(MakeLearner(true));
    }
    OnRanks(2, [&](int r, DataParallel& dp) {
      Learner& actor = learners[sharded][0][static_cast<size_t>(r)];
      Learner& critic = learners[sharded][1][static_cast<size_t>(r)];
      if (sharded)
        for (Learner* l : {&actor, &critic})
          l->optimizer = std::make_unique<ShardedAdamW>(l->params, AdamWOptions{1e-2}, r, 2);
      PpoConfig config = Config();
      config.max_grad_norm = 1.0;
      PpoUpdate(actor, critic, Pointers(data, r == 0 ? std::vector{0, 2, 3} : std::vector{1}),
                config, 1.0, dp);
    });
  }
  for (int which = 0; which < 2; ++which) {
    ExpectClose(learners[false][which][0].params, learners[true][which][0].params, 1e-6,
                which == 0 ? "actor" : "critic");
    for (size_t i = 0; i < learners[true][which][0].params.size(); ++i)
      EXPECT_TRUE(
          at::equal(learners[true][which][0].params[i], learners[true][which][1].params[i]));
  }
}

}  // namespace
}  // namespace warpgym::train
