#include "env_server/tools/eval_tools.h"

#include <chrono>

#include "env_server/subprocess.h"
#include "shared/contract.h"
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

StatusOr<Reservation> Reserve(const std::string& command, const ToolContext& ctx,
                              bool alone = false) {
  Reservation r;
  GpuPool* devices = ctx.devices;
  if (devices == nullptr) return r;
  if (command == harness_command::kCompile) {
    auto slot = devices->AcquireCompileSlot(kLeaseWait);
    if (!slot.ok()) return slot.status();
    r.slot.emplace(std::move(slot.value()));
    return r;
  }
  // prepare runs no agent code and nothing on the device (it compiles): beside timings on a
  // build lease where the server allows it (BaselinePrepare), else sharing a device as a verify.
  LeaseKind kind = LeaseKind::kExclusive;
  if (command == harness_command::kPrepare)
    kind = ctx.baseline_prepare != nullptr && ctx.baseline_prepare->beside_timings()
               ? LeaseKind::kBuild
               : LeaseKind::kShared;
  else if (command == harness_command::kVerify && !alone)
    kind = LeaseKind::kShared;
  // Shared and build leases reserve the task's memory; an exclusive one has its device to itself
  // but for builds, which fit into what its need leaves: stated only once learnt (a guess could
  // leave a timing short); unknown, it goes only beside builds holding at most half the device.
  // `alone`: run again after running out of memory beside other work: no build beside it either.
  std::uint64_t bytes = 0;
  if (kind == LeaseKind::kExclusive && alone)
    bytes = kWholeDevice;
  else if (ctx.task_memory != nullptr &&
           (kind != LeaseKind::kExclusive || ctx.task_memory->Known(ctx.task)))
    bytes = ctx.task_memory->Need(ctx.task);
  auto lease = devices->Acquire(kind, kLeaseWait, bytes);
  if (!lease.ok()) return lease.status();
  r.lease.emplace(std::move(lease.value()));
  return r;
}

// The step's outcome from a verdict: its text is the observation, the rest goes into
// info.<command> (info.eval for the final evaluation), which pays the reward.
ToolOutcome FromVerdict(const std::string& command, const Verdict& v, const ToolContext& ctx) {
  ToolOutcome out;
  out.observation = CapText(v.text, ctx.output_limit);
  out.infra_error = v.infra_error;
  if (v.infra_error) {
    out.error = ToolError{std::string(tool_error::kInfraError),
                          v.error.value_or("the evaluation harness failed")};
  }
  // An infrastructure failure is never scored as the agent's: reward 0 and infra_error set.
  if (command == harness_command::kEvaluate)
    out.reward = v.infra_error ? 0.0 : v.reward.value_or(-1.0);
  nlohmann::json result = ToJson(v);
  result.erase("text");  // the observation already
  out.info[command == harness_command::kEvaluate ? "eval" : command] = std::move(result);
  return out;
}

// Out of device memory, the candidate's (by its own account) or the trusted process's: the
// device itself is fine, and on a shared lease another evaluation may have held the memory.
bool OutOfMemory(const Verdict& v) {
  const std::string& e = v.error.value_or("");
  return v.infra_error && (e == kCrowdedOutError || e.starts_with(kJudgeOutOfMemoryError));
}

// One harness call under its reservation (`alone`: a verify on an exclusive lease). `waited`
// accumulates the time queued for it.
struct Attempt {
  HarnessOutcome h;
  std::optional<std::string> device;
  bool shared = false;  // the device was shared: a shared lease, or builds beside a timing
};

StatusOr<Attempt> RunReserved(const std::string& command, ToolContext& ctx, bool alone,
                              double& waited) {
  const auto asked = std::chrono::steady_clock::now();
  StatusOr<Reservation> reserved = Reserve(command, ctx, alone);
  // Time spent queued for a compile slot or a device: a busy server's cost, not the harness's.
  waited += std::chrono::duration<double>(std::chrono::steady_clock::now() - asked).count();
  if (!reserved.ok()) return reserved.status();
  HarnessCall call = ctx.eval_call;
  call.command = command;
  // Builds beside a timing hold memory too: a candidate crowded out there is not at fault.
  call.device_shared = reserved->lease && (reserved->lease->kind() != LeaseKind::kExclusive ||
                                           reserved->lease->beside_builds());
  call.beside_timings = reserved->lease && reserved->lease->kind() == LeaseKind::kBuild;
  if (reserved->lease && reserved->lease->device() != "cpu") {
    call.extra_env.push_back("CUDA_VISIBLE_DEVICES=" + reserved->lease->device());
  }
  Attempt a{ctx.harness.Run(call), std::nullopt};
  // A harness that died under a lease may have left the device in a bad state: check it before
  // anyone else uses it. Not for running out of memory: the device is fine, and a hostile
  // candidate could otherwise stall it for everyone on every call.
  if (a.h.verdict.infra_error && reserved->lease && !OutOfMemory(a.h.verdict))
    reserved->lease->MarkFaulted();
  a.shared = call.device_shared;
  if (reserved->lease) a.device = reserved->lease->device();
  return a;
}

// Before a task's first timed call (once per server): its torch.compile baseline built on a
// shared lease, so that the profile finds it in the cache instead of compiling it while it holds
// its device alone. The call that ran it reports it as info.baseline_prepare; a build that fails
// or finds no device is noted there and costs only the profile its compile.
void PrepareBaselines(const std::string& command, ToolContext& ctx, nlohmann::json& info) {
  const bool timed =
      command == harness_command::kProfile ||
      (command == harness_command::kEvaluate && !reward_mode::IsUntimed(ctx.eval_call.reward_mode));
  if (ctx.baseline_prepare == nullptr || !timed) return;
  ctx.baseline_prepare->Once(ctx.task, [&] {
    double waited = 0;
    StatusOr<Attempt> a = RunReserved(std::string(harness_command::kPrepare), ctx, false, waited);
    nlohmann::json report = {{"lease_wait_seconds", waited}};
    if (a.ok()) {
      report["harness_seconds"] = a->h.seconds;
      report["stage_seconds"] = a->h.verdict.stage_seconds;
      report["text"] = a->h.verdict.text;
      report["infra_error"] = a->h.verdict.infra_error;
    } else {
      report["infra_error"] = true;
      report["text"] = "no device could be reserved to build it: " + a.status().message();
    }
    info["baseline_prepare"] = std::move(report);
  });
}

ToolOutcome RunHarness(const std::string& command, ToolContext& ctx) {
  nlohmann::json prepared = nlohmann::json::object();
  PrepareBaselines(command, ctx, prepared);
  double waited = 0;
  StatusOr<Attempt> a = RunReserved(command, ctx, /*alone=*/false, waited);
  // Out of a shared device's memory (a shared lease, or builds beside an exclusive one), the
  // candidate by its own account (never taken as the verdict) or the trusted process while other
  // work held memory: the call runs again on the device alone, where the candidate running out is
  // its own failure; the first lease was released first.
  // When no device can be had alone, the shared attempt's infra verdict stands (it names what ran
  // out) with the reason beside it: nothing charged to the agent, nothing it reported lost.
  bool retried_alone = false;
  std::string alone_refused;
  double harness_seconds = 0;
  if (a.ok() && a->shared && OutOfMemory(a->h.verdict)) {
    StatusOr<Attempt> alone = RunReserved(command, ctx, /*alone=*/true, waited);
    if (alone.ok()) {
      harness_seconds = a->h.seconds;
      a = std::move(alone);
      retried_alone = true;
    } else {
      alone_refused = alone.status().message();
    }
  }
  if (!a.ok()) {
    const std::string why =
        "no device could be reserved for the evaluation (" + a.status().message() + ")";
    ToolOutcome out =
        FromVerdict(command, InfraVerdict(command, ctx.eval_call.reward_mode, why), ctx);
    out.info.update(prepared);
    return out;
  }
  const HarnessOutcome& h = a->h;
  // Learnt only from clean verdicts: a failed one's peak is the agent's to inflate (a huge wrong
  // answer), and the need is shared by every episode of the task.
  if (ctx.task_memory != nullptr && !h.verdict.infra_error && h.verdict.flags.empty() &&
      h.verdict.correct.value_or(true))
    ctx.task_memory->Record(ctx.task, h.verdict.provenance);
  ToolOutcome out = FromVerdict(command, h.verdict, ctx);
  out.info["harness_seconds"] = harness_seconds + h.seconds;
  out.info["lease_wait_seconds"] = waited;
  if (retried_alone) out.info["retried_alone"] = true;
  if (!alone_refused.empty()) out.info["retry_alone_refused"] = alone_refused;
  if (a->device) out.info["device"] = *a->device;
  out.info.update(prepared);
  return out;
}

}  // namespace

ToolOutcome EvalTool(const std::string& command, ToolContext& ctx) {
  return RunHarness(command, ctx);
}

ToolOutcome SubmitTool(ToolContext& ctx) {
  ToolOutcome out = RunHarness(std::string(harness_command::kEvaluate), ctx);
  out.ends_episode = true;
  return out;
}

}  // namespace warpgym
