#!/usr/bin/env bash
# Games per second of the tournament mode (engine-only computer games): runs each pairing five
# times and prints the median speed per CPU second and per wall-clock second, and the ratio of
# each pairing's CPU median to random,random's.
#   bench_tournament.sh [HYDRA] [GAMES]     defaults: ./hydra 2000
set -euo pipefail
if [ "${1:-}" = "-h" ] || [ "${1:-}" = "--help" ]; then
  sed -n '2,4p' "$0" | sed 's/^# \{0,1\}//'; exit 0
fi
hydra=${1:-./hydra}
games=${2:-2000}
[ -x "$hydra" ] || { echo "bench_tournament: $hydra is not an executable" >&2; exit 2; }
median() { sort -g | awk '{a[NR]=$1} END {print (NR % 2) ? a[(NR+1)/2] : (a[NR/2]+a[NR/2+1])/2}'; }
base=""
printf '%-34s %12s %12s %s\n' "seats ($games games, 5 runs)" "median g/cpu" "median g/s" \
  "ratio to random,random"
for seats in random,random greedy,random counting,random counting,greedy counting,greedy,random,random; do
  lines=$(for _ in 1 2 3 4 5; do
    "$hydra" -tournament "$games" -players "$seats" -seed 1 2>&1 >/dev/null | tail -1
  done)
  cpu=$(echo "$lines" | sed -n 's/.* CPU, \([0-9.]*\) games per CPU second.*/\1/p' | median)
  wall=$(echo "$lines" | sed -n 's/.* s, \([0-9.]*\) games\/s$/\1/p' | median)
  [ -z "$base" ] && base=$cpu
  printf '%-34s %12s %12s %s\n' "$seats" "$cpu" "$wall" \
    "$(awk -v a="$cpu" -v b="$base" 'BEGIN {printf "%.2f", a / b}')"
done
