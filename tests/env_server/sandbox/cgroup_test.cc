// Cgroup detection on a fake hierarchy, and per-call groups on the host's when it allows them.
#include "env_server/sandbox/cgroup.h"

#include <gtest/gtest.h>
#include <sys/wait.h>
#include <unistd.h>

#include <chrono>
#include <filesystem>
#include <fstream>

namespace warpgym::sandbox {
namespace {
namespace fs = std::filesystem;

TEST(CgroupTest, MissingControllersAreReportedAsDegraded) {
  fs::path root = fs::temp_directory_path() / ("wg-cgroup-" + std::to_string(::getpid()));
  fs::create_directories(root);
  auto setup = SetUpCgroups(root, "warpgym");
  EXPECT_EQ(setup->version, CgroupSetup::Version::kNone);
  EXPECT_NE(setup->note.find("pids"), std::string::npos);
  EXPECT_NE(DescribeCgroups(setup.get()).find("DEGRADED"), std::string::npos);
  fs::remove_all(root);
}

TEST(CgroupTest, CallGroupHasLimitsAndIsRemoved) {
  auto setup = SetUpCgroups();
  if (setup->pids_parent.empty()) GTEST_SKIP() << "no writable pids cgroup here: " << setup->note;
  fs::path dir;
  {
    StatusOr<CallCgroup> group = CallCgroup::Create(*setup, CgroupLimits{17, 64 << 20});
    ASSERT_TRUE(group.ok()) << group.status().ToString();
    dir = group.value().dirs().front();
    std::ifstream in(dir / "pids.max");
    std::string value;
    in >> value;
    EXPECT_EQ(value, "17");
    EXPECT_FALSE(group.value().HitPidsLimit());
  }
  EXPECT_FALSE(fs::exists(dir));
}

TEST(CgroupTest, StaleGroupsOfDeadProcessesAreSwept) {
  const pid_t dead = ::fork();
  if (dead == 0) ::_exit(0);
  ASSERT_GT(dead, 0);
  ASSERT_EQ(::waitpid(dead, nullptr, 0), dead);
  fs::path parent = fs::temp_directory_path() / ("wg-sweep-" + std::to_string(::getpid()));
  fs::remove_all(parent);
  const auto old = fs::file_time_type::clock::now() - std::chrono::hours(1);
  auto make = [&](const std::string& name, bool aged) {
    fs::create_directories(parent / name);
    if (aged) fs::last_write_time(parent / name, old);
  };
  const std::string d = std::to_string(dead), me = std::to_string(::getpid());
  make("call-" + d + "-2", true);         // swept
  make("cand-" + d + "-verify-0", true);  // swept
  make("cand-" + d + "-profile", false);  // being set up by someone: too young
  make("call-" + me + "-1", true);        // its process lives
  make("cand-" + d + "-busy", true);      // not empty
  std::ofstream(parent / ("cand-" + d + "-busy") / "cgroup.procs") << "1\n";
  make("warpgym-test", true);  // not a call group's name
  SweepStaleGroups(parent);
  EXPECT_FALSE(fs::exists(parent / ("call-" + d + "-2")));
  EXPECT_FALSE(fs::exists(parent / ("cand-" + d + "-verify-0")));
  EXPECT_TRUE(fs::exists(parent / ("cand-" + d + "-profile")));
  EXPECT_TRUE(fs::exists(parent / ("call-" + me + "-1")));
  EXPECT_TRUE(fs::exists(parent / ("cand-" + d + "-busy")));
  EXPECT_TRUE(fs::exists(parent / "warpgym-test"));
  fs::remove_all(parent);
}

}  // namespace
}  // namespace warpgym::sandbox
