"""The zip from `make package` against what plugins.qgis.org checks on upload.

Its validator (qgis-app/plugins/validator.py in qgis/QGIS-Django) rejects: a zip over 25 MB, paths
with '..', a leading '/', backslashes or drive letters, .pyc files, __MACOSX/.git/__pycache__
folders, more than one top folder or one that is not a Python identifier (new plugins), no
__init__.py or metadata.txt, metadata without [general] or without name, description, version,
qgisMinimumVersion, author, email, about, tracker, repository, an author with '/', tracker /
repository / homepage that are not URLs, and no LICENSE; it reads the icon from the metadata's path.
Its scanner (security_scanner.py) reports hidden files, executable files and binaries (.exe, .so,
.sh, ...), and runs bandit -ll, detect-secrets and flake8 over the unpacked zip: `make lint` runs
those three over PLUGIN_CODE, and the last test here checks PLUGIN_CODE covers every .py in the zip.
"""
from __future__ import annotations

import configparser
import re
import shutil
import subprocess
import zipfile
from pathlib import Path, PurePosixPath
from urllib.parse import urlparse

import pytest

REPO_ROOT = Path(__file__).resolve().parents[2]
PACKAGE = "shoreline_layout"
MAX_UPLOAD = 25_000_000  # PLUGIN_MAX_UPLOAD_SIZE
REQUIRED = ("name", "description", "version", "qgisMinimumVersion", "author", "email", "about", "tracker",
            "repository")
PLACEHOLDER_URLS = {"tracker": "http://bugs", "repository": "http://repo", "homepage": "http://homepage"}
FORBIDDEN_DIRS = ("__MACOSX", ".git", "__pycache__")
BINARY_SUFFIXES = (".exe", ".dll", ".so", ".dylib", ".bat", ".sh", ".ps1", ".cmd")


@pytest.fixture(scope="module")
def package(tmp_path_factory: pytest.TempPathFactory) -> zipfile.ZipFile:
    if shutil.which("make") is None or shutil.which("git") is None or not (REPO_ROOT / ".git").exists():
        pytest.skip("needs make, git and a git checkout")
    archive = tmp_path_factory.mktemp("package") / "shoreline_layout.zip"
    built = subprocess.run(["make", "-s", "package", f"PACKAGE_ZIP={archive}"], cwd=REPO_ROOT,
                           capture_output=True, text=True, timeout=120, check=False)
    assert built.returncode == 0, built.stdout + built.stderr
    assert archive.stat().st_size <= MAX_UPLOAD
    return zipfile.ZipFile(archive)


@pytest.fixture(scope="module")
def metadata(package: zipfile.ZipFile) -> dict[str, str]:
    parser = configparser.ConfigParser(interpolation=None)
    parser.optionxform = str  # type: ignore[assignment,method-assign]  # the site keeps key case
    parser.read_string(package.read(f"{PACKAGE}/metadata.txt").decode("utf-8"))
    assert parser.has_section("general")
    return dict(parser.items("general"))


def files(package: zipfile.ZipFile) -> list[str]:
    return [name for name in package.namelist() if not name.endswith("/")]


def test_paths_are_safe_and_in_one_identifier_folder(package: zipfile.ZipFile) -> None:
    names = package.namelist()
    assert package.testzip() is None
    unsafe = [n for n in names if ".." in n or n.startswith("/") or "\\" in n or re.match(r"^[A-Za-z]:", n)]
    assert unsafe == []
    assert {n.split("/")[0] for n in names} == {PACKAGE}
    assert PACKAGE.isidentifier() and re.match(r"^[A-Za-z][A-Za-z0-9-_]+$", PACKAGE)
    assert {f"{PACKAGE}/__init__.py", f"{PACKAGE}/metadata.txt", f"{PACKAGE}/LICENSE"} <= set(names)
    assert [n for n in names if ".pyc" in n or set(n.split("/")) & set(FORBIDDEN_DIRS)] == []


def test_no_hidden_executable_or_binary_files(package: zipfile.ZipFile) -> None:
    hidden = [n for n in files(package) if any(part.startswith(".") for part in PurePosixPath(n).parts)]
    executable = [i.filename for i in package.infolist()
                  if not i.is_dir() and (i.external_attr >> 16) & 0o111]
    binaries = [n for n in files(package) if n.lower().endswith(BINARY_SUFFIXES)]
    compiled = [n for n in files(package) if n.endswith("_rc.py")]
    assert (hidden, executable, binaries, compiled) == ([], [], [], [])


# What the zip holds at its top: the plugin, its translations, help pages, licence and design (the
# public contract its code cites); nothing a
# developer's tools leave behind (gmt.history once shipped) or only they need (Makefile, requirements-*).
SHIPPED_TOP = {"__init__.py", "plugin.py", "install_help.py", "pipeline.py", "metadata.txt", "LICENSE",
               "README.md", "CHANGELOG.md", "DESIGN.md", "requirements.txt", "core", "qgis_io", "processing",
               "ui", "report", "resources", "i18n", "docs"}


def test_the_zip_holds_the_plugin_and_nothing_else_at_its_top(package: zipfile.ZipFile) -> None:
    top = {PurePosixPath(name).parts[1] for name in files(package)}
    assert top - SHIPPED_TOP == set()
    assert {"__init__.py", "metadata.txt", "core", "resources", "i18n"} <= top


def test_metadata_passes_the_validator(package: zipfile.ZipFile, metadata: dict[str, str]) -> None:
    assert [key for key in REQUIRED if not metadata.get(key, "").strip()] == []
    assert metadata["name"] == "Shoreline Layout"
    assert "/" not in metadata["author"]
    for key, placeholder in PLACEHOLDER_URLS.items():
        url = urlparse(metadata.get(key, "https://example.invalid"))
        assert metadata.get(key) != placeholder and url.scheme in ("http", "https") and url.netloc, key
    icon = metadata["icon"].removeprefix("./")
    assert f"{PACKAGE}/{icon}" in package.namelist()
    assert package.read(f"{PACKAGE}/{icon}").lstrip().startswith((b"<?xml", b"<svg"))
    for flag in ("experimental", "deprecated", "server"):
        assert metadata.get(flag, "False").strip().lower() in ("true", "false", "yes", "no", "1", "0"), flag
    # QGIS's plugin manager and the site compare versions as dotted numbers.
    for key in ("version", "qgisMinimumVersion", "qgisMaximumVersion"):
        assert re.fullmatch(r"\d+(\.\d+){1,2}", metadata[key]), key


def test_metadata_declares_qgis_3_34_to_4(metadata: dict[str, str]) -> None:
    assert (metadata["qgisMinimumVersion"], metadata["qgisMaximumVersion"]) == ("3.34", "4.99")
    assert metadata.get("supportsQt6", "").strip() == "True"


def test_make_lint_scans_every_python_file_the_zip_ships(package: zipfile.ZipFile) -> None:
    """bandit, detect-secrets and flake8 run over PLUGIN_CODE (Makefile); the site runs them over the
    unpacked zip: the two must be the same files."""
    match = re.search(r"^PLUGIN_CODE := (.+)$", (REPO_ROOT / "Makefile").read_text(), re.MULTILINE)
    assert match, "Makefile has no PLUGIN_CODE"
    roots = match.group(1).split()
    shipped = [n.removeprefix(f"{PACKAGE}/") for n in files(package) if n.endswith(".py")]
    outside = [n for n in shipped if not any(n == r or n.startswith(f"{r.rstrip('/')}/") for r in roots)]
    assert len(shipped) > 60 and outside == []
