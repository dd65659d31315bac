// InterruptWatcher: SIGINT and SIGTERM as a request to stop cleanly, so that a run stopped from
// the terminal or by a scheduler closes the episodes it holds open on the servers instead of
// leaving them to the idle reaper.
//
// The constructor blocks both signals in the calling thread, so every thread started after it
// inherits the block, and starts one thread that waits for them: the first sets `stop()` (the
// rollout engine and the stages check it at step boundaries) and says so on stderr; a second
// one restores the default action and re-raises it: the process ends at once. The destructor
// stops the waiting thread and restores the calling thread's signal mask.
// Construct it first thing in the process's main work, before any thread exists; one at a time.
#pragma once

#include <atomic>
#include <csignal>
#include <thread>

namespace warpgym::train {

class InterruptWatcher {
 public:
  InterruptWatcher();
  ~InterruptWatcher();
  InterruptWatcher(const InterruptWatcher&) = delete;
  InterruptWatcher& operator=(const InterruptWatcher&) = delete;

  const std::atomic<bool>* stop() const { return &stop_; }

 private:
  std::atomic<bool> stop_{false};
  sigset_t previous_mask_;
  std::jthread waiter_;
};

}  // namespace warpgym::train
