// trainer/rollout/endpoint_balancer.h: episodes spread over the endpoints, in proportion to their
// measured speed, none to a failed one until its cooldown is over.
#include "trainer/rollout/endpoint_balancer.h"

#include <gtest/gtest.h>

#include <algorithm>
#include <thread>

namespace warpgym::rollout {
namespace {

size_t CountOf(const std::vector<size_t>& deal, size_t endpoint) {
  return static_cast<size_t>(std::count(deal.begin(), deal.end(), endpoint));
}

TEST(EndpointBalancerTest, UnmeasuredEndpointsShareAlikeAndInterleave) {
  EndpointBalancer b(2);
  EXPECT_EQ(b.Assign(8), (std::vector<size_t>{0, 1, 0, 1, 0, 1, 0, 1}));
  EndpointBalancer three(3);
  const std::vector<size_t> deal =
      three.Assign(7);  // 7 = 3 + 2 + 2: the remainder to the lowest index
  EXPECT_EQ(CountOf(deal, 0), 3u);
  EXPECT_EQ(CountOf(deal, 1), 2u);
  EXPECT_EQ(CountOf(deal, 2), 2u);
}

TEST(EndpointBalancerTest, ASlowEndpointGetsFewerEpisodes) {
  EndpointBalancer b(2);
  b.Record(0, 1.0);
  b.Record(1, 4.0);  // four times slower: a fifth of the episodes
  const std::vector<size_t> deal = b.Assign(10);
  EXPECT_EQ(CountOf(deal, 0), 8u);
  EXPECT_EQ(CountOf(deal, 1), 2u);
  // The slow endpoint's two episodes are spread over the batch, not bunched at its end.
  EXPECT_EQ(deal, (std::vector<size_t>{0, 0, 1, 0, 0, 0, 0, 1, 0, 0}));
  EXPECT_NEAR(b.Weight(0) / b.Weight(1), 4.0, 1e-9);
}

TEST(EndpointBalancerTest, TheAverageFollowsAServerThatSlowsDown) {
  EndpointBalancer b(2, {.smoothing = 0.5, .cooldown_batches = 2});
  b.Record(0, 1.0);
  b.Record(1, 1.0);
  EXPECT_EQ(CountOf(b.Assign(8), 0), 4u);
  for (int i = 0; i < 4; ++i) b.Record(1, 9.0);  // 1 -> 5 -> 7 -> 8 -> 8.5
  EXPECT_NEAR(1.0 / b.Weight(1), 8.5, 1e-9);
  EXPECT_EQ(CountOf(b.Assign(19), 1), 2u);  // 19 * (1/8.5) / (1 + 1/8.5) = 2.0
}

TEST(EndpointBalancerTest, AnUnmeasuredEndpointWeighsAsTheMeanOfTheMeasured) {
  EndpointBalancer b(3);
  b.Record(0, 1.0);
  b.Record(1, 0.5);
  EXPECT_NEAR(b.Weight(2), (1.0 + 2.0) / 2, 1e-9);
}

TEST(EndpointBalancerTest, AFailedEndpointSitsOutItsCooldownThenReturns) {
  EndpointBalancer b(2, {.smoothing = 0.3, .cooldown_batches = 2});
  b.MarkDown(1);
  EXPECT_TRUE(b.IsDown(1));
  EXPECT_EQ(b.Weight(1), 0.0);
  EXPECT_EQ(b.Assign(4), (std::vector<size_t>{0, 0, 0, 0}));
  EXPECT_EQ(b.Assign(4), (std::vector<size_t>{0, 0, 0, 0}));
  EXPECT_FALSE(b.IsDown(1));
  EXPECT_EQ(CountOf(b.Assign(4), 1), 2u) << "tried again after two deals";
}

TEST(EndpointBalancerTest, WhenEveryEndpointIsDownAllAreTriedAlike) {
  EndpointBalancer b(2);
  b.MarkDown(0);
  b.MarkDown(1);
  EXPECT_EQ(b.Assign(4), (std::vector<size_t>{0, 1, 0, 1}));
}

TEST(EndpointBalancerTest, FailoverTriesTheFirstChoiceThenUpEndpointsByWeightThenDownOnes) {
  EndpointBalancer b(4);
  b.Record(1, 2.0);
  b.Record(2, 1.0);
  b.Record(3, 0.5);
  b.MarkDown(3);
  // 0 is unmeasured: the mean weight of the measured, (0.5 + 1 + 2) / 3 = 7/6, above 2's 1.
  EXPECT_EQ(b.FailoverOrder(1), (std::vector<size_t>{1, 0, 2, 3}));
  EXPECT_EQ(b.FailoverOrder(0), (std::vector<size_t>{0, 2, 1, 3}));
}

TEST(EndpointBalancerTest, ConcurrentRecordsAreSafe) {
  EndpointBalancer b(3);
  std::vector<std::jthread> threads;
  for (int t = 0; t < 8; ++t)
    threads.emplace_back([&b, t] {
      for (int i = 0; i < 1000; ++i) {
        b.Record(static_cast<size_t>(t % 3), 0.1 * (1 + t % 3));
        if (i % 250 == 0) b.MarkDown(static_cast<size_t>(t % 3));
        (void)b.FailoverOrder(static_cast<size_t>(i % 3));
      }
    });
  threads.clear();
  EXPECT_EQ(b.Assign(30).size(), 30u);
}

}  // namespace
}  // namespace warpgym::rollout
