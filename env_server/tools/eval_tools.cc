#include "env_server/tools/eval_tools.h"

#include <chrono>

#include "env_server/subprocess.h"
#include "shared/msgpack_json.h"

namespace warpgym {

namespace {

// How long an evaluation may wait for its device or compile slot before the step reports an
// infrastructure error (the agent is not at fault for a busy server).
constexpr std::chrono::minutes kLeaseWait{30};

// compile needs a compile slot; verify shares a device; profile and the final evaluation time
// on a device they hold alone (DESIGN.md: exclusive GPU for timing, shared for correctness).
struct Reservation {
  std::optional<GpuPool::CompileSlot> slot;
  std::optional<GpuPool::Lease> lease;
};

StatusOr<Reservation> Reserve(const std::string& command, GpuPool* devices) {
  Reservation r;
  if (devices == nullptr) return r;
  if (command == "compile") {
    auto slot = devices->AcquireCompileSlot(kLeaseWait);
    if (!slot.ok()) return slot.status();
    r.slot.emplace(std::move(slot.value()));
    return r;
  }
  auto lease = devices->Acquire(command == "verify" ? LeaseKind::kShared : LeaseKind::kExclusive, kLeaseWait);
  if (!lease.ok()) return lease.status();
  r.lease.emplace(std::move(lease.value()));
  return r;
}

ToolOutcome RunHarness(const std::string& command, ToolContext& ctx) {
  const std::string info_key = command == "evaluate" ? "eval" : command;
  StatusOr<Reservation> reserved = Reserve(command, ctx.devices);
  if (!reserved.ok()) {
    ToolOutcome out = ToolOutcome::Error("infra_error", "no device for the evaluation: " + reserved.status().message());
    out.observation = "[environment error] no device could be reserved (" + reserved.status().message() +
                      "); this is not your fault and is not scored.";
    out.infra_error = true;
    out.info[info_key] = {{"infra_error", true}, {"error", reserved.status().message()}};
    return out;
  }
  HarnessCall call = ctx.eval_call;
  call.command = command;
  if (reserved->lease && reserved->lease->device() != "cpu") {
    call.extra_env.push_back("CUDA_VISIBLE_DEVICES=" + reserved->lease->device());
  }
  HarnessOutcome h = ctx.harness.Run(call);
  // A harness that died under a lease may have left the device in a bad state: check it before
  // anyone else uses it.
  if (h.infra_error && reserved->lease) reserved->lease->MarkFaulted();
  ToolOutcome out;
  out.observation = CapText(h.text, ctx.output_limit);
  out.infra_error = h.infra_error;
  if (h.infra_error) out.error = ToolError{"infra_error", "the evaluation harness failed"};
  out.info["harness_seconds"] = h.seconds;
  if (reserved->lease) out.info["device"] = reserved->lease->device();
  out.info[info_key] = std::move(h.result);
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
