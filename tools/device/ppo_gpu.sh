#!/usr/bin/env bash
# One PPO step of `warpgym-trainer train` on a GPU host (issue 7, "Scale"): a warpgym-server
# --backend cuda over tasks/demo_cuda, then trainer/configs/h200_ppo.yaml (a random
# Qwen2.5-0.5B-shaped policy, 16 episodes of up to 3 turns, one stage-4 PPO step on the GPU).
# Prints a markdown table of the step's timings (generation, environment, learning, tokens/s
# generated and trained); metrics.jsonl, the logs and the table go to $OUT.
#
# Here, first:  bash tools/device/bundle_libs.sh                      (the server and its libs)
#               BUILD_DIR=build bash tools/device/ppo_gpu.sh --prepare  (the trainer and its libs)
#   --prepare strips BUILD_DIR/bin/warpgym-trainer (and warpgym-server, when bundle_libs.sh did
#   not) into build/device-bin and copies the shared libraries it needs that are neither glibc's
#   nor LibTorch's/CUDA's (yaml-cpp, ZeroMQ, spdlog, fmt, ...) into build/device-libs; LibTorch
#   comes from the GPU host's own torch wheel (the same 2.11.0, CXX11 ABI).
# Device call:  bash tools/device/ppo_gpu.sh      carry: build/device-bin build/device-libs .whl
#   (.whl: the harness's Python wheels, as for tools/device/cuda_backend.sh; installed when there)
#
# Knobs (environment), defaults for the H200:
#   CONFIG=trainer/configs/h200_ppo.yaml  STAGE=4  DEVICE=cuda  BACKEND=cuda  TASKS=tasks/demo_cuda
#   (CONFIG=trainer/configs/h200_ppo_1.5b.yaml: the 1.5B-shaped multi-turn step, 64 episodes x 8 turns,
#   32k contexts, continuous batching; the table adds the learner's MFU and the decode's HBM share)
#   BIN=build/device-bin (a directory with warpgym-server and warpgym-trainer)  PYTHON=python3
#   PORT=5611  WORKDIR=/tmp/warpgym-ppo  RUN_DIR=$WORKDIR/run  TIMEOUT_S=540 (the training's limit)
#   (CONFIG=trainer/configs/h200x8_ppo_7b.yaml with NPROC=2/4/8 on a multi-GPU kind: a 7B-shaped
#   step sharded with ZeRO-3; the table's last column is each step's GPU peak of rank 0, and
#   RUN_DIR/rankN/metrics.jsonl hold the other ranks')
#   CONTINUOUS=1: the config with rollout.continuous on (KV_MIB, default 16384: its page pool)
#   GRADIENT_CHECKPOINTING=true|false: the config with ppo.gradient_checkpointing set so
#   NPROC=1 (data-parallel ranks, one GPU each, gradients summed with NCCL; with NPROC > 1 the
#   DataParallel gtests run first, among them NCCL on two GPUs against one process)
#   POOLS="T R" (instead of NPROC): T learner GPUs and R rollout GPUs (--train-gpus/--rollout-gpus),
#   STALENESS=1 (0: no overlap); STEPS overrides the stage's steps (pools overlap from the second);
#   the table adds each step's overlap of generation and learning and its weight-sync seconds
#   GTESTS='MixedPrecision*': those trainer gtests (warpgym_trainer_{train,torch}_tests in BIN) on the GPU first
#   PROFILE=1: the first step's rollout and update profiled by GPU kernel ($OUT/profile/kernels-*.md)
# The same flow on a CPU (what was checked here): BIN=build/bin DEVICE=cpu BACKEND=cpu
#   TASKS=tasks/demo CONFIG=<a small config> bash tools/device/ppo_gpu.sh
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"

# Libraries a GPU host has (glibc, the C++ runtime) or gets from its torch wheel (LibTorch, CUDA).
is_host_lib() {
  case "$1" in
    libc.so*|libm.so*|libpthread.so*|libdl.so*|librt.so*|libresolv.so*|libutil.so*|ld-linux*|libstdc++.so*|libgcc_s.so*) return 0 ;;
    libtorch*|libc10*|libshm*|libgomp*|libcaffe2*|libcu*|libnv*|libnccl*|libcudnn*) return 0 ;;
  esac
  return 1
}

if [ "${1:-}" = "--prepare" ]; then
  set -e
  BUILD_DIR="${BUILD_DIR:-build}"
  mkdir -p build/device-bin build/device-libs
  # the tests: DataParallel over NCCL on 2 GPUs; GTESTS (the model's and sampler's on a GPU)
  bins="warpgym-trainer warpgym_trainer_train_tests warpgym_trainer_torch_tests"
  [ -f build/device-bin/warpgym-server ] || bins="$bins warpgym-server"
  for bin in $bins; do
    [ -x "$BUILD_DIR/bin/$bin" ] || { echo "missing $BUILD_DIR/bin/$bin: build it first" >&2; exit 1; }
    strip -o "build/device-bin/$bin" "$BUILD_DIR/bin/$bin"
    # ldd resolves LibTorch through the binary's rpath; those are skipped by name.
    ldd "$BUILD_DIR/bin/$bin" | awk '/=> \//{print $3}' | while read -r lib; do
      is_host_lib "$(basename "$lib")" || cp -L "$lib" build/device-libs/
    done
  done
  du -shc build/device-bin build/device-libs
  exit 0
fi

OUT="${OUT:-/tmp/warpgym-out}"; mkdir -p "$OUT"
CONFIG="${CONFIG:-trainer/configs/h200_ppo.yaml}"; STAGE="${STAGE:-4}"; DEVICE="${DEVICE:-cuda}"
BACKEND="${BACKEND:-cuda}"; TASKS="${TASKS:-tasks/demo_cuda}"; BIN="${BIN:-build/device-bin}"
PY="${PYTHON:-python3}"; PORT="${PORT:-5611}"; WORKDIR="${WORKDIR:-/tmp/warpgym-ppo}"
RUN_DIR="${RUN_DIR:-$WORKDIR/run}"; TIMEOUT_S="${TIMEOUT_S:-540}"; NPROC="${NPROC:-1}"
RANKS=(--nproc "$NPROC")
if [ -n "${POOLS:-}" ]; then
  read -r POOL_T POOL_R <<<"$POOLS"
  RANKS=(--train-gpus "$POOL_T" --rollout-gpus "$POOL_R"); NPROC=$((POOL_T + POOL_R))
fi
# NVLink multicast stays off (the GPU hosts are shared: /work/.library/device/KINDS.md).
export NCCL_NVLS_ENABLE=0 TORCH_SYMM_MEM_DISABLE_MULTICAST=1 NVSHMEM_DISABLE_NVLS=1 PYTHONUNBUFFERED=1

# LibTorch, and the CUDA runtime and NCCL of the wheel's nvidia packages (the trainer links them).
TORCH_LIB="$($PY -c 'import os, torch; d = os.path.dirname(torch.__file__); n = os.path.join(d, "..", "nvidia")
print(":".join([os.path.join(d, "lib")] + [os.path.join(n, p, "lib") for p in ("cu13", "nccl") if os.path.isdir(os.path.join(n, p, "lib"))]))')" \
  || { echo "$PY cannot import torch" >&2; exit 1; }
[ -d build/device-libs ] && export LD_LIBRARY_PATH="$ROOT/build/device-libs:$TORCH_LIB${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}" \
  || export LD_LIBRARY_PATH="$TORCH_LIB${LD_LIBRARY_PATH:+:$LD_LIBRARY_PATH}"
if [ -d .whl ] && ls .whl/*.whl >/dev/null 2>&1; then  # the harness's extra Python packages, if carried
  $PY -m pip install -q --no-index --no-deps --no-compile --target /tmp/site .whl/*.whl 2>/dev/null \
    && export PYTHONPATH="/tmp/site${PYTHONPATH:+:$PYTHONPATH}"
fi
for b in warpgym-server warpgym-trainer; do
  [ -x "$BIN/$b" ] || { echo "missing $BIN/$b (run --prepare here and carry build/device-bin)" >&2; exit 1; }
done
# The harness finds the candidates' sandbox library next to warpgym-server in ROOT/build/bin
# (warpgym_harness/sandbox_enter.py): without it every evaluation is an infrastructure error.
if [ "$BIN" != build/bin ]; then mkdir -p build/bin && cp "$BIN"/* build/bin/; fi
{
  command -v nvidia-smi >/dev/null && nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
  $PY -c "import torch; print('torch', torch.__version__, 'cuda', torch.version.cuda, 'gpus', torch.cuda.device_count())"
  echo "host: $(nproc) cores; config $CONFIG; device $DEVICE; backend $BACKEND; tasks $TASKS"
} | tee "$OUT/host.txt"
# The sandboxed candidate runs as uid 65534: it must be able to traverse to the checkout and Python.
for d in "$ROOT" "$(dirname "$(readlink -f "$(command -v "$PY")")")"; do
  while [ "$d" != "/" ]; do chmod o+x "$d" 2>/dev/null; d="$(dirname "$d")"; done
done

rm -rf "$RUN_DIR"; mkdir -p "$WORKDIR"
"$BIN/warpgym-server" --bind "tcp://127.0.0.1:$PORT" --backend "$BACKEND" --tasks "$TASKS" --gpus all \
  --root "$ROOT" --workdir "$WORKDIR/server" --python "$PY" >"$OUT/server.log" 2>&1 &
SERVER=$!
trap 'kill -INT $SERVER 2>/dev/null; wait $SERVER 2>/dev/null' EXIT
for _ in $(seq 1 60); do  # bound once the port accepts a connection
  (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null && break
  kill -0 $SERVER 2>/dev/null || { echo "warpgym-server exited:" >&2; tail -20 "$OUT/server.log" >&2; exit 1; }
  sleep 1
done

if [ "$NPROC" -gt 1 ] && [ -x "$BIN/warpgym_trainer_train_tests" ]; then
  echo "== DataParallel and sharded-collective gtests (NCCL on two GPUs) =="
  "$BIN/warpgym_trainer_train_tests" --gtest_filter='DataParallel*:ShardedCollectives*:ZeroThreePpo*' 2>&1 | tee "$OUT/data_parallel_tests.log" \
    | grep -E '^\[ *(OK|FAILED|SKIPPED|PASSED) *\]'
fi
if [ -n "${GTESTS:-}" ]; then  # e.g. GTESTS='MixedPrecision*:StaticDecoder*'
  echo "== trainer gtests on this GPU: $GTESTS =="
  for tests in warpgym_trainer_train_tests warpgym_trainer_torch_tests; do
    [ -x "$BIN/$tests" ] && "$BIN/$tests" --gtest_filter="$GTESTS" 2>&1
  done | tee "$OUT/gtests.log" | grep -E '^\[ *(OK|FAILED|SKIPPED|PASSED) *\]|Failure|Expected|Which is'
fi

if [ -n "${POOLS:-}${STEPS:-}" ]; then  # the pools' staleness, the stage's steps
  cp "$CONFIG" "$OUT/config-pools.yaml"
  [ -n "${POOLS:-}" ] && sed -i "/^ppo:/a\  staleness: ${STALENESS:-1}" "$OUT/config-pools.yaml"
  [ -n "${STEPS:-}" ] && sed -i -E "/^stage$STAGE:/ s/steps: *[0-9]+/steps: $STEPS/" "$OUT/config-pools.yaml"
  CONFIG="$OUT/config-pools.yaml"
fi
if [ -n "${CONTINUOUS:-}" ]; then  # the same config with continuous batching (rollout.continuous)
  sed "/^rollout:/a\\  continuous: true\n  kv_cache_mib: ${KV_MIB:-16384}" "$CONFIG" > "$OUT/config-continuous.yaml"
  CONFIG="$OUT/config-continuous.yaml"
fi
if [ -n "${GRADIENT_CHECKPOINTING:-}" ]; then  # the same config with ppo.gradient_checkpointing set
  sed -E "s/^( *gradient_checkpointing:).*/\1 $GRADIENT_CHECKPOINTING/" "$CONFIG" > "$OUT/config-checkpointing.yaml"
  grep -q "gradient_checkpointing: $GRADIENT_CHECKPOINTING" "$OUT/config-checkpointing.yaml" \
    || sed -i "/^ppo:/a\\  gradient_checkpointing: $GRADIENT_CHECKPOINTING" "$OUT/config-checkpointing.yaml"
  CONFIG="$OUT/config-checkpointing.yaml"
fi
# PROFILE=1: the first step's rollout and update profiled by kernel (WARPGYM_KERNEL_PROFILE), the
# summaries in $OUT/profile/kernels-*.md (their first rows printed at the end).
[ "${PROFILE:-0}" != 0 ] && export WARPGYM_KERNEL_PROFILE="$OUT/profile"
echo "== train: $CONFIG --stage $STAGE on $DEVICE, $NPROC rank(s) =="
start=$(date +%s)
timeout "$TIMEOUT_S" "$BIN/warpgym-trainer" train --config "$CONFIG" --stage "$STAGE" --device "$DEVICE" \
  "${RANKS[@]}" --out "$RUN_DIR" --endpoints "tcp://127.0.0.1:$PORT" >"$OUT/trainer.log" 2>&1
STATUS=$?
echo "train exited $STATUS after $(( $(date +%s) - start )) s (with the initial policy's creation)"
tail -15 "$OUT/trainer.log"
cp "$RUN_DIR/metrics.jsonl" "$RUN_DIR/config.json" "$OUT/" 2>/dev/null

# One row per PPO step of the run, then the learner's MFU and the decode's share of the HBM
# roofline, from the policy's shape (init/config.json) and the GPU's nominal peaks.
GPU_NAME="$(nvidia-smi --query-gpu=name --format=csv,noheader 2>/dev/null | head -1)"
$PY tools/device/ppo_step_table.py "$RUN_DIR/metrics.jsonl" --model-config "$RUN_DIR/init/config.json" \
  --gpu "${GPU_NAME:-unknown}" | tee "$OUT/ppo_gpu.md"
[ $? -eq 0 ] || STATUS=1
for f in "$OUT"/profile/kernels-*.md; do [ -f "$f" ] && head -16 "$f" | cut -c1-160; done
exit $STATUS
