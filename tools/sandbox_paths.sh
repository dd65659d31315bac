#!/usr/bin/env bash
# Makes the directories the sandboxed processes must reach searchable by other users (o+x, not
# readable): every ancestor of the checkout (the contained compilers and candidates reach the
# workspaces and the template by their host paths, and warpgym-server refuses to start behind a
# directory they cannot search) and of the venv's Python installation (a pyenv Python under a
# 0700 /root: the candidate sandbox refuses to run, naming that directory). Says what it changed.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
PY="${1:-$ROOT/.venv/bin/python}"
dirs=("$ROOT")
if [ -x "$PY" ]; then
  mapfile -t more < <("$PY" -c 'import os, sys; print(sys.base_prefix); print(sys.prefix); print(os.path.dirname(os.__file__))')
  dirs+=("${more[@]}")
fi
for d0 in "${dirs[@]}"; do
  d="$(realpath "$d0")"
  while [ "$d" != "/" ]; do
    if [ -d "$d" ] && [ "$(( 0$(stat -c %a "$d") & 1 ))" = 0 ]; then
      chmod o+x "$d" && echo "[sandbox] made $d searchable by the sandbox uid (chmod o+x)"
    fi
    d="$(dirname "$d")"
  done
done
