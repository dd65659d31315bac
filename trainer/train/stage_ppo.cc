// Stages 1 (single-turn PPO warm-up) and 4 (multi-turn PPO): rollouts, then one PPO update per
// step, a checkpoint and a metrics record after each step (stages.h).
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <sstream>

#include <ATen/ATen.h>

#include "trainer/train/data_parallel.h"
#include "trainer/train/ppo_update.h"
#include "trainer/train/stages.h"

namespace warpgym::train {
namespace {

using Clock = std::chrono::steady_clock;

double Seconds(Clock::time_point since) { return std::chrono::duration<double>(Clock::now() - since).count(); }

// Every rank's trajectories in rank order (as JSON lines through the store); just `mine` alone.
StatusOr<std::vector<rl::Trajectory>> GatherTrajectories(DataParallel* dp, const std::vector<rl::Trajectory>& mine) {
  if (dp == nullptr) return mine;
  std::ostringstream lines;
  for (const rl::Trajectory& t : mine)
    if (Status s = rl::WriteJsonLine(lines, t); !s.ok()) return s;
  std::vector<rl::Trajectory> all;
  const std::vector<std::string> posts = dp->AllGather(lines.str());
  for (size_t r = 0; r < posts.size(); ++r) {
    std::istringstream in(posts[r]);
    auto part = rl::ReadJsonl(in, "rank " + std::to_string(r));
    if (!part.ok()) return part.status();
    for (rl::Trajectory& t : part.value()) all.push_back(std::move(t));
  }
  return all;
}

// Generation and environment seconds of the slowest rank, tokens and turns of all.
rollout::RolloutStats StatsOverRanks(DataParallel* dp, const rollout::RolloutStats& mine) {
  if (dp == nullptr) return mine;
  rollout::RolloutStats out;
  const nlohmann::json j = {mine.generate_seconds, mine.env_seconds, mine.generated_tokens, mine.turns};
  for (const std::string& post : dp->AllGather(j.dump())) {
    const nlohmann::json r = nlohmann::json::parse(post);
    out.generate_seconds = std::max(out.generate_seconds, r[0].get<double>());
    out.env_seconds = std::max(out.env_seconds, r[1].get<double>());
    out.generated_tokens += r[2].get<int64_t>();
    out.turns += r[3].get<int64_t>();
  }
  return out;
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
  if (resume) {
    actor_dir = dir + "/actor";
    critic_dir = dir + "/critic";
  }
  if (Status s = Require(actor_dir, stage, warmup ? "1" : "3a"); !s.ok()) return s;
  if (Status s = Require(critic_dir, stage, warmup ? "1" : "3b"); !s.ok()) return s;
  at::manual_seed(ctx.Seed(stage + "/init", 0));  // a random value head, when the critic has none yet
  auto actor = LoadLearner(actor_dir, false, AdamOptions(cfg.ppo, cfg.ppo.actor_lr, cfg.ppo.lr_warmup_steps), resume, ctx.device);
  if (!actor.ok()) return actor.status();
  auto critic = LoadLearner(critic_dir, true, AdamOptions(cfg.ppo, cfg.ppo.critic_lr, cfg.ppo.lr_warmup_steps), resume, ctx.device);
  if (!critic.ok()) return critic.status();
  actor->model.set_gradient_checkpointing(cfg.ppo.gradient_checkpointing);
  critic->model.set_gradient_checkpointing(cfg.ppo.gradient_checkpointing);
  DataParallel* dp = ctx.dp.get();
  const bool root = dp == nullptr || dp->is_root();  // writes checkpoints, state and trajectories
  if (!resume && root) {  // the stage's checkpoint exists from the start: a run of 0 steps passes the models on
    if (Status s = SaveCheckpoint(actor.value(), dir + "/actor", ctx.InitDir()); !s.ok()) return s;
    if (Status s = SaveCheckpoint(critic.value(), dir + "/critic", ctx.InitDir()); !s.ok()) return s;
  }

  rollout::RolloutEngine engine(actor->model, *ctx.tokenizer, ctx.Rollout(max_turns));
  for (int64_t step = state.step; step < steps; ++step) {
    const auto rollout_start = Clock::now();  // also the step's start
    std::vector<rollout::EpisodeSpec> specs = ctx.Specs(stage, step, episodes);
    if (dp != nullptr) {  // this rank's share; the sampler's stream differs per rank
      std::vector<rollout::EpisodeSpec> mine;
      for (int64_t i : RankShare(episodes, dp->rank(), dp->world_size())) mine.push_back(specs[static_cast<size_t>(i)]);
      specs = std::move(mine);
    }
    auto trajectories = engine.Run(specs, ctx.Seed(stage + "/sample", step) + static_cast<uint64_t>(dp ? dp->rank() : 0));
    if (!trajectories.ok()) return trajectories.status();
    const double rollout_s = Seconds(rollout_start);
    // Rank 0 writes and reports the step's whole batch: every rank's trajectories, in rank order.
    auto everyone = GatherTrajectories(dp, trajectories.value());
    if (!everyone.ok()) return everyone.status();
    if (root)
      if (Status s = AppendTrajectories(dir + "/trajectories.jsonl", everyone.value()); !s.ok()) return s;
    const std::vector<const rl::Trajectory*> batch = Trainable(trajectories.value());
    // Every rank must take part in the update, or none: the fewest trainable episodes of any rank decides.
    double fewest = static_cast<double>(batch.size());
    if (dp != nullptr)
      for (const std::string& n : dp->AllGather(std::to_string(batch.size()))) fewest = std::min(fewest, std::stod(n));
    if (fewest == 0)
      return Status::Unavailable("stage " + stage + " step " + std::to_string(step) +
                                 ": no episode could be scored (every one had an infrastructure error; "
                                 "see " + dir + "/trajectories.jsonl)");

    const auto train_start = Clock::now();
    const PpoMetrics ppo = PpoUpdate(actor.value(), critic.value(), batch, cfg.ppo, cfg.rollout.temperature, dp);
    const double train_s = Seconds(train_start);
    const auto checkpoint_start = Clock::now();
    if (root) {
      if (Status s = SaveCheckpoint(actor.value(), dir + "/actor", ctx.InitDir()); !s.ok()) return s;
      if (Status s = SaveCheckpoint(critic.value(), dir + "/critic", ctx.InitDir()); !s.ok()) return s;
      if (Status s = ctx.WriteState(stage, {false, step + 1}); !s.ok()) return s;
    }
    const double checkpoint_s = Seconds(checkpoint_start);
    const double step_s = Seconds(rollout_start);

    const rollout::RolloutStats rs = StatsOverRanks(dp, engine.last_stats());
    nlohmann::ordered_json record = {{"stage", stage}, {"step", step}};
    record.update(BatchMetrics(everyone.value()));
    record.update(ppo.ToJson());
    record.update({{"rollout_s", rollout_s}, {"generate_s", rs.generate_seconds}, {"env_s", rs.env_seconds},
                   {"train_s", train_s}, {"train_tokens_per_s", train_s > 0 ? static_cast<double>(ppo.train_tokens) / train_s : 0.0},
                   {"generated_tokens", rs.generated_tokens},
                   {"generate_tokens_per_s", rs.generate_seconds > 0 ? static_cast<double>(rs.generated_tokens) / rs.generate_seconds : 0.0},
                   {"checkpoint_s", checkpoint_s}, {"step_s", step_s}, {"device", cfg.device},
                   {"ranks", dp != nullptr ? dp->world_size() : 1},
                   {"gradient_transport", dp != nullptr ? dp->gradient_transport() : "none"}});
    if (Status s = ctx.metrics->Write(record); !s.ok()) return s;
    char line[256];
    std::snprintf(line, sizeof(line),
                  "[stage %s] step %lld/%lld  reward %+.3f  pass %.2f  ev %+.3f  kl %.4f  clip %.3f  "
                  "mismatch %.1e  rollout %.1fs  train %.1fs",
                  stage.c_str(), static_cast<long long>(step + 1), static_cast<long long>(steps),
                  record["reward_mean"].get<double>(), record["pass_rate"].get<double>(), ppo.explained_variance,
                  ppo.approx_kl, ppo.clip_fraction, ppo.mismatch_mean_abs, rollout_s, train_s);
    ctx.metrics->Progress(line);
  }
  if (dp != nullptr) dp->Barrier();  // the next stage may read what rank 0 wrote
  return root ? ctx.WriteState(stage, {true, steps}) : Status::Ok();
}

}  // namespace warpgym::train
