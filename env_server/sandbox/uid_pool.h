// UidPool: one host uid per live episode, from a configured range [base, base + count), so that
// process limits (RLIMIT_NPROC), keyrings, signals and file ownership never cross episodes.
// Acquire() hands out the uid that has been free the longest (a uid just released is reused
// last); the lease gives it back when destroyed. Thread-safe; leases may outlive the pool.
#pragma once

#include <sys/types.h>

#include <deque>
#include <memory>
#include <mutex>
#include <optional>

namespace warpgym::sandbox {

class UidPool;

class UidLease {
 public:
  UidLease(UidLease&&) noexcept = default;
  UidLease& operator=(UidLease&&) noexcept = default;
  UidLease(const UidLease&) = delete;
  UidLease& operator=(const UidLease&) = delete;
  ~UidLease();
  uid_t uid() const { return uid_; }

 private:
  friend class UidPool;
  struct State;
  UidLease(std::shared_ptr<State> state, uid_t uid) : state_(std::move(state)), uid_(uid) {}
  std::shared_ptr<State> state_;
  uid_t uid_ = 0;
};

class UidPool {
 public:
  // base > 0 (never root), count >= 1, base + count within uid_t without the -1 sentinel.
  UidPool(uid_t base, unsigned count);
  // nullopt when every uid of the range is leased.
  std::optional<UidLease> Acquire();
  unsigned free_count() const;
  uid_t base() const { return base_; }
  unsigned count() const { return count_; }

 private:
  uid_t base_;
  unsigned count_;
  std::shared_ptr<UidLease::State> state_;
};

}  // namespace warpgym::sandbox
