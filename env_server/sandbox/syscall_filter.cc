#include "env_server/sandbox/syscall_filter.h"

#include <sched.h>
#include <seccomp.h>
#include <sys/mman.h>
#include <sys/prctl.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <memory>

#include "env_server/unique_fd.h"

namespace warpgym::sandbox {
namespace {

// Refused with EPERM, whatever the arguments. Grouped as in docs/security.md.
constexpr const char* kDenied[] = {
    // Kernel keyrings outlive the process and are shared per uid: a channel between episodes.
    "add_key", "keyctl", "request_key",
    // Other processes' memory and registers.
    "ptrace", "process_vm_readv", "process_vm_writev",
    // Code and probes in the kernel.
    "bpf", "perf_event_open", "init_module", "finit_module", "delete_module", "kexec_load",
    "kexec_file_load",
    // userfaultfd: lets a page fault in kernel code wait on the process (race widening).
    "userfaultfd",
    // The file-system view is fixed once the sandbox is set up.
    "mount", "umount2", "pivot_root", "chroot", "move_mount", "open_tree", "fsopen", "fsconfig",
    "fsmount", "fspick", "mount_setattr",
    // Joining namespaces; file handles reach files by inode, past the mount view.
    "setns", "open_by_handle_at", "name_to_handle_at",
    // io_uring runs its operations without passing through this filter.
    "io_uring_setup", "io_uring_enter", "io_uring_register",
    // Host-wide state: clocks, swap, reboot, kernel log, accounting, quotas, raw ports.
    "settimeofday", "clock_settime", "clock_adjtime", "adjtimex", "swapon", "swapoff", "reboot",
    "syslog", "acct", "quotactl", "quotactl_fd", "iopl", "ioperm", "lookup_dcookie", "vhangup",
    "nfsservctl", "fanotify_init"};

// clone/unshare flags that make a namespace. unshare takes them all; clone's low byte is the exit
// signal, so CLONE_NEWTIME (0x80, valid only for unshare and clone3) is not checked there.
constexpr unsigned long kNamespaceFlags[] = {CLONE_NEWUSER,  CLONE_NEWNS,  CLONE_NEWPID,
                                             CLONE_NEWNET,   CLONE_NEWIPC, CLONE_NEWUTS,
                                             CLONE_NEWCGROUP};
#ifndef CLONE_NEWTIME
#define CLONE_NEWTIME 0x00000080
#endif

struct CtxDeleter {
  void operator()(void* ctx) const { seccomp_release(ctx); }
};
using Ctx = std::unique_ptr<void, CtxDeleter>;

Status Failed(const std::string& what, int rc) {
  return Status::Internal("seccomp filter: " + what + ": " + std::strerror(rc < 0 ? -rc : rc));
}

StatusOr<SyscallFilter> Build() {
  // Default allow; a call of another ABI (i386, x32) kills the process.
  Ctx ctx(seccomp_init(SCMP_ACT_ALLOW));
  if (!ctx) return Status::Internal("seccomp filter: seccomp_init failed");
  if (int rc = seccomp_attr_set(ctx.get(), SCMP_FLTATR_ACT_BADARCH, SCMP_ACT_KILL_PROCESS); rc < 0)
    return Failed("seccomp_attr_set(ACT_BADARCH)", rc);
  SyscallFilter filter;
  auto deny = [&](const char* name, std::uint32_t action, unsigned count,
                  const scmp_arg_cmp* args) -> Status {
    const int nr = seccomp_syscall_resolve_name(name);
    if (nr == __NR_SCMP_ERROR) return Status::Ok();  // not on this architecture
    if (int rc = seccomp_rule_add_array(ctx.get(), action, nr, count, args); rc < 0)
      return Failed(std::string("seccomp_rule_add(") + name + ")", rc);
    if (filter.denied.empty() || filter.denied.back() != name) filter.denied.emplace_back(name);
    return Status::Ok();
  };
  for (const char* name : kDenied) {
    if (Status s = deny(name, SCMP_ACT_ERRNO(EPERM), 0, nullptr); !s.ok()) return s;
  }
  for (unsigned long flag : kNamespaceFlags) {
    const scmp_arg_cmp has_flag = SCMP_A0(SCMP_CMP_MASKED_EQ, flag, flag);
    if (Status s = deny("unshare", SCMP_ACT_ERRNO(EPERM), 1, &has_flag); !s.ok()) return s;
    if (Status s = deny("clone", SCMP_ACT_ERRNO(EPERM), 1, &has_flag); !s.ok()) return s;
  }
  const scmp_arg_cmp newtime = SCMP_A0(SCMP_CMP_MASKED_EQ, CLONE_NEWTIME, CLONE_NEWTIME);
  if (Status s = deny("unshare", SCMP_ACT_ERRNO(EPERM), 1, &newtime); !s.ok()) return s;
  if (Status s = deny("clone3", SCMP_ACT_ERRNO(ENOSYS), 0, nullptr); !s.ok()) return s;

  // libseccomp writes the program to a descriptor: a memfd, read back.
  const UniqueFd memfd(::memfd_create("warpgym-seccomp", MFD_CLOEXEC));
  if (memfd.get() < 0) return Failed("memfd_create", errno);
  const int fd = memfd.get();
  if (int rc = seccomp_export_bpf(ctx.get(), fd); rc < 0) return Failed("seccomp_export_bpf", rc);
  const off_t size = ::lseek(fd, 0, SEEK_END);
  if (size <= 0 || size % static_cast<off_t>(sizeof(sock_filter)) != 0)
    return Status::Internal("seccomp filter: exported program has " + std::to_string(size) +
                            " bytes");
  filter.program.resize(static_cast<std::size_t>(size) / sizeof(sock_filter));
  if (::pread(fd, filter.program.data(), static_cast<std::size_t>(size), 0) != size)
    return Failed("pread(exported program)", errno);
  return filter;
}

}  // namespace

const StatusOr<SyscallFilter>& DefaultSyscallFilter() {
  static const StatusOr<SyscallFilter> filter = Build();
  return filter;
}

int ApplySyscallFilter(const SyscallFilter& filter) {
  sock_fprog prog{static_cast<unsigned short>(filter.program.size()),
                  const_cast<sock_filter*>(filter.program.data())};
  return ::prctl(PR_SET_SECCOMP, SECCOMP_MODE_FILTER, &prog, 0, 0);
}

}  // namespace warpgym::sandbox
