// BaselinePrepare: which tasks have had their torch.compile baseline built ahead. A cold
// `torch.compile` of a reference takes seconds (minutes on large graphs); built inside a task's
// first profile it would run while that profile holds its device alone. The server instead runs
// the harness's `prepare` before a task's first timed call, once per task per server: on a build
// lease beside timings where that is safe (`beside_timings`: GPUs of known memory; the build runs
// nothing on the device), else on a shared lease. Concurrent first calls of one task wait for that
// one build; a build that fails is not tried again (the profile then compiles, as it would have).
// Thread-safe.
#pragma once

#include <functional>
#include <map>
#include <memory>
#include <mutex>
#include <string>

namespace warpgym {

class BaselinePrepare {
 public:
  explicit BaselinePrepare(bool beside_timings = false) : beside_timings_(beside_timings) {}
  bool beside_timings() const { return beside_timings_; }

  // Runs `build` when no call ran it for `task` yet, else returns at once (after waiting for a
  // build of `task` still under way). True when this call ran it. `build` must not throw.
  bool Once(const std::string& task, const std::function<void()>& build);

 private:
  const bool beside_timings_;
  std::mutex mu_;
  std::map<std::string, std::unique_ptr<std::once_flag>> done_;  // guarded by mu_ (the map only)
};

}  // namespace warpgym
