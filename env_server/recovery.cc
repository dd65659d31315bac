#include "env_server/recovery.h"

#include <fcntl.h>
#include <spdlog/spdlog.h>
#include <sys/file.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <utility>

#include "env_server/trajectory_log.h"
#include "env_server/workspace.h"
#include "env_server/workspace_fs.h"
#include "shared/msgpack_json.h"

namespace warpgym {
namespace fs = std::filesystem;

StatusOr<WorkdirLock> WorkdirLock::Acquire(const fs::path& workdir) {
  fs::path path = workdir / "server.lock";
  int fd = ::open(path.c_str(), O_RDWR | O_CREAT | O_CLOEXEC, 0644);
  if (fd < 0) return Status::Internal("open " + path.string() + ": " + std::strerror(errno));
  if (::flock(fd, LOCK_EX | LOCK_NB) != 0) {
    ::close(fd);
    return Status::Unavailable("another warpgym-server is using workdir " + workdir.string());
  }
  return WorkdirLock(fd);
}

WorkdirLock::WorkdirLock(WorkdirLock&& other) noexcept : fd_(std::exchange(other.fd_, -1)) {}

WorkdirLock& WorkdirLock::operator=(WorkdirLock&& other) noexcept {
  if (this != &other) {
    if (fd_ >= 0) ::close(fd_);
    fd_ = std::exchange(other.fd_, -1);
  }
  return *this;
}

WorkdirLock::~WorkdirLock() {
  if (fd_ >= 0) ::close(fd_);  // releases the flock
}

namespace {

// The last complete line of a file, read from its tail only (logs can be long).
std::string LastLine(const fs::path& path) {
  std::ifstream in(path, std::ios::binary | std::ios::ate);
  if (!in) return {};
  const std::streamoff size = in.tellg();
  const std::streamoff start = std::max<std::streamoff>(0, size - (1 << 20));
  in.seekg(start);
  std::string tail(static_cast<std::size_t>(size - start), '\0');
  in.read(tail.data(), static_cast<std::streamsize>(tail.size()));
  while (!tail.empty() && tail.back() == '\n') tail.pop_back();
  std::size_t nl = tail.rfind('\n');
  return nl == std::string::npos ? tail : tail.substr(nl + 1);
}

bool EndsWithClose(const fs::path& log) {
  nlohmann::json last;
  return ParseJsonText(LastLine(log), &last).ok() &&
         JsonValueOr(last, "event", std::string()) == "close";
}

}  // namespace

std::vector<std::string> RecoverInterruptedEpisodes(const fs::path& workdir) {
  std::vector<std::string> aborted;
  std::error_code ec;
  const fs::path logs = workdir / "trajectories";
  for (const auto& entry : fs::directory_iterator(logs, ec)) {
    if (entry.path().extension() != ".jsonl" || EndsWithClose(entry.path())) continue;
    const std::string id = entry.path().stem().string();
    auto log = TrajectoryLog::Open(entry.path());
    if (log.ok()) {
      (void)log.value()->Append(
          {{"event", "close"}, {"reason", "server_restart"}, {"infra_error", true}});
    } else {
      spdlog::error("recovery: {}", log.status().ToString());
    }
    aborted.push_back(id);
  }
  // Workspaces and scratch dirs of a dead server belong to no live episode.
  for (const char* dir : {"episodes", "private"}) {
    for (const auto& entry : fs::directory_iterator(workdir / dir, ec)) {
      UnmountWorkspaceFs(entry.path());  // a dead server's workspace filesystems stay mounted
      if (Status s = RemoveTree(entry.path()); !s.ok()) spdlog::error("recovery: {}", s.ToString());
    }
  }
  if (!aborted.empty()) {
    spdlog::warn(
        "recovered {} episode(s) interrupted by a previous server's death; their clients get {}",
        aborted.size(), ErrorCodeName(ErrorCode::kEpisodeAborted));
  }
  return aborted;
}

}  // namespace warpgym
