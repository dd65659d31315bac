// The seccomp filter on its own: built once, applied in a forked child (with no_new_privs, as the
// identity step leaves it), which reports what each call returned through its exit code.
#include "env_server/sandbox/syscall_filter.h"

#include <gtest/gtest.h>
#include <linux/keyctl.h>
#include <sched.h>
#include <signal.h>
#include <sys/prctl.h>
#include <sys/syscall.h>
#include <sys/wait.h>
#include <unistd.h>

#include <algorithm>
#include <cerrno>
#include <functional>

namespace warpgym::sandbox {
namespace {

// Runs `body` in a child under the filter; its exit code or -signal.
int UnderFilter(const std::function<int()>& body) {
  const StatusOr<SyscallFilter>& filter = DefaultSyscallFilter();
  EXPECT_TRUE(filter.ok()) << filter.status().ToString();
  if (!filter.ok()) return -1000;
  pid_t pid = ::fork();
  if (pid == 0) {
    if (::prctl(PR_SET_NO_NEW_PRIVS, 1, 0, 0, 0) != 0) ::_exit(100);
    if (ApplySyscallFilter(filter.value()) != 0) ::_exit(101);
    ::_exit(body());
  }
  int status = 0;
  ::waitpid(pid, &status, 0);
  return WIFSIGNALED(status) ? -WTERMSIG(status) : WEXITSTATUS(status);
}

// The errno of a failed call, 0 if it succeeded.
int ErrnoOf(long rc) {
  return rc < 0 ? errno : 0;
}

TEST(SyscallFilterTest, ListsTheDeniedCalls) {
  const StatusOr<SyscallFilter>& filter = DefaultSyscallFilter();
  ASSERT_TRUE(filter.ok()) << filter.status().ToString();
  EXPECT_FALSE(filter.value().program.empty());
  for (const char* name : {"keyctl", "add_key", "request_key", "ptrace", "bpf", "perf_event_open",
                           "userfaultfd", "kexec_load", "init_module", "finit_module", "mount",
                           "unshare", "clone", "clone3", "setns", "io_uring_setup"}) {
    const auto& d = filter.value().denied;
    EXPECT_NE(std::find(d.begin(), d.end(), name), d.end()) << name;
  }
}

TEST(SyscallFilterTest, KeyringCallsFailWithEperm) {
  EXPECT_EQ(
      UnderFilter([] {
        return ErrnoOf(::syscall(SYS_keyctl, KEYCTL_GET_KEYRING_ID, KEY_SPEC_USER_KEYRING, 1));
      }),
      EPERM);
  EXPECT_EQ(UnderFilter([] {
              return ErrnoOf(
                  ::syscall(SYS_add_key, "user", "warpgym-test", "x", 1, KEY_SPEC_PROCESS_KEYRING));
            }),
            EPERM);
}

TEST(SyscallFilterTest, NamespaceFlagsAreDeniedOtherCloneFlagsAreNot) {
  EXPECT_EQ(UnderFilter([] { return ErrnoOf(::unshare(CLONE_NEWUSER)); }), EPERM);
  EXPECT_EQ(UnderFilter([] { return ErrnoOf(::unshare(CLONE_NEWUSER | CLONE_FILES)); }), EPERM);
  EXPECT_EQ(UnderFilter([] { return ErrnoOf(::unshare(CLONE_FILES)); }), 0);
  // A plain fork (clone without namespace flags) works; clone3 says ENOSYS so libc falls back.
  EXPECT_EQ(UnderFilter([] {
              pid_t p = ::fork();
              if (p == 0) ::_exit(7);
              int st = 0;
              ::waitpid(p, &st, 0);
              return WIFEXITED(st) ? WEXITSTATUS(st) : 99;
            }),
            7);
  EXPECT_EQ(UnderFilter([] { return ErrnoOf(::syscall(SYS_clone3, nullptr, 0)); }), ENOSYS);
  EXPECT_EQ(UnderFilter(
                [] { return ErrnoOf(::syscall(SYS_clone, CLONE_NEWUSER | SIGCHLD, 0, 0, 0, 0)); }),
            EPERM);
}

TEST(SyscallFilterTest, TracingAndKernelCodeAreDenied) {
  EXPECT_EQ(UnderFilter([] { return ErrnoOf(::syscall(SYS_ptrace, 0 /*TRACEME*/, 0, 0, 0)); }),
            EPERM);
  EXPECT_EQ(UnderFilter([] { return ErrnoOf(::syscall(SYS_userfaultfd, 1)); }), EPERM);
  EXPECT_EQ(
      UnderFilter([] { return ErrnoOf(::syscall(SYS_perf_event_open, nullptr, 0, -1, -1, 0)); }),
      EPERM);
  EXPECT_EQ(UnderFilter([] { return ErrnoOf(::syscall(SYS_io_uring_setup, 1, nullptr)); }), EPERM);
  EXPECT_EQ(UnderFilter([] { return ErrnoOf(::syscall(SYS_finit_module, -1, "", 0)); }), EPERM);
}

TEST(SyscallFilterTest, OtherAbiCallsKillTheProcess) {
  constexpr long kX32 = 0x40000000;
  EXPECT_EQ(UnderFilter([] { return static_cast<int>(::syscall(kX32 | SYS_getpid) > 0); }),
            -SIGSYS);
}

TEST(SyscallFilterTest, OrdinaryCallsStillWork) {
  EXPECT_EQ(UnderFilter([] { return ::getpid() > 0 && ::access("/", R_OK) == 0 ? 0 : 1; }), 0);
}

}  // namespace
}  // namespace warpgym::sandbox
