#!/usr/bin/env bash
# Make .venv-py39 and .venv-py313: the oldest and newest Python that QGIS 3.34+ runs (3.9 on older
# macOS and OSGeo4W builds, 3.10 on Ubuntu 22.04, 3.11 on Debian 12, 3.12 on Windows, 3.13 on Debian
# 13), from pyenv's interpreters, with requirements-pythons.txt (binary wheels only). `make test`
# runs the core suite in both (core/ imports no QGIS, so it runs anywhere).
# Rerunnable: a stamp per venv holding the hash of the requirement file, this script and the
# interpreter's version makes a second run return at once. Writes only inside .venv-py*.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")/.."

pyenv_root=${PYENV_ROOT:-$HOME/.pyenv}

# The newest patch release of $1 (e.g. 3.9) that pyenv holds.
interpreter() {
  local found
  found=$(ls -d "$pyenv_root"/versions/"$1".*/ 2>/dev/null | grep -E "/$1\.[0-9]+/$" | sort -V | tail -n1 || true)
  if [ -z "$found" ] || [ ! -x "${found}bin/python$1" ]; then
    echo "setup: no Python $1 under $pyenv_root/versions (make test runs the core suite on it):" \
      "pyenv install $1" >&2
    return 1
  fi
  echo "${found}bin/python$1"
}

make_venv() {
  local version=$1 venv=$2 python want stamp
  python=$(interpreter "$version")
  stamp="$venv/.requirements.sha256"
  want=$( { cat requirements-pythons.txt scripts/setup_core_pythons.sh; "$python" -VV; } | sha256sum | cut -d' ' -f1)
  if [ -x "$venv/bin/python" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then
    return 0
  fi
  mkdir -p "$venv"
  (
    flock 9
    if [ -x "$venv/bin/python" ] && [ -f "$stamp" ] && [ "$(cat "$stamp")" = "$want" ]; then exit 0; fi
    rm -f "$stamp"
    if [ ! -x "$venv/bin/python" ] || [ "$("$venv/bin/python" -c 'import sys; print(sys.base_prefix)')" \
         != "$("$python" -c 'import sys; print(sys.base_prefix)')" ]; then
      echo "setup: creating $venv on $python"
      find "$venv" -mindepth 1 -maxdepth 1 ! -name .setup.lock -exec rm -rf {} +
      "$python" -m venv "$venv"
    fi
    echo "setup: installing requirements-pythons.txt into $venv"
    "$venv/bin/python" -m pip install --quiet --no-input --only-binary :all: -r requirements-pythons.txt
    echo "$want" > "$stamp"
  ) 9>"$venv/.setup.lock"
}

make_venv 3.9 .venv-py39
make_venv 3.13 .venv-py313
