#include "trainer/train/interrupt.h"

#include <pthread.h>
#include <unistd.h>

#include <cerrno>
#include <ctime>
#include <string>

namespace warpgym::train {
namespace {

sigset_t StopSignals() {
  sigset_t set;
  sigemptyset(&set);
  sigaddset(&set, SIGINT);
  sigaddset(&set, SIGTERM);
  return set;
}

void Say(const std::string& text) {  // stderr, unbuffered, from the waiting thread
  const ssize_t n = ::write(STDERR_FILENO, text.data(), text.size());
  (void)n;
}

}  // namespace

InterruptWatcher::InterruptWatcher() {
  const sigset_t set = StopSignals();
  pthread_sigmask(SIG_BLOCK, &set, &previous_mask_);
  waiter_ = std::jthread([this, set](std::stop_token token) {
    const timespec poll = {0, 100'000'000};  // the destructor's stop is seen within 0.1 s
    while (!token.stop_requested()) {
      const int sig = sigtimedwait(&set, nullptr, &poll);
      if (sig < 0) continue;  // EAGAIN (nothing yet) or EINTR
      if (!stop_.exchange(true)) {
        Say(std::string("\nwarpgym-trainer: ") + (sig == SIGINT ? "SIGINT" : "SIGTERM") +
            ": stopping at the next step boundary and closing the open episodes "
            "(send it again to quit now)\n");
        continue;
      }
      // A second signal: its default action, now.
      std::signal(sig, SIG_DFL);
      sigset_t one;
      sigemptyset(&one);
      sigaddset(&one, sig);
      pthread_sigmask(SIG_UNBLOCK, &one, nullptr);
      ::kill(::getpid(), sig);
    }
  });
}

InterruptWatcher::~InterruptWatcher() {
  waiter_.request_stop();
  if (waiter_.joinable()) waiter_.join();
  pthread_sigmask(SIG_SETMASK, &previous_mask_, nullptr);
}

}  // namespace warpgym::train
