// EpisodeManager: creates, finds, schedules, closes and reaps episodes. Called by the network
// thread only (Reset/Step/Close/ReapIdle/Stats); the work itself runs on the WorkerPool, one
// strand per episode, and each finished reply is handed to the ReplyFn given with the request.
// The episode table is guarded by mu_ because jobs remove failed resets from it.
#pragma once

#include <atomic>
#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <nlohmann/json.hpp>
#include <random>
#include <set>
#include <string>

#include "env_server/episode.h"
#include "env_server/task_registry.h"
#include "env_server/worker_pool.h"
#include "shared/codec.h"

namespace warpgym {

struct EpisodeLimits {
  int max_episodes = 1024;
  int default_max_turns = 150;
  int max_turns_limit = 1000;
  std::chrono::milliseconds idle_timeout{std::chrono::minutes(30)};
  std::size_t max_pending_per_episode = 16;
};

class EpisodeManager {
 public:
  // Receives the encoded reply body; called from a worker thread or the network thread.
  using ReplyFn = std::function<void(std::string body)>;

  EpisodeManager(const TaskRegistry& tasks, const EpisodeEnvironment& env, EpisodeLimits limits,
                 WorkerPool& pool);

  void Reset(const Request& req, ReplyFn reply);
  void Step(const Request& req, ReplyFn reply);
  void Close(const Request& req, ReplyFn reply);
  // A new episode that starts as a copy of a running one (docs/protocol.md, "fork"); it counts
  // against max_episodes like any other.
  void Fork(const Request& req, ReplyFn reply);

  // Closes episodes idle for longer than the idle timeout. Returns how many.
  int ReapIdle();
  // Schedules the close of every episode (server shutdown); the pool finishes them.
  void CloseAll(const std::string& reason);

  nlohmann::json Stats() const;

  // Episodes of a previous server that died while they were open (recovery.h): requests for
  // them get `episode_aborted` rather than `not_found`.
  void MarkAborted(const std::vector<std::string>& ids);

 private:
  std::shared_ptr<Episode> Find(const std::string& id) const;
  // The error for an id that is not live: episode_aborted for a recovered one, else not_found.
  Status Missing(const std::string& id) const;
  std::shared_ptr<Episode> Remove(const std::string& id);
  // Queues `job` on the episode's strand; false when the server is saturated.
  bool Schedule(const std::shared_ptr<Episode>& ep, Episode::Job job);
  std::string NewEpisodeId();
  StatusOr<EpisodeOptions> ParseOptions(const Request& req) const;

  const TaskRegistry& tasks_;
  const EpisodeEnvironment& env_;
  const EpisodeLimits limits_;
  WorkerPool& pool_;

  mutable std::mutex mu_;
  std::map<std::string, std::shared_ptr<Episode>> episodes_;  // guarded by mu_
  std::set<std::string> aborted_;                             // guarded by mu_
  std::mt19937_64 rng_;                                       // guarded by mu_
  int forks_pending_ = 0;  // guarded by mu_: slots held by forks still copying

  std::atomic<std::uint64_t> episodes_total_{0}, steps_total_{0}, reaped_total_{0}, forks_total_{0};
};

}  // namespace warpgym
