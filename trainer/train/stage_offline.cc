// Stages 2 (sampling), 3a (RFT) and 3b (value pretraining): stages.h.
#include <ATen/ATen.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <filesystem>
#include <random>

#include "trainer/checkpoint/hf_checkpoint.h"
#include "trainer/rl/rft_filter.h"
#include "trainer/train/stages.h"
#include "trainer/train/supervised.h"

namespace warpgym::train {
namespace {

StatusOr<std::vector<rl::Trajectory>> Stage2Trajectories(const RunContext& ctx,
                                                         const std::string& stage) {
  const std::string path = ctx.Path("stage2/trajectories.jsonl");
  if (Status s = Require(ctx.Path("stage2/state.json"), stage, "2"); !s.ok()) return s;
  if (!ctx.ReadState("2").done)
    return Status::FailedPrecondition("stage " + stage + " needs stage 2 to be done");
  return rl::ReadJsonl(path);
}

// Fewer held-out trajectories than this measure nothing: all are fitted instead.
constexpr size_t kMinHeldOut = 4;

// JSON null for NaN (metrics.jsonl stays strict JSON).
nlohmann::ordered_json Number(double x) {
  return std::isnan(x) ? nlohmann::ordered_json() : nlohmann::ordered_json(x);
}

void Shuffle(std::vector<const rl::Trajectory*>* v, uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::shuffle(v->begin(), v->end(), rng);
}

}  // namespace

Status RunSampleStage(RunContext& ctx) {
  if (ctx.ReadState("2").done) return Status::Ok();
  const std::string actor_dir = ctx.Path("stage1/actor");
  if (Status s = Require(actor_dir, "2", "1"); !s.ok()) return s;
  checkpoint::LoadOptions load;
  load.device = ctx.device;
  if (ctx.config.bfloat16()) load.dtype = at::kBFloat16;  // sampling only (sampling_copy.h)
  auto policy = checkpoint::LoadModel(actor_dir, load);
  if (!policy.ok()) return policy.status();
  rollout::RolloutOptions options = ctx.Rollout(ctx.config.stage2.max_turns);
  if (ctx.config.stage2.temperature > 0) options.temperature = ctx.config.stage2.temperature;
  rollout::RolloutEngine engine(policy.value(), *ctx.tokenizer, options);
  auto trajectories =
      engine.Run(ctx.Specs("2", 0, ctx.config.stage2.episodes), ctx.Seed("2/sample", 0));
  if (!trajectories.ok()) return trajectories.status();
  std::filesystem::create_directories(ctx.Path("stage2"));
  if (Status s = rl::WriteJsonl(ctx.Path("stage2/trajectories.jsonl"), trajectories.value());
      !s.ok())
    return s;

  const rollout::RolloutStats& rs = engine.last_stats();
  nlohmann::ordered_json record = {{"stage", "2"}, {"step", 0}};
  record.update(BatchMetrics(trajectories.value()));
  record.update({{"temperature", options.temperature},
                 {"generate_s", rs.generate_seconds},
                 {"env_s", rs.env_seconds},
                 {"generated_tokens", rs.generated_tokens},
                 {"context_tokens", rs.context_tokens},
                 {"prefill_tokens", rs.prefill_tokens},
                 {"reused_tokens", rs.reused_tokens},
                 {"shared_tokens", rs.shared_tokens},
                 {"appended_tokens", rs.appended_tokens}});
  if (Status s = ctx.metrics->Write(record); !s.ok()) return s;
  char line[192];
  std::snprintf(line, sizeof(line), "[stage 2] %lld episodes  reward %+.3f  pass %.2f  infra %lld",
                static_cast<long long>(record["episodes"].get<int64_t>()),
                record["reward_mean"].get<double>(), record["pass_rate"].get<double>(),
                static_cast<long long>(record["infra_errors"].get<int64_t>()));
  ctx.metrics->Progress(line);
  return ctx.WriteState("2", {true, 1, ""});
}

Status RunRftStage(RunContext& ctx) {
  if (ctx.ReadState("3a").done) return Status::Ok();
  auto trajectories = Stage2Trajectories(ctx, "3a");
  if (!trajectories.ok()) return trajectories.status();
  const RftConfig& cfg = ctx.config.rft;
  rl::RftOptions options;
  options.max_loop_period = cfg.max_loop_period;
  const rl::RftResult rft = rl::FilterForRft(std::move(trajectories).value(), options);
  nlohmann::ordered_json filter = nlohmann::ordered_json::object();
  for (int v = 0; v < rl::kNumRftVerdicts; ++v)
    filter[std::string(rl::RftVerdictName(static_cast<rl::RftVerdict>(v)))] =
        rft.counts[static_cast<size_t>(v)];

  if (Status s = Require(ctx.Path("stage1/actor"), "3a", "1"); !s.ok()) return s;
  auto actor = LoadLearner(ctx.Path("stage1/actor"), false, AdamOptions(ctx.config.ppo, cfg.lr),
                           false, ctx.device);
  if (!actor.ok()) return actor.status();
  actor->model.set_bf16_autocast(ctx.config.bfloat16());
  std::vector<const rl::Trajectory*> kept = Trainable(rft.kept);
  if (kept.empty())
    ctx.metrics->Progress(
        "[stage 3a] warning: no trajectory passed the RFT filter; the actor is passed on "
        "unchanged");
  for (int64_t epoch = 0; epoch < cfg.epochs && !kept.empty(); ++epoch) {
    Shuffle(&kept, ctx.Seed("3a", epoch));
    const RftEpochMetrics m =
        RftEpoch(actor.value(), kept, cfg.batch_size, ctx.config.rollout.temperature,
                 ctx.config.ppo.max_grad_norm, ctx.config.ppo.pack_sequences);
    nlohmann::ordered_json record = {{"stage", "3a"},
                                     {"step", epoch},
                                     {"rft_filter", filter},
                                     {"kept", static_cast<int64_t>(kept.size())},
                                     {"nll", m.nll},
                                     {"grad_norm", m.grad_norm},
                                     {"policy_tokens", m.policy_tokens},
                                     {"optimizer_steps", m.optimizer_steps}};
    if (Status s = ctx.metrics->Write(record); !s.ok()) return s;
    char line[160];
    std::snprintf(line, sizeof(line), "[stage 3a] epoch %lld/%lld  kept %zu  nll %.4f",
                  static_cast<long long>(epoch + 1), static_cast<long long>(cfg.epochs),
                  kept.size(), m.nll);
    ctx.metrics->Progress(line);
  }
  if (kept.empty() || cfg.epochs == 0)
    if (Status s =
            ctx.metrics->Write({{"stage", "3a"}, {"step", 0}, {"rft_filter", filter}, {"kept", 0}});
        !s.ok())
      return s;
  if (Status s = SaveCheckpoint(actor.value(), ctx.Path("stage3a/actor"), ctx.InitDir(),
                                CheckpointDtype(ctx.config));
      !s.ok())
    return s;
  return ctx.WriteState("3a", {true, cfg.epochs, ""});
}

Status RunValueStage(RunContext& ctx) {
  if (ctx.ReadState("3b").done) return Status::Ok();
  auto trajectories = Stage2Trajectories(ctx, "3b");
  if (!trajectories.ok()) return trajectories.status();
  std::vector<const rl::Trajectory*> data = Trainable(trajectories.value());
  if (data.empty())
    return Status::Unavailable("stage 3b: stage 2 has no scored trajectory to fit the critic to");
  if (Status s = Require(ctx.Path("stage3a/actor"), "3b", "3a"); !s.ok()) return s;
  const ValuePretrainConfig& cfg = ctx.config.value_pretrain;
  at::manual_seed(ctx.Seed("3b/init", 0));  // the value head starts random
  auto critic = LoadLearner(ctx.Path("stage3a/actor"), true, AdamOptions(ctx.config.ppo, cfg.lr),
                            false, ctx.device);
  if (!critic.ok()) return critic.status();
  critic->model.set_bf16_autocast(ctx.config.bfloat16());
  // Held out before fitting (a fixed draw): explained variance on trajectories the critic never
  // fitted, against targets that do not depend on its values (lambda 1: the outcome).
  Shuffle(&data, ctx.Seed("3b/holdout", 0));
  const auto held = static_cast<size_t>(cfg.holdout_fraction * static_cast<double>(data.size()));
  std::vector<const rl::Trajectory*> heldout;
  if (held >= kMinHeldOut && held < data.size()) {
    heldout.assign(data.end() - static_cast<std::ptrdiff_t>(held), data.end());
    data.resize(data.size() - held);
  }
  const double gamma = ctx.config.ppo.gamma, lambda = cfg.lambda;
  const bool pack = ctx.config.ppo.pack_sequences;
  const auto heldout_ev = [&] {
    return heldout.empty() ? std::nan("")
                           : CriticExplainedVariance(critic.value(), heldout, gamma, lambda, pack);
  };
  // What decides: the held-out figure, or the fitted one where that is undefined (no held-out
  // trajectories, or returns that do not vary among them).
  const auto deciding = [](double held_ev, double fitted_ev) {
    return std::isnan(held_ev) ? fitted_ev : held_ev;
  };
  double fitted = CriticExplainedVariance(critic.value(), data, gamma, lambda, pack);
  double ev = deciding(heldout_ev(), fitted);
  int64_t epoch = 0;
  for (; epoch < cfg.max_epochs; ++epoch) {
    if (epoch >= cfg.min_epochs && ev > cfg.target_ev) break;
    Shuffle(&data, ctx.Seed("3b", epoch));
    const ValueEpochMetrics m = ValuePretrainEpoch(critic.value(), data, cfg.batch_size, gamma,
                                                   lambda, ctx.config.ppo.max_grad_norm, pack);
    fitted = m.explained_variance_after;
    const double held_ev = heldout_ev();
    ev = deciding(held_ev, fitted);
    nlohmann::ordered_json record = {{"stage", "3b"},
                                     {"step", epoch},
                                     {"trajectories", static_cast<int64_t>(data.size())},
                                     {"heldout_trajectories", static_cast<int64_t>(heldout.size())},
                                     {"lambda", lambda},
                                     {"value_loss", m.value_loss},
                                     {"explained_variance", ev},
                                     {"explained_variance_fitted", fitted},
                                     {"explained_variance_heldout", Number(held_ev)},
                                     {"explained_variance_before", m.explained_variance_before},
                                     {"grad_norm", m.grad_norm},
                                     {"optimizer_steps", m.optimizer_steps}};
    if (Status s = ctx.metrics->Write(record); !s.ok()) return s;
    char line[200];
    if (std::isnan(held_ev))
      std::snprintf(line, sizeof(line),
                    "[stage 3b] epoch %lld  value loss %.4f  explained variance %+.4f (fitted "
                    "trajectories)",
                    static_cast<long long>(epoch + 1), m.value_loss, ev);
    else
      std::snprintf(line, sizeof(line),
                    "[stage 3b] epoch %lld  value loss %.4f  explained variance %+.4f on %zu "
                    "held out (fitted %+.4f)",
                    static_cast<long long>(epoch + 1), m.value_loss, ev, heldout.size(), fitted);
    ctx.metrics->Progress(line);
  }
  const bool reached = !std::isnan(ev) && ev > cfg.target_ev;
  if (!reached) {
    char line[160];
    std::snprintf(line, sizeof(line),
                  "[stage 3b] warning: explained variance %+.4f did not exceed %.4f in %lld epochs",
                  ev, cfg.target_ev, static_cast<long long>(cfg.max_epochs));
    ctx.metrics->Progress(line);
  }
  if (Status s = ctx.metrics->Write({{"stage", "3b"},
                                     {"step", epoch},
                                     {"final", true},
                                     {"explained_variance", ev},
                                     {"explained_variance_fitted", fitted},
                                     {"heldout_trajectories", static_cast<int64_t>(heldout.size())},
                                     {"lambda", lambda},
                                     {"target_reached", reached}});
      !s.ok())
    return s;
  if (Status s = SaveCheckpoint(critic.value(), ctx.Path("stage3b/critic"), ctx.InitDir(),
                                CheckpointDtype(ctx.config));
      !s.ok())
    return s;
  return ctx.WriteState("3b", {true, epoch, ""});
}

}  // namespace warpgym::train
