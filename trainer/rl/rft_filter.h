// RFT filter: which sampled trajectories are kept for rejection-sampling fine-tuning (RFT), and
// why the others were dropped. No LibTorch.
//
// The rules, checked in this order; the first that matches is the one counted, so
// kept + the sum of the drop counts = the number of trajectories seen:
//   1. infra_error          the environment failed: the episode has no score (never a 0)
//   2. non_positive_reward  reward <= 0 (milestone: not compiled or not correct)
//   3. invalid_tool_call    some tool call has valid = false (malformed, unknown tool, refused)
//   4. redundant_loop       the tool calls contain a block of 1..max_loop_period consecutive calls
//                           that is immediately repeated, call for call: same name, same
//                           arguments and the same output (with compare_outputs). "ls, ls" and
//                           "write A, compile, verify, write A, compile, verify" are loops;
//                           "write A, compile, write B, compile" is not.
// Pure functions; thread-safe.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <string_view>
#include <vector>

#include "trainer/rl/trajectory.h"

namespace warpgym::rl {

enum class RftVerdict { kKeep, kInfraError, kNonPositiveReward, kInvalidToolCall, kRedundantLoop };
inline constexpr int kNumRftVerdicts = 5;
std::string_view RftVerdictName(RftVerdict v);  // "keep", "infra_error", "non_positive_reward", ...

struct RftOptions {
  int64_t max_loop_period = 4;  // longest repeated block of calls looked for (>= 1)
  bool compare_outputs = true;  // false: identical calls repeat even when their outputs differ
};

// A repeated block: calls [start, start + period) equal calls [start + period, start + 2 period).
struct Loop {
  int64_t start = 0;
  int64_t period = 0;
};

// The first (lowest start, then shortest period) repeated block, or nullopt.
std::optional<Loop> FindRedundantLoop(const std::vector<ToolCall>& calls,
                                      const RftOptions& options);

RftVerdict Classify(const Trajectory& t, const RftOptions& options);

struct RftResult {
  std::vector<Trajectory> kept;                   // in input order
  std::array<int64_t, kNumRftVerdicts> counts{};  // indexed by RftVerdict; [kKeep] = kept.size()
  int64_t count(RftVerdict v) const { return counts[static_cast<size_t>(v)]; }
};

RftResult FilterForRft(std::vector<Trajectory> trajectories, const RftOptions& options);

}  // namespace warpgym::rl
