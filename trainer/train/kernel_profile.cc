#include "trainer/train/kernel_profile.h"

#include <torch/csrc/autograd/profiler_kineto.h>

#include <algorithm>
#include <cerrno>
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <map>
#include <set>
#include <utility>
#include <vector>

namespace warpgym::train {
namespace {

namespace prof = torch::profiler::impl;
namespace ag = torch::autograd::profiler;

std::set<prof::ActivityType> Activities(bool cuda) {
  return {cuda ? prof::ActivityType::CUDA : prof::ActivityType::CPU};
}

struct Kind {
  int64_t count = 0;
  uint64_t total_ns = 0;
};

// Nanoseconds covered by at least one of `spans` (sorted in place).
uint64_t Covered(std::vector<std::pair<uint64_t, uint64_t>>& spans) {
  std::sort(spans.begin(), spans.end());
  uint64_t covered = 0, end = 0;
  for (const auto& [b, e] : spans) {
    if (e <= end) continue;
    covered += e - std::max(b, end);
    end = e;
  }
  return covered;
}

std::string Format(const char* fmt, double a, double b = 0, double c = 0) {
  char buf[128];
  std::snprintf(buf, sizeof buf, fmt, a, b, c);
  return buf;
}

}  // namespace

KernelProfile::KernelProfile(std::string dir, std::string phase, bool cuda)
    : dir_(std::move(dir)), phase_(std::move(phase)), cuda_(cuda) {
  const prof::ProfilerConfig config(prof::ProfilerState::KINETO);
  ag::prepareProfiler(config, Activities(cuda_));
  ag::enableProfiler(config, Activities(cuda_));
  running_ = true;
  start_ = std::chrono::steady_clock::now();
}

KernelProfile::~KernelProfile() {
  if (running_) ag::disableProfiler();
}

std::string KernelProfile::RequestedDir() {
  const char* dir = std::getenv("WARPGYM_KERNEL_PROFILE");
  return dir != nullptr ? dir : "";
}

Status KernelProfile::Finish(std::string* written) {
  if (!running_) return Status::FailedPrecondition("kernel profile: already finished");
  running_ = false;
  const double wall_s =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start_).count();
  const std::unique_ptr<ag::ProfilerResult> result = ag::disableProfiler();
  const c10::DeviceType want = cuda_ ? c10::DeviceType::CUDA : c10::DeviceType::CPU;
  std::map<std::string, Kind> kinds;
  std::vector<std::pair<uint64_t, uint64_t>> spans;
  int64_t events = 0;
  for (const ag::KinetoEvent& e : result->events()) {
    if (e.deviceType() != want || e.endNs() <= e.startNs()) continue;
    // On the GPU: kernels, copies, fills (not the host-side runtime calls of the CUDA activity).
    if (cuda_ && e.name().rfind("cuda", 0) == 0) continue;
    Kind& k = kinds[e.name()];
    ++k.count, ++events;
    k.total_ns += e.durationNs();
    spans.emplace_back(e.startNs(), e.endNs());
  }
  // On the CPU, operators nest (an op's time includes the ops it calls): busy is their union.
  const double busy_s = static_cast<double>(Covered(spans)) * 1e-9;
  std::vector<std::pair<std::string, Kind>> top(kinds.begin(), kinds.end());
  std::sort(top.begin(), top.end(),
            [](const auto& a, const auto& b) { return a.second.total_ns > b.second.total_ns; });

  std::error_code ec;
  std::filesystem::create_directories(dir_, ec);
  const std::string path = dir_ + "/kernels-" + phase_ + ".md";
  std::ofstream out(path);
  if (!out) return Status::FromErrno("kernel profile: cannot write " + path, errno);
  out << "# " << phase_ << ": " << (cuda_ ? "GPU kernels" : "CPU operators (inclusive)") << "\n\n"
      << Format("wall %.3f s; device busy %.3f s (%.1f %% of the wall); ", wall_s, busy_s,
                wall_s > 0 ? 100 * busy_s / wall_s : 0)
      << events << (cuda_ ? " kernels" : " operator calls")
      << Format(", mean %.1f us each\n\n",
                events > 0 ? busy_s * 1e6 / static_cast<double>(events) : 0)
      << "| name | count | total ms | mean us | share of busy |\n|---|---:|---:|---:|---:|\n";
  constexpr size_t kRows = 40, kName = 100;
  for (size_t i = 0; i < std::min(kRows, top.size()); ++i) {
    const auto& [name, k] = top[i];
    const double ms = static_cast<double>(k.total_ns) * 1e-6;
    std::string shown = name.size() > kName ? name.substr(0, kName) + "..." : name;
    std::replace(shown.begin(), shown.end(), '|', '/');
    out << "| `" << shown << "` | " << k.count
        << Format(" | %.1f | %.1f | %.1f %% |\n", ms, ms * 1e3 / static_cast<double>(k.count),
                  busy_s > 0 ? ms * 0.1 / busy_s : 0);
  }
  out.close();
  if (!out) return Status::FromErrno("kernel profile: cannot write " + path, errno);
  if (written != nullptr) *written = path;
  return Status::Ok();
}

}  // namespace warpgym::train
