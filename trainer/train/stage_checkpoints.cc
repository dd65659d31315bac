#include "trainer/train/stage_checkpoints.h"

#include <ATen/ATen.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <functional>
#include <optional>

#include "trainer/train/elapsed.h"
#include "trainer/train/saved_moments.h"
#include "trainer/train/sharded_layers.h"

namespace warpgym::train {
namespace {

using Clock = std::chrono::steady_clock;

Sharding StageSharding(const RunContext& ctx, DataParallel& dp) {
  return {static_cast<int>(ctx.config.ppo.zero_stage), &dp};
}

std::string GiB(uint64_t bytes) {
  char text[32];
  std::snprintf(text, sizeof(text), "%.1f GiB", static_cast<double>(bytes) / (1ull << 30));
  return text;
}

bool IsStepDirName(const std::string& name) {
  return name.size() > 5 && name.starts_with("step-") &&
         name.find_first_not_of("0123456789", 5) == std::string::npos;
}

// The unsharded save (rank 0's): both learners copied to host memory now; the returned function
// writes them, on any thread.
std::function<Status()> PrepareBoth(const RunContext& ctx, const StageLearners& learners,
                                    const std::string& dir) {
  const at::ScalarType stored = CheckpointDtype(ctx.config);
  return [dir, a = PrepareCheckpoint(learners.actor, dir + "/actor", ctx.InitDir(), stored),
          c = PrepareCheckpoint(learners.critic, dir + "/critic", ctx.InitDir(), stored)] {
    if (Status s = a(); !s.ok()) return s;
    if (Status s = c(); !s.ok()) return s;
    for (const char* learner : {"/actor/", "/critic/"})
      RemoveOtherSavedMoments(dir + learner + kOptimizerFileName, 0);
    return Status::Ok();
  };
}

// Both learners as checkpoints under `dir` (in the config's stored dtype), now, called by every
// learner: rank 0 writes the models and its optimizer state, the others their shards of it when
// sharded. A save counts only once every learner's part is written (every one learns whether all
// were: one that failed fails the step on every learner, before rank 0 records it as done); then
// the optimizer states of other attempts beside it are removed. Without `moments` (a checkpoint
// before any update: they are all zero, and nothing resumes from it) rank 0 writes the models
// alone and no optimizer state stays beside them.
Status SaveBoth(const RunContext& ctx, DataParallel& dp, const StageLearners& learners,
                const std::string& dir, bool moments) {
  const bool root = dp.is_root();
  if (moments && !StageSharding(ctx, dp).sharded())
    return AgreeOverRanks(dp, root ? PrepareBoth(ctx, learners, dir)() : Status::Ok(),
                          "to write the checkpoint under " + dir);
  const std::pair<const Learner*, std::string> both[] = {{&learners.actor, dir + "/actor"},
                                                         {&learners.critic, dir + "/critic"}};
  Status s = Status::Ok();
  for (const auto& [learner, path] : both) {
    // ZeRO-3: the layers gathered (collectives: on every learner, whatever came before), kept by
    // rank 0, which writes them.
    std::optional<model::Transformer> gathered;
    if (learner->model.layer_source() != nullptr) gathered = GatheredModel(learner->model, root);
    if (!s.ok()) continue;
    const model::Transformer& weights = gathered ? *gathered : learner->model;
    const at::ScalarType stored = CheckpointDtype(ctx.config);
    if (!moments)
      s = root ? SaveModelFiles(weights, path, ctx.InitDir(), stored) : Status::Ok();
    else
      s = root ? SaveCheckpoint(weights, *learner->optimizer, path, ctx.InitDir(), stored)
               : SaveOptimizerState(*learner, path);
  }
  if (Status agreed = AgreeOverRanks(dp, s, "to write their part of the checkpoint under " + dir);
      !agreed.ok())
    return agreed;
  if (root)
    for (const auto& [learner, path] : both) {
      const std::string state = path + "/" + kOptimizerFileName;
      RemoveOtherSavedMoments(state, moments ? dp.world_size() : 0);
      std::error_code ec;  // best effort, as RemoveOtherSavedMoments: nothing resumes from it
      if (!moments) std::filesystem::remove(state, ec);
    }
  return Status::Ok();
}

// Rank 0, once `state.checkpoint` under `dir` is written whole.
Status CommitCheckpoint(const RunContext& ctx, const std::string& stage, const std::string& dir,
                        const StageState& state) {
  if (Status s = ctx.WriteState(stage, state); !s.ok()) return s;
  namespace fs = std::filesystem;
  std::error_code ec;
  for (const char* learner : {"actor", "critic"}) {
    const fs::path link = fs::path(dir) / learner,
                   tmp = fs::path(dir) / ("." + std::string(learner) + ".link");
    fs::remove(tmp, ec);
    fs::create_directory_symlink(fs::path(state.checkpoint) / learner, tmp, ec);
    if (ec) return Status::Internal("cannot link " + tmp.string() + ": " + ec.message());
    if (fs::is_directory(fs::symlink_status(link, ec)))
      fs::remove_all(link, ec);  // an older layout
    fs::rename(tmp, link, ec);   // replaces the previous link at once
    if (ec)
      return Status::Internal("cannot point " + link.string() + " at " + state.checkpoint + ": " +
                              ec.message());
  }
  for (const fs::directory_entry& e : fs::directory_iterator(dir, ec)) {
    const std::string name = e.path().filename().string();
    if (IsStepDirName(name) && name != state.checkpoint) fs::remove_all(e.path(), ec);
  }
  return Status::Ok();
}

// Saved now by every learner, then committed by rank 0.
Status SaveAndCommit(RunContext& ctx, DataParallel& dp, const StageLearners& learners,
                     const std::string& stage, int64_t step) {
  const std::string dir = ctx.Path("stage" + stage), name = StepDirName(step);
  if (Status s = SaveBoth(ctx, dp, learners, dir + "/" + name, step > 0); !s.ok()) return s;
  const Status committed =
      dp.is_root() ? CommitCheckpoint(ctx, stage, dir, {false, step, name}) : Status::Ok();
  return AgreeOverRanks(dp, committed, "to commit the checkpoint " + name);
}

}  // namespace

std::string StepDirName(int64_t step) {
  char name[32];
  std::snprintf(name, sizeof(name), "step-%06lld", static_cast<long long>(step));
  return name;
}

Status CheckRoomForCheckpoints(const std::string& dir, uint64_t need, const std::string& what) {
  namespace fs = std::filesystem;
  std::error_code ec;
  fs::path existing = fs::absolute(dir, ec);
  while (!fs::exists(existing, ec) && existing.has_relative_path())
    existing = existing.parent_path();
  const fs::space_info space = fs::space(existing, ec);
  if (ec || space.available >= need) return Status::Ok();
  return Status::ResourceExhausted(what + " need " + GiB(need) + " under " + dir +
                                   "; its disk has " + GiB(space.available) +
                                   " free: give --out a larger disk, or free space there");
}

StatusOr<StageLearners> LoadStageLearners(RunContext& ctx, DataParallel& dp,
                                          const std::string& stage, const StageState& state,
                                          int64_t steps) {
  const TrainConfig& cfg = ctx.config;
  const bool warmup = stage == "1";
  const std::string dir = ctx.Path("stage" + stage);
  const bool resume = state.step > 0;
  const bool from_init = warmup || cfg.stage4.from_init;
  std::string actor_dir = from_init ? ctx.InitDir() : ctx.Path("stage3a/actor");
  std::string critic_dir = from_init ? ctx.InitDir() : ctx.Path("stage3b/critic");
  if (resume) {  // the step's checkpoint that state.json names (older runs: the stage's own dirs)
    if (!state.checkpoint.empty() && !IsStepDirName(state.checkpoint))
      return Status::InvalidArgument(dir + "/state.json names \"" + state.checkpoint +
                                     "\" as its checkpoint, not a step-<n> directory");
    const std::string from = state.checkpoint.empty() ? dir : dir + "/" + state.checkpoint;
    actor_dir = from + "/actor";
    critic_dir = from + "/critic";
  }
  if (Status s = Require(actor_dir, stage, warmup ? "1" : "3a"); !s.ok()) return s;
  if (Status s = Require(critic_dir, stage, warmup ? "1" : "3b"); !s.ok()) return s;
  at::manual_seed(
      ctx.Seed(stage + "/init", 0));  // a random value head, when the critic has none yet
  const Sharding sharding = StageSharding(ctx, dp);
  auto actor =
      LoadLearner(actor_dir, false, AdamOptions(cfg.ppo, cfg.ppo.actor_lr, cfg.ppo.lr_warmup_steps),
                  resume, ctx.device, sharding);
  StatusOr<Learner> critic = Status::Internal("not loaded");
  if (actor.ok())
    critic = LoadLearner(critic_dir, true,
                         AdamOptions(cfg.ppo, cfg.ppo.critic_lr, cfg.ppo.lr_warmup_steps), resume,
                         ctx.device, sharding);
  if (Status s = AgreeOverRanks(dp, actor.ok() ? critic.status() : actor.status(),
                                "to load the stage's learners");
      !s.ok())
    return s;
  StageLearners learners{std::move(actor).value(), std::move(critic).value()};
  for (Learner* l : {&learners.actor, &learners.critic}) {
    l->model.set_gradient_checkpointing(cfg.ppo.gradient_checkpointing);
    l->model.set_bf16_autocast(cfg.bfloat16());
  }
  // A new checkpoint is written beside the committed one, which goes once the new one is whole:
  // up to two on disk at once. The stage's first, before any update, holds no moments.
  const auto both_bytes = [&](bool moments) {
    const at::ScalarType stored = CheckpointDtype(cfg);
    return CheckpointTensorBytes(learners.actor.model.config(), false, stored, moments) +
           CheckpointTensorBytes(learners.critic.model.config(), true, stored, moments);
  };
  const uint64_t first = resume ? 0 : both_bytes(false);
  const uint64_t next = steps > state.step ? both_bytes(true) : 0;
  std::string what = "stage " + stage + "'s checkpoints of actor and critic (";
  if (first > 0) what += "the first, without optimizer moments, " + GiB(first) + "; ";
  what += "each step's with them " + GiB(both_bytes(true)) + ", kept beside the one before)";
  const Status room =
      dp.is_root() ? CheckRoomForCheckpoints(dir, first + next, what) : Status::Ok();
  if (Status s = AgreeOverRanks(dp, room, "to find room for the stage's checkpoints"); !s.ok())
    return s;
  // The stage's checkpoint exists from the start: a run of 0 steps passes the models on.
  if (!resume)
    if (Status s = SaveAndCommit(ctx, dp, learners, stage, 0); !s.ok()) return s;
  return learners;
}

StatusOr<CheckpointTimes> CheckpointStep(RunContext& ctx, DataParallel& dp,
                                         BackgroundWrite& writing, const StageLearners& learners,
                                         const std::string& stage, int64_t step) {
  const auto start = Clock::now();
  CheckpointTimes times;
  if (StageSharding(ctx, dp).sharded()) {
    if (Status s = SaveAndCommit(ctx, dp, learners, stage, step + 1); !s.ok()) return s;
    times.seconds = SecondsSince(start);
    return times;
  }
  // The previous step's write, done (one host copy at a time) and agreed over the learners.
  if (Status s = AgreeOverRanks(dp, writing.Wait(), "to write the previous step's checkpoint");
      !s.ok())
    return s;
  times.wait_seconds = SecondsSince(start);
  if (dp.is_root()) {
    const std::string dir = ctx.Path("stage" + stage), name = StepDirName(step + 1);
    std::function<Status()> write = PrepareBoth(ctx, learners, dir + "/" + name);
    if (Status s = writing.Start(
            [write = std::move(write), &ctx, stage, dir, name, step] {
              if (Status written = write(); !written.ok()) return written;
              return CommitCheckpoint(ctx, stage, dir, {false, step + 1, name});
            },
            ctx.device);
        !s.ok())
      return s;
  }
  times.seconds = SecondsSince(start);
  return times;
}

Status WaitLastCheckpoint(RunContext& ctx, DataParallel& dp, BackgroundWrite& writing,
                          const std::string& stage) {
  const auto start = Clock::now();
  const bool was_writing = writing.in_flight();
  if (Status s = AgreeOverRanks(dp, writing.Wait(), "to write the last step's checkpoint"); !s.ok())
    return s;
  if (was_writing) {
    char line[128];
    std::snprintf(line, sizeof(line), "[stage %s] last checkpoint written %.1fs after its step",
                  stage.c_str(), SecondsSince(start));
    ctx.metrics->Progress(line);
  }
  return Status::Ok();
}

Status MarkStageDone(RunContext& ctx, const std::string& stage, int64_t steps) {
  ctx.dp.Barrier();  // the next stage may read what rank 0 wrote
  if (!ctx.dp.is_root()) return Status::Ok();
  StageState done = ctx.ReadState(stage);  // the last step's checkpoint, committed
  done.done = true;
  done.step = steps;
  return ctx.WriteState(stage, done);
}

}  // namespace warpgym::train
