#!/usr/bin/env bash
# Install QGIS 3.40 LTR and the system packages the plugin and its tests need, from Debian.
# Idempotent: a second run with everything present is one dpkg-query call (well under a second).
set -euo pipefail

# libgeos-dev, python3-dev and build-essential build shapely on the system's GEOS, which is QGIS's:
# a shapely wheel bundles a newer GEOS that crashes inside QGIS (see scripts/setup_venv.sh).
# pyqt5-dev-tools (pylupdate5) and qttools5-dev-tools (lrelease): tests/qgis/test_translations.py
# checks that i18n/ is what they make of the code, so CI runs those checks instead of skipping them.
need_pkgs=(qgis python3-qgis qgis-providers python3-pyproj python3-venv python3-pip \
           python3-numpy poppler-utils xvfb xauth make git libgeos-dev python3-dev build-essential \
           pyqt5-dev-tools qttools5-dev-tools)
min_qgis="3.34"   # metadata.txt's qgisMinimumVersion; Debian 12's own archive has only 3.22

# One dpkg-query for all packages: lines "name<TAB>status<TAB>version" for the known ones.
installed=$(dpkg-query -W -f='${Package}\t${Status}\t${Version}\n' "${need_pkgs[@]}" 2>/dev/null || true)
missing=()
for p in "${need_pkgs[@]}"; do
  printf '%s\n' "$installed" | grep -q "^$p	install ok installed	" || missing+=("$p")
done
qgis_version=$(printf '%s\n' "$installed" | awk -F'\t' '$1=="python3-qgis" && $2=="install ok installed" {print $3}')
qgis_too_old=0
if [ -n "$qgis_version" ] && dpkg --compare-versions "$qgis_version" lt "$min_qgis"; then
  qgis_too_old=1
fi
if [ ${#missing[@]} -eq 0 ] && [ "$qgis_too_old" = 0 ] && command -v qgis_process >/dev/null; then
  exit 0
fi

if [ "$(id -u)" != "0" ]; then
  [ ${#missing[@]} -eq 0 ] || echo "setup: missing system packages: ${missing[*]}" >&2
  [ "$qgis_too_old" = 0 ] || echo "setup: QGIS $qgis_version is older than $min_qgis" >&2
  echo "setup: run this script as root (sudo bash scripts/setup_system.sh)" >&2
  exit 1
fi

. /etc/os-release
export DEBIAN_FRONTEND=noninteractive
if [ "${VERSION_CODENAME:-}" = "bookworm" ]; then
  # QGIS 3.40 LTR is in bookworm-backports. Reuse the mirror the machine already uses for
  # bookworm itself: no repository host is written into this project.
  if ! grep -rqsE "bookworm-backports" /etc/apt/sources.list /etc/apt/sources.list.d/*.list \
       /etc/apt/sources.list.d/*.sources; then
    mirror=""
    for f in /etc/apt/sources.list.d/*.sources; do
      [ -f "$f" ] || continue
      # deb822 stanzas are separated by blank lines: take the URI of one whose Suites has "bookworm".
      mirror=$(awk 'BEGIN{RS=""} /(^|\n)Types:[^\n]*deb([ \n]|$)/ && /(^|\n)Suites:[^\n]*[ ]bookworm([ \n]|$)/ {
                      if (match($0, /(^|\n)URIs:[ ]*[^ \n]+/)) { s=substr($0, RSTART, RLENGTH); sub(/^\n?URIs:[ ]*/, "", s); print s; exit } }' "$f")
      [ -z "$mirror" ] || break
    done
    if [ -z "$mirror" ] && [ -f /etc/apt/sources.list ]; then
      mirror=$(awk '$1=="deb" && $3=="bookworm" {print $2; exit}' /etc/apt/sources.list)
    fi
    if [ -z "$mirror" ]; then
      echo "setup: cannot find the bookworm mirror in /etc/apt/sources.list(.d); add bookworm-backports by hand" >&2
      exit 1
    fi
    cat > /etc/apt/sources.list.d/bookworm-backports.sources <<SRC
Types: deb
URIs: $mirror
Suites: bookworm-backports
Components: main
Signed-By: /usr/share/keyrings/debian-archive-keyring.gpg
SRC
  fi
  apt-get update -qq
  apt-get install -y -qq -t bookworm-backports qgis python3-qgis qgis-providers >/dev/null
else
  apt-get update -qq
fi
apt-get install -y -qq "${need_pkgs[@]}" >/dev/null
command -v qgis_process >/dev/null || { echo "setup: qgis_process not found after install" >&2; exit 1; }
qgis_version=$(dpkg-query -W -f='${Version}' python3-qgis)
if dpkg --compare-versions "$qgis_version" lt "$min_qgis"; then
  echo "setup: QGIS $qgis_version installed, but the plugin needs $min_qgis or newer" >&2
  exit 1
fi
echo "setup: system packages installed (QGIS $qgis_version)"
