#include "env_server/workspace.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>

#include "tests/support/temp_dir.h"

namespace warpgym {
namespace {
namespace fs = std::filesystem;

class WorkspaceTest : public ::testing::Test {
 protected:
  void SetUp() override {
    base_ = testing::FreshTestDir("warpgym_ws_test");
    fs::create_directories(base_ / "src");
    std::ofstream(base_ / "src" / "model.py") << "reference";
    std::ofstream(base_ / "src" / "free.txt") << "free";
    auto ws = Workspace::Create(base_ / "ws",
                                {{base_ / "src" / "model.py", "model.py", true},
                                 {base_ / "src" / "free.txt", "notes/free.txt", false}},
                                {"kernels"});
    ASSERT_TRUE(ws.ok()) << ws.status().ToString();
    ws_.emplace(std::move(ws.value()));
  }
  void TearDown() override {
    if (ws_) (void)ws_->Remove();
    fs::remove_all(base_);
  }
  fs::path base_;
  std::optional<Workspace> ws_;
};

TEST_F(WorkspaceTest, CreatesLayoutAndNeverReusesARoot) {
  EXPECT_TRUE(fs::is_directory(ws_->root() / "kernels"));
  EXPECT_TRUE(fs::is_regular_file(ws_->root() / "notes" / "free.txt"));
  EXPECT_FALSE(Workspace::Create(base_ / "ws", {}, {}).ok());
}

TEST_F(WorkspaceTest, ResolvesOrdinaryPaths) {
  auto p = ws_->Resolve("kernels/new.cpp", true);
  ASSERT_TRUE(p.ok()) << p.status().ToString();
  EXPECT_EQ(p.value(), ws_->root() / "kernels" / "new.cpp");
  EXPECT_EQ(ws_->Resolve("", false).value(), ws_->root());
  EXPECT_EQ(ws_->Resolve("./kernels/", false).value(), ws_->root() / "kernels");
  EXPECT_TRUE(ws_->Resolve("deep/new/dir/file.txt", true).ok());
}

TEST_F(WorkspaceTest, RefusesEscapes) {
  EXPECT_FALSE(ws_->Resolve("../outside", false).ok());
  EXPECT_FALSE(ws_->Resolve("kernels/../../outside", false).ok());
  EXPECT_FALSE(ws_->Resolve("/etc/passwd", false).ok());
  EXPECT_FALSE(ws_->Resolve(std::string("a\0b", 3), true).ok());
  fs::create_symlink("/etc", ws_->root() / "etc_link");
  EXPECT_FALSE(ws_->Resolve("etc_link/passwd", false).ok());
  EXPECT_FALSE(ws_->Resolve("etc_link/newfile", true).ok());
  fs::create_symlink("/etc/passwd", ws_->root() / "passwd_link");
  EXPECT_FALSE(ws_->Resolve("passwd_link", false).ok());
  fs::create_symlink("/nonexistent_target", ws_->root() / "dangling");
  EXPECT_FALSE(ws_->Resolve("dangling", true).ok());
}

TEST_F(WorkspaceTest, ProtectsFilesEvenThroughSymlinks) {
  auto w = ws_->Resolve("model.py", true);
  EXPECT_EQ(w.status().code(), ErrorCode::kFailedPrecondition);
  EXPECT_TRUE(ws_->Resolve("model.py", false).ok());
  fs::create_symlink(ws_->root() / "model.py", ws_->root() / "alias.py");
  EXPECT_FALSE(ws_->Resolve("alias.py", true).ok());
  EXPECT_TRUE(ws_->Resolve("notes/free.txt", true).ok());
}

TEST_F(WorkspaceTest, ListsFilesAndRemovesEvenUnwritableTrees) {
  auto files = ws_->ListFiles();
  EXPECT_EQ(files, (std::vector<std::string>{"model.py", "notes/free.txt"}));
  fs::create_directories(ws_->root() / "locked" / "inner");
  std::ofstream(ws_->root() / "locked" / "inner" / "f") << "x";
  fs::permissions(ws_->root() / "locked", fs::perms::owner_read | fs::perms::owner_exec);
  EXPECT_TRUE(ws_->Remove().ok());
  EXPECT_FALSE(fs::exists(ws_->root()));
  EXPECT_TRUE(ws_->Remove().ok());  // twice is fine
}

}  // namespace
}  // namespace warpgym
