#!/usr/bin/env bash
# Proves the README's install line for Debian 12 (docs/qgis4.md, "Installing shapely with no compiler"):
# shapely from PyPI's binary wheel only, into a fresh user base (PYTHONUSERBASE stands in for ~/.local,
# so nothing of this machine changes), then QGIS 3.40 itself — qgis_process, which links GEOS as QGIS
# desktop does — enables the plugin from this checkout and runs its algorithms on the sample lake.
# Usage: bash scripts/prove_shapely_wheel.sh [WORK_DIR]   (default: a new temporary folder)
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."
work=${1:-$(mktemp -d -t shapely-wheel-XXXXXX)}
mkdir -p "$work/profile" "$work/out" build/pkg
ln -sfn ../.. build/pkg/shoreline_layout
export PYTHONUSERBASE="$work/userbase"

echo "== the README's line for Debian 12 (QGIS's GEOS 3.11: shapely 2.0's wheels bundle 3.11)"
HOME="$work" /usr/bin/python3.11 -m pip install --user --only-binary shapely "shapely>=2.0,<2.1" \
  --break-system-packages --no-input --quiet 2>&1 | grep -v -e "Running pip as the 'root' user" -e Location || true
site=$(/usr/bin/python3.11 -c 'import site; print(site.getusersitepackages())')
grep -h '^Tag:' "$site"/shapely-*.dist-info/WHEEL | head -n1
/usr/bin/python3.11 -c 'import shapely, numpy; print("shapely", shapely.__version__, "GEOS", shapely.geos_version,
  shapely.__file__); print("numpy", numpy.__version__, numpy.__file__)'

run() {
  env QT_QPA_PLATFORM=offscreen QGIS_PLUGINPATH="$PWD/build/pkg" QGIS_CUSTOM_CONFIG_PATH="$work/profile" \
    QGIS_OPTIONS_PATH="$work/profile" PYTHONPATH= PROJ_DATA=/usr/share/proj qgis_process "$@"
}
echo "== qgis_process $(run --version 2>/dev/null | grep -m1 QGIS)"
run plugins enable shoreline_layout | grep -E '^\* shoreline_layout'
algorithms=$(run list 2>/dev/null | grep -c 'shorelinelayout:')
echo "shorelinelayout algorithms listed: $algorithms"
[ "$algorithms" -gt 0 ]
sample=resources/sample/sample_lake.gpkg
run run shorelinelayout:waterrightslines --PARCELS="$sample|layername=parcels" \
  --SHORELINE="$sample|layername=mhw" --PROFILE=keuka \
  --WATER_RIGHTS_LINES="$work/out/rights.gpkg" --TIE_LINES="$work/out/tie.gpkg" >"$work/out/run.log" 2>&1 \
  || { cat "$work/out/run.log"; exit 1; }
/usr/bin/python3.11 - "$work/out" <<'PY'
import sqlite3, sys
for name in ("rights", "tie"):
    db = sqlite3.connect(f"{sys.argv[1]}/{name}.gpkg")
    table = db.execute("select table_name from gpkg_contents").fetchone()[0]
    count = db.execute('select count(*) from "%s"' % table).fetchone()[0]
    print(f"{name}: {count} features in {table}")
PY
if grep -q "cannot use shapely\|needs the Python package shapely" "$work/out/run.log"; then
  echo "the plugin refused shapely:"; cat "$work/out/run.log"; exit 1
fi
echo "proved in $work"
