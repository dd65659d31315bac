// Stages 1 (single-turn PPO warm-up) and 4 (multi-turn PPO): rollouts, then one PPO update per
// step, a checkpoint and a metrics record after each step (stages.h).
#include <chrono>
#include <cstdio>

#include <ATen/ATen.h>

#include "trainer/train/ppo_update.h"
#include "trainer/train/stages.h"

namespace warpgym::train {
namespace {

using Clock = std::chrono::steady_clock;

double Seconds(Clock::time_point since) { return std::chrono::duration<double>(Clock::now() - since).count(); }

AdamWOptions Adam(const PpoConfig& p, double lr) {
  return {lr, p.adam_beta1, p.adam_beta2, p.adam_eps, p.weight_decay};
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
  std::string actor_dir = warmup ? ctx.InitDir() : ctx.Path("stage3a/actor");
  std::string critic_dir = warmup ? ctx.InitDir() : ctx.Path("stage3b/critic");
  if (resume) {
    actor_dir = dir + "/actor";
    critic_dir = dir + "/critic";
  }
  if (Status s = Require(actor_dir, stage, warmup ? "1" : "3a"); !s.ok()) return s;
  if (Status s = Require(critic_dir, stage, warmup ? "1" : "3b"); !s.ok()) return s;
  at::manual_seed(ctx.Seed(stage + "/init", 0));  // a random value head, when the critic has none yet
  auto actor = LoadLearner(actor_dir, false, Adam(cfg.ppo, cfg.ppo.actor_lr), resume);
  if (!actor.ok()) return actor.status();
  auto critic = LoadLearner(critic_dir, true, Adam(cfg.ppo, cfg.ppo.critic_lr), resume);
  if (!critic.ok()) return critic.status();
  if (!resume) {  // the stage's checkpoint exists from the start: a run of 0 steps passes the models on
    if (Status s = SaveCheckpoint(actor.value(), dir + "/actor", ctx.InitDir()); !s.ok()) return s;
    if (Status s = SaveCheckpoint(critic.value(), dir + "/critic", ctx.InitDir()); !s.ok()) return s;
  }

  rollout::RolloutEngine engine(actor->model, *ctx.tokenizer, ctx.Rollout(max_turns));
  for (int64_t step = state.step; step < steps; ++step) {
    const auto rollout_start = Clock::now();
    auto trajectories = engine.Run(ctx.Specs(stage, step, episodes), ctx.Seed(stage + "/sample", step));
    if (!trajectories.ok()) return trajectories.status();
    const double rollout_s = Seconds(rollout_start);
    if (Status s = AppendTrajectories(dir + "/trajectories.jsonl", trajectories.value()); !s.ok()) return s;
    const std::vector<const rl::Trajectory*> batch = Trainable(trajectories.value());
    if (batch.empty())
      return Status::Unavailable("stage " + stage + " step " + std::to_string(step) +
                                 ": no episode could be scored (every one had an infrastructure error; "
                                 "see " + dir + "/trajectories.jsonl)");

    const auto train_start = Clock::now();
    const PpoMetrics ppo = PpoUpdate(actor.value(), critic.value(), batch, cfg.ppo, cfg.rollout.temperature);
    const double train_s = Seconds(train_start);
    if (Status s = SaveCheckpoint(actor.value(), dir + "/actor", ctx.InitDir()); !s.ok()) return s;
    if (Status s = SaveCheckpoint(critic.value(), dir + "/critic", ctx.InitDir()); !s.ok()) return s;
    if (Status s = ctx.WriteState(stage, {false, step + 1}); !s.ok()) return s;

    const rollout::RolloutStats& rs = engine.last_stats();
    nlohmann::ordered_json record = {{"stage", stage}, {"step", step}};
    record.update(BatchMetrics(trajectories.value()));
    record.update(ppo.ToJson());
    record.update({{"rollout_s", rollout_s}, {"generate_s", rs.generate_seconds}, {"env_s", rs.env_seconds},
                   {"train_s", train_s}, {"generated_tokens", rs.generated_tokens},
                   {"generate_tokens_per_s", rs.generate_seconds > 0 ? static_cast<double>(rs.generated_tokens) / rs.generate_seconds : 0.0}});
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
  return ctx.WriteState(stage, {true, steps});
}

}  // namespace warpgym::train
