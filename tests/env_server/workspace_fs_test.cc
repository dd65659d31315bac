#include "env_server/workspace_fs.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <fstream>
#include <string>

#include "env_server/workspace.h"
#include "tests/support/temp_dir.h"

namespace warpgym {
namespace {
namespace fs = std::filesystem;

// Writes `bytes` of zeros to `path`; returns the bytes written before the first error and that
// error (0 when none).
std::pair<std::uint64_t, int> Fill(const fs::path& path, std::uint64_t bytes) {
  int fd = ::open(path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0644);
  if (fd < 0) return {0, errno};
  const std::string chunk(64 << 10, '\0');
  std::uint64_t done = 0;
  int err = 0;
  while (done < bytes) {
    ssize_t n = ::write(fd, chunk.data(), chunk.size());
    if (n <= 0) {
      err = n < 0 ? errno : ENOSPC;
      break;
    }
    done += static_cast<std::uint64_t>(n);
  }
  ::close(fd);
  return {done, err};
}

class WorkspaceFsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    base_ = testing::FreshTestDir("warpgym_ws_fs_test");
    std::ofstream(base_ / "model.py") << "reference";
    std::string why;
    const fs::path probe = base_ / "probe";
    fs::create_directories(probe);
    if (!MountWorkspaceFs(probe, 1 << 20, &why)) GTEST_SKIP() << "this host refuses: " << why;
    UnmountWorkspaceFs(probe);
  }
  void TearDown() override { fs::remove_all(base_); }
  fs::path base_;
};

TEST_F(WorkspaceFsTest, AWriteBeyondTheQuotaFailsWithEnospcAndUsageIsTheFilesystems) {
  auto ws = Workspace::Create(base_ / "ws", {{base_ / "model.py", "model.py", true}}, {"kernels"},
                              std::nullopt, 4u << 20);
  ASSERT_TRUE(ws.ok()) << ws.status().ToString();
  ASSERT_TRUE(ws->own_fs());
  EXPECT_TRUE(IsWorkspaceFs(ws->root()));
  auto [written, err] = Fill(ws->root() / "big.bin", 64u << 20);
  EXPECT_EQ(err, ENOSPC);
  EXPECT_LE(written, 4u << 20);
  EXPECT_GE(written, 3u << 20);
  EXPECT_LE(ws->DiskUsage(), 4u << 20);
  EXPECT_GE(ws->DiskUsage(), 3u << 20);
  ASSERT_TRUE(ws->Remove().ok());
  EXPECT_FALSE(fs::exists(base_ / "ws"));
}

TEST_F(WorkspaceFsTest, DeepPathsAndManyFilesCountAgainstTheSameLimit) {
  auto ws = Workspace::Create(base_ / "ws", {}, {}, std::nullopt, 2u << 20);
  ASSERT_TRUE(ws.ok()) << ws.status().ToString();
  // Past PATH_MAX from the root: reachable only relative to an open directory.
  int dir = ::open(ws->root().c_str(), O_DIRECTORY | O_RDONLY);
  ASSERT_GE(dir, 0);
  const std::string name(200, 'd');
  for (int i = 0; i < 30; ++i) {
    ASSERT_EQ(::mkdirat(dir, name.c_str(), 0755), 0) << std::strerror(errno);
    int next = ::openat(dir, name.c_str(), O_DIRECTORY | O_RDONLY);
    ::close(dir);
    dir = next;
  }
  int err = 0;
  std::uint64_t written = 0;
  const std::string chunk(64 << 10, 'x');
  for (int i = 0; i < 1000 && err == 0; ++i) {
    int fd = ::openat(dir, ("f" + std::to_string(i)).c_str(), O_WRONLY | O_CREAT, 0644);
    if (fd < 0) {
      err = errno;
      break;
    }
    ssize_t n = ::write(fd, chunk.data(), chunk.size());
    if (n < 0) err = errno;
    if (n > 0) written += static_cast<std::uint64_t>(n);
    ::close(fd);
  }
  ::close(dir);
  EXPECT_EQ(err, ENOSPC);
  EXPECT_LE(written, 2u << 20);
  EXPECT_LE(ws->DiskUsage(), 2u << 20);
  ASSERT_TRUE(ws->Remove().ok());
  EXPECT_FALSE(fs::exists(base_ / "ws"));
}

TEST_F(WorkspaceFsTest, KeepLeavesAPlainDirectoryWithTheFiles) {
  auto ws = Workspace::Create(base_ / "ws", {{base_ / "model.py", "model.py", true}}, {"kernels"},
                              std::nullopt, 1u << 20);
  ASSERT_TRUE(ws.ok()) << ws.status().ToString();
  std::ofstream(ws->root() / "kernels" / "k.cpp") << "kernel";
  ASSERT_TRUE(ws->Keep().ok());
  EXPECT_FALSE(IsWorkspaceFs(base_ / "ws"));
  std::ifstream in(base_ / "ws" / "kernels" / "k.cpp");
  std::string text;
  in >> text;
  EXPECT_EQ(text, "kernel");
  EXPECT_TRUE(fs::exists(base_ / "ws" / "model.py"));
}

TEST_F(WorkspaceFsTest, UnmountingStackedFilesystemsLeavesThePlainDirectory) {
  const fs::path dir = base_ / "stacked";
  fs::create_directories(dir);
  ASSERT_TRUE(MountWorkspaceFs(dir, 1 << 20, nullptr));
  ASSERT_TRUE(MountWorkspaceFs(dir, 1 << 20, nullptr));
  UnmountWorkspaceFs(dir);
  EXPECT_FALSE(IsWorkspaceFs(dir));
  EXPECT_FALSE(WorkspaceFsUsedBytes(dir).has_value());
}

}  // namespace
}  // namespace warpgym
