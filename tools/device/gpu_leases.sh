#!/usr/bin/env bash
# GPU host run for issue 3's GPU checks, through warpgym's own GpuPool / RunProcess / health
# check (tools/device/gpu_lease_check.cc): a never-ending kernel is killed at its timeout and the
# GPU passes its health check afterwards; on a 2-GPU host, two exclusive leases run in parallel;
# then one kernel's profile alone vs while verify loops run on the other GPUs
# (tools/device/profile_spread.py through cuda_backend.sh's `spread` stage).
# Here, first:  make build && tools/device/bundle_libs.sh && tools/device/fetch_wheels.sh
# Device call:  bash tools/device/gpu_leases.sh   carry: build/device-bin build/device-libs .whl
#               (kind nvidia-h200-x2 for the 2-GPU parts)
set -uo pipefail
ROOT="$(pwd)"
OUT="${OUT:-/tmp/warpgym-out}"; mkdir -p "$OUT"
export LD_LIBRARY_PATH="$ROOT/build/device-libs"
nvidia-smi --query-gpu=index,name,driver_version --format=csv,noheader
build/device-bin/warpgym-gpu-lease-check --python "$(command -v python3)" --kernel build/device-bin/gpu_kernel \
  | tee "$OUT/gpu_leases.md"
STATUS="${PIPESTATUS[0]}"
STAGES=spread bash tools/device/cuda_backend.sh || STATUS=1
exit "$STATUS"
