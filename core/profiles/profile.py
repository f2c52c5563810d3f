"""A loaded, validated rule profile and the small typed records it hands out.

Every number comes with its citation: `profile.number("dock.max_area_sqft")` returns a
`Quantity` whose `.value` is 720 and `.section` is "§160-123A(1)(b)". Profiles are immutable;
`with_values` returns a new one (used to fill in values the law text leaves blank).
"""
from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Any

from ..model import LAND_USES, ExcludedWater, GeometrySettings
from .land_use_codes import LandUseRead, LandUseReport, read_all, read_land_use


def normalize_land_use(value: Any) -> tuple[str, bool]:
    """(land use, known?) with the bundled crosswalk and no profile overrides: a category word, a
    synonym (motel -> hotel) or an NYS property class code ("210 - One Family Res"); empty means
    residential (DESIGN.md's default for the LAND_USE field). Profile.read_land_use applies the
    profile's own readings of codes."""
    r = read_land_use(value)
    return r.use, r.known


# [tolerances] a profile may leave out: how forgiving to be with a tax map (not law, so not a
# lake's number; both shipped profiles state them).
GEOMETRY_TOLERANCE_DEFAULTS = MappingProxyType({
    "snap_tolerance_ft": 15.0, "lakeshore_tolerance_ft": 5.0, "unparcelled_max_ft": 200.0})


class ProfileError(ValueError):
    """A profile cannot be used. The message names the file, the key and what to do."""

    def __init__(self, source: str, key: str, problem: str, fix: str = "") -> None:
        self.source = source
        self.key = key
        self.problem = problem
        self.fix = fix
        where = f"{source}: {key}: " if key else f"{source}: "
        super().__init__(where + problem + (f" {fix}" if fix else ""))


@dataclass(frozen=True)
class Quantity:
    """One value of the law with its unit and citation. `value` is None when the law leaves it blank."""
    key: str                                     # dotted path, e.g. "dock.max_area_sqft"
    value: Any
    unit: str
    section: str = ""
    note: str = ""
    text: str = ""                               # the law's own words, where given
    ask: str = ""                                # for a blank value: what to ask the user

    @property
    def is_set(self) -> bool:
        return self.value is not None


@dataclass(frozen=True)
class Reading:
    """How the plugin reads an ambiguous passage; `explain` is quoted in the output."""
    name: str
    value: str
    explain: str
    section: str = ""


@dataclass(frozen=True)
class RuleSpec:
    """Whether the law has a rule (a DESIGN.md rule code), its citation and finding severity."""
    code: str
    applies: bool
    section: str
    severity: str
    note: str = ""


@dataclass(frozen=True)
class Band:
    """One row of a facility table: frontage from_ft..to_ft (ends per readings.band_bounds)."""
    from_ft: float
    to_ft: float
    docks: int | None                         # None: the law gives no dock count
    boats: int | None
    buoys: int | None                         # None: follows the land use's `buoys` mode
    section: str
    text: str = ""
    note: str = ""


@dataclass(frozen=True)
class Step:
    """Above from_ft, each step_ft (started or completed, per readings.increment) adds these."""
    from_ft: float
    step_ft: float
    docks: int = 0
    boats: int = 0
    buoys: int = 0
    section: str = ""
    text: str = ""
    note: str = ""


@dataclass(frozen=True)
class LandUseRules:
    """The facility table (or the reason there is none) for one land use."""
    name: str
    status: str                                  # table | not_regulated | case_by_case | no_numbers
    section: str
    setback_category: str                        # residential | other
    label: str = ""
    reason: str = ""
    boats_are: str = ""                          # what boats_allowed counts, e.g. "boat slips"
    buoys: str = "same_as_boats"                 # same_as_boats | table
    buoys_section: str = ""
    buoys_are: str = ""
    bands: tuple[Band, ...] = ()
    beyond: tuple[Step, ...] = ()
    quantities: Mapping[str, Quantity] = field(default_factory=dict)

    def get(self, key: str) -> Quantity | None:
        return self.quantities.get(key)

    @property
    def min_frontage(self) -> Quantity | None:
        return self.quantities.get("min_frontage_ft")


@dataclass(frozen=True)
class KindRules:
    """What the law says about one structure kind (dock, boat_station, ...)."""
    kind: str
    quantities: Mapping[str, Quantity]

    def get(self, key: str) -> Quantity | None:
        return self.quantities.get(key)

    def flag(self, key: str, default: bool = False) -> bool:
        q = self.quantities.get(key)
        return bool(q.value) if q is not None and q.is_set else default

    def section(self, key: str) -> str:
        """The citation of one of the kind's values ("" when the kind has no such value)."""
        q = self.quantities.get(key)
        return q.section if q is not None else ""

    def limit(self, key: str) -> float | None:
        """A numeric limit, or None when the law sets none for this kind."""
        q = self.quantities.get(key)
        return q.value if q is not None and q.is_set else None

    def names(self, key: str) -> Sequence[str] | None:
        """A list of names the law gives (the land uses a kind is allowed on), or None when it
        gives none for this kind."""
        q = self.quantities.get(key)
        return q.value if q is not None and q.is_set else None

    @property
    def waterside_permitted(self) -> bool:
        return self.flag("waterside_permitted")

    @property
    def within_rights_lines(self) -> bool:
        return self.flag("within_rights_lines")

    @property
    def setback_exempt(self) -> bool:
        return self.flag("setback_exempt")


class Profile:
    """A validated rule profile. Build it with `load_profile`; do not construct it directly."""

    def __init__(self, *, source: str, path: Path | None, data: Mapping[str, Any],
                 meta: Mapping[str, Any], quantities: Mapping[str, Quantity],
                 kinds: Mapping[str, KindRules], land_uses: Mapping[str, LandUseRules],
                 readings: Mapping[str, Reading], rules: Mapping[str, RuleSpec],
                 crosswalk: Any = None, code_overrides: Mapping[str, Any] | None = None,
                 build: Callable[[Mapping[str, Any], str, Path | None], Profile] | None = None) -> None:
        self.source = source
        # how with_values validates its copy: the loader's build_profile, handed in by the loader
        # (this module does not import the loader, which imports it)
        self._build = build
        self.path = path
        self._data = data                    # the parsed TOML, for with_values
        self.meta = MappingProxyType(dict(meta))
        self._quantities = MappingProxyType(dict(quantities))
        self._kinds = MappingProxyType(dict(kinds))
        self._land_uses = MappingProxyType(dict(land_uses))
        self._readings = MappingProxyType(dict(readings))
        self._rules = MappingProxyType(dict(rules))
        self.crosswalk = crosswalk                   # land_use_codes.Crosswalk (None: the bundled one)
        self.code_overrides = MappingProxyType(dict(code_overrides or {}))

    # --- identity ---------------------------------------------------------------------------
    @property
    def name(self) -> str:
        return self.meta["name"]

    @property
    def title(self) -> str:
        return self.meta["title"]

    @property
    def status(self) -> str:
        return self.meta["status"]

    def __repr__(self) -> str:
        return f"Profile({self.name!r}, source={self.source!r})"

    # --- numbers ----------------------------------------------------------------------------
    def get(self, key: str) -> Quantity | None:
        """The quantity at a dotted key ("dock.max_area_sqft", "kinds.boat_station.max_height_ft",
        "land_use.restaurant.min_frontage_ft"), or None when the profile has no such key."""
        if key in self._quantities:
            return self._quantities[key]
        parts = key.split(".")
        if len(parts) == 3 and parts[0] == "kinds" and parts[1] in self._kinds:
            return self._kinds[parts[1]].get(parts[2])
        if len(parts) == 3 and parts[0] == "land_use" and parts[1] in self._land_uses:
            return self._land_uses[parts[1]].get(parts[2])
        return None

    def number(self, key: str) -> Quantity:
        """The quantity at a dotted key; ProfileError if the profile lacks it or leaves it blank."""
        q = self.get(key)
        if q is None:
            raise ProfileError(self.source, key, "this profile has no such key.",
                               "Add it to the profile (see docs/profiles.md).")
        if not q.is_set:
            raise ProfileError(self.source, key, "the law leaves this value blank.",
                               q.ask or "Supply it with Profile.with_values({...}).")
        return q

    def value(self, key: str, default: Any = None) -> Any:
        """The bare value at a dotted key, or `default` if absent or blank."""
        q = self.get(key)
        return q.value if q is not None and q.is_set else default

    def section(self, key: str) -> str:
        q = self.get(key)
        return q.section if q is not None else ""

    def keys(self) -> list[str]:
        """Every dotted quantity key of the top-level tables (kinds/land uses via kind()/land_use())."""
        return sorted(self._quantities)

    def missing_values(self) -> list[Quantity]:
        """Values the law leaves blank (e.g. Canandaigua's water levels): ask the user for these."""
        out = [q for q in self._quantities.values() if not q.is_set]
        for kr in self._kinds.values():
            out += [q for q in kr.quantities.values() if not q.is_set]
        return out

    def with_values(self, values: Mapping[str, Any]) -> Profile:
        """A new profile with the given dotted keys set (validated like a file). The keys must exist."""
        if self._build is None:
            raise ProfileError(self.source, "", "this profile was not built by the loader.",
                               "Load it with load_profile.")
        data = _deep_copy(self._data)
        for key, val in values.items():
            node: Any = data
            parts = key.split(".")
            for p in parts[:-1]:
                if not isinstance(node, dict) or p not in node:
                    raise ProfileError(self.source, key, "this profile has no such key.",
                                       "Only keys the profile already has can be set.")
                node = node[p]
            entry = node.get(parts[-1]) if isinstance(node, dict) else None
            if not isinstance(entry, dict):
                raise ProfileError(self.source, key, "this profile has no such key.",
                                   "Only keys the profile already has can be set.")
            entry.pop("unset", None)
            entry.pop("ask", None)
            entry["value"] = val
        return self._build(data, self.source, self.path)

    # --- land use -----------------------------------------------------------------------------
    def read_land_use(self, value: Any) -> tuple[str, bool]:
        """(category, known?) of a LAND_USE value: word, synonym or property class code, with this
        profile's crosswalk and overrides ([land_use_codes])."""
        if type(value) is str and value in LAND_USES:
            return value, True          # a category already (a Parcel's land_use): read as itself
        r = self.land_use_reading(value)
        return r.use, r.known

    def land_use_reading(self, value: Any) -> LandUseRead:
        """How a LAND_USE value is read (land_use_codes.LandUseRead: category, code, how, why)."""
        return read_land_use(value, self.crosswalk, self.code_overrides)

    def setback(self, land_use: str) -> Quantity:
        """The setback from the water-rights lines of a land use category (§160-122D, §44-5D):
        its setback_category's number. The one place the choice is made; the envelope
        (geometry_settings().setback_by_use), the check and the site plan read it."""
        category = self._land_uses[land_use].setback_category if land_use in self._land_uses else "other"
        return self.number("setback.residential_ft" if category == "residential" else "setback.other_ft")

    def land_use_report(self, values: Iterable[Any]) -> LandUseReport:
        """Which codes were read how, and which are unknown (land_use_codes.LandUseReport)."""
        return read_all(values, self.crosswalk, self.code_overrides)

    # --- typed views ------------------------------------------------------------------------
    def kind(self, kind: str) -> KindRules:
        try:
            return self._kinds[kind]
        except KeyError:
            raise ProfileError(self.source, f"kinds.{kind}", "unknown structure kind.",
                               f"Use one of: {', '.join(self._kinds)}.") from None

    def land_use(self, name: str | None) -> LandUseRules:
        """The rules for a land use; spelling is normalized ("Yacht Club" -> yacht_club)."""
        key = self.read_land_use(name)[0]
        try:
            return self._land_uses[key]
        except KeyError:
            raise ProfileError(self.source, f"land_use.{key}", "unknown land use.",
                               f"Use one of: {', '.join(self._land_uses)}.") from None

    @property
    def land_uses(self) -> tuple[str, ...]:
        return tuple(self._land_uses)

    def reading(self, name: str) -> Reading | None:
        """The reading in force for an ambiguous passage, or None if the profile sets none."""
        return self._readings.get(name)

    def readings(self) -> tuple[Reading, ...]:
        """Every reading the profile applies, in the profile's order (for reports and the panel)."""
        return tuple(self._readings.values())

    def rule(self, code: str) -> RuleSpec:
        try:
            return self._rules[code]
        except KeyError:
            raise ProfileError(self.source, f"rules.{code}", "unknown rule code.",
                               f"Use one of: {', '.join(self._rules)}.") from None

    def applies(self, code: str) -> bool:
        return self.rule(code).applies

    # --- geometry ---------------------------------------------------------------------------
    def geometry_settings(self) -> GeometrySettings:
        """The construction's numbers. Plugin tolerances a profile leaves out take the values of
        GEOMETRY_TOLERANCE_DEFAULTS (not law: how forgiving to be with a tax map)."""
        tol = GEOMETRY_TOLERANCE_DEFAULTS
        try:
            return GeometrySettings(
                reach_ft=float(self.number("reach.reach_ft").value),
                setback_residential_ft=float(self.number("setback.residential_ft").value),
                setback_other_ft=float(self.number("setback.other_ft").value),
                projection_ft=float(self.number("rights_lines.projection_ft").value),
                min_intersection_ft=float(self.number("rights_lines.min_intersection_ft").value),
                min_intersection_section=self.section("rights_lines.min_intersection_ft"),
                snap_tolerance_ft=float(self.value("tolerances.snap_tolerance_ft", tol["snap_tolerance_ft"])),
                lakeshore_tolerance_ft=float(self.value("tolerances.lakeshore_tolerance_ft",
                                                        tol["lakeshore_tolerance_ft"])),
                unparcelled_max_ft=float(self.value("tolerances.unparcelled_max_ft",
                                                    tol["unparcelled_max_ft"])),
                excluded_water=self._excluded_water(),
                projection_section=self.section("rights_lines.projection_ft"),
                setback_by_use={use: float(self.setback(use).value) for use in LAND_USES},
            )
        except ProfileError:
            raise
        except ValueError as e:
            raise ProfileError(self.source, "geometry settings", str(e)) from e

    def _excluded_water(self) -> tuple[ExcludedWater, ...]:
        """[jurisdiction] excluded_line_ft / excluded_side: the water beyond a line (Keuka's Outlet)."""
        line = self.value("jurisdiction.excluded_line_ft")
        if line is None:
            return ()
        key = "jurisdiction.excluded_line_ft"
        if (not isinstance(line, list) or len(line) != 2
                or not all(isinstance(p, list) and len(p) == 2 for p in line)):
            raise ProfileError(self.source, key, "must be two [east, north] points, e.g. [[690745, 966392], "
                               "[690588, 966509]].")
        side = self.value("jurisdiction.excluded_side")
        if side is None:
            raise ProfileError(self.source, "jurisdiction.excluded_side", "missing.",
                               "Say which side of the line is excluded: north, south, east or west.")
        within = self.value("jurisdiction.excluded_within_ft")
        if within is None:
            raise ProfileError(self.source, "jurisdiction.excluded_within_ft", "missing.",
                               "Say how far from the line's middle the excluded water reaches, in ft.")
        (ax, ay), (bx, by) = line
        return (ExcludedWater((float(ax), float(ay)), (float(bx), float(by)), str(side), float(within),
                              str(self.value("jurisdiction.excluded_name", "")), self.section(key)),)

    def depth_reference_level_ft(self) -> float | None:
        """The water level below which the depth exception measures depth, None if the law's
        number is blank (Canandaigua) or the exception is off."""
        if not self.value("depth_exception.enabled", False):
            return None
        ref = self.value("depth_exception.reference", "lake_level")
        key = "levels.mean_low_water_ft" if ref == "mean_low_water" else "depth_exception.lake_level_ft"
        v = self.value(key)
        return float(v) if v is not None else None


def _deep_copy(obj: Any) -> Any:
    if isinstance(obj, dict):
        return {k: _deep_copy(v) for k, v in obj.items()}
    if isinstance(obj, list):
        return [_deep_copy(v) for v in obj]
    return obj
