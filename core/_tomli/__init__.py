# SPDX-License-Identifier: MIT
# SPDX-FileCopyrightText: 2021 Taneli Hukkinen
# Licensed to PSF under a Contributor Agreement.
#
# tomli 2.5.0 (PyPI, MIT: LICENSE beside this file), vendored unchanged but for this comment: the
# profile loaders read TOML with it only where the standard library has no tomllib (Python < 3.11,
# e.g. QGIS 3.34/3.40 on Ubuntu 22.04's Python 3.10), so the plugin needs nothing installed for it.
# Kept verbatim (ruff, flake8 and mypy skip it: pyproject.toml, .flake8) so it diffs against its release.

__all__ = ("loads", "load", "TOMLDecodeError")
__version__ = "2.5.0"  # DO NOT EDIT THIS LINE MANUALLY. LET bump2version UTILITY DO IT

from ._parser import TOMLDecodeError, load, loads
