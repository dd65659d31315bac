// RunProcess under a SandboxPolicy: identity, network, pid namespace, mounts, limits, cleanup.
// Needs root (CI runs as root); skipped otherwise with the reason.
#include "env_server/sandbox/sandbox_launcher.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>

#include "env_server/sandbox/cgroup.h"
#include "env_server/subprocess.h"
#include "tests/support/temp_dir.h"

namespace warpgym::sandbox {
namespace {
namespace fs = std::filesystem;

class SandboxLauncherTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (::geteuid() != 0) GTEST_SKIP() << "the launcher tests run the root-server configuration";
    work_ = testing::FreshTestDir("wg-sandbox");
    ws_ = work_ / "episodes" / "e1";
    fs::create_directories(ws_);
    ASSERT_EQ(::chown(ws_.c_str(), 65534, 65534), 0);
    std::ofstream(ws_ / "model.py") << "x = 1\n";
    fs::permissions(ws_ / "model.py",
                    fs::perms::owner_read | fs::perms::group_read | fs::perms::others_read);
    policy_.change_identity = true;
    policy_.workspace = fs::canonical(ws_);
    policy_.hidden_dirs = {fs::canonical(work_)};
    policy_.read_only_files = {policy_.workspace / "model.py"};
    policy_.cgroups = SetUpCgroups();
    if (Status s = ProbeSandbox(policy_); !s.ok())
      GTEST_SKIP() << "namespaces unavailable: " << s.ToString();
  }
  void TearDown() override {
    std::error_code ec;
    fs::remove_all(work_, ec);
  }
  ProcessResult Run(const std::string& command, int timeout_s = 20) {
    ProcessSpec spec;
    spec.argv = {"/bin/bash", "-c", command};
    spec.env = {"PATH=/usr/bin:/bin"};
    spec.cwd = policy_.workspace;
    spec.timeout = std::chrono::seconds(timeout_s);
    spec.sandbox = policy_;
    return RunProcess(spec);
  }

  fs::path work_, ws_;
  SandboxPolicy policy_;
};

TEST_F(SandboxLauncherTest, RunsAsSandboxUidAsPid1WithoutCapabilities) {
  ProcessResult r = Run("id -u; echo pid=$$; grep CapEff /proc/self/status; hostname");
  ASSERT_TRUE(r.spawn_status.ok()) << r.spawn_status.ToString();
  EXPECT_EQ(r.exit_code, 0) << r.output;
  EXPECT_NE(r.output.find("65534\n"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("pid=1\n"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("CapEff:\t0000000000000000"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("warpgym-sandbox"), std::string::npos) << r.output;
}

TEST_F(SandboxLauncherTest, NoNetwork) {
  ProcessResult r = Run("exec 3<>/dev/tcp/127.0.0.1/22");
  EXPECT_NE(r.exit_code, 0);
  EXPECT_NE(r.output.find("unreachable"), std::string::npos) << r.output;
}

TEST_F(SandboxLauncherTest, WorkspaceWritableEverythingElseNot) {
  ProcessResult r =
      Run("echo ok > mine && cat mine && echo x > /etc/wg-test; echo x > model.py; "
          "echo x > /tmp/private && ls " +
          work_.string() + "/episodes");
  EXPECT_NE(r.output.find("ok\n"), std::string::npos) << r.output;
  EXPECT_FALSE(fs::exists("/etc/wg-test"));
  EXPECT_FALSE(fs::exists("/tmp/private"));
  std::ifstream in(ws_ / "model.py");
  std::string text((std::istreambuf_iterator<char>(in)), {});
  EXPECT_EQ(text, "x = 1\n");
  EXPECT_EQ(r.output.find("ls: cannot"), std::string::npos) << r.output;  // the tmpfs shows e1 only
}

TEST_F(SandboxLauncherTest, TimeoutKillsDetachedProcesses) {
  ProcessResult r = Run("setsid bash -c 'sleep 2; echo late > late' & sleep 60", 1);
  EXPECT_TRUE(r.timed_out);
  ::sleep(3);
  EXPECT_FALSE(fs::exists(ws_ / "late"));
}

TEST_F(SandboxLauncherTest, ARequestOfACallThatCannotBeFrozenIsNotServed) {
  policy_.cgroups = nullptr;  // as on a host without a cgroup freezer
  int served = 0;
  ProcessSpec spec;
  spec.argv = {"/bin/bash", "-c", "echo '{}' >&3; read -r reply <&3; echo \"reply=$reply\""};
  spec.env = {"PATH=/usr/bin:/bin"};
  spec.cwd = policy_.workspace;
  spec.sandbox = policy_;
  spec.service = [&served](const std::string&) {
    ++served;
    return std::string("SERVED");
  };
  spec.service_refused = [](const std::string& why) { return "REFUSED " + why; };
  ProcessResult r = RunProcess(spec);
  ASSERT_TRUE(r.spawn_status.ok()) << r.spawn_status.ToString();
  EXPECT_EQ(served, 0) << r.output;
  EXPECT_NE(r.output.find("reply=REFUSED"), std::string::npos) << r.output;
  EXPECT_NE(r.output.find("freezer"), std::string::npos) << r.output;
}

TEST_F(SandboxLauncherTest, ContainmentFailureIsReportedNotRun) {
  policy_.read_only_files = {policy_.workspace / "does-not-exist"};
  ProcessResult r = Run("echo should-not-run");
  EXPECT_FALSE(r.spawn_status.ok());
  EXPECT_NE(r.spawn_status.message().find("open(\"" + policy_.workspace.string() +
                                          "/does-not-exist\", O_PATH)"),
            std::string::npos)
      << r.spawn_status.ToString();
}

}  // namespace
}  // namespace warpgym::sandbox
