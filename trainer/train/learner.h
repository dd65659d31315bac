// Learner: a model being trained and its optimizer, loaded from and saved to a Hugging Face
// model directory (the critic is the same transformer with a value head, value_head.safetensors
// beside it). Resuming: SaveCheckpoint also writes the optimizer's moments (optimizer.safetensors
// in the same directory, or each rank's shard of them beside it when the optimizer is sharded);
// LoadLearner reads them back when they are there. Not thread-safe.
#pragma once

#include <ATen/ATen.h>

#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "shared/status.h"
#include "trainer/model/transformer.h"
#include "trainer/train/adamw.h"
#include "trainer/train/config.h"
#include "trainer/train/data_parallel.h"
#include "trainer/train/optimizer.h"

namespace warpgym::train {

inline constexpr char kOptimizerFileName[] = "optimizer.safetensors";

struct Learner {
  model::Transformer model;
  std::vector<at::Tensor> params;
  std::unique_ptr<Optimizer> optimizer;
};

// AdamW at `lr` with the ppo section's betas, eps and weight decay, warming up over warmup_steps.
AdamWOptions AdamOptions(const PpoConfig& ppo, double lr, int64_t warmup_steps = 0);

// How a learner is split over the data-parallel ranks `dp` (ppo.zero_stage): 0, whole on every
// rank; 2, the optimizer state and gradient reduction sharded (ShardedAdamW); 3, the decoder
// layers' weights too (ShardedLayers; needs gradient checkpointing). A world of one is whole.
struct Sharding {
  int zero_stage = 0;
  DataParallel* dp = nullptr;
  bool sharded() const { return dp != nullptr && dp->world_size() > 1 && zero_stage >= 2; }
  bool layers() const { return sharded() && zero_stage == 3; }
};

// Loads `dir` in float32 on `device` (value_head: the critic; a missing head starts random),
// and the optimizer state when `dir` has one and with_optimizer_state is set. Sharded, the
// optimizer is a ShardedAdamW over the ranks (with ZeRO-3 over the model's whole parameters and
// its ShardedLayers), else an AdamW; ZeRO-2 and whole runs resume from each other's state, ZeRO-3
// from its own on as many ranks.
StatusOr<Learner> LoadLearner(const std::string& dir, bool value_head, const AdamWOptions& options,
                              bool with_optimizer_state, at::Device device = at::kCPU,
                              Sharding sharding = {});

// Writes the optimizer state into `dir` (a sharded optimizer: this rank's shard).
Status SaveOptimizerState(const Learner& learner, const std::string& dir);

// Writes the model (tokenizer files copied from `tokenizer_dir`) and the optimizer state. With
// `stored` narrower than the float32 master weights (bfloat16), the model files hold the rounded
// weights a Hugging Face loader reads, and master_weights.safetensors the exact ones LoadLearner
// resumes from.
Status SaveCheckpoint(const Learner& learner, const std::string& dir,
                      const std::string& tokenizer_dir, at::ScalarType stored = at::kFloat);

// SaveCheckpoint in two parts: the model and optimizer state are copied to host memory now (the
// learner may go on training) and the returned function writes them, on any thread, once.
std::function<Status()> PrepareCheckpoint(const Learner& learner, const std::string& dir,
                                          const std::string& tokenizer_dir,
                                          at::ScalarType stored = at::kFloat);
// The model alone, as SaveCheckpoint writes it, with no optimizer state: for a checkpoint taken
// before any update, whose moments are all zero (LoadLearner starts them at zero without one).
Status SaveModelFiles(const model::Transformer& weights, const std::string& dir,
                      const std::string& tokenizer_dir, at::ScalarType stored);
// SaveCheckpoint with the model given (a ZeRO-3 learner's, gathered into host memory:
// GatheredModel, written from there without another copy).
Status SaveCheckpoint(const model::Transformer& weights, const Optimizer& optimizer,
                      const std::string& dir, const std::string& tokenizer_dir,
                      at::ScalarType stored);

// The dtype checkpoints are stored in: bfloat16 under `dtype: bfloat16`, else float32.
at::ScalarType CheckpointDtype(const TrainConfig& config);

// The bytes of tensors SaveCheckpoint writes for a model of `config` stored as `stored`: each
// parameter's stored weight, its float32 master beside a narrower one, and (`moments`) the
// optimizer's two float32 moments; file headers and tokenizer files not counted.
uint64_t CheckpointTensorBytes(const model::ModelConfig& config, bool value_head,
                               at::ScalarType stored, bool moments = true);

}  // namespace warpgym::train
