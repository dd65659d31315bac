// Data-parallel ranks as threads of one test process: body(rank, dp) on `world` threads, each with
// its DataParallel over one shared c10d::HashStore, joined before returning.
#pragma once

#include <functional>
#include <thread>
#include <torch/csrc/distributed/c10d/HashStore.hpp>
#include <vector>

#include "trainer/train/data_parallel.h"

namespace warpgym::testing {

inline void OnRanks(int world, const std::function<void(int, train::DataParallel&)>& body) {
  auto store = c10::make_intrusive<c10d::HashStore>();
  std::vector<std::thread> threads;
  for (int r = 0; r < world; ++r)
    threads.emplace_back([&, r] {
      train::DataParallel dp(store, r, world);
      body(r, dp);
    });
  for (std::thread& t : threads) t.join();
}

}  // namespace warpgym::testing
