// WorkerPool: a fixed set of threads running submitted jobs, with a bounded queue. A full queue
// refuses new work (the caller answers `unavailable`) instead of growing without limit.
// TrySubmit is safe from any thread. The destructor runs every job already queued, then joins.
#pragma once

#include <condition_variable>
#include <cstddef>
#include <deque>
#include <functional>
#include <mutex>
#include <thread>
#include <vector>

namespace warpgym {

class WorkerPool {
 public:
  using Job = std::function<void()>;

  WorkerPool(int threads, std::size_t max_queued);
  ~WorkerPool();
  WorkerPool(const WorkerPool&) = delete;
  WorkerPool& operator=(const WorkerPool&) = delete;

  // Queues `job`; returns false (and drops it) when the queue is full or the pool is stopping.
  bool TrySubmit(Job job);

  std::size_t queued() const;
  int threads() const { return static_cast<int>(threads_.size()); }

 private:
  void Loop();

  mutable std::mutex mu_;
  std::condition_variable cv_;
  std::deque<Job> queue_;  // guarded by mu_
  bool stopping_ = false;  // guarded by mu_
  const std::size_t max_queued_;
  std::vector<std::jthread> threads_;  // last member: joined first on destruction
};

}  // namespace warpgym
