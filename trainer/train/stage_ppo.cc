// Stages 1 (single-turn PPO warm-up) and 4 (multi-turn PPO), every rank rolling out and training:
// rollouts, then one PPO update per step, a checkpoint and a metrics record after each step
// (stages.h). With ppo.rollout_ranks > 0 the rollouts run on ranks of their own instead
// (stage_ppo_pools.cc).
#include <chrono>
#include <optional>

#include "trainer/train/elapsed.h"
#include "trainer/train/kernel_profile.h"
#include "trainer/train/sampling_copy.h"
#include "trainer/train/stage_checkpoints.h"
#include "trainer/train/stages.h"
#include "trainer/train/step_metrics.h"

namespace warpgym::train {
namespace {

using Clock = std::chrono::steady_clock;

}  // namespace

Status RunPpoStage(RunContext& ctx, const std::string& stage) {
  if (ctx.config.ppo.rollout_ranks > 0) return RunPooledPpoStage(ctx, stage);
  const TrainConfig& cfg = ctx.config;
  const bool warmup = stage == "1";
  const int64_t steps = warmup ? cfg.stage1.steps : cfg.stage4.steps;
  const int64_t episodes = warmup ? cfg.stage1.episodes : cfg.stage4.episodes;
  const int64_t max_turns = warmup ? 1 : cfg.stage4.max_turns;
  const StageState state = ctx.ReadState(stage);
  if (state.done) return Status::Ok();
  DataParallel& dp = ctx.dp;
  auto learners = LoadStageLearners(ctx, dp, stage, state, steps);
  if (!learners.ok()) return learners.status();
  Learner& actor = learners->actor;
  Learner& critic = learners->critic;
  const bool root = dp.is_root();  // writes checkpoints, state and trajectories

  BackgroundWrite writing;  // unsharded: each step's checkpoint, beside the next step
  SamplingCopy sampling(actor.model, cfg.bfloat16());
  rollout::RolloutEngine engine(sampling.model(), *ctx.tokenizer, ctx.Rollout(max_turns));
  const std::string dir = ctx.Path("stage" + stage);
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
    // WARPGYM_KERNEL_PROFILE=DIR: where the first step's rollout and update spend device time
    // (rank 0; kernel_profile.h).
    const std::string profile_dir =
        step == state.step && root ? KernelProfile::RequestedDir() : std::string();
    std::optional<KernelProfile> profile;
    const auto start_profile = [&](const std::string& phase) {
      if (!profile_dir.empty())
        profile.emplace(profile_dir, "stage" + stage + "-" + phase, ctx.device.is_cuda());
    };
    const auto end_profile = [&] {
      if (!profile) return;
      std::string path;
      const Status s = profile->Finish(&path);
      ctx.metrics->Progress(s.ok() ? "kernel profile: " + path : s.ToString());
      profile.reset();
    };
    start_profile("rollout");
    auto trajectories = engine.Run(specs, sample_seed);
    end_profile();
    // Agreed: a rank stopped by a signal (or failed) mid-rollout has closed its episodes and ends
    // the step on every rank; the others would wait for it in the next collective.
    if (Status s =
            AgreeOverRanks(dp, trajectories.status(),
                           "stage " + stage + " step " + std::to_string(step) + "'s rollout");
        !s.ok())
      return s;
    StepTimes times;
    times.rollout_s = dp.MaxOverRanks(SecondsSince(rollout_start));  // the slowest rank's
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
          ": no episode could be scored (every one had an infrastructure error; see " + dir +
          "/trajectories.jsonl)");

    start_profile("learn");
    const auto train_start = Clock::now();
    const PpoMetrics ppo = PpoUpdate(actor, critic, batch, cfg.ppo, cfg.rollout.temperature, dp);
    times.train_s = SecondsSince(train_start);
    end_profile();
    auto checkpoint = CheckpointStep(ctx, dp, writing, learners.value(), stage, step);
    if (!checkpoint.ok()) return checkpoint.status();
    times.checkpoint_s = checkpoint->seconds;
    times.checkpoint_wait_s = checkpoint->wait_seconds;
    times.step_s = SecondsSince(rollout_start);

    // The record is alike on every rank but for the wall-clock of train_s, checkpoint_s and
    // step_s, and the GPU memory peaks, this rank's: the update ends at collectives every rank
    // shares, and only rank 0 saves. The batch metrics are over everyone's trajectories, the PPO
    // metrics global (PpoMetrics), the rollout's seconds the slowest rank's, its tokens and turns
    // summed.
    const rollout::RolloutStats rs = StatsOverRanks(dp, engine.last_stats());
    const nlohmann::ordered_json record =
        StepRecord(stage, step, everyone.value(), ppo, rs, times, TakePeakDeviceMemory(ctx.device),
                   cfg.device, dp);
    if (Status s = ctx.metrics->Write(record); !s.ok()) return s;
    steps_s += times.step_s;
    const double eta_s = steps_s / static_cast<double>(step + 1 - state.step) *
                         static_cast<double>(steps - step - 1);
    ctx.metrics->Progress(StepProgressLine(record, ppo, steps, episodes, eta_s));
  }
  if (Status s = WaitLastCheckpoint(ctx, dp, writing, stage); !s.ok()) return s;
  return MarkStageDone(ctx, stage, steps);
}

}  // namespace warpgym::train
