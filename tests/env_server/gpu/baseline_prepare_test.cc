#include "env_server/gpu/baseline_prepare.h"

#include <gtest/gtest.h>

#include <atomic>
#include <chrono>
#include <thread>
#include <vector>

namespace warpgym {
namespace {

TEST(BaselinePrepare, EachTaskIsBuiltOnceAndItsOtherCallersWaitForTheBuild) {
  BaselinePrepare prepare;
  std::atomic<int> builds{0}, ran{0}, returned_before_done{0};
  std::atomic<bool> done{false};
  std::vector<std::thread> callers;
  for (int i = 0; i < 8; ++i) {
    callers.emplace_back([&] {
      const bool mine = prepare.Once("level1/19_ReLU", [&] {
        ++builds;
        std::this_thread::sleep_for(std::chrono::milliseconds(200));  // the others arrive meanwhile
        done = true;
      });
      if (mine) ++ran;
      if (!done) ++returned_before_done;  // a waiter must not run the timed call before the build
    });
  }
  for (auto& t : callers) t.join();
  EXPECT_EQ(builds, 1);
  EXPECT_EQ(ran, 1);
  EXPECT_EQ(returned_before_done, 0);
  EXPECT_FALSE(prepare.Once("level1/19_ReLU", [&] { ++builds; }));  // later calls: nothing
  EXPECT_EQ(builds, 1);
}

TEST(BaselinePrepare, TasksAreIndependent) {
  BaselinePrepare prepare;
  int builds = 0;
  EXPECT_TRUE(prepare.Once("a", [&] { ++builds; }));
  EXPECT_TRUE(prepare.Once("b", [&] { ++builds; }));
  EXPECT_FALSE(prepare.Once("a", [&] { ++builds; }));
  EXPECT_EQ(builds, 2);
}

}  // namespace
}  // namespace warpgym
