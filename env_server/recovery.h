// Crash recovery of a server's workdir, run once at start-up before any episode exists.
//
// A server that died (kill -9, power loss of the process) leaves episodes whose trajectory log
// has no "close" record. Recovery marks each such log closed with reason "server_restart" (the
// log stays complete up to the last finished step: every step was flushed), removes the
// episode's workspace and scratch directory, and returns the ids so that clients retrying
// requests for them get `episode_aborted` instead of a hang. Episode ids are random, so no
// workspace is ever reused.
//
// WorkdirLock makes sure only one server owns a workdir: recovery by a second server would
// otherwise destroy the first one's live episodes.
#pragma once

#include <filesystem>
#include <string>
#include <vector>

#include "shared/status.h"

namespace warpgym {

// Holds an exclusive flock on WORKDIR/server.lock for its lifetime.
class WorkdirLock {
 public:
  // Fails with Unavailable if another process holds the lock.
  static StatusOr<WorkdirLock> Acquire(const std::filesystem::path& workdir);
  WorkdirLock(WorkdirLock&& other) noexcept;
  WorkdirLock& operator=(WorkdirLock&& other) noexcept;
  WorkdirLock(const WorkdirLock&) = delete;
  WorkdirLock& operator=(const WorkdirLock&) = delete;
  ~WorkdirLock();

 private:
  explicit WorkdirLock(int fd) : fd_(fd) {}
  int fd_ = -1;
};

// Returns the ids of the episodes that were open when the previous server died, after closing
// their logs and removing their directories. Problems with single files are logged, not fatal.
std::vector<std::string> RecoverInterruptedEpisodes(const std::filesystem::path& workdir);

}  // namespace warpgym
