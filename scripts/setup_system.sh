#!/usr/bin/env bash
# Install QGIS 3.40 LTR and the system packages the plugin and its tests need, from Debian.
# Idempotent: a second run with everything present returns in well under a second.
set -euo pipefail

need_pkgs=(qgis python3-qgis qgis-providers python3-pyproj python3-venv python3-pip \
           python3-numpy poppler-utils xvfb xauth)

missing=()
for p in "${need_pkgs[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ] && command -v qgis_process >/dev/null; then
  exit 0
fi

if [ "$(id -u)" != "0" ]; then
  echo "setup: missing system packages: ${missing[*]}" >&2
  echo "setup: run as root (or: sudo apt-get install ${missing[*]})" >&2
  exit 1
fi

. /etc/os-release
export DEBIAN_FRONTEND=noninteractive
if [ "${VERSION_CODENAME:-}" = "bookworm" ]; then
  # QGIS 3.40 LTR is in bookworm-backports. Reuse the mirror the machine already uses:
  # no repository host is written into this project.
  if ! grep -rqs "bookworm-backports" /etc/apt/sources.list /etc/apt/sources.list.d/; then
    mirror=""
    if ls /etc/apt/sources.list.d/*.sources >/dev/null 2>&1; then
      mirror=$(awk '/^URIs:/{print $2}' /etc/apt/sources.list.d/*.sources | grep -v security | head -n1)
    fi
    if [ -z "$mirror" ] && [ -f /etc/apt/sources.list ]; then
      mirror=$(awk '$1=="deb" && $3 !~ /security/ {print $2; exit}' /etc/apt/sources.list)
    fi
    if [ -z "$mirror" ]; then
      echo "setup: cannot find a Debian mirror in /etc/apt/sources.list(.d); add bookworm-backports by hand" >&2
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
echo "setup: system packages installed ($(qgis_process --version 2>/dev/null | grep -i qgis | head -n1))"
