// End-to-end tests of warpgym-server over real ZeroMQ sockets, in-process.
#include "env_server/server.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>
#include <random>
#include <thread>

#include "shared/client.h"
#include "shared/codec.h"
#include "shared/msgpack_json.h"
#include "tests/support/temp_dir.h"

namespace warpgym {
namespace {
namespace fs = std::filesystem;
using json = nlohmann::json;

class ServerTest : public ::testing::Test {
 protected:
  void StartServer(ServerConfig config) {
    workdir_ = testing::FreshTestDir("warpgym_server");
    config.bind = "tcp://127.0.0.1:*";
    config.root = WARPGYM_SOURCE_DIR;
    config.task_dirs = {config.root / "tasks" / "demo"};
    config.workdir = workdir_;
    config.backend = "cpu";
    server_ = std::make_unique<Server>(config);
    Status s = server_->Start();
    ASSERT_TRUE(s.ok()) << s.ToString();
    thread_ = std::jthread([this] { server_->Run(); });
  }
  void TearDown() override {
    if (server_) {
      server_->RequestStop();
      thread_.join();
    }
    fs::remove_all(workdir_);
  }
  std::unique_ptr<Client> NewClient() {
    ClientOptions o;
    o.timeout = std::chrono::seconds(10);
    o.step_timeout = std::chrono::seconds(60);
    o.retries = 0;
    return std::make_unique<Client>(server_->endpoint(), o);
  }
  // A server whose "python" is `script` (a stand-in harness the test wrote there).
  // `script` stands in for the harness's python: kept in a bin/ of its own test directory, as
  // the sandbox mounts an interpreter's install prefix (the parent of its bin/) read-only.
  void StartServerWithHarness(const fs::path& script) {
    fs::permissions(script, fs::perms::owner_all);
    ServerConfig c;
    c.python = script;
    StartServer(c);
  }
  ServerConfig DefaultConfig() {
    ServerConfig c;
    c.python = "/bin/false";  // the harness "fails": exercises the infrastructure-error path
    return c;
  }

  fs::path workdir_;
  std::unique_ptr<Server> server_;
  std::jthread thread_;
};

// A raw DEALER for frame-level tests.
struct RawSocket {
  explicit RawSocket(const std::string& endpoint) : socket(ctx, zmq::socket_type::dealer) {
    socket.set(zmq::sockopt::linger, 0);
    socket.connect(endpoint);
  }
  void Send(const std::string& body) { socket.send(zmq::buffer(body), zmq::send_flags::none); }
  std::optional<json> Receive(int timeout_ms = 5000) {
    zmq::pollitem_t item{socket.handle(), 0, ZMQ_POLLIN, 0};
    zmq::poll(&item, 1, std::chrono::milliseconds(timeout_ms));
    if (!(item.revents & ZMQ_POLLIN)) return std::nullopt;
    zmq::message_t m;
    (void)socket.recv(m);
    while (m.more()) (void)socket.recv(m);
    json out;
    if (!DecodeMsgpack(m.to_string_view(), &out).ok()) return json("undecodable");
    return out;
  }
  zmq::context_t ctx{1};
  zmq::socket_t socket;
};

TEST_F(ServerTest, HelloListResetStepClose) {
  StartServer(DefaultConfig());
  auto client = NewClient();
  auto hello = client->Hello();
  ASSERT_TRUE(hello.ok()) << hello.status().ToString();
  EXPECT_EQ(hello->at("backend"), "cpu");
  EXPECT_EQ(hello->at("tools").size(), 9u);
  auto tasks = client->ListTasks();
  ASSERT_TRUE(tasks.ok());
  ASSERT_GE(tasks->size(), 8u);

  auto reset = client->Reset("level1/1_ReLU", 11, {{"max_turns", 20}});
  ASSERT_TRUE(reset.ok()) << reset.status().ToString();
  EXPECT_NE(reset->observation.find("class Model"), std::string::npos);
  EXPECT_EQ(reset->info["max_turns"], 20);
  EXPECT_EQ(reset->info["seed"], 11);
  EXPECT_TRUE(fs::is_regular_file(workdir_ / "episodes" / reset->episode_id / "model.py"));

  auto step = client->Step(
      reset->episode_id,
      {{"tool", "write_file"}, {"args", {{"path", "kernels/a.cpp"}, {"content", "x"}}}});
  ASSERT_TRUE(step.ok());
  EXPECT_EQ(step->info["turn"], 1);
  EXPECT_EQ(step->reward, 0);
  EXPECT_FALSE(step->terminated);
  auto bad = client->Step(reset->episode_id, "not an action");
  ASSERT_TRUE(bad.ok());
  EXPECT_EQ(bad->info["error"]["code"], "bad_action");
  EXPECT_EQ(bad->info["turn"], 2);

  EXPECT_TRUE(client->Close(reset->episode_id).ok());
  EXPECT_FALSE(fs::exists(workdir_ / "episodes" / reset->episode_id));
  EXPECT_EQ(client->Step(reset->episode_id, {{"tool", "list_files"}}).status().code(),
            ErrorCode::kNotFound);
  EXPECT_EQ(client->Close(reset->episode_id).code(), ErrorCode::kNotFound);

  // The trajectory log holds every event, one JSON object per line.
  std::ifstream log(workdir_ / "trajectories" / (reset->episode_id + ".jsonl"));
  std::vector<std::string> events;
  for (std::string line; std::getline(log, line);) events.push_back(json::parse(line)["event"]);
  EXPECT_EQ(events, (std::vector<std::string>{"reset", "step", "step", "close"}));
}

TEST_F(ServerTest, ResetValidatesItsArguments) {
  StartServer(DefaultConfig());
  auto client = NewClient();
  EXPECT_EQ(client->Reset("level9/none").status().code(), ErrorCode::kNotFound);
  EXPECT_EQ(client->Reset("level1/1_ReLU", {}, {{"max_turns", 0}}).status().code(),
            ErrorCode::kInvalidArgument);
  EXPECT_EQ(client->Reset("level1/1_ReLU", {}, {{"reward_mode", "lots"}}).status().code(),
            ErrorCode::kInvalidArgument);
  EXPECT_EQ(client->Call("reset", {{"task", 5}}).status().code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(client->Call("step", {{"episode_id", "x"}}).status().code(),
            ErrorCode::kInvalidArgument);
  EXPECT_EQ(client->Call("frobnicate").status().code(), ErrorCode::kInvalidArgument);
}

TEST_F(ServerTest, HarnessFailureIsAnInfraErrorNeverTheAgents) {
  StartServer(DefaultConfig());
  auto client = NewClient();
  auto reset = client->Reset("level1/1_ReLU", {}, {{"max_turns", 3}});
  ASSERT_TRUE(reset.ok());
  auto compile = client->Step(reset->episode_id, {{"tool", "compile"}});
  ASSERT_TRUE(compile.ok());
  EXPECT_TRUE(compile->info["infra_error"].get<bool>());
  EXPECT_NE(compile->observation.find("not your fault"), std::string::npos);
  auto submit = client->Step(reset->episode_id, {{"tool", "submit"}});
  ASSERT_TRUE(submit.ok());
  EXPECT_TRUE(submit->terminated);
  EXPECT_EQ(submit->reward, 0.0);
  EXPECT_TRUE(submit->info["infra_error"].get<bool>());
  EXPECT_EQ(client->Step(reset->episode_id, {{"tool", "list_files"}}).status().code(),
            ErrorCode::kFailedPrecondition);
  // The evaluation ran under an exclusive lease of the CPU pseudo-device; its failure sent the
  // device through the health check, which it passed.
  auto stats = client->Call("stats");
  ASSERT_TRUE(stats.ok());
  const auto& device = stats->at("devices")["devices"][0];
  EXPECT_EQ(device["device"], "cpu");
  EXPECT_EQ(device["faults_total"], 1);
  EXPECT_EQ(device["state"], "healthy");
  EXPECT_EQ(submit->info["device"], "cpu");
  // Nothing else was queued: the wait for the lease is reported, and short.
  ASSERT_TRUE(submit->info.contains("lease_wait_seconds"));
  EXPECT_GE(submit->info["lease_wait_seconds"].get<double>(), 0.0);
  EXPECT_LT(submit->info["lease_wait_seconds"].get<double>(), 5.0);
  // Shared leases are admitted by memory: the pseudo-device's capacity is known, nothing is
  // reserved once the evaluations are over.
  EXPECT_GT(device["memory_bytes"].get<std::uint64_t>(), 0u);
  EXPECT_EQ(device["reserved_bytes"], 0);
}

// A verify shares its device with other evaluations, the final evaluation has it alone: the
// harness is told which, so that a candidate crowded out of memory is not charged for it.
TEST_F(ServerTest, OnlyASharedLeaseTellsTheHarnessTheDeviceIsShared) {
  const fs::path dir = testing::FreshTestDir("warpgym_server_argv");
  const fs::path script = dir / "bin" / "python", log = dir / "argv.log";
  fs::create_directories(script.parent_path());
  std::ofstream(script) << "#!/bin/sh\necho \"$*\" >> " << log.string() << "\nexit 1\n";
  StartServerWithHarness(script);
  auto client = NewClient();
  auto reset = client->Reset("level1/1_ReLU", {}, {{"max_turns", 3}});
  ASSERT_TRUE(reset.ok());
  ASSERT_TRUE(client->Step(reset->episode_id, {{"tool", "verify"}}).ok());
  ASSERT_TRUE(client->Step(reset->episode_id, {{"tool", "submit"}}).ok());
  std::ifstream in(log);
  std::vector<std::string> lines;
  for (std::string line; std::getline(in, line);)
    if (line.find("warpgym_harness.run") != std::string::npos) lines.push_back(line);
  ASSERT_EQ(lines.size(), 2u);
  EXPECT_NE(lines[0].find("warpgym_harness.run verify"), std::string::npos) << lines[0];
  EXPECT_NE(lines[0].find("--device-shared"), std::string::npos) << lines[0];
  EXPECT_NE(lines[1].find("warpgym_harness.run evaluate"), std::string::npos) << lines[1];
  EXPECT_EQ(lines[1].find("--device-shared"), std::string::npos) << lines[1];
  fs::remove_all(dir);
}

// Out of device memory on a shared lease, the candidate by its own account or the trusted process,
// is neither the device's failure (no health check: a hostile candidate could otherwise stall the
// device for every episode) nor taken as the verdict: the verify runs again with the device
// alone, and that verdict is the step's. The trusted process out of memory on an exclusive lease
// is an infra error without a health check; any other infra verdict still sends the device
// through its check.
TEST_F(ServerTest, OutOfMemoryOnASharedDeviceRunsAgainAloneAndFaultsNoDevice) {
  const fs::path venv_python = fs::path(WARPGYM_SOURCE_DIR) / ".venv" / "bin" / "python";
  if (!fs::exists(venv_python)) GTEST_SKIP() << "no " << venv_python;
  const fs::path dir = testing::FreshTestDir("warpgym_server_crowded");
  const fs::path script = dir / "bin" / "python", mode = dir / "mode", calls = dir / "calls.log";
  // A stand-in harness writing a real Verdict of the contract (the worker start fails: argv
  // without warpgym_harness.run exits 1, so each call runs it as a process).
  fs::create_directories(script.parent_path());
  std::ofstream(script)
      << "#!" << venv_python.string() << "\n"
      << "import os, sys, json\n"
      << "if 'warpgym_harness.run' not in sys.argv: sys.exit(1)\n"
      << "sys.path.insert(0, os.getcwd())\n"
      << "from warpgym_harness import contract\n"
      << "from warpgym_harness.verdict import Verdict, clean, to_json\n"
      << "a = sys.argv\n"
      << "open('" << calls.string() << "', 'a').write(' '.join(a) + '\\n')\n"
      << "why = open('" << mode.string() << "').read()\n"
      << "oom = {'crowded': contract.CROWDED_OUT_ERROR, "
      << "'judge-oom': contract.JUDGE_OUT_OF_MEMORY_ERROR + ': CUDA out of memory'}\n"
      << "if why in oom and a[3] == 'verify' and '--device-shared' not in a:\n"
      << "    v = Verdict(command=a[3], reward_mode='milestone', compiled=True, correct=False, "
      << "flags=['candidate_crashed'], text='VERIFY: FAIL: judged alone')\n"
      << "else:\n"
      << "    err = oom.get(why, why)\n"
      << "    v = Verdict(command=a[3], reward_mode='milestone', infra_error=True, "
      << "error=err, text='VERIFY: INFRA ERROR: ' + err)\n"
      << "open(a[a.index('--out') + 1], 'w').write(json.dumps(clean(to_json(v))))\n";
  StartServerWithHarness(script);
  auto client = NewClient();
  auto reset = client->Reset("level1/1_ReLU", {}, {{"max_turns", 8}});
  ASSERT_TRUE(reset.ok());
  auto faults = [&] {
    auto stats = client->Call("stats");
    return stats.ok() ? stats->at("devices")["devices"][0]["faults_total"].get<int>() : -1;
  };
  std::ofstream(mode) << "crowded";
  auto crowded = client->Step(reset->episode_id, {{"tool", "verify"}});
  ASSERT_TRUE(crowded.ok());
  EXPECT_FALSE(crowded->info.value("infra_error", false)) << crowded->info.dump();
  EXPECT_NE(crowded->observation.find("judged alone"), std::string::npos) << crowded->observation;
  EXPECT_TRUE(crowded->info.value("retried_alone", false));
  EXPECT_EQ(crowded->info["verify"]["flags"], json::array({"candidate_crashed"}));
  EXPECT_EQ(faults(), 0);
  std::ofstream(mode, std::ios::trunc) << "judge-oom";
  auto judge_oom = client->Step(reset->episode_id, {{"tool", "verify"}});
  ASSERT_TRUE(judge_oom.ok());
  EXPECT_FALSE(judge_oom->info.value("infra_error", false)) << judge_oom->info.dump();
  EXPECT_TRUE(judge_oom->info.value("retried_alone", false));
  EXPECT_EQ(faults(), 0);
  std::vector<std::string> argv;
  std::ifstream log(calls);
  for (std::string line; std::getline(log, line);)
    if (line.find("warpgym_harness.run") != std::string::npos) argv.push_back(line);
  ASSERT_EQ(argv.size(), 4u);
  for (int i : {0, 2}) EXPECT_NE(argv[i].find("--device-shared"), std::string::npos) << argv[i];
  for (int i : {1, 3}) EXPECT_EQ(argv[i].find("--device-shared"), std::string::npos) << argv[i];
  // profile has its device alone: the trusted process out of memory there is an infra error,
  // run once, and the device is fine
  auto alone = client->Step(reset->episode_id, {{"tool", "profile"}});
  ASSERT_TRUE(alone.ok());
  EXPECT_TRUE(alone->info["infra_error"].get<bool>());
  EXPECT_FALSE(alone->info.value("retried_alone", false));
  EXPECT_EQ(faults(), 0);
  std::ofstream(mode, std::ios::trunc) << "the harness failed";
  auto other = client->Step(reset->episode_id, {{"tool", "verify"}});
  ASSERT_TRUE(other.ok());
  EXPECT_TRUE(other->info["infra_error"].get<bool>());
  EXPECT_EQ(faults(), 1);
  fs::remove_all(dir);
}

TEST_F(ServerTest, TurnLimitTruncatesWithAFinalEvaluation) {
  StartServer(DefaultConfig());
  auto client = NewClient();
  auto reset = client->Reset("level1/1_ReLU", {}, {{"max_turns", 2}});
  ASSERT_TRUE(reset.ok());
  auto first = client->Step(reset->episode_id, {{"tool", "list_files"}});
  EXPECT_FALSE(first->truncated);
  auto second = client->Step(reset->episode_id, {{"tool", "list_files"}});
  EXPECT_TRUE(second->truncated);
  EXPECT_FALSE(second->terminated);
  EXPECT_TRUE(second->info.contains("eval"));
  EXPECT_NE(second->observation.find("turn limit of 2 reached"), std::string::npos);
}

TEST_F(ServerTest, RetriedStepReturnsTheStoredReply) {
  StartServer(DefaultConfig());
  auto client = NewClient();
  auto reset = client->Reset("level1/1_ReLU");
  ASSERT_TRUE(reset.ok());
  RawSocket raw(server_->endpoint());
  json step = {
      {"v", 1},
      {"id", "retry-1"},
      {"op", "step"},
      {"episode_id", reset->episode_id},
      {"action",
       {{"tool", "bash"}, {"args", {{"command", "echo run >> count.txt; wc -l < count.txt"}}}}}};
  raw.Send(EncodeMsgpack(step));
  auto first = raw.Receive();
  raw.Send(EncodeMsgpack(step));
  auto second = raw.Receive();
  ASSERT_TRUE(first && second);
  EXPECT_EQ(*first, *second);
  EXPECT_EQ((*first)["info"]["turn"], 1);
  step["id"] = "retry-2";
  raw.Send(EncodeMsgpack(step));
  auto third = raw.Receive();
  EXPECT_EQ((*third)["info"]["turn"], 2);
  EXPECT_NE((*third)["observation"].get<std::string>().find("2"), std::string::npos);
}

TEST_F(ServerTest, ASlowStepNeverDelaysOtherEpisodes) {
  StartServer(DefaultConfig());
  auto client = NewClient();
  auto slow = client->Reset("level1/1_ReLU");
  ASSERT_TRUE(slow.ok());
  std::vector<std::string> others;
  for (int i = 0; i < 10; ++i) others.push_back(client->Reset("level1/2_Sigmoid")->episode_id);

  RawSocket raw(server_->endpoint());
  raw.Send(EncodeMsgpack({{"v", 1},
                          {"id", "slow"},
                          {"op", "step"},
                          {"episode_id", slow->episode_id},
                          {"action", {{"tool", "bash"}, {"args", {{"command", "sleep 3"}}}}}}));
  std::this_thread::sleep_for(std::chrono::milliseconds(100));
  auto start = std::chrono::steady_clock::now();
  for (int i = 0; i < 100; ++i) {
    raw.Send(
        EncodeMsgpack({{"v", 1},
                       {"id", i},
                       {"op", "step"},
                       {"episode_id", others[i % others.size()]},
                       {"action", {{"tool", "read_file"}, {"args", {{"path", "model.py"}}}}}}));
  }
  int fast = 0;
  while (fast < 100) {
    auto r = raw.Receive(5000);
    ASSERT_TRUE(r.has_value());
    ASSERT_NE((*r)["id"], "slow") << "the slow step finished before the fast ones";
    EXPECT_TRUE((*r)["ok"].get<bool>());
    ++fast;
  }
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(1));
  auto last = raw.Receive(10000);
  ASSERT_TRUE(last.has_value());
  EXPECT_EQ((*last)["id"], "slow");
}

TEST_F(ServerTest, HostileFramesGetErrorsAndTheServerKeepsServing) {
  StartServer(DefaultConfig());
  RawSocket raw(server_->endpoint());
  std::mt19937 rng(1234);
  int replies = 0;
  const int kFrames = 2000;
  for (int i = 0; i < kFrames; ++i) {
    std::string body;
    switch (i % 5) {
      case 0:
        body.resize(rng() % 64);
        for (char& c : body) c = static_cast<char>(rng());
        break;
      case 1:
        body = EncodeMsgpack(json::array({1, 2, 3}));
        break;
      case 2:
        body = EncodeMsgpack(
            {{"v", 1}, {"id", i}, {"op", "step"}, {"episode_id", "nope"}, {"action", {}}});
        break;
      case 3:
        body = EncodeMsgpack({{"v", 1}, {"id", i}, {"op", json::array()}});
        break;
      case 4:
        body = EncodeMsgpack({{"v", 1}, {"id", i}, {"op", "reset"}, {"task", {{"x", 1}}}});
        break;
    }
    raw.Send(body);
  }
  while (auto r = raw.Receive(2000)) {
    ASSERT_TRUE(r->is_object());
    EXPECT_FALSE((*r)["ok"].get<bool>());
    ++replies;
    if (replies == kFrames) break;
  }
  EXPECT_EQ(replies, kFrames);
  // Three frames and an oversized request.
  raw.socket.send(zmq::str_buffer("a"), zmq::send_flags::sndmore);
  raw.socket.send(zmq::str_buffer("b"), zmq::send_flags::sndmore);
  raw.socket.send(zmq::str_buffer("c"), zmq::send_flags::none);
  EXPECT_EQ((*raw.Receive())["error"]["code"], "invalid_argument");
  raw.Send(
      EncodeMsgpack({{"v", 1}, {"id", 1}, {"op", "ping"}, {"pad", std::string(10u << 20, 'x')}}));
  EXPECT_EQ((*raw.Receive())["error"]["code"], "resource_exhausted");
  EXPECT_TRUE(NewClient()->Ping().ok());
}

TEST_F(ServerTest, IdleEpisodesAreReaped) {
  ServerConfig c = DefaultConfig();
  c.idle_timeout_s = 0.3;
  StartServer(c);
  auto client = NewClient();
  auto reset = client->Reset("level1/1_ReLU");
  ASSERT_TRUE(reset.ok());
  std::this_thread::sleep_for(std::chrono::milliseconds(2000));
  EXPECT_EQ(client->Step(reset->episode_id, {{"tool", "list_files"}}).status().code(),
            ErrorCode::kNotFound);
  EXPECT_FALSE(fs::exists(workdir_ / "episodes" / reset->episode_id));
  EXPECT_GE(client->Call("stats")->at("reaped_total").get<int>(), 1);
}

TEST_F(ServerTest, EpisodeLimitIsEnforced) {
  ServerConfig c = DefaultConfig();
  c.max_episodes = 2;
  StartServer(c);
  auto client = NewClient();
  auto a = client->Reset("level1/1_ReLU");
  ASSERT_TRUE(a.ok());
  ASSERT_TRUE(client->Reset("level1/1_ReLU").ok());
  EXPECT_EQ(client->Reset("level1/1_ReLU").status().code(), ErrorCode::kResourceExhausted);
  ASSERT_TRUE(client->Close(a->episode_id).ok());
  EXPECT_TRUE(client->Reset("level1/1_ReLU").ok());
}

TEST_F(ServerTest, ShutdownClosesEpisodes) {
  StartServer(DefaultConfig());
  auto client = NewClient();
  auto reset = client->Reset("level1/1_ReLU");
  ASSERT_TRUE(reset.ok());
  server_->RequestStop();
  thread_.join();
  server_.reset();
  EXPECT_FALSE(fs::exists(workdir_ / "episodes" / reset->episode_id));
  std::ifstream log(workdir_ / "trajectories" / (reset->episode_id + ".jsonl"));
  std::string line, last;
  while (std::getline(log, line)) last = line;
  EXPECT_EQ(json::parse(last)["reason"], "server_shutdown");
}

}  // namespace
}  // namespace warpgym
