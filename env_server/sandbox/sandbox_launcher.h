// SandboxLauncher: starts one process inside the sandbox a SandboxPolicy describes, and hands
// back its pid (PID 1 of its own pid namespace) and its per-call cgroup. RunProcess (subprocess.h)
// calls it when a ProcessSpec carries a policy, and keeps its own contract on top: timeout kills
// everything, output capped head+tail, exit code or signal reported.
//
// The containment sequence is split between the parent (what only the outside can do: uid/gid
// maps, cgroup placement) and the child (everything it can do itself), and they hand over with
// one byte on a pipe; see Launch() in sandbox_launcher.cc for the ordered checklist.
//
// ProbeSandbox() is for start-up: it runs /bin/true under a policy and says whether it worked.
// Both are safe to call from many threads at once.
#pragma once

#include <sys/types.h>

#include <optional>
#include <string>

#include "env_server/sandbox/cgroup.h"
#include "env_server/sandbox/policy.h"
#include "shared/status.h"

namespace warpgym::sandbox {

// The last step in the child, once it is contained: sets up its descriptors, cwd and process
// group and execs. Must not return and may only make async-signal-safe calls.
using ExecFn = void (*)(const void* context);

struct SandboxedProcess {
  pid_t pid = -1;                    // in the server's pid namespace; reap it with waitpid
  std::optional<CallCgroup> cgroup;  // removed (after killing what is left) when destroyed
};

// On success the child has passed every containment step and reached exec. On failure nothing
// is left running; the failed call, its arguments and errno are logged and in the message.
StatusOr<SandboxedProcess> Launch(const SandboxPolicy& policy, ExecFn exec, const void* context);

// Runs /bin/true in `workspace` under `policy`; Ok if it exited 0.
Status ProbeSandbox(const SandboxPolicy& policy);

}  // namespace warpgym::sandbox
