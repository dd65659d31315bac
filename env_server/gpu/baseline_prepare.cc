#include "env_server/gpu/baseline_prepare.h"

namespace warpgym {

bool BaselinePrepare::Once(const std::string& task, const std::function<void()>& build) {
  std::once_flag* flag = nullptr;
  {
    std::lock_guard lock(mu_);
    auto& slot = done_[task];
    if (!slot) slot = std::make_unique<std::once_flag>();
    flag = slot.get();  // stable: entries are never erased
  }
  bool ran = false;
  std::call_once(*flag, [&] {
    ran = true;
    build();
  });
  return ran;
}

}  // namespace warpgym
