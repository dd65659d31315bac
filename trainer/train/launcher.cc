#include "trainer/train/launcher.h"

#include <pthread.h>
#include <signal.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <cstdlib>
#include <cstring>
#include <map>

extern char** environ;

namespace warpgym::train {
namespace {

// Seconds the other ranks get to close their episodes after one failed while stopping.
constexpr int kStopGraceS = 60;

}  // namespace

Status LaunchRanks(const LaunchSpec& spec, const std::vector<std::string>& args) {
  if (spec.nproc < 1 || spec.nnodes < 1 || spec.node_rank < 0 || spec.node_rank >= spec.nnodes)
    return Status::InvalidArgument(
        "launch: nproc and nnodes must be >= 1 and node_rank in [0, nnodes)");
  std::map<std::string, std::string> base;
  for (char** e = environ; *e != nullptr; ++e) {
    const std::string kv = *e;
    const size_t eq = kv.find('=');
    if (eq != std::string::npos) base[kv.substr(0, eq)] = kv.substr(eq + 1);
  }
  if (!base.contains("MASTER_ADDR")) base["MASTER_ADDR"] = "127.0.0.1";
  if (!base.contains("MASTER_PORT")) base["MASTER_PORT"] = "29511";
  base["WORLD_SIZE"] = std::to_string(spec.nnodes * spec.nproc);
  base["LOCAL_WORLD_SIZE"] = std::to_string(spec.nproc);

  std::vector<std::string> argv_strings = {"/proc/self/exe"};
  argv_strings.insert(argv_strings.end(), args.begin(), args.end());
  std::vector<char*> argv;
  for (std::string& a : argv_strings) argv.push_back(a.data());
  argv.push_back(nullptr);

  // SIGINT and SIGTERM sent to the launcher alone (kill PID, a scheduler's stop) go on to every
  // rank, which stops at its next boundary and closes its episodes; the launcher waits for them.
  // Blocked here and taken with sigtimedwait below; the ranks start with the mask it had before.
  sigset_t forwarded, before;
  sigemptyset(&forwarded);
  sigaddset(&forwarded, SIGINT);
  sigaddset(&forwarded, SIGTERM);
  pthread_sigmask(SIG_BLOCK, &forwarded, &before);
  posix_spawnattr_t attr;
  posix_spawnattr_init(&attr);
  posix_spawnattr_setsigmask(&attr, &before);
  posix_spawnattr_setflags(&attr, POSIX_SPAWN_SETSIGMASK);
  struct Restore {  // the mask and the spawn attributes, however this returns
    sigset_t* mask;
    posix_spawnattr_t* attr;
    ~Restore() {
      posix_spawnattr_destroy(attr);
      pthread_sigmask(SIG_SETMASK, mask, nullptr);
    }
  } restore{&before, &attr};

  std::map<pid_t, int> ranks;  // pid -> rank, of the children still running
  for (int local = 0; local < spec.nproc; ++local) {
    const int rank = spec.node_rank * spec.nproc + local;
    std::map<std::string, std::string> env = base;
    env["RANK"] = std::to_string(rank);
    env["LOCAL_RANK"] = std::to_string(local);
    std::vector<std::string> env_strings;
    for (const auto& [k, v] : env) env_strings.push_back(k + "=" + v);
    std::vector<char*> envp;
    for (std::string& s : env_strings) envp.push_back(s.data());
    envp.push_back(nullptr);
    pid_t pid = 0;
    if (int rc = posix_spawn(&pid, "/proc/self/exe", nullptr, &attr, argv.data(), envp.data());
        rc != 0) {
      for (const auto& [p, r] : ranks) kill(p, SIGTERM);
      for (const auto& [p, r] : ranks) waitpid(p, nullptr, 0);
      return Status::Internal("cannot start rank " + std::to_string(rank) + ": " +
                              std::strerror(rc));
    }
    ranks[pid] = rank;
  }
  Status result = Status::Ok();
  bool stopping = false;  // a stop signal was passed on: every rank is closing its episodes
  // When a rank failed while stopping: the moment the others are ended if still there.
  using Clock = std::chrono::steady_clock;
  Clock::time_point grace_end = Clock::time_point::max();
  while (!ranks.empty()) {
    int wstatus = 0;
    const pid_t pid = waitpid(-1, &wstatus, WNOHANG);
    if (pid < 0) break;
    if (pid == 0) {  // all still running: a signal to pass on, or a moment's wait
      const timespec tick{0, 50'000'000};
      if (const int sig = sigtimedwait(&forwarded, nullptr, &tick); sig > 0) {
        for (const auto& [p, r] : ranks) kill(p, sig);
        stopping = true;
      }
      if (Clock::now() > grace_end) {
        for (const auto& [p, r] : ranks) kill(p, SIGKILL);
        grace_end = Clock::time_point::max();
      }
      continue;
    }
    auto it = ranks.find(pid);
    if (it == ranks.end()) continue;
    const int rank = it->second;
    ranks.erase(it);
    const bool ok = WIFEXITED(wstatus) && WEXITSTATUS(wstatus) == 0;
    if (!ok && result.ok()) {
      result =
          Status::Internal("rank " + std::to_string(rank) + " failed (" +
                           (WIFEXITED(wstatus) ? "exit " + std::to_string(WEXITSTATUS(wstatus))
                                               : "signal " + std::to_string(WTERMSIG(wstatus))) +
                           ")");
      // The others would wait for the failed rank. While stopping they stop by themselves (a
      // second signal would end them before they close their episodes): ended only when they
      // are still there after kStopGraceS.
      if (!stopping)
        for (const auto& [p, r] : ranks) kill(p, SIGTERM);
      else
        grace_end = Clock::now() + std::chrono::seconds(kStopGraceS);
    }
  }
  return result;
}

}  // namespace warpgym::train
