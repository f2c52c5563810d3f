"""How to install shapely into the Python that QGIS runs, per platform (the plugin's load-time message).

Imports no QGIS: classFactory uses it before anything else of the plugin loads. Every function takes
the facts it decides on as arguments (platform, interpreter paths, /etc/os-release) so the texts for
Windows, macOS, Debian and Ubuntu can be checked on any machine.
"""
from __future__ import annotations

import sys
import sysconfig
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path, PurePath, PurePosixPath, PureWindowsPath

SHAPELY_SPEC = ">=2.0,<2.2"
WHEEL_GEOS = (3, 13)  # the GEOS that shapely 2.1 wheels bundle (2.0 wheels: 3.11)
# Distributions whose own python3-shapely is in range and built on the system's GEOS (QGIS's):
# Debian 13 ships 2.1, Ubuntu 24.04 ships 2.0; Debian 12 (1.8) and Ubuntu 22.04 (1.8) do not.
APT_SHAPELY_FROM = {"debian": (13,), "ubuntu": (24, 4)}


@dataclass(frozen=True)
class Platform:
    """What the advice depends on; `current()` reads it from the running QGIS."""

    system: str  # sys.platform: "win32", "darwin", "linux"
    executable: str  # sys.executable: inside QGIS often the QGIS binary, not Python
    exec_prefix: str
    version: tuple[int, int] = (3, 11)
    os_release: dict[str, str] = field(default_factory=dict)
    externally_managed: bool = False  # PEP 668 marker next to the standard library (Debian 12+)
    exists: Callable[[PurePath], bool] = field(default=lambda path: Path(path).exists(), compare=False)

    @classmethod
    def current(cls) -> Platform:
        stdlib = Path(sysconfig.get_paths()["stdlib"])
        return cls(sys.platform, sys.executable, sys.exec_prefix, sys.version_info[:2], read_os_release(),
                   (stdlib / "EXTERNALLY-MANAGED").exists())

    @property
    def windows(self) -> bool:
        return self.system.startswith("win")


def read_os_release(path: Path = Path("/etc/os-release")) -> dict[str, str]:
    """KEY=value pairs of os-release(5); empty where there is none (Windows, macOS)."""
    try:
        text = path.read_text(encoding="utf-8")
    except OSError:
        return {}
    pairs = (line.split("=", 1) for line in text.splitlines() if "=" in line and not line.startswith("#"))
    return {key.strip(): value.strip().strip('"') for key, value in pairs}


def qgis_python(platform: Platform) -> str:
    """The Python interpreter of this QGIS, as a path to type into a shell.

    QGIS embeds Python, so sys.executable is not to be trusted: on Windows it is qgis-bin.exe, on
    macOS QGIS.app/Contents/MacOS/QGIS, and on Linux embedded Python takes the first python3 on PATH
    (a pyenv or conda one, say: pip would install shapely where QGIS never looks). The interpreter
    QGIS runs is the one under sys.exec_prefix: bin/python3.X (Linux, macOS's Python framework),
    python.exe (QGIS's apps/Python3xx on Windows), or the python3 inside QGIS.app."""
    pure = PureWindowsPath if platform.windows else PurePosixPath
    executable, prefix = pure(platform.executable), pure(platform.exec_prefix)
    versioned = f"python{platform.version[0]}.{platform.version[1]}"
    if platform.windows:
        candidates = [executable] if executable.name.lower().startswith("python") else []
        candidates += [executable.with_name("python3.exe"), prefix / "python3.exe", prefix / "python.exe"]
    else:
        candidates = [prefix / "bin" / versioned, prefix / "bin" / "python3",
                      executable.parent / "bin" / "python3"]
    for candidate in candidates:
        if platform.exists(candidate):
            return str(candidate)
    return "python3"  # on Windows: the OSGeo4W Shell's


def _quoted(path: str) -> str:
    return f'"{path}"' if " " in path else path


def apt_has_shapely(os_release: dict[str, str]) -> bool:
    """True on Debian 13+ and Ubuntu 24.04+, whose python3-shapely is new enough (derivatives number
    their releases their own way: they get the pip command)."""
    minimum = APT_SHAPELY_FROM.get(os_release.get("ID", ""))
    try:
        version = tuple(int(part) for part in os_release.get("VERSION_ID", "").split("."))
    except ValueError:
        return False
    return minimum is not None and version >= minimum


def pip_command(platform: Platform, build_on_geos: bool, reinstall: bool = False) -> str:
    python = _quoted(qgis_python(platform))
    user = "" if platform.windows else " --user"  # Windows: QGIS's own site-packages, from its shell
    command = f'{python} -m pip install{user} "shapely{SHAPELY_SPEC}"'
    if build_on_geos:
        command += " --no-binary shapely"
        if reinstall:
            command += " --force-reinstall --no-deps"  # --no-deps: never a pip numpy over QGIS's
    # Debian 12+ marks its Python as externally managed (PEP 668): pip refuses even --user installs
    # without this flag; a --user install leaves the system's packages untouched.
    if platform.externally_managed:
        command += " --break-system-packages"
    return command


def how_to_fix(platform: Platform, process_geos: tuple[int, ...] | None, reinstall: bool = False) -> str:
    """The end of the one-sentence message: what to run on this platform, then restart QGIS."""
    if platform.windows:
        return ("QGIS's Windows installers include shapely, so add the python3-shapely package with "
                "the OSGeo4W installer (Advanced Install) or, in the OSGeo4W Shell, run "
                f"{pip_command(platform, build_on_geos=False)} and restart QGIS.")
    if platform.system == "darwin":
        return f"install it with {pip_command(platform, build_on_geos=False)} and restart QGIS."
    if not reinstall and apt_has_shapely(platform.os_release):
        name = platform.os_release.get("PRETTY_NAME") or "this system"
        return (f"install {name}'s package, built on the system's GEOS that QGIS uses, with "
                "sudo apt install python3-shapely and restart QGIS.")
    old_geos = process_geos is not None and process_geos < WHEEL_GEOS
    debian_12 = platform.os_release.get("ID") == "debian" and platform.os_release.get("VERSION_ID") == "12"
    if old_geos or (process_geos is None and debian_12):
        # A wheel's newer GEOS would crash QGIS: build on the system's GEOS, which is QGIS's own.
        return ("build it on QGIS's GEOS (needs libgeos-dev and a C compiler) with sudo apt install "
                f"libgeos-dev build-essential python3-dev && {pip_command(platform, True, reinstall)} "
                "and restart QGIS.")
    return f"install it with {pip_command(platform, build_on_geos=False)} and restart QGIS."
