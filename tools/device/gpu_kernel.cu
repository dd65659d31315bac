// A CUDA program for the GPU-host fault and lease checks (tools/device/gpu_leases.sh):
//   gpu_kernel hang        launches a kernel that never returns (the caller must kill it)
//   gpu_kernel spin MS     keeps one kernel busy for about MS milliseconds, then exits 0
#include <cstdio>
#include <cstdlib>
#include <cstring>

__global__ void Hang(volatile int* flag) {
  while (*flag == 0) {
  }
}

__global__ void Spin(long long cycles, int* out) {
  long long start = clock64();
  while (clock64() - start < cycles) {
  }
  *out = 1;
}

int main(int argc, char** argv) {
  if (argc < 2) return 2;
  int* buf = nullptr;
  if (cudaMalloc(&buf, sizeof(int)) != cudaSuccess ||
      cudaMemset(buf, 0, sizeof(int)) != cudaSuccess) {
    std::fprintf(stderr, "no usable GPU\n");
    return 3;
  }
  if (std::strcmp(argv[1], "hang") == 0) {
    Hang<<<1, 1>>>(buf);
  } else if (std::strcmp(argv[1], "spin") == 0 && argc > 2) {
    int rate_khz = 0;
    cudaDeviceGetAttribute(&rate_khz, cudaDevAttrClockRate, 0);
    Spin<<<1, 1>>>(static_cast<long long>(rate_khz) * std::atoll(argv[2]), buf);
  } else {
    return 2;
  }
  cudaError_t err = cudaDeviceSynchronize();
  std::printf("%s: %s\n", argv[1], cudaGetErrorString(err));
  return err == cudaSuccess ? 0 : 1;
}
