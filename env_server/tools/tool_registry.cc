#include "env_server/tools/tool_registry.h"

#include "env_server/tools/bash_tool.h"
#include "env_server/tools/eval_tools.h"
#include "env_server/tools/file_tools.h"
#include "shared/msgpack_json.h"

namespace warpgym {
using json = nlohmann::json;

namespace {

json Function(std::string_view name, const std::string& description, json properties,
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
      tool::kBash,
      "Run a shell command (bash -c) in the workspace. Returns stdout+stderr and the exit code.",
      {{"command", {{"type", "string"}, {"description", "the command line"}}},
       {"timeout_s",
        {{"type", "integer"},
         {"minimum", 1},
         {"maximum", kBashMaxTimeoutS},
         {"description", "wall-clock limit in seconds (default 60)"}}}},
      {"command"}));
  tools.push_back(Function(
      tool::kReadFile, "Read a text file of the workspace, optionally a range of lines.",
      {{"path", PathProperty("file")},
       {"offset", {{"type", "integer"}, {"minimum", 0}, {"description", "first line, 0-based"}}},
       {"limit", {{"type", "integer"}, {"minimum", 1}, {"description", "number of lines"}}}},
      {"path"}));
  tools.push_back(
      Function(tool::kWriteFile,
               "Create or replace a file in the workspace (parent directories are created).",
               {{"path", PathProperty("file")},
                {"content", {{"type", "string"}, {"description", "the whole new content"}}}},
               {"path", "content"}));
  tools.push_back(Function(
      tool::kEditFile, "Replace the single exact occurrence of `old` with `new` in a file.",
      {{"path", PathProperty("file")},
       {"old",
        {{"type", "string"}, {"description", "exact text to replace; must occur exactly once"}}},
       {"new", {{"type", "string"}, {"description", "replacement text"}}}},
      {"path", "old", "new"}));
  tools.push_back(Function(
      tool::kListFiles, "List files under a directory of the workspace, recursively, with sizes.",
      {{"path", PathProperty("directory (default: the root)")}}, json::array()));
  tools.push_back(
      Function(tool::kCompile,
               "Build the extension from kernels/ and the fixed binding; returns compiler errors.",
               json::object(), json::array()));
  tools.push_back(Function(tool::kVerify,
                           "Check ModelNew against the reference Model on fresh random inputs.",
                           json::object(), json::array()));
  tools.push_back(
      Function(tool::kProfile,
               "Time the reference in eager mode and under torch.compile, and your ModelNew.",
               json::object(), json::array()));
  tools.push_back(Function(tool::kSubmit,
                           "Final answer: a fresh compile, verification and timing; pays the "
                           "reward and ends the episode.",
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
      return ToolOutcome::Error(tool_error::kBadAction,
                                "the action is not valid JSON (" + s.message() +
                                    "); send {\"tool\": NAME, \"args\": {...}}");
    }
    a = &parsed;
  }
  if (!a->is_object())
    return ToolOutcome::Error(tool_error::kBadAction,
                              "the action must be a map {\"tool\": NAME, \"args\": {...}}");
  auto t = a->find("tool");
  if (t == a->end() || !t->is_string())
    return ToolOutcome::Error(tool_error::kBadAction, "the action needs a string field 'tool'");
  *tool = t->get<std::string>();
  auto g = a->find("args");
  if (g == a->end() || g->is_null()) {
    *args = json::object();
  } else if (g->is_object()) {
    *args = *g;
  } else {
    return ToolOutcome::Error(tool_error::kBadArgs, "'args' must be a map");
  }
  return std::nullopt;
}

ToolOutcome RunTool(const std::string& tool, const json& args, ToolContext& ctx) {
  if (tool == tool::kBash) return BashTool(args, ctx);
  if (tool == tool::kReadFile) return ReadFileTool(args, ctx);
  if (tool == tool::kWriteFile) return WriteFileTool(args, ctx);
  if (tool == tool::kEditFile) return EditFileTool(args, ctx);
  if (tool == tool::kListFiles) return ListFilesTool(args, ctx);
  if (tool == tool::kCompile || tool == tool::kVerify || tool == tool::kProfile)
    return EvalTool(tool, ctx);
  if (tool == tool::kSubmit) return SubmitTool(ctx);
  std::string names;
  for (const json& t : ToolSchemas())
    names += (names.empty() ? "" : ", ") + t["function"]["name"].get<std::string>();
  return ToolOutcome::Error(tool_error::kUnknownTool,
                            "unknown tool '" + tool + "'; available: " + names);
}

}  // namespace warpgym
