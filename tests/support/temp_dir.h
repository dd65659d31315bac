// FreshTestDir: an empty directory of the system's temp dir, unique to this process and the
// running GoogleTest test, so tests run in parallel (ctest -j) never share files. Test-only.
#pragma once

#include <gtest/gtest.h>
#include <unistd.h>

#include <filesystem>
#include <string>

namespace warpgym::testing {

inline std::filesystem::path FreshTestDir(const std::string& prefix) {
  const auto* info = ::testing::UnitTest::GetInstance()->current_test_info();
  std::filesystem::path dir =
      std::filesystem::temp_directory_path() /
      (prefix + "_" + std::to_string(::getpid()) + "_" +
       (info ? std::string(info->test_suite_name()) + "." + info->name() : "global"));
  std::filesystem::remove_all(dir);
  std::filesystem::create_directories(dir);
  return dir;
}

}  // namespace warpgym::testing
