#include "env_server/subprocess.h"

#include <fcntl.h>
#include <poll.h>
#include <signal.h>
#include <spdlog/spdlog.h>
#include <sys/prctl.h>
#include <sys/socket.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <functional>
#include <optional>
#include <utility>

#include "env_server/sandbox/sandbox_launcher.h"
#include "env_server/unique_fd.h"

namespace warpgym {
namespace {

using Clock = std::chrono::steady_clock;

// Collects output, keeping a head and a rolling tail so both ends of a flood survive.
class OutputCollector {
 public:
  explicit OutputCollector(std::size_t limit)
      : head_limit_(limit - limit / 4), tail_limit_(limit / 4) {}
  void Add(const char* data, std::size_t n) {
    total_ += n;
    std::size_t take = std::min(n, head_limit_ - std::min(head_limit_, head_.size()));
    head_.append(data, take);
    if (take == n || tail_limit_ == 0) return;
    tail_.append(data + take, n - take);
    if (tail_.size() > 2 * tail_limit_) tail_.erase(0, tail_.size() - tail_limit_);
  }
  std::string Finish() {
    if (tail_.size() > tail_limit_) tail_.erase(0, tail_.size() - tail_limit_);
    std::size_t dropped = total_ - head_.size() - tail_.size();
    if (dropped == 0) return head_ + tail_;
    return head_ + "\n[... " + std::to_string(dropped) + " bytes truncated ...]\n" + tail_;
  }
  std::size_t total() const { return total_; }

 private:
  std::size_t head_limit_, tail_limit_;
  std::string head_, tail_;
  std::size_t total_ = 0;
};

// Everything the child needs, prepared before fork: after fork only async-signal-safe calls.
struct ChildPlan {
  std::vector<char*> argv, envp;
  const char* cwd;
  int out_fd;
  bool capture_stderr;
  int service_fd = -1;  // becomes descriptor 3 in the child
};

constexpr int kServiceFd = 3;
constexpr std::size_t kMaxServiceRequest = 64u << 10;

// Answers complete request lines in `buffer` on `fd` until `deadline`; false when the peer is
// unusable or the time is up. A reply the peer does not read fails after the socket's send
// timeout (SO_SNDTIMEO, set at creation) instead of blocking this thread for good.
bool ServeLines(int fd, std::string& buffer,
                const std::function<std::string(const std::string&)>& service,
                std::chrono::steady_clock::time_point deadline) {
  for (std::size_t nl; (nl = buffer.find('\n')) != std::string::npos;) {
    if (std::chrono::steady_clock::now() >= deadline) return false;
    std::string request = buffer.substr(0, nl);
    buffer.erase(0, nl + 1);
    std::string reply = service(request) + "\n";
    for (std::size_t off = 0; off < reply.size();) {
      ssize_t n = ::send(fd, reply.data() + off, reply.size() - off, MSG_NOSIGNAL);
      if (n < 0 && errno == EINTR) continue;
      if (n <= 0) return false;
      off += static_cast<std::size_t>(n);
    }
  }
  return buffer.size() <= kMaxServiceRequest;
}

[[noreturn]] void ExecChild(const ChildPlan& plan) {
  ::setpgid(0, 0);
  ::prctl(PR_SET_PDEATHSIG, SIGKILL);
  sigset_t none;
  sigemptyset(&none);
  ::sigprocmask(SIG_SETMASK, &none, nullptr);
  ::signal(SIGPIPE, SIG_DFL);
  int devnull = ::open("/dev/null", O_RDWR);
  if (devnull < 0 || ::chdir(plan.cwd) != 0) ::_exit(126);
  ::dup2(devnull, 0);
  ::dup2(plan.out_fd, 1);
  ::dup2(plan.capture_stderr ? plan.out_fd : devnull, 2);
  if (plan.service_fd >= 0) {
    if (plan.service_fd == kServiceFd)
      ::fcntl(kServiceFd, F_SETFD, 0);  // dup2 would keep CLOEXEC
    else
      ::dup2(plan.service_fd, kServiceFd);
  }
  ::syscall(SYS_close_range, plan.service_fd >= 0 ? 4u : 3u, ~0u, 0u);
  ::execvpe(plan.argv[0], plan.argv.data(), plan.envp.data());
  const char msg[] = "warpgym: exec failed\n";
  [[maybe_unused]] ssize_t w = ::write(2, msg, sizeof msg - 1);
  ::_exit(127);
}

void KillGroup(pid_t pid) {
  ::kill(-pid, SIGKILL);
}

}  // namespace

ProcessResult RunProcess(const ProcessSpec& spec) {
  ProcessResult result;
  const auto start = Clock::now();
  if (spec.argv.empty()) {
    result.spawn_status = Status::InvalidArgument("empty argv");
    return result;
  }
  int pipe_fds[2];
  if (::pipe2(pipe_fds, O_CLOEXEC) != 0) {
    result.spawn_status = Status::Internal(std::string("pipe2: ") + std::strerror(errno));
    return result;
  }
  UniqueFd read_end(pipe_fds[0]), write_end(pipe_fds[1]);
  UniqueFd service_parent, service_child;
  if (spec.service) {
    int sv[2];
    if (::socketpair(AF_UNIX, SOCK_STREAM | SOCK_CLOEXEC, 0, sv) != 0) {
      result.spawn_status = Status::Internal(std::string("socketpair: ") + std::strerror(errno));
      return result;
    }
    service_parent.Reset(sv[0]);
    service_child.Reset(sv[1]);
    const timeval send_timeout{5, 0};
    ::setsockopt(service_parent.get(), SOL_SOCKET, SO_SNDTIMEO, &send_timeout, sizeof send_timeout);
  }

  std::vector<std::string> argv = spec.argv, env = spec.env;
  std::string cwd = spec.cwd.string();
  ChildPlan plan{{}, {}, cwd.c_str(), write_end.get(), spec.capture_stderr, service_child.get()};
  for (auto& a : argv) plan.argv.push_back(a.data());
  plan.argv.push_back(nullptr);
  for (auto& e : env) plan.envp.push_back(e.data());
  plan.envp.push_back(nullptr);

  pid_t pid = -1;
  std::optional<sandbox::SandboxedProcess> sandboxed;
  if (spec.sandbox) {
    auto exec = [](const void* p) { ExecChild(*static_cast<const ChildPlan*>(p)); };
    StatusOr<sandbox::SandboxedProcess> launched = sandbox::Launch(*spec.sandbox, exec, &plan);
    if (!launched.ok()) {
      result.spawn_status = launched.status();
      return result;
    }
    sandboxed.emplace(std::move(launched.value()));
    pid = sandboxed->pid;
  } else {
    pid = ::fork();
    if (pid < 0) {
      result.spawn_status = Status::ResourceExhausted(std::string("fork: ") + std::strerror(errno));
      return result;
    }
    if (pid == 0) ExecChild(plan);
    ::setpgid(pid, pid);  // also from the parent, so KillGroup works even before the child runs
  }
  write_end.Reset();
  service_child.Reset();
  std::string service_buffer;
  // Nothing the command started runs while its request is served (the judge measures then):
  // the call's cgroup is frozen for the service and thawed before the reply is sent.
  sandbox::CallCgroup* call_group = sandboxed && sandboxed->cgroup ? &*sandboxed->cgroup : nullptr;
  const std::function<std::string(const std::string&)> serve = [&](const std::string& request) {
    const auto refuse = [&](const std::string& why) {
      return spec.service_refused ? spec.service_refused(why) : std::string("{}");
    };
    if (sandboxed) {  // fail closed: nothing the call started runs beside the measurement
      if (call_group == nullptr || !call_group->CanFreeze())
        return refuse(
            "this host gives sandboxed calls no cgroup freezer: requests are not served "
            "from them");
      if (Status s = call_group->Freeze(); !s.ok()) {
        spdlog::warn("refusing a request of a call that cannot be frozen: {}", s.message());
        return refuse(s.message());
      }
    }
    std::string reply = spec.service(request);
    if (sandboxed) {
      if (Status s = call_group->Thaw(); !s.ok())
        spdlog::error("thawing the call: {}", s.message());
    }
    return reply;
  };

  UniqueFd pidfd(static_cast<int>(::syscall(SYS_pidfd_open, pid, 0)));
  OutputCollector output(std::max<std::size_t>(spec.output_limit, 64));
  const auto deadline = start + spec.timeout;
  bool pipe_open = true, exited = false;
  int wait_status = 0;
  std::optional<Clock::time_point> drain_deadline;  // after exit, a short grace to drain output
  char buffer[65536];
  auto next_watch = start + spec.watch_interval;

  while (pipe_open || !exited) {
    auto now = Clock::now();
    if (now >= deadline && !exited) {
      result.timed_out = true;
      break;
    }
    if (spec.watch && !exited && now >= next_watch) {
      if (!spec.watch()) {
        result.stopped_by_watch = true;
        break;
      }
      now = Clock::now();
      next_watch = now + spec.watch_interval;
    }
    if (exited && drain_deadline && now >= *drain_deadline) break;
    auto until = exited ? *drain_deadline : deadline;
    int wait_ms = static_cast<int>(
                      std::chrono::duration_cast<std::chrono::milliseconds>(until - now).count()) +
                  1;
    if (pidfd.get() < 0 && !exited) wait_ms = std::min(wait_ms, 50);  // no pidfd: poll waitpid
    if (spec.watch && !exited) {
      wait_ms = std::min(
          wait_ms,
          static_cast<int>(
              std::chrono::duration_cast<std::chrono::milliseconds>(next_watch - now).count()) +
              1);
    }

    pollfd fds[3];
    nfds_t n = 0;
    const int pipe_slot = pipe_open ? static_cast<int>(n) : -1;
    if (pipe_open) fds[n++] = {read_end.get(), POLLIN, 0};
    if (!exited && pidfd.get() >= 0) fds[n++] = {pidfd.get(), POLLIN, 0};
    const int service_slot = service_parent.get() >= 0 && !exited ? static_cast<int>(n) : -1;
    if (service_slot >= 0) fds[n++] = {service_parent.get(), POLLIN, 0};
    int ready = ::poll(fds, n, wait_ms);
    if (ready < 0 && errno != EINTR) break;

    if (pipe_slot >= 0 && (fds[pipe_slot].revents & (POLLIN | POLLHUP | POLLERR))) {
      ssize_t got = ::read(read_end.get(), buffer, sizeof buffer);
      if (got > 0)
        output.Add(buffer, static_cast<std::size_t>(got));
      else if (got == 0 || errno != EINTR)
        pipe_open = false;
    }
    if (service_slot >= 0 && (fds[service_slot].revents & (POLLIN | POLLHUP | POLLERR))) {
      ssize_t got = ::recv(service_parent.get(), buffer, sizeof buffer, 0);
      bool keep = true;
      if (got > 0) {
        service_buffer.append(buffer, static_cast<std::size_t>(got));
        keep = ServeLines(service_parent.get(), service_buffer, serve, deadline);
      } else if (got == 0 || errno != EINTR) {
        keep = false;
      }
      if (!keep)
        service_parent.Reset();  // closed, broken, or an oversized request: no more service
    }
    if (!exited && ::waitpid(pid, &wait_status, WNOHANG) == pid) {
      exited = true;
      drain_deadline = Clock::now() + std::chrono::milliseconds(200);
    }
  }
  KillGroup(pid);  // the timeout, or stragglers left in the background
  if (sandboxed && sandboxed->cgroup)
    sandboxed->cgroup->KillAll();  // also those that left the group
  if (!exited) ::waitpid(pid, &wait_status, 0);
  if (sandboxed && sandboxed->cgroup) result.hit_process_limit = sandboxed->cgroup->HitPidsLimit();

  if (WIFEXITED(wait_status)) result.exit_code = WEXITSTATUS(wait_status);
  if (WIFSIGNALED(wait_status)) result.term_signal = WTERMSIG(wait_status);
  result.output_bytes = output.total();
  result.output = output.Finish();
  result.seconds = std::chrono::duration<double>(Clock::now() - start).count();
  return result;
}

std::string CapText(std::string_view text, std::size_t limit) {
  if (text.size() <= limit) return std::string(text);
  std::size_t head = limit - limit / 4, tail = limit / 4;
  std::size_t dropped = text.size() - head - tail;
  return std::string(text.substr(0, head)) + "\n[... " + std::to_string(dropped) +
         " bytes truncated ...]\n" + std::string(text.substr(text.size() - tail));
}

}  // namespace warpgym
