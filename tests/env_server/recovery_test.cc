#include "env_server/recovery.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>
#include <nlohmann/json.hpp>

#include "tests/support/temp_dir.h"

namespace warpgym {
namespace {
namespace fs = std::filesystem;

class RecoveryTest : public ::testing::Test {
 protected:
  void SetUp() override {
    dir_ = testing::FreshTestDir("warpgym_recovery");
    fs::create_directories(dir_ / "trajectories");
    fs::create_directories(dir_ / "episodes");
    fs::create_directories(dir_ / "private");
  }
  void TearDown() override { fs::remove_all(dir_); }
  void WriteLog(const std::string& id, const std::vector<std::string>& events) {
    std::ofstream out(dir_ / "trajectories" / (id + ".jsonl"));
    for (const auto& e : events) out << nlohmann::json{{"event", e}}.dump() << "\n";
  }
  std::string LastEvent(const std::string& id, std::string* reason = nullptr) {
    std::ifstream in(dir_ / "trajectories" / (id + ".jsonl"));
    std::string line, last;
    while (std::getline(in, line)) last = line;
    auto j = nlohmann::json::parse(last);
    if (reason) *reason = j.value("reason", "");
    return j["event"];
  }
  fs::path dir_;
};

TEST_F(RecoveryTest, ClosesInterruptedLogsAndRemovesStaleDirectories) {
  WriteLog("done", {"reset", "step", "close"});
  WriteLog("open", {"reset", "step", "step"});
  WriteLog("fresh", {"reset"});
  fs::create_directories(dir_ / "episodes" / "open" / "locked" / "deep");
  std::ofstream(dir_ / "episodes" / "open" / "locked" / "deep" / "f") << "x";
  fs::permissions(dir_ / "episodes" / "open" / "locked", fs::perms::owner_read);
  fs::create_directories(dir_ / "private" / "open");

  auto aborted = RecoverInterruptedEpisodes(dir_);
  std::sort(aborted.begin(), aborted.end());
  EXPECT_EQ(aborted, (std::vector<std::string>{"fresh", "open"}));
  std::string reason;
  EXPECT_EQ(LastEvent("open", &reason), "close");
  EXPECT_EQ(reason, "server_restart");
  EXPECT_EQ(LastEvent("done", &reason), "close");
  EXPECT_EQ(reason, "");
  EXPECT_TRUE(fs::is_empty(dir_ / "episodes"));
  EXPECT_TRUE(fs::is_empty(dir_ / "private"));
  // A second recovery finds nothing left to do.
  EXPECT_TRUE(RecoverInterruptedEpisodes(dir_).empty());
}

TEST_F(RecoveryTest, ToleratesAMissingOrTornLog) {
  std::ofstream(dir_ / "trajectories" / "torn.jsonl") << "{\"event\": \"reset\"}\n{\"event\": \"st";
  auto aborted = RecoverInterruptedEpisodes(dir_);
  EXPECT_EQ(aborted, std::vector<std::string>{"torn"});
  fs::remove_all(dir_ / "trajectories");
  EXPECT_TRUE(RecoverInterruptedEpisodes(dir_).empty());
}

TEST_F(RecoveryTest, OneServerPerWorkdir) {
  auto first = WorkdirLock::Acquire(dir_);
  ASSERT_TRUE(first.ok());
  EXPECT_EQ(WorkdirLock::Acquire(dir_).status().code(), ErrorCode::kUnavailable);
  { WorkdirLock released = std::move(first.value()); }
  EXPECT_TRUE(WorkdirLock::Acquire(dir_).ok());
}

}  // namespace
}  // namespace warpgym
