#include "env_server/harness_runner.h"

#include <spdlog/spdlog.h>

#include <atomic>
#include <cstdlib>
#include <fstream>
#include <sstream>

#include "env_server/subprocess.h"
#include "shared/msgpack_json.h"

namespace warpgym {
namespace fs = std::filesystem;

std::vector<std::string> HarnessEnvironment() {
  std::vector<std::string> env = {"PATH=/usr/local/bin:/usr/bin:/bin", "LANG=C.UTF-8",
                                  "PYTHONDONTWRITEBYTECODE=1", "PYTHONUNBUFFERED=1"};
  for (const char* key :
       {"HOME", "OMP_NUM_THREADS", "CUDA_VISIBLE_DEVICES", "TMPDIR", "TORCHINDUCTOR_CACHE_DIR",
        "CUDA_HOME", "LD_LIBRARY_PATH", "WARPGYM_TIMING_TRACE"}) {
    if (const char* v = std::getenv(key)) env.push_back(std::string(key) + "=" + v);
  }
  return env;
}

StatusOr<fs::path> FindSandboxLibrary(const fs::path& root) {
  constexpr char kName[] = "libwarpgym_sandbox_enter.so";
  std::error_code ec;
  if (const char* env = std::getenv("WARPGYM_SANDBOX_LIB"); env != nullptr && *env != '\0') {
    if (fs::is_regular_file(env, ec)) return fs::path(env);
    return Status::NotFound(std::string("WARPGYM_SANDBOX_LIB names ") + env +
                            ", which is not a file");
  }
  std::vector<fs::path> candidates = {root / "build" / "bin" / kName};
  if (fs::path self = fs::read_symlink("/proc/self/exe", ec); !ec)
    candidates.push_back(self.parent_path() / kName);
  for (const fs::path& p : candidates)
    if (fs::is_regular_file(p, ec)) return fs::canonical(p, ec);
  return Status::NotFound(
      std::string("the candidates' sandbox library ") + kName + " is neither in " +
      candidates.front().parent_path().string() +
      " nor beside warpgym-server: build it (make build), or set WARPGYM_SANDBOX_LIB to it; "
      "--insecure-no-sandbox evaluates without it (unsafe with untrusted agents)");
}

namespace {

HarnessOutcome InfraFailure(const HarnessCall& call, std::string why, double seconds) {
  spdlog::warn("harness infrastructure error ({}): {}", call.command, why);
  return {InfraVerdict(call.command, call.reward_mode, std::move(why)), seconds};
}

}  // namespace

HarnessOutcome HarnessRunner::Run(const HarnessCall& call) const {
  static std::atomic<std::uint64_t> counter{0};
  std::error_code ec;
  fs::create_directories(call.scratch_dir, ec);
  fs::path out_file = call.scratch_dir / (call.command + "-" + std::to_string(counter++) + ".json");

  ProcessSpec spec;
  spec.argv = {config_.python.string(),
               "-m",
               "warpgym_harness.run",
               call.command,
               "--backend",
               config_.backend,
               "--task-file",
               call.task_file.string(),
               "--workspace",
               call.workspace.string(),
               "--template-dir",
               config_.template_dir.string(),
               "--cache-dir",
               config_.cache_dir.string(),
               "--scratch-dir",
               (call.scratch_dir / call.command).string(),
               "--out",
               out_file.string(),
               "--tolerance",
               call.tolerance,
               "--reward-mode",
               call.reward_mode};
  spec.argv.insert(spec.argv.end(), config_.extra_args.begin(), config_.extra_args.end());
  if (call.sandbox_uid) {  // after extra_args: the harness takes the last --sandbox-uid
    spec.argv.push_back("--sandbox-uid");
    spec.argv.push_back(std::to_string(*call.sandbox_uid));
  }
  if (call.device_shared) spec.argv.push_back("--device-shared");
  if (call.beside_timings) spec.argv.push_back("--beside-timings");
  if (call.seed) {
    spec.argv.push_back("--seed");
    spec.argv.push_back(std::to_string(*call.seed));
  }
  spec.env = HarnessEnvironment();
  spec.env.insert(spec.env.end(), config_.extra_env.begin(), config_.extra_env.end());
  spec.env.insert(spec.env.end(), call.extra_env.begin(), call.extra_env.end());
  spec.cwd = config_.harness_dir;
  spec.timeout = config_.timeout;
  spec.output_limit = 16u << 10;  // the harness's own progress/diagnostics

  ProcessResult proc;
  bool ran = false;
  if (config_.worker != nullptr) {
    WorkerRun w = config_.worker->Run({spec.argv.begin() + 3, spec.argv.end()}, spec.env,
                                      call.scratch_dir / (call.command + ".log"), spec.timeout);
    if (!w.unavailable) {
      ran = true;
      proc.exit_code = w.exit_code;
      proc.term_signal = w.term_signal;
      proc.timed_out = w.timed_out;
      proc.output = std::move(w.output);
      proc.seconds = w.seconds;
    }
  }
  if (!ran) proc = RunProcess(spec);
  if (!proc.spawn_status.ok())
    return InfraFailure(call, proc.spawn_status.ToString(), proc.seconds);
  if (proc.timed_out) return InfraFailure(call, "harness timed out", proc.seconds);

  std::ifstream in(out_file);
  std::stringstream buffer;
  buffer << in.rdbuf();
  fs::remove(out_file, ec);
  nlohmann::json result;
  if (!in || !ParseJsonText(buffer.str(), &result).ok() || !result.is_object()) {
    std::string why =
        "harness exited with status " + std::to_string(proc.exit_code) +
        (proc.term_signal ? " (signal " + std::to_string(proc.term_signal) + ")" : "") +
        " and no result; its output ends with: " + CapText(proc.output, 2000);
    return InfraFailure(call, std::move(why), proc.seconds);
  }
  StatusOr<Verdict> verdict = ParseVerdict(result);
  if (!verdict.ok())
    return InfraFailure(
        call, "the harness's result is not a verdict: " + verdict.status().message(), proc.seconds);
  return {std::move(verdict).value(), proc.seconds};
}

}  // namespace warpgym
