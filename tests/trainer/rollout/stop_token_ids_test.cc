// trainer/rollout/rollout_engine.h's StopTokenIds: what ends a policy turn.
#include <gtest/gtest.h>

#include "trainer/rollout/rollout_engine.h"

namespace warpgym::rollout {
namespace {

TEST(StopTokenIds, ImEndThenEveryEosOfBothConfigsOnce) {
  model::ModelConfig c;
  EXPECT_EQ(StopTokenIds(c, 151645), (std::vector<int64_t>{151645}));
  c.eos_token_ids = {151645};
  c.generation_eos_token_ids = {151645, 151643};
  EXPECT_EQ(StopTokenIds(c, 151645), (std::vector<int64_t>{151645, 151643}));
  c.eos_token_ids = {2};
  EXPECT_EQ(StopTokenIds(c, 151645), (std::vector<int64_t>{151645, 2, 151643}));
}

}  // namespace
}  // namespace warpgym::rollout
