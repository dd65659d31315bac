// The device view of the bash tool's sandbox (Launch): a tmpfs over the device dir with only the
// standard nodes and the GPU nodes the policy allows. A fake device dir stands in for /dev (CI
// has no GPU); the real /dev is checked for what a GPU-less host has. Plans are checked without
// running anything. Launch tests need root (CI runs as root); skipped otherwise.
#include <gtest/gtest.h>
#include <sys/mount.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "env_server/sandbox/cgroup.h"
#include "env_server/sandbox/mounts.h"
#include "env_server/sandbox/sandbox_launcher.h"
#include "env_server/subprocess.h"
#include "tests/support/temp_dir.h"

namespace warpgym::sandbox {
namespace {
namespace fs = std::filesystem;

TEST(DeviceNamesTest, NoLeaseNoNvidiaNode) {
  for (const std::string& n : DeviceNames({})) EXPECT_EQ(n.find("nvidia"), std::string::npos) << n;
}

TEST(DeviceNamesTest, LeasedDevicesAndControlNodes) {
  std::vector<std::string> names = DeviceNames({3, 1, 3});
  auto has = [&](const std::string& n) {
    return std::find(names.begin(), names.end(), n) != names.end();
  };
  for (const char* n : {"null", "urandom", "pts", "nvidiactl", "nvidia-uvm", "nvidia-uvm-tools",
                        "nvidia-modeset", "nvidia-caps", "nvidia1", "nvidia3"}) {
    EXPECT_TRUE(has(n)) << n;
  }
  EXPECT_FALSE(has("nvidia0"));
  EXPECT_FALSE(has("nvidia2"));
  EXPECT_EQ(std::count(names.begin(), names.end(), "nvidia3"), 1);
}

TEST(DevicePlanTest, TmpfsThenEntriesThenReadOnlyThenShm) {
  SandboxPolicy p;
  p.workspace = "/w/e1";
  p.dev_dir = "/fake/dev";
  p.gpu_devices = {2};
  MountPlan plan = MakeMountPlan(p);
  int tmpfs = -1, gpu = -1, ro = -1, shm = -1, close = -1;
  for (std::size_t i = 0; i < plan.ops.size(); ++i) {
    const MountOp& op = plan.ops[i];
    const int at = static_cast<int>(i);
    if (op.target == "/fake/dev" && op.fstype == "tmpfs") tmpfs = at;
    if (op.kind == MountOp::Kind::kDevEntry && op.data == "nvidia2") gpu = at;
    if (op.target == "/fake/dev" && (op.flags & MS_REMOUNT) && (op.flags & MS_RDONLY)) ro = at;
    if (op.target == "/fake/dev/shm" && op.fstype == "tmpfs") shm = at;
    if (op.kind == MountOp::Kind::kCloseKept) close = at;
    if (op.kind == MountOp::Kind::kDevEntry) {
      EXPECT_EQ(op.source,
                "/proc/self/fd/" + std::to_string(op.fd) + "/" + op.data);  // the host's node
      EXPECT_FALSE(op.flags & MS_NODEV) << op.description;  // device nodes must stay usable
    }
  }
  EXPECT_LT(tmpfs, gpu);
  EXPECT_LT(gpu, ro);
  EXPECT_LT(ro, shm);
  EXPECT_LT(shm, close);
  p.private_dev = false;
  for (const MountOp& op : MakeMountPlan(p).ops) EXPECT_NE(op.kind, MountOp::Kind::kDevEntry);
}

TEST(KeptPathPlanTest, ReadOnlyWorkspaceWritableDirsAndPathsInsideHiddenDirs) {
  SandboxPolicy p;
  p.workspace = "/w/episodes/e1";
  p.workspace_writable = false;
  p.writable_dirs = {"/w/cand/c1"};
  p.read_only_paths = {"/w/cache"};
  p.hidden_dirs = {"/w"};
  MountPlan plan = MakeMountPlan(p);
  auto remount_of = [&](const std::string& target) -> unsigned long {
    for (const MountOp& op : plan.ops) {
      if (op.target == target && (op.flags & MS_REMOUNT)) return op.flags;
    }
    return 0;
  };
  auto first = [&](const std::string& target, MountOp::Kind kind) {
    for (std::size_t i = 0; i < plan.ops.size(); ++i) {
      if (plan.ops[i].target == target && plan.ops[i].kind == kind) return static_cast<int>(i);
    }
    return -1;
  };
  EXPECT_TRUE(remount_of("/w/episodes/e1") & MS_RDONLY);
  EXPECT_FALSE(remount_of("/w/cand/c1") & MS_RDONLY);
  EXPECT_TRUE(remount_of("/w/cand/c1") & MS_NOSUID);
  EXPECT_TRUE(remount_of("/w/cache") & MS_RDONLY);
  EXPECT_FALSE(remount_of("/w/cache") & MS_NOEXEC);  // an extension must stay loadable
  const int hide = first("/w", MountOp::Kind::kMount);
  for (const char* kept : {"/w/episodes/e1", "/w/cand/c1", "/w/cache"}) {
    EXPECT_LT(first(kept, MountOp::Kind::kOpen), first("/", MountOp::Kind::kMount))
        << kept;  // before any cover
    EXPECT_LT(hide, first(kept, MountOp::Kind::kMountPoint)) << kept;
  }
  EXPECT_LT(first("/w/cache", MountOp::Kind::kMountPoint),
            first("/w/cand/c1", MountOp::Kind::kMountPoint));  // shallower first
}

class DeviceViewTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (::geteuid() != 0) GTEST_SKIP() << "the launcher tests run the root-server configuration";
    work_ = testing::FreshTestDir("wg-devices");
    ws_ = work_ / "ws";
    fs::create_directories(ws_);
    fs::create_directories(work_ / "dev" / "nvidia-caps");
    fs::create_directories(work_ / "dev" / "dri");
    ASSERT_EQ(::chown(ws_.c_str(), 65534, 65534), 0);
    for (const char* n : {"null", "zero", "nvidia0", "nvidia1", "nvidia7", "nvidiactl",
                          "nvidia-uvm", "nvidia-uvm-tools", "nvidia-modeset", "kmsg", "sda",
                          "dri/renderD128", "nvidia-caps/nvidia-cap1"}) {
      std::ofstream(work_ / "dev" / n) << n << "\n";
    }
    fs::create_symlink("pts/ptmx", work_ / "dev" / "ptmx");
    policy_.change_identity = true;
    policy_.workspace = fs::canonical(ws_);
    policy_.hidden_dirs = {fs::canonical(work_)};
    policy_.dev_dir = fs::canonical(work_ / "dev");
    policy_.cgroups = SetUpCgroups();
    if (Status s = ProbeSandbox(policy_); !s.ok())
      GTEST_SKIP() << "namespaces unavailable: " << s.ToString();
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(work_, ec);
  }
  ProcessResult Run(const std::string& command) {
    ProcessSpec spec;
    spec.argv = {"/bin/bash", "-c", command};
    spec.env = {"PATH=/usr/bin:/bin"};
    spec.cwd = policy_.workspace;
    spec.timeout = std::chrono::seconds(20);
    spec.sandbox = policy_;
    return RunProcess(spec);
  }
  fs::path work_, ws_;
  SandboxPolicy policy_;
};

TEST_F(DeviceViewTest, BashWithoutLeaseSeesNoNvidiaNode) {
  ProcessResult r = Run("ls -A " + policy_.dev_dir.string() + " | tr '\\n' ' '; echo; readlink " +
                        policy_.dev_dir.string() + "/ptmx");
  ASSERT_TRUE(r.spawn_status.ok()) << r.spawn_status.ToString();
  EXPECT_EQ(r.output, "fd null ptmx shm stderr stdin stdout zero \npts/ptmx\n");
}

TEST_F(DeviceViewTest, OnlyLeasedGpusAndControlNodes) {
  policy_.gpu_devices = {1, 7};
  const std::string dev = policy_.dev_dir.string();
  ProcessResult r =
      Run("ls -A " + dev + " | tr '\\n' ' '; echo; ls " + dev + "/nvidia-caps; cat " + dev +
          "/nvidia7; "
          "echo x > " +
          dev + "/nvidia0 || echo no-create; ls " + dev + "/nvidia0 2>&1 | grep -c 'No such'");
  ASSERT_TRUE(r.spawn_status.ok()) << r.spawn_status.ToString();
  EXPECT_NE(r.output.find("fd null nvidia-caps nvidia-modeset nvidia-uvm nvidia-uvm-tools nvidia1 "
                          "nvidia7 nvidiactl "
                          "ptmx shm stderr stdin stdout zero \nnvidia-cap1\nnvidia7\n"),
            std::string::npos)
      << r.output;
  EXPECT_NE(r.output.find("no-create\n1\n"), std::string::npos)
      << r.output;  // absent, and cannot be made
}

TEST_F(DeviceViewTest, RealDevIsMinimalAndUsable) {
  policy_.dev_dir = "/dev";
  ProcessResult r =
      Run("ls /dev | grep -cE '^(nvidia|kmsg|vda|sda|loop|kvm|fuse|mem)'; "
          "head -c 4 /dev/urandom | wc -c; echo hi > /dev/null && echo null-ok; "
          "echo s > /dev/shm/s && cat /dev/shm/s; ls -l /dev/stdout | grep -c /proc/self/fd/1");
  ASSERT_TRUE(r.spawn_status.ok()) << r.spawn_status.ToString();
  EXPECT_EQ(r.output, "0\n4\nnull-ok\ns\n1\n");
  EXPECT_FALSE(fs::exists("/dev/shm/s"));  // private shm
}

}  // namespace
}  // namespace warpgym::sandbox
