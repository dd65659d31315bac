#include "env_server/tools/file_tools.h"

#include <fcntl.h>
#include <gtest/gtest.h>
#include <sys/stat.h>
#include <unistd.h>

#include <fstream>

#include "env_server/tools/tool_registry.h"
#include "env_server/unique_fd.h"
#include "tests/support/temp_dir.h"

namespace warpgym {
namespace {
namespace fs = std::filesystem;
using json = nlohmann::json;

class FileToolsTest : public ::testing::Test {
 protected:
  void SetUp() override {
    base_ = testing::FreshTestDir("warpgym_ft");
    std::ofstream(base_ / "model.py") << "line0\nline1\nline2\nline3\n";
    auto ws =
        Workspace::Create(base_ / "ws", {{base_ / "model.py", "model.py", true}}, {"kernels"});
    ASSERT_TRUE(ws.ok());
    ws_.emplace(std::move(ws.value()));
    ctx_.emplace(ToolContext{.workspace = *ws_,
                             .harness = harness_,
                             .eval_call = {},
                             .output_limit = 1024,
                             .bash_env = {"PATH=/usr/bin:/bin"},
                             .devices = nullptr,
                             .task_memory = nullptr,
                             .task = {},
                             .sandbox = std::nullopt,
                             .workspace_quota_bytes = 0});
  }
  void TearDown() override {
    (void)ws_->Remove();
    fs::remove_all(base_);
  }
  ToolOutcome Run(const std::string& tool, const json& args) { return RunTool(tool, args, *ctx_); }

  fs::path base_;
  HarnessRunner harness_{HarnessConfig{}};
  std::optional<Workspace> ws_;
  std::optional<ToolContext> ctx_;
};

TEST_F(FileToolsTest, WriteReadEditRoundTrip) {
  EXPECT_FALSE(Run("write_file", {{"path", "kernels/a.cpp"}, {"content", "int x = 1;\n"}}).error);
  EXPECT_EQ(Run("read_file", {{"path", "kernels/a.cpp"}}).observation, "int x = 1;\n");
  EXPECT_FALSE(Run("edit_file", {{"path", "kernels/a.cpp"}, {"old", "1"}, {"new", "2"}}).error);
  EXPECT_EQ(Run("read_file", {{"path", "kernels/a.cpp"}}).observation, "int x = 2;\n");
}

TEST_F(FileToolsTest, ReadsLineRanges) {
  EXPECT_EQ(Run("read_file", {{"path", "model.py"}, {"offset", 1}, {"limit", 2}}).observation,
            "line1\nline2\n");
  EXPECT_EQ(Run("read_file", {{"path", "model.py"}, {"offset", 10}}).observation, "");
  EXPECT_EQ(Run("read_file", {{"path", "model.py"}, {"offset", -1}}).error->code, "bad_args");
}

TEST_F(FileToolsTest, EditNeedsExactlyOneOccurrence) {
  Run("write_file", {{"path", "f.txt"}, {"content", "aa bb aa"}});
  EXPECT_EQ(Run("edit_file", {{"path", "f.txt"}, {"old", "aa"}, {"new", "x"}}).error->code,
            "not_unique");
  EXPECT_EQ(Run("edit_file", {{"path", "f.txt"}, {"old", "zz"}, {"new", "x"}}).error->code,
            "not_found");
  EXPECT_EQ(Run("edit_file", {{"path", "f.txt"}, {"old", ""}, {"new", "x"}}).error->code,
            "bad_args");
  EXPECT_EQ(Run("edit_file", {{"path", "missing.txt"}, {"old", "a"}, {"new", "x"}}).error->code,
            "not_found");
}

TEST_F(FileToolsTest, ProtectedFilesAndEscapesAreRefused) {
  EXPECT_EQ(Run("write_file", {{"path", "model.py"}, {"content", "x"}}).error->code,
            "protected_file");
  EXPECT_EQ(Run("edit_file", {{"path", "model.py"}, {"old", "line0"}, {"new", "x"}}).error->code,
            "protected_file");
  EXPECT_EQ(Run("write_file", {{"path", "../evil"}, {"content", "x"}}).error->code, "path_denied");
  EXPECT_EQ(Run("read_file", {{"path", "/etc/passwd"}}).error->code, "path_denied");
  fs::create_symlink("/etc", ws_->root() / "etc");
  EXPECT_EQ(Run("read_file", {{"path", "etc/passwd"}}).error->code, "path_denied");
  EXPECT_EQ(Run("list_files", {{"path", "etc"}}).error->code, "path_denied");
  EXPECT_FALSE(fs::exists(base_ / "evil"));
}

TEST_F(FileToolsTest, FifosAndSocketsAreRefusedWithoutBlocking) {
  // A FIFO with no reader: opening it for writing would block the worker forever.
  ASSERT_EQ(::mkfifo((ws_->root() / "kernels" / "pipe.cu").c_str(), 0666), 0);
  ToolOutcome w = Run("write_file", {{"path", "kernels/pipe.cu"}, {"content", "x"}});
  ASSERT_TRUE(w.error.has_value());
  EXPECT_EQ(w.error->code, "bad_args");  // the agent's target, not the tool's failure
  EXPECT_NE(w.error->message.find("not a regular file"), std::string::npos) << w.error->message;
  EXPECT_EQ(Run("read_file", {{"path", "kernels/pipe.cu"}}).error->code, "bad_args");
  EXPECT_TRUE(Run("edit_file", {{"path", "kernels/pipe.cu"}, {"old", "a"}, {"new", "b"}}).error);
  // A FIFO with a reader: open succeeds, the file type check refuses it.
  UniqueFd reader(::open((ws_->root() / "kernels" / "pipe.cu").c_str(), O_RDONLY | O_NONBLOCK));
  ASSERT_GE(reader.get(), 0);
  ToolOutcome w2 = Run("write_file", {{"path", "kernels/pipe.cu"}, {"content", "x"}});
  ASSERT_TRUE(w2.error.has_value());
  EXPECT_NE(w2.error->message.find("not a regular file"), std::string::npos) << w2.error->message;
  char c;
  EXPECT_LE(::read(reader.get(), &c, 1), 0) << "nothing was written into the FIFO";
}

TEST_F(FileToolsTest, BadArgumentTypesAreExplained) {
  EXPECT_EQ(Run("write_file", {{"path", 3}, {"content", "x"}}).error->code, "bad_args");
  EXPECT_EQ(Run("write_file", {{"path", "a"}}).error->code, "bad_args");
  EXPECT_EQ(Run("read_file", json::object()).error->code, "bad_args");
  EXPECT_EQ(Run("write_file", {{"path", "kernels"}, {"content", "x"}}).error->code, "bad_args");
  EXPECT_EQ(Run("read_file", {{"path", "kernels"}}).error->code, "bad_args");
  EXPECT_EQ(Run("frobnicate", json::object()).error->code, "unknown_tool");
}

TEST_F(FileToolsTest, LargeContentIsRefusedAndLargeOutputCapped) {
  EXPECT_EQ(Run("write_file", {{"path", "big"}, {"content", std::string(kMaxWriteBytes + 1, 'x')}})
                .error->code,
            "too_large");
  EXPECT_FALSE(Run("write_file", {{"path", "big"}, {"content", std::string(100000, 'x')}}).error);
  ToolOutcome read = Run("read_file", {{"path", "big"}});
  EXPECT_LT(read.observation.size(), 1200u);
  EXPECT_NE(read.observation.find("bytes truncated"), std::string::npos);
}

TEST_F(FileToolsTest, ListsFiles) {
  Run("write_file", {{"path", "kernels/k.cpp"}, {"content", "abc"}});
  std::string listing = Run("list_files", json::object()).observation;
  EXPECT_NE(listing.find("kernels/k.cpp  (3 bytes)"), std::string::npos);
  EXPECT_NE(listing.find("model.py"), std::string::npos);
}

TEST_F(FileToolsTest, BashRunsInTheWorkspaceWithTimeout) {
  ToolOutcome ok = Run("bash", {{"command", "pwd; exit 4"}});
  EXPECT_NE(ok.observation.find(ws_->root().string()), std::string::npos);
  EXPECT_NE(ok.observation.find("[exit code 4]"), std::string::npos);
  ToolOutcome slow = Run("bash", {{"command", "sleep 30"}, {"timeout_s", 1}});
  EXPECT_EQ(slow.error->code, "timeout");
  EXPECT_EQ(Run("bash", {{"command", "true"}, {"timeout_s", 0}}).error->code, "bad_args");
}

TEST(ToolRegistry, ParsesActionsAndPublishesSchemas) {
  std::string tool;
  json args;
  EXPECT_FALSE(ParseAction({{"tool", "bash"}, {"args", {{"command", "ls"}}}}, &tool, &args));
  EXPECT_EQ(tool, "bash");
  EXPECT_FALSE(ParseAction(R"({"tool": "compile"})", &tool, &args));
  EXPECT_EQ(args, json::object());
  EXPECT_EQ(ParseAction("not json", &tool, &args)->error->code, "bad_action");
  EXPECT_EQ(ParseAction(json::array(), &tool, &args)->error->code, "bad_action");
  EXPECT_EQ(ParseAction({{"tool", "bash"}, {"args", 5}}, &tool, &args)->error->code, "bad_args");
  ASSERT_EQ(ToolSchemas().size(), 9u);
  for (const json& t : ToolSchemas()) {
    EXPECT_EQ(t["type"], "function");
    EXPECT_EQ(t["function"]["parameters"]["type"], "object");
  }
}

}  // namespace
}  // namespace warpgym
