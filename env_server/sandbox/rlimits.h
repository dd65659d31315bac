// Rlimits: per-process resource limits for a sandboxed command: CPU seconds, file size,
// processes (RLIMIT_NPROC counts per host uid, so it is a host-wide backstop; the pids cgroup
// is the per-call cap), open files, and no core dumps. No address-space limit: CUDA reserves
// huge virtual ranges. MakeRlimitPlan runs in the parent before the clone; ApplyRlimitPlan in
// the child (async-signal-safe). A plan is immutable once made.
#pragma once

#include <sys/resource.h>

#include <string>
#include <vector>

#include "env_server/sandbox/policy.h"

namespace warpgym::sandbox {

struct RlimitOp {
  int resource;
  rlimit value;
  std::string description;  // "setrlimit(RLIMIT_CPU, 60)"
};

struct RlimitPlan {
  std::vector<RlimitOp> ops;
};

RlimitPlan MakeRlimitPlan(const RlimitPolicy& policy);

// Child: returns -1 on success, else the index of the failed op (errno set).
int ApplyRlimitPlan(const RlimitPlan& plan);

}  // namespace warpgym::sandbox
