// SyscallFilter: the seccomp filter every sandboxed process runs under (bash commands, compilers,
// candidates), built with libseccomp. A deny list on top of the other mechanisms: the system
// calls that reach kernel state shared beyond the sandbox (keyrings), inspect or change other
// processes (ptrace, process_vm_*), load code into the kernel (bpf, modules, kexec), change the
// file-system view (mount family, chroot, pivot_root), make namespaces (a nested user namespace
// would give back capabilities), or bypass seccomp itself (io_uring). Denied calls fail with
// EPERM, clone3 with ENOSYS (its flags sit behind a pointer the filter cannot read; libc then
// falls back to clone, whose flags it can). A system call of another ABI (i386 int 0x80, x32)
// kills the process: the filter only knows the native table. docs/security.md lists each call
// and why.
//
// BuildSyscallFilter runs in the parent (it allocates); ApplySyscallFilter in the child, after
// the identity drop (it needs no_new_privs), and is async-signal-safe. The filter is inherited
// by everything the process starts and cannot be removed. A built filter is immutable; share it.
#pragma once

#include <linux/filter.h>

#include <string>
#include <vector>

#include "shared/status.h"

namespace warpgym::sandbox {

struct SyscallFilter {
  std::vector<sock_filter> program;  // classic BPF, ready for SECCOMP_SET_MODE_FILTER
  std::vector<std::string> denied;   // the names of the denied calls, for logs and tests
};

// The default filter, built once (thread-safe); an error when libseccomp cannot build it.
const StatusOr<SyscallFilter>& DefaultSyscallFilter();

// Child: 0 on success, -1 with errno set.
int ApplySyscallFilter(const SyscallFilter& filter);

}  // namespace warpgym::sandbox
