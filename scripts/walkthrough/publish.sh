#!/usr/bin/env bash
# Copy the walkthrough's reviewed pictures into docs/screenshots/ (the only step that writes into
# docs/: `make walkthrough` writes under out/ only). Look at every picture first.
#
#   scripts/walkthrough/publish.sh OUT_1600 [OUT_720 [OUT_UTM]]
#
# OUT_1600: a run at 1600x1000 (all its PNGs); OUT_720: a run at 1280x720 (published with a -720
# suffix); OUT_UTM: a run with WALK_LAKE=utm (its u*.png).
set -euo pipefail
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
DEST="$REPO/docs/screenshots"
[ -d "${1:-}" ] || { echo "publish: give the folder of a 1600x1000 run" >&2; exit 1; }
rm -f "$DEST"/*.png
cp "$1"/*.png "$DEST/"
if [ -n "${2:-}" ]; then
  for f in "$2"/*.png; do cp "$f" "$DEST/$(basename "${f%.png}")-720.png"; done
fi
if [ -n "${3:-}" ]; then cp "$3"/u*.png "$DEST/"; fi
du -ch "$DEST"/*.png | tail -1
