#include "env_server/gpu/gpu_pool.h"

#include <spdlog/spdlog.h>

#include <algorithm>
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

// Waits in FIFO order on `queue` until `ready()` holds for the caller at its head, or the
// deadline passes. REQUIRES: `lock` holds the mutex `cv` is used with.
template <typename Ready, typename GiveUp>
bool WaitTurn(std::unique_lock<std::mutex>& lock, std::condition_variable& cv,
              std::list<std::uint64_t>& queue, std::uint64_t ticket, Clock::time_point deadline,
              Ready ready, GiveUp give_up) {
  queue.push_back(ticket);
  auto turn = [&] { return queue.front() == ticket && (ready() || give_up()); };
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
      faulted_(other.faulted_) {}

GpuPool::Lease& GpuPool::Lease::operator=(Lease&& other) noexcept {
  if (this != &other) {
    Release();
    pool_ = std::exchange(other.pool_, nullptr);
    index_ = other.index_;
    device_ = std::move(other.device_);
    kind_ = other.kind_;
    faulted_ = other.faulted_;
  }
  return *this;
}

void GpuPool::Lease::Release() {
  if (GpuPool* pool = std::exchange(pool_, nullptr)) pool->Release(index_, kind_, faulted_);
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
      health_check_(std::move(options.health_check)) {
  for (auto& name : options.devices) devices_.push_back(Device{std::move(name)});
}

int GpuPool::FindDevice(LeaseKind kind) const {
  // Prefer the least loaded healthy device, so parallel work spreads over all of them.
  int best = -1;
  for (std::size_t i = 0; i < devices_.size(); ++i) {
    const Device& d = devices_[i];
    if (d.state != DeviceState::kHealthy || d.exclusive) continue;
    if (kind == LeaseKind::kExclusive ? d.shared != 0 : d.shared >= max_shared_) continue;
    if (best < 0 || d.shared < devices_[best].shared) best = static_cast<int>(i);
  }
  return best;
}

bool GpuPool::AllFailed() const {
  return std::all_of(devices_.begin(), devices_.end(),
                     [](const Device& d) { return d.state == DeviceState::kFailed; });
}

StatusOr<GpuPool::Lease> GpuPool::Acquire(LeaseKind kind, std::chrono::milliseconds timeout) {
  std::unique_lock lock(mu_);
  if (devices_.empty()) return Status::Unavailable("no devices configured");
  const std::uint64_t ticket = next_ticket_++;
  bool got = WaitTurn(
      lock, cv_, queue_, ticket, Clock::now() + timeout, [&] { return FindDevice(kind) >= 0; },
      [&] { return AllFailed(); });
  if (!got) {
    if (AllFailed()) return Status::Unavailable("every device failed its health check");
    return Status::DeadlineExceeded("no device free within " + std::to_string(timeout.count()) +
                                    " ms");
  }
  const int index = FindDevice(kind);
  Device& d = devices_[index];
  if (kind == LeaseKind::kExclusive)
    d.exclusive = true;
  else
    ++d.shared;
  ++d.leases_total;
  Lease lease;
  lease.pool_ = this;
  lease.index_ = static_cast<std::size_t>(index);
  lease.device_ = d.name;
  lease.kind_ = kind;
  return lease;
}

void GpuPool::Release(std::size_t index, LeaseKind kind, bool faulted) {
  std::string name;
  {
    std::lock_guard lock(mu_);
    Device& d = devices_[index];
    if (kind == LeaseKind::kExclusive)
      d.exclusive = false;
    else
      --d.shared;
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
      cv_.wait(lock, [&] { return devices_[index].shared == 0 && !devices_[index].exclusive; });
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
      [&] { return compiles_running_ < compile_slots_; }, [] { return false; });
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
                       {"leases_total", d.leases_total},
                       {"faults_total", d.faults_total}});
  }
  return {{"devices", std::move(devices)},
          {"waiting", queue_.size()},
          {"compiles_running", compiles_running_},
          {"compiles_waiting", compile_queue_.size()}};
}

}  // namespace warpgym
