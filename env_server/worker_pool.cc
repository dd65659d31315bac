#include "env_server/worker_pool.h"

#include <spdlog/spdlog.h>

namespace warpgym {

WorkerPool::WorkerPool(int threads, std::size_t max_queued) : max_queued_(max_queued) {
  for (int i = 0; i < std::max(1, threads); ++i) threads_.emplace_back([this] { Loop(); });
}

WorkerPool::~WorkerPool() {
  {
    std::lock_guard lock(mu_);
    stopping_ = true;
  }
  cv_.notify_all();
  threads_.clear();  // joins; workers drain the queue before exiting
}

bool WorkerPool::TrySubmit(Job job) {
  {
    std::lock_guard lock(mu_);
    if (stopping_ || queue_.size() >= max_queued_) return false;
    queue_.push_back(std::move(job));
  }
  cv_.notify_one();
  return true;
}

std::size_t WorkerPool::queued() const {
  std::lock_guard lock(mu_);
  return queue_.size();
}

void WorkerPool::Loop() {
  while (true) {
    Job job;
    {
      std::unique_lock lock(mu_);
      cv_.wait(lock, [this] { return stopping_ || !queue_.empty(); });
      if (queue_.empty()) return;  // stopping and drained
      job = std::move(queue_.front());
      queue_.pop_front();
    }
    try {
      job();
    } catch (const std::exception& e) {
      // Jobs report their own errors; one escaping here is a bug, logged, never fatal.
      spdlog::error("worker job threw: {}", e.what());
    }
  }
}

}  // namespace warpgym
