// warpgym-bench-roundtrip: round-trip latency and throughput of trivial steps against a running
// warpgym-server, at N concurrent episodes. A benchmark, not a test: it reports, asserts nothing.
//
// One DEALER socket pipelines requests for all N episodes (each episode has at most one step in
// flight, as a real agent would), so the client is never the bottleneck. Two load shapes:
//   closed loop (--think-ms 0): every episode re-sends as soon as its reply arrives; the server
//     is saturated and latency is queueing (Little's law: p50 ~ N / throughput);
//   paced (--think-ms T): each episode "thinks" T ms between steps, like a policy generating its
//     next action; latency is then the server's own overhead per step.
#include <CLI/CLI.hpp>
#include <algorithm>
#include <chrono>
#include <cstdio>
#include <map>
#include <random>
#include <sstream>
#include <string>
#include <vector>
#include <zmq.hpp>

#include "shared/client.h"
#include "shared/codec.h"
#include "shared/msgpack_json.h"

using json = nlohmann::json;
using Clock = std::chrono::steady_clock;

namespace {

struct Result {
  int episodes;
  double think_ms;
  std::size_t steps;
  double seconds;
  double p50_ms, p99_ms, max_ms;
};

double Percentile(std::vector<double> v, double q) {
  if (v.empty()) return 0;
  std::sort(v.begin(), v.end());
  return v[std::min(v.size() - 1, static_cast<std::size_t>(q / 100.0 * (v.size() - 1) + 0.5))];
}

Result Run(const std::string& endpoint, const std::string& task, int n, double think_ms,
           double seconds, const json& action) {
  warpgym::Client control(endpoint);
  // As many turns as the server allows: a long measurement must not hit the turn limit.
  auto hello = control.Hello();
  if (!hello.ok()) throw std::runtime_error("hello failed: " + hello.status().ToString());
  json options = {{"max_turns", hello.value()["capabilities"]["max_turns_limit"]}};
  std::vector<std::string> episodes;
  for (int i = 0; i < n; ++i) {
    auto r = control.Reset(task, {}, options);
    if (!r.ok()) throw std::runtime_error("reset failed: " + r.status().ToString());
    episodes.push_back(r->episode_id);
  }
  zmq::context_t ctx(1);
  zmq::socket_t sock(ctx, zmq::socket_type::dealer);
  sock.set(zmq::sockopt::linger, 0);
  sock.set(zmq::sockopt::sndhwm, 0);
  sock.set(zmq::sockopt::rcvhwm, 0);
  sock.connect(endpoint);

  std::mt19937 rng(7);
  std::uniform_real_distribution<double> jitter(0.0, std::max(think_ms, 0.0));
  std::vector<Clock::time_point> next_send(n), sent_at(n);
  std::vector<bool> in_flight(n, false);
  auto start = Clock::now();
  for (int i = 0; i < n; ++i)
    next_send[i] = start + std::chrono::microseconds(static_cast<long>(jitter(rng) * 1000));
  std::vector<double> latencies;
  std::int64_t next_id = 0;
  const auto end = start + std::chrono::microseconds(static_cast<long>(seconds * 1e6));
  auto send = [&](int i) {
    json req = {{"v", 1},
                {"id", next_id++ * 1000000 + i},
                {"op", "step"},
                {"episode_id", episodes[i]},
                {"action", action}};
    std::string frame = warpgym::EncodeMsgpack(req);
    sent_at[i] = Clock::now();
    in_flight[i] = true;
    sock.send(zmq::buffer(frame), zmq::send_flags::none);
  };
  bool draining = false;
  while (true) {
    auto now = Clock::now();
    if (now >= end) draining = true;
    auto wake = end;
    for (int i = 0; i < n; ++i) {
      if (in_flight[i]) continue;
      if (!draining && next_send[i] <= now)
        send(i);
      else if (!draining)
        wake = std::min(wake, next_send[i]);
    }
    if (draining && std::none_of(in_flight.begin(), in_flight.end(), [](bool b) { return b; }))
      break;
    int wait_ms = static_cast<int>(
        std::chrono::duration_cast<std::chrono::milliseconds>(wake - Clock::now()).count());
    zmq::pollitem_t item{sock.handle(), 0, ZMQ_POLLIN, 0};
    zmq::poll(&item, 1, std::chrono::milliseconds(std::clamp(wait_ms, 0, 1000)));
    while (true) {
      zmq::message_t m;
      if (!sock.recv(m, zmq::recv_flags::dontwait)) break;
      warpgym::Reply reply;
      if (!warpgym::DecodeReply(m.to_string_view(), &reply).ok() || !reply.ok) {
        throw std::runtime_error("bad reply: " + reply.error.ToString());
      }
      int i = static_cast<int>(reply.id.get<std::int64_t>() % 1000000);
      auto got = Clock::now();
      if (got <= end)
        latencies.push_back(std::chrono::duration<double, std::milli>(got - sent_at[i]).count());
      in_flight[i] = false;
      next_send[i] = got + std::chrono::microseconds(static_cast<long>(think_ms * 1000));
    }
  }
  for (const auto& id : episodes) (void)control.Close(id);
  return {n,
          think_ms,
          latencies.size(),
          seconds,
          Percentile(latencies, 50),
          Percentile(latencies, 99),
          latencies.empty() ? 0 : *std::max_element(latencies.begin(), latencies.end())};
}

}  // namespace

int main(int argc, char** argv) {
  std::string endpoint = "tcp://127.0.0.1:5555", task = "level1/1_ReLU", counts = "1,64,256",
              thinks = "0,100", tool = "read_file";
  double seconds = 5;
  CLI::App app{"warpgym-bench-roundtrip: trivial-step round trips at N concurrent episodes"};
  app.add_option("--endpoint", endpoint)->capture_default_str();
  app.add_option("--task", task)->capture_default_str();
  app.add_option("--episodes", counts, "comma-separated episode counts")->capture_default_str();
  app.add_option("--think-ms", thinks,
                 "comma-separated think times between an episode's steps (0 = closed loop)")
      ->capture_default_str();
  app.add_option("--seconds", seconds, "measurement time per configuration")->capture_default_str();
  app.add_option("--tool", tool, "read_file | list_files")
      ->check(CLI::IsMember({"read_file", "list_files"}))
      ->capture_default_str();
  CLI11_PARSE(app, argc, argv);
  json action = tool == "read_file" ? json{{"tool", "read_file"}, {"args", {{"path", "model.py"}}}}
                                    : json{{"tool", "list_files"}, {"args", json::object()}};
  auto split = [](const std::string& s) {
    std::vector<double> out;
    std::stringstream ss(s);
    for (std::string item; std::getline(ss, item, ',');) out.push_back(std::stod(item));
    return out;
  };
  std::printf("| episodes | think (ms) | steps | steps/s | p50 (ms) | p99 (ms) | max (ms) |\n");
  std::printf("|---:|---:|---:|---:|---:|---:|---:|\n");
  for (double think : split(thinks)) {
    for (double n : split(counts)) {
      Result r = Run(endpoint, task, static_cast<int>(n), think, seconds, action);
      std::printf("| %d | %.0f | %zu | %.0f | %.3f | %.3f | %.3f |\n", r.episodes, r.think_ms,
                  r.steps, r.steps / r.seconds, r.p50_ms, r.p99_ms, r.max_ms);
      std::fflush(stdout);
    }
  }
  return 0;
}
