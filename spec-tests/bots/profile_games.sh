#!/usr/bin/env bash
# Replays the house-rule and seat transcripts of transcripts/profiles (docs/house-rules.md,
# docs/players.md) against a hydra binary and compares standard output and exit status
# exactly, through the golden check of tools/corpus (the same check as `make check-goldens`).
#   profile_games.sh [--update] HYDRA
# --update rewrites the transcripts' expected output from HYDRA instead (review the diff).
# Exit status: 0 all match, 1 some differ, 2 bad usage.
set -uo pipefail
update=0
if [ "${1:-}" = "--update" ]; then update=1; shift; fi
if [ $# -ne 1 ] || [ "$1" = "-h" ] || [ "$1" = "--help" ]; then
  sed -n '2,7p' "$0" | sed 's/^# \{0,1\}//'
  [ $# -eq 1 ] && exit 0 || exit 2
fi
hydra=$1
root=$(cd "$(dirname "$0")/../.." && pwd)
py=${PY:-/usr/bin/python3}
[ -x "$hydra" ] || { echo "profile_games: $hydra is not an executable" >&2; exit 2; }
hydra=$(cd "$(dirname "$hydra")" && pwd)/$(basename "$hydra")
if [ $update -eq 1 ]; then
  PYTHONPATH="$root/tools" "$py" -m corpus goldens --area profiles --hydra "$hydra" \
    --root "$root/transcripts"
else
  PYTHONPATH="$root/tools" "$py" -m corpus check --quiet --area profiles --hydra "$hydra" \
    --root "$root/transcripts"
fi
