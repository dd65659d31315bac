// KernelProfile on the CPU: the summary names the operators run while it recorded, with their
// counts, and nothing run after Finish; a second Finish is refused.
#include "trainer/train/kernel_profile.h"

#include <ATen/ATen.h>
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <sstream>

namespace warpgym::train {
namespace {

std::string Read(const std::string& path) {
  std::ifstream in(path);
  std::stringstream s;
  s << in.rdbuf();
  return s.str();
}

TEST(KernelProfile, NamesWhatRanWhileRecording) {
  const std::string dir = testing::TempDir() + "/kernel_profile";
  std::filesystem::remove_all(dir);
  at::Tensor a = at::randn({64, 64});
  std::string path;
  {
    KernelProfile profile(dir, "phase", /*cuda=*/false);
    for (int i = 0; i < 7; ++i) a = at::mm(a, a).tanh();
    ASSERT_TRUE(profile.Finish(&path).ok());
    EXPECT_FALSE(profile.Finish().ok());  // once
  }
  at::sigmoid(a);  // after Finish: not in the summary
  EXPECT_EQ(path, dir + "/kernels-phase.md");
  const std::string text = Read(path);
  EXPECT_NE(text.find("# phase: CPU operators"), std::string::npos) << text;
  EXPECT_NE(text.find("device busy"), std::string::npos) << text;
  EXPECT_NE(text.find("| `aten::mm` | 7 |"), std::string::npos) << text;
  EXPECT_NE(text.find("| `aten::tanh` | 7 |"), std::string::npos) << text;
  EXPECT_EQ(text.find("sigmoid"), std::string::npos) << text;
}

TEST(KernelProfile, AnUnfinishedProfileStopsRecordingAndWritesNothing) {
  const std::string dir = testing::TempDir() + "/kernel_profile_unfinished";
  std::filesystem::remove_all(dir);
  { KernelProfile profile(dir, "dropped", /*cuda=*/false); }
  EXPECT_FALSE(std::filesystem::exists(dir + "/kernels-dropped.md"));
  KernelProfile again(dir, "again", /*cuda=*/false);  // the profiler was released
  at::Tensor x = at::ones({4}).exp();
  EXPECT_TRUE(again.Finish().ok());
}

}  // namespace
}  // namespace warpgym::train
