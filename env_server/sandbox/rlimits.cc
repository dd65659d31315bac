#include "env_server/sandbox/rlimits.h"

namespace warpgym::sandbox {
namespace {

RlimitOp Op(int resource, const char* name, std::uint64_t value) {
  rlim_t v = static_cast<rlim_t>(value);
  return {resource, {v, v}, std::string("setrlimit(") + name + ", " + std::to_string(value) + ")"};
}

}  // namespace

RlimitPlan MakeRlimitPlan(const RlimitPolicy& policy) {
  RlimitPlan plan;
  plan.ops.push_back(Op(RLIMIT_CPU, "RLIMIT_CPU", policy.cpu_seconds));
  plan.ops.push_back(Op(RLIMIT_FSIZE, "RLIMIT_FSIZE", policy.file_size_bytes));
  plan.ops.push_back(Op(RLIMIT_NPROC, "RLIMIT_NPROC", policy.processes));
  plan.ops.push_back(Op(RLIMIT_NOFILE, "RLIMIT_NOFILE", policy.open_files));
  plan.ops.push_back(Op(RLIMIT_CORE, "RLIMIT_CORE", 0));
  return plan;
}

int ApplyRlimitPlan(const RlimitPlan& plan) {
  for (std::size_t i = 0; i < plan.ops.size(); ++i) {
    if (::setrlimit(static_cast<__rlimit_resource>(plan.ops[i].resource), &plan.ops[i].value) !=
        0) {
      return static_cast<int>(i);
    }
  }
  return -1;
}

}  // namespace warpgym::sandbox
