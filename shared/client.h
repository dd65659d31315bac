// Client: the C++ client of warpgym-server (docs/protocol.md), used by warpgym-trainer.
//
// One DEALER socket, one request in flight at a time. Follows the Lazy Pirate pattern: wait for
// the reply with a timeout, then drop the socket, reconnect and resend the *same* request id, a
// bounded number of times; the server returns its stored reply for a retried `step`. An error
// whose contract retry rule is `backoff` (unavailable, deadline_exceeded, internal) is resent
// the same way after 0.1 s, 0.2 s, ... (at most 5 s), within the same bound; every other error
// is returned at once. Replies with other ids (late answers to abandoned attempts) are discarded.
// Not thread-safe: use one Client per thread.
#pragma once

#include <chrono>
#include <cstdint>
#include <memory>
#include <nlohmann/json.hpp>
#include <optional>
#include <string>
#include <string_view>
#include <vector>
#include <zmq.hpp>

#include "shared/status.h"

namespace warpgym {

struct ClientOptions {
  std::chrono::milliseconds timeout{30'000};        // per attempt, for quick ops
  std::chrono::milliseconds step_timeout{900'000};  // per attempt, for step/reset/close
  int retries = 3;                                  // attempts after the first
  std::chrono::milliseconds backoff{100};           // before the first resend of a backoff error
};

struct ResetResult {
  std::string episode_id;
  std::string observation;
  nlohmann::json info;
};

struct StepResult {
  std::string observation;
  double reward = 0;
  bool terminated = false;
  bool truncated = false;
  nlohmann::json info;
};

class Client {
 public:
  explicit Client(std::string endpoint, ClientOptions options = {});
  Client(const Client&) = delete;
  Client& operator=(const Client&) = delete;

  // Sends `fields` plus v/id/op. On ok=true returns the reply map; on ok=false returns the
  // server's error as a Status (a backoff error once every attempt got one); after all attempts
  // time out returns DeadlineExceeded.
  StatusOr<nlohmann::json> Call(std::string_view op,
                                nlohmann::json fields = nlohmann::json::object());

  StatusOr<nlohmann::json> Hello();
  StatusOr<std::vector<std::string>> ListTasks();
  StatusOr<ResetResult> Reset(const std::string& task, std::optional<std::int64_t> seed = {},
                              nlohmann::json options = nlohmann::json::object());
  StatusOr<StepResult> Step(const std::string& episode_id, const nlohmann::json& action);
  Status Close(const std::string& episode_id);
  Status Ping();

 private:
  void Connect();

  std::string endpoint_;
  ClientOptions options_;
  zmq::context_t context_;
  std::unique_ptr<zmq::socket_t> socket_;
  std::int64_t next_id_ = 1;
};

}  // namespace warpgym
