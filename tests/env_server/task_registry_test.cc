#include "env_server/task_registry.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <fstream>

namespace warpgym {
namespace {
namespace fs = std::filesystem;

TEST(TaskRegistry, LoadsKernelBenchLayout) {
  fs::path dir = fs::temp_directory_path() / ("warpgym_tasks_" + std::to_string(::getpid()));
  fs::remove_all(dir);
  fs::create_directories(dir / "level1");
  fs::create_directories(dir / "level2");
  fs::create_directories(dir / "solutions" / "level1");
  std::ofstream(dir / "level1" / "19_ReLU.py") << "x";
  std::ofstream(dir / "level1" / "2_Sigmoid.py") << "x";
  std::ofstream(dir / "level1" / "notes.txt") << "x";
  std::ofstream(dir / "level1" / "helper.py") << "x";  // not {id}_{Name}.py
  std::ofstream(dir / "level2" / "1_Gemm_ReLU.py") << "x";
  std::vector<std::string> warnings;
  auto reg = TaskRegistry::Load({dir, dir}, &warnings);
  ASSERT_TRUE(reg.ok()) << reg.status().ToString();
  ASSERT_EQ(reg->tasks().size(), 3u);
  EXPECT_EQ(reg->tasks()[0].name, "level1/19_ReLU");
  EXPECT_EQ(reg->tasks()[2].level, 2);
  EXPECT_EQ(warnings.size(), 3u);  // the second copy of each
  ASSERT_NE(reg->Find("level2/1_Gemm_ReLU"), nullptr);
  EXPECT_TRUE(reg->Find("level2/1_Gemm_ReLU")->file.is_absolute());
  EXPECT_EQ(reg->Find("level9/nope"), nullptr);
  fs::remove_all(dir);
}

TEST(TaskRegistry, ErrorsOnMissingOrEmptyDirectories) {
  EXPECT_EQ(TaskRegistry::Load({"/nonexistent/tasks"}).status().code(), ErrorCode::kNotFound);
  fs::path empty =
      fs::temp_directory_path() / ("warpgym_tasks_empty_" + std::to_string(::getpid()));
  fs::create_directories(empty);
  EXPECT_FALSE(TaskRegistry::Load({empty}).ok());
  fs::remove_all(empty);
}

TEST(TaskRegistry, LoadsTheBundledDemoTasks) {
  auto reg = TaskRegistry::Load({fs::path(WARPGYM_SOURCE_DIR) / "tasks" / "demo"});
  ASSERT_TRUE(reg.ok()) << reg.status().ToString();
  EXPECT_GE(reg->tasks().size(), 8u);
  std::set<int> levels;
  for (const auto& t : reg->tasks()) levels.insert(t.level);
  EXPECT_EQ(levels, (std::set<int>{1, 2, 3}));
}

}  // namespace
}  // namespace warpgym
