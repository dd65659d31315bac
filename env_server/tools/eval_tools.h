// The evaluation tools: compile, verify, profile and submit, each a call of the trusted harness
// (HarnessRunner). submit runs the harness's `evaluate` (a fresh compile + verify + profile) and
// pays the reward; the same evaluation also ends an episode that reaches its turn limit.
#pragma once

#include <string>

#include "env_server/tools/tool.h"

namespace warpgym {

// command: compile | verify | profile. Adds info.<command> with the harness's structured result.
ToolOutcome EvalTool(const std::string& command, ToolContext& ctx);

// The final evaluation: adds info.eval, sets reward and ends_episode.
ToolOutcome SubmitTool(ToolContext& ctx);

}  // namespace warpgym
