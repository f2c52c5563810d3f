"""The shapely install advice per platform: QGIS's own interpreter, never a bare python3 that may be
another Python (Windows: qgis-bin.exe is not Python; macOS: QGIS.app's Python is inside the app)."""
from __future__ import annotations

import sys
from pathlib import Path

import pytest

from shoreline_layout import install_help
from shoreline_layout.install_help import (
    SHAPELY_SPEC,
    Platform,
    advice,
    geos_api_compatible,
    geos_version_tuple,
    how_to_fix,
    qgis_python,
    read_os_release,
    system_geos_version,
    wheel_spec,
)

WINDOWS_QGIS = r"C:\Program Files\QGIS 3.40.6\bin\qgis-bin.exe"
WINDOWS_PREFIX = r"C:\PROGRA~1\QGIS34~1.6\apps\Python312"
MAC_QGIS = "/Applications/QGIS-LTR.app/Contents/MacOS/QGIS"
DEBIAN_12 = {"ID": "debian", "VERSION_ID": "12", "PRETTY_NAME": "Debian GNU/Linux 12 (bookworm)"}
DEBIAN_13 = {"ID": "debian", "VERSION_ID": "13", "PRETTY_NAME": "Debian GNU/Linux 13 (trixie)"}
UBUNTU_2404 = {"ID": "ubuntu", "ID_LIKE": "debian", "VERSION_ID": "24.04",
               "PRETTY_NAME": "Ubuntu 24.04.2 LTS"}
UBUNTU_2204 = {"ID": "ubuntu", "ID_LIKE": "debian", "VERSION_ID": "22.04",
               "PRETTY_NAME": "Ubuntu 22.04.5 LTS"}


def on_disk(*paths: str):
    """An `exists` that knows only these paths (compared as text, so Windows paths work on Linux)."""
    return lambda path: str(path) in paths


def windows(*present: str) -> Platform:
    return Platform("win32", WINDOWS_QGIS, WINDOWS_PREFIX, (3, 12), exists=on_disk(*present))


def linux(os_release: dict[str, str], executable: str = "/usr/bin/qgis",
          system_geos: tuple[int, ...] | None = None) -> Platform:
    return Platform("linux", executable, "/usr", (3, 11), os_release, externally_managed=True,
                    exists=on_disk("/usr/bin/python3", "/usr/bin/python3.11"), system_geos=system_geos)


def test_windows_names_the_python_beside_qgis_not_qgis_bin() -> None:
    beside = r"C:\Program Files\QGIS 3.40.6\bin\python3.exe"
    assert qgis_python(windows(beside)) == beside
    # Without one beside it: the interpreter under sys.exec_prefix (QGIS's apps\Python3xx).
    assert qgis_python(windows(WINDOWS_PREFIX + r"\python.exe")) == WINDOWS_PREFIX + r"\python.exe"
    assert qgis_python(windows()) == "python3"  # the OSGeo4W Shell's own


def test_windows_message_points_at_the_osgeo4w_package_and_quotes_the_path() -> None:
    text = how_to_fix(windows(r"C:\Program Files\QGIS 3.40.6\bin\python3.exe"), None)
    assert text == ("QGIS's Windows installers include shapely, so add the python3-shapely package with the "
                    "OSGeo4W installer (Advanced Install) or, in the OSGeo4W Shell, run "
                    r'"C:\Program Files\QGIS 3.40.6\bin\python3.exe" -m pip install --only-binary shapely '
                    '"shapely>=2.0,<2.2"'
                    " and restart QGIS.")
    assert "--user" not in text and "--no-binary" not in text


def test_macos_uses_the_python_inside_the_app() -> None:
    app_python = "/Applications/QGIS-LTR.app/Contents/MacOS/bin/python3"
    mac = Platform("darwin", MAC_QGIS, "/Applications/QGIS-LTR.app/Contents/Frameworks", (3, 9),
                   exists=on_disk(app_python))
    assert qgis_python(mac) == app_python
    assert how_to_fix(mac, None) == (f"install it with {app_python} -m pip install --user --only-binary "
                                     'shapely "shapely>=2.0,<2.2" and restart QGIS.')


@pytest.mark.parametrize("os_release", [DEBIAN_13, UBUNTU_2404], ids=["debian13", "ubuntu2404"])
def test_debian_13_and_ubuntu_24_get_the_distribution_package(os_release: dict[str, str]) -> None:
    text = how_to_fix(linux(os_release), (3, 13))
    assert text == (f"install {os_release['PRETTY_NAME']}'s package, built on the system's GEOS that QGIS "
                    "uses, with sudo apt install python3-shapely and restart QGIS.")


DEBIAN_12_WHEEL = ('/usr/bin/python3.11 -m pip install --user --only-binary shapely "shapely>=2.0,<2.1" '
                   "--break-system-packages")


@pytest.mark.parametrize(("process_geos", "system_geos"), [((3, 11), None), (None, (3, 11, 1))],
                         ids=["inside-qgis", "system-library"])
def test_debian_12_gets_the_binary_wheel_whose_geos_is_qgis_geos(
        process_geos: tuple[int, int] | None, system_geos: tuple[int, ...] | None) -> None:
    """shapely 2.0's wheels bundle GEOS 3.11, Debian 12's QGIS runs GEOS 3.11.1: no compiler needed.
    Inside QGIS the process's GEOS decides; outside it the system's libgeos_c (QGIS's)."""
    found = advice(linux(DEBIAN_12, system_geos=system_geos), process_geos)
    assert found.command == DEBIAN_12_WHEEL
    assert found.text == (f"install a binary wheel whose GEOS matches QGIS's 3.11 with {DEBIAN_12_WHEEL} "
                          "and restart QGIS.")


def test_a_wheel_on_a_newer_geos_is_replaced_by_the_matching_wheel_keeping_qgis_numpy() -> None:
    found = advice(linux(DEBIAN_12), (3, 11), reinstall=True)
    assert found.command == ('/usr/bin/python3.11 -m pip install --user --only-binary shapely '
                             '"shapely>=2.0,<2.1" --force-reinstall --no-deps --break-system-packages')
    # On Debian 13 a reinstall cannot come from apt (the user's pip copy would still shadow it).
    assert "apt install python3-shapely" not in how_to_fix(linux(DEBIAN_13), (3, 13), reinstall=True)


def test_ubuntu_22_geos_is_older_than_every_wheel_so_it_builds_on_it() -> None:
    """Ubuntu 22.04: python3-shapely is 1.8 and GEOS 3.10, older than any shapely 2 wheel's."""
    found = advice(linux(UBUNTU_2204), (3, 10))
    assert found.command == ("sudo apt install libgeos-dev build-essential python3-dev && "
                             "/usr/bin/python3.11 -m pip install --user --no-binary shapely "
                             '"shapely>=2.0,<2.2" --break-system-packages')
    assert found.text == ("build it on QGIS's GEOS (needs libgeos-dev and a C compiler) with "
                          f"{found.command} and restart QGIS.")


def test_a_newer_qgis_geos_takes_any_wheel_of_the_range() -> None:
    text = how_to_fix(linux(UBUNTU_2204), (3, 13))
    assert text == ("install a binary wheel whose GEOS matches QGIS's 3.13 with /usr/bin/python3.11 -m pip "
                    'install --user --only-binary shapely "shapely>=2.0,<2.2" --break-system-packages and '
                    "restart QGIS.")


@pytest.mark.parametrize(("shapely_geos", "qgis_geos", "compatible"), [
    ((3, 11, 4), (3, 11, 1), True),     # PyPI's shapely 2.0.6 wheel in Debian 12's QGIS: patch numbers differ
    ((3, 11, 1), (3, 11, 4), True),
    ((3, 11, 4), (3, 12, 1), True),     # built on an older GEOS API: every function it calls exists
    ((3, 13, 1), (3, 11, 1), False),    # shapely 2.1's wheels in Debian 12's QGIS: crash
    ((3, 12, 0), (3, 11, 9), False),
    ((4, 0, 0), (3, 99, 0), False),
])
def test_geos_compatibility_is_major_minor_not_the_patch(
        shapely_geos: tuple[int, ...], qgis_geos: tuple[int, ...], compatible: bool) -> None:
    assert geos_api_compatible(shapely_geos, qgis_geos) is compatible


def test_the_wheel_range_follows_the_geos_each_series_bundles() -> None:
    assert wheel_spec((3, 13, 1)) == SHAPELY_SPEC == ">=2.0,<2.2"
    assert wheel_spec((3, 12, 1)) == wheel_spec((3, 11, 1)) == ">=2.0,<2.1"
    assert wheel_spec((3, 10, 2)) is None
    assert wheel_spec(None) == SHAPELY_SPEC


def test_geos_versions_are_read_as_geos_writes_them() -> None:
    assert geos_version_tuple("3.11.1-CAPI-1.17.1") == (3, 11, 1)
    assert geos_version_tuple("3.13.0dev-CAPI-1.19.0") == (3, 13, 0)
    assert geos_version_tuple("CAPI") == ()


def test_this_machine_reads_its_system_geos() -> None:
    """The Debian 12 machine of `make test`: libgeos_c.so.1 is GEOS 3.11 (QGIS 3.40 links it)."""
    found = system_geos_version()
    if found is None:
        pytest.skip("no libgeos_c.so.1 on this machine")
    assert found[:2] == (3, 11) and wheel_spec(found) == ">=2.0,<2.1"


def test_linux_ignores_the_python3_that_embedded_python_found_on_path() -> None:
    """qgis_process here reports sys.executable = ~/.pyenv/shims/python3 (the first python3 on PATH)
    and sys.exec_prefix = /usr: the command must name /usr's interpreter."""
    assert qgis_python(linux(DEBIAN_12, executable="/root/.pyenv/shims/python3")) == "/usr/bin/python3.11"
    bare = Platform("linux", "/usr/bin/qgis", "/usr", (3, 11), exists=on_disk("/usr/bin/python3"))
    assert qgis_python(bare) == "/usr/bin/python3"


def test_os_release_is_read(tmp_path: Path) -> None:
    release = tmp_path / "os-release"
    release.write_text('PRETTY_NAME="Debian GNU/Linux 13 (trixie)"\nID=debian\n# comment\nVERSION_ID="13"\n')
    assert read_os_release(release) == {"PRETTY_NAME": "Debian GNU/Linux 13 (trixie)", "ID": "debian",
                                        "VERSION_ID": "13"}
    assert read_os_release(tmp_path / "missing") == {}


def test_this_machine_gets_a_command_for_its_own_interpreter() -> None:
    """Under test the plugin runs in the venv's Python: that is the interpreter the command names."""
    python = qgis_python(Platform.current())
    assert Path(python).parent == Path(sys.executable).parent and Path(python).exists()
    assert install_help.pip_command(Platform.current(), False).startswith(f"{python} -m pip install")
