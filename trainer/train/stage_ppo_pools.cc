// Stages 1 and 4 with rollouts on ranks of their own (ppo.rollout_ranks = R > 0): the run's first
// W - R ranks are the learners (their own group for the update's collectives and sharding, rank 0
// of the run writing checkpoints, trajectories and metrics), the last R only sample.
//
// A round, every rank:
//   A  the rollout ranks generate batch `round` (their share of its episodes); with staleness 1
//      the learners meanwhile train on batch round - 1 (generation and learning overlap);
//   B  everyone agrees the round went well, the batch's trajectories go to the learners, and each
//      rank's phase windows are reduced into the overlap;
//   C  staleness 0: the learners train on batch `round` now (nothing overlaps);
//   D  the new actor weights go from the learners' rank 0 to every rank (a broadcast of the
//      sampling copy: NCCL on GPUs), timed as weight_sync_s;
//   E  the trained step's metrics record.
// So with staleness 1 batch n is sampled by the policy of n - 1 updates and trained on by that of
// n: the PPO ratio's importance weights against the sampler's log-probs (ppo.tis_cap) correct for
// it, as they do for the bfloat16 sampler. A resumed run samples its first batch with the
// checkpoint's weights.
#include <algorithm>
#include <chrono>
#include <cmath>
#include <limits>
#include <optional>
#include <string>

#include "trainer/train/elapsed.h"
#include "trainer/train/sampling_copy.h"
#include "trainer/train/stage_checkpoints.h"
#include "trainer/train/stages.h"
#include "trainer/train/step_metrics.h"

namespace warpgym::train {
namespace {

using Clock = std::chrono::steady_clock;
constexpr double kNone = -std::numeric_limits<double>::infinity();

// Wall-clock seconds (comparable between the processes of one host, and hosts in step).
double Now() {
  return std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
}

// A phase's start and end on this rank; kNone for a rank that had none.
struct Window {
  double start = kNone, end = kNone;
};

// A batch gathered on the learners, with its rollout's numbers.
struct Batch {
  int64_t step = -1;
  std::vector<rl::Trajectory> trajectories;
  rollout::RolloutStats stats;
  double rollout_s = 0;
};

// What one training phase gives the step's record.
struct Trained {
  PpoMetrics ppo;
  StepTimes times;
  Window window;
};

// Stop at a round's start when any rank was asked to (its signal may have reached the others a
// moment later): every rank stops at the same round.
Status StopAgreed(const RunContext& ctx, DataParallel& world, const std::string& where) {
  const Status mine = ctx.Interrupted(where);
  if (world.SumOverRanks(int64_t{mine.ok() ? 0 : 1}) == 0) return Status::Ok();
  return mine.ok() ? Status::Unavailable("interrupted " + where + " (with another rank)") : mine;
}

// The learners' update on `batch` (each learner its round-robin share of the trainable
// episodes) and the step's checkpoint. Errors agree over the learners.
StatusOr<Trained> Train(RunContext& ctx, DataParallel& learners, BackgroundWrite& writing,
                        StageLearners& models, const std::string& stage, const Batch& batch) {
  Trained out;
  out.window.start = Now();
  const auto start = Clock::now();
  const std::vector<const rl::Trajectory*> trainable = Trainable(batch.trajectories);
  std::vector<const rl::Trajectory*> mine;
  for (int64_t i :
       RankShare(static_cast<int64_t>(trainable.size()), learners.rank(), learners.world_size()))
    mine.push_back(trainable[static_cast<size_t>(i)]);
  if (learners.MinOverRanks(static_cast<int64_t>(mine.size())) == 0)
    return Status::Unavailable("stage " + stage + " step " + std::to_string(batch.step) + ": " +
                               std::to_string(trainable.size()) +
                               " episode(s) could be scored, fewer than the " +
                               std::to_string(learners.world_size()) +
                               " learner ranks (the others had infrastructure errors; see " +
                               ctx.Path("stage" + stage + "/trajectories.jsonl") + ")");
  out.ppo = PpoUpdate(models.actor, models.critic, mine, ctx.config.ppo,
                      ctx.config.rollout.temperature, learners);
  out.times.train_s = SecondsSince(start);
  auto checkpoint = CheckpointStep(ctx, learners, writing, models, stage, batch.step);
  if (!checkpoint.ok()) return checkpoint.status();
  out.times.checkpoint_s = checkpoint->seconds;
  out.times.checkpoint_wait_s = checkpoint->wait_seconds;
  out.window.end = Now();
  return out;
}

// The model a rollout rank samples from: the actor's shape in the sampling dtype, its weights
// left to the first broadcast.
StatusOr<model::Transformer> RolloutModel(const RunContext& ctx) {
  auto config = model::ModelConfig::FromModelDir(ctx.InitDir());
  if (!config.ok()) return config.status();
  return model::Transformer(config.value(),
                            at::TensorOptions()
                                .dtype(ctx.config.bfloat16() ? at::kBFloat16 : at::kFloat)
                                .device(ctx.device),
                            /*value_head=*/false, model::Transformer::Init::kEmpty);
}

std::vector<at::Tensor> Parameters(const model::Transformer& model) {
  std::vector<at::Tensor> out;
  for (auto& [name, p] : model.NamedParameters()) out.push_back(p);
  return out;
}

}  // namespace

Status RunPooledPpoStage(RunContext& ctx, const std::string& stage) {
  const TrainConfig& cfg = ctx.config;
  const bool warmup = stage == "1";
  const int64_t steps = warmup ? cfg.stage1.steps : cfg.stage4.steps;
  const int64_t episodes = warmup ? cfg.stage1.episodes : cfg.stage4.episodes;
  const int64_t max_turns = warmup ? 1 : cfg.stage4.max_turns;
  const int64_t staleness = cfg.ppo.staleness;
  const StageState state = ctx.ReadState(stage);
  if (state.done) return Status::Ok();
  DataParallel& world = ctx.dp;
  const int rollout_ranks = static_cast<int>(cfg.ppo.rollout_ranks);
  const int learner_ranks = world.world_size() - rollout_ranks;  // >= 1: Train() checked
  const bool learner = world.rank() < learner_ranks;
  DataParallel group = learner ? world.Subgroup("learners", 0, learner_ranks)
                               : world.Subgroup("rollout", learner_ranks, rollout_ranks);
  // The learners' sums through NCCL where the run's collectives are (a GPU per rank).
  if (learner && group.world_size() > 1 && std::string(world.gradient_transport()) == "nccl")
    (void)group.EnableNccl(ctx.device);  // else through the store

  // Learners: the stage's actor and critic, and the sampling copy whose weights they send.
  // Rollout ranks: the model they sample from, its weights the broadcast's.
  std::optional<StageLearners> models;
  std::optional<SamplingCopy> sampling;
  std::optional<model::Transformer> sampler;
  Status loaded = Status::Ok();
  if (learner) {
    auto l = LoadStageLearners(ctx, group, stage, state, steps);
    if (l.ok()) {
      models.emplace(std::move(l).value());
      sampling.emplace(models->actor.model, cfg.bfloat16());
    }
    loaded = l.status();
  } else {
    auto m = RolloutModel(ctx);
    if (m.ok()) sampler.emplace(std::move(m).value());
    loaded = m.status();
  }
  if (Status s = AgreeOverRanks(world, loaded, "to load the stage's learners"); !s.ok()) return s;
  const model::Transformer& weights_model = learner ? sampling->model() : *sampler;
  std::vector<at::Tensor> weights = Parameters(weights_model);
  std::optional<rollout::RolloutEngine> engine;
  if (!learner) engine.emplace(*sampler, *ctx.tokenizer, ctx.Rollout(max_turns));

  const auto sync_start = Clock::now();
  world.Broadcast(weights, 0);  // the checkpoint's weights, to every rollout rank
  double weight_sync_s = world.MaxOverRanks(SecondsSince(sync_start));
  ctx.metrics->Progress("[stage " + stage + "] " + std::to_string(learner_ranks) +
                        " learner rank(s), " + std::to_string(rollout_ranks) +
                        " rollout rank(s), staleness " + std::to_string(staleness) +
                        "; weights sent in " + std::to_string(weight_sync_s) + " s");

  const std::string dir = ctx.Path("stage" + stage);
  BackgroundWrite writing;  // learners, unsharded: each step's checkpoint beside the next round
  Batch pending;            // learners: the batch gathered, not trained yet
  double steps_s = 0;
  TakePeakDeviceMemory(ctx.device);
  for (int64_t round = state.step; round < steps + staleness; ++round) {
    if (Status s =
            StopAgreed(ctx, world, "before stage " + stage + " round " + std::to_string(round));
        !s.ok())
      return s;
    const auto round_start = Clock::now();
    const double round_at = Now();
    const bool rolls = round < steps;
    const int64_t trained_step = round - staleness;
    const bool trains = trained_step >= state.step && trained_step < steps;

    // A: the rollout of batch `round`; with staleness 1 beside it, the update on the one before.
    Status phase = Status::Ok();
    Window rolled;
    std::vector<rl::Trajectory> mine;
    double rollout_s = 0;
    if (!learner && rolls) {
      rolled.start = Now();
      const auto start = Clock::now();
      const std::vector<rollout::EpisodeSpec> all = ctx.Specs(stage, round, episodes);
      std::vector<rollout::EpisodeSpec> specs;
      for (int64_t i : RankShare(episodes, group.rank(), group.world_size()))
        specs.push_back(all[static_cast<size_t>(i)]);
      auto run = engine->Run(
          specs, ctx.Seed(stage + "/sample", round) + static_cast<uint64_t>(group.rank()));
      if (run.ok()) mine = std::move(run).value();
      phase = run.status();
      rollout_s = SecondsSince(start);
      rolled.end = Now();
    }
    Batch current;
    std::optional<Trained> trained;
    const auto train_pending = [&] {  // the learners' update on the batch gathered last
      current = std::move(pending);
      auto t = Train(ctx, group, writing, *models, stage, current);
      if (t.ok()) trained = std::move(t).value();
      phase = t.status();
    };
    if (learner && trains && staleness == 1) train_pending();

    // B: agreed; the batch to the learners.
    if (Status s =
            AgreeOverRanks(world, phase, "stage " + stage + " round " + std::to_string(round));
        !s.ok())
      return s;
    if (rolls) {
      auto everyone = GatherTrajectories(world, mine);  // the learners post none
      if (!everyone.ok()) return everyone.status();
      const rollout::RolloutStats stats =
          StatsOverRanks(world, learner ? rollout::RolloutStats{} : engine->last_stats());
      const double slowest = world.MaxOverRanks(rollout_s);
      if (world.is_root())
        if (Status s = AppendTrajectories(dir + "/trajectories.jsonl", everyone.value()); !s.ok())
          return s;
      if (learner) pending = {round, std::move(everyone).value(), stats, slowest};
    }

    // C: staleness 0, the update on the batch just gathered.
    if (learner && trains && staleness == 0) train_pending();
    if (staleness == 0)
      if (Status s =
              AgreeOverRanks(world, phase, "stage " + stage + " step " + std::to_string(round));
          !s.ok())
        return s;
    // The phases' windows over the ranks: the earliest start and latest end of each (a rank
    // without the phase posts kNone for both), and how long both phases ran at once.
    const Window trained_window = trained ? trained->window : Window{};
    const auto negated = [](double start) { return std::isfinite(start) ? -start : kNone; };
    const std::vector<double> latest = world.MaxOverRanks(
        std::vector<double>{negated(rolled.start), rolled.end, negated(trained_window.start),
                            trained_window.end, -round_at});
    const double first_round_at = -latest[4];  // the earliest rank's: the windows' origin
    const double overlap_s =
        std::max(0.0, std::min(latest[1], latest[3]) - std::max(-latest[0], -latest[2]));

    // D: the updated weights to the rollout ranks, for the next round's batch.
    weight_sync_s = 0;
    if (trains && round + 1 < steps) {
      const auto start = Clock::now();
      if (learner) sampling->Refresh();  // ZeRO-3: the layers gathered, by every learner
      world.Broadcast(weights, 0);
      weight_sync_s = world.MaxOverRanks(SecondsSince(start));
    }
    const double round_s = SecondsSince(round_start);

    // E: the trained step's record (the learners'), or what this rollout rank did.
    const std::pair<double, double> peak_memory = TakePeakDeviceMemory(ctx.device);
    nlohmann::ordered_json record;
    if (learner && trained) {
      StepTimes times = trained->times;
      times.rollout_s = current.rollout_s;
      times.step_s = round_s;
      record = StepRecord(stage, trained_step, current.trajectories, trained->ppo, current.stats,
                          times, peak_memory, cfg.device, group);
      steps_s += round_s;
      const double eta_s = steps_s / static_cast<double>(trained_step + 1 - state.step) *
                           static_cast<double>(steps - trained_step - 1);
      ctx.metrics->Progress(StepProgressLine(record, trained->ppo, steps, episodes, eta_s));
    } else if (!learner && rolls) {
      record = {{"stage", stage},
                {"round", round},
                {"role", "rollout"},
                {"rollout_s", rollout_s},
                {"generated_tokens", engine->last_stats().generated_tokens},
                {"gpu_peak_allocated_mib", peak_memory.first},
                {"gpu_peak_reserved_mib", peak_memory.second}};
    }
    if (!record.is_null()) {
      // Per phase, in seconds from the round's start (the earliest rank's): when generation ran
      // (any rollout rank) and when the update did (any learner), and how long both at once.
      const auto offset = [&](double t) { return std::isfinite(t) ? t - first_round_at : 0.0; };
      record.update({{"learner_ranks", learner_ranks},
                     {"rollout_ranks", rollout_ranks},
                     {"staleness", staleness},
                     {"round_s", round_s},
                     {"generate_window_s", {offset(-latest[0]), offset(latest[1])}},
                     {"train_window_s", {offset(-latest[2]), offset(latest[3])}},
                     {"overlap_s", overlap_s},
                     {"weight_sync_s", weight_sync_s}});
      if (Status s = ctx.metrics->Write(record); !s.ok()) return s;
    }
  }
  const Status written = learner ? WaitLastCheckpoint(ctx, group, writing, stage) : Status::Ok();
  if (Status s = AgreeOverRanks(world, written, "to write the last step's checkpoint"); !s.ok())
    return s;
  return MarkStageDone(ctx, stage, steps);
}

}  // namespace warpgym::train
