#include "trainer/train/train_command.h"

#include <filesystem>
#include <fstream>

#include <ATen/ATen.h>

#include "shared/client.h"
#include "trainer/checkpoint/hf_checkpoint.h"
#include "trainer/train/stages.h"
#include "trainer/train/toy_policy.h"

namespace warpgym::train {
namespace {

namespace fs = std::filesystem;

Status WriteText(const fs::path& path, const std::string& text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  return out ? Status::Ok() : Status::Internal("cannot write " + path.string());
}

// DIR/init: the toy policy, or a copy of policy.model_dir. Kept when it is already there.
Status PrepareInitialPolicy(const RunContext& ctx) {
  const std::string init = ctx.InitDir();
  if (fs::exists(fs::path(init) / "config.json")) return Status::Ok();
  const PolicyConfig& p = ctx.config.policy;
  if (p.init == "toy") return CreateToyPolicy(p.toy, init, ctx.config.seed);
  auto model = checkpoint::LoadModel(p.model_dir);
  if (!model.ok()) return model.status();
  checkpoint::SaveOptions save;
  save.copy_files_from = p.model_dir;
  return checkpoint::SaveModel(model.value(), init, save);
}

StatusOr<std::vector<std::string>> ResolveTasks(const TrainConfig& config) {
  if (!config.rollout.tasks.empty()) return config.rollout.tasks;
  ClientOptions options;
  options.timeout = std::chrono::milliseconds(static_cast<int64_t>(config.rollout.request_timeout_s * 1000));
  options.retries = static_cast<int>(config.rollout.retries);
  Client client(config.rollout.endpoints.front(), options);
  auto tasks = client.ListTasks();
  if (!tasks.ok()) return tasks.status();
  if (tasks->empty()) return Status::FailedPrecondition(config.rollout.endpoints.front() + " lists no tasks");
  return tasks;
}

Status RunStage(RunContext& ctx, const std::string& stage) {
  if (ctx.ReadState(stage).done) {
    ctx.metrics->Progress("[stage " + stage + "] done already (" + ctx.Path("stage" + stage + "/state.json") + ")");
    return Status::Ok();
  }
  ctx.metrics->Progress("[stage " + stage + "] start");
  if (stage == "1" || stage == "4") return RunPpoStage(ctx, stage);
  if (stage == "2") return RunSampleStage(ctx);
  if (stage == "3a") return RunRftStage(ctx);
  return RunValueStage(ctx);
}

}  // namespace

Status Train(const TrainArgs& args) {
  auto config = LoadTrainConfig(args.config_path);
  if (!config.ok()) return config.status();
  RunContext ctx;
  ctx.config = std::move(config).value();
  if (args.seed) ctx.config.seed = *args.seed;
  if (!args.endpoints.empty()) ctx.config.rollout.endpoints = args.endpoints;
  ctx.out_dir = args.out_dir;
  std::error_code ec;
  fs::create_directories(ctx.out_dir, ec);
  if (ec) return Status::Internal("cannot create " + ctx.out_dir + ": " + ec.message());

  const std::string effective = ctx.config.ToJson().dump(2);
  if (Status s = WriteText(ctx.Path("config.json"), effective + "\n"); !s.ok()) return s;
  auto metrics = MetricsLog::Open(ctx.Path("metrics.jsonl"));
  if (!metrics.ok()) return metrics.status();
  ctx.metrics = std::move(metrics).value();
  ctx.metrics->Progress("warpgym-trainer train: config " + args.config_path + " -> " + ctx.out_dir + "\n" + effective);

  at::manual_seed(ctx.config.seed);
  if (Status s = PrepareInitialPolicy(ctx); !s.ok()) return s;
  auto tokenizer = tokenizer::Tokenizer::FromModelDir(ctx.InitDir());
  if (!tokenizer.ok()) return tokenizer.status();
  ctx.tokenizer = std::move(tokenizer).value();
  auto tasks = ResolveTasks(ctx.config);
  if (!tasks.ok()) return tasks.status();
  ctx.tasks = std::move(tasks).value();

  for (const char* stage : kStages) {
    if (!args.stage.empty() && args.stage != stage) continue;
    if (Status s = RunStage(ctx, stage); !s.ok()) return s;
  }
  ctx.metrics->Progress("done: " + ctx.Path("metrics.jsonl"));
  return Status::Ok();
}

Status TrainCommand::Run() const {
  try {
    return Train(args_);
  } catch (const c10::Error& e) {
    return Status::Internal(std::string("LibTorch: ") + e.what_without_backtrace());
  } catch (const std::exception& e) {
    return Status::Internal(e.what());
  }
}

TrainCommand::TrainCommand(CLI::App& app) {
  command_ = app.add_subcommand("train", "multi-turn agentic RL against warpgym-servers (stages 1, 2, 3a, 3b, 4)");
  command_->add_option("--config", args_.config_path, "YAML config (trainer/configs/toy.yaml)")->required();
  command_->add_option("--out", args_.out_dir, "output directory: checkpoints, trajectories, metrics.jsonl")->required();
  command_->add_option("--seed", args_.seed, "overrides the config's seed");
  command_->add_option("--stage", args_.stage, "run only this stage")->check(CLI::IsMember({"1", "2", "3a", "3b", "4"}));
  command_->add_option("--endpoints", args_.endpoints, "overrides rollout.endpoints")->delimiter(',');
}

}  // namespace warpgym::train
