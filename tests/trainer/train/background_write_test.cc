// trainer/train/background_write.h and the two-part saves it runs: a checkpoint prepared before
// the learner trains on holds the prepared step's weights and moments once written, on either
// dtype; writes run in order, one at a time, and every failure reaches the caller.
#include "trainer/train/background_write.h"

#include <gtest/gtest.h>
#include <unistd.h>

#include <atomic>
#include <chrono>
#include <filesystem>
#include <stdexcept>
#include <thread>
#include <vector>

#include "tests/trainer/tiny_transformer.h"
#include "trainer/train/learner.h"
#include "trainer/train/token_batch.h"

namespace warpgym::train {
namespace {

namespace fs = std::filesystem;

TEST(BackgroundWriteTest, WritesRunInOrderOneAtATime) {
  std::vector<int> order;
  std::atomic<int> running = 0, most = 0;
  BackgroundWrite writing;
  for (int i = 0; i < 4; ++i)
    ASSERT_TRUE(writing
                    .Start([&, i] {
                      most = std::max(most.load(), ++running);
                      std::this_thread::sleep_for(std::chrono::milliseconds(20));
                      order.push_back(i);
                      --running;
                      return Status::Ok();
                    })
                    .ok());
  EXPECT_TRUE(writing.in_flight());
  EXPECT_TRUE(writing.Wait().ok());
  EXPECT_FALSE(writing.in_flight());
  EXPECT_EQ(order, (std::vector<int>{0, 1, 2, 3}));
  EXPECT_EQ(most.load(), 1);
}

TEST(BackgroundWriteTest, AFailureComesBackFromTheNextStartWhichThenStartsNothing) {
  BackgroundWrite writing;
  ASSERT_TRUE(writing.Start([] { return Status::Internal("disk full"); }).ok());
  bool second_ran = false;
  const Status s = writing.Start([&] {
    second_ran = true;
    return Status::Ok();
  });
  EXPECT_FALSE(s.ok());
  EXPECT_EQ(s.message(), "disk full");
  EXPECT_FALSE(writing.in_flight());
  EXPECT_FALSE(second_ran);
}

TEST(BackgroundWriteTest, AnExceptionIsAnInternalStatus) {
  BackgroundWrite writing;
  ASSERT_TRUE(writing.Start([]() -> Status { throw std::runtime_error("no space"); }).ok());
  const Status s = writing.Wait();
  EXPECT_FALSE(s.ok());
  EXPECT_NE(s.message().find("no space"), std::string::npos) << s.message();
}

TEST(BackgroundWriteTest, TheDestructorWaitsForTheWriteInFlight) {
  std::atomic<bool> done = false;
  {
    BackgroundWrite writing;
    ASSERT_TRUE(writing
                    .Start([&] {
                      std::this_thread::sleep_for(std::chrono::milliseconds(50));
                      done = true;
                      return Status::Ok();
                    })
                    .ok());
  }
  EXPECT_TRUE(done.load());
}

class PreparedCheckpointTest : public ::testing::TestWithParam<at::ScalarType> {
 protected:
  void SetUp() override {
    dir_ = fs::temp_directory_path() / ("wg-prepared-ckpt-" + std::to_string(::getpid()));
    fs::remove_all(dir_);
  }
  void TearDown() override { fs::remove_all(dir_); }
  fs::path dir_;
};

// One AdamW step on every parameter, in place (as the next PPO step's update is).
void Step(Learner& learner) {
  learner.optimizer->ZeroGrad();
  for (at::Tensor& p : learner.params) p.mutable_grad() = at::ones_like(p);
  DataParallel solo;
  learner.optimizer->ApplyGradients(solo, 0.0);
}

TEST_P(PreparedCheckpointTest, HoldsThePreparedStepNotTheUpdatesAfterIt) {
  Learner learner{testing::TinyQwen2(/*value_head=*/true), {}, nullptr};
  learner.params = TrainableParameters(learner.model);
  learner.optimizer = std::make_unique<AdamW>(learner.params, AdamWOptions{.lr = 0.1});
  Step(learner);  // moments and a step count worth saving
  std::vector<at::Tensor> at_prepare;
  for (const at::Tensor& p : learner.params) at_prepare.push_back(p.detach().clone());

  std::function<Status()> write = PrepareCheckpoint(learner, dir_.string(), "", GetParam());
  Step(learner);  // trains on (the parameters are CPU tensors: a view would see this)
  Step(learner);
  ASSERT_TRUE(write().ok());

  auto resumed = LoadLearner(dir_.string(), /*value_head=*/true, AdamWOptions{.lr = 0.1},
                             /*with_optimizer_state=*/true);
  ASSERT_TRUE(resumed.ok()) << resumed.status().message();
  ASSERT_EQ(resumed->params.size(), at_prepare.size());
  for (size_t i = 0; i < at_prepare.size(); ++i)
    EXPECT_TRUE(at::equal(resumed->params[i], at_prepare[i])) << "parameter " << i;
  EXPECT_EQ(resumed->optimizer->steps(), 1);

  // Resumed from the prepared step, two more steps give what the learner reached.
  Step(resumed.value());
  Step(resumed.value());
  for (size_t i = 0; i < at_prepare.size(); ++i)
    EXPECT_TRUE(at::allclose(resumed->params[i], learner.params[i], 0, 0)) << "parameter " << i;
}

INSTANTIATE_TEST_SUITE_P(StoredDtypes, PreparedCheckpointTest,
                         ::testing::Values(at::kFloat, at::kBFloat16));

}  // namespace
}  // namespace warpgym::train
