#include "env_server/sandbox/uid_pool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <mutex>
#include <set>
#include <stdexcept>
#include <thread>
#include <vector>

namespace warpgym::sandbox {
namespace {

TEST(UidPoolTest, LeasesAreDistinctAndInRange) {
  UidPool pool(200000, 4);
  std::vector<UidLease> leases;
  std::set<uid_t> seen;
  for (int i = 0; i < 4; ++i) {
    std::optional<UidLease> l = pool.Acquire();
    ASSERT_TRUE(l.has_value());
    EXPECT_GE(l->uid(), 200000u);
    EXPECT_LT(l->uid(), 200004u);
    seen.insert(l->uid());
    leases.push_back(std::move(*l));
  }
  EXPECT_EQ(seen.size(), 4u);
  EXPECT_FALSE(pool.Acquire().has_value()) << "the range is exhausted";
  EXPECT_EQ(pool.free_count(), 0u);
}

TEST(UidPoolTest, AReleasedUidIsReusedLast) {
  UidPool pool(300, 3);
  std::optional<UidLease> a = pool.Acquire();
  const uid_t first = a->uid();
  a.reset();  // back to the pool, at the end of the queue
  std::optional<UidLease> b = pool.Acquire(), c = pool.Acquire(), d = pool.Acquire();
  EXPECT_NE(b->uid(), first);
  EXPECT_NE(c->uid(), first);
  EXPECT_EQ(d->uid(), first);
}

TEST(UidPoolTest, MovedLeaseReturnsItsUidOnce) {
  UidPool pool(500, 1);
  {
    std::optional<UidLease> a = pool.Acquire();
    UidLease moved = std::move(*a);
    a.reset();
    EXPECT_EQ(pool.free_count(), 0u);
  }
  EXPECT_EQ(pool.free_count(), 1u);
}

TEST(UidPoolTest, LeasesMayOutliveThePool) {
  std::optional<UidLease> l;
  {
    UidPool pool(700, 2);
    l = pool.Acquire();
  }
  EXPECT_EQ(l->uid(), 700u);
  l.reset();  // no crash: the free list lives with the leases
}

TEST(UidPoolTest, RejectsRootAndOverflow) {
  EXPECT_THROW(UidPool(0, 5), std::invalid_argument);
  EXPECT_THROW(UidPool(4294967290u, 10), std::invalid_argument);
  EXPECT_THROW(UidPool(10, 0), std::invalid_argument);
}

TEST(UidPoolTest, ConcurrentAcquireAndReleaseNeverDuplicates) {
  UidPool pool(1000, 8);
  std::vector<std::thread> threads;
  std::atomic<int> duplicates{0};
  std::mutex mu;
  std::set<uid_t> held;
  for (int t = 0; t < 8; ++t) {
    threads.emplace_back([&] {
      for (int i = 0; i < 2000; ++i) {
        std::optional<UidLease> l = pool.Acquire();
        if (!l) continue;
        {
          std::lock_guard<std::mutex> lock(mu);
          if (!held.insert(l->uid()).second) ++duplicates;
        }
        {
          std::lock_guard<std::mutex> lock(mu);
          held.erase(l->uid());
        }
      }
    });
  }
  for (std::thread& t : threads) t.join();
  EXPECT_EQ(duplicates.load(), 0);
  EXPECT_EQ(pool.free_count(), 8u);
}

}  // namespace
}  // namespace warpgym::sandbox
