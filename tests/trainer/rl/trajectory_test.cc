#include "trainer/rl/trajectory.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <sstream>

namespace warpgym::rl {
namespace {

namespace fs = std::filesystem;

// Prompt (3 tokens), turn 0 (2 policy tokens), observation (2), turn 1 (1 policy token).
Trajectory TwoTurns() {
  Trajectory t;
  t.task_id = "level1/1_ReLU";
  t.tokens = {151644, 872, 198, 40, 41, 900, 901, 42};
  t.loss_mask = {0, 0, 0, 1, 1, 0, 0, 1};
  t.logprobs = {0, 0, 0, -0.1f, -1e-8f, 0, 0, -23.456789f};
  t.reward = 3;
  t.turns = 2;
  t.tool_calls = {{0, "bash", {{"command", "ls"}}, "model.py\nSKILL.md\n", true},
                  {1, "submit", nlohmann::json::object(), "reward 3", true}};
  t.metadata = {{"episode_id", "e-1"}, {"seed", 7}};
  return t;
}

std::string Line(const Trajectory& t) {
  std::ostringstream out;
  EXPECT_TRUE(WriteJsonLine(out, t).ok());
  return out.str();
}

std::string ValidateError(const Trajectory& t) {
  Status s = Validate(t);
  EXPECT_FALSE(s.ok());
  return s.message();
}

std::string ReadError(const std::string& text) {
  std::istringstream in(text);
  auto r = ReadJsonl(in, "t.jsonl");
  EXPECT_FALSE(r.ok()) << text;
  return r.ok() ? "" : r.status().message();
}

// The line of TwoTurns() with one top-level key replaced (or removed with a null value).
std::string LineWith(const std::string& key, const nlohmann::json& value) {
  nlohmann::json j = nlohmann::json::parse(Line(TwoTurns()));
  if (value.is_null()) {
    j.erase(key);
  } else {
    j[key] = value;
  }
  return j.dump() + "\n";
}

class TempDir {
 public:
  TempDir() {
    std::string tmpl = (fs::temp_directory_path() / "trajectory_test.XXXXXX").string();
    path_ = ::mkdtemp(tmpl.data());
  }
  ~TempDir() { fs::remove_all(path_); }
  const fs::path& path() const { return path_; }

 private:
  fs::path path_;
};

void ExpectSame(const Trajectory& a, const Trajectory& b) {
  EXPECT_EQ(a.task_id, b.task_id);
  EXPECT_EQ(a.tokens, b.tokens);
  EXPECT_EQ(a.loss_mask, b.loss_mask);
  EXPECT_EQ(a.logprobs, b.logprobs);  // bit for bit
  EXPECT_EQ(a.reward, b.reward);
  EXPECT_EQ(a.infra_error, b.infra_error);
  EXPECT_EQ(a.turns, b.turns);
  ASSERT_EQ(a.tool_calls.size(), b.tool_calls.size());
  for (size_t i = 0; i < a.tool_calls.size(); ++i) {
    EXPECT_EQ(a.tool_calls[i].turn, b.tool_calls[i].turn);
    EXPECT_EQ(a.tool_calls[i].name, b.tool_calls[i].name);
    EXPECT_EQ(a.tool_calls[i].args, b.tool_calls[i].args);
    EXPECT_EQ(a.tool_calls[i].output, b.tool_calls[i].output);
    EXPECT_EQ(a.tool_calls[i].valid, b.tool_calls[i].valid);
  }
  EXPECT_EQ(a.metadata, b.metadata);
}

TEST(Trajectory, ValidExampleAndPolicyTokenCount) {
  EXPECT_TRUE(Validate(TwoTurns()).ok());
  EXPECT_EQ(TwoTurns().num_policy_tokens(), 3);
}

TEST(Trajectory, JsonLineRoundTripsExactly) {
  const std::string line = Line(TwoTurns());
  // Documented key order, one line, newline-terminated.
  EXPECT_EQ(line.rfind("{\"version\":1,\"task_id\":\"level1/1_ReLU\",\"tokens\":[", 0), 0u) << line;
  EXPECT_EQ(line.find('\n'), line.size() - 1);
  // The shortest decimal of each float, not the double nearest to it.
  EXPECT_NE(line.find("\"logprobs\":[0.0,0.0,0.0,-0.1,-1e-08,0.0,0.0,-23.456789]"),
            std::string::npos)
      << line;
  std::istringstream in(line);
  auto back = ReadJsonl(in, "mem");
  ASSERT_TRUE(back.ok()) << back.status().ToString();
  ASSERT_EQ(back->size(), 1u);
  ExpectSame(back->front(), TwoTurns());
}

TEST(Trajectory, InvalidUtf8InOutputsIsReplaced) {
  Trajectory t = TwoTurns();
  t.tool_calls[0].output = "ok \xff\xfe end";
  std::istringstream in(Line(t));
  auto back = ReadJsonl(in, "mem");
  ASSERT_TRUE(back.ok()) << back.status().ToString();
  EXPECT_EQ(back->front().tool_calls[0].output, "ok \xEF\xBF\xBD\xEF\xBF\xBD end");  // U+FFFD twice
}

TEST(Trajectory, AFullDiskIsResourceExhaustedNamingTheFile) {
  const Status s = WriteJsonl("/dev/full", {TwoTurns()});  // every write fails with ENOSPC
  EXPECT_EQ(s.code(), ErrorCode::kResourceExhausted) << s.ToString();
  EXPECT_NE(s.message().find("/dev/full"), std::string::npos) << s.message();
  EXPECT_NE(s.message().find(std::strerror(ENOSPC)), std::string::npos) << s.message();
}

TEST(Trajectory, FileRoundTripWithBlankLinesAndInfraErrors) {
  TempDir dir;
  const std::string path = (dir.path() / "rollouts.jsonl").string();
  Trajectory failed;  // failed at reset: no tokens at all, which only infra_error allows
  failed.task_id = "level2/3_GEMM";
  failed.infra_error = true;
  ASSERT_TRUE(WriteJsonl(path, {TwoTurns(), failed, TwoTurns()}).ok());
  auto back = ReadJsonl(path);
  ASSERT_TRUE(back.ok()) << back.status().ToString();
  ASSERT_EQ(back->size(), 3u);
  ExpectSame((*back)[0], TwoTurns());
  ExpectSame((*back)[1], failed);

  std::istringstream in("\n" + Line(TwoTurns()) + "   \n\n" + Line(TwoTurns()));
  auto blank = ReadJsonl(in, "mem");
  ASSERT_TRUE(blank.ok()) << blank.status().ToString();
  EXPECT_EQ(blank->size(), 2u);

  EXPECT_EQ(DropInfraErrors(&back.value()), 1);
  EXPECT_EQ(back->size(), 2u);
  EXPECT_EQ(ReadJsonl((dir.path() / "missing.jsonl").string()).status().code(),
            ErrorCode::kNotFound);
}

TEST(Trajectory, WriteRefusesAnInvalidTrajectory) {
  Trajectory t = TwoTurns();
  t.loss_mask.pop_back();
  std::ostringstream out;
  EXPECT_EQ(WriteJsonLine(out, t).code(), ErrorCode::kInvalidArgument);
  EXPECT_TRUE(out.str().empty());
}

TEST(TrajectoryValidate, NamesTheBrokenRule) {
  Trajectory t = TwoTurns();
  t.loss_mask.pop_back();
  EXPECT_EQ(ValidateError(t), "loss_mask has 7 entries, tokens 8");
  t = TwoTurns();
  t.logprobs.push_back(0);
  EXPECT_EQ(ValidateError(t), "logprobs has 9 entries, tokens 8");
  t = TwoTurns();
  t.loss_mask[4] = 2;
  EXPECT_EQ(ValidateError(t), "loss_mask[4] = 2: must be 0 or 1");
  t = TwoTurns();
  t.tokens[2] = -1;
  EXPECT_EQ(ValidateError(t), "tokens[2] = -1 is negative");
  t = TwoTurns();
  t.logprobs[3] = 0.5f;  // a probability above 1
  EXPECT_EQ(ValidateError(t), "logprobs[3] = 0.500000 at a policy token: must be finite and <= 0");
  t = TwoTurns();
  t.logprobs[3] = -std::numeric_limits<float>::infinity();
  EXPECT_NE(ValidateError(t).find("logprobs[3] = -inf at a policy token"), std::string::npos);
  t = TwoTurns();
  t.logprobs[5] = -1.5f;  // an observation token carries no sampler log-prob
  EXPECT_EQ(ValidateError(t), "logprobs[5] = -1.500000 at a non-policy token: must be 0");
  t = TwoTurns();
  t.loss_mask[0] = 1;
  t.logprobs[0] = -1;
  EXPECT_EQ(ValidateError(t), "loss_mask[0] = 1: the first token cannot be a policy token");
  t = TwoTurns();
  t.loss_mask = {0, 0, 0, 0, 0, 0, 0, 0};
  t.logprobs = {0, 0, 0, 0, 0, 0, 0, 0};
  EXPECT_EQ(ValidateError(t),
            "no policy token (every loss_mask entry is 0) in an episode without infra_error");
  t.infra_error = true;
  EXPECT_TRUE(Validate(t).ok());
  t = TwoTurns();
  t.reward = std::numeric_limits<double>::quiet_NaN();
  EXPECT_EQ(ValidateError(t), "reward is not finite");
  t = TwoTurns();
  t.turns = -1;
  t.tool_calls.clear();
  EXPECT_EQ(ValidateError(t), "turns = -1 is negative");
  t = TwoTurns();
  t.tool_calls[1].turn = 2;
  EXPECT_EQ(ValidateError(t), "tool_calls[1].turn = 2 outside [0, turns = 2)");
  t = TwoTurns();
  t.tool_calls[0].turn = 1;
  t.tool_calls[1].turn = 0;
  EXPECT_EQ(ValidateError(t), "tool_calls[1].turn = 0 goes back from 1");
  t = TwoTurns();
  t.tool_calls[0].name.clear();
  EXPECT_EQ(ValidateError(t), "tool_calls[0] is valid but has no name");
  t.tool_calls[0].valid = false;  // an unparseable call has no name
  EXPECT_TRUE(Validate(t).ok());
  t = TwoTurns();
  t.task_id.clear();
  EXPECT_EQ(ValidateError(t), "task_id is empty");
}

TEST(TrajectoryRead, ErrorsNameSourceLineAndKey) {
  const std::string good = Line(TwoTurns());
  EXPECT_EQ(ReadError(good + "{\"version\": 1,\n"), "t.jsonl:2: not valid JSON");
  EXPECT_EQ(ReadError(good + "[1, 2]\n"), "t.jsonl:2: a trajectory must be a JSON object");
  EXPECT_EQ(ReadError(LineWith("loss_mask", nullptr)), "t.jsonl:1: missing key \"loss_mask\"");
  EXPECT_EQ(ReadError(LineWith("version", 2)),
            "t.jsonl:1: version 2 is not supported (this reader reads 1)");
  EXPECT_EQ(ReadError(LineWith("tokens", {1, 2.5})), "t.jsonl:1: tokens[1] must be an integer");
  EXPECT_EQ(ReadError(LineWith("loss_mask", {0, true})),
            "t.jsonl:1: loss_mask[1] = true: must be 0 or 1");
  EXPECT_EQ(ReadError(LineWith("loss_mask", {0, 3})),
            "t.jsonl:1: loss_mask[1] = 3: must be 0 or 1");
  EXPECT_EQ(ReadError(LineWith("logprobs", {0, "x"})), "t.jsonl:1: logprobs[1] must be a number");
  EXPECT_EQ(ReadError(LineWith("reward", "3")), "t.jsonl:1: \"reward\" must be a number");
  EXPECT_EQ(ReadError(LineWith("infra_error", 0)),
            "t.jsonl:1: \"infra_error\" must be true or false");
  EXPECT_EQ(ReadError(LineWith("tool_calls", {{{"turn", 0}}})),
            "t.jsonl:1: tool_calls[0]: missing key \"name\"");
  // Types right, contents wrong: Validate's message, with the line.
  EXPECT_EQ(ReadError(LineWith("tokens", {1, 2, 3})),
            "t.jsonl:1: loss_mask has 8 entries, tokens 3");
  // Unknown keys are ignored.
  std::istringstream in(LineWith("sampler", "vllm"));
  EXPECT_TRUE(ReadJsonl(in, "t.jsonl").ok());
}

}  // namespace
}  // namespace warpgym::rl
