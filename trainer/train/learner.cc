#include "trainer/train/learner.h"

#include <filesystem>

#include "trainer/checkpoint/hf_checkpoint.h"
#include "trainer/train/saved_moments.h"
#include "trainer/train/sharded_adamw.h"
#include "trainer/train/token_batch.h"

namespace warpgym::train {

AdamWOptions AdamOptions(const PpoConfig& ppo, double lr, int64_t warmup_steps) {
  return {lr, ppo.adam_beta1, ppo.adam_beta2, ppo.adam_eps, ppo.weight_decay, warmup_steps};
}

StatusOr<Learner> LoadLearner(const std::string& dir, bool value_head, const AdamWOptions& options,
                              bool with_optimizer_state, at::Device device, Sharding sharding) {
  checkpoint::LoadOptions load;
  load.device = device;
  load.value_head = value_head;
  auto model = checkpoint::LoadModel(dir, load);
  if (!model.ok()) return model.status();
  Learner l{std::move(model).value(), {}, nullptr};
  std::shared_ptr<ShardedLayers> layers;
  if (sharding.layers()) layers = ShardedLayers::Shard(l.model, *sharding.dp);
  l.params = TrainableParameters(l.model);  // a sharded model's whole ones
  if (sharding.sharded())                   // alone: AdamW skips what has no grad
    l.optimizer = std::make_unique<ShardedAdamW>(l.params, options, sharding.dp->rank(),
                                                 sharding.dp->world_size(), std::move(layers));
  else
    l.optimizer = std::make_unique<AdamW>(l.params, options);
  const std::string state = (std::filesystem::path(dir) / kOptimizerFileName).string();
  if (with_optimizer_state && SavedMomentsExist(state))
    if (Status s = l.optimizer->Load(state); !s.ok()) return s;
  return l;
}

namespace {

checkpoint::SaveOptions CheckpointSaveOptions(const std::string& tokenizer_dir,
                                              at::ScalarType stored) {
  checkpoint::SaveOptions save;
  save.copy_files_from = tokenizer_dir;
  save.dtype = stored;
  save.master_weights = true;
  return save;
}

std::string OptimizerPath(const std::string& dir) {
  return (std::filesystem::path(dir) / kOptimizerFileName).string();
}

}  // namespace

Status SaveCheckpoint(const Learner& learner, const std::string& dir,
                      const std::string& tokenizer_dir, at::ScalarType stored) {
  return SaveCheckpoint(learner.model, *learner.optimizer, dir, tokenizer_dir, stored);
}

Status SaveModelFiles(const model::Transformer& weights, const std::string& dir,
                      const std::string& tokenizer_dir, at::ScalarType stored) {
  return checkpoint::SaveModel(weights, dir, CheckpointSaveOptions(tokenizer_dir, stored));
}

Status SaveCheckpoint(const model::Transformer& weights, const Optimizer& optimizer,
                      const std::string& dir, const std::string& tokenizer_dir,
                      at::ScalarType stored) {
  if (Status s = SaveModelFiles(weights, dir, tokenizer_dir, stored); !s.ok()) return s;
  return optimizer.Save(OptimizerPath(dir));
}

std::function<Status()> PrepareCheckpoint(const Learner& learner, const std::string& dir,
                                          const std::string& tokenizer_dir, at::ScalarType stored) {
  return [write_model = checkpoint::PrepareSaveModel(learner.model, dir,
                                                     CheckpointSaveOptions(tokenizer_dir, stored)),
          write_state = learner.optimizer->PrepareSave(OptimizerPath(dir))] {
    if (Status s = write_model(); !s.ok()) return s;
    return write_state();
  };
}

Status SaveOptimizerState(const Learner& learner, const std::string& dir) {
  return learner.optimizer->Save((std::filesystem::path(dir) / kOptimizerFileName).string());
}

at::ScalarType CheckpointDtype(const TrainConfig& config) {
  return config.bfloat16() ? at::kBFloat16 : at::kFloat;
}

uint64_t CheckpointTensorBytes(const model::ModelConfig& config, bool value_head,
                               at::ScalarType stored, bool moments) {
  const uint64_t stored_bytes = at::elementSize(stored);
  const uint64_t master_bytes = stored == at::kFloat ? 0 : 4;
  const uint64_t moment_bytes = moments ? 8 : 0;
  const uint64_t params = static_cast<uint64_t>(config.NumParameters());
  const uint64_t head = value_head ? static_cast<uint64_t>(config.hidden_size) + 1 : 0;
  return params * (stored_bytes + master_bytes + moment_bytes) + head * (4 + moment_bytes);
}

}  // namespace warpgym::train
