#include "env_server/subprocess.h"

#include <gtest/gtest.h>

#include <chrono>
#include <filesystem>
#include <thread>

namespace warpgym {
namespace {

ProcessSpec Bash(const std::string& command, int timeout_ms = 10'000) {
  ProcessSpec spec;
  spec.argv = {"/bin/bash", "-c", command};
  spec.env = {"PATH=/usr/bin:/bin"};
  spec.cwd = std::filesystem::temp_directory_path();
  spec.timeout = std::chrono::milliseconds(timeout_ms);
  return spec;
}

TEST(Subprocess, CapturesOutputAndExitCode) {
  ProcessResult r = RunProcess(Bash("echo out; echo err >&2; exit 7"));
  ASSERT_TRUE(r.spawn_status.ok());
  EXPECT_EQ(r.exit_code, 7);
  EXPECT_FALSE(r.timed_out);
  EXPECT_NE(r.output.find("out"), std::string::npos);
  EXPECT_NE(r.output.find("err"), std::string::npos);
}

TEST(Subprocess, TimeoutKillsTheWholeGroup) {
  auto marker = std::filesystem::temp_directory_path() / "warpgym_subprocess_marker";
  std::filesystem::remove(marker);
  auto start = std::chrono::steady_clock::now();
  ProcessResult r = RunProcess(Bash("(sleep 2; touch " + marker.string() + ") & sleep 30", 300));
  EXPECT_TRUE(r.timed_out);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
  std::this_thread::sleep_for(std::chrono::milliseconds(2500));
  EXPECT_FALSE(std::filesystem::exists(marker)) << "a background child survived the kill";
}

TEST(Subprocess, WatchReturningFalseStopsTheCallEarly) {
  auto file = std::filesystem::temp_directory_path() / "warpgym_subprocess_watch";
  std::filesystem::remove(file);
  int checks = 0;
  ProcessSpec spec = Bash("sleep 0.3; touch " + file.string() + "; sleep 30", 20'000);
  spec.watch = [&] {
    ++checks;
    return !std::filesystem::exists(file);
  };
  spec.watch_interval = std::chrono::milliseconds(100);
  auto start = std::chrono::steady_clock::now();
  ProcessResult r = RunProcess(spec);
  EXPECT_TRUE(r.stopped_by_watch);
  EXPECT_FALSE(r.timed_out);
  EXPECT_GE(checks, 2);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(5));
  std::filesystem::remove(file);
}

TEST(Subprocess, WatchIsNotCalledAfterTheChildExits) {
  int checks = 0;
  ProcessSpec spec = Bash("echo done");
  spec.watch = [&] {
    ++checks;
    return false;
  };
  spec.watch_interval = std::chrono::milliseconds(5'000);
  ProcessResult r = RunProcess(spec);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_FALSE(r.stopped_by_watch);
  EXPECT_EQ(checks, 0);
}

TEST(Subprocess, BackgroundChildrenDoNotHoldTheCallOpen) {
  auto start = std::chrono::steady_clock::now();
  ProcessResult r = RunProcess(Bash("sleep 20 & echo started"));
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_FALSE(r.timed_out);
  EXPECT_LT(std::chrono::steady_clock::now() - start, std::chrono::seconds(3));
}

TEST(Subprocess, OutputFloodIsCappedWithMarker) {
  ProcessSpec spec = Bash("head -c 5000000 /dev/zero | tr '\\0' 'a'; echo TAIL");
  spec.output_limit = 4096;
  ProcessResult r = RunProcess(spec);
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_GE(r.output_bytes, 5000000u);
  EXPECT_LT(r.output.size(), 4200u);
  EXPECT_NE(r.output.find("bytes truncated"), std::string::npos);
  EXPECT_NE(r.output.find("TAIL"), std::string::npos) << "the tail must survive";
}

TEST(Subprocess, ReportsSignalsAndMissingPrograms) {
  ProcessResult killed = RunProcess(Bash("kill -SEGV $$"));
  EXPECT_EQ(killed.term_signal, SIGSEGV);
  ProcessSpec missing = Bash("");
  missing.argv = {"/nonexistent/program"};
  EXPECT_EQ(RunProcess(missing).exit_code, 127);
}

TEST(Subprocess, ChildSeesOnlyTheGivenEnvironmentAndCwd) {
  ProcessSpec spec = Bash("echo \"[$SECRET_TOKEN] $(pwd)\"");
  spec.cwd = "/";
  setenv("SECRET_TOKEN", "leak", 1);
  ProcessResult r = RunProcess(spec);
  unsetenv("SECRET_TOKEN");
  EXPECT_EQ(r.output, "[] /\n");
}

TEST(CapText, KeepsHeadAndTail) {
  std::string text = std::string(1000, 'h') + std::string(1000, 't');
  std::string capped = CapText(text, 400);
  EXPECT_LT(capped.size(), 460u);
  EXPECT_EQ(capped.front(), 'h');
  EXPECT_EQ(capped.back(), 't');
  EXPECT_NE(capped.find("[... 1600 bytes truncated ...]"), std::string::npos);
  EXPECT_EQ(CapText("short", 400), "short");
}

}  // namespace
}  // namespace warpgym

namespace warpgym {
namespace {

TEST(Subprocess, ServiceAnswersRequestLinesOnDescriptor3) {
  ProcessSpec spec =
      Bash(R"(echo "one" >&3; read -r a <&3; echo "two" >&3; read -r b <&3; echo "$a|$b")");
  int calls = 0;
  spec.service = [&calls](const std::string& request) {
    return "re:" + request + ":" + std::to_string(++calls);
  };
  ProcessResult r = RunProcess(spec);
  ASSERT_TRUE(r.spawn_status.ok());
  EXPECT_EQ(r.exit_code, 0);
  EXPECT_EQ(r.output, "re:one:1|re:two:2\n");
  EXPECT_EQ(calls, 2);
}

TEST(Subprocess, WithoutServiceDescriptor3IsClosed) {
  ProcessResult r = RunProcess(Bash("{ echo x >&3; } 2>/dev/null || echo closed"));
  EXPECT_EQ(r.output, "closed\n");
}

}  // namespace
}  // namespace warpgym
