#!/usr/bin/env bash
# Compile-check every solution of tasks/demo_cuda on a machine without a GPU, then check that
# every task file imports and runs on CPU.
#   * kernels/*.cu          nvcc -O3 -std=c++17 -arch=sm_90 -Xcompiler -fPIC -c
#   * kernels/*_binding.cpp g++ -O3 -std=c++17 -fPIC -c with torch's include paths, the CUDA
#                           include dir and env_server/templates/binding (binding_registry.h)
# Objects go to a temp dir; nothing is linked or run on a GPU (see gpu_check.py for that).
# Usage: bash tasks/demo_cuda/check_compile.sh [solution-dir-substring ...]
# Env: PYTHON (default .venv/bin/python), NVCC (default nvcc), CXX (default g++), CUDA_HOME.
set -u
ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
HERE="$ROOT/tasks/demo_cuda"
PYTHON="${PYTHON:-$ROOT/.venv/bin/python}"
[ -x "$PYTHON" ] || PYTHON=python3
NVCC="${NVCC:-nvcc}"
CXX="${CXX:-g++}"
CUDA_HOME="${CUDA_HOME:-/usr/local/cuda}"
command -v "$NVCC" >/dev/null || NVCC="$CUDA_HOME/bin/nvcc"

read -r ABI TORCH_INC < <("$PYTHON" -c "
import torch
from torch.utils.cpp_extension import include_paths
print(int(torch._C._GLIBCXX_USE_CXX11_ABI), ' '.join(include_paths()))" 2>/dev/null) || {
  echo "FAIL: cannot import torch with $PYTHON"; exit 1; }
INC=()
for p in $TORCH_INC; do INC+=(-isystem "$p"); done
INC+=(-isystem "$CUDA_HOME/include" -I "$ROOT/env_server/templates/binding")

TMP="$(mktemp -d)"
trap 'rm -rf "$TMP"' EXIT
fails=0
n=0

compile() {  # label, command...
  local label="$1"; shift
  local log="$TMP/log.$n"
  n=$((n + 1))
  if "$@" >"$log" 2>&1; then
    if [ -s "$log" ]; then echo "ok (warnings)  $label"; sed 's/^/    /' "$log" | head -20; else echo "ok    $label"; fi
  else
    echo "FAIL  $label"; sed 's/^/    /' "$log" | head -40
    fails=$((fails + 1))
  fi
}

for sol in "$HERE"/solutions/level*/*/*/; do
  sol="${sol%/}"
  rel="${sol#"$HERE"/solutions/}"
  if [ $# -gt 0 ]; then
    keep=0; for f in "$@"; do case "$rel" in *"$f"*) keep=1 ;; esac; done
    [ $keep = 1 ] || continue
  fi
  obj="$TMP/${rel//\//_}"
  mkdir -p "$obj"
  for f in "$sol"/kernels/*.cu; do
    [ -e "$f" ] || { echo "FAIL  $rel: no kernels/*.cu"; fails=$((fails + 1)); break; }
    compile "$rel/kernels/$(basename "$f")" \
      "$NVCC" -O3 -std=c++17 -arch=sm_90 -Xcompiler -fPIC -Xcompiler -Wall -c "$f" \
      -o "$obj/$(basename "$f").o"
  done
  for f in "$sol"/kernels/*_binding.cpp; do
    [ -e "$f" ] || { echo "FAIL  $rel: no kernels/*_binding.cpp"; fails=$((fails + 1)); break; }
    compile "$rel/kernels/$(basename "$f")" \
      "$CXX" -O3 -std=c++17 -fPIC -Wall -Wno-unused-parameter -D_GLIBCXX_USE_CXX11_ABI="$ABI" \
      "${INC[@]}" -I "$sol/kernels" -c "$f" -o "$obj/$(basename "$f").o"
  done
done

# Every task file imports, builds its Model and runs one forward on CPU.
if [ $# -eq 0 ]; then
  for t in "$HERE"/level*/*.py; do
    rel="${t#"$HERE"/}"
    compile "run on CPU: $rel" "$PYTHON" -c "
import importlib.util, sys, time, torch
spec = importlib.util.spec_from_file_location('task', sys.argv[1])
m = importlib.util.module_from_spec(spec); spec.loader.exec_module(m)
torch.manual_seed(0)
model = m.Model(*m.get_init_inputs())
inputs = m.get_inputs()
t0 = time.perf_counter()
with torch.no_grad():
    out = model(*inputs)
dt = time.perf_counter() - t0
assert isinstance(out, torch.Tensor) and out.dtype == torch.float32, type(out)
assert torch.isfinite(out).all(), 'non-finite output'
if dt > 5: print(f'slow: forward took {dt:.1f}s'); sys.exit(1)
" "$t"
  done
fi

if [ $fails -gt 0 ]; then
  echo "check_compile: $fails FAILED"
  exit 1
fi
echo "check_compile: all OK"
