// Checkpoints stored in bfloat16 as Hugging Face publishes them, with the float32 master weights
// beside them: a Hugging Face loader reads the rounded weights, a resumed run the exact ones.
#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <nlohmann/json.hpp>

#include "tests/trainer/tiny_transformer.h"
#include "trainer/checkpoint/hf_checkpoint.h"
#include "trainer/checkpoint/safetensors.h"
#include "trainer/train/background_write.h"
#include "trainer/train/learner.h"
#include "trainer/train/stage_checkpoints.h"
#include "trainer/train/token_batch.h"

namespace warpgym::train {
namespace {

namespace fs = std::filesystem;

class Bf16CheckpointTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("wg-bf16-ckpt-" + std::to_string(::getpid()));
    fs::remove_all(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
};

checkpoint::SaveOptions Bf16WithMaster() {
  checkpoint::SaveOptions o;
  o.dtype = at::kBFloat16;
  o.master_weights = true;
  return o;
}

void ExpectSameParameters(const model::Transformer& a, const model::Transformer& b) {
  auto pa = a.NamedParameters(), pb = b.NamedParameters();
  ASSERT_EQ(pa.size(), pb.size());
  for (size_t i = 0; i < pa.size(); ++i) {
    EXPECT_EQ(pa[i].first, pb[i].first);
    EXPECT_TRUE(at::equal(pa[i].second, pb[i].second)) << pa[i].first;
  }
}

// A bfloat16 load (the sampler's) of `dir` reads `original`'s weights rounded.
void ExpectRoundedWeights(const fs::path& dir, const model::Transformer& original) {
  checkpoint::LoadOptions bf16;
  bf16.dtype = at::kBFloat16;
  auto rounded = checkpoint::LoadModel(dir.string(), bf16);
  ASSERT_TRUE(rounded.ok()) << rounded.status().message();
  for (const auto& [name, p] : rounded->NamedParameters()) {
    bool found = false;
    for (const auto& [oname, op] : original.NamedParameters())
      if (oname == name) {
        found = true;
        EXPECT_TRUE(at::equal(p, op.to(at::kBFloat16))) << name;
      }
    EXPECT_TRUE(found) << name;
  }
}

TEST_F(Bf16CheckpointTest, StoresBf16AndResumesFromTheExactMasterWeights) {
  const model::Transformer original = testing::TinyQwen2(/*value_head=*/true);
  Learner learner{testing::TinyQwen2(/*value_head=*/true), {}, nullptr};  // seeded: the same values
  learner.params = TrainableParameters(learner.model);
  learner.optimizer = std::make_unique<AdamW>(learner.params, AdamWOptions{});
  ASSERT_TRUE(SaveCheckpoint(learner, dir_.string(), "", at::kBFloat16).ok());

  // What a Hugging Face loader sees: bfloat16 tensors and a bfloat16 config.
  auto file = checkpoint::SafetensorsFile::Open((dir_ / "model.safetensors").string());
  ASSERT_TRUE(file.ok()) << file.status().message();
  for (const auto& t : file.value()->header().tensors)
    EXPECT_EQ(t.dtype, checkpoint::DType::kBF16) << t.name;
  std::ifstream config(dir_ / "config.json");
  const auto j = nlohmann::json::parse(config);
  EXPECT_EQ(j.value("torch_dtype", j.value("dtype", "")), "bfloat16");
  ASSERT_TRUE(fs::exists(dir_ / checkpoint::kMasterWeightsFileName));

  // A resumed learner gets the float32 values bit for bit, the critic head included.
  auto resumed = LoadLearner(dir_.string(), /*value_head=*/true, AdamWOptions{},
                             /*with_optimizer_state=*/true);
  ASSERT_TRUE(resumed.ok()) << resumed.status().message();
  ExpectSameParameters(resumed->model, original);

  ExpectRoundedWeights(dir_, original);
}

// The checkpoint's snapshots are taken when it is prepared (on a GPU: cast copies there), and the
// write, made after the next update changed the weights, holds the weights of that moment, exact
// and rounded: called in place, and on BackgroundWrite's thread (on a GPU its own stream, which
// must wait for the snapshots while the update is queued behind them).
TEST_F(Bf16CheckpointTest, TheWriteHoldsTheWeightsOfTheMomentItWasPrepared) {
  std::vector<at::Device> devices = {at::kCPU};
  if (at::hasCUDA()) devices.emplace_back(at::kCUDA, 0);
  for (const at::Device& device : devices) {
    for (const bool background : {false, true}) {
      SCOPED_TRACE(device.str() + (background ? ", background" : ""));
      fs::remove_all(dir_);
      const model::Transformer original = testing::TinyQwen2(/*value_head=*/true);
      Learner learner{testing::TinyQwen2(/*value_head=*/true), {}, nullptr};
      learner.model.To(at::TensorOptions().dtype(at::kFloat).device(device));
      learner.params = TrainableParameters(learner.model);
      learner.optimizer = std::make_unique<AdamW>(learner.params, AdamWOptions{});
      const auto write = PrepareCheckpoint(learner, dir_.string(), "", at::kBFloat16);
      BackgroundWrite writing;
      if (background) {
        ASSERT_TRUE(writing.Start(write, device).ok());
      }
      {
        c10::NoGradGuard no_grad;
        for (int i = 0; i < 20; ++i)  // the next updates, queued before (or while) it writes
          for (at::Tensor& p : learner.params) p.add_(1.0);
      }
      ASSERT_TRUE((background ? writing.Wait() : write()).ok());
      auto resumed = LoadLearner(dir_.string(), /*value_head=*/true, AdamWOptions{},
                                 /*with_optimizer_state=*/true);
      ASSERT_TRUE(resumed.ok()) << resumed.status().message();
      ExpectSameParameters(resumed->model, original);
      ExpectRoundedWeights(dir_, original);
    }
  }
}

TEST_F(Bf16CheckpointTest, AFloat32SaveRemovesAStaleMasterFile) {
  model::Transformer m = testing::TinyQwen2();
  const checkpoint::SaveOptions narrow = Bf16WithMaster();
  ASSERT_TRUE(checkpoint::SaveModel(m, dir_.string(), narrow).ok());
  ASSERT_TRUE(fs::exists(dir_ / checkpoint::kMasterWeightsFileName));

  // The same directory saved again in float32 (another stage's weights): its values are the
  // model files' own, and no master file is left to override them.
  for (auto& [name, p] : m.NamedParameters()) p.detach().add_(1.0);
  ASSERT_TRUE(checkpoint::SaveModel(m, dir_.string()).ok());
  EXPECT_FALSE(fs::exists(dir_ / checkpoint::kMasterWeightsFileName));
  auto loaded = checkpoint::LoadModel(dir_.string());
  ASSERT_TRUE(loaded.ok()) << loaded.status().message();
  ExpectSameParameters(loaded.value(), m);
}

TEST_F(Bf16CheckpointTest, AMasterFileOfOtherWeightsIsAnError) {
  // A master file left beside model files that another writer replaced: it must not pass for
  // their exact values.
  model::Transformer m = testing::TinyQwen2();
  const checkpoint::SaveOptions narrow = Bf16WithMaster();
  ASSERT_TRUE(checkpoint::SaveModel(m, dir_.string(), narrow).ok());
  const fs::path master = dir_ / checkpoint::kMasterWeightsFileName, kept = dir_ / "old-master";
  fs::copy_file(master, kept);
  for (auto& [name, p] : m.NamedParameters()) p.detach().mul_(2.0);
  ASSERT_TRUE(checkpoint::SaveModel(m, dir_.string(), narrow).ok());
  fs::rename(kept, master);
  auto loaded = checkpoint::LoadModel(dir_.string());
  ASSERT_FALSE(loaded.ok());
  EXPECT_NE(loaded.status().message().find("does not round"), std::string::npos)
      << loaded.status().message();
}

TEST_F(Bf16CheckpointTest, AMasterFileMissingAWeightIsAnError) {
  model::Transformer m = testing::TinyQwen2();
  const checkpoint::SaveOptions narrow = Bf16WithMaster();
  ASSERT_TRUE(checkpoint::SaveModel(m, dir_.string(), narrow).ok());
  // A master file of some other model (one tensor only) must not pass for this one's.
  at::Tensor one = at::zeros({2}, at::kFloat);
  ASSERT_TRUE(checkpoint::WriteSafetensors(
                  (dir_ / checkpoint::kMasterWeightsFileName).string(),
                  {{"unrelated",
                    checkpoint::DType::kF32,
                    {2},
                    {static_cast<const std::byte*>(one.data_ptr()), one.nbytes()}}},
                  {})
                  .ok());
  auto loaded = checkpoint::LoadModel(dir_.string());
  ASSERT_FALSE(loaded.ok());
  EXPECT_NE(loaded.status().message().find("lacks"), std::string::npos)
      << loaded.status().message();
}

// What the stage's disk check counts is what a checkpoint's tensors take: the estimate and the
// files written agree up to their headers, stored in float32 or in bfloat16 beside the masters,
// with the optimizer's moments or (the model alone) without.
TEST_F(Bf16CheckpointTest, TheCheckpointSizeEstimateMatchesTheFilesWritten) {
  for (const at::ScalarType stored : {at::kFloat, at::kBFloat16}) {
    fs::remove_all(dir_);
    Learner learner{testing::TinyQwen2(/*value_head=*/true), {}, nullptr};
    learner.params = TrainableParameters(learner.model);
    learner.optimizer = std::make_unique<AdamW>(learner.params, AdamWOptions{});
    ASSERT_TRUE(SaveCheckpoint(learner, dir_.string(), "", stored).ok());
    uint64_t written = 0;
    for (const fs::directory_entry& e : fs::directory_iterator(dir_))
      if (e.path().extension() == ".safetensors") written += e.file_size();
    const uint64_t estimate = CheckpointTensorBytes(learner.model.config(), true, stored);
    EXPECT_GE(written, estimate) << "stored " << at::toString(stored);
    EXPECT_LE(written, estimate + 64 * 1024) << "stored " << at::toString(stored);  // headers

    // The model alone (a checkpoint before any update): the same without the moments.
    fs::remove_all(dir_);
    ASSERT_TRUE(SaveModelFiles(learner.model, dir_.string(), "", stored).ok());
    uint64_t model_only = 0;
    for (const fs::directory_entry& e : fs::directory_iterator(dir_)) {
      EXPECT_NE(e.path().filename(), kOptimizerFileName);
      if (e.path().extension() == ".safetensors") model_only += e.file_size();
    }
    const uint64_t without = CheckpointTensorBytes(learner.model.config(), true, stored, false);
    EXPECT_GE(model_only, without) << "stored " << at::toString(stored);
    EXPECT_LE(model_only, without + 64 * 1024) << "stored " << at::toString(stored);
  }
}

TEST_F(Bf16CheckpointTest, RoomForCheckpointsIsCheckedAgainstTheDisksFreeSpace) {
  const std::string missing = (dir_ / "run" / "stage4").string();  // its nearest parent is read
  EXPECT_TRUE(CheckRoomForCheckpoints(missing, 1 << 20, "the checkpoints").ok());
  const Status s = CheckRoomForCheckpoints(missing, uint64_t{3} << 50, "stage 4's checkpoints");
  EXPECT_EQ(s.code(), ErrorCode::kResourceExhausted) << s.ToString();
  for (const char* part : {"stage 4's checkpoints need 3145728.0 GiB under", "GiB free", "stage4"})
    EXPECT_NE(s.message().find(part), std::string::npos) << part << " in " << s.message();
  EXPECT_FALSE(fs::exists(missing));  // checking creates nothing
}

}  // namespace
}  // namespace warpgym::train
