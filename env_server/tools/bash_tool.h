// The bash tool: `bash -c COMMAND` in the workspace with a wall-clock timeout (the whole process
// group is killed), a scrubbed environment, and output capped for the observation. When the
// context carries a sandbox policy (the default), bash runs inside it (env_server/sandbox/).
// The workspace's disk usage is checked against the quota every kQuotaWatchInterval while the
// command runs (over it: the command is killed at once) and again after it; either way the step
// gets a `disk_quota` error telling the agent to delete files. Between two checks a command can
// overshoot by what it writes in that interval, each file capped by the sandbox's RLIMIT_FSIZE.
#pragma once

#include <chrono>
#include <nlohmann/json.hpp>

#include "env_server/tools/tool.h"

namespace warpgym {

inline constexpr int kBashDefaultTimeoutS = 60;
inline constexpr int kBashMaxTimeoutS = 600;
inline constexpr std::size_t kBashMaxCommandBytes = 1u << 20;
inline constexpr std::chrono::milliseconds kQuotaWatchInterval{250};

ToolOutcome BashTool(const nlohmann::json& args, ToolContext& ctx);

}  // namespace warpgym
