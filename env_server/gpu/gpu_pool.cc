#include "env_server/gpu/gpu_pool.h"

#include <spdlog/spdlog.h>

#include <algorithm>
#include <cstdio>
#include <utility>

namespace warpgym {

using Clock = std::chrono::steady_clock;

namespace {

const char* StateName(GpuPool::DeviceState s) {
  switch (s) {
    case GpuPool::DeviceState::kHealthy:
      return "healthy";
    case GpuPool::DeviceState::kChecking:
      return "checking";
    case GpuPool::DeviceState::kFailed:
      return "failed";
  }
  return "unknown";
}

// Waits in FIFO order on `queue` until `ready()` holds for the caller at its head (or anywhere
// in it while `may_pass()` holds), or the deadline passes. REQUIRES: `lock` holds the mutex `cv`
// is used with.
template <typename Ready, typename GiveUp, typename MayPass>
bool WaitTurn(std::unique_lock<std::mutex>& lock, std::condition_variable& cv,
              std::list<std::uint64_t>& queue, std::uint64_t ticket, Clock::time_point deadline,
              Ready ready, GiveUp give_up, MayPass may_pass) {
  queue.push_back(ticket);
  auto turn = [&] { return (queue.front() == ticket || may_pass()) && (ready() || give_up()); };
  bool got = cv.wait_until(lock, deadline, turn);
  queue.remove(ticket);
  cv.notify_all();  // the next waiter may now be at the head
  return got && ready();
}

}  // namespace

// --- Lease ---------------------------------------------------------------------------------------

GpuPool::Lease::Lease(Lease&& other) noexcept
    : pool_(std::exchange(other.pool_, nullptr)),
      index_(other.index_),
      device_(std::move(other.device_)),
      kind_(other.kind_),
      bytes_(other.bytes_),
      faulted_(other.faulted_),
      beside_builds_(other.beside_builds_) {}

GpuPool::Lease& GpuPool::Lease::operator=(Lease&& other) noexcept {
  if (this != &other) {
    Release();
    pool_ = std::exchange(other.pool_, nullptr);
    index_ = other.index_;
    device_ = std::move(other.device_);
    kind_ = other.kind_;
    bytes_ = other.bytes_;
    faulted_ = other.faulted_;
    beside_builds_ = other.beside_builds_;
  }
  return *this;
}

void GpuPool::Lease::Release() {
  if (GpuPool* pool = std::exchange(pool_, nullptr)) pool->Release(index_, kind_, bytes_, faulted_);
}

GpuPool::CompileSlot& GpuPool::CompileSlot::operator=(CompileSlot&& other) noexcept {
  if (this != &other) {
    if (pool_) pool_->ReleaseCompileSlot();
    pool_ = std::exchange(other.pool_, nullptr);
  }
  return *this;
}

GpuPool::CompileSlot::~CompileSlot() {
  if (pool_) pool_->ReleaseCompileSlot();
}

// --- GpuPool -------------------------------------------------------------------------------------

GpuPool::GpuPool(Options options)
    : max_shared_(std::max(1, options.max_shared)),
      compile_slots_(std::max(1, options.compile_slots)),
      allow_builds_(options.allow_builds),
      health_check_(std::move(options.health_check)) {
  for (std::size_t i = 0; i < options.devices.size(); ++i) {
    Device d{std::move(options.devices[i])};
    if (i < options.memory_bytes.size()) d.capacity = options.memory_bytes[i];
    devices_.push_back(std::move(d));
  }
}

int GpuPool::FindDevice(LeaseKind kind, std::uint64_t bytes) const {
  // Prefer the least loaded healthy device, so parallel work spreads over all of them.
  int best = -1;
  for (std::size_t i = 0; i < devices_.size(); ++i) {
    const Device& d = devices_[i];
    if (d.state != DeviceState::kHealthy) continue;
    // What the leases held reserve on it (an exclusive one: its need, at most the whole device).
    const std::uint64_t held =
        d.reserved + d.build_reserved + (d.exclusive ? std::min(d.exclusive_bytes, d.capacity) : 0);
    const bool fits = d.capacity == 0 || (bytes <= d.capacity && held <= d.capacity - bytes);
    switch (kind) {
      case LeaseKind::kBuild:
        // Not beside an exclusive lease of unknown need, or of the whole device: it may use it all.
        if (d.capacity == 0 || d.builds >= max_shared_ || !fits || whole_device_waiting_ > 0)
          continue;
        if (d.exclusive && (d.exclusive_bytes == 0 || d.exclusive_bytes >= d.capacity)) continue;
        break;
      case LeaseKind::kShared:
        if (d.exclusive || d.shared >= max_shared_ || !fits) continue;
        break;
      case LeaseKind::kExclusive:
        // Alone but for builds: beside them with a known need that fits, or an unknown one (0)
        // while they hold at most half the device; kWholeDevice (or a need above the memory)
        // waits for them to end.
        if (d.exclusive || d.shared != 0) continue;
        if (d.builds > 0 &&
            (d.capacity == 0 || (bytes == 0 ? d.build_reserved > d.capacity / 2 : !fits)))
          continue;
        break;
    }
    if (best < 0 || d.shared + d.builds < devices_[best].shared + devices_[best].builds)
      best = static_cast<int>(i);
  }
  return best;
}

bool GpuPool::builds_allowed() const {
  return allow_builds_ && !devices_.empty() &&
         std::all_of(devices_.begin(), devices_.end(),
                     [](const Device& d) { return d.capacity != 0; });
}

std::string GpuPool::TooBig(std::uint64_t bytes) const {
  std::uint64_t largest = 0;
  for (const Device& d : devices_) {
    if (d.state == DeviceState::kFailed) continue;
    if (d.capacity == 0 || bytes <= d.capacity) return "";
    largest = std::max(largest, d.capacity);
  }
  if (largest == 0) return "";
  constexpr double kGiB = 1024.0 * 1024.0 * 1024.0;
  char why[160];
  std::snprintf(why, sizeof why,
                "the work needs %.2f GiB of device memory; the largest device has %.2f GiB",
                bytes / kGiB, largest / kGiB);
  return why;
}

bool GpuPool::AllFailed() const {
  return std::all_of(devices_.begin(), devices_.end(),
                     [](const Device& d) { return d.state == DeviceState::kFailed; });
}

StatusOr<GpuPool::Lease> GpuPool::Acquire(LeaseKind kind, std::chrono::milliseconds timeout,
                                          std::uint64_t bytes) {
  std::unique_lock lock(mu_);
  if (devices_.empty()) return Status::Unavailable("no devices configured");
  // An exclusive lease's need only places it beside builds: it has the device to itself otherwise.
  if (std::string why = kind == LeaseKind::kExclusive ? "" : TooBig(bytes); !why.empty())
    return Status::ResourceExhausted(why);
  const std::uint64_t ticket = next_ticket_++;
  if (kind == LeaseKind::kBuild) {
    if (!builds_allowed())
      return Status::FailedPrecondition(
          "build leases are not allowed here, or a device's memory is unknown");
    bool got = WaitTurn(
        lock, cv_, build_queue_, ticket, Clock::now() + timeout,
        [&] { return FindDevice(kind, bytes) >= 0; }, [&] { return AllFailed(); },
        [] { return false; });
    if (!got) {
      if (AllFailed()) return Status::Unavailable("every device failed its health check");
      return Status::DeadlineExceeded("no device memory free for a build within " +
                                      std::to_string(timeout.count()) + " ms");
    }
    return Grant(FindDevice(kind, bytes), kind, bytes);
  }
  // Phase-fair: the shared requests waiting when an exclusive lease ends go ahead of exclusive
  // requests queued before them (as many at once as slots and memory allow); requests made after
  // that release queue behind those exclusive ones. An exclusive request at the head defers only
  // to such a shared request that a device could take now, so one that cannot fit anywhere (its
  // device failed) holds nobody back. Verifies thus run together between profiles.
  const bool shared = kind == LeaseKind::kShared;
  struct Waiting {  // this request in shared_waiting_ while it waits, on every exit path
    std::map<std::uint64_t, std::uint64_t>* set;
    std::uint64_t ticket;
    ~Waiting() {
      if (set) set->erase(ticket);
    }
  } waiting{shared ? &shared_waiting_ : nullptr, ticket};
  if (shared) shared_waiting_.emplace(ticket, bytes);
  struct WholeDevice {  // counted while it waits: no new build is admitted meanwhile
    int* waiting;
    std::condition_variable* cv;
    ~WholeDevice() {
      if (!waiting) return;
      --*waiting;
      cv->notify_all();  // builds held back may go now
    }
  } whole{kind == LeaseKind::kExclusive && bytes == kWholeDevice ? &whole_device_waiting_ : nullptr,
          &cv_};
  if (whole.waiting) ++*whole.waiting;
  auto defer_to_shared = [&] {
    for (const auto& [t, need] : shared_waiting_) {
      if (t >= phase_cut_) break;
      if (FindDevice(LeaseKind::kShared, need) >= 0) return true;
    }
    return false;
  };
  bool got = WaitTurn(
      lock, cv_, queue_, ticket, Clock::now() + timeout,
      [&] { return FindDevice(kind, bytes) >= 0 && (shared || !defer_to_shared()); },
      [&] { return AllFailed(); }, [&] { return shared && ticket < phase_cut_; });
  if (!got) {
    if (AllFailed()) return Status::Unavailable("every device failed its health check");
    return Status::DeadlineExceeded("no device free within " + std::to_string(timeout.count()) +
                                    " ms");
  }
  return Grant(FindDevice(kind, bytes), kind, bytes);
}

GpuPool::Lease GpuPool::Grant(int index, LeaseKind kind, std::uint64_t bytes) {
  Device& d = devices_[index];
  // Builds beside an exclusive lease now, or able to join it (its need is known and leaves room).
  const bool beside_builds =
      kind == LeaseKind::kExclusive &&
      (d.builds > 0 || (allow_builds_ && d.capacity != 0 && bytes > 0 && bytes < d.capacity));
  switch (kind) {
    case LeaseKind::kExclusive:
      d.exclusive = true;
      d.exclusive_bytes = bytes;
      break;
    case LeaseKind::kShared:
      ++d.shared;
      ++d.shared_leases_total;
      d.reserved += bytes;
      break;
    case LeaseKind::kBuild:
      ++d.builds;
      ++d.build_leases_total;
      d.build_reserved += bytes;
      break;
  }
  ++d.leases_total;
  Lease lease;
  lease.pool_ = this;
  lease.index_ = static_cast<std::size_t>(index);
  lease.device_ = d.name;
  lease.kind_ = kind;
  lease.bytes_ = bytes;
  lease.beside_builds_ = beside_builds;
  return lease;
}

void GpuPool::Release(std::size_t index, LeaseKind kind, std::uint64_t bytes, bool faulted) {
  std::string name;
  {
    std::lock_guard lock(mu_);
    Device& d = devices_[index];
    switch (kind) {
      case LeaseKind::kExclusive:
        d.exclusive = false;
        d.exclusive_bytes = 0;
        phase_cut_ = next_ticket_;  // the shared requests waiting now may pass (see Acquire)
        break;
      case LeaseKind::kShared:
        --d.shared;
        d.reserved -= bytes;
        break;
      case LeaseKind::kBuild:
        --d.builds;
        d.build_reserved -= bytes;
        break;
    }
    if (faulted) {
      ++d.faults_total;
      d.state = DeviceState::kChecking;  // nobody gets it until the check passes
      name = d.name;
    }
  }
  if (faulted) {
    // Wait for the device's other users to finish, then check it with nobody on it.
    bool healthy = false;
    {
      std::unique_lock lock(mu_);
      cv_.wait(lock, [&] {
        const Device& d = devices_[index];
        return d.shared == 0 && d.builds == 0 && !d.exclusive;
      });
    }
    healthy = health_check_(name);
    std::lock_guard lock(mu_);
    devices_[index].state = healthy ? DeviceState::kHealthy : DeviceState::kFailed;
    if (healthy)
      spdlog::info("device {} passed its health check after a fault", name);
    else
      spdlog::error("device {} failed its health check and leaves the rotation", name);
  }
  cv_.notify_all();
}

StatusOr<GpuPool::CompileSlot> GpuPool::AcquireCompileSlot(std::chrono::milliseconds timeout) {
  std::unique_lock lock(mu_);
  const std::uint64_t ticket = next_ticket_++;
  bool got = WaitTurn(
      lock, cv_, compile_queue_, ticket, Clock::now() + timeout,
      [&] { return compiles_running_ < compile_slots_; }, [] { return false; },
      [] { return false; });
  if (!got)
    return Status::DeadlineExceeded("no compile slot free within " +
                                    std::to_string(timeout.count()) + " ms");
  ++compiles_running_;
  CompileSlot slot;
  slot.pool_ = this;
  return slot;
}

void GpuPool::ReleaseCompileSlot() {
  {
    std::lock_guard lock(mu_);
    --compiles_running_;
  }
  cv_.notify_all();
}

nlohmann::json GpuPool::Stats() const {
  std::lock_guard lock(mu_);
  nlohmann::json devices = nlohmann::json::array();
  for (const Device& d : devices_) {
    devices.push_back({{"device", d.name},
                       {"state", StateName(d.state)},
                       {"shared", d.shared},
                       {"exclusive", d.exclusive},
                       {"memory_bytes", d.capacity},
                       {"reserved_bytes", d.reserved},
                       {"builds", d.builds},
                       {"build_reserved_bytes", d.build_reserved},
                       {"leases_total", d.leases_total},
                       {"shared_leases_total", d.shared_leases_total},
                       {"build_leases_total", d.build_leases_total},
                       {"faults_total", d.faults_total}});
  }
  return {{"devices", std::move(devices)},
          {"waiting", queue_.size()},
          {"compiles_running", compiles_running_},
          {"compiles_waiting", compile_queue_.size()},
          {"builds_waiting", build_queue_.size()}};
}

}  // namespace warpgym
