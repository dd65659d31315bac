#include "env_server/gpu/gpu_pool.h"

#include <gtest/gtest.h>

#include <atomic>
#include <mutex>
#include <thread>

namespace warpgym {
namespace {

using namespace std::chrono_literals;

GpuPool::Options OneDevice(int max_shared) {
  GpuPool::Options o;
  o.devices = {"0"};
  o.max_shared = max_shared;
  return o;
}

GpuPool::Options TwoDevices() {
  GpuPool::Options o;
  o.devices = {"0", "1"};
  o.max_shared = 2;
  return o;
}

TEST(GpuPool, ExclusiveLeasesSpreadOverDevicesAndExcludeEachOther) {
  GpuPool pool(TwoDevices());
  auto a = pool.Acquire(LeaseKind::kExclusive, 1s);
  auto b = pool.Acquire(LeaseKind::kExclusive, 1s);
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_NE(a->device(), b->device());
  EXPECT_EQ(pool.Acquire(LeaseKind::kExclusive, 50ms).status().code(),
            ErrorCode::kDeadlineExceeded);
  EXPECT_EQ(pool.Acquire(LeaseKind::kShared, 50ms).status().code(), ErrorCode::kDeadlineExceeded);
  a->Release();
  EXPECT_TRUE(pool.Acquire(LeaseKind::kShared, 1s).ok());
}

TEST(GpuPool, SharedLeasesAreBounded) {
  GpuPool pool(OneDevice(2));
  auto a = pool.Acquire(LeaseKind::kShared, 1s);
  auto b = pool.Acquire(LeaseKind::kShared, 1s);
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_FALSE(pool.Acquire(LeaseKind::kShared, 50ms).ok());
  EXPECT_FALSE(pool.Acquire(LeaseKind::kExclusive, 50ms).ok());
  { GpuPool::Lease moved = std::move(a.value()); }  // released by the destructor
  EXPECT_FALSE(a->held());
  EXPECT_TRUE(pool.Acquire(LeaseKind::kShared, 1s).ok());
  EXPECT_EQ(pool.Stats()["devices"][0]["leases_total"], 3);
}

TEST(GpuPool, FirstComeFirstServedSoExclusiveIsNotStarved) {
  GpuPool pool(OneDevice(4));
  auto held = pool.Acquire(LeaseKind::kShared, 1s);
  std::mutex mu;
  std::vector<std::string> order;
  std::jthread exclusive([&] {
    auto l = pool.Acquire(LeaseKind::kExclusive, 10s);
    ASSERT_TRUE(l.ok());
    std::lock_guard lock(mu);
    order.push_back("exclusive");
  });
  std::this_thread::sleep_for(100ms);  // the exclusive request is queued first
  std::jthread shared([&] {
    auto l = pool.Acquire(LeaseKind::kShared, 10s);
    ASSERT_TRUE(l.ok());
    std::lock_guard lock(mu);
    order.push_back("shared");
  });
  std::this_thread::sleep_for(200ms);
  {
    std::lock_guard lock(mu);
    EXPECT_TRUE(order.empty()) << "the later shared request jumped the queue";
  }
  held->Release();
  exclusive.join();
  shared.join();
  EXPECT_EQ(order, (std::vector<std::string>{"exclusive", "shared"}));
}

TEST(GpuPool, SharedRequestsThatWaitedThroughAnExclusiveHoldGoTogetherWhenItEnds) {
  GpuPool pool(OneDevice(4));
  auto held = pool.Acquire(LeaseKind::kExclusive, 1s);
  ASSERT_TRUE(held.ok());
  std::mutex mu;
  std::vector<std::string> order;
  auto log = [&](const std::string& what) {
    std::lock_guard lock(mu);
    order.push_back(what);
  };
  auto in_order = [&] {
    std::lock_guard lock(mu);
    return order;
  };
  // Queued during the hold, in this order: an exclusive request, then two shared ones.
  std::jthread exclusive([&] {
    auto l = pool.Acquire(LeaseKind::kExclusive, 10s);
    ASSERT_TRUE(l.ok());
    log("exclusive");
    std::this_thread::sleep_for(200ms);
  });
  std::this_thread::sleep_for(100ms);
  std::atomic<int> shared_holding{0};
  std::atomic<bool> let_go{false};
  auto shared = [&](const std::string& name) {
    auto l = pool.Acquire(LeaseKind::kShared, 10s);
    ASSERT_TRUE(l.ok());
    log(name);
    ++shared_holding;
    while (!let_go) std::this_thread::sleep_for(5ms);
  };
  std::jthread s1([&] { shared("shared1"); });
  std::jthread s2([&] { shared("shared2"); });
  std::this_thread::sleep_for(300ms);  // both queued behind the exclusive request
  EXPECT_TRUE(in_order().empty());
  held->Release();
  // Both shared requests hold the device at once; the exclusive one waits for them.
  for (int i = 0; i < 200 && shared_holding < 2; ++i) std::this_thread::sleep_for(5ms);
  EXPECT_EQ(shared_holding.load(), 2);
  // A shared request made now did not wait through the hold: it queues behind the exclusive one.
  std::jthread late([&] {
    auto l = pool.Acquire(LeaseKind::kShared, 10s);
    ASSERT_TRUE(l.ok());
    log("late shared");
  });
  std::this_thread::sleep_for(100ms);
  EXPECT_EQ(in_order().size(), 2u) << "the exclusive or the late shared request went early";
  let_go = true;
  exclusive.join();
  late.join();
  s1.join();
  s2.join();
  const auto got = in_order();
  ASSERT_EQ(got.size(), 4u);
  EXPECT_EQ(std::vector<std::string>(got.begin() + 2, got.end()),
            (std::vector<std::string>{"exclusive", "late shared"}));
}

TEST(GpuPool, AnExclusiveRequestDoesNotDeferToASharedOneThatNoDeviceCanHoldAnyMore) {
  GpuPool::Options o;
  o.devices = {"0", "1"};
  o.memory_bytes = {80, 40};
  o.max_shared = 4;
  o.health_check = [](const std::string& d) { return d != "0"; };  // device 0 fails its check
  GpuPool pool(o);
  auto x = pool.Acquire(LeaseKind::kExclusive, 1s);
  ASSERT_TRUE(x.ok());
  ASSERT_EQ(x->device(), "0");
  auto y = pool.Acquire(LeaseKind::kShared, 1s, 10);
  ASSERT_TRUE(y.ok());
  ASSERT_EQ(y->device(), "1");
  std::atomic<bool> exclusive_got{false};
  std::jthread exclusive([&] {
    auto l = pool.Acquire(LeaseKind::kExclusive, 10s);
    ASSERT_TRUE(l.ok());
    EXPECT_EQ(l->device(), "1");
    exclusive_got = true;
  });
  std::this_thread::sleep_for(200ms);
  std::jthread big([&] {  // fits device 0 only; waits through x's hold
    EXPECT_FALSE(pool.Acquire(LeaseKind::kShared, 3s, 60).ok());
  });
  std::this_thread::sleep_for(200ms);
  x->MarkFaulted();
  x->Release();  // device 0 leaves the rotation: the 60-byte request fits no device now
  y->Release();
  for (int i = 0; i < 200 && !exclusive_got; ++i) std::this_thread::sleep_for(5ms);
  EXPECT_TRUE(exclusive_got) << "the exclusive request waited for a shared one that cannot fit";
}

TEST(GpuPool, FaultedDeviceIsCheckedBeforeReuseAndLeavesRotationIfUnhealthy) {
  std::atomic<int> checks{0};
  GpuPool::Options o = TwoDevices();
  o.health_check = [&](const std::string& d) {
    ++checks;
    return d != "1";  // device 1 is broken
  };
  GpuPool pool(o);
  {
    auto a = pool.Acquire(LeaseKind::kExclusive, 1s);
    auto b = pool.Acquire(LeaseKind::kExclusive, 1s);
    ASSERT_TRUE(a.ok() && b.ok());
    a->MarkFaulted();
    b->MarkFaulted();
  }  // both released: both checked, device 1 fails
  EXPECT_EQ(checks.load(), 2);
  EXPECT_EQ(pool.Stats()["devices"][1]["faults_total"], 1);
  EXPECT_EQ(pool.Stats()["devices"][1]["state"], "failed");
  EXPECT_EQ(pool.Stats()["devices"][0]["state"], "healthy");
  auto only = pool.Acquire(LeaseKind::kExclusive, 1s);
  ASSERT_TRUE(only.ok());
  EXPECT_EQ(only->device(), "0");
  only->MarkFaulted();
  only->Release();
  GpuPool::Options all_bad;
  all_bad.devices = {"0"};
  all_bad.health_check = [](const std::string&) { return false; };
  GpuPool bad(all_bad);
  bad.Acquire(LeaseKind::kShared, 1s)->MarkFaulted();
  EXPECT_EQ(bad.Acquire(LeaseKind::kShared, 1s).status().code(), ErrorCode::kUnavailable);
  EXPECT_GE(checks.load(), 3);
}

TEST(GpuPool, HealthCheckWaitsForOtherUsersOfTheDevice) {
  GpuPool::Options o;
  o.devices = {"0"};
  std::atomic<bool> other_done{false}, checked_while_busy{false};
  o.health_check = [&](const std::string&) {
    if (!other_done) checked_while_busy = true;
    return true;
  };
  GpuPool pool(o);
  auto other = pool.Acquire(LeaseKind::kShared, 1s);
  auto faulty = pool.Acquire(LeaseKind::kShared, 1s);
  std::jthread releaser([&] {
    faulty->MarkFaulted();
    faulty->Release();
  });
  std::this_thread::sleep_for(100ms);
  other_done = true;
  other->Release();
  releaser.join();
  EXPECT_FALSE(checked_while_busy);
  EXPECT_TRUE(pool.Acquire(LeaseKind::kExclusive, 1s).ok());
}

TEST(GpuPool, CompileSlotsAreBounded) {
  GpuPool::Options o;
  o.devices = {"cpu"};
  o.compile_slots = 1;
  GpuPool pool(o);
  auto a = pool.AcquireCompileSlot(1s);
  ASSERT_TRUE(a.ok());
  EXPECT_EQ(pool.AcquireCompileSlot(50ms).status().code(), ErrorCode::kDeadlineExceeded);
  { GpuPool::CompileSlot done = std::move(a.value()); }
  EXPECT_TRUE(pool.AcquireCompileSlot(1s).ok());
}

TEST(GpuPool, NoDevicesIsUnavailable) {
  GpuPool pool(GpuPool::Options{});
  EXPECT_EQ(pool.Acquire(LeaseKind::kShared, 10ms).status().code(), ErrorCode::kUnavailable);
}

constexpr std::uint64_t kOneGiB = 1ull << 30;

TEST(GpuPool, SharedLeasesAreAdmittedByMemory) {
  GpuPool::Options o;
  o.devices = {"0"};
  o.max_shared = 4;
  o.memory_bytes = {10 * kOneGiB};
  GpuPool pool(o);
  auto a = pool.Acquire(LeaseKind::kShared, 1s, 6 * kOneGiB);
  ASSERT_TRUE(a.ok());
  // Count allows a second lease; memory does not (6 + 6 > 10), until the first one is released.
  EXPECT_EQ(pool.Acquire(LeaseKind::kShared, 50ms, 6 * kOneGiB).status().code(),
            ErrorCode::kDeadlineExceeded);
  auto small = pool.Acquire(LeaseKind::kShared, 50ms, 4 * kOneGiB);
  ASSERT_TRUE(small.ok());
  EXPECT_EQ(pool.Stats()["devices"][0]["reserved_bytes"], 10 * kOneGiB);
  std::jthread waiter([&] {
    auto b = pool.Acquire(LeaseKind::kShared, 10s, 6 * kOneGiB);
    EXPECT_TRUE(b.ok());
    EXPECT_EQ(b->bytes(), 6 * kOneGiB);
  });
  std::this_thread::sleep_for(50ms);
  a->Release();
  waiter.join();
  small->Release();
  EXPECT_EQ(pool.Stats()["devices"][0]["reserved_bytes"], 0);
}

TEST(GpuPool, WorkBiggerThanEveryDeviceIsRefusedAtOnceNamingNeedAndCapacity) {
  GpuPool::Options o;
  o.devices = {"0", "1"};
  o.memory_bytes = {80 * kOneGiB, 141 * kOneGiB};
  GpuPool pool(o);
  auto refused = pool.Acquire(LeaseKind::kShared, 10s, 200 * kOneGiB);
  ASSERT_EQ(refused.status().code(), ErrorCode::kResourceExhausted);
  EXPECT_NE(refused.status().message().find("200.00 GiB"), std::string::npos);
  EXPECT_NE(refused.status().message().find("141.00 GiB"), std::string::npos);
  // Fits only the larger device: goes there, even though the other is less loaded.
  auto big = pool.Acquire(LeaseKind::kShared, 1s, 100 * kOneGiB);
  ASSERT_TRUE(big.ok());
  EXPECT_EQ(big->device(), "1");
  // A device of unknown memory takes anything.
  GpuPool::Options u;
  u.devices = {"0"};
  GpuPool unknown(u);
  EXPECT_TRUE(unknown.Acquire(LeaseKind::kShared, 1s, 200 * kOneGiB).ok());
}

TEST(GpuPool, ExclusiveLeaseReservesNothingAndWaitsForSharedMemoryToDrain) {
  GpuPool::Options o;
  o.devices = {"0"};
  o.memory_bytes = {10 * kOneGiB};
  GpuPool pool(o);
  auto shared = pool.Acquire(LeaseKind::kShared, 1s, 9 * kOneGiB);
  ASSERT_TRUE(shared.ok());
  EXPECT_FALSE(pool.Acquire(LeaseKind::kExclusive, 50ms).ok());
  shared->Release();
  auto ex = pool.Acquire(LeaseKind::kExclusive, 1s);
  ASSERT_TRUE(ex.ok());
  EXPECT_EQ(ex->bytes(), 0u);
}

GpuPool::Options OneDeviceOfMemory(std::uint64_t bytes) {
  GpuPool::Options o = OneDevice(2);
  o.memory_bytes = {bytes};
  o.allow_builds = true;
  return o;
}

TEST(GpuPool, BuildLeasesRunBesideATimingWithinTheMemoryItLeaves) {
  GpuPool pool(OneDeviceOfMemory(100));
  ASSERT_TRUE(pool.builds_allowed());
  auto timing = pool.Acquire(LeaseKind::kExclusive, 1s, 60);
  ASSERT_TRUE(timing.ok());
  auto build = pool.Acquire(LeaseKind::kBuild, 1s, 30);  // 60 + 30 <= 100
  ASSERT_TRUE(build.ok());
  EXPECT_EQ(build->device(), "0");
  EXPECT_EQ(pool.Acquire(LeaseKind::kBuild, 50ms, 20).status().code(),
            ErrorCode::kDeadlineExceeded);                       // 110 > 100
  EXPECT_FALSE(pool.Acquire(LeaseKind::kShared, 50ms, 1).ok());  // a verify still waits
  EXPECT_EQ(pool.Stats()["devices"][0]["builds"], 1);
  EXPECT_EQ(pool.Stats()["devices"][0]["build_reserved_bytes"], 30);
  timing->Release();
  EXPECT_TRUE(pool.Acquire(LeaseKind::kBuild, 1s, 60).ok());  // 30 + 60
}

TEST(GpuPool, ATimingBesideBuildsNeedsANeedThatFitsOrHalfTheDevice) {
  GpuPool pool(OneDeviceOfMemory(100));
  auto build = pool.Acquire(LeaseKind::kBuild, 1s, 40);
  ASSERT_TRUE(build.ok());
  {
    auto timing = pool.Acquire(LeaseKind::kExclusive, 1s, 60);  // 40 + 60 fits
    ASSERT_TRUE(timing.ok());
    EXPECT_TRUE(timing->beside_builds());
  }
  EXPECT_FALSE(pool.Acquire(LeaseKind::kExclusive, 50ms, 70).ok());  // does not fit beside it
  {
    auto unknown = pool.Acquire(LeaseKind::kExclusive, 1s);  // unknown need: builds hold <= half
    ASSERT_TRUE(unknown.ok());
    EXPECT_FALSE(pool.Acquire(LeaseKind::kBuild, 50ms, 1).ok())
        << "no build beside an unknown need";
  }
  auto more = pool.Acquire(LeaseKind::kBuild, 1s, 20);  // builds now hold 60 of 100
  ASSERT_TRUE(more.ok());
  EXPECT_FALSE(pool.Acquire(LeaseKind::kExclusive, 50ms).ok());
  more->Release();
  std::atomic<bool> got{false};
  std::jthread whole([&] {  // run again after running out of memory beside builds
    auto l = pool.Acquire(LeaseKind::kExclusive, 10s, kWholeDevice);
    ASSERT_TRUE(l.ok());
    EXPECT_FALSE(l->beside_builds());
    EXPECT_FALSE(pool.Acquire(LeaseKind::kBuild, 50ms, 1).ok())
        << "the whole device is the timing's";
    got = true;
  });
  std::this_thread::sleep_for(100ms);
  EXPECT_FALSE(got);
  build->Release();  // the build ends: the device is the timing's alone
  for (int i = 0; i < 200 && !got; ++i) std::this_thread::sleep_for(5ms);
  EXPECT_TRUE(got);
}

TEST(GpuPool, NoBuildUnlessAllowedOnDevicesOfKnownMemory) {
  GpuPool unknown(OneDevice(2));  // no memory figure
  EXPECT_FALSE(unknown.builds_allowed());
  EXPECT_EQ(unknown.Acquire(LeaseKind::kBuild, 50ms, 1).status().code(),
            ErrorCode::kFailedPrecondition);
  GpuPool::Options o = OneDeviceOfMemory(100);
  o.allow_builds = false;  // the CPU backend: a build would load the cores a timing runs on
  GpuPool cpu(o);
  EXPECT_FALSE(cpu.builds_allowed());
  EXPECT_EQ(cpu.Acquire(LeaseKind::kBuild, 50ms, 1).status().code(),
            ErrorCode::kFailedPrecondition);
  auto timing = cpu.Acquire(LeaseKind::kExclusive, 1s, 60);
  ASSERT_TRUE(timing.ok());
  EXPECT_FALSE(timing->beside_builds()) << "no build can join where none is allowed";
}

TEST(GpuPool, ATimingOfKnownNeedCountsAsBesideBuildsThatMayJoinIt) {
  GpuPool pool(OneDeviceOfMemory(100));
  auto timing = pool.Acquire(LeaseKind::kExclusive, 1s, 60);  // nothing beside it yet
  ASSERT_TRUE(timing.ok());
  EXPECT_TRUE(timing->beside_builds());
  EXPECT_TRUE(pool.Acquire(LeaseKind::kBuild, 1s, 40).ok());  // and one joins
}

TEST(GpuPool, NoNewBuildWhileAWholeDeviceRequestWaits) {
  GpuPool pool(OneDeviceOfMemory(100));
  auto build = pool.Acquire(LeaseKind::kBuild, 1s, 10);
  ASSERT_TRUE(build.ok());
  std::atomic<bool> got{false};
  std::jthread whole([&] {
    auto l = pool.Acquire(LeaseKind::kExclusive, 10s, kWholeDevice);
    ASSERT_TRUE(l.ok());
    got = true;
  });
  std::this_thread::sleep_for(100ms);
  EXPECT_FALSE(pool.Acquire(LeaseKind::kBuild, 100ms, 10).ok()) << "a build overtook the retry";
  build->Release();
  for (int i = 0; i < 200 && !got; ++i) std::this_thread::sleep_for(5ms);
  EXPECT_TRUE(got);
}

TEST(GpuPool, BuildsAreBoundedPerDeviceAndAFaultWaitsForThem) {
  std::atomic<int> checks{0};
  GpuPool::Options o = OneDeviceOfMemory(100);
  o.health_check = [&](const std::string&) {
    ++checks;
    return true;
  };
  GpuPool pool(o);
  auto a = pool.Acquire(LeaseKind::kBuild, 1s, 1);
  auto b = pool.Acquire(LeaseKind::kBuild, 1s, 1);
  ASSERT_TRUE(a.ok() && b.ok());
  EXPECT_FALSE(pool.Acquire(LeaseKind::kBuild, 50ms, 1).ok());  // max_shared = 2 builds
  std::jthread faulted([&] {
    auto v = pool.Acquire(LeaseKind::kShared, 1s, 1);
    ASSERT_TRUE(v.ok());
    v->MarkFaulted();
    v->Release();  // checks the device once the builds have ended too
  });
  std::this_thread::sleep_for(100ms);
  EXPECT_EQ(checks, 0);
  a->Release();
  b->Release();
  faulted.join();
  EXPECT_EQ(checks, 1);
}

}  // namespace
}  // namespace warpgym
