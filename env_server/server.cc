#include "env_server/server.h"

#include <spdlog/spdlog.h>
#include <unistd.h>

#include <algorithm>
#include <chrono>
#include <cstdlib>
#include <filesystem>
#include <thread>

#include "env_server/gpu/device_discovery.h"
#include "env_server/sandbox/cgroup.h"
#include "env_server/sandbox/reachability.h"
#include "env_server/sandbox/setup.h"
#include "env_server/sandbox/system_root.h"
#include "env_server/tools/tool_registry.h"
#include "env_server/workspace_fs.h"
#include "shared/codec.h"
#include "shared/msgpack_json.h"
#include "shared/protocol.h"

namespace warpgym {
namespace fs = std::filesystem;
using json = nlohmann::json;

namespace {

constexpr auto kPollInterval = std::chrono::milliseconds(200);
// After any traffic the loop polls without sleeping for this long: a reply usually follows
// within microseconds, and waking a sleeping thread costs more than the step itself.
constexpr auto kBusyPollWindow = std::chrono::microseconds(300);
constexpr auto kReapInterval = std::chrono::seconds(1);

double UnixTime() {
  return std::chrono::duration<double>(std::chrono::system_clock::now().time_since_epoch()).count();
}

// `auto`: the CUDA backend when the host has an NVIDIA GPU device node, else the CPU backend.
std::string ResolveBackend(const std::string& requested) {
  if (requested != "auto") return requested;
  std::error_code ec;
  const bool gpu = fs::exists("/dev/nvidia0", ec) || fs::exists("/dev/nvidiactl", ec);
  spdlog::info("--backend auto: {}",
               gpu ? "cuda (NVIDIA device nodes present)" : "cpu (no NVIDIA GPU)");
  return gpu ? "cuda" : "cpu";
}

}  // namespace

Server::Server(ServerConfig config) : config_(std::move(config)) {}

Server::~Server() = default;

Status Server::Start() {
  config_.backend = ResolveBackend(config_.backend);
  if (config_.backend != "cpu" && config_.backend != "cuda") {
    return Status::InvalidArgument("--backend must be auto, cpu or cuda");
  }
  if (config_.task_dirs.empty()) {  // the bundled demo set sized for the backend
    config_.task_dirs = {config_.root / "tasks" /
                         (config_.backend == "cuda" ? "demo_cuda" : "demo")};
  }
  std::vector<std::string> warnings;
  StatusOr<TaskRegistry> tasks = TaskRegistry::Load(config_.task_dirs, &warnings);
  if (!tasks.ok()) return tasks.status();
  tasks_ = std::move(tasks.value());
  for (const auto& w : warnings) spdlog::warn("{}", w);

  std::error_code ec;
  fs::create_directories(config_.workdir / "episodes", ec);
  if (config_.cache_dir.empty()) config_.cache_dir = config_.workdir / "cache";
  fs::create_directories(config_.cache_dir, ec);
  if (ec)
    return Status::Internal("cannot create workdir " + config_.workdir.string() + ": " +
                            ec.message());
  config_.workdir = fs::canonical(config_.workdir);
  StatusOr<WorkdirLock> lock = WorkdirLock::Acquire(config_.workdir);
  if (!lock.ok()) return lock.status();
  workdir_lock_.emplace(std::move(lock.value()));
  const std::vector<std::string> aborted = RecoverInterruptedEpisodes(config_.workdir);

  // The fixed binding files, one pair for both backends (the module name is a compiler flag).
  const fs::path template_dir = config_.root / "env_server" / "templates" / "binding";
  const fs::path skill =
      config_.root / "skills" / (config_.backend == "cpu" ? "SKILL_cpu.md" : "SKILL.md");
  if (!fs::is_directory(template_dir))
    return Status::NotFound("workspace template not found: " + template_dir.string());
  if (!fs::is_regular_file(skill))
    return Status::NotFound("skill file not found: " + skill.string());
  if (config_.sandbox && ::geteuid() == 0) {
    // The contained compilers and candidates run as sandbox_uid and reach the workspace by its
    // host path (env_server/sandbox/mounts.h): the workdir itself is covered by a fresh 0755
    // tmpfs, and everything under /tmp is rebuilt on the private /tmp, but the ancestors above
    // them are the host's own directories.
    const auto under_tmp = [](const fs::path& p) {
      return *p.begin() == "/" && std::next(p.begin()) != p.end() && *std::next(p.begin()) == "tmp";
    };
    for (const fs::path& dir : {config_.workdir.parent_path(), fs::canonical(template_dir)}) {
      if (under_tmp(dir)) continue;
      if (Status s = sandbox::CheckSearchableBy(dir, config_.sandbox_uid, config_.sandbox_uid);
          !s.ok())
        return s;
    }
  }
  for (const auto& entry : fs::directory_iterator(template_dir)) {
    if (entry.is_regular_file()) {
      episode_env_.template_files.push_back(
          {entry.path(), entry.path().filename(), /*read_only=*/true});
    }
  }
  episode_env_.template_files.push_back({skill, "SKILL.md", /*read_only=*/true});
  // utils/: compile.sh, verification.py, profiling.py ask the trusted harness (bash tool, fd 3).
  const fs::path utils_dir = config_.root / "env_server" / "templates" / "utils";
  if (fs::is_directory(utils_dir)) {
    for (const auto& entry : fs::directory_iterator(utils_dir)) {
      if (entry.is_regular_file()) {
        episode_env_.template_files.push_back(
            {entry.path(), fs::path("utils") / entry.path().filename(), true});
      }
    }
  }

  HarnessConfig harness;
  harness.python = config_.python;
  harness.harness_dir = config_.root / "env_server" / "harness";
  harness.template_dir = template_dir;
  harness.cache_dir = fs::canonical(config_.cache_dir);
  harness.backend = config_.backend;
  harness.timeout = std::chrono::seconds(static_cast<long>(config_.harness_timeout_s));
  // Candidate processes (the agent's ModelNew) contain themselves (env_server/harness/
  // candidate_sandbox.py); they must not see the workdir: other episodes, logs, the worker socket.
  // Their cgroups go under this server's parent, so its memory total counts them too.
  harness.extra_args =
      config_.sandbox
          ? std::vector<std::string>{"--hide-dir",      config_.workdir.string(),
                                     "--sandbox-uid",   std::to_string(config_.sandbox_uid),
                                     "--cgroup-parent", sandbox::ServerCgroupName()}
          : std::vector<std::string>{"--insecure-no-sandbox"};
  // Contained candidates need the sandbox library: refused at start, not as every evaluation's
  // infrastructure error; the harness is told where it is (a carried build keeps it elsewhere).
  if (config_.sandbox) {
    StatusOr<fs::path> lib = FindSandboxLibrary(config_.root);
    if (!lib.ok()) return lib.status();
    harness.extra_env.push_back("WARPGYM_SANDBOX_LIB=" + lib.value().string());
  }
  if (config_.harness_worker) {
    fs::path socket = config_.workdir / "harness-worker.sock";
    if (socket.string().size() >= 100)
      socket =
          fs::temp_directory_path() / ("warpgym-worker-" + std::to_string(::getpid()) + ".sock");
    // The warm-up's inductor work (its signed vector-ISA records) goes where the calls' goes: into
    // the cache, which the sandboxes hide, not inductor's default under /tmp.
    std::vector<std::string> worker_env = HarnessEnvironment();
    worker_env.push_back("WARPGYM_HARNESS_CACHE_DIR=" + harness.cache_dir.string());
    if (std::getenv("TORCHINDUCTOR_CACHE_DIR") == nullptr)
      worker_env.push_back("TORCHINDUCTOR_CACHE_DIR=" + (harness.cache_dir / "inductor").string());
    StatusOr<std::unique_ptr<HarnessWorker>> worker = HarnessWorker::Start(
        config_.python, harness.harness_dir, socket, config_.workdir / "harness-worker.log",
        worker_env, config_.harness_warm_inductor);
    if (worker.ok()) {
      harness_worker_ = std::move(worker.value());
      harness.worker = harness_worker_.get();
    } else {
      spdlog::warn("{}; harness calls will start a fresh Python each time",
                   worker.status().ToString());
    }
  }
  harness_ = std::make_unique<HarnessRunner>(harness);

  StatusOr<std::vector<std::string>> devices = DiscoverDevices(config_.backend, config_.gpus);
  if (!devices.ok()) return devices.status();
  GpuPool::Options pool_options;
  pool_options.devices = devices.value();
  const int cores = static_cast<int>(std::max(1u, std::thread::hardware_concurrency()));
  pool_options.max_shared = config_.backend == "cpu" ? cores : 4;
  pool_options.compile_slots = cores;
  pool_options.health_check = MakeHealthCheck(config_.backend, config_.python);
  pool_options.memory_bytes = DeviceMemory(config_.backend, pool_options.devices);
  // A task not measured yet reserves a fair share of a device (as many as shared leases allow).
  const std::uint64_t smallest =
      *std::min_element(pool_options.memory_bytes.begin(), pool_options.memory_bytes.end());
  const std::uint64_t largest =
      *std::max_element(pool_options.memory_bytes.begin(), pool_options.memory_bytes.end());
  task_memory_ = std::make_unique<TaskMemory>(
      config_.backend, smallest / static_cast<std::uint64_t>(pool_options.max_shared), largest);
  if (!config_.task_memory_report.empty()) {
    StatusOr<int> seeded = task_memory_->LoadScreen(config_.task_memory_report);
    if (!seeded.ok()) return seeded.status();
    spdlog::info("memory estimates of {} task(s) from {}", seeded.value(),
                 config_.task_memory_report.string());
  }
  // Baselines built ahead on GPUs go beside timings (build leases); a CPU build would load the
  // cores a CPU timing runs on, so there it shares a device as a verify does.
  pool_options.allow_builds = config_.backend == "cuda" && config_.prepare_baselines != "off";
  devices_ = std::make_unique<GpuPool>(std::move(pool_options));

  episode_env_.workdir = config_.workdir;
  episode_env_.devices = devices_.get();
  episode_env_.task_memory = task_memory_.get();
  if (config_.prepare_baselines == "on" ||
      (config_.prepare_baselines == "auto" && config_.backend == "cuda")) {
    baseline_prepare_ = std::make_unique<BaselinePrepare>(
        /*beside_timings=*/devices_->builds_allowed());
    episode_env_.baseline_prepare = baseline_prepare_.get();
  }
  episode_env_.backend = config_.backend;
  episode_env_.harness = harness_.get();
  episode_env_.output_limit = config_.output_limit_bytes;
  episode_env_.keep_workspaces = config_.keep_workspaces;
  std::string path_env = "PATH=/usr/local/bin:/usr/bin:/bin";
  if (config_.python.has_parent_path())
    path_env = "PATH=" + config_.python.parent_path().string() + ":/usr/local/bin:/usr/bin:/bin";
  episode_env_.bash_env_base = {path_env, "LANG=C.UTF-8", "TERM=dumb"};

  sandbox::SandboxSettings sandbox_settings;
  sandbox_settings.enabled = config_.sandbox;
  sandbox_settings.cgroup_parent = sandbox::ServerCgroupName();
  sandbox_settings.uid = sandbox_settings.gid = config_.sandbox_uid;
  sandbox_settings.pids_max = config_.sandbox_pids_max;
  sandbox_settings.memory_bytes = config_.sandbox_memory_mb << 20;
  sandbox_settings.memory_total_bytes =
      config_.sandbox_memory_total_mb > 0
          ? config_.sandbox_memory_total_mb << 20
          : static_cast<std::int64_t>(static_cast<double>(::sysconf(_SC_PHYS_PAGES)) *
                                      static_cast<double>(::sysconf(_SC_PAGESIZE)) * 0.8);
  // A cap at or above the host's cores caps nothing: at most half of them per call, so one
  // call's busy loop always leaves the rest of the machine to the others (and to the judge).
  const double host_cores = std::max(1.0, static_cast<double>(std::thread::hardware_concurrency()));
  sandbox_settings.cpu_cores =
      config_.sandbox_cpus > 0 ? std::min(config_.sandbox_cpus, std::max(0.5, host_cores / 2)) : 0;
  if (sandbox_settings.cpu_cores < config_.sandbox_cpus)
    spdlog::info("--sandbox-cpus {} is more than half of this host's {} cores: {} per bash call",
                 config_.sandbox_cpus, host_cores, sandbox_settings.cpu_cores);
  sandbox_settings.file_size_bytes = config_.sandbox_file_size_mb << 20;
  sandbox_settings.workdir = config_.workdir;
  std::error_code cache_ec;
  sandbox_settings.cache_dir = fs::canonical(config_.cache_dir, cache_ec);
  sandbox_settings.probe_dir =
      config_.workdir / "private" / ("sandbox-probe-" + std::to_string(::getpid()));
  sandbox_settings.workspace_quota_bytes = config_.workspace_quota_mb << 20;
  if (config_.workspace_quota_mb > 0) {  // can this server give each workspace a filesystem?
    const fs::path probe =
        config_.workdir / "private" / ("quota-probe-" + std::to_string(::getpid()));
    std::error_code probe_ec;
    fs::create_directories(probe, probe_ec);
    std::string why;
    episode_env_.workspace_fs = MountWorkspaceFs(probe, 1u << 20, &why);
    UnmountWorkspaceFs(probe);
    fs::remove(probe, probe_ec);
    sandbox_settings.workspace_fs = episode_env_.workspace_fs ? "" : why;
  }
  sandbox_settings.system_paths = sandbox::PythonInstallPaths(config_.python);
  if (::geteuid() == 0 && config_.sandbox_uid_base > 0) {
    sandbox_settings.uid_base = config_.sandbox_uid_base;
    sandbox_settings.uid_count = static_cast<unsigned>(config_.max_episodes);
  }
  if (const char* cuda = std::getenv("CUDA_HOME")) sandbox_settings.system_paths.push_back(cuda);
  sandbox::SandboxSetup sandbox_setup = sandbox::SetUpSandbox(sandbox_settings);
  if (!sandbox_setup.refused.empty())
    return Status::FailedPrecondition("the bash sandbox cannot run: " + sandbox_setup.refused);
  episode_env_.sandbox = sandbox_setup.policy;
  if (episode_env_.sandbox && episode_env_.sandbox->change_identity &&
      config_.sandbox_uid_base > 0) {
    if (static_cast<unsigned long long>(config_.sandbox_uid_base) + config_.max_episodes >=
        4294967295ull)
      return Status::InvalidArgument(
          "--sandbox-uid-base + --max-episodes must stay below 2^32 - 1");
    episode_env_.uids = std::make_shared<sandbox::UidPool>(
        config_.sandbox_uid_base, static_cast<unsigned>(config_.max_episodes));
  }
  episode_env_.workspace_quota_bytes = config_.workspace_quota_mb << 20;
  // Fork copies are the server's writes: bounded by the budget of all sandboxed work, which the
  // sandbox's own cgroup enforces for what bash writes.
  episode_env_.fork_bytes_limit = static_cast<std::uint64_t>(sandbox_settings.memory_total_bytes);

  EpisodeLimits limits;
  limits.max_episodes = config_.max_episodes;
  limits.default_max_turns = config_.default_max_turns;
  limits.max_turns_limit = config_.max_turns_limit;
  limits.idle_timeout = std::chrono::milliseconds(static_cast<long>(config_.idle_timeout_s * 1000));
  pool_ = std::make_unique<WorkerPool>(config_.workers, config_.max_queued_jobs);
  manager_ = std::make_unique<EpisodeManager>(tasks_, episode_env_, limits, *pool_);
  manager_->MarkAborted(aborted);

  try {
    router_.set(zmq::sockopt::maxmsgsize, static_cast<int64_t>(kMaxTransportBytes));
    router_.set(zmq::sockopt::linger, 1000);
    router_.set(zmq::sockopt::sndhwm, 100000);
    router_.set(zmq::sockopt::rcvhwm, 100000);
    router_.bind(config_.bind);
    endpoint_ = router_.get(zmq::sockopt::last_endpoint);
  } catch (const zmq::error_t& e) {
    return Status::Unavailable("cannot bind " + config_.bind + ": " + e.what());
  }
  spdlog::info(
      "warpgym-server {} listening on {} | backend {} | {} tasks | workers {} | workdir {}",
      kServerVersion, endpoint_, config_.backend, tasks_.tasks().size(), pool_->threads(),
      config_.workdir.string());
  spdlog::info("{}", sandbox_setup.summary);
  return Status::Ok();
}

void Server::Run() {
  auto next_reap = std::chrono::steady_clock::now() + kReapInterval;
  auto last_traffic = std::chrono::steady_clock::time_point{};
  while (!stop_.load()) {
    zmq::pollitem_t items[] = {{router_.handle(), 0, ZMQ_POLLIN, 0},
                               {nullptr, replies_.fd(), ZMQ_POLLIN, 0}};
    const bool busy = std::chrono::steady_clock::now() - last_traffic < kBusyPollWindow;
    try {
      zmq::poll(items, 2, busy ? std::chrono::milliseconds(0) : kPollInterval);
    } catch (const zmq::error_t& e) {
      if (e.num() != EINTR) spdlog::error("poll: {}", e.what());
      continue;
    }
    if (items[0].revents & ZMQ_POLLIN) {
      // Bounded batch so replies keep flowing under a flood of requests.
      for (int i = 0; i < 256; ++i) {
        std::vector<zmq::message_t> frames;
        bool more = true;
        while (more) {
          zmq::message_t frame;
          if (!router_.recv(frame, zmq::recv_flags::dontwait)) break;
          more = frame.more();
          if (frames.size() < 4) frames.push_back(std::move(frame));  // extra frames are dropped
        }
        if (frames.empty()) break;
        HandleMessage(frames);
      }
    }
    if (items[1].revents & ZMQ_POLLIN) SendReadyReplies();
    if ((items[0].revents | items[1].revents) & ZMQ_POLLIN)
      last_traffic = std::chrono::steady_clock::now();
    if (auto now = std::chrono::steady_clock::now(); now >= next_reap) {
      manager_->ReapIdle();
      next_reap = now + kReapInterval;
    }
  }
  spdlog::info("shutting down: closing episodes and draining workers");
  manager_->CloseAll("server_shutdown");
  pool_.reset();  // runs every queued job, then joins
  SendReadyReplies();
  if (episode_env_.sandbox && episode_env_.sandbox->cgroups)
    sandbox::RemoveCgroupParents(*episode_env_.sandbox->cgroups);
  spdlog::info("shutdown complete");
}

void Server::HandleMessage(std::vector<zmq::message_t>& frames) {
  ++requests_total_;
  std::vector<std::string> envelope{frames[0].to_string()};
  const zmq::message_t* body = nullptr;
  if (frames.size() == 2) {
    body = &frames[1];
  } else if (frames.size() == 3 && frames[1].size() == 0) {
    envelope.emplace_back();
    body = &frames[2];
  }
  if (body == nullptr) {
    ++errors_total_;
    SendReply(envelope, EncodeErrorReply(
                            nullptr, nullptr,
                            Status::InvalidArgument(
                                "a request is one frame (or an empty delimiter and one frame)")));
    return;
  }
  Request req;
  Status s = DecodeRequest(body->to_string_view(), config_.max_request_bytes, &req);
  if (!s.ok()) {
    ++errors_total_;
    json op = req.op.empty() ? json(nullptr) : json(req.op);
    SendReply(envelope, EncodeErrorReply(req.id, op, s));
    return;
  }
  Dispatch(req, envelope);
}

void Server::Dispatch(const Request& req, const std::vector<std::string>& envelope) {
  if (req.op == op::kPing)
    return SendReply(envelope,
                     EncodeOkReply(req.id, req.op, {{"pong", true}, {"time", UnixTime()}}));
  if (req.op == op::kHello)
    return SendReply(envelope, EncodeOkReply(req.id, req.op, HelloFields()));
  if (req.op == op::kListTasks)
    return SendReply(envelope, EncodeOkReply(req.id, req.op, ListTasksFields()));
  if (req.op == op::kStats)
    return SendReply(envelope, EncodeOkReply(req.id, req.op, StatsFields()));

  auto reply = [this, envelope](std::string body) { replies_.Push({envelope, std::move(body)}); };
  if (req.op == op::kReset) return manager_->Reset(req, reply);
  if (req.op == op::kStep) return manager_->Step(req, reply);
  if (req.op == op::kClose) return manager_->Close(req, reply);
  if (req.op == op::kFork) return manager_->Fork(req, reply);
  ++errors_total_;
  SendReply(envelope, EncodeErrorReply(
                          req.id, req.op,
                          Status::InvalidArgument(
                              "unknown op '" + req.op +
                              "'; ops: hello, list_tasks, reset, step, fork, close, stats, ping")));
}

void Server::SendReply(const std::vector<std::string>& envelope, const std::string& body) {
  try {
    for (const std::string& part : envelope)
      router_.send(zmq::buffer(part), zmq::send_flags::sndmore);
    router_.send(zmq::buffer(body), zmq::send_flags::none);
  } catch (const zmq::error_t& e) {
    spdlog::warn("dropping reply: {}", e.what());  // the peer is gone; nothing to tell it
  }
}

void Server::SendReadyReplies() {
  for (OutgoingReply& r : replies_.TakeAll()) SendReply(r.envelope, r.body);
}

json Server::HelloFields() const {
  return {{"server", kServerName},
          {"server_version", kServerVersion},
          {"protocol_versions", {kProtocolVersion}},
          {"backend", config_.backend},
          {"capabilities",
           {{"max_request_bytes", config_.max_request_bytes},
            {"max_transport_bytes", kMaxTransportBytes},
            {"max_episodes", config_.max_episodes},
            {"default_max_turns", config_.default_max_turns},
            {"max_turns_limit", config_.max_turns_limit},
            {"idle_timeout_s", config_.idle_timeout_s},
            {"output_limit_bytes", config_.output_limit_bytes},
            {"reward_modes",
             std::vector<std::string>(reward_mode::kAll.begin(), reward_mode::kAll.end())}}},
          {"tools", ToolSchemas()}};
}

json Server::ListTasksFields() const {
  json tasks = json::array();
  for (const TaskInfo& t : tasks_.tasks()) {
    tasks.push_back({{"name", t.name}, {"level", t.level}, {"path", t.file.string()}});
  }
  return {{"tasks", std::move(tasks)}};
}

json Server::StatsFields() const {
  json stats = manager_->Stats();
  stats["requests_total"] = requests_total_;
  stats["devices"] = devices_->Stats();
  stats["errors_total"] = errors_total_;
  stats["uptime_s"] =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - started_).count();
  return stats;
}

}  // namespace warpgym
