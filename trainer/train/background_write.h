// BackgroundWrite: at most one write (a checkpoint's files) running on its own thread while the
// caller goes on (the next step's rollout). Start waits for the write before it, so writes land
// in the order started; their errors come back from the next Start or Wait, never lost (an
// exception a write throws is an Internal status). The destructor waits for the write in flight,
// so a stage that returns early (an error, an interrupt) never leaves a file half written, and
// prints that write's error on stderr if it failed. A write that reads device tensors the caller
// just made (checkpoint::Snapshot's) is started with that device: on CUDA it then runs on a stream
// of its own, which first waits for everything the caller had queued on its current stream, so
// its copies to the host overlap the caller's next work instead of queueing behind or before it.
// Not thread-safe: one owner calls Start and Wait.
#pragma once

#include <c10/core/Device.h>

#include <functional>
#include <future>

#include "shared/status.h"

namespace warpgym::train {

class BackgroundWrite {
 public:
  BackgroundWrite() = default;
  BackgroundWrite(const BackgroundWrite&) = delete;
  BackgroundWrite& operator=(const BackgroundWrite&) = delete;
  ~BackgroundWrite();

  // Waits for the write in flight; when it failed, returns its status and does not start `write`.
  // `device`: where the tensors `write` reads were made (see above).
  Status Start(std::function<Status()> write, c10::Device device = c10::kCPU);
  // Waits for the write in flight: its status (Ok when there was none).
  Status Wait();
  bool in_flight() const { return pending_.valid(); }

 private:
  std::future<Status> pending_;
};

}  // namespace warpgym::train
