#!/usr/bin/env bash
# Several runs of tools/device/ppo_gpu.sh on one GPU host, one after another, and one table of
# their step rows: a same-machine comparison of trainer builds or settings.
#   RUNS="before:build/device-bin-old after:build/device-bin nockpt:build/device-bin:GRADIENT_CHECKPOINTING=false"
#   each entry NAME:BIN[:VAR=VALUE...] (BIN as ppo_gpu.sh's BIN; the VARs for that run alone).
# Other knobs (CONFIG, TIMEOUT_S, ...) apply to every run, except GTESTS (a gtest filter, whose ':'
# cannot sit in a RUNS entry): the first run alone runs those tests. Each run's log and then its
# metrics.jsonl go to $OUT/NAME.log (a PROFILE=1 run's kernel tables to $OUT/NAME.profile.md), the
# table to $OUT/ab.md.
# Device call:  RUNS="..." bash tools/device/ppo_ab.sh   carry: the BIN folders, build/device-libs .whl
set -uo pipefail
cd "$(dirname "$0")/../.."
OUT="${OUT:-/tmp/warpgym-out}"; mkdir -p "$OUT"
STATUS=0
gtests="${GTESTS:-}"; unset GTESTS
for run in ${RUNS:?RUNS=\"name:bin[:VAR=VALUE...] ...\"}; do
  IFS=: read -r -a parts <<<"$run"
  name="${parts[0]}"; bin="${parts[1]}"; vars=("${parts[@]:2}")
  echo "== $name: BIN=$bin ${vars[*]}"
  env "${vars[@]}" GTESTS="$gtests" OUT="/tmp/ppo-ab-$name" BIN="$bin" bash tools/device/ppo_gpu.sh \
    >"$OUT/$name.log" 2>&1 || STATUS=1
  gtests=""
  # Few files come back from a device call: the metrics go at the end of the run's log, a PROFILE
  # run's kernel tables into one file.
  { echo "== metrics.jsonl"; cat "/tmp/ppo-ab-$name/metrics.jsonl"; } >>"$OUT/$name.log" 2>/dev/null
  [ -d "/tmp/ppo-ab-$name/profile" ] && cat "/tmp/ppo-ab-$name/profile"/*.md >"$OUT/$name.profile.md"
  grep -E "^\[  (PASSED|FAILED) |tests? ran" "/tmp/ppo-ab-$name/gtests.log" 2>/dev/null
  grep -E "step [0-9]+/[0-9]+|train exited" "$OUT/$name.log" | cut -c1-260
done
{
  header=""
  for run in $RUNS; do
    name="${run%%:*}"; md="/tmp/ppo-ab-$name/ppo_gpu.md"
    if [ -z "$header" ] && header=$(grep -m1 -E '^\| stage' "$md" 2>/dev/null); then
      echo "| run $header"; printf '|---%.0s' $(seq "$(tr -cd '|' <<<"$header" | wc -c)"); echo '|'
    fi
    grep -E '^\| [0-9]' "$md" 2>/dev/null | sed "s/^/| $name /"
  done
} | tee "$OUT/ab.md"
exit $STATUS
