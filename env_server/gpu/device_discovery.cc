#include "env_server/gpu/device_discovery.h"

#include <algorithm>
#include <fstream>
#include <regex>
#include <sstream>

#include "env_server/subprocess.h"

namespace warpgym {
namespace fs = std::filesystem;

StatusOr<std::vector<std::string>> DiscoverDevices(const std::string& backend,
                                                   const std::string& spec) {
  if (backend == "cpu") return std::vector<std::string>{"cpu"};
  std::vector<std::string> devices;
  if (spec == "all") {
    static const std::regex kNode(R"(nvidia(\d+))");
    std::error_code ec;
    for (const auto& entry : fs::directory_iterator("/dev", ec)) {
      std::smatch m;
      std::string name = entry.path().filename().string();
      if (std::regex_match(name, m, kNode)) devices.push_back(m[1].str());
    }
    std::sort(devices.begin(), devices.end(), [](const std::string& a, const std::string& b) {
      return std::stoi(a) < std::stoi(b);
    });
    if (devices.empty())
      return Status::NotFound("--gpus all: no /dev/nvidia<N> device on this host");
    return devices;
  }
  std::stringstream ss(spec);
  for (std::string item; std::getline(ss, item, ',');) {
    if (item.empty() || item.size() > 3 || !std::all_of(item.begin(), item.end(), ::isdigit)) {
      return Status::InvalidArgument("--gpus must be 'all' or device indices like 0,1; got '" +
                                     spec + "'");
    }
    if (std::find(devices.begin(), devices.end(), item) == devices.end()) devices.push_back(item);
  }
  if (devices.empty()) return Status::InvalidArgument("--gpus names no device");
  return devices;
}

namespace {

std::uint64_t HostMemoryBytes() {
  std::ifstream in("/proc/meminfo");
  std::string key, unit;
  std::uint64_t kib = 0;
  while (in >> key >> kib >> unit) {
    if (key == "MemTotal:") return kib * 1024;
  }
  return 0;
}

}  // namespace

std::vector<std::uint64_t> DeviceMemory(const std::string& backend,
                                        const std::vector<std::string>& devices) {
  std::vector<std::uint64_t> bytes(devices.size(), 0);
  if (backend == "cpu") {
    std::fill(bytes.begin(), bytes.end(), HostMemoryBytes() / 5 * 4);
    return bytes;
  }
  ProcessSpec spec;
  spec.argv = {"nvidia-smi", "--query-gpu=index,memory.total", "--format=csv,noheader,nounits"};
  spec.env = {"PATH=/usr/local/bin:/usr/bin:/bin"};
  spec.cwd = "/";
  spec.timeout = std::chrono::seconds(30);
  ProcessResult r = RunProcess(spec);
  if (!r.spawn_status.ok() || r.timed_out || r.exit_code != 0) return bytes;
  std::istringstream lines(r.output);
  for (std::string line; std::getline(lines, line);) {
    const auto comma = line.find(',');
    if (comma == std::string::npos) continue;
    const std::string index = line.substr(0, comma);
    std::uint64_t mib = 0;
    try {
      mib = std::stoull(line.substr(comma + 1));
    } catch (const std::exception&) {
      continue;
    }
    for (std::size_t i = 0; i < devices.size(); ++i)
      if (devices[i] == index) bytes[i] = mib << 20;
  }
  return bytes;
}

GpuPool::HealthCheck MakeHealthCheck(const std::string& backend, const fs::path& python) {
  if (backend == "cpu") return [](const std::string&) { return true; };
  return [python](const std::string& device) {
    ProcessSpec spec;
    spec.argv = {python.string(), "-c",
                 "import torch\n"
                 "x = torch.arange(1 << 20, device='cuda', dtype=torch.float32)\n"
                 "y = (x * 2 + 1).sum().item()\n"
                 "torch.cuda.synchronize()\n"
                 "assert y == float(2 * sum(range(1 << 20)) + (1 << 20)), y\n"};
    spec.env = {"PATH=/usr/local/bin:/usr/bin:/bin", "CUDA_VISIBLE_DEVICES=" + device};
    spec.cwd = "/";
    spec.timeout = std::chrono::seconds(60);
    ProcessResult r = RunProcess(spec);
    return r.spawn_status.ok() && !r.timed_out && r.exit_code == 0;
  };
}

}  // namespace warpgym
