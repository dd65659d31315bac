// GpuPool: hands out the accelerators (or, on the CPU backend, the one CPU "device") to
// evaluation steps, and compile slots to compile steps.
//
// Lease kinds: an exclusive lease (timing: profile, submit) is the only user of its device; a
// shared lease (correctness: verify) shares it with other shared leases, `max_shared` at most.
// Waiters are served first come, first served across all episodes, phase-fair: when an exclusive
// lease ends, the shared requests waiting then go first (as many at once as slots and memory
// allow), ahead of exclusive requests queued before them; shared requests made after that queue
// behind those exclusive ones. So neither kind starves the other, and shared work batches between
// exclusive holds. A Lease is an RAII object: its destructor releases on every exit path. A lease
// marked faulted (timeout, illegal address, sticky CUDA error) sends its device through the health
// check before anyone else gets it; a device that fails the check leaves the rotation (state
// kFailed) and is reported in Stats(). Thread-safe; Acquire blocks.
//
// Memory: a lease may reserve device memory (`bytes`, the work's estimated need). Where a device's
// capacity is known, shared leases are admitted only while their reservations fit in it, so two
// evaluations never take memory the other was admitted with; work that needs more than every
// device holds is refused at once (ResourceExhausted naming the need and the capacity) instead of
// waiting or running out of memory. An exclusive lease has its device to itself, but for builds.
//
// Build leases (kBuild: host work that holds device memory and runs nothing on the device, e.g. a
// baseline compiled ahead) need `allow_builds` and devices of known capacity (`builds_allowed()`),
// and coexist
// with every other lease, exclusive ones included: they are admitted by memory alone (at most
// `max_shared` per device, first come first served among themselves). An exclusive lease states
// its estimated need (`bytes`) against them: a known need is admitted beside builds when it fits,
// an unknown one (0) while they hold at most half the device, kWholeDevice only once they end;
// builds are admitted beside an exclusive lease only into what its known need leaves, and none
// while a kWholeDevice request waits. So a build overlaps timings; a timing that ran out of memory
// where builds were or could be beside it (`beside_builds()`) can be run again with kWholeDevice.
#pragma once

#include <chrono>
#include <condition_variable>
#include <cstddef>
#include <cstdint>
#include <functional>
#include <list>
#include <map>
#include <mutex>
#include <nlohmann/json.hpp>
#include <string>
#include <utility>
#include <vector>

#include "shared/status.h"

namespace warpgym {

enum class LeaseKind { kShared, kExclusive, kBuild };

// An exclusive lease's `bytes` that admits no build beside it.
inline constexpr std::uint64_t kWholeDevice = ~std::uint64_t{0};

class GpuPool {
 public:
  enum class DeviceState { kHealthy, kChecking, kFailed };
  // Returns true if the device works. Runs without the pool's lock held.
  using HealthCheck = std::function<bool(const std::string& device)>;

  struct Options {
    std::vector<std::string> devices;  // e.g. {"0", "1"} for CUDA, {"cpu"} for the CPU backend
    int max_shared = 4;                // shared leases per device at once
    int compile_slots = 2;             // concurrent compiles (CPU-bound)
    bool allow_builds = false;         // build leases may be had (where memory is known)
    // Memory of each device in bytes, in the order of `devices` (0 or missing: unknown, no
    // admission by memory on that device).
    std::vector<std::uint64_t> memory_bytes;
    HealthCheck health_check = [](const std::string&) { return true; };
  };

  class Lease {
   public:
    Lease() = default;
    Lease(Lease&& other) noexcept;
    Lease& operator=(Lease&& other) noexcept;
    Lease(const Lease&) = delete;
    Lease& operator=(const Lease&) = delete;
    ~Lease() { Release(); }

    const std::string& device() const { return device_; }
    LeaseKind kind() const { return kind_; }
    std::uint64_t bytes() const { return bytes_; }
    bool held() const { return pool_ != nullptr; }
    // Build leases held the device's memory beside it when it was granted, or may join it (an
    // exclusive lease of known need on a pool that allows builds).
    bool beside_builds() const { return beside_builds_; }
    // The work under this lease faulted: health-check the device at release.
    void MarkFaulted() { faulted_ = true; }
    void Release();

   private:
    friend class GpuPool;
    GpuPool* pool_ = nullptr;
    std::size_t index_ = 0;
    std::string device_;
    LeaseKind kind_ = LeaseKind::kShared;
    std::uint64_t bytes_ = 0;
    bool faulted_ = false;
    bool beside_builds_ = false;
  };

  // Holds one compile slot while alive.
  class CompileSlot {
   public:
    CompileSlot() = default;
    CompileSlot(CompileSlot&& other) noexcept : pool_(std::exchange(other.pool_, nullptr)) {}
    CompileSlot& operator=(CompileSlot&& other) noexcept;
    CompileSlot(const CompileSlot&) = delete;
    CompileSlot& operator=(const CompileSlot&) = delete;
    ~CompileSlot();

   private:
    friend class GpuPool;
    GpuPool* pool_ = nullptr;
  };

  explicit GpuPool(Options options);
  GpuPool(const GpuPool&) = delete;
  GpuPool& operator=(const GpuPool&) = delete;
  // REQUIRES: no lease or slot outlives the pool.
  ~GpuPool() = default;

  // Waits in turn (first come, first served, phase-fair: see above; builds in a turn of their
  // own) up to `timeout` for a lease reserving `bytes` of device memory (an exclusive lease: its
  // estimated need, 0 if unknown). DeadlineExceeded on timeout; Unavailable when every
  // device has failed its health check; ResourceExhausted when `bytes` exceeds the memory of
  // every device whose capacity is known (and none is unknown); FailedPrecondition for a build
  // lease when not builds_allowed().
  StatusOr<Lease> Acquire(LeaseKind kind, std::chrono::milliseconds timeout,
                          std::uint64_t bytes = 0);
  StatusOr<CompileSlot> AcquireCompileSlot(std::chrono::milliseconds timeout);

  nlohmann::json Stats() const;
  std::size_t device_count() const { return devices_.size(); }
  // Whether build leases can be had: allowed, and every device's memory capacity known.
  bool builds_allowed() const;

 private:
  struct Device {
    std::string name;
    DeviceState state = DeviceState::kHealthy;
    std::uint64_t capacity = 0;         // bytes of memory; 0: unknown
    std::uint64_t reserved = 0;         // bytes reserved by the shared leases held
    int shared = 0;                     // shared leases held
    bool exclusive = false;             // an exclusive lease is held
    std::uint64_t exclusive_bytes = 0;  // its estimated need (0: unknown)
    int builds = 0;                     // build leases held
    std::uint64_t build_reserved = 0;   // bytes reserved by them
    std::uint64_t leases_total = 0, shared_leases_total = 0, build_leases_total = 0,
                  faults_total = 0;
  };

  // The device index a lease of `kind` reserving `bytes` may take now, or -1. REQUIRES: mu_ held.
  int FindDevice(LeaseKind kind, std::uint64_t bytes) const;
  bool AllFailed() const;  // REQUIRES: mu_ held
  // Takes device `index` (from FindDevice) for a lease. REQUIRES: mu_ held.
  Lease Grant(int index, LeaseKind kind, std::uint64_t bytes);
  // Why no device could ever hold `bytes`, or "" if one can. REQUIRES: mu_ held.
  std::string TooBig(std::uint64_t bytes) const;
  void Release(std::size_t index, LeaseKind kind, std::uint64_t bytes, bool faulted);
  void ReleaseCompileSlot();

  const int max_shared_;
  const int compile_slots_;
  const bool allow_builds_;
  const HealthCheck health_check_;

  mutable std::mutex mu_;
  std::condition_variable cv_;
  std::vector<Device> devices_;     // guarded by mu_ (the vector itself is fixed)
  std::list<std::uint64_t> queue_;  // guarded by mu_: tickets of waiting Acquire calls
  std::uint64_t next_ticket_ = 0;   // guarded by mu_
  std::uint64_t phase_cut_ = 0;     // guarded by mu_: shared tickets below it may pass
  std::map<std::uint64_t, std::uint64_t> shared_waiting_;  // guarded by mu_: ticket -> bytes
  int compiles_running_ = 0;                               // guarded by mu_
  std::list<std::uint64_t> compile_queue_;                 // guarded by mu_
  std::list<std::uint64_t> build_queue_;                   // guarded by mu_
  int whole_device_waiting_ =
      0;  // guarded by mu_: kWholeDevice requests waiting (builds hold back)
};

}  // namespace warpgym
