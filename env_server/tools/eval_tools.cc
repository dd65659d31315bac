#include "env_server/tools/eval_tools.h"

#include "env_server/subprocess.h"
#include "shared/msgpack_json.h"

namespace warpgym {

namespace {

ToolOutcome RunHarness(const std::string& command, ToolContext& ctx) {
  HarnessCall call = ctx.eval_call;
  call.command = command;
  HarnessOutcome h = ctx.harness.Run(call);
  ToolOutcome out;
  out.observation = CapText(h.text, ctx.output_limit);
  out.infra_error = h.infra_error;
  if (h.infra_error) out.error = ToolError{"infra_error", "the evaluation harness failed"};
  out.info["harness_seconds"] = h.seconds;
  out.info[command == "evaluate" ? "eval" : command] = std::move(h.result);
  return out;
}

}  // namespace

ToolOutcome EvalTool(const std::string& command, ToolContext& ctx) { return RunHarness(command, ctx); }

ToolOutcome SubmitTool(ToolContext& ctx) {
  ToolOutcome out = RunHarness("evaluate", ctx);
  out.ends_episode = true;
  // An infrastructure failure is never scored as the agent's: reward 0 and infra_error set.
  out.reward = out.infra_error ? 0.0 : JsonValueOr(out.info["eval"], "reward", -1.0);
  return out;
}

}  // namespace warpgym
