// The bash tool: `bash -c COMMAND` in the workspace with a wall-clock timeout (the whole process
// group is killed), a scrubbed environment, and output capped for the observation. When the
// context carries a sandbox policy (the default), bash runs inside it (env_server/sandbox/).
// After each call the workspace's disk usage is checked against the quota: over it, the step
// gets a `disk_quota` error telling the agent to delete files.
#pragma once

#include <nlohmann/json.hpp>

#include "env_server/tools/tool.h"

namespace warpgym {

inline constexpr int kBashDefaultTimeoutS = 60;
inline constexpr int kBashMaxTimeoutS = 600;
inline constexpr std::size_t kBashMaxCommandBytes = 1u << 20;

ToolOutcome BashTool(const nlohmann::json& args, ToolContext& ctx);

}  // namespace warpgym
