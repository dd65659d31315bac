#include "env_server/tools/bash_tool.h"

#include <csignal>
#include <optional>

#include "env_server/subprocess.h"
#include "env_server/tools/eval_tools.h"
#include "shared/codec.h"
#include "shared/msgpack_json.h"

namespace warpgym {
namespace {

// The quota is reached (a workspace filesystem of that size is then full: its writes already
// fail with ENOSPC) or passed (a plain directory, between two checks).
bool WorkspaceFull(const ToolContext& ctx) {
  return ctx.workspace.DiskUsage(ctx.workspace_quota_bytes + 1) >= ctx.workspace_quota_bytes;
}

const char* SignalHint(int sig) {
  switch (sig) {
    case SIGXCPU:
      return ": CPU time limit";
    case SIGXFSZ:
      return ": file size limit";
    case SIGKILL:
      return ": killed (memory limit, or the sandbox)";
    default:
      return "";
  }
}

// The workspace's utils/ scripts (compile.sh, verification.py, profiling.py) ask the server's
// trusted harness through descriptor 3: one JSON line {"tool": "compile"|"verify"|"profile"} in,
// one line {"ok", "observation", "infra_error"} out, ok = the step's verdict (built, correct,
// timed without flags). Nothing the agent can edit evaluates.
std::string ServeEvalRequest(const std::string& line, ToolContext& ctx) {
  nlohmann::json request, reply;
  std::string tool;
  if (!ParseJsonText(line, &request).ok() || !request.is_object() ||
      !GetString(request, "tool", &tool).ok() ||
      (tool != harness_command::kCompile && tool != harness_command::kVerify &&
       tool != harness_command::kProfile)) {
    reply = {
        {"ok", false},
        {"observation", "bad request: expected {\"tool\": \"compile\"|\"verify\"|\"profile\"}"},
        {"infra_error", false}};
    return reply.dump();
  }
  ToolOutcome out = EvalTool(tool, ctx);
  // "ok" is the verdict, so `bash utils/compile.sh && ...` stops where a make-style script would.
  const nlohmann::json result = out.info.contains(tool) ? out.info[tool] : nlohmann::json::object();
  bool passed = !out.error.has_value() && result.is_object();
  if (passed && tool == harness_command::kCompile) passed = JsonValueOr(result, "compiled", false);
  if (passed && tool == harness_command::kVerify) passed = JsonValueOr(result, "correct", false);
  if (passed && tool == harness_command::kProfile) {
    passed = result.contains("flags") && result["flags"].is_array() && result["flags"].empty() &&
             result.contains("candidate_ms") && result["candidate_ms"].is_number();
  }
  reply = {{"ok", passed}, {"observation", out.observation}, {"infra_error", out.infra_error}};
  return reply.dump(-1, ' ', false, nlohmann::json::error_handler_t::replace);
}

}  // namespace

ToolOutcome BashTool(const nlohmann::json& args, ToolContext& ctx) {
  std::string command;
  std::optional<std::int64_t> timeout_s;
  if (Status s = GetString(args, "command", &command); !s.ok())
    return ToolOutcome::Error(tool_error::kBadArgs, s.message());
  if (Status s = GetOptionalInt(args, "timeout_s", &timeout_s); !s.ok())
    return ToolOutcome::Error(tool_error::kBadArgs, s.message());
  if (timeout_s && (*timeout_s < 1 || *timeout_s > kBashMaxTimeoutS)) {
    return ToolOutcome::Error(tool_error::kBadArgs, "timeout_s must be between 1 and " +
                                                        std::to_string(kBashMaxTimeoutS));
  }
  if (command.size() > kBashMaxCommandBytes) {
    return ToolOutcome::Error(
        tool_error::kTooLarge,
        "command longer than " + std::to_string(kBashMaxCommandBytes) + " bytes");
  }
  ProcessSpec spec;
  spec.argv = {"/bin/bash", "-c", command};
  spec.env = ctx.bash_env;
  spec.cwd = ctx.workspace.root();
  const std::int64_t limit_s = timeout_s.value_or(kBashDefaultTimeoutS);
  spec.timeout = std::chrono::seconds(limit_s);
  spec.output_limit = ctx.output_limit;
  spec.sandbox = ctx.sandbox;
  int eval_requests = 0;
  spec.env.push_back("WARPGYM_EVAL_FD=3");
  spec.service = [&ctx, &eval_requests](const std::string& line) {
    ++eval_requests;
    return ServeEvalRequest(line, ctx);
  };
  spec.service_refused = [](const std::string& why) {
    return nlohmann::json{
        {"ok", false},
        {"infra_error", false},
        {"observation",
         "REFUSED: the processes this bash call started could not be stopped for the "
         "measurement (" +
             why +
             "); the request was not served. End what the call left running and ask again, "
             "or use the verify/profile tools."}}
        .dump();
  };
  if (spec.sandbox) spec.sandbox->rlimits.cpu_seconds = static_cast<std::uint64_t>(limit_s) + 1;
  if (ctx.workspace_quota_bytes > 0) {  // enforced during the call too, not only after it
    spec.watch = [&ctx] { return !WorkspaceFull(ctx); };
    spec.watch_interval = kQuotaWatchInterval;
  }
  ProcessResult r = RunProcess(spec);
  if (!r.spawn_status.ok()) {
    ToolOutcome out = ToolOutcome::Error(tool_error::kToolFailed,
                                         "could not start bash: " + r.spawn_status.message());
    out.infra_error = true;
    return out;
  }
  ToolOutcome out;
  out.observation = r.output;
  if (!out.observation.empty() && out.observation.back() != '\n') out.observation += '\n';
  if (r.timed_out) {
    out.observation += "[command timed out after " + std::to_string(limit_s) + " s and was killed]";
    out.error = ToolError{std::string(tool_error::kTimeout), "command exceeded its timeout"};
  } else if (r.stopped_by_watch) {
    out.observation += "[killed: the workspace filled its disk quota during the command]";
  } else if (r.term_signal != 0) {
    out.observation +=
        "[killed by signal " + std::to_string(r.term_signal) + SignalHint(r.term_signal) + "]";
  } else {
    out.observation += "[exit code " + std::to_string(r.exit_code) + "]";
  }
  if (r.hit_process_limit) {
    out.observation += "\n[the sandbox's process limit refused some fork() calls]";
  }
  out.info["bash"] = {{"exit_code", r.exit_code},
                      {"signal", r.term_signal},
                      {"timed_out", r.timed_out},
                      {"output_bytes", r.output_bytes},
                      {"seconds", r.seconds},
                      {"sandboxed", spec.sandbox.has_value()},
                      {"process_limit_hit", r.hit_process_limit},
                      {"eval_requests", eval_requests},
                      {"quota_killed", r.stopped_by_watch}};
  if (ctx.workspace_quota_bytes > 0) {
    if (WorkspaceFull(ctx)) {
      std::string msg = "the workspace is full (its quota is " +
                        std::to_string(ctx.workspace_quota_bytes >> 20) + " MiB); delete files";
      out.observation += "\n[" + msg + "]";
      if (!out.error) out.error = ToolError{std::string(tool_error::kDiskQuota), msg};
    }
  }
  return out;
}

}  // namespace warpgym
