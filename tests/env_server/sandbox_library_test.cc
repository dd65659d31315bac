// FindSandboxLibrary (env_server/harness_runner.h): where the server finds the candidates'
// sandbox library it tells the harness about. $WARPGYM_SANDBOX_LIB first (a wrong one is an error,
// not a fallback), then ROOT/build/bin, then beside the running executable (this test binary
// sits in build/bin beside the built library, as a carried warpgym-server sits beside its copy).
#include <gtest/gtest.h>
#include <stdlib.h>

#include <filesystem>
#include <fstream>

#include "env_server/harness_runner.h"

namespace warpgym {
namespace {

namespace fs = std::filesystem;

class SandboxLibraryTest : public ::testing::Test {
 protected:
  void SetUp() override {
    if (const char* v = std::getenv("WARPGYM_SANDBOX_LIB")) saved_ = v;
    ::unsetenv("WARPGYM_SANDBOX_LIB");
    root_ = fs::temp_directory_path() / ("warpgym-sandbox-lib-" + std::to_string(::getpid()));
    fs::remove_all(root_);
    fs::create_directories(root_);
  }
  void TearDown() override {
    if (saved_.empty())
      ::unsetenv("WARPGYM_SANDBOX_LIB");
    else
      ::setenv("WARPGYM_SANDBOX_LIB", saved_.c_str(), 1);
    fs::remove_all(root_);
  }
  fs::path Touch(const fs::path& p) {
    fs::create_directories(p.parent_path());
    std::ofstream(p) << "x";
    return p;
  }
  std::string saved_;
  fs::path root_;
};

TEST_F(SandboxLibraryTest, TheRootsBuildComesFirst) {
  const fs::path lib = Touch(root_ / "build" / "bin" / "libwarpgym_sandbox_enter.so");
  auto found = FindSandboxLibrary(root_);
  ASSERT_TRUE(found.ok()) << found.status().ToString();
  EXPECT_EQ(found.value(), fs::canonical(lib));
}

TEST_F(SandboxLibraryTest, WithoutOneInTheRootTheOneBesideTheExecutableIsUsed) {
  const fs::path beside =
      fs::read_symlink("/proc/self/exe").parent_path() / "libwarpgym_sandbox_enter.so";
  auto found = FindSandboxLibrary(root_);
  if (!fs::exists(beside)) {  // a build without the library: the error names what to do
    ASSERT_FALSE(found.ok());
    EXPECT_NE(found.status().message().find("make build"), std::string::npos);
    return;
  }
  ASSERT_TRUE(found.ok()) << found.status().ToString();
  EXPECT_EQ(found.value(), fs::canonical(beside));
}

TEST_F(SandboxLibraryTest, TheEnvironmentWinsAndAWrongOneIsAnError) {
  const fs::path mine = Touch(root_ / "elsewhere" / "lib.so");
  Touch(root_ / "build" / "bin" / "libwarpgym_sandbox_enter.so");
  ::setenv("WARPGYM_SANDBOX_LIB", mine.c_str(), 1);
  auto found = FindSandboxLibrary(root_);
  ASSERT_TRUE(found.ok()) << found.status().ToString();
  EXPECT_EQ(found.value(), mine);
  ::setenv("WARPGYM_SANDBOX_LIB", (root_ / "missing.so").c_str(), 1);
  found = FindSandboxLibrary(root_);
  ASSERT_FALSE(found.ok());
  EXPECT_NE(found.status().message().find("missing.so"), std::string::npos);
}

}  // namespace
}  // namespace warpgym
