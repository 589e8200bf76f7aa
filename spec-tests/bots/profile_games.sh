#!/usr/bin/env bash
# Replays the house-rule and seat games of transcripts/profiles/pending (see the README there)
# against a hydra binary and compares standard output and exit status exactly.
#   profile_games.sh [--update] HYDRA
# --update rewrites the expected files from HYDRA instead (review the diff afterwards).
# Exit status: 0 all match, 1 some differ, 2 bad usage.
set -uo pipefail
update=0
if [ "${1:-}" = "--update" ]; then update=1; shift; fi
if [ $# -ne 1 ] || [ "$1" = "-h" ] || [ "$1" = "--help" ]; then
  sed -n '2,6p' "$0" | sed 's/^# \{0,1\}//'
  [ $# -eq 1 ] && exit 0 || exit 2
fi
hydra=$1
dir=$(dirname "$0")/../../transcripts/profiles/pending
[ -x "$hydra" ] || { echo "profile_games: $hydra is not an executable" >&2; exit 2; }
pass=0 fail=0
for cmd in "$dir"/*.cmd; do
  name=$(basename "$cmd" .cmd)
  read -r -a flags < "$cmd"
  actual=$(mktemp)
  "$hydra" "${flags[@]}" < "$dir/$name.in" > "$actual" 2>/dev/null
  status=$?
  if [ $update -eq 1 ]; then
    cp "$actual" "$dir/$name.out"; echo "$status" > "$dir/$name.status"
  elif cmp -s "$actual" "$dir/$name.out" && [ "$status" = "$(cat "$dir/$name.status")" ]; then
    pass=$((pass + 1))
  else
    fail=$((fail + 1))
    echo "FAIL $name (exit $status, expected $(cat "$dir/$name.status"))"
    diff "$dir/$name.out" "$actual" | head -20
  fi
  rm -f "$actual"
done
[ $update -eq 1 ] && { echo "profile_games: expected files rewritten"; exit 0; }
echo "profile games: $pass passed, $fail failed"
[ $fail -eq 0 ]
