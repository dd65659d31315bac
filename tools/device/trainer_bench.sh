#!/usr/bin/env bash
# Trainer model benchmark on the H200 (issue 6): random-weight Qwen2.5-0.5B and 1.5B shapes in
# bf16, prefill and decode tokens/s at batch 1, 16 and 64 for warpgym's C++ sampler
# (trainer/sampler/bench_main.cc; decode with and without CUDA graphs) and transformers' generate
# in the same run, with the decode
# memory-bandwidth floor (weights + KV cache read once per step, at the copy bandwidth measured
# here and at the 4.8 TB/s datasheet figure). Prints a markdown table; JSON lines go to $OUT.
#
# Here, first:  bash tools/device/trainer_bench.sh --prepare
#               (copies nlohmann/json.hpp into build/device-include: the GPU image lacks it)
# Device call:  bash tools/device/trainer_bench.sh        carry: build/device-include [.whl]
# The driver is compiled there with g++ against the image's own torch (python3's LibTorch), so
# nothing built here has to match its libraries; the sampler's CUDA graphs need the CUDA runtime
# headers there too (the torch wheel's nvidia package, else the toolkit's), and without them the
# "graphs" column runs eagerly (the JSON says cuda_graph: false). transformers: the image's package list has it;
# if `import transformers` fails, its side is reported as skipped (or carry wheels in .whl, as
# /work/.library/device/README.md describes, and they are installed first).
# Knobs (environment): SHAPES="qwen2.5-0.5b qwen2.5-1.5b" BATCHES=1,16,64 PROMPT_LEN=512
#                      NEW_TOKENS=128 REPEATS=3 SKIP_HF=1 JOBS=16 MODES=graphs,eager,static
#                      (static: the fixed-shape step without a graph; the first mode feeds "% of floor")
#                      MULTITURN="--shape qwen2.5-1.5b --episodes 64 --turns 4 --prompt-len 8192 ..." also runs
#                      warpgym-multiturn-bench (turn by turn vs continuous batching, simulated env;
#                      trainer/sampler/multiturn_bench_main.cc) with those arguments; MULTITURN_ONLY=1: nothing else
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"

if [ "${1:-}" = "--prepare" ]; then
  mkdir -p build/device-include/nlohmann
  cp /usr/include/nlohmann/json.hpp build/device-include/nlohmann/ && du -sh build/device-include
  exit $?
fi

OUT="${OUT:-/tmp/warpgym-out}"; mkdir -p "$OUT"
SHAPES="${SHAPES:-qwen2.5-0.5b qwen2.5-1.5b}"
BATCHES="${BATCHES:-1,16,64}"; PROMPT_LEN="${PROMPT_LEN:-512}"; NEW_TOKENS="${NEW_TOKENS:-128}"
REPEATS="${REPEATS:-3}"; JOBS="${JOBS:-$(nproc)}"; MODES="${MODES:-graphs,eager,static}"
PY="${PYTHON:-python3}"
if [ -d .whl ] && ls .whl/*.whl >/dev/null 2>&1; then
  $PY -m pip install -q --no-index --no-deps --no-compile --no-cache-dir --upgrade --target /tmp/site .whl/*.whl \
    && export PYTHONPATH="/tmp/site${PYTHONPATH:+:$PYTHONPATH}" || exit 1
fi
export PYTHONUNBUFFERED=1
nvidia-smi --query-gpu=name,memory.total,driver_version --format=csv,noheader
$PY -c "import torch; print('torch', torch.__version__, 'cuda', torch.version.cuda, 'gpus', torch.cuda.device_count())" || exit 1
g++ --version | head -1

# --- build the driver against the image's LibTorch ----------------------------------------------
TORCH="$($PY -c 'import os, torch; print(os.path.dirname(torch.__file__))')"
ABI="$($PY -c 'import torch; print(int(torch._C._GLIBCXX_USE_CXX11_ABI))')"
JSON_INC=/usr/include
[ -f /usr/include/nlohmann/json.hpp ] || JSON_INC="$ROOT/build/device-include"
[ -f "$JSON_INC/nlohmann/json.hpp" ] || { echo "no nlohmann/json.hpp: run --prepare here and carry build/device-include"; exit 1; }
JSON_FLAG="-isystem $JSON_INC"; [ "$JSON_INC" = /usr/include ] && JSON_FLAG=""  # -isystem /usr/include breaks #include_next
BUILD="$ROOT/build/trainer-bench"; mkdir -p "$BUILD"
CUDA_INC=""
# A full toolkit first: a wheel's include dir may lack crt/host_config.h (the H200 image's does).
for d in "${CUDA_HOME:-/usr/local/cuda}/include" "$TORCH/../nvidia/cu13/include" "$TORCH/../nvidia/cuda_runtime/include"; do
  [ -f "$d/cuda_runtime_api.h" ] && [ -f "$d/crt/host_config.h" ] && { CUDA_INC="$(cd "$d" && pwd)"; break; }
done
GRAPH_FLAGS=""
if [ -n "$CUDA_INC" ]; then
  GRAPH_FLAGS="-DWARPGYM_HAVE_TORCH_CUDA=1 -isystem $CUDA_INC"; echo "CUDA graphs: runtime headers in $CUDA_INC"
else
  echo "no cuda_runtime_api.h found: the driver decodes without CUDA graphs"
fi
SOURCES="trainer/model/config.cc trainer/model/rope.cc trainer/model/transformer.cc trainer/model/checkpointed_layer.cc trainer/checkpoint/safetensors.cc
  trainer/checkpoint/weight_files.cc trainer/checkpoint/hf_checkpoint.cc trainer/sampler/sampler.cc
  trainer/sampler/static_decoder.cc trainer/sampler/cuda_graph.cc trainer/model/kv_page_pool.cc
  trainer/sampler/continuous_batcher.cc trainer/sampler/paged_decoder.cc trainer/sampler/bench_main.cc
  trainer/sampler/multiturn_bench_main.cc"
# shared/status.h includes the generated contract header (CMake makes it in a build tree).
mkdir -p "$BUILD/gen/shared" && $PY shared/gen_contract.py --cpp "$BUILD/gen/shared/contract.h" || exit 1
FLAGS="-std=c++20 -O2 -DNDEBUG -D_GLIBCXX_USE_CXX11_ABI=$ABI -I$ROOT -I$BUILD/gen $JSON_FLAG -isystem $TORCH/include
  -isystem $TORCH/include/torch/csrc/api/include $GRAPH_FLAGS"
FLAGS="$(echo $FLAGS)"  # one line: it is pasted into the `sh -c` command below
start=$(date +%s)
echo $SOURCES | tr ' ' '\n' | xargs -P "$JOBS" -I{} sh -c \
  'g++ '"$FLAGS"' -c "{}" -o "'"$BUILD"'/$(basename {} .cc).o" || exit 255' || { echo "compile failed"; exit 1; }
COMMON="$(ls "$BUILD"/*.o | grep -v -e /bench_main.o -e /multiturn_bench_main.o)"
for main in bench_main:warpgym-trainer-bench multiturn_bench_main:warpgym-multiturn-bench; do
  g++ -o "$BUILD/${main#*:}" $COMMON "$BUILD/${main%%:*}.o" -L"$TORCH/lib" -Wl,-rpath,"$TORCH/lib" \
    -Wl,--no-as-needed -ltorch -ltorch_cuda -lc10_cuda -Wl,--as-needed -ltorch_cpu -lc10 -lpthread || exit 1
done
echo "built the driver in $(( $(date +%s) - start )) s"

if [ -n "${MULTITURN:-}" ]; then
  echo "== multi-turn rollouts: turn by turn vs continuous batching =="
  "$BUILD/warpgym-multiturn-bench" --device cuda --dtype bfloat16 $MULTITURN | tee "$OUT/multiturn.jsonl"
  [ -n "${MULTITURN_ONLY:-}" ] && exit 0
fi

# --- bandwidth, then each shape: warpgym, then transformers --------------------------------------
BW="$($PY tools/device/trainer_bench_hf.py bandwidth)" || BW=4.8e12
echo "device-to-device copy: $BW bytes/s (read + write)"
: > "$OUT/trainer_bench.jsonl"
for shape in $SHAPES; do
  "$BUILD/warpgym-trainer-bench" --shape "$shape" --device cuda --dtype bfloat16 --batches "$BATCHES" \
    --prompt-len "$PROMPT_LEN" --new-tokens "$NEW_TOKENS" --repeats "$REPEATS" --peak-bytes-per-s "$BW" --modes "$MODES" \
    | tee -a "$OUT/trainer_bench.jsonl" || exit 1
  if [ -z "${SKIP_HF:-}" ]; then
    $PY tools/device/trainer_bench_hf.py run --shape "$shape" --batches "$BATCHES" --prompt-len "$PROMPT_LEN" \
      --new-tokens "$NEW_TOKENS" --repeats "$REPEATS" | tee -a "$OUT/trainer_bench.jsonl"
  fi
done
echo
echo "prompt $PROMPT_LEN tokens, $NEW_TOKENS new tokens (greedy), bf16, floor at $BW bytes/s; warpgym decode modes $MODES"
$PY tools/device/trainer_bench_hf.py table "$OUT/trainer_bench.jsonl" | tee "$OUT/trainer_bench.md"
