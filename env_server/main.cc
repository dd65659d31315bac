// warpgym-server: the RL environment server. See README.md and docs/protocol.md.
#include <spdlog/spdlog.h>
#include <unistd.h>

#include <CLI/CLI.hpp>
#include <csignal>
#include <filesystem>
#include <sstream>

#include "env_server/server.h"

namespace {

warpgym::Server* g_server = nullptr;

extern "C" void OnSignal(int) {
  if (g_server != nullptr) g_server->RequestStop();  // an atomic store: async-signal-safe
}

std::vector<std::filesystem::path> SplitPaths(const std::string& csv) {
  std::vector<std::filesystem::path> out;
  std::stringstream ss(csv);
  for (std::string item; std::getline(ss, item, ',');) {
    if (!item.empty()) out.emplace_back(item);
  }
  return out;
}

// The source tree: the one this binary was built from, or, when the binary was carried
// elsewhere (build/bin/warpgym-server inside another checkout), the tree two levels above it.
std::filesystem::path DefaultRoot() {
  std::error_code ec;
  std::filesystem::path exe = std::filesystem::read_symlink("/proc/self/exe", ec);
  std::filesystem::path beside = exe.parent_path().parent_path().parent_path();
  if (!ec && std::filesystem::is_directory(beside / "env_server" / "templates")) return beside;
  return WARPGYM_SOURCE_DIR;
}

// Tool processes get a minimal PATH, so a bare interpreter name is resolved here, once, against
// the server's own PATH.
std::filesystem::path ResolveOnPath(const std::filesystem::path& program) {
  if (program.has_parent_path()) return std::filesystem::absolute(program);
  const char* path = std::getenv("PATH");
  std::stringstream dirs(path ? path : "");
  for (std::string dir; std::getline(dirs, dir, ':');) {
    std::filesystem::path candidate = std::filesystem::path(dir) / program;
    if (!dir.empty() && ::access(candidate.c_str(), X_OK) == 0) return candidate;
  }
  return program;
}

std::filesystem::path DefaultPython(const std::filesystem::path& root) {
  if (const char* env = std::getenv("WARPGYM_PYTHON")) return env;
  std::filesystem::path venv = root / ".venv" / "bin" / "python";
  return std::filesystem::exists(venv) ? venv : std::filesystem::path("python3");
}

}  // namespace

int main(int argc, char** argv) {
  warpgym::ServerConfig config;
  config.root = DefaultRoot();
  std::string tasks, log_level = "info", python;

  CLI::App app{"warpgym-server: RL environment server for kernel-writing agents"};
  app.add_option("--bind", config.bind, "ZeroMQ endpoint to bind (ROUTER)")->capture_default_str();
  app.add_option("--backend", config.backend, "auto | cpu | cuda")
      ->check(CLI::IsMember({"auto", "cpu", "cuda"}))
      ->capture_default_str();
  app.add_option("--tasks", tasks,
                 "task directories (KernelBench format), comma-separated (default: "
                 "ROOT/tasks/demo, or ROOT/tasks/demo_cuda for the cuda backend)");
  app.add_option("--workdir", config.workdir, "where workspaces, trajectories and caches live")
      ->capture_default_str();
  app.add_option(
      "--cache-dir", config.cache_dir,
      "compiled objects and baseline timings, shareable by servers (default: WORKDIR/cache)");
  app.add_option("--gpus", config.gpus,
                 "GPUs to lease to evaluations: all | 0,1 (the CPU backend has one pseudo-device)")
      ->capture_default_str();
  app.add_option("--task-memory", config.task_memory_report,
                 "a `warpgym tasks screen --json` report: per-task memory needs for scheduling");
  app.add_option("--prepare-baselines", config.prepare_baselines,
                 "build each task's torch.compile baseline before its first timed call (on GPUs "
                 "beside timings, else on a shared lease): auto (cuda backend) | on | off")
      ->check(CLI::IsMember({"auto", "on", "off"}))
      ->envname("WARPGYM_PREPARE_BASELINES")
      ->capture_default_str();
  app.add_option("--root", config.root, "warpgym source tree (templates, skills, harness)")
      ->capture_default_str();
  app.add_option(
      "--python", python,
      "Python with torch for the harness (default: ROOT/.venv/bin/python, $WARPGYM_PYTHON)");
  app.add_option("--workers", config.workers, "tool worker threads")
      ->check(CLI::Range(1, 4096))
      ->capture_default_str();
  app.add_option("--max-queued", config.max_queued_jobs, "queued tool jobs before `unavailable`")
      ->capture_default_str();
  app.add_option("--max-episodes", config.max_episodes, "concurrent episodes")
      ->check(CLI::Range(1, 1000000))
      ->capture_default_str();
  app.add_option("--max-turns", config.default_max_turns, "default turn limit per episode")
      ->check(CLI::Range(1, 100000))
      ->capture_default_str();
  app.add_option("--idle-timeout-s", config.idle_timeout_s, "reap episodes idle this long")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  app.add_flag("!--no-harness-worker", config.harness_worker,
               "spawn a fresh Python per harness call instead of forking the pre-imported worker");
  app.add_flag("--harness-warm-inductor", config.harness_warm_inductor,
               "the harness worker runs inductor's CPU vector-ISA probe once at start (~13 s, "
               "skipped where a GPU is present) so CPU baselines do not each pay it");
  app.add_option("--harness-timeout-s", config.harness_timeout_s, "limit for one harness call")
      ->check(CLI::PositiveNumber)
      ->capture_default_str();
  app.add_option("--output-limit-bytes", config.output_limit_bytes, "cap of one observation")
      ->check(CLI::Range(1024, 16 << 20))
      ->capture_default_str();
  app.add_option("--max-request-bytes", config.max_request_bytes, "largest request accepted")
      ->check(CLI::Range(1024, 64 << 20))
      ->capture_default_str();
  app.add_flag("--keep-workspaces", config.keep_workspaces, "keep workspaces after episodes end");
  bool no_sandbox = false;
  app.add_flag(
      "--insecure-no-sandbox,--no-sandbox", no_sandbox,
      "run bash and the candidates' code WITHOUT the sandbox (namespaces, cgroups, uid, "
      "rlimits): UNSAFE with untrusted agents; for development only (every verdict says so)");
  app.add_option("--sandbox-uid", config.sandbox_uid,
                 "uid and gid of sandboxed processes when the server runs as root")
      ->check(CLI::Range(1u, 4294967294u))
      ->capture_default_str();
  app.add_option("--sandbox-uid-base", config.sandbox_uid_base,
                 "root server: each live episode's bash, compilers and candidates run as its own "
                 "uid (and gid) from [base, base + --max-episodes); 0: all share --sandbox-uid")
      ->check(CLI::Range(0u, 4000000000u))
      ->capture_default_str();
  app.add_option("--sandbox-memory-total-mb", config.sandbox_memory_total_mb,
                 "memory of all sandboxed work together (bash calls, candidates, workspace "
                 "files), MiB; 0: 80% of the host's memory")
      ->check(CLI::Range(std::int64_t{0}, std::int64_t{1} << 40))
      ->capture_default_str();
  app.add_option("--sandbox-pids-max", config.sandbox_pids_max, "processes per bash call")
      ->check(CLI::Range(8, 1 << 20))
      ->capture_default_str();
  app.add_option("--sandbox-memory-mb", config.sandbox_memory_mb, "memory per bash call, MiB")
      ->check(CLI::Range(16, 1 << 24))
      ->capture_default_str();
  app.add_option("--sandbox-cpus", config.sandbox_cpus,
                 "CPU cores per bash call (its processes together; at most half of the host's; "
                 "0: no cap)")
      ->check(CLI::Range(0.0, 4096.0))
      ->capture_default_str();
  app.add_option("--sandbox-file-size-mb", config.sandbox_file_size_mb,
                 "largest file a sandboxed process may write, MiB")
      ->check(CLI::Range(1, 1 << 24))
      ->capture_default_str();
  app.add_option("--workspace-quota-mb", config.workspace_quota_mb,
                 "disk per workspace, checked after each bash call (0: off)")
      ->capture_default_str();
  app.add_option("--log-level", log_level, "trace | debug | info | warn | error")
      ->capture_default_str();
  CLI11_PARSE(app, argc, argv);
  config.sandbox = !no_sandbox;

  spdlog::set_level(spdlog::level::from_str(log_level));
  spdlog::set_pattern("%Y-%m-%dT%H:%M:%S.%e %^%l%$ [%t] %v");
  if (!tasks.empty()) config.task_dirs = SplitPaths(tasks);
  config.python =
      ResolveOnPath(python.empty() ? DefaultPython(config.root) : std::filesystem::path(python));
  spdlog::info("harness python: {}", config.python.string());
  if (!config.sandbox)
    spdlog::warn(
        "--insecure-no-sandbox: bash calls and candidates run WITHOUT containment; for "
        "development only, never with untrusted agents");
  config.max_turns_limit = std::max(config.max_turns_limit, config.default_max_turns);

  warpgym::Server server(config);
  if (warpgym::Status s = server.Start(); !s.ok()) {
    spdlog::critical("cannot start: {}", s.ToString());
    return 1;
  }
  g_server = &server;
  std::signal(SIGINT, OnSignal);
  std::signal(SIGTERM, OnSignal);
  std::signal(SIGPIPE, SIG_IGN);
  server.Run();
  g_server = nullptr;
  return 0;
}
