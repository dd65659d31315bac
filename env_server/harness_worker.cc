#include "env_server/harness_worker.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spawn.h>
#include <spdlog/spdlog.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <nlohmann/json.hpp>
#include <sstream>

#include "env_server/subprocess.h"
#include "env_server/unique_fd.h"
#include "shared/msgpack_json.h"

extern char** environ;

namespace warpgym {
namespace fs = std::filesystem;
using Clock = std::chrono::steady_clock;

namespace {

UniqueFd Connect(const fs::path& path) {
  sockaddr_un addr{};
  addr.sun_family = AF_UNIX;
  const std::string p = path.string();
  if (p.size() >= sizeof(addr.sun_path)) return UniqueFd();
  std::memcpy(addr.sun_path, p.c_str(), p.size() + 1);
  UniqueFd fd(::socket(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0));
  if (fd.get() < 0) return UniqueFd();
  if (::connect(fd.get(), reinterpret_cast<sockaddr*>(&addr), sizeof(addr)) != 0) return UniqueFd();
  return fd;
}

bool SendAll(int fd, const std::string& data) {
  size_t off = 0;
  while (off < data.size()) {
    ssize_t n = ::send(fd, data.data() + off, data.size() - off, MSG_NOSIGNAL);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    off += static_cast<size_t>(n);
  }
  return true;
}

// Reads one '\n'-terminated JSON line before `deadline`; `buffer` keeps what follows it.
bool ReadLine(int fd, std::string& buffer, Clock::time_point deadline, nlohmann::json* out) {
  for (;;) {
    size_t nl = buffer.find('\n');
    if (nl != std::string::npos) {
      std::string line = buffer.substr(0, nl);
      buffer.erase(0, nl + 1);
      return ParseJsonText(line, out).ok() && out->is_object();
    }
    auto left =
        std::chrono::duration_cast<std::chrono::milliseconds>(deadline - Clock::now()).count();
    if (left <= 0) return false;
    pollfd p{fd, POLLIN, 0};
    int r = ::poll(&p, 1, static_cast<int>(std::min<long long>(left, 1000)));
    if (r < 0 && errno == EINTR) continue;
    if (r <= 0) continue;
    char chunk[4096];
    ssize_t n = ::recv(fd, chunk, sizeof(chunk), 0);
    if (n < 0 && errno == EINTR) continue;
    if (n <= 0) return false;
    buffer.append(chunk, static_cast<size_t>(n));
    if (buffer.size() > (1u << 20)) return false;
  }
}

std::string FileTail(const fs::path& path, size_t limit) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream ss;
  ss << in.rdbuf();
  return CapText(ss.str(), limit);
}

}  // namespace

StatusOr<std::unique_ptr<HarnessWorker>> HarnessWorker::Start(
    const fs::path& python, const fs::path& harness_dir, const fs::path& socket_path,
    const fs::path& log_path, const std::vector<std::string>& env, bool warm_inductor) {
  std::error_code ec;
  fs::remove(socket_path, ec);
  posix_spawn_file_actions_t actions;
  posix_spawn_file_actions_init(&actions);
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0);
  posix_spawn_file_actions_addopen(&actions, 1, log_path.c_str(), O_WRONLY | O_CREAT | O_TRUNC,
                                   0600);
  posix_spawn_file_actions_adddup2(&actions, 1, 2);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  sigset_t none;
  sigemptyset(&none);
  posix_spawnattr_setsigmask(&attr, &none);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETPGROUP);
  posix_spawnattr_setpgroup(&attr, 0);
  // `python -m` from the harness directory: the package's own modules, whatever the interpreter.
  posix_spawn_file_actions_addchdir_np(&actions, harness_dir.c_str());
  std::vector<std::string> args = {python.string(), "-m", "warpgym_harness.forkserver", "--socket",
                                   socket_path.string()};
  if (warm_inductor) args.push_back("--warm-inductor");
  std::vector<char*> argv, envp;
  for (auto& a : args) argv.push_back(a.data());
  argv.push_back(nullptr);
  std::vector<std::string> env_copy = env;
  for (auto& e : env_copy) envp.push_back(e.data());
  envp.push_back(nullptr);
  pid_t pid = -1;
  int rc = ::posix_spawn(&pid, python.c_str(), &actions, &attr, argv.data(), envp.data());
  posix_spawn_file_actions_destroy(&actions);
  posix_spawnattr_destroy(&attr);
  if (rc != 0)
    return Status::Internal("cannot start the harness worker: " + std::string(std::strerror(rc)));
  spdlog::info("harness worker started (pid {}, socket {}, log {})", pid, socket_path.string(),
               log_path.string());
  return std::unique_ptr<HarnessWorker>(new HarnessWorker(pid, socket_path));
}

HarnessWorker::~HarnessWorker() {
  ::kill(-pid_, SIGTERM);
  ::kill(pid_, SIGTERM);
  for (int i = 0; i < 50; ++i) {  // up to 1 s to exit cleanly, then SIGKILL
    if (::waitpid(pid_, nullptr, WNOHANG) == pid_) return;
    ::usleep(20'000);
  }
  ::kill(-pid_, SIGKILL);
  ::kill(pid_, SIGKILL);
  ::waitpid(pid_, nullptr, 0);
}

bool HarnessWorker::Ready() const {
  return Connect(socket_path_).get() >= 0;
}

bool HarnessWorker::Exited() const {
  siginfo_t info{};
  return ::waitid(P_PID, static_cast<id_t>(pid_), &info, WEXITED | WNOHANG | WNOWAIT) != 0 ||
         info.si_pid == pid_;
}

WorkerRun HarnessWorker::Run(const std::vector<std::string>& argv,
                             const std::vector<std::string>& env, const fs::path& log_path,
                             std::chrono::milliseconds timeout) const {
  WorkerRun out;
  UniqueFd fd = Connect(socket_path_);
  while (fd.get() < 0 && Clock::now() < started_at_ + kStartupWait && !Exited()) {
    ::usleep(100'000);  // still importing torch: a cold harness process would be no faster
    fd = Connect(socket_path_);
  }
  if (fd.get() < 0) {
    if (!said_unavailable_.exchange(true))
      spdlog::warn("harness worker not reachable: harness calls run as their own processes");
    out.unavailable = true;
    return out;
  }
  const auto start = Clock::now();
  nlohmann::json env_map = nlohmann::json::object();
  for (const std::string& kv : env) {
    size_t eq = kv.find('=');
    if (eq != std::string::npos) env_map[kv.substr(0, eq)] = kv.substr(eq + 1);
  }
  nlohmann::json request = {{"argv", argv}, {"env", env_map}, {"log", log_path.string()}};
  std::string buffer;
  nlohmann::json started;
  if (!SendAll(fd.get(), request.dump() + "\n") ||
      !ReadLine(fd.get(), buffer, Clock::now() + std::chrono::seconds(10), &started) ||
      !started.contains("pid") || !started["pid"].is_number_integer()) {
    out.unavailable = true;  // nothing started: the caller runs the command itself
    return out;
  }
  const pid_t child = started["pid"].get<pid_t>();
  nlohmann::json ended;
  bool got_exit = ReadLine(fd.get(), buffer, start + timeout, &ended);
  if (!got_exit) {
    out.timed_out = Clock::now() >= start + timeout;
    ::kill(-child, SIGKILL);  // its own session: the group holds its candidate processes too
    got_exit = ReadLine(fd.get(), buffer, Clock::now() + std::chrono::seconds(5), &ended);
  }
  if (got_exit) {
    if (ended.contains("exit") && ended["exit"].is_number_integer())
      out.exit_code = ended["exit"].get<int>();
    if (ended.contains("signal") && ended["signal"].is_number_integer())
      out.term_signal = ended["signal"].get<int>();
  }
  out.output = FileTail(log_path, 16u << 10);
  out.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return out;
}

}  // namespace warpgym
