#include "trainer/rl/rft_filter.h"

namespace warpgym::rl {
namespace {

bool SameCall(const ToolCall& a, const ToolCall& b, bool compare_outputs) {
  // nlohmann::json compares objects key by key, so {"a":1,"b":2} == {"b":2,"a":1}.
  return a.name == b.name && a.args == b.args && (!compare_outputs || a.output == b.output);
}

}  // namespace

std::string_view RftVerdictName(RftVerdict v) {
  switch (v) {
    case RftVerdict::kKeep:
      return "keep";
    case RftVerdict::kInfraError:
      return "infra_error";
    case RftVerdict::kNonPositiveReward:
      return "non_positive_reward";
    case RftVerdict::kInvalidToolCall:
      return "invalid_tool_call";
    case RftVerdict::kRedundantLoop:
      return "redundant_loop";
  }
  return "unknown";
}

std::optional<Loop> FindRedundantLoop(const std::vector<ToolCall>& calls,
                                      const RftOptions& options) {
  const auto n = static_cast<int64_t>(calls.size());
  for (int64_t start = 0; start < n; ++start) {
    for (int64_t period = 1; period <= options.max_loop_period && start + 2 * period <= n;
         ++period) {
      bool repeated = true;
      for (int64_t j = 0; j < period && repeated; ++j)
        repeated = SameCall(calls[start + j], calls[start + period + j], options.compare_outputs);
      if (repeated) return Loop{start, period};
    }
  }
  return std::nullopt;
}

RftVerdict Classify(const Trajectory& t, const RftOptions& options) {
  if (t.infra_error) return RftVerdict::kInfraError;
  if (!(t.reward > 0)) return RftVerdict::kNonPositiveReward;
  for (const ToolCall& c : t.tool_calls)
    if (!c.valid) return RftVerdict::kInvalidToolCall;
  if (FindRedundantLoop(t.tool_calls, options)) return RftVerdict::kRedundantLoop;
  return RftVerdict::kKeep;
}

RftResult FilterForRft(std::vector<Trajectory> trajectories, const RftOptions& options) {
  RftResult result;
  for (Trajectory& t : trajectories) {
    const RftVerdict v = Classify(t, options);
    ++result.counts[static_cast<size_t>(v)];
    if (v == RftVerdict::kKeep) result.kept.push_back(std::move(t));
  }
  return result;
}

}  // namespace warpgym::rl
