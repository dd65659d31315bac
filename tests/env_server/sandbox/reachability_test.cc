// CheckSearchableBy: which directories let the sandbox uid through, judged from mode and owner
// the way the kernel does (owner bits, else group bits, else other bits). Metadata only, so these
// run as any user; the uid/gid checked are made up to pick each class of bits.
#include "env_server/sandbox/reachability.h"

#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fstream>

#include "tests/support/temp_dir.h"

namespace warpgym::sandbox {
namespace {
namespace fs = std::filesystem;

constexpr uid_t kStranger = 54321;  // owns nothing here, in no group of these files

class ReachabilityTest : public ::testing::Test {
 protected:
  void SetUp() override {
    root_ = warpgym::testing::FreshTestDir("warpgym_reach");
    ::chmod(root_.c_str(), 0755);
    fs::create_directories(root_ / "home" / "out" / "episodes");
  }
  void TearDown() override {
    ::chmod((root_ / "home").c_str(), 0755);
    fs::remove_all(root_);
  }
  fs::path root_;
};

TEST_F(ReachabilityTest, OpenPathIsSearchable) {
  EXPECT_TRUE(CheckSearchableBy(root_ / "home" / "out" / "episodes", kStranger, kStranger).ok());
}

TEST_F(ReachabilityTest, PrivateAncestorIsNamedInTheRefusal) {
  ASSERT_EQ(::chmod((root_ / "home").c_str(), 0700), 0);
  const Status s = CheckSearchableBy(root_ / "home" / "out" / "episodes", kStranger, kStranger);
  ASSERT_EQ(s.code(), ErrorCode::kFailedPrecondition) << s.ToString();
  EXPECT_NE(s.message().find((root_ / "home").string() + " (mode 0700"), std::string::npos)
      << s.message();
  EXPECT_NE(s.message().find("chmod o+x " + (root_ / "home").string()), std::string::npos)
      << s.message();
  // Search (x) is all it takes; listing (r) is not needed.
  ASSERT_EQ(::chmod((root_ / "home").c_str(), 0711), 0);
  EXPECT_TRUE(CheckSearchableBy(root_ / "home" / "out" / "episodes", kStranger, kStranger).ok());
}

TEST_F(ReachabilityTest, OwnerAndGroupBitsApplyToTheirOwnClassOnly) {
  const fs::path home = root_ / "home";
  struct stat st {};
  ASSERT_EQ(::stat(home.c_str(), &st), 0);
  // Owner may search, others may not: the owner passes, a stranger is refused.
  ASSERT_EQ(::chmod(home.c_str(), 0700), 0);
  EXPECT_TRUE(CheckSearchableBy(home / "out", st.st_uid, kStranger).ok());
  EXPECT_FALSE(CheckSearchableBy(home / "out", kStranger, kStranger).ok());
  // Group may search: a member of the file's group (not its owner) passes.
  ASSERT_EQ(::chmod(home.c_str(), 0610), 0);
  EXPECT_TRUE(CheckSearchableBy(home / "out", kStranger, st.st_gid).ok());
  // The owner's own bits decide for the owner, even when "other" would allow it.
  ASSERT_EQ(::chmod(home.c_str(), 0601), 0);
  EXPECT_FALSE(CheckSearchableBy(home / "out", st.st_uid, kStranger).ok());
  EXPECT_TRUE(CheckSearchableBy(home / "out", kStranger, kStranger).ok());
}

TEST_F(ReachabilityTest, MissingDirectoryIsNotFound) {
  EXPECT_EQ(CheckSearchableBy(root_ / "nope" / "x", kStranger, kStranger).code(),
            ErrorCode::kNotFound);
}

TEST_F(ReachabilityTest, AFileInThePathIsRefused) {
  { std::ofstream(root_ / "file") << "x"; }
  EXPECT_EQ(CheckSearchableBy(root_ / "file", kStranger, kStranger).code(),
            ErrorCode::kFailedPrecondition);
}

}  // namespace
}  // namespace warpgym::sandbox
