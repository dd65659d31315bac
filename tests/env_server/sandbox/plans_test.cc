// The parent-side plans of the sandbox mechanisms: order and content of the child's steps.
#include <gtest/gtest.h>
#include <sys/mount.h>

#include "env_server/sandbox/identity.h"
#include "env_server/sandbox/mounts.h"
#include "env_server/sandbox/rlimits.h"

namespace warpgym::sandbox {
namespace {

SandboxPolicy Policy() {
  SandboxPolicy p;
  p.workspace = "/w/episodes/e1";
  p.hidden_dirs = {"/w"};
  p.read_only_files = {"/w/episodes/e1/model.py"};
  return p;
}

TEST(MountPlanTest, OrderIsOpenPrivateReadOnlyTmpHideBindProtectDevProc) {
  MountPlan plan = MakeMountPlan(Policy());
  ASSERT_GE(plan.ops.size(), 8u);
  // Workspace, protected file and device dir opened before anything covers them.
  ASSERT_EQ(plan.ops[0].kind, MountOp::Kind::kOpen);
  EXPECT_EQ(plan.ops[0].target, "/w/episodes/e1");
  EXPECT_EQ(plan.ops[1].target, "/w/episodes/e1/model.py");
  EXPECT_EQ(plan.ops[2].target, "/dev");
  EXPECT_EQ(plan.ops[3].flags, static_cast<unsigned long>(MS_REC | MS_PRIVATE));
  EXPECT_EQ(plan.ops[4].kind, MountOp::Kind::kReadOnlyTree);
  EXPECT_EQ(plan.ops[5].target, "/tmp");
  EXPECT_EQ(plan.ops.back().fstype, "proc");
  EXPECT_EQ(plan.ops[plan.ops.size() - 2].kind, MountOp::Kind::kCloseKept);
  auto index_of = [&](const std::string& target, unsigned long flag) {
    for (std::size_t i = 0; i < plan.ops.size(); ++i) {
      if (plan.ops[i].target == target && (plan.ops[i].flags & flag) == flag)
        return static_cast<int>(i);
    }
    return -1;
  };
  int hide = index_of("/w", 0), bind = index_of("/w/episodes/e1", MS_BIND),
      protect = index_of("/w/episodes/e1/model.py", MS_RDONLY);
  ASSERT_GE(hide, 0);
  EXPECT_LT(hide, bind);
  EXPECT_LT(bind, protect);
  int dev = -1;
  for (std::size_t i = 0; i < plan.ops.size(); ++i) {
    if (plan.ops[i].target == "/dev" && plan.ops[i].fstype == "tmpfs") dev = static_cast<int>(i);
  }
  EXPECT_LT(protect, dev);
  for (const MountOp& op : plan.ops) EXPECT_FALSE(op.description.empty());
}

TEST(MountPlanTest, WritableRootLeavesOutMountSetattr) {
  SandboxPolicy p = Policy();
  p.read_only_root = false;
  for (const MountOp& op : MakeMountPlan(p).ops) EXPECT_NE(op.kind, MountOp::Kind::kReadOnlyTree);
}

TEST(MountPlanTest, MinimalRootBuildsANewRootAndPivotsIntoIt) {
  SandboxPolicy p = Policy();
  p.minimal_root = true;
  p.system_paths = {"/usr", "/etc/passwd"};
  MountPlan plan = MakeMountPlan(p);
  auto index_of = [&](MountOp::Kind kind, const std::string& target) {
    for (std::size_t i = 0; i < plan.ops.size(); ++i) {
      if (plan.ops[i].kind == kind && plan.ops[i].target == target) return static_cast<int>(i);
    }
    return -1;
  };
  int root = -1, pivot = -1, ro_root = -1, proc = -1;
  for (std::size_t i = 0; i < plan.ops.size(); ++i) {
    const MountOp& op = plan.ops[i];
    if (op.kind == MountOp::Kind::kMount && op.fstype == "tmpfs" && op.target == "/tmp" && root < 0)
      root = static_cast<int>(i);
    if (op.kind == MountOp::Kind::kPivotRoot) pivot = static_cast<int>(i);
    if (op.kind == MountOp::Kind::kMount && op.target == "/" && (op.flags & MS_REMOUNT) &&
        (op.flags & MS_RDONLY))
      ro_root = static_cast<int>(i);
    if (op.fstype == "proc") proc = static_cast<int>(i);
    EXPECT_FALSE(op.kind == MountOp::Kind::kMount && op.target == "/w") << "nothing to hide";
    EXPECT_FALSE(op.description.empty());
  }
  ASSERT_GE(root, 0);
  // Everything is bound under the new root before the pivot, a fresh /proc too (a user
  // namespace may mount one only while the host's is still visible); then / read-only.
  EXPECT_GT(index_of(MountOp::Kind::kReadOnlyTree, "/tmp/usr"), root);
  EXPECT_GT(index_of(MountOp::Kind::kMountPoint, "/tmp/etc/passwd"), root);
  EXPECT_GT(index_of(MountOp::Kind::kMountPoint, "/tmp/w/episodes/e1"), root);
  EXPECT_LT(index_of(MountOp::Kind::kMountPoint, "/tmp/w/episodes/e1"),
            index_of(MountOp::Kind::kMountPoint, "/tmp/w/episodes/e1/model.py"));
  EXPECT_LT(index_of(MountOp::Kind::kMountPoint, "/tmp/w/episodes/e1/model.py"), pivot);
  EXPECT_LT(pivot, ro_root);
  EXPECT_LT(proc, pivot);
  EXPECT_EQ(plan.ops[proc].target, "/tmp/proc");
  EXPECT_EQ(plan.ops[pivot].target, "/tmp");
  // Nothing before the kept paths' descriptors are all open creates anything (identity.h).
  ASSERT_GT(plan.opened, 0u);
  for (std::size_t i = 0; i < plan.ops.size(); ++i)
    EXPECT_EQ(plan.ops[i].kind == MountOp::Kind::kOpen, i < plan.opened) << i;
}

TEST(MountPlanTest, MinimalRootKeepsTheBareParentsOfAWorkdirUnderTmpReadOnly) {
  SandboxPolicy p = Policy();
  p.minimal_root = true;
  p.workspace = "/tmp/wd/episodes/e1";
  p.writable_dirs = {"/tmp/scratch"};  // a kept path right under /tmp: its own mount already
  p.read_only_files = {"/tmp/wd/episodes/e1/model.py"};
  MountPlan plan = MakeMountPlan(p);
  int bind = -1, ro = -1, ws = -1;
  for (std::size_t i = 0; i < plan.ops.size(); ++i) {
    const MountOp& op = plan.ops[i];
    if (op.kind != MountOp::Kind::kMount) continue;
    if (op.target == "/tmp/tmp/wd" && op.source == "/tmp/tmp/wd" && (op.flags & MS_BIND) &&
        (op.flags & MS_REC))
      bind = static_cast<int>(i);
    if (op.target == "/tmp/tmp/wd" && (op.flags & MS_REMOUNT) && (op.flags & MS_RDONLY))
      ro = static_cast<int>(i);
    if (op.target == "/tmp/tmp/wd/episodes/e1" && (op.flags & MS_BIND) && !(op.flags & MS_REMOUNT))
      ws = static_cast<int>(i);
    EXPECT_FALSE(op.target == "/tmp/tmp/scratch" && (op.flags & MS_RDONLY)) << op.description;
  }
  ASSERT_GE(ws, 0);
  EXPECT_GT(bind, ws);  // after the workspace is bound below it (MS_REC carries it along)
  EXPECT_EQ(ro, bind + 1);
}

TEST(RlimitPlanTest, AllLimitsAndNoCoreDumps) {
  RlimitPolicy policy;
  policy.cpu_seconds = 7;
  RlimitPlan plan = MakeRlimitPlan(policy);
  ASSERT_EQ(plan.ops.size(), 5u);
  EXPECT_EQ(plan.ops[0].description, "setrlimit(RLIMIT_CPU, 7)");
  EXPECT_EQ(plan.ops.back().resource, RLIMIT_CORE);
  EXPECT_EQ(plan.ops.back().value.rlim_max, 0u);
  for (const RlimitOp& op : plan.ops)
    EXPECT_NE(op.resource, RLIMIT_AS);  // CUDA needs the address space
}

TEST(IdentityPlanTest, RootDropsBoundingSetGroupsGidUidThenCapabilities) {
  SandboxPolicy p = Policy();
  p.change_identity = true;
  p.uid = p.gid = 4242;
  IdentityPlan plan = MakeIdentityPlan(p);
  using K = IdentityOp::Kind;
  ASSERT_EQ(plan.ops.size(), 6u);
  EXPECT_EQ(plan.ops[0].kind, K::kDropBoundingSet);  // needs CAP_SETPCAP: before the uid change
  EXPECT_EQ(plan.ops[1].kind, K::kSetgroups);
  EXPECT_EQ(plan.ops[2].kind, K::kSetgid);
  EXPECT_EQ(plan.ops[3].kind, K::kSetuid);
  EXPECT_EQ(plan.ops[4].kind, K::kClearCapabilities);
  EXPECT_EQ(plan.ops[5].kind, K::kNoNewPrivs);
  EXPECT_TRUE(plan.after_opens.empty());
  // Root with a user namespace: the id switch comes first (before the mounts), the rest after.
  p.user_namespace = true;
  plan = MakeIdentityPlan(p);
  ASSERT_EQ(plan.after_opens.size(), 3u);
  EXPECT_EQ(plan.after_opens[0].kind, K::kSetgroups);
  EXPECT_EQ(plan.after_opens[1].kind, K::kSetgid);
  EXPECT_EQ(plan.after_opens[2].kind, K::kSetuid);
  EXPECT_EQ(plan.after_opens[2].id, 4242u);
  ASSERT_EQ(plan.ops.size(), 3u);
  EXPECT_EQ(plan.ops[1].kind, K::kClearCapabilities);
  p.change_identity = false;  // user namespace: capabilities cleared and no_new_privs always
  plan = MakeIdentityPlan(p);
  EXPECT_TRUE(plan.after_opens.empty());
  ASSERT_EQ(plan.ops.size(), 3u);
  EXPECT_EQ(plan.ops[0].kind, K::kDropBoundingSet);
  EXPECT_EQ(plan.ops[1].kind, K::kClearCapabilities);
  EXPECT_EQ(plan.ops[2].kind, K::kNoNewPrivs);
}

}  // namespace
}  // namespace warpgym::sandbox
