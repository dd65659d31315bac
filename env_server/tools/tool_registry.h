// The tool set: the JSON Schemas published in `hello` (function-calling shape) and dispatch of
// an action to its tool. Stateless; safe from any thread.
#pragma once

#include <nlohmann/json.hpp>
#include <string>

#include "env_server/tools/tool.h"

namespace warpgym {

// [{type: "function", function: {name, description, parameters}}, ...]
const nlohmann::json& ToolSchemas();

// An action is {tool, args} or that map as JSON text. On success fills *tool and *args (an
// object, {} when omitted); on failure returns an outcome explaining the mistake to the agent.
std::optional<ToolOutcome> ParseAction(const nlohmann::json& action, std::string* tool,
                                       nlohmann::json* args);

// Runs the named tool; an unknown name gives an `unknown_tool` outcome.
ToolOutcome RunTool(const std::string& tool, const nlohmann::json& args, ToolContext& ctx);

}  // namespace warpgym
