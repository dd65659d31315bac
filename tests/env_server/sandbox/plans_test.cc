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

TEST(MountPlanTest, OrderIsOpenPrivateReadOnlyTmpHideBindProtectProc) {
  MountPlan plan = MakeMountPlan(Policy());
  ASSERT_GE(plan.ops.size(), 8u);
  EXPECT_EQ(plan.ops[0].kind, MountOp::Kind::kOpenWorkspace);  // before anything covers it
  EXPECT_EQ(plan.ops[1].flags, static_cast<unsigned long>(MS_REC | MS_PRIVATE));
  EXPECT_EQ(plan.ops[2].kind, MountOp::Kind::kReadOnlyTree);
  EXPECT_EQ(plan.ops[3].target, "/tmp");
  EXPECT_EQ(plan.ops.back().fstype, "proc");
  auto index_of = [&](const std::string& target, unsigned long flag) {
    for (std::size_t i = 0; i < plan.ops.size(); ++i) {
      if (plan.ops[i].target == target && (plan.ops[i].flags & flag) == flag) return static_cast<int>(i);
    }
    return -1;
  };
  int hide = index_of("/w", 0), bind = index_of("/w/episodes/e1", MS_BIND),
      protect = index_of("/w/episodes/e1/model.py", MS_RDONLY);
  ASSERT_GE(hide, 0);
  EXPECT_LT(hide, bind);
  EXPECT_LT(bind, protect);
  for (const MountOp& op : plan.ops) EXPECT_FALSE(op.description.empty());
}

TEST(MountPlanTest, WritableRootLeavesOutMountSetattr) {
  SandboxPolicy p = Policy();
  p.read_only_root = false;
  for (const MountOp& op : MakeMountPlan(p).ops) EXPECT_NE(op.kind, MountOp::Kind::kReadOnlyTree);
}

TEST(RlimitPlanTest, AllLimitsAndNoCoreDumps) {
  RlimitPolicy policy;
  policy.cpu_seconds = 7;
  RlimitPlan plan = MakeRlimitPlan(policy);
  ASSERT_EQ(plan.ops.size(), 5u);
  EXPECT_EQ(plan.ops[0].description, "setrlimit(RLIMIT_CPU, 7)");
  EXPECT_EQ(plan.ops.back().resource, RLIMIT_CORE);
  EXPECT_EQ(plan.ops.back().value.rlim_max, 0u);
  for (const RlimitOp& op : plan.ops) EXPECT_NE(op.resource, RLIMIT_AS);  // CUDA needs the address space
}

TEST(IdentityPlanTest, RootDropsGroupsThenGidThenUid) {
  SandboxPolicy p = Policy();
  p.change_identity = true;
  p.uid = p.gid = 4242;
  IdentityPlan plan = MakeIdentityPlan(p);
  ASSERT_EQ(plan.ops.size(), 4u);
  EXPECT_EQ(plan.ops[0].kind, IdentityOp::Kind::kSetgroups);
  EXPECT_EQ(plan.ops[1].kind, IdentityOp::Kind::kSetgid);
  EXPECT_EQ(plan.ops[2].kind, IdentityOp::Kind::kSetuid);
  EXPECT_EQ(plan.ops[3].kind, IdentityOp::Kind::kNoNewPrivs);
  p.change_identity = false;
  EXPECT_EQ(MakeIdentityPlan(p).ops.size(), 1u);  // no_new_privs always
}

}  // namespace
}  // namespace warpgym::sandbox
