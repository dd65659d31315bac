#include "env_server/tools/tool_registry.h"

#include "env_server/tools/bash_tool.h"
#include "env_server/tools/eval_tools.h"
#include "env_server/tools/file_tools.h"
#include "shared/msgpack_json.h"

namespace warpgym {
using json = nlohmann::json;

namespace {

json Function(const std::string& name, const std::string& description, json properties,
              json required) {
  return {{"type", "function"},
          {"function",
           {{"name", name},
            {"description", description},
            {"parameters",
             {{"type", "object"},
              {"properties", std::move(properties)},
              {"required", std::move(required)},
              {"additionalProperties", false}}}}}};
}

json PathProperty(const std::string& what) {
  return {{"type", "string"}, {"description", what + ", relative to the workspace root"}};
}

json BuildSchemas() {
  json tools = json::array();
  tools.push_back(Function(
      "bash", "Run a shell command (bash -c) in the workspace. Returns stdout+stderr and the exit code.",
      {{"command", {{"type", "string"}, {"description", "the command line"}}},
       {"timeout_s", {{"type", "integer"}, {"minimum", 1}, {"maximum", kBashMaxTimeoutS},
                      {"description", "wall-clock limit in seconds (default 60)"}}}},
      {"command"}));
  tools.push_back(Function(
      "read_file", "Read a text file of the workspace, optionally a range of lines.",
      {{"path", PathProperty("file")},
       {"offset", {{"type", "integer"}, {"minimum", 0}, {"description", "first line, 0-based"}}},
       {"limit", {{"type", "integer"}, {"minimum", 1}, {"description", "number of lines"}}}},
      {"path"}));
  tools.push_back(Function(
      "write_file", "Create or replace a file in the workspace (parent directories are created).",
      {{"path", PathProperty("file")}, {"content", {{"type", "string"}, {"description", "the whole new content"}}}},
      {"path", "content"}));
  tools.push_back(Function(
      "edit_file", "Replace the single exact occurrence of `old` with `new` in a file.",
      {{"path", PathProperty("file")},
       {"old", {{"type", "string"}, {"description", "exact text to replace; must occur exactly once"}}},
       {"new", {{"type", "string"}, {"description", "replacement text"}}}},
      {"path", "old", "new"}));
  tools.push_back(Function("list_files", "List files under a directory of the workspace, recursively, with sizes.",
                           {{"path", PathProperty("directory (default: the root)")}}, json::array()));
  tools.push_back(Function("compile", "Build the extension from kernels/ and the fixed binding; returns compiler errors.",
                           json::object(), json::array()));
  tools.push_back(Function("verify", "Check ModelNew against the reference Model on fresh random inputs.",
                           json::object(), json::array()));
  tools.push_back(Function("profile", "Time the reference in eager mode and under torch.compile, and your ModelNew.",
                           json::object(), json::array()));
  tools.push_back(Function("submit", "Final answer: a fresh compile, verification and timing; pays the reward and ends the episode.",
                           json::object(), json::array()));
  return tools;
}

}  // namespace

const json& ToolSchemas() {
  static const json schemas = BuildSchemas();
  return schemas;
}

std::optional<ToolOutcome> ParseAction(const json& action, std::string* tool, json* args) {
  json parsed;
  const json* a = &action;
  if (action.is_string()) {
    if (Status s = ParseJsonText(action.get_ref<const std::string&>(), &parsed); !s.ok()) {
      return ToolOutcome::Error("bad_action", "the action is not valid JSON (" + s.message() +
                                                  "); send {\"tool\": NAME, \"args\": {...}}");
    }
    a = &parsed;
  }
  if (!a->is_object()) return ToolOutcome::Error("bad_action", "the action must be a map {\"tool\": NAME, \"args\": {...}}");
  auto t = a->find("tool");
  if (t == a->end() || !t->is_string()) return ToolOutcome::Error("bad_action", "the action needs a string field 'tool'");
  *tool = t->get<std::string>();
  auto g = a->find("args");
  if (g == a->end() || g->is_null()) {
    *args = json::object();
  } else if (g->is_object()) {
    *args = *g;
  } else {
    return ToolOutcome::Error("bad_args", "'args' must be a map");
  }
  return std::nullopt;
}

ToolOutcome RunTool(const std::string& tool, const json& args, ToolContext& ctx) {
  if (tool == "bash") return BashTool(args, ctx);
  if (tool == "read_file") return ReadFileTool(args, ctx);
  if (tool == "write_file") return WriteFileTool(args, ctx);
  if (tool == "edit_file") return EditFileTool(args, ctx);
  if (tool == "list_files") return ListFilesTool(args, ctx);
  if (tool == "compile" || tool == "verify" || tool == "profile") return EvalTool(tool, ctx);
  if (tool == "submit") return SubmitTool(ctx);
  std::string names;
  for (const json& t : ToolSchemas()) names += (names.empty() ? "" : ", ") + t["function"]["name"].get<std::string>();
  return ToolOutcome::Error("unknown_tool", "unknown tool '" + tool + "'; available: " + names);
}

}  // namespace warpgym
