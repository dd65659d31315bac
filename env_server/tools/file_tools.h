// The file tools: read_file, write_file, edit_file, list_files (docs/protocol.md, "Tools").
// Every path goes through Workspace::Resolve, so nothing outside the workspace is reachable and
// protected files cannot be changed. Arguments are validated here; errors come back as outcomes.
#pragma once

#include <nlohmann/json.hpp>

#include "env_server/tools/tool.h"

namespace warpgym {

inline constexpr std::size_t kMaxWriteBytes = 4u << 20;
inline constexpr std::size_t kMaxReadBytes = 16u << 20;

ToolOutcome ReadFileTool(const nlohmann::json& args, ToolContext& ctx);
ToolOutcome WriteFileTool(const nlohmann::json& args, ToolContext& ctx);
ToolOutcome EditFileTool(const nlohmann::json& args, ToolContext& ctx);
ToolOutcome ListFilesTool(const nlohmann::json& args, ToolContext& ctx);

}  // namespace warpgym
