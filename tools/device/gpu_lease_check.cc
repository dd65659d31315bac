// warpgym-gpu-lease-check: exercises the server's own GpuPool, RunProcess and health check on a
// real GPU host (tools/device/gpu_leases.sh), printing a Markdown table:
//   1. a kernel that never terminates runs under an exclusive lease and is killed at the
//      timeout; the lease is marked faulted, the device goes through the health check (a tiny
//      kernel through torch) and must come back healthy;
//   2. with two or more GPUs, two exclusive leases run a 3 s kernel each at the same time on
//      different devices (wall ≈ 3 s, not 6 s).
#include <CLI/CLI.hpp>
#include <chrono>
#include <cstdio>
#include <filesystem>
#include <thread>

#include "env_server/gpu/device_discovery.h"
#include "env_server/gpu/gpu_pool.h"
#include "env_server/subprocess.h"

using namespace warpgym;
using Clock = std::chrono::steady_clock;

namespace {

ProcessResult RunKernel(const std::string& kernel, const std::string& device,
                        std::vector<std::string> args, std::chrono::milliseconds timeout) {
  ProcessSpec spec;
  spec.argv = {kernel};
  spec.argv.insert(spec.argv.end(), args.begin(), args.end());
  spec.env = {"PATH=/usr/local/bin:/usr/bin:/bin", "CUDA_VISIBLE_DEVICES=" + device};
  if (const char* ld = std::getenv("LD_LIBRARY_PATH"))
    spec.env.push_back(std::string("LD_LIBRARY_PATH=") + ld);
  spec.cwd = "/";
  spec.timeout = timeout;
  return RunProcess(spec);
}

double Since(Clock::time_point t) {
  return std::chrono::duration<double>(Clock::now() - t).count();
}

}  // namespace

int main(int argc, char** argv) {
  std::string python = "python3", kernel = "build/bin/gpu_kernel";
  CLI::App app{"GPU lease, fault and health-check run of warpgym's GpuPool"};
  app.add_option("--python", python, "interpreter with torch, for the health check");
  app.add_option("--kernel", kernel, "path of the gpu_kernel program");
  CLI11_PARSE(app, argc, argv);
  kernel = std::filesystem::absolute(kernel).string();  // the kernel runs with cwd "/"

  auto devices = DiscoverDevices("cuda", "all");
  if (!devices.ok()) {
    std::printf("no GPU: %s\n", devices.status().ToString().c_str());
    return 1;
  }
  GpuPool::Options options;
  options.devices = devices.value();
  options.health_check = MakeHealthCheck("cuda", python);
  GpuPool pool(options);
  std::printf("devices: %zu\n\n| check | device | result | seconds |\n|---|---|---|---:|\n",
              pool.device_count());
  bool ok = true;

  {  // 1. a kernel that never returns, killed at the timeout, then the health check
    auto lease = pool.Acquire(LeaseKind::kExclusive, std::chrono::seconds(10));
    if (!lease.ok()) return 1;
    const std::string dev = lease->device();
    auto t = Clock::now();
    ProcessResult hang = RunKernel(kernel, dev, {"hang"}, std::chrono::seconds(5));
    std::printf("| never-ending kernel killed at 5 s timeout | %s | %s | %.2f |\n", dev.c_str(),
                hang.timed_out ? "killed (timed out)" : "NOT killed", Since(t));
    ok = ok && hang.timed_out;
    lease->MarkFaulted();
    t = Clock::now();
    lease->Release();  // runs the health check before anyone else may lease the device
    std::string state = pool.Stats()["devices"][0]["state"];
    std::printf("| health check after the fault | %s | %s | %.2f |\n", dev.c_str(), state.c_str(),
                Since(t));
    ok = ok && state == "healthy";
    t = Clock::now();
    ProcessResult after = RunKernel(kernel, dev, {"spin", "200"}, std::chrono::seconds(30));
    std::printf("| a new kernel on the same device | %s | %s | %.2f |\n", dev.c_str(),
                after.exit_code == 0 ? "ran" : "FAILED", Since(t));
    ok = ok && after.exit_code == 0;
  }

  if (pool.device_count() >= 2) {  // 2. two exclusive leases in parallel
    auto t = Clock::now();
    std::string used[2];
    int codes[2] = {-1, -1};
    {
      std::jthread a([&] {
        auto l = pool.Acquire(LeaseKind::kExclusive, std::chrono::seconds(30));
        used[0] = l->device();
        codes[0] = RunKernel(kernel, used[0], {"spin", "3000"}, std::chrono::seconds(60)).exit_code;
      });
      std::jthread b([&] {
        auto l = pool.Acquire(LeaseKind::kExclusive, std::chrono::seconds(30));
        used[1] = l->device();
        codes[1] = RunKernel(kernel, used[1], {"spin", "3000"}, std::chrono::seconds(60)).exit_code;
      });
    }
    double wall = Since(t);
    bool parallel = used[0] != used[1] && codes[0] == 0 && codes[1] == 0 && wall < 5.5;
    std::printf("| two exclusive leases, 3 s kernel each | %s + %s | %s | %.2f |\n",
                used[0].c_str(), used[1].c_str(), parallel ? "in parallel" : "NOT parallel", wall);
    ok = ok && parallel;
  } else {
    std::printf("| two exclusive leases in parallel | - | not run: this host has 1 GPU | - |\n");
  }
  return ok ? 0 : 1;
}
