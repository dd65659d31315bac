#!/usr/bin/env bash
# Downloads (here, where PyPI is reachable) the Python wheels the GPU host lacks for the device
# scripts: the client's pyzmq and msgpack, gymnasium and its two small dependencies, for the
# host's CPython 3.12 on x86_64. They land in .whl/ (ignored by git), which a device call carries
# and the scripts install with `pip install --no-index --target /tmp/site .whl/*.whl`.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
PY="${PY:-$ROOT/.venv/bin/python}"
mkdir -p "$ROOT/.whl"
"$PY" -m pip download -q --only-binary=:all: --python-version 3.12 --platform manylinux2014_x86_64 \
  --platform manylinux_2_17_x86_64 --platform manylinux_2_28_x86_64 --no-deps -d "$ROOT/.whl" \
  pyzmq msgpack gymnasium cloudpickle farama-notifications
ls "$ROOT/.whl"
