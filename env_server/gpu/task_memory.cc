#include "env_server/gpu/task_memory.h"

#include <algorithm>
#include <fstream>

namespace warpgym {

namespace {

constexpr double kMiB = 1024.0 * 1024.0;
// A CUDA context and its libraries live outside the allocator's figures: this much per process.
constexpr std::uint64_t kCudaContextBytes = 768ull << 20;
// The trusted process and the candidate each hold the inputs and outputs; a quarter on top for
// what one run's peak did not show.
constexpr double kProcesses = 2.0, kMargin = 1.25;
// No device holds more: a figure above it (an operator's file, a forged peak) is clamped here
// before it becomes an integer.
constexpr double kMaxMiB = 64.0 * 1024 * 1024;

std::uint64_t MiBToBytes(double mib) {
  if (!(mib > 0.0)) return 0;  // NaN too
  return static_cast<std::uint64_t>(std::min(mib, kMaxMiB) * kMiB);
}

}  // namespace

std::uint64_t TaskMemory::Need(const std::string& task) const {
  std::lock_guard lock(mu_);
  auto it = peak_.find(task);
  std::uint64_t need = unknown_bytes_;
  if (it != peak_.end()) {
    const std::uint64_t context = backend_ == "cuda" ? kCudaContextBytes : 0;
    need = static_cast<std::uint64_t>(kProcesses * kMargin *
                                      static_cast<double>(it->second + context));
  }
  return cap_bytes_ != 0 ? std::min(need, cap_bytes_) : need;
}

bool TaskMemory::Known(const std::string& task) const {
  std::lock_guard lock(mu_);
  return peak_.contains(task);
}

void TaskMemory::Learn(const std::string& task, std::uint64_t peak_bytes) {
  std::uint64_t& known = peak_[task];
  known = std::max(known, peak_bytes);
}

void TaskMemory::Record(const std::string& task, const nlohmann::json& provenance) {
  if (!provenance.is_object()) return;
  auto mem = provenance.find("peak_memory_mb");
  if (mem == provenance.end() || !mem->is_object()) return;
  auto mb = mem->find(backend_ == "cuda" ? "gpu_reserved" : "host_rss");
  if (mb == mem->end() || !mb->is_number() || mb->get<double>() <= 0) return;
  std::lock_guard lock(mu_);
  Learn(task, MiBToBytes(mb->get<double>()));
}

StatusOr<int> TaskMemory::LoadScreen(const std::filesystem::path& report) {
  std::ifstream in(report);
  if (!in) return Status::NotFound("cannot read the screen report " + report.string());
  nlohmann::json doc = nlohmann::json::parse(in, nullptr, /*allow_exceptions=*/false);
  if (!doc.is_object() || !doc.contains("tasks") || !doc["tasks"].is_array())
    return Status::InvalidArgument(
        report.string() + " is not a `warpgym tasks screen --json` report (no tasks list)");
  int n = 0;
  std::lock_guard lock(mu_);
  for (const nlohmann::json& rec : doc["tasks"]) {
    if (!rec.is_object() || !rec.contains("task") || !rec["task"].is_string()) continue;
    auto mb = rec.find("gpu_peak_mb");
    if (mb == rec.end() || !mb->is_number() || mb->get<double>() <= 0) continue;
    Learn(rec["task"].get<std::string>(), MiBToBytes(mb->get<double>()));
    ++n;
  }
  return n;
}

}  // namespace warpgym
