// Stages 1 (single-turn PPO warm-up) and 4 (multi-turn PPO): rollouts, then one PPO update per
// step, a checkpoint and a metrics record after each step (stages.h).
#include <ATen/ATen.h>
#include <ATen/DeviceAccelerator.h>

#include <chrono>
#include <cstdio>
#include <filesystem>
#include <sstream>

#include "trainer/train/background_write.h"
#include "trainer/train/data_parallel.h"
#include "trainer/train/ppo_update.h"
#include "trainer/train/sampling_copy.h"
#include "trainer/train/saved_moments.h"
#include "trainer/train/sharded_layers.h"
#include "trainer/train/stages.h"

namespace warpgym::train {
namespace {

using Clock = std::chrono::steady_clock;

double Seconds(Clock::time_point since) {
  return std::chrono::duration<double>(Clock::now() - since).count();
}

// Every rank's trajectories in rank order (the others' as JSON lines through the store; this
// rank's own are `mine`, not a parse of what it posted).
StatusOr<std::vector<rl::Trajectory>> GatherTrajectories(DataParallel& dp,
                                                         const std::vector<rl::Trajectory>& mine) {
  std::ostringstream lines;
  for (const rl::Trajectory& t : mine)
    if (Status s = rl::WriteJsonLine(lines, t); !s.ok()) return s;
  std::vector<rl::Trajectory> all;
  const std::vector<std::string> posts = dp.AllGather(lines.str());
  for (size_t r = 0; r < posts.size(); ++r) {
    if (static_cast<int>(r) == dp.rank()) {
      all.insert(all.end(), mine.begin(), mine.end());
      continue;
    }
    std::istringstream in(posts[r]);
    auto part = rl::ReadJsonl(in, "rank " + std::to_string(r));
    if (!part.ok()) return part.status();
    for (rl::Trajectory& t : part.value()) all.push_back(std::move(t));
  }
  return all;
}

// Over the ranks: the slowest rank's generation and environment seconds (maxima), every rank's
// generated, context, prefilled, reused and evicted tokens and turns (sums); batch sizes: rank 0's.
rollout::RolloutStats StatsOverRanks(DataParallel& dp, const rollout::RolloutStats& mine) {
  const std::vector<double> slowest =
      dp.MaxOverRanks(std::vector<double>{mine.generate_seconds, mine.env_seconds});
  const std::vector<int64_t> total = dp.SumOverRanks(std::vector<int64_t>{
      mine.generated_tokens, mine.turns, mine.context_tokens, mine.prefill_tokens,
      mine.reused_tokens, mine.appended_tokens, mine.evicted_tokens});
  rollout::RolloutStats out;
  out.generate_seconds = slowest[0];
  out.env_seconds = slowest[1];
  out.generated_tokens = total[0];
  out.turns = total[1];
  out.context_tokens = total[2];
  out.prefill_tokens = total[3];
  out.reused_tokens = total[4];
  out.appended_tokens = total[5];
  out.evicted_tokens = total[6];
  out.peak_batch = mine.peak_batch;  // this rank's decoder
  out.mean_batch = mine.mean_batch;
  return out;
}

// `mine` (this rank's outcome of a step every rank takes) agreed over the ranks: an error on any
// rank fails the step on every rank, so none goes on into a collective the failed one never
// joins. A world of one: `mine`.
Status AgreeOverRanks(DataParallel& dp, Status mine, const std::string& what) {
  if (dp.world_size() == 1) return mine;
  const int64_t failed = dp.SumOverRanks(int64_t{mine.ok() ? 0 : 1});
  if (!mine.ok() || failed == 0) return mine;
  return Status::Internal(std::to_string(failed) + " other rank(s) failed " + what +
                          " (their logs say why)");
}

// How the stage's learners are split over the ranks (ppo.zero_stage).
Sharding StageSharding(RunContext& ctx) {
  return {static_cast<int>(ctx.config.ppo.zero_stage), &ctx.dp};
}

// The unsharded save (rank 0's): both learners copied to host memory now; the returned function
// writes them, on any thread.
std::function<Status()> PrepareBoth(const RunContext& ctx, const Learner& actor,
                                    const Learner& critic, const std::string& dir) {
  const at::ScalarType stored = CheckpointDtype(ctx.config);
  return [dir, a = PrepareCheckpoint(actor, dir + "/actor", ctx.InitDir(), stored),
          c = PrepareCheckpoint(critic, dir + "/critic", ctx.InitDir(), stored)] {
    if (Status s = a(); !s.ok()) return s;
    if (Status s = c(); !s.ok()) return s;
    for (const char* learner : {"/actor/", "/critic/"})
      RemoveOtherSavedMoments(dir + learner + kOptimizerFileName, 0);
    return Status::Ok();
  };
}

// The stage's actor and critic as checkpoints under `dir` (in the config's stored dtype), now,
// called by every rank: rank 0 writes the models and its optimizer state, the others their shards
// of it when sharded. A save counts only once every rank's part is written (every rank learns
// whether all were: one that failed fails the step on every rank, before rank 0 records it as
// done); then the optimizer states of other attempts beside it are removed.
Status SaveBoth(RunContext& ctx, const Learner& actor, const Learner& critic,
                const std::string& dir) {
  const bool root = ctx.dp.is_root();
  if (!StageSharding(ctx).sharded())
    return AgreeOverRanks(ctx.dp, root ? PrepareBoth(ctx, actor, critic, dir)() : Status::Ok(),
                          "to write the checkpoint under " + dir);
  const std::pair<const Learner*, std::string> both[] = {{&actor, dir + "/actor"},
                                                         {&critic, dir + "/critic"}};
  Status s = Status::Ok();
  for (const auto& [learner, path] : both) {
    // ZeRO-3: the layers gathered (collectives: on every rank, whatever came before), kept by
    // rank 0, which writes them.
    std::optional<model::Transformer> gathered;
    if (learner->model.layer_source() != nullptr) gathered = GatheredModel(learner->model, root);
    if (!s.ok()) continue;
    s = root ? PrepareCheckpoint(gathered ? *gathered : learner->model, *learner->optimizer, path,
                                 ctx.InitDir(), CheckpointDtype(ctx.config))()
             : SaveOptimizerState(*learner, path);
  }
  if (Status agreed =
          AgreeOverRanks(ctx.dp, s, "to write their part of the checkpoint under " + dir);
      !agreed.ok())
    return agreed;
  if (root)
    for (const auto& [learner, path] : both)
      RemoveOtherSavedMoments(path + "/" + kOptimizerFileName, ctx.dp.world_size());
  return Status::Ok();
}

// Each step's checkpoint goes to a fresh directory DIR/stageS/step-<n>/{actor,critic}. Once it is
// whole, state.json names it: the commit point, so a run killed at any moment resumes from a whole
// checkpoint. Then DIR/stageS/actor and critic (the stable paths the next stage and users read)
// are pointed at it, and older step directories go.
std::string StepDirName(int64_t step) {
  char name[32];
  std::snprintf(name, sizeof(name), "step-%06lld", static_cast<long long>(step));
  return name;
}

bool IsStepDirName(const std::string& name) {
  return name.size() > 5 && name.starts_with("step-") &&
         name.find_first_not_of("0123456789", 5) == std::string::npos;
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

// This rank's GPU memory at its peak since the last call (MiB: what the caching allocator had
// allocated to tensors, and reserved from the driver), then the peaks reset; zeros on the CPU.
std::pair<double, double> TakePeakDeviceMemory(at::Device device) {
  if (!device.is_cuda()) return {0, 0};
  // "cuda" (one process) names no index: the current device, the one the run works on.
  const c10::DeviceIndex index =
      device.has_index() ? device.index() : at::accelerator::getDeviceIndex();
  const auto stats = at::accelerator::getDeviceStats(index);
  constexpr auto kAll = static_cast<size_t>(c10::CachingAllocator::StatType::AGGREGATE);
  at::accelerator::resetPeakStats(index);
  return {static_cast<double>(stats.allocated_bytes[kAll].peak) / (1 << 20),
          static_cast<double>(stats.reserved_bytes[kAll].peak) / (1 << 20)};
}

}  // namespace

Status RunPpoStage(RunContext& ctx, const std::string& stage) {
  const TrainConfig& cfg = ctx.config;
  const bool warmup = stage == "1";
  const int64_t steps = warmup ? cfg.stage1.steps : cfg.stage4.steps;
  const int64_t episodes = warmup ? cfg.stage1.episodes : cfg.stage4.episodes;
  const int64_t max_turns = warmup ? 1 : cfg.stage4.max_turns;
  StageState state = ctx.ReadState(stage);
  if (state.done) return Status::Ok();

  // Inputs: the previous stage's models, or this stage's own checkpoint when resuming.
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
  DataParallel& dp = ctx.dp;
  const Sharding sharding = StageSharding(ctx);
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
  actor->model.set_gradient_checkpointing(cfg.ppo.gradient_checkpointing);
  critic->model.set_gradient_checkpointing(cfg.ppo.gradient_checkpointing);
  actor->model.set_bf16_autocast(cfg.bfloat16());
  critic->model.set_bf16_autocast(cfg.bfloat16());
  const bool root = dp.is_root();  // writes checkpoints, state and trajectories
  if (!resume) {  // the stage's checkpoint exists from the start: a run of 0 steps passes the
                  // models on
    const std::string name = StepDirName(0);
    if (Status s = SaveBoth(ctx, actor.value(), critic.value(), dir + "/" + name); !s.ok())
      return s;
    const Status committed =
        root ? CommitCheckpoint(ctx, stage, dir, {false, 0, name}) : Status::Ok();
    if (Status s = AgreeOverRanks(dp, committed, "to commit the stage's first checkpoint"); !s.ok())
      return s;
  }

  // Unsharded, rank 0 writes each step's checkpoint (and then the step count that makes it the
  // one to resume from) beside the next step's rollout; a sharded save agrees over the ranks and
  // is written in the step.
  BackgroundWrite writing;
  SamplingCopy sampling(actor->model, cfg.bfloat16());
  rollout::RolloutEngine engine(sampling.model(), *ctx.tokenizer, ctx.Rollout(max_turns));
  double steps_s = 0;                // this invocation's steps: the ETA's pace
  TakePeakDeviceMemory(ctx.device);  // each step's record holds that step's peak
  for (int64_t step = state.step; step < steps; ++step) {
    if (Status s = ctx.Interrupted("before stage " + stage + " step " + std::to_string(step));
        !s.ok())
      return s;
    const auto rollout_start = Clock::now();  // also the step's start
    // This rank's share of the step's episodes (all of them in a world of one); the sampler's
    // stream differs per rank.
    const std::vector<rollout::EpisodeSpec> all = ctx.Specs(stage, step, episodes);
    std::vector<rollout::EpisodeSpec> specs;
    for (int64_t i : RankShare(episodes, dp.rank(), dp.world_size()))
      specs.push_back(all[static_cast<size_t>(i)]);
    const uint64_t sample_seed =
        ctx.Seed(stage + "/sample", step) + static_cast<uint64_t>(dp.rank());
    if (step > state.step) sampling.Refresh();  // the actor's weights after the last update
    auto trajectories = engine.Run(specs, sample_seed);
    if (!trajectories.ok()) return trajectories.status();
    const double rollout_s = dp.MaxOverRanks(Seconds(rollout_start));  // the slowest rank's
    // Rank 0 writes and reports the step's whole batch: every rank's trajectories, in rank order.
    auto everyone = GatherTrajectories(dp, trajectories.value());
    if (!everyone.ok()) return everyone.status();
    if (root)
      if (Status s = AppendTrajectories(dir + "/trajectories.jsonl", everyone.value()); !s.ok())
        return s;
    const std::vector<const rl::Trajectory*> batch = Trainable(trajectories.value());
    // Every rank must take part in the update, or none: the fewest trainable episodes of any
    // rank decides.
    if (dp.MinOverRanks(static_cast<int64_t>(batch.size())) == 0)
      return Status::Unavailable(
          "stage " + stage + " step " + std::to_string(step) +
          ": no episode could be scored (every one had an infrastructure error; "
          "see " +
          dir + "/trajectories.jsonl)");

    const auto train_start = Clock::now();
    const PpoMetrics ppo =
        PpoUpdate(actor.value(), critic.value(), batch, cfg.ppo, cfg.rollout.temperature, dp);
    const double train_s = Seconds(train_start);
    const auto checkpoint_start = Clock::now();
    double checkpoint_wait_s = 0;  // of checkpoint_s: waiting for the previous step's write
    if (sharding.sharded()) {
      const std::string name = StepDirName(step + 1);
      if (Status s = SaveBoth(ctx, actor.value(), critic.value(), dir + "/" + name); !s.ok())
        return s;
      const Status committed =
          root ? CommitCheckpoint(ctx, stage, dir, {false, step + 1, name}) : Status::Ok();
      if (Status s = AgreeOverRanks(dp, committed, "to commit the step's checkpoint"); !s.ok())
        return s;
    } else {
      // The previous step's write, done (one host copy at a time) and agreed over the ranks.
      if (Status s = AgreeOverRanks(dp, writing.Wait(), "to write the previous step's checkpoint");
          !s.ok())
        return s;
      checkpoint_wait_s = Seconds(checkpoint_start);
    }
    if (!sharding.sharded() && root) {
      const std::string name = StepDirName(step + 1);
      std::function<Status()> write =
          PrepareBoth(ctx, actor.value(), critic.value(), dir + "/" + name);
      if (Status s = writing.Start([write = std::move(write), &ctx, stage, dir, name, step] {
            if (Status written = write(); !written.ok()) return written;
            return CommitCheckpoint(ctx, stage, dir, {false, step + 1, name});
          });
          !s.ok())
        return s;
    }
    const double checkpoint_s = Seconds(checkpoint_start);
    const double step_s = Seconds(rollout_start);

    // The record is alike on every rank but for the wall-clock of train_s, checkpoint_s and
    // step_s, and the GPU memory peaks, this rank's: the update ends at collectives every rank
    // shares, and only rank 0 saves. The batch metrics are over everyone's trajectories, the PPO
    // metrics global (PpoMetrics), the rollout's seconds the slowest rank's, its tokens and turns
    // summed.
    const rollout::RolloutStats rs = StatsOverRanks(dp, engine.last_stats());
    const std::pair<double, double> peak_memory = TakePeakDeviceMemory(ctx.device);  // this rank's
    nlohmann::ordered_json record = {{"stage", stage}, {"step", step}};
    record.update(BatchMetrics(everyone.value()));
    record.update(ppo.ToJson());
    record.update(
        {{"rollout_s", rollout_s},
         {"generate_s", rs.generate_seconds},
         {"env_s", rs.env_seconds},
         {"train_s", train_s},
         {"train_tokens_per_s",
          train_s > 0 ? static_cast<double>(ppo.train_tokens) / train_s : 0.0},
         {"generated_tokens", rs.generated_tokens},
         // Prefix reuse: of the tokens in the contexts the sampler was given, those computed
         // (the new ones, with reuse) and those whose keys and values were kept from a turn before.
         {"context_tokens", rs.context_tokens},
         {"prefill_tokens", rs.prefill_tokens},
         {"reused_tokens", rs.reused_tokens},
         {"appended_tokens", rs.appended_tokens},
         {"evicted_tokens", rs.evicted_tokens},
         {"peak_batch", rs.peak_batch},
         {"mean_batch", rs.mean_batch},
         {"generate_tokens_per_s",
          rs.generate_seconds > 0 ? static_cast<double>(rs.generated_tokens) / rs.generate_seconds
                                  : 0.0},
         {"checkpoint_s", checkpoint_s},
         {"checkpoint_wait_s", checkpoint_wait_s},
         {"gpu_peak_allocated_mib", peak_memory.first},
         {"gpu_peak_reserved_mib", peak_memory.second},
         {"step_s", step_s},
         {"device", cfg.device},
         {"ranks", dp.world_size()},
         {"gradient_transport", dp.gradient_transport()}});
    if (Status s = ctx.metrics->Write(record); !s.ok()) return s;
    steps_s += step_s;
    const double eta_s = steps_s / static_cast<double>(step + 1 - state.step) *
                         static_cast<double>(steps - step - 1);
    char line[384];
    std::snprintf(
        line, sizeof(line),
        "[stage %s] step %lld/%lld  reward %+.3f  pass %.2f  ev %+.3f  kl %.4f  clip %.3f  "
        "mismatch %.1e  rollout %.1fs  train %.1fs  gen %.0f tok/s  learn %.0f tok/s  "
        "%.2f episodes/s  eta %.0fs",
        stage.c_str(), static_cast<long long>(step + 1), static_cast<long long>(steps),
        record["reward_mean"].get<double>(), record["pass_rate"].get<double>(),
        ppo.explained_variance, ppo.approx_kl, ppo.clip_fraction, ppo.mismatch_mean_abs, rollout_s,
        train_s, record["generate_tokens_per_s"].get<double>(),
        record["train_tokens_per_s"].get<double>(),
        step_s > 0 ? static_cast<double>(episodes) / step_s : 0.0, eta_s);
    ctx.metrics->Progress(line);
  }
  const auto last_write = Clock::now();
  const bool was_writing = writing.in_flight();
  if (Status s = AgreeOverRanks(dp, writing.Wait(), "to write the last step's checkpoint"); !s.ok())
    return s;
  if (was_writing) {
    char line[128];
    std::snprintf(line, sizeof(line), "[stage %s] last checkpoint written %.1fs after its step",
                  stage.c_str(), Seconds(last_write));
    ctx.metrics->Progress(line);
  }
  dp.Barrier();  // the next stage may read what rank 0 wrote
  if (!root) return Status::Ok();
  StageState done = ctx.ReadState(stage);  // the last step's checkpoint, committed
  done.done = true;
  done.step = steps;
  return ctx.WriteState(stage, done);
}

}  // namespace warpgym::train
