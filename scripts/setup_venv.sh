#!/usr/bin/env bash
# Make .venv on top of QGIS's own interpreter (/usr/bin/python3, --system-site-packages, so qgis,
# PyQt5, osgeo, numpy and pyproj are Debian's) and install the pinned requirements into it.
# shapely is built from source on the system's GEOS: QGIS links that GEOS, and inside QGIS it takes
# over the GEOS calls of a shapely wheel (which bundles a newer GEOS) — QGIS then crashes, WKB and
# coordinate dimensions go wrong. Built on the same GEOS, the tests run what QGIS runs.
# Rerunnable: a stamp holding the hash of the requirement files and of this script makes a second
# run return at once. Writes only inside .venv; sets nothing global.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

base_python=/usr/bin/python3
venv=.venv
stamp="$venv/.requirements.sha256"
system_site=/usr/lib/python3/dist-packages

want=$(cat requirements.txt requirements-dev.txt scripts/setup_venv.sh | sha256sum | cut -d' ' -f1)
up_to_date() { [ -x "$venv/bin/python" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; }
up_to_date && exit 0

# Two `make test` runs in one checkout must not run pip into the same venv at once.
mkdir -p "$venv"
exec 9>"$venv/.setup.lock"
flock 9
up_to_date && exit 0

created=0
if [ ! -x "$venv/bin/python" ]; then
  echo "setup: creating $venv on $base_python"
  "$base_python" -m venv --system-site-packages "$venv"
  created=1
elif ! grep -qx 'include-system-site-packages = true' "$venv/pyvenv.cfg" \
     || ! grep -qx 'home = /usr/bin' "$venv/pyvenv.cfg"; then
  echo "setup: $venv was not made by '$base_python -m venv --system-site-packages'; remove it and rerun" >&2
  exit 1
fi

rm -f "$stamp"
echo "setup: installing requirements.txt and requirements-dev.txt into $venv (shapely built on the system GEOS)"
"$venv/bin/python" -m pip install --quiet --no-input --no-binary shapely -r requirements.txt -r requirements-dev.txt

# The point of --system-site-packages is to use Debian's builds of these: a pip-installed numpy
# (say, pulled in by a new requirement) would break osgeo.gdal_array and QGIS's own Python.
"$venv/bin/python" - "$system_site" "$created" <<'PY'
import ctypes
import importlib
import re
import sys

system_site = sys.argv[1].rstrip("/") + "/"
created = sys.argv[2] == "1"
problems = []
for name in ("numpy", "pyproj", "PyQt5", "osgeo", "qgis.core"):
    try:
        module = importlib.import_module(name)
    except Exception as exc:  # a shadowing numpy breaks qgis.core with AttributeError, not ImportError
        problems.append(f"{name} does not import ({type(exc).__name__}: {exc})")
        continue
    where = getattr(module, "__file__", None) or ""
    if not where.startswith(system_site):
        problems.append(f"{name} resolves to {where}, not to Debian's {system_site}")

try:
    import shapely

    major, minor = (int(part) for part in shapely.__version__.split(".")[:2])
    if not (2, 0) <= (major, minor) < (2, 2):
        problems.append(f"shapely {shapely.__version__} is outside >=2.0,<2.2")
except Exception as exc:
    problems.append(f"shapely does not import ({type(exc).__name__}: {exc})")
else:
    system_geos = ctypes.CDLL("libgeos_c.so.1").GEOSversion
    system_geos.restype = ctypes.c_char_p
    qgis_geos = tuple(int(n) for n in re.findall(r"\d+", system_geos().decode())[:2])
    if tuple(shapely.geos_version[:2]) > qgis_geos:
        mismatch = (f"shapely is built on GEOS {shapely.geos_version[:2]}, newer than the system's (QGIS's) "
                    f"{qgis_geos}: it would crash inside QGIS and qgis_process")
        if created:
            problems.append(mismatch)
        else:  # someone's existing venv: say how to fix it, do not rebuild it behind their back
            print(f"setup: WARNING: {mismatch}; fix: .venv/bin/python -m pip install --force-reinstall "
                  f"--no-deps --no-binary shapely shapely=={shapely.__version__}", file=sys.stderr)

if problems:
    print("setup: the venv shadows or lacks system packages:", *problems, sep="\n  ", file=sys.stderr)
    print("setup: remove .venv, fix the requirement files and rerun", file=sys.stderr)
    sys.exit(1)
PY

echo "$want" > "$stamp"
echo "setup: $venv ready"
