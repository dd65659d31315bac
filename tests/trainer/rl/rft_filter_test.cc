#include "trainer/rl/rft_filter.h"

#include <gtest/gtest.h>

namespace warpgym::rl {
namespace {

ToolCall Call(const std::string& name, nlohmann::json args, const std::string& output,
              bool valid = true) {
  return ToolCall{0, name, std::move(args), output, valid};
}

ToolCall Write(const std::string& content) {
  return Call("write_file", {{"path", "kernels/k.cpp"}, {"content", content}},
              "wrote kernels/k.cpp");
}
ToolCall Compile(const std::string& output = "compiled") {
  return Call("compile", nlohmann::json::object(), output);
}
ToolCall Verify() {
  return Call("verify", nlohmann::json::object(), "VERIFY: FAIL");
}
ToolCall Ls() {
  return Call("bash", {{"command", "ls"}}, "model.py\n");
}

// A trajectory that passes every rule: reward 2, valid, no loop.
Trajectory Passing(std::vector<ToolCall> calls = {Write("A"), Compile(), Verify(), Write("B"),
                                                  Compile()}) {
  Trajectory t;
  t.task_id = "level1/1_ReLU";
  t.tokens = {1, 2, 3};
  t.loss_mask = {0, 1, 1};
  t.logprobs = {0, -0.5f, -0.25f};
  t.reward = 2;
  t.turns = static_cast<int64_t>(calls.size());
  for (size_t i = 0; i < calls.size(); ++i) calls[i].turn = static_cast<int64_t>(i);
  t.tool_calls = std::move(calls);
  return t;
}

std::optional<Loop> FindLoop(const std::vector<ToolCall>& calls, RftOptions options = {}) {
  return FindRedundantLoop(calls, options);
}

TEST(FindRedundantLoop, ImmediateRepeatOfOneCall) {
  auto loop = FindLoop({Write("A"), Ls(), Ls(), Compile()});
  ASSERT_TRUE(loop.has_value());
  EXPECT_EQ(loop->start, 1);
  EXPECT_EQ(loop->period, 1);
}

TEST(FindRedundantLoop, RepeatedBlockOfThree) {
  // write A, compile, verify, write A, compile, verify: the second round changed nothing.
  auto loop = FindLoop({Ls(), Write("A"), Compile(), Verify(), Write("A"), Compile(), Verify()});
  ASSERT_TRUE(loop.has_value());
  EXPECT_EQ(loop->start, 1);
  EXPECT_EQ(loop->period, 3);
}

TEST(FindRedundantLoop, ProgressIsNotALoop) {
  // The same compile call with the same output twice, but an edit in between.
  EXPECT_FALSE(
      FindLoop({Write("A"), Compile(), Verify(), Write("B"), Compile(), Verify()}).has_value());
  EXPECT_FALSE(FindLoop({}).has_value());
  EXPECT_FALSE(FindLoop({Ls()}).has_value());
}

TEST(FindRedundantLoop, OutputsAndArgumentsCount) {
  // Same call, different output (the workspace changed under it): no loop unless outputs are
  // ignored.
  const std::vector<ToolCall> calls = {Compile("error: x undeclared"), Compile("compiled")};
  EXPECT_FALSE(FindLoop(calls).has_value());
  RftOptions calls_only;
  calls_only.compare_outputs = false;
  EXPECT_TRUE(FindLoop(calls, calls_only).has_value());
  // Arguments compare as JSON values: key order does not matter, values do.
  ToolCall a = Call("read_file", {{"path", "model.py"}, {"offset", 0}}, "text");
  ToolCall b =
      Call("read_file", nlohmann::json::parse(R"({"offset": 0, "path": "model.py"})"), "text");
  ToolCall c = Call("read_file", {{"path", "model.py"}, {"offset", 10}}, "text");
  EXPECT_TRUE(FindLoop({a, b}).has_value());
  EXPECT_FALSE(FindLoop({a, c}).has_value());
}

TEST(FindRedundantLoop, PeriodsAboveTheLimitAreNotLookedFor) {
  const std::vector<ToolCall> round = {Write("A"), Compile(), Verify(), Ls(),
                                       Call("profile", {}, "1.0 ms")};
  std::vector<ToolCall> calls = round;
  calls.insert(calls.end(), round.begin(), round.end());  // a block of 5, repeated
  EXPECT_FALSE(FindLoop(calls).has_value());              // max_loop_period 4
  RftOptions longer;
  longer.max_loop_period = 5;
  auto loop = FindLoop(calls, longer);
  ASSERT_TRUE(loop.has_value());
  EXPECT_EQ(loop->start, 0);
  EXPECT_EQ(loop->period, 5);
}

TEST(RftClassify, RulesInOrder) {
  const RftOptions options;
  EXPECT_EQ(Classify(Passing(), options), RftVerdict::kKeep);

  Trajectory t = Passing();
  t.infra_error = true;  // even with a positive reward
  EXPECT_EQ(Classify(t, options), RftVerdict::kInfraError);

  t = Passing({Ls(), Ls()});
  t.reward = 0;  // reward first, then the loop
  EXPECT_EQ(Classify(t, options), RftVerdict::kNonPositiveReward);
  t.reward = -1;
  EXPECT_EQ(Classify(t, options), RftVerdict::kNonPositiveReward);
  t.reward = 1;
  EXPECT_EQ(Classify(t, options), RftVerdict::kRedundantLoop);

  t = Passing({Ls(), Call("", {}, "could not parse a tool call", /*valid=*/false), Ls(), Ls()});
  EXPECT_EQ(Classify(t, options), RftVerdict::kInvalidToolCall);  // before the loop
  EXPECT_EQ(RftVerdictName(RftVerdict::kInvalidToolCall), "invalid_tool_call");
}

TEST(RftFilter, KeepsInOrderAndCountsEveryReason) {
  std::vector<Trajectory> batch;
  batch.push_back(Passing());  // keep
  batch.back().task_id = "first";
  batch.push_back(Passing());
  batch.back().infra_error = true;
  batch.push_back(Passing());
  batch.back().reward = -1;
  batch.push_back(
      Passing({Compile("compiled"), Call("bash", "ls", "args must be an object", false)}));
  batch.push_back(Passing({Verify(), Verify()}));
  batch.push_back(Passing());  // keep
  batch.back().task_id = "last";
  batch.push_back(Passing());
  batch.back().reward = 0;

  const RftResult r = FilterForRft(std::move(batch), {});
  ASSERT_EQ(r.kept.size(), 2u);
  EXPECT_EQ(r.kept[0].task_id, "first");
  EXPECT_EQ(r.kept[1].task_id, "last");
  EXPECT_EQ(r.count(RftVerdict::kKeep), 2);
  EXPECT_EQ(r.count(RftVerdict::kInfraError), 1);
  EXPECT_EQ(r.count(RftVerdict::kNonPositiveReward), 2);
  EXPECT_EQ(r.count(RftVerdict::kInvalidToolCall), 1);
  EXPECT_EQ(r.count(RftVerdict::kRedundantLoop), 1);
}

}  // namespace
}  // namespace warpgym::rl
