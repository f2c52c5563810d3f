"""How to install shapely into the Python that QGIS runs, per platform (the plugin's load-time message).

Imports no QGIS: classFactory uses it before anything else of the plugin loads. Every function takes
the facts it decides on as arguments (platform, interpreter paths, /etc/os-release) so the texts for
Windows, macOS, Debian and Ubuntu can be checked on any machine.
"""
from __future__ import annotations

import re
import sys
import sysconfig
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path, PurePath, PurePosixPath, PureWindowsPath

SHAPELY_SPEC = ">=2.0,<2.2"
# PyPI's binary wheels of each shapely series and the GEOS they bundle (2.1.0-2.1.2: 3.13.1; 2.0.0-2.0.7:
# 3.11.1-3.11.4), newest first. Inside QGIS on Linux, QGIS's GEOS answers shapely's GEOS calls (see
# geos_api_compatible), so a wheel serves where its GEOS major.minor is QGIS's or older.
WHEEL_SERIES: tuple[tuple[str, tuple[int, int]], ...] = ((SHAPELY_SPEC, (3, 13)), (">=2.0,<2.1", (3, 11)))
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
    system_geos: tuple[int, ...] | None = None  # the system's libgeos_c (QGIS's on Linux distributions)

    @classmethod
    def current(cls) -> Platform:
        stdlib = Path(sysconfig.get_paths()["stdlib"])
        return cls(sys.platform, sys.executable, sys.exec_prefix, sys.version_info[:2], read_os_release(),
                   (stdlib / "EXTERNALLY-MANAGED").exists(),
                   system_geos=system_geos_version() if sys.platform.startswith("linux") else None)

    @property
    def windows(self) -> bool:
        return self.system.startswith("win")


def geos_version_tuple(text: str) -> tuple[int, ...]:
    """(3, 11, 1) from GEOS's "3.11.1-CAPI-1.17.1"; () if it does not start with numbers."""
    return tuple(int(part) for part in re.findall(r"\d+", text.split("-")[0])[:3])


def system_geos_version() -> tuple[int, ...] | None:
    """The version of the system's GEOS C library (libgeos_c.so.1), or None if there is none."""
    try:
        import ctypes

        library = ctypes.CDLL("libgeos_c.so.1")
    except OSError:
        return None
    library.GEOSversion.restype = ctypes.c_char_p
    found = geos_version_tuple(library.GEOSversion().decode("ascii", "replace"))
    return found or None


def geos_api_compatible(shapely_geos: Sequence[int], qgis_geos: Sequence[int]) -> bool:
    """May a shapely built on `shapely_geos` run where QGIS's GEOS `qgis_geos` answers its calls?

    GEOS keeps its C API within a major.minor series (a patch release fixes bugs, adds no function)
    and only adds functions in later minors. So what matters is major.minor: PyPI's shapely 2.0.6
    wheel (GEOS 3.11.4) beside Debian 12's GEOS 3.11.1 calls nothing 3.11.1 lacks, and one built on
    an older GEOS is fine too; one built on a newer minor (2.1's wheels: 3.13) calls functions QGIS's
    GEOS lacks, which its own bundled copy then answers with QGIS's handles, and QGIS crashes."""
    return tuple(shapely_geos[:2]) <= tuple(qgis_geos[:2])


def wheel_spec(geos: tuple[int, ...] | None) -> str | None:
    """The shapely range whose PyPI wheels serve beside this GEOS (None: none does, build it)."""
    if geos is None:
        return SHAPELY_SPEC
    return next((spec for spec, bundled in WHEEL_SERIES if geos_api_compatible(bundled, geos)), None)


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


def pip_command(platform: Platform, build_on_geos: bool, reinstall: bool = False,
                spec: str = SHAPELY_SPEC) -> str:
    """pip of QGIS's own interpreter: a binary wheel only (no compiler needed, none tried), or a
    build on the system's GEOS where no wheel matches it."""
    python = _quoted(qgis_python(platform))
    user = "" if platform.windows else " --user"  # Windows: QGIS's own site-packages, from its shell
    binary = "--no-binary" if build_on_geos else "--only-binary"
    command = f'{python} -m pip install{user} {binary} shapely "shapely{spec}"'
    if reinstall:
        command += " --force-reinstall --no-deps"  # --no-deps: never a pip numpy over QGIS's
    # Debian 12+ marks its Python as externally managed (PEP 668): pip refuses even --user installs
    # without this flag; a --user install leaves the system's packages untouched.
    if platform.externally_managed:
        command += " --break-system-packages"
    return command


@dataclass(frozen=True)
class Advice:
    """What to do about shapely on this platform: the end of the one-sentence message, and the one
    command in it (the message bar offers to copy it)."""

    text: str
    command: str


def advice(platform: Platform, process_geos: tuple[int, ...] | None, reinstall: bool = False) -> Advice:
    """How to get a shapely that serves QGIS here, the least painful way first: the distribution's
    package where it is new enough, else a binary wheel whose GEOS matches QGIS's, else a build."""
    if platform.windows:
        command = pip_command(platform, build_on_geos=False, reinstall=reinstall)
        return Advice("QGIS's Windows installers include shapely, so add the python3-shapely package with "
                      "the OSGeo4W installer (Advanced Install) or, in the OSGeo4W Shell, run "
                      f"{command} and restart QGIS.", command)
    if platform.system == "darwin":  # macOS binds each library's symbols to it: any wheel serves
        command = pip_command(platform, build_on_geos=False, reinstall=reinstall)
        return Advice(f"install it with {command} and restart QGIS.", command)
    if not reinstall and apt_has_shapely(platform.os_release):
        name = platform.os_release.get("PRETTY_NAME") or "this system"
        command = "sudo apt install python3-shapely"
        return Advice(f"install {name}'s package, built on the system's GEOS that QGIS uses, with "
                      f"{command} and restart QGIS.", command)
    geos = process_geos if process_geos is not None else platform.system_geos
    spec = wheel_spec(geos)
    if spec is None:  # older than every wheel's GEOS (Ubuntu 22.04: 3.10): build on QGIS's own
        command = ("sudo apt install libgeos-dev build-essential python3-dev && "
                   f"{pip_command(platform, True, reinstall)}")
        return Advice("build it on QGIS's GEOS (needs libgeos-dev and a C compiler) with "
                      f"{command} and restart QGIS.", command)
    command = pip_command(platform, False, reinstall, spec)
    if geos is None:
        return Advice(f"install it with {command} and restart QGIS.", command)
    return Advice(f"install a binary wheel whose GEOS matches QGIS's {'.'.join(map(str, geos[:2]))} with "
                  f"{command} and restart QGIS.", command)


def how_to_fix(platform: Platform, process_geos: tuple[int, ...] | None, reinstall: bool = False) -> str:
    """The end of the one-sentence message: what to run on this platform, then restart QGIS."""
    return advice(platform, process_geos, reinstall).text
