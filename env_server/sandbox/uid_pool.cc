#include "env_server/sandbox/uid_pool.h"

#include <stdexcept>

namespace warpgym::sandbox {

struct UidLease::State {
  std::mutex mu;
  std::deque<uid_t> free;  // front: free the longest
};

UidLease::~UidLease() {
  if (!state_) return;  // moved from
  std::lock_guard<std::mutex> lock(state_->mu);
  state_->free.push_back(uid_);
}

UidPool::UidPool(uid_t base, unsigned count)
    : base_(base), count_(count), state_(std::make_shared<UidLease::State>()) {
  if (base == 0 || count == 0 || static_cast<unsigned long long>(base) + count > 4294967295ull)
    throw std::invalid_argument("uid range must be non-empty, above 0 and below 2^32 - 1");
  for (unsigned i = 0; i < count; ++i) state_->free.push_back(base + i);
}

std::optional<UidLease> UidPool::Acquire() {
  std::lock_guard<std::mutex> lock(state_->mu);
  if (state_->free.empty()) return std::nullopt;
  const uid_t uid = state_->free.front();
  state_->free.pop_front();
  return UidLease(state_, uid);
}

unsigned UidPool::free_count() const {
  std::lock_guard<std::mutex> lock(state_->mu);
  return static_cast<unsigned>(state_->free.size());
}

}  // namespace warpgym::sandbox
