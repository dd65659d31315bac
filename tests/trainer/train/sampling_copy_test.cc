// SamplingCopy: float32 samples from the actor itself; bfloat16 from a bfloat16 copy that follows
// the actor's weights on each Refresh, while the actor stays float32.
#include "trainer/train/sampling_copy.h"

#include <ATen/core/grad_mode.h>
#include <gtest/gtest.h>

#include "tests/trainer/tiny_transformer.h"

namespace warpgym::train {
namespace {

model::Transformer Tiny() {
  return testing::TinyQwen2(/*value_head=*/true);
}

TEST(SamplingCopy, Float32IsTheActorItself) {
  const model::Transformer actor = Tiny();
  SamplingCopy copy(actor, /*bfloat16=*/false);
  EXPECT_EQ(&copy.model(), &actor);
}

TEST(SamplingCopy, Bfloat16FollowsTheActorOnRefresh) {
  model::Transformer actor = Tiny();
  SamplingCopy copy(actor, /*bfloat16=*/true);
  ASSERT_NE(&copy.model(), &actor);
  EXPECT_EQ(copy.model().options().dtype(), at::kBFloat16);
  EXPECT_EQ(actor.options().dtype(), at::kFloat);
  auto check = [&] {
    const auto from = actor.NamedParameters();
    const auto to = copy.model().NamedParameters();
    ASSERT_EQ(to.size() + 2, from.size()) << "the value head stays with the actor";
    for (size_t i = 0; i < to.size(); ++i) {
      EXPECT_EQ(to[i].first, from[i].first);
      EXPECT_TRUE(at::equal(to[i].second, from[i].second.to(at::kBFloat16))) << to[i].first;
    }
  };
  check();
  for (auto& [name, p] : actor.NamedParameters()) {
    at::NoGradGuard no_grad;
    p.add_(0.25);  // an update
  }
  copy.Refresh();
  check();
}

}  // namespace
}  // namespace warpgym::train
