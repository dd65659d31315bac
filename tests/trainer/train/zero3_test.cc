// ZeRO-3 end to end below the PPO loop: learners loaded with ppo.zero_stage 3 on 2 and 3
// thread-ranks (decoder layers in ShardedLayers, the rest and every moment in ShardedAdamW) take
// the steps a whole AdamW takes on the summed gradients, clipping included; a run saved after
// its first step (the gathered model by rank 0, each rank's optimizer shard) and loaded again
// takes the same second step as one that went on; and such a state is refused on another number
// of ranks with a message that says why.
#include <gtest/gtest.h>
#include <unistd.h>

#include <array>
#include <filesystem>
#include <vector>

#include "tests/trainer/tiny_transformer.h"
#include "tests/trainer/train/ppo_fixture.h"
#include "tests/trainer/train/thread_ranks.h"
#include "trainer/checkpoint/hf_checkpoint.h"
#include "trainer/train/learner.h"
#include "trainer/train/nccl_collectives.h"
#include "trainer/train/ppo_update.h"
#include "trainer/train/sharded_adamw.h"
#include "trainer/train/sharded_layers.h"

namespace warpgym::train {
namespace {

namespace fs = std::filesystem;
constexpr double kMaxNorm = 0.5;  // below the toy's gradient norm: clipping is exercised
const AdamWOptions kAdam{.lr = 0.05, .weight_decay = 0.1};

at::Tensor Ids(int rank, int step) {
  at::Generator gen = at::detail::createCPUGenerator(1000 + 10 * step + rank);
  return at::randint(0, 61, {2, 6}, gen, at::kLong);
}

// One step's loss on this rank's batch, backward (gradients to .grad and the layer source).
void Backward(const model::Transformer& m, int rank, int step) {
  const at::Tensor ids = Ids(rank, step);
  const at::Tensor out = m.Forward(ids, at::arange(6, at::kLong).expand({2, 6}));
  out.pow(2).mean().backward();
}

using testing::OnRanks;

using Named = std::vector<std::pair<std::string, at::Tensor>>;

Named Snapshot(const model::Transformer& m) {
  Named out;
  for (const auto& [name, p] : m.NamedParameters()) out.emplace_back(name, p.detach().clone());
  return out;
}

void ExpectClose(const Named& a, const Named& b, double atol, const std::string& what) {
  ASSERT_EQ(a.size(), b.size()) << what;
  for (size_t i = 0; i < a.size(); ++i) {
    ASSERT_EQ(a[i].first, b[i].first);
    EXPECT_TRUE(at::allclose(a[i].second, b[i].second, 0, atol))
        << what << ": " << a[i].first << " max diff "
        << (a[i].second - b[i].second).abs().max().item<double>();
  }
}

class ZeroThreeTest : public ::testing::TestWithParam<int> {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("wg-zero3-" + std::to_string(::getpid()));
    fs::remove_all(dir_);
    ASSERT_TRUE(checkpoint::SaveModel(testing::TinyQwen2(), (dir_ / "init").string()).ok());
  }
  void TearDown() override { fs::remove_all(dir_); }

  StatusOr<Learner> Load(const std::string& dir, DataParallel* dp, bool with_state) {
    auto l = LoadLearner(dir, false, kAdam, with_state, at::kCPU, Sharding{3, dp});
    if (l.ok()) l->model.set_gradient_checkpointing(true);
    return l;
  }

  // `steps` sharded steps from `from` (resumed with its optimizer state when `with_state`), then
  // rank 0's gathered parameters; with `save_to`, the state after them is saved there as the
  // PPO stages save it.
  Named RunSharded(int world, const std::string& from, bool with_state, int first_step, int steps,
                   const std::string& save_to = "") {
    Named out;
    OnRanks(world, [&](int r, DataParallel& dp) {
      auto l = Load(from, &dp, with_state);
      ASSERT_TRUE(l.ok()) << l.status().message();
      for (int s = first_step; s < first_step + steps; ++s) {
        l->optimizer->ZeroGrad();
        Backward(l->model, r, s);
        l->optimizer->ApplyGradients(dp, kMaxNorm);
      }
      std::optional<model::Transformer> whole = GatheredModel(l->model, r == 0);
      if (!save_to.empty()) {
        const Status s = r == 0 ? SaveCheckpoint(*whole, *l->optimizer, save_to, "", at::kFloat)
                                : SaveOptimizerState(l.value(), save_to);
        ASSERT_TRUE(s.ok()) << s.message();
        dp.Barrier();
      }
      if (r == 0) out = Snapshot(*whole);
    });
    return out;
  }

  fs::path dir_;
};

TEST_P(ZeroThreeTest, StepsLikeAdamWOnTheSummedGradientsAndResumes) {
  const int world = GetParam();
  const std::string init = (dir_ / "init").string();
  // Whole: one AdamW, every rank's batch backward in turn (the gradients summed), the same clip.
  auto whole = LoadLearner(init, false, kAdam, false);
  ASSERT_TRUE(whole.ok()) << whole.status().message();
  whole->model.set_gradient_checkpointing(true);
  DataParallel one;
  for (int s = 0; s < 2; ++s) {
    whole->optimizer->ZeroGrad();
    for (int r = 0; r < world; ++r) Backward(whole->model, r, s);
    whole->optimizer->ApplyGradients(one, kMaxNorm);
  }
  const Named went_on = RunSharded(world, init, false, 0, 2);
  // The gradients are summed in another order (each rank's, then over ranks), so they differ in
  // their last bits, and AdamW's first steps divide each by its own magnitude: a near-zero
  // component's rounding becomes up to lr x its relative error (2e-5 seen on an AMD EPYC with 3
  // ranks). A sharding error moves a parameter by about lr (0.05).
  ExpectClose(went_on, Snapshot(whole->model), 1e-4, "sharded vs whole");

  const std::string saved = (dir_ / "after-step-1").string();
  RunSharded(world, init, false, 0, 1, saved);
  ASSERT_TRUE(fs::exists(saved + "/model.safetensors")) << "the gathered model, Hugging Face's way";
  const Named resumed = RunSharded(world, saved, true, 1, 1);
  ExpectClose(resumed, went_on, 1e-6, "resumed vs went on");

  // The same state on another number of ranks: refused, saying why.
  const int other = world == 2 ? 3 : 2;
  OnRanks(other, [&](int, DataParallel& dp) {
    auto l = Load(saved, &dp, true);
    ASSERT_FALSE(l.ok());
    EXPECT_NE(l.status().message().find("as many ranks"), std::string::npos)
        << l.status().message();
  });
}

INSTANTIATE_TEST_SUITE_P(Worlds, ZeroThreeTest, ::testing::Values(2, 3));

// Rank 0's actor and critic after a PPO update of two ranks holding 3 and 1 trajectories (two
// epochs, clipped, one trajectory per micro-batch), each rank on `devices[r]` (NCCL between
// CUDA devices), sharded (ZeRO-3) or whole.
std::array<Named, 2> PpoOnTwoRanks(bool sharded, const std::array<at::Device, 2>& devices) {
  const std::vector<rl::Trajectory> data = Batch();
  PpoConfig config = Config();
  config.max_grad_norm = 1.0;
  config.micro_batch_rows = 1;
  std::array<Named, 2> ends;
  std::vector<Learner> actors, critics;
  for (int r = 0; r < 2; ++r) {
    actors.push_back(MakeLearner(false, devices[static_cast<size_t>(r)]));
    critics.push_back(MakeLearner(true, devices[static_cast<size_t>(r)]));
  }
  OnRanks(2, [&](int r, DataParallel& dp) {
    const at::Device device = devices[static_cast<size_t>(r)];
    if (device.is_cuda()) {
      ASSERT_TRUE(dp.EnableNccl(device).ok());
    }
    Learner* both[] = {&actors[static_cast<size_t>(r)], &critics[static_cast<size_t>(r)]};
    for (Learner* l : both) {
      l->model.set_gradient_checkpointing(true);
      if (!sharded) continue;
      std::shared_ptr<ShardedLayers> layers = ShardedLayers::Shard(l->model, dp);
      l->params = TrainableParameters(l->model);
      l->optimizer = std::make_unique<ShardedAdamW>(l->params, AdamWOptions{1e-2}, r, 2, layers);
    }
    PpoUpdate(*both[0], *both[1], Pointers(data, r == 0 ? std::vector{0, 2, 3} : std::vector{1}),
              config, 1.0, dp);
    for (int which = 0; which < 2; ++which) {
      const model::Transformer& m = both[which]->model;
      std::optional<model::Transformer> whole;
      if (sharded) whole = GatheredModel(m, r == 0);
      if (r == 0) ends[static_cast<size_t>(which)] = Snapshot(whole ? *whole : m);
    }
  });
  for (Named& named : ends)
    for (auto& [name, t] : named) t = t.cpu();
  return ends;
}

// Rank 1 makes two extra passes at zero loss so that every layer's gathers and reductions meet;
// the actor and critic end as two ranks of whole learners end.
TEST(ZeroThreePpoTest, UnevenRanksTakeTheWholeLearnersStep) {
  const std::array<at::Device, 2> cpu = {at::kCPU, at::kCPU};
  const std::array<Named, 2> whole = PpoOnTwoRanks(false, cpu), sharded = PpoOnTwoRanks(true, cpu);
  ExpectClose(sharded[0], whole[0], 1e-5, "actor");
  ExpectClose(sharded[1], whole[1], 1e-5, "critic");
}

// The same on two GPUs through NCCL (gathers in the forward pass, reductions from the backward
// pass's autograd thread), against the whole learners on the CPU.
TEST(ZeroThreePpoTest, TwoGpusThroughNcclTakeTheWholeLearnersStep) {
  if (!NcclCollectives::Built()) GTEST_SKIP() << "built without NCCL";
  if (!at::hasCUDA() || at::getNumGPUs() < 2) GTEST_SKIP() << "needs 2 CUDA devices";
  const std::array<Named, 2> whole = PpoOnTwoRanks(false, {at::kCPU, at::kCPU});
  const std::array<Named, 2> sharded =
      PpoOnTwoRanks(true, {at::Device(at::kCUDA, 0), at::Device(at::kCUDA, 1)});
  ExpectClose(sharded[0], whole[0], 1e-4, "actor");
  ExpectClose(sharded[1], whole[1], 1e-4, "critic");
}

}  // namespace
}  // namespace warpgym::train
