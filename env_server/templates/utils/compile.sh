#!/bin/bash
# bash utils/compile.sh: the `compile` tool's result, from the shell (see utils/request.py).
cd "$(dirname "$0")/.." && exec python3 -c 'from utils.request import main; main("compile")'
