#!/usr/bin/env bash
# Copy the walkthrough's reviewed pictures into docs/screenshots/ (the only step that writes into
# docs/: `make walkthrough` writes under out/ only). Look at every picture first.
#
#   scripts/walkthrough/publish.sh OUT_1600 [OUT_720 [OUT_UTM]]
#   scripts/walkthrough/publish.sh --help-copies     (docs/help/ only, from docs/screenshots/)
#
# OUT_1600: a run at 1600x1000 (all its PNGs); OUT_720: a run at 1280x720 (published with a -720
# suffix); OUT_UTM: a run with WALK_LAKE=utm (its u*.png).
#
# Then docs/help/ gets a small copy (560 px wide, 48 colours, not dithered) of every picture a page of docs/
# shows: docs/screenshots/ stays out of the plugin zip (.gitattributes), docs/help/ ships, and the
# Help window shows the small copy where the picture is missing (ui/help.py).
set -euo pipefail
REPO=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
DEST="$REPO/docs/screenshots"
if [ "${1:-}" != "--help-copies" ]; then     # --help-copies: only remake docs/help/ from docs/screenshots/
  [ -d "${1:-}" ] || { echo "publish: give the folder of a 1600x1000 run" >&2; exit 1; }
  rm -f "$DEST"/*.png
  cp "$1"/*.png "$DEST/"
  if [ -n "${2:-}" ]; then
    for f in "$2"/*.png; do cp "$f" "$DEST/$(basename "${f%.png}")-720.png"; done
  fi
  if [ -n "${3:-}" ]; then cp "$3"/u*.png "$DEST/"; fi
  du -ch "$DEST"/*.png | tail -1
fi
HELP="$REPO/docs/help"
mkdir -p "$HELP"
rm -f "$HELP"/*.png
for name in $(grep -oh 'screenshots/[^)]*\.png' "$REPO"/docs/*.md | sort -u); do
  src="$DEST/$(basename "$name")"
  [ -f "$src" ] || { echo "publish: $name is shown by docs/ but was not published" >&2; exit 1; }
  convert "$src" -resize '560x>' -dither None -colors 48 -strip PNG8:"$HELP/$(basename "$name")"
done
echo "help copies:"; du -ch "$HELP"/*.png | tail -1
