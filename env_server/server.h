// Server: warpgym-server's network loop. One thread owns the ROUTER socket: it polls, decodes,
// answers the quick ops (hello, list_tasks, stats, ping) itself, hands reset/step/close to the
// EpisodeManager, sends the replies workers finish (ReplyQueue), and runs the idle reaper.
// Construct, Start() to bind, Run() on the thread that will own the socket; RequestStop() from
// any thread (or a signal handler) makes Run() close every episode, drain the workers and return.
#pragma once

#include <atomic>
#include <chrono>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <vector>
#include <zmq.hpp>

#include "env_server/episode_manager.h"
#include "env_server/gpu/baseline_prepare.h"
#include "env_server/gpu/gpu_pool.h"
#include "env_server/gpu/task_memory.h"
#include "env_server/harness_runner.h"
#include "env_server/recovery.h"
#include "env_server/reply_queue.h"
#include "env_server/server_config.h"
#include "env_server/task_registry.h"
#include "env_server/worker_pool.h"
#include "shared/status.h"

namespace warpgym {

class Server {
 public:
  explicit Server(ServerConfig config);
  ~Server();

  // Loads tasks, prepares the workdir and binds. Returns the reason on failure.
  Status Start();
  // The endpoint actually bound (resolves "tcp://127.0.0.1:*" to a port).
  std::string endpoint() const { return endpoint_; }
  void Run();
  void RequestStop() { stop_.store(true); }

 private:
  void HandleMessage(std::vector<zmq::message_t>& frames);
  void Dispatch(const Request& req, const std::vector<std::string>& envelope);
  void SendReply(const std::vector<std::string>& envelope, const std::string& body);
  void SendReadyReplies();
  nlohmann::json HelloFields() const;
  nlohmann::json ListTasksFields() const;
  nlohmann::json StatsFields() const;

  ServerConfig config_;
  std::atomic<bool> stop_{false};
  std::chrono::steady_clock::time_point started_ = std::chrono::steady_clock::now();
  std::string endpoint_;
  std::uint64_t requests_total_ = 0, errors_total_ = 0;  // network thread only

  zmq::context_t context_{1};
  zmq::socket_t router_{context_, zmq::socket_type::router};
  std::optional<WorkdirLock> workdir_lock_;
  TaskRegistry tasks_;
  std::unique_ptr<HarnessWorker> harness_worker_;  // before harness_: outlives every Run()
  std::unique_ptr<HarnessRunner> harness_;
  std::unique_ptr<GpuPool> devices_;
  std::unique_ptr<TaskMemory> task_memory_;
  std::unique_ptr<BaselinePrepare> baseline_prepare_;  // null: not built ahead
  EpisodeEnvironment episode_env_;
  ReplyQueue replies_;
  // Declared last-to-first in order of destruction: the pool drains (its jobs use manager_ and
  // replies_) before anything they reference goes away.
  std::unique_ptr<EpisodeManager> manager_;
  std::unique_ptr<WorkerPool> pool_;
};

}  // namespace warpgym
