// trainer/train/ppo_update.h's target_kl: the actor's steps end at the first mini-batch whose
// approx KL to the old policy passes 1.5 × target_kl; the critic's go on. Micro-batches: the same
// steps as whole mini-batches.
#include "trainer/train/ppo_update.h"

#include <gtest/gtest.h>

#include "tests/trainer/train/ppo_fixture.h"

namespace warpgym::train {
namespace {

PpoConfig ThreeEpochs(double target_kl) {
  PpoConfig c = Config();
  c.epochs = 3;
  c.minibatches = 2;
  c.target_kl = target_kl;
  return c;
}

bool SameParameters(const Learner& a, const Learner& b) {
  for (size_t i = 0; i < a.params.size(); ++i)
    if (!at::equal(a.params[i], b.params[i])) return false;
  return true;
}

TEST(PpoUpdateTest, WithoutTargetKlEveryMiniBatchStepsTheActor) {
  const std::vector<rl::Trajectory> data = Batch();
  Learner actor = MakeLearner(false), critic = MakeLearner(true);
  const PpoMetrics m = PpoUpdate(actor, critic, Pointers(data, {0, 1, 2, 3}), ThreeEpochs(0), 1.0);
  EXPECT_EQ(m.optimizer_steps, 6);
  EXPECT_EQ(m.actor_steps, 6);
  EXPECT_GT(m.approx_kl, 0);  // the later mini-batches see a moved policy
}

TEST(PpoUpdateTest, TargetKlStopsTheActorButNotTheCritic) {
  const std::vector<rl::Trajectory> data = Batch();
  // The first mini-batch's KL is 0 (nothing moved yet): it steps; the second sees the moved
  // policy, whose KL passes any tiny target, and the actor stops there.
  Learner actor = MakeLearner(false), critic = MakeLearner(true);
  const PpoMetrics m =
      PpoUpdate(actor, critic, Pointers(data, {0, 1, 2, 3}), ThreeEpochs(1e-12), 1.0);
  EXPECT_EQ(m.actor_steps, 1);
  EXPECT_EQ(m.optimizer_steps, 6);
  EXPECT_EQ(m.ToJson()["actor_steps"], 1);

  EXPECT_FALSE(SameParameters(actor, MakeLearner(false))) << "the first step was taken";
  // The critic took all six steps, as without target_kl; the actor did not.
  Learner actor2 = MakeLearner(false), critic2 = MakeLearner(true);
  const PpoMetrics m2 =
      PpoUpdate(actor2, critic2, Pointers(data, {0, 1, 2, 3}), ThreeEpochs(0), 1.0);
  EXPECT_TRUE(SameParameters(critic, critic2)) << "the critic's steps do not depend on the actor's";
  EXPECT_FALSE(SameParameters(actor, actor2)) << "the actor stopped early";
  EXPECT_EQ(m2.actor_steps, 6);
}

TEST(PpoUpdateTest, ALargeTargetKlNeverStops) {
  const std::vector<rl::Trajectory> data = Batch();
  Learner actor = MakeLearner(false), critic = MakeLearner(true);
  Learner actor2 = MakeLearner(false), critic2 = MakeLearner(true);
  const PpoMetrics m =
      PpoUpdate(actor, critic, Pointers(data, {0, 1, 2, 3}), ThreeEpochs(1e9), 1.0);
  PpoUpdate(actor2, critic2, Pointers(data, {0, 1, 2, 3}), ThreeEpochs(0), 1.0);
  EXPECT_EQ(m.actor_steps, 6);
  EXPECT_TRUE(SameParameters(actor, actor2));
}

TEST(PpoUpdateTest, SkipUniformRewardsLeavesTheActorAloneOnABatchOfEqualRewards) {
  std::vector<rl::Trajectory> data = Batch();
  for (rl::Trajectory& t : data) t.reward = 1.0;  // every episode alike: no action did better
  PpoConfig c = ThreeEpochs(0);
  c.skip_uniform_rewards = true;
  Learner actor = MakeLearner(false), critic = MakeLearner(true);
  const PpoMetrics m = PpoUpdate(actor, critic, Pointers(data, {0, 1, 2, 3}), c, 1.0);
  EXPECT_EQ(m.actor_steps, 0);
  EXPECT_EQ(m.optimizer_steps, 6);
  EXPECT_TRUE(SameParameters(actor, MakeLearner(false)));
  EXPECT_FALSE(SameParameters(critic, MakeLearner(true))) << "the critic still fits the returns";

  // Off, the same batch moves the actor: whitening scaled the critic's error up to unit size.
  c.skip_uniform_rewards = false;
  Learner actor2 = MakeLearner(false), critic2 = MakeLearner(true);
  EXPECT_EQ(PpoUpdate(actor2, critic2, Pointers(data, {0, 1, 2, 3}), c, 1.0).actor_steps, 6);
  EXPECT_FALSE(SameParameters(actor2, MakeLearner(false)));

  // One different reward is a signal: the actor steps.
  data[2].reward = 3.0;
  c.skip_uniform_rewards = true;
  Learner actor3 = MakeLearner(false), critic3 = MakeLearner(true);
  EXPECT_EQ(PpoUpdate(actor3, critic3, Pointers(data, {0, 1, 2, 3}), c, 1.0).actor_steps, 6);
}

// Measures the actor's entropy on `data` without a step (epochs 0: only the no-grad pass).
double EntropyOf(Learner& actor, const std::vector<rl::Trajectory>& data, PpoConfig c) {
  c.epochs = 0;
  Learner critic = MakeLearner(true);
  return PpoUpdate(actor, critic, Pointers(data, {0, 1, 2, 3}), c, 1.0).entropy;
}

TEST(PpoUpdateTest, EntropyCoefRaisesThePolicysEntropy) {
  // The same batch and steps, with and without the bonus: the plain update sharpens the random
  // (near-uniform) policy, and with a large bonus the actor ends with a higher entropy than that.
  const std::vector<rl::Trajectory> data = Batch();
  PpoConfig c = ThreeEpochs(0);
  const auto entropy_after = [&](double coef) {
    c.entropy_coef = coef;
    Learner actor = MakeLearner(false), critic = MakeLearner(true);
    const PpoMetrics m = PpoUpdate(actor, critic, Pointers(data, {0, 1, 2, 3}), c, 1.0);
    EXPECT_EQ(m.actor_steps, 6);
    return EntropyOf(actor, data, c);
  };
  Learner initial = MakeLearner(false);
  const double before = EntropyOf(initial, data, c);
  const double plain = entropy_after(0), bonus = entropy_after(1.0);
  EXPECT_LT(plain, before);
  EXPECT_GT(bonus, plain + 1e-3) << "before " << before;
}

// Gradient accumulation: one row per micro-batch takes the same optimizer steps, to rounding, as
// whole mini-batches, and reports the same diagnostics.
TEST(PpoUpdateTest, MicroBatchesTakeTheSameStepsAsWholeMiniBatches) {
  const std::vector<rl::Trajectory> data = Batch();
  PpoConfig whole = ThreeEpochs(0);
  PpoConfig micro = whole;
  micro.micro_batch_rows = 1;
  Learner a1 = MakeLearner(false), c1 = MakeLearner(true);
  Learner a2 = MakeLearner(false), c2 = MakeLearner(true);
  const PpoMetrics m1 = PpoUpdate(a1, c1, Pointers(data, {0, 1, 2, 3}), whole, 1.0);
  const PpoMetrics m2 = PpoUpdate(a2, c2, Pointers(data, {0, 1, 2, 3}), micro, 1.0);
  EXPECT_EQ(m1.actor_steps, m2.actor_steps);
  EXPECT_EQ(m1.optimizer_steps, m2.optimizer_steps);
  for (size_t i = 0; i < a1.params.size(); ++i)
    EXPECT_TRUE(at::allclose(a1.params[i], a2.params[i], 1e-4, 1e-5)) << "actor parameter " << i;
  for (size_t i = 0; i < c1.params.size(); ++i)
    EXPECT_TRUE(at::allclose(c1.params[i], c2.params[i], 1e-4, 1e-5)) << "critic parameter " << i;
  EXPECT_NEAR(m1.policy_loss, m2.policy_loss, 1e-5);
  EXPECT_NEAR(m1.value_loss, m2.value_loss, 1e-5);
  EXPECT_NEAR(m1.approx_kl, m2.approx_kl, 1e-6);
  EXPECT_NEAR(m1.clip_fraction, m2.clip_fraction, 1e-9);
  EXPECT_NEAR(m1.tis_weight_mean, m2.tis_weight_mean, 1e-6);
  EXPECT_FALSE(SameParameters(a1, MakeLearner(false))) << "the update moved the actor";
}

}  // namespace
}  // namespace warpgym::train
