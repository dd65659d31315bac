// Cgroup detection on a fake hierarchy, and per-call groups on the host's when it allows them.
#include "env_server/sandbox/cgroup.h"

#include <gtest/gtest.h>
#include <unistd.h>

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

}  // namespace
}  // namespace warpgym::sandbox
