#!/usr/bin/env bash
# Copies the shared libraries that build/bin/* need and a stock GPU host lacks (ZeroMQ and its
# dependencies, spdlog, fmt) into build/device-libs, so the Debian-built binaries run on the GPU
# machine with LD_LIBRARY_PATH=build/device-libs; stripped binaries go to build/device-bin. glibc's own libraries are left out: the host's
# newer glibc is used. Run here, before a device run that carries build/bin and build/device-libs.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
OUT="$ROOT/build/device-libs"
mkdir -p "$OUT"
BINS="warpgym-server warpgym-bench-roundtrip warpgym-gpu-lease-check libwarpgym_sandbox_enter.so"
cmake --build "$ROOT/build" --target warpgym-bench-roundtrip warpgym-gpu-lease-check >/dev/null  # not in the default build
for bin in $BINS; do  # only what is carried (the LibTorch trainer is built on the device itself)
  ldd "$ROOT/build/bin/$bin" | awk '/=> \//{print $3}'
done | sort -u | while read -r lib; do
  case "$(basename "$lib")" in
    libc.so*|libm.so*|libpthread.so*|libdl.so*|librt.so*|libresolv.so*|ld-linux*|libstdc++.so*|libgcc_s.so*) ;;
    *) cp -L "$lib" "$OUT/" ;;
  esac
done
# Stripped copies of the binaries, small enough to carry.
mkdir -p "$ROOT/build/device-bin"
for bin in $BINS; do
  strip -o "$ROOT/build/device-bin/$bin" "$ROOT/build/bin/$bin"
done
# The CUDA test program for tools/device/gpu_leases.sh, for Hopper (sm_90).
if command -v nvcc >/dev/null; then
  nvcc -O2 -arch=sm_90 -o "$ROOT/build/device-bin/gpu_kernel" "$ROOT/tools/device/gpu_kernel.cu"
fi
du -sh "$OUT" "$ROOT/build/device-bin"
