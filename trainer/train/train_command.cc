#include "trainer/train/train_command.h"

#include <ATen/ATen.h>

#include <algorithm>
#include <cstdio>
#include <filesystem>
#include <fstream>
#include <optional>
#include <thread>

#include "shared/client.h"
#include "trainer/checkpoint/hf_checkpoint.h"
#include "trainer/train/data_parallel.h"
#include "trainer/train/interrupt.h"
#include "trainer/train/launcher.h"
#include "trainer/train/stages.h"
#include "trainer/train/toy_policy.h"

namespace warpgym::train {
namespace {

namespace fs = std::filesystem;

constexpr double kEndpointCheckS = 5;  // how long the start waits for a server's first answer

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
  options.timeout =
      std::chrono::milliseconds(static_cast<int64_t>(config.rollout.request_timeout_s * 1000));
  options.retries = static_cast<int>(config.rollout.retries);
  Client client(config.rollout.endpoints.front(), options);
  auto tasks = client.ListTasks();
  if (!tasks.ok()) return tasks.status();
  if (tasks->empty())
    return Status::FailedPrecondition(config.rollout.endpoints.front() + " lists no tasks");
  return tasks;
}

// Stages 1, 2 and 4 play episodes: a server that is not there is named within seconds, not after
// the client's retries (request_timeout_s x (1 + retries), silent). Endpoints are asked at once;
// one that answers is enough (the balancer keeps episodes off the silent ones).
Status CheckEndpoints(const TrainConfig& config, const std::string& only_stage) {
  if (!only_stage.empty() && only_stage != "1" && only_stage != "2" && only_stage != "4")
    return Status::Ok();
  const auto& endpoints = config.rollout.endpoints;
  ClientOptions options;
  options.timeout = std::chrono::milliseconds(
      static_cast<int64_t>(std::min(config.rollout.request_timeout_s, kEndpointCheckS) * 1000));
  options.retries = 0;
  std::vector<Status> answers(endpoints.size());
  {
    std::vector<std::jthread> asking;
    for (size_t i = 0; i < endpoints.size(); ++i)
      asking.emplace_back([&, i] { answers[i] = Client(endpoints[i], options).Ping(); });
  }
  std::string silent;
  size_t up = 0;
  for (size_t i = 0; i < endpoints.size(); ++i) {
    if (answers[i].code() != ErrorCode::kDeadlineExceeded) {
      ++up;  // a reply, even a refusal (busy, shutting down): a server is there
      continue;
    }
    silent += (silent.empty() ? "" : ", ") + endpoints[i];
  }
  if (up > 0) {
    if (!silent.empty())
      std::fprintf(stderr, "warpgym-trainer: no answer from %s; episodes go to the others\n",
                   silent.c_str());
    return Status::Ok();
  }
  return Status::FailedPrecondition(
      "no warpgym-server answers at " + silent + " (asked for " +
      std::to_string(static_cast<int>(options.timeout.count() / 1000)) +
      " s): start one (warpgym-server --bind " + endpoints.front() +
      ") or point rollout.endpoints (or --endpoints) at a running server");
}

Status RunStage(RunContext& ctx, const std::string& stage) {
  // Rank 0's view decides.
  const bool done = ctx.dp.Broadcast(ctx.ReadState(stage).done ? 1 : 0) != 0;
  if (done) {
    ctx.metrics->Progress("[stage " + stage + "] done already (" +
                          ctx.Path("stage" + stage + "/state.json") + ")");
    return Status::Ok();
  }
  ctx.metrics->Progress("[stage " + stage + "] start");
  if (stage == "1" || stage == "4") return RunPpoStage(ctx, stage);
  // Sampling, RFT and value pretraining are not data-parallel: rank 0 runs them, the others wait.
  Status s = Status::Ok();
  if (ctx.dp.is_root()) {
    if (stage == "2")
      s = RunSampleStage(ctx);
    else if (stage == "3a")
      s = RunRftStage(ctx);
    else
      s = RunValueStage(ctx);
  }
  ctx.dp.Barrier();
  return s;
}

}  // namespace

Status Train(const TrainArgs& args) {
  const InterruptWatcher interrupts;  // first: every thread of the run inherits its signal mask
  auto config = LoadTrainConfig(args.config_path);
  if (!config.ok()) return config.status();
  RunContext ctx;
  ctx.stop = interrupts.stop();
  ctx.config = std::move(config).value();
  if (args.seed) ctx.config.seed = *args.seed;
  if (!args.endpoints.empty()) ctx.config.rollout.endpoints = args.endpoints;
  if (!args.device.empty()) ctx.config.device = args.device;
  if (args.rollout_ranks) ctx.config.ppo.rollout_ranks = *args.rollout_ranks;
  ctx.out_dir = args.out_dir;
  const std::string& device = ctx.config.device;
  if (device != "cpu" && device != "cuda" && !device.starts_with("cuda:"))
    return Status::InvalidArgument("--device must be cpu, cuda or cuda:N, not " + device);
  auto rank_env = RankEnvFromEnvironment();
  if (!rank_env.ok()) return rank_env.status();
  const std::optional<RankEnv> ranks = rank_env.value();  // nullopt: one process, ctx.dp's default
  const int64_t rollout_ranks = ctx.config.ppo.rollout_ranks;
  const int world_size = ranks ? ranks->world_size : 1;
  if (rollout_ranks > 0 && rollout_ranks >= world_size)
    return Status::InvalidArgument(
        "ppo.rollout_ranks (--rollout-gpus) is " + std::to_string(rollout_ranks) + " of " +
        std::to_string(world_size) +
        " rank(s): at least one must learn (--train-gpus T --rollout-gpus R, or --nproc)");
  if (ranks) {
    // Every rank that rolls out gets episodes, and every learner trainable ones.
    const int64_t need = rollout_ranks > 0
                             ? std::max<int64_t>(rollout_ranks, world_size - rollout_ranks)
                             : world_size;
    if (ctx.config.stage1.episodes < need || ctx.config.stage4.episodes < need)
      return Status::InvalidArgument(
          "data parallel: stage1.episodes and stage4.episodes must be "
          ">= " +
          std::to_string(need) + (rollout_ranks > 0 ? " (the larger pool)" : " (WORLD_SIZE)"));
    auto dp = DataParallel::Connect(*ranks, std::chrono::minutes(30));
    if (!dp.ok()) return dp.status();
    ctx.dp = std::move(dp).value();
  }
  const bool root = ctx.dp.is_root();
  // Under data parallelism "cuda" is each rank's own GPU (LOCAL_RANK).
  ctx.device = device == "cuda" && ranks
                   ? at::Device(at::kCUDA, static_cast<c10::DeviceIndex>(ranks->local_rank))
                   : at::Device(device);
  if (ctx.device.is_cuda() && !at::hasCUDA())
    return Status::FailedPrecondition("device " + ctx.config.device +
                                      ": this LibTorch sees no CUDA device");
  if (Status s = CheckEndpoints(ctx.config, args.stage); !s.ok()) return s;
  std::error_code ec;
  fs::create_directories(ctx.out_dir, ec);
  if (ec) return Status::Internal("cannot create " + ctx.out_dir + ": " + ec.message());

  const std::string effective = ctx.config.ToJson().dump(2);
  if (root)
    if (Status s = WriteText(ctx.Path("config.json"), effective + "\n"); !s.ok()) return s;
  std::string metrics_path = ctx.Path("metrics.jsonl");
  if (!root) {
    const std::string rank_dir = ctx.Path("rank" + std::to_string(ctx.dp.rank()));
    fs::create_directories(rank_dir, ec);
    metrics_path = rank_dir + "/metrics.jsonl";
  }
  auto metrics = MetricsLog::Open(metrics_path);
  if (!metrics.ok()) return metrics.status();
  ctx.metrics = std::move(metrics).value();
  if (root)
    ctx.metrics->Progress("warpgym-trainer train: config " + args.config_path + " -> " +
                          ctx.out_dir + "\n" + effective);
  if (ctx.dp.world_size() > 1 && ctx.device.is_cuda() && device != "cuda" && root)
    ctx.metrics->Progress("data parallel: every rank on " + device +
                          ": collectives through the store (NCCL needs a GPU per rank: --device "
                          "cuda)");
  if (ctx.dp.world_size() > 1 && ctx.device.is_cuda() && device == "cuda") {
    // Every rank decides alike: Create fails only where the build lacks NCCL.
    const Status nccl = ctx.dp.EnableNccl(ctx.device);
    if (root)
      ctx.metrics->Progress(nccl.ok() ? "data parallel: " + std::to_string(ctx.dp.world_size()) +
                                            " ranks, gradients summed with NCCL"
                                      : "data parallel: gradients summed through the store (" +
                                            nccl.message() + ")");
  }

  at::manual_seed(ctx.config.seed);
  Status prepared = root ? PrepareInitialPolicy(ctx) : Status::Ok();
  ctx.dp.Barrier();  // init/ is there for every rank
  if (!prepared.ok()) return prepared;
  auto tokenizer = tokenizer::Tokenizer::FromModelDir(ctx.InitDir());
  if (!tokenizer.ok()) return tokenizer.status();
  ctx.tokenizer = std::move(tokenizer).value();
  auto tasks = ResolveTasks(ctx.config);
  if (!tasks.ok()) return tasks.status();
  ctx.tasks = std::move(tasks).value();

  for (const char* stage : kStages) {
    if (!args.stage.empty() && args.stage != stage) continue;
    if (Status s = ctx.Interrupted(std::string("before stage ") + stage); !s.ok()) return s;
    if (Status s = RunStage(ctx, stage); !s.ok()) return s;
  }
  ctx.dp.Finish();
  ctx.metrics->Progress("done: " + ctx.Path("metrics.jsonl"));
  return Status::Ok();
}

Status TrainCommand::Run() const {
  if (node_rank_ >= nnodes_)
    return Status::InvalidArgument("--node-rank " + std::to_string(node_rank_) +
                                   " is not below --nnodes " + std::to_string(nnodes_));
  int nproc = nproc_;
  if (train_gpus_ > 0) {
    if (!args_.rollout_ranks || *args_.rollout_ranks < 1)
      return Status::InvalidArgument("--train-gpus needs --rollout-gpus R >= 1");
    const int pools = train_gpus_ + static_cast<int>(*args_.rollout_ranks);
    if (nnodes_ > 1 || (nproc_ > 1 && nproc_ != pools))
      return Status::InvalidArgument(
          "--train-gpus T --rollout-gpus R starts T + R ranks on this host: leave out --nproc "
          "and --nnodes (over hosts: ppo.rollout_ranks, or --rollout-gpus, with --nproc)");
    nproc = pools;
  }
  if (nproc > 1 ||
      nnodes_ > 1) {  // the launcher: this host's ranks of this same command, without --nproc
    std::vector<std::string> argv = {"train", "--config", args_.config_path, "--out",
                                     args_.out_dir};
    if (args_.rollout_ranks)
      argv.insert(argv.end(), {"--rollout-gpus", std::to_string(*args_.rollout_ranks)});
    if (args_.seed) argv.insert(argv.end(), {"--seed", std::to_string(*args_.seed)});
    if (!args_.stage.empty()) argv.insert(argv.end(), {"--stage", args_.stage});
    if (!args_.device.empty()) argv.insert(argv.end(), {"--device", args_.device});
    if (!args_.endpoints.empty()) {
      std::string joined;
      for (const std::string& e : args_.endpoints) joined += (joined.empty() ? "" : ",") + e;
      argv.insert(argv.end(), {"--endpoints", joined});
    }
    return LaunchRanks({nproc, nnodes_, node_rank_}, argv);
  }
  try {
    return Train(args_);
  } catch (const c10::Error& e) {
    return Status::Internal(std::string("LibTorch: ") + e.what_without_backtrace());
  } catch (const std::exception& e) {
    return Status::Internal(e.what());
  }
}

TrainCommand::TrainCommand(CLI::App& app) {
  command_ = app.add_subcommand(
      "train", "multi-turn agentic RL against warpgym-servers (stages 1, 2, 3a, 3b, 4)");
  command_->add_option("--config", args_.config_path, "YAML config (trainer/configs/toy.yaml)")
      ->required();
  command_
      ->add_option("--out", args_.out_dir,
                   "output directory: checkpoints, trajectories, metrics.jsonl")
      ->required();
  command_->add_option("--seed", args_.seed, "overrides the config's seed");
  command_->add_option("--stage", args_.stage, "run only this stage")
      ->check(CLI::IsMember({"1", "2", "3a", "3b", "4"}));
  command_->add_option("--endpoints", args_.endpoints, "overrides rollout.endpoints")
      ->delimiter(',');
  command_->add_option("--device", args_.device,
                       "overrides the config's device (cpu, cuda, cuda:N)");
  command_
      ->add_option("--nproc", nproc_,
                   "data parallel: start this many local ranks (RANK, WORLD_SIZE, ... set)")
      ->check(CLI::Range(1, 1024));
  command_
      ->add_option(
          "--nnodes", nnodes_,
          "data parallel over hosts: how many run this command (each with its --node-rank; "
          "MASTER_ADDR = node 0's address, DIR on a filesystem they share)")
      ->check(CLI::Range(1, 1024));
  command_->add_option("--node-rank", node_rank_, "this host's place among the --nnodes, from 0")
      ->check(CLI::Range(0, 1023));
  command_
      ->add_option("--rollout-gpus", args_.rollout_ranks,
                   "overrides ppo.rollout_ranks: the run's last R ranks only roll out (sampling "
                   "with weights the learners broadcast), the others only learn")
      ->check(CLI::Range(0, 1023));
  command_
      ->add_option("--train-gpus", train_gpus_,
                   "with --rollout-gpus R: start T learner + R rollout ranks on this host (one "
                   "GPU each with --device cuda)")
      ->check(CLI::Range(1, 1024));
}

}  // namespace warpgym::train
