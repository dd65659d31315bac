#!/usr/bin/env bash
# GPU host run for issue 3's GPU checks, through warpgym's own GpuPool / RunProcess / health
# check (tools/device/gpu_lease_check.cc): a never-ending kernel is killed at its timeout and the
# GPU passes its health check afterwards; on a 2-GPU host, two exclusive leases run in parallel.
# Here, first:  make build && tools/device/bundle_libs.sh
# Device call:  bash tools/device/gpu_leases.sh   carry: build/device-bin build/device-libs
set -uo pipefail
ROOT="$(pwd)"
OUT="${OUT:-/tmp/warpgym-out}"; mkdir -p "$OUT"
export LD_LIBRARY_PATH="$ROOT/build/device-libs"
nvidia-smi --query-gpu=index,name,driver_version --format=csv,noheader
build/device-bin/warpgym-gpu-lease-check --python "$(command -v python3)" --kernel build/device-bin/gpu_kernel \
  | tee "$OUT/gpu_leases.md"
exit "${PIPESTATUS[0]}"
