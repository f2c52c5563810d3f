#!/usr/bin/env bash
# The walkthrough of docs/walkthrough.md, replayed in a real QGIS window: makes its screenshots.
#
#   scripts/walkthrough/run.sh [OUT_DIR]        (or: make walkthrough [WALK_OUT=dir])
#
# Writes 01-panel.png ... 14-site-plan-button.png (1600 x 1000) into OUT_DIR (default
# out/walkthrough/ in the repository); docs/screenshots/ holds a reviewed copy of them.
#
# How: Xvfb on display :99 (WALK_DISPLAY=NN for another), QGIS 3.40 started with
#   --profiles-path <temp>/profiles --profile walk   a throwaway profile with the plugin enabled
#   --code driver.py                                  answers run.sh's questions (see driver.py)
# and QGIS_PLUGINPATH=build/pkg (build/pkg/shoreline_layout -> the repository root, as `make`
# makes it), PYTHONPATH=the venv's site-packages (QGIS's Python then finds shapely). QGIS is only
# ASKED where widgets and map points are on the screen (q below) and told to add the sample's
# layers (load_sample.py; step 13 adds the sample layout the same way); every click, drag, key
# press and the file and name dialogs are driven with xdotool, and each picture is taken with
# ImageMagick's `import -window root`. The sample lake and every file the walk writes (the new
# layout GeoPackage, the saved project and its walk_shoreline.gpkg, the site-plan PDF) go to a
# temp dir from mktemp, removed at the end unless KEEP_WORK=1.
#
# Needs: qgis, Xvfb, xdotool, ImageMagick (Debian: apt-get install -y xvfb xdotool imagemagick),
# the venv (make venv) and the sample lake (make sample). About 2 minutes.
# The walk depends on the window layout (1600 x 1000, panel 430 px wide): a step that misses
# its widget still takes its picture, so LOOK at the pictures before committing them.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
OUT=$(realpath -m "${1:-$REPO/out/walkthrough}")
NUM=${WALK_DISPLAY:-99}
PY="$REPO/.venv/bin/python"
SAMPLE="$REPO/resources/sample"
PREPARER="Pat Example, L.S. 050123"

missing=""
for tool in qgis Xvfb xdotool import; do
  command -v "$tool" >/dev/null || missing="$missing $tool"
done
if [ -n "$missing" ]; then
  echo "walkthrough: missing$missing (apt-get install -y xvfb xdotool imagemagick; QGIS: make venv)" >&2
  exit 1
fi
[ -x "$PY" ] || { echo "walkthrough: no $PY (make venv)" >&2; exit 1; }
[ -f "$SAMPLE/sample_lake.gpkg" ] || { echo "walkthrough: no sample lake (make sample)" >&2; exit 1; }
if [ -e "/tmp/.X11-unix/X$NUM" ] || [ -e "/tmp/.X$NUM-lock" ]; then
  echo "walkthrough: display :$NUM is taken; set WALK_DISPLAY to a free one" >&2
  exit 1
fi

WORK=$(mktemp -d -t shoreline-walk.XXXXXX)
XVFB_PID=""
QGIS_PID=""
cleanup() {
  [ -n "$QGIS_PID" ] && kill "$QGIS_PID" 2>/dev/null || true
  [ -n "$XVFB_PID" ] && kill "$XVFB_PID" 2>/dev/null || true
  wait 2>/dev/null || true
  if [ "${KEEP_WORK:-0}" = 1 ]; then echo "walkthrough: kept $WORK"; else rm -rf "$WORK"; fi
}
trap cleanup EXIT

mkdir -p "$OUT" "$WORK/drive" "$WORK/data" "$WORK/siteplans" "$WORK/profiles/profiles/walk/QGIS"
cp "$SAMPLE/sample_lake.gpkg" "$SAMPLE/bathymetry.tif" "$WORK/data/"
mkdir -p "$REPO/build/pkg"
ln -sfn ../.. "$REPO/build/pkg/shoreline_layout"
SITE=$("$PY" -c 'import sysconfig; print(sysconfig.get_paths()["purelib"])')
# the profile: plugin on, no tips, news or version check, C locale, the fusion style
cat > "$WORK/profiles/profiles/walk/QGIS/QGIS3.ini" <<'INI'
[PythonPlugins]
processing=true
shoreline_layout=true

[locale]
overrideFlag=true
userLocale=C

[qgis]
allowVersionCheck=false
checkVersion=false
showTips=false
style=fusion
toolbarIconSize=24
INI

Xvfb ":$NUM" -screen 0 1600x1000x24 -nolisten tcp >"$WORK/xvfb.log" 2>&1 &
XVFB_PID=$!
for _ in $(seq 1 50); do [ -e "/tmp/.X11-unix/X$NUM" ] && break; sleep 0.1; done
export DISPLAY=":$NUM"
SHORELINE_WALK_DIR="$WORK" QGIS_PLUGINPATH="$REPO/build/pkg" PYTHONPATH="$SITE" PROJ_DATA=/usr/share/proj \
  qgis --nologo --noversioncheck --profiles-path "$WORK/profiles" --profile walk \
  --code "$HERE/driver.py" >"$WORK/qgis.log" 2>&1 &
QGIS_PID=$!

# q CODE [TRIES]: run CODE inside QGIS (driver.py), print what it printed (0.2 s per try)
q() {
  rm -f "$WORK/drive/out.txt"
  printf '%s\n' "$1" > "$WORK/drive/cmd.py.tmp" && mv "$WORK/drive/cmd.py.tmp" "$WORK/drive/cmd.py"
  for _ in $(seq 1 "${2:-150}"); do [ -f "$WORK/drive/out.txt" ] && break; sleep 0.2; done
  cat "$WORK/drive/out.txt" 2>/dev/null || true
}
# at CODE: a screen position "x y" from CODE (helpers.py), or stop the walk saying what went wrong
at() {
  local p
  p=$(q "print($1)")
  if ! [[ "$p" =~ ^-?[0-9]+\ -?[0-9]+$ ]]; then
    echo "walkthrough: cannot place $1: $p" >&2
    exit 1
  fi
  echo "$p"
}
click_at() { xdotool mousemove $(at "$1") click 1; }
shot() { import -window root "$OUT/$1.png"; echo "walkthrough: $OUT/$1.png"; }
tab() { click_at "tabpos($1)"; sleep 0.5; }
toolbtn() { click_at "toolbutton('$1')"; }
pt() { at "frame_point($1, $2)"; }
findings() { echo "walkthrough: findings after $1: $(q 'print(findings())')"; }
pick_parcel() {   # type a parcel id in the Parcel tab's box, as a user does
  tab 1
  click_at "wpos(ui.panel.w.parcelCombo.lineEdit())"
  xdotool key ctrl+a; xdotool type --delay 30 "$1"; xdotool key Return; sleep 2.5
}

# ---------------------------------------------------------------- start
ready=""
for _ in $(seq 1 90); do
  ready=$(q 'print("shoreline_layout" in plugins)' 5)
  [ "$ready" = "True" ] && break
  sleep 1
done
[ "$ready" = "True" ] || { echo "walkthrough: QGIS or the plugin did not start (log: $WORK/qgis.log)" >&2; tail -20 "$WORK/qgis.log" >&2; exit 1; }
q "$(cat "$HERE/load_sample.py")"
q "$(cat "$HERE/helpers.py")
print('helpers ready')"
sleep 4
q 'iface.messageBar().clearWidgets(); print(1)' >/dev/null
xdotool mousemove 1500 980

# ---------------------------------------------------------------- 1-2: the panel, save, Compute
shot 01-panel
# save the project first (the Save Project button, then the file dialog): Compute then keeps its
# layers in walk_shoreline.gpkg beside it
click_at "actionpos(iface.actionSaveProject())"; sleep 2
xdotool mousemove $(at "modalpos()"); sleep 0.3           # no window manager: keys go under the pointer
xdotool type --delay 20 "$WORK/data/walk.qgz"; sleep 0.5
xdotool key Return; sleep 2
saved=$(q 'from qgis.core import QgsProject; print(QgsProject.instance().fileName())')
echo "walkthrough: project saved as $saved"
click_at "wpos(ui.panel.w.computeButton)"; sleep 5
shot 02-computed
echo "walkthrough: outputs in $(q 'print(sorted({l.source().split("|")[0] for l in QgsProject.instance().mapLayers().values() if l.customProperty("shoreline_layout/role") in ("tie_lines", "violations")}))')"

# ---------------------------------------------------------------- 3: a parcel's page
pick_parcel SL-030
q 'sb = ui.panel.w.parcelInfo.verticalScrollBar(); sb.setValue(int(sb.maximum() * 0.62)); print(1)' >/dev/null
sleep 1; shot 03-parcel

# ---------------------------------------------------------------- 4: a new layout
tab 2
click_at "wpos(ui.panel.w.newLayoutButton)"; sleep 2
xdotool type --delay 20 "$WORK/data/my_dock_plan.gpkg"; sleep 0.5
shot 04-new-layout-dialog
xdotool key Return; sleep 2

# ---------------------------------------------------------------- 5-6: a dock past the reach
pick_parcel SL-027
q "import json, os
import numpy as np
from shoreline_layout.ui.map_tools.base import frame_at
mid = ui.session.wr.tie_line('SL-027').geometry.interpolate(0.5, normalized=True)
o, t, n = frame_at(ui, np.array([mid.x, mid.y]))
json.dump({'o': list(o), 't': list(t), 'n': list(n)}, open(os.path.join(WORK, 'frame.json'), 'w'))
print('frame', o, n)" >/dev/null
xdotool mousemove $(pt 0 60); xdotool click 4; sleep 1.5      # wheel: zoom in on the water
tab 2
toolbtn dock; sleep 0.5
xdotool mousemove $(pt 0 -1); sleep 0.3; xdotool mousedown 1; sleep 0.3
xdotool mousemove $(pt 0 30); sleep 0.3; xdotool mousemove $(pt 0 60); sleep 0.3
xdotool mousemove $(pt 0 84); sleep 1.5
shot 05-drawing-too-long
xdotool mouseup 1; sleep 2
shot 06-flagged
findings 06

# ---------------------------------------------------------------- 7-10: undo, a T dock that complies
xdotool key Escape; sleep 0.3
xdotool key ctrl+z; sleep 2
shot 07-undone
xdotool mousemove $(pt 0 -1); sleep 0.3; xdotool mousedown 1; sleep 0.3
xdotool mousemove $(pt 0 30); sleep 0.3; xdotool mousemove $(pt 0 52); sleep 1.5
shot 08-drawing-ok
xdotool mouseup 1; sleep 1.5
xdotool mousemove $(pt -14 52); sleep 0.3; xdotool mousedown 1; sleep 0.3
xdotool mousemove $(pt 0 55); sleep 0.3; xdotool mousemove $(pt 14 58); sleep 1.0
shot 09-drawing-t-head
xdotool mouseup 1; sleep 1.5
xdotool click 3; sleep 1.5
shot 10-complies
findings 10

# ---------------------------------------------------------------- 11-12: mooring buoys
toolbtn buoy; sleep 0.5
xdotool mousemove $(pt 60 80); sleep 0.3; xdotool mousemove $(pt 88 90); sleep 1.5
shot 11-buoy-crossing
xdotool mousemove $(pt 70 92); sleep 0.3; xdotool mousemove $(pt 50 95); sleep 1.0
xdotool click 1; sleep 1.5
xdotool mousemove $(pt 20 140); sleep 1.0
shot 12-buoy-placed
findings 12
xdotool key Escape; sleep 0.3
q 'iface.actionPan().trigger(); print(1)' >/dev/null      # as the Pan button would

# ---------------------------------------------------------------- 13: the sample's own layout
q "import os
g = os.path.join(WORK, 'data', 'sample_lake.gpkg')
for name in ('structures', 'buoys'):
    iface.addVectorLayer(f'{g}|layername={name}', 'sample ' + name, 'ogr')
iface.messageBar().clearWidgets()
print(1)" >/dev/null
tab 2
for box in structuresCombo buoysCombo; do          # open the box, type the name, Return
  click_at "wpos(ui.panel.w.$box)"; sleep 0.6
  xdotool type --delay 40 "sample ${box%%Combo}"; xdotool key Return; sleep 2
done
chosen=$(q 'print(ui.panel.w.structuresCombo.currentLayer().name(), "/", ui.panel.w.buoysCombo.currentLayer().name())')
echo "walkthrough: layout layers: $chosen"
# drag the splitter above the findings table up, to give the table room
xdotool mousemove $(at "wpos(ui.panel.w.splitter.handle(1))"); sleep 0.2; xdotool mousedown 1; sleep 0.2
xdotool mousemove_relative --sync -- 0 -150; sleep 0.2; xdotool mousemove_relative -- 0 -110; sleep 0.3
xdotool mouseup 1; sleep 1
click_at "violation_row('SL-020', 'dock_area')"
sleep 2
shot 13-sample-layout-findings
findings 13

# ---------------------------------------------------------------- 14: the site plan from the panel
q 'iface.messageBar().clearWidgets(); print(1)' >/dev/null
pick_parcel SL-020
click_at "wpos(ui.panel.w.sitePlanButton)"; sleep 2          # the folder dialog
xdotool key ctrl+a; xdotool type --delay 20 "$WORK/siteplans"; xdotool key Return; sleep 1.5
xdotool key ctrl+a; xdotool type --delay 20 "$PREPARER"; xdotool key Return  # the name dialog
for _ in $(seq 1 60); do [ -f "$WORK/siteplans/siteplan_SL-020.pdf" ] && break; sleep 0.5; done
sleep 2
xdotool mousemove $(at "wpos(ui.panel.w.sitePlanButton)")
sleep 0.5
shot 14-site-plan-button
if [ -f "$WORK/siteplans/siteplan_SL-020.pdf" ]; then
  cp "$WORK/siteplans/siteplan_SL-020.pdf" "$OUT/"
  echo "walkthrough: $OUT/siteplan_SL-020.pdf (written by the Site plan… button)"
else
  echo "walkthrough: the Site plan… button wrote no PDF (log: $WORK/qgis.log)" >&2
  exit 1
fi
echo "walkthrough: done, $(ls "$OUT"/*.png | wc -l) pictures in $OUT"
