#include "env_server/gpu/task_memory.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <fstream>
#include <limits>

namespace warpgym {
namespace {

constexpr std::uint64_t kMiB = 1ull << 20, kGiB = 1ull << 30;

nlohmann::json Provenance(double gpu_reserved_mb, double host_rss_mb) {
  return {{"peak_memory_mb", {{"gpu_reserved", gpu_reserved_mb}, {"host_rss", host_rss_mb}}}};
}

TEST(TaskMemory, UnknownTasksGetTheFairShareAndVerdictsTeachTheNeed) {
  TaskMemory mem("cuda", 35 * kGiB, 141 * kGiB);
  EXPECT_EQ(mem.Need("level1/19_ReLU"), 35 * kGiB);
  mem.Record("level1/19_ReLU", Provenance(8192, 3000));
  // Trusted process and candidate, each with a CUDA context, and a quarter on top.
  const std::uint64_t want = static_cast<std::uint64_t>(2.5 * double(8192 * kMiB + 768 * kMiB));
  EXPECT_EQ(mem.Need("level1/19_ReLU"), want);
  mem.Record("level1/19_ReLU", Provenance(1024, 3000));  // a lower peak does not shrink it
  EXPECT_EQ(mem.Need("level1/19_ReLU"), want);
  mem.Record("level1/19_ReLU", nlohmann::json());  // nothing to learn from
  mem.Record("level1/19_ReLU", {{"peak_memory_mb", "nonsense"}});
  EXPECT_EQ(mem.Need("level1/19_ReLU"), want);
  mem.Record("level1/1_Huge", Provenance(120 * 1024, 3000));  // capped at the largest device
  EXPECT_EQ(mem.Need("level1/1_Huge"), 141 * kGiB);
  EXPECT_EQ(mem.Need("level2/other"), 35 * kGiB);
}

TEST(TaskMemory, AbsurdPeaksAreClampedNotUndefined) {
  // A figure no device holds (a forged peak, an operator's file) becomes a bounded need: the
  // double is clamped before it is made an integer (UBSan checks the conversion).
  TaskMemory mem("cuda", 1 * kGiB, 0);
  mem.Record("t", Provenance(1e300, 0));
  EXPECT_GT(mem.Need("t"), 1000 * kGiB);
  EXPECT_LE(mem.Need("t"), static_cast<std::uint64_t>(2.5 * double((64ull << 40) + 768 * kMiB)));
  TaskMemory capped("cuda", 1 * kGiB, 141 * kGiB);
  capped.Record("t", Provenance(std::numeric_limits<double>::infinity(), 0));
  EXPECT_EQ(capped.Need("t"), 141 * kGiB);
}

TEST(TaskMemory, TheCpuBackendReadsTheResidentPeak) {
  TaskMemory mem("cpu", 1 * kGiB, 0);
  mem.Record("t", Provenance(0, 2048));
  EXPECT_EQ(mem.Need("t"), static_cast<std::uint64_t>(2.5 * double(2048 * kMiB)));
}

TEST(TaskMemory, SeededFromAScreenReport) {
  const auto dir =
      std::filesystem::temp_directory_path() / ("task-memory-" + std::to_string(::getpid()));
  std::filesystem::create_directories(dir);
  const auto report = dir / "screen.json";
  std::ofstream(report) << R"({"settings": {}, "tasks": [
      {"task": "level1/19_ReLU", "gpu_peak_mb": 4096},
      {"task": "level1/2_Bad", "gpu_peak_mb": null},
      {"task": 7}, "junk"]})";
  TaskMemory mem("cuda", 1 * kGiB, 0);
  auto n = mem.LoadScreen(report);
  ASSERT_TRUE(n.ok()) << n.status().ToString();
  EXPECT_EQ(n.value(), 1);
  EXPECT_GT(mem.Need("level1/19_ReLU"), 8 * kGiB);
  EXPECT_EQ(mem.Need("level1/2_Bad"), 1 * kGiB);
  std::ofstream(dir / "bad.json") << "{not json";
  EXPECT_EQ(mem.LoadScreen(dir / "bad.json").status().code(), ErrorCode::kInvalidArgument);
  EXPECT_EQ(mem.LoadScreen(dir / "missing.json").status().code(), ErrorCode::kNotFound);
  std::filesystem::remove_all(dir);
}

}  // namespace
}  // namespace warpgym
