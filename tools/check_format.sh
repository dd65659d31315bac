#!/usr/bin/env bash
# Checks that the project's C++ sources follow .clang-format (100 columns, Google-based):
# `clang-format --dry-run -Werror` over every tracked *.h / *.cc / *.cu of our own code (not the
# agent-facing workspace templates, the task and red-team kernels, or the generated *.inc tables).
# With --fix, rewrites them instead. Exit status 1 and the offending lines when one is off.
set -euo pipefail
cd "$(dirname "$0")/.."
mapfile -t files < <(git ls-files -- 'env_server/*.h' 'env_server/*.cc' 'shared/*.h' 'shared/*.cc' \
  'trainer/*.h' 'trainer/*.cc' 'tests/*.h' 'tests/*.cc' 'tools/*.h' 'tools/*.cc' 'tools/*.cu' \
  ':!:env_server/templates/*' ':!:tests/redteam/*')
if [ "${1:-}" = "--fix" ]; then
  clang-format -i "${files[@]}"
  exit 0
fi
clang-format --dry-run -Werror "${files[@]}"
echo "[format] ${#files[@]} C++ files follow .clang-format"
