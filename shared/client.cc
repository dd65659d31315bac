#include "shared/client.h"

#include <algorithm>
#include <thread>

#include "shared/codec.h"
#include "shared/msgpack_json.h"
#include "shared/protocol.h"

namespace warpgym {

using json = nlohmann::json;

Client::Client(std::string endpoint, ClientOptions options)
    : endpoint_(std::move(endpoint)), options_(options), context_(1) {
  Connect();
}

void Client::Connect() {
  socket_ = std::make_unique<zmq::socket_t>(context_, zmq::socket_type::dealer);
  socket_->set(zmq::sockopt::linger, 0);
  socket_->connect(endpoint_);
}

StatusOr<json> Client::Call(std::string_view op, json fields) {
  const bool slow_op = op == op::kStep || op == op::kReset || op == op::kClose;
  const auto timeout = slow_op ? options_.step_timeout : options_.timeout;
  const std::int64_t id = next_id_++;
  fields["v"] = kProtocolVersion;
  fields["id"] = id;
  fields["op"] = op;
  const std::string frame = EncodeMsgpack(fields);

  for (int attempt = 0; attempt <= options_.retries; ++attempt) {
    socket_->send(zmq::buffer(frame), zmq::send_flags::none);
    const auto deadline = std::chrono::steady_clock::now() + timeout;
    bool answered = false;
    while (!answered) {
      const auto left = std::chrono::duration_cast<std::chrono::milliseconds>(
          deadline - std::chrono::steady_clock::now());
      if (left.count() <= 0) break;
      zmq::pollitem_t item{socket_->handle(), 0, ZMQ_POLLIN, 0};
      zmq::poll(&item, 1, left);
      if (!(item.revents & ZMQ_POLLIN)) continue;
      zmq::message_t message;
      if (!socket_->recv(message, zmq::recv_flags::none)) continue;
      if (message.size() == 0 && message.more()) continue;  // empty delimiter
      Reply reply;
      if (!DecodeReply(message.to_string_view(), &reply).ok()) continue;
      if (reply.id != json(id)) continue;  // a late reply to an older request
      if (reply.ok) return std::move(reply.body);
      if (!Resend(reply.error.code()) || attempt == options_.retries) return reply.error;
      answered = true;
    }
    if (answered) {  // a backoff error: the same request again, later, on the same socket
      std::this_thread::sleep_for(std::min<std::chrono::milliseconds>(
          options_.backoff * (1 << attempt), std::chrono::seconds(5)));
    } else {
      Connect();  // Lazy Pirate: a fresh socket, then the same request again
    }
  }
  return Status::DeadlineExceeded("no reply to '" + std::string(op) + "' from " + endpoint_ +
                                  " after " + std::to_string(options_.retries + 1) + " attempts");
}

StatusOr<json> Client::Hello() {
  return Call(op::kHello, {{"client", "warpgym-cpp"}});
}

StatusOr<std::vector<std::string>> Client::ListTasks() {
  StatusOr<json> reply = Call(op::kListTasks);
  if (!reply.ok()) return reply.status();
  std::vector<std::string> names;
  const json tasks = reply.value().value("tasks", json::array());
  for (const json& task : tasks.is_array() ? tasks : json::array()) {
    std::string name = JsonValueOr(task, "name", std::string());
    if (!name.empty()) names.push_back(std::move(name));
  }
  return names;
}

StatusOr<ResetResult> Client::Reset(const std::string& task, std::optional<std::int64_t> seed,
                                    json options) {
  json fields = {{"task", task}, {"options", std::move(options)}};
  if (seed) fields["seed"] = *seed;
  StatusOr<json> reply = Call(op::kReset, std::move(fields));
  if (!reply.ok()) return reply.status();
  const json& r = reply.value();
  return ResetResult{JsonValueOr(r, "episode_id", std::string()),
                     JsonValueOr(r, "observation", std::string()), r.value("info", json::object())};
}

StatusOr<StepResult> Client::Step(const std::string& episode_id, const json& action) {
  StatusOr<json> reply = Call(op::kStep, {{"episode_id", episode_id}, {"action", action}});
  if (!reply.ok()) return reply.status();
  const json& r = reply.value();
  return StepResult{JsonValueOr(r, "observation", std::string()), JsonValueOr(r, "reward", 0.0),
                    JsonValueOr(r, "terminated", false), JsonValueOr(r, "truncated", false),
                    r.value("info", json::object())};
}

Status Client::Close(const std::string& episode_id) {
  return Call(op::kClose, {{"episode_id", episode_id}}).status();
}

Status Client::Ping() {
  return Call(op::kPing).status();
}

}  // namespace warpgym
