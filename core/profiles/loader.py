"""Load a rule profile (`keuka`, `canandaigua` or a path to a TOML file) and validate it.

Every problem raises ProfileError naming the file, the dotted key and what to do, so a user who
copies a profile for another lake sees exactly which line to mend.
"""
from __future__ import annotations

import errno
import math
import os
import sys
from collections.abc import Mapping
from functools import lru_cache
from pathlib import Path
from typing import Any, NoReturn

from ..rules.registry import REGISTRY, added_keys
from . import schema as S  # noqa: N812 - S: the schema's tables, read on nearly every line
from .land_use_codes import CodeEntry, Crosswalk, CrosswalkError, entry, load_crosswalk
from .profile import Band, KindRules, LandUseRules, Profile, ProfileError, Quantity, Reading, RuleSpec, Step

if sys.version_info >= (3, 11):
    import tomllib  # novermin (vermin: the guard above is the point)
else:  # Python 3.9/3.10 (QGIS 3.34/3.40 on Ubuntu 22.04): the vendored tomli, the same parser
    from .. import _tomli as tomllib

PROFILE_DIR = Path(__file__).resolve().parent
BUILTIN_PROFILES = ("keuka", "canandaigua")
MAX_PROFILE_BYTES = 2_000_000       # the bundled profiles are about 20 kB

__all__ = [
    "BUILTIN_PROFILES",
    "PROFILE_DIR",
    "Profile",
    "ProfileError",
    "build_profile",
    "load_profile",
]


def load_profile(name_or_path: str | os.PathLike) -> Profile:
    """`keuka`, `canandaigua` (the bundled profiles) or a path to a profile TOML file."""
    path = _resolve(name_or_path)
    stat = path.stat()
    # Cache by file identity and modification time: live checking loads the profile often,
    # and an edited file must be re-read.
    # and by the keys registered rules read: a profile is valid or not with them
    return _load_cached(str(path), stat.st_mtime_ns, stat.st_size, frozenset(added_keys()))


def _resolve(name_or_path: str | os.PathLike) -> Path:
    raw = os.fspath(name_or_path).strip() if name_or_path is not None else ""
    if raw.lower() in BUILTIN_PROFILES:
        return PROFILE_DIR / f"{raw.lower()}.toml"
    looks_like_path = raw.lower().endswith(".toml") or os.sep in raw or "/" in raw
    if not looks_like_path:
        raise ProfileError(raw or "<empty>", "", f"unknown profile name {raw!r}.",
                           f"Use {' or '.join(BUILTIN_PROFILES)}, or the path to a profile .toml file.")
    path = Path(raw).expanduser()
    try:
        os.stat(path)
    except OSError as exc:
        if exc.errno == errno.ELOOP:   # exists() and resolve() would hide it or raise RuntimeError
            raise ProfileError(str(path), "", "a symbolic link that leads back to itself (a link loop).",
                               "Point the link at the profile .toml file, or give the file's own path."
                               ) from None
    if path.exists() and not path.is_file():
        # a folder, a device (/dev/zero), a FIFO: reading it would fail, or never end
        raise ProfileError(str(path), "", "not a regular file (a folder, a device or a pipe).",
                           "Give the path of a profile .toml file.")
    if not path.is_file():
        raise ProfileError(str(path), "", "no such profile file.",
                           f"Check the path, or use {' or '.join(BUILTIN_PROFILES)}.")
    size = path.stat().st_size
    if size > MAX_PROFILE_BYTES:
        raise ProfileError(str(path), "", f"{size:,} bytes, far more than a profile holds "
                           f"(the bundled ones are under {MAX_PROFILE_BYTES // 100:,}).",
                           "Check that this is the profile file.")
    return path.resolve()


@lru_cache(maxsize=16)
def _load_cached(path: str, _mtime_ns: int, _size: int, _added: frozenset[str]) -> Profile:
    try:
        with open(path, "rb") as fh:
            data = tomllib.load(fh)
    except tomllib.TOMLDecodeError as exc:
        raise ProfileError(path, "", f"not valid TOML ({exc}).",
                           "Fix the syntax at that line (inline tables must stay on one line).") from None
    except UnicodeDecodeError as exc:   # tomllib reads UTF-8 only; a binary or ANSI file lands here
        byte = f"byte {exc.object[exc.start]:#04x} at offset {exc.start}"
        raise ProfileError(path, "", f"not UTF-8 text ({byte}).", "Save the profile as UTF-8 text.") from None
    except OSError as exc:
        raise ProfileError(path, "", f"cannot be read ({exc.strerror}).", "Check the file.") from None
    except RecursionError:
        raise ProfileError(path, "", "nested too deeply (arrays or tables inside one another "
                           "hundreds of levels deep).", "A profile nests at most a few levels: "
                           "check the file.") from None
    try:
        return build_profile(data, path, Path(path))
    except RecursionError:
        raise ProfileError(path, "", "nested too deeply (values inside one another hundreds of "
                           "levels deep).", "A profile nests at most a few levels: check the file.") from None


def build_profile(data: Mapping[str, Any], source: str, path: Path | None = None) -> Profile:
    """Validate parsed TOML and build the Profile (also used by Profile.with_values)."""
    v = _Validator(source)
    for top in data:
        if top not in S.TOP_LEVEL:
            v.fail(top, "unknown table.", f"Known tables: {', '.join(S.TOP_LEVEL)}.")
    meta = v.meta(data.get("profile"))
    for table, (_, table_required, _) in S.QUANTITY_TABLES.items():
        if table_required and table not in data:     # before any key: a lost header moves keys
            v.fail(table, f"missing table [{table}].", "Copy it from a bundled profile and set its values.")
    quantities: dict[str, Quantity] = {}
    for table, (specs, table_required, needs_section) in S.QUANTITY_TABLES.items():
        quantities.update(v.quantity_table(table, data.get(table), specs, table_required,
                                           needs_section))
    kinds = v.kinds(data.get("kinds"))
    land_uses = v.land_uses(data.get("land_use"))
    readings = v.readings(data.get("readings"))
    rules = v.rules(data.get("rules"))
    v.cross_checks(quantities, land_uses, readings)
    crosswalk, overrides = v.land_use_codes(data.get("land_use_codes"), path)
    return Profile(source=source, path=path, data=data, meta=meta, quantities=quantities,
                   kinds=kinds, land_uses=land_uses, readings=readings, rules=rules,
                   crosswalk=crosswalk, code_overrides=overrides, build=build_profile)


_EXAMPLE = '{ value = ..., unit = "%s", section = "§..." }'


class _Validator:
    def __init__(self, source: str) -> None:
        self.source = source

    def fail(self, key: str, problem: str, fix: str = "") -> NoReturn:
        raise ProfileError(self.source, key, problem, fix)

    # --- [profile] --------------------------------------------------------------------------
    def meta(self, table: Any) -> dict[str, Any]:
        if not isinstance(table, dict):
            self.fail("profile", "missing table [profile].",
                      "Add [profile] with name, title, status and format = 1.")
        for key in table:
            if key not in S.PROFILE_META:
                self.fail(f"profile.{key}", "unknown key.",
                          f"Known keys: {', '.join(S.PROFILE_META)}.")
        for key, (typ, required) in S.PROFILE_META.items():
            if key not in table:
                if required:
                    self.fail(f"profile.{key}", "missing.", f"Add {key} under [profile].")
                continue
            val = table[key]
            if not isinstance(val, typ) or isinstance(val, bool):
                self.fail(f"profile.{key}", f"must be {typ.__name__}, not {_tname(val)}.")
        if table["status"] not in S.PROFILE_STATUSES:
            self.fail("profile.status", f"unknown status {table['status']!r}.",
                      f"Use one of: {', '.join(S.PROFILE_STATUSES)}.")
        if table["format"] != S.FORMAT_VERSION:
            self.fail("profile.format", f"format {table['format']} is not supported.",
                      f"This plugin reads format = {S.FORMAT_VERSION}.")
        return dict(table)

    # --- quantities -------------------------------------------------------------------------
    def quantity_table(self, table: str, body: Any, specs: Mapping[str, S.KeySpec],
                       table_required: bool, needs_section: bool,
                       prefix: str | None = None) -> dict[str, Quantity]:
        prefix = prefix or table
        if body is None:
            if table_required:
                self.fail(prefix, f"missing table [{prefix}].",
                          "Copy it from a bundled profile and set its values.")
            return {}
        if not isinstance(body, dict):
            self.fail(prefix, f"must be a table, not {_tname(body)}.")
        out: dict[str, Quantity] = {}
        for key, spec in specs.items():
            if spec.required and key not in body:
                self.fail(f"{prefix}.{key}", "missing.",
                          f"Add {key} = {_EXAMPLE % spec.unit} under [{prefix}].")
        for key, raw in body.items():
            self.read_by_a_rule(table, prefix, key, specs)
            out[f"{prefix}.{key}"] = self.quantity(f"{prefix}.{key}", raw, specs.get(key),
                                                   needs_section)
        return out

    def read_by_a_rule(self, table: str, prefix: str, key: str, specs: Mapping[str, S.KeySpec]) -> None:
        """A key no rule reads is refused: a typo must not be silently ignored. The schema lists
        the keys of the built-in rules; a registered rule adds its own (core/rules/table.register)."""
        pattern = f"kinds.*.{key}" if table.startswith("kinds.") else f"{table}.{key}"
        if key in specs or pattern in S.CHECKED_WHERE_READ or pattern in added_keys():
            return
        known = ", ".join(sorted(specs)) or "none"
        self.fail(f"{prefix}.{key}", "no rule reads this key (a typo, or a number this plugin does "
                  "not check).", f"Known keys of [{prefix}]: {known}.")

    def quantity(self, key: str, raw: Any, spec: S.KeySpec | None,
                 needs_section: bool = True) -> Quantity:
        if not isinstance(raw, dict):
            example = spec.unit if spec else "..."
            self.fail(key, f"must be an inline table like {_EXAMPLE % example}, not {_tname(raw)}.")
        for field in raw:
            if field not in S.QUANTITY_FIELDS:
                self.fail(f"{key}.{field}", "unknown field.",
                          f"A value has only: {', '.join(S.QUANTITY_FIELDS)}.")
        unit = raw.get("unit")
        if not isinstance(unit, str):
            self.fail(f"{key}.unit", "missing unit." if unit is None else "unit must be text.",
                      f"Write unit = \"{spec.unit if spec else 'ft'}\".")
        if unit not in S.UNITS:
            self.fail(f"{key}.unit", f"unknown unit {unit!r}.",
                      f"Use one of: {', '.join(sorted(S.UNITS))} (lengths in US survey feet).")
        expected = spec.unit if spec else _suffix_unit(key)
        if expected and unit != expected:
            self.fail(f"{key}.unit", f"wrong unit {unit!r}: this key is measured in {expected!r}.",
                      f"Convert the value to {expected} and write unit = \"{expected}\".")
        section = raw.get("section", "")
        if not isinstance(section, str):
            self.fail(f"{key}.section", f"must be text, not {_tname(section)}.")
        if needs_section and not section.strip():
            self.fail(f"{key}.section", "missing section.",
                      "Cite the section of the law the value comes from, e.g. \"§160-122D\".")
        for field in ("note", "text", "ask"):
            if not isinstance(raw.get(field, ""), str):
                self.fail(f"{key}.{field}", f"must be text, not {_tname(raw[field])}.")
        if raw.get("unset", False) is not False:
            if raw["unset"] is not True:
                self.fail(f"{key}.unset", "must be true or absent.")
            if spec is None or not spec.may_unset:
                self.fail(key, "this value cannot be left unset.", "Give it a value.")
            if "value" in raw:
                self.fail(key, "has both a value and unset = true.", "Remove one of them.")
            if not raw.get("ask"):
                self.fail(f"{key}.ask", "missing.",
                          "Say what the user must supply, e.g. \"enter the mean low water level\".")
            return Quantity(key, None, unit, section, raw.get("note", ""), raw.get("text", ""),
                            raw["ask"])
        if "value" not in raw:
            self.fail(f"{key}.value", "missing.",
                      "Give the value, or unset = true with an ask = \"...\" if the law leaves it blank.")
        value = self.typed_value(key, raw["value"], unit, spec)
        return Quantity(key, value, unit, section, raw.get("note", ""), raw.get("text", ""))

    def typed_value(self, key: str, val: Any, unit: str, spec: S.KeySpec | None) -> Any:
        if unit in S.NUMBER_UNITS:
            if isinstance(val, list) and spec is None:   # coordinates (jurisdiction.excluded_line_ft)
                return [self.typed_value(key, x, unit, spec) for x in val]
            return self.number(key, val, unit)
        if unit in S.COUNT_UNITS:
            if not isinstance(val, int) or isinstance(val, bool) or val < 0:
                self.fail(f"{key}.value", f"must be a whole number >= 0 ({unit}), not {val!r}.")
            return val
        if unit == "bool":
            if not isinstance(val, bool):
                self.fail(f"{key}.value", f"must be true or false, not {val!r}.")
            return val
        if unit == "text":
            if not isinstance(val, str):
                self.fail(f"{key}.value", f"must be text, not {_tname(val)}.")
            if spec and spec.options and val not in spec.options:
                self.fail(f"{key}.value", f"unknown option {val!r}.",
                          f"Use one of: {', '.join(spec.options)}.")
            return val
        return self.names(key, val, spec)

    def number(self, key: str, val: Any, unit: str) -> Any:
        if not _is_number(val):
            self.fail(f"{key}.value", f"must be a number ({unit}), not {_tname(val)}.")
        if val < 0:
            self.fail(f"{key}.value", f"must not be negative ({val}).")
        if unit == "ratio" and val > 1:
            self.fail(f"{key}.value", f"a ratio must lie in 0..1, not {val}.",
                      "Write 50% as 0.5.")
        return val

    def names(self, key: str, val: Any, spec: S.KeySpec | None) -> tuple[str, ...]:
        if not isinstance(val, list) or not all(isinstance(x, str) for x in val):
            self.fail(f"{key}.value", f"must be a list of names, not {val!r}.")
        if spec and spec.options:
            for x in val:
                if x not in spec.options:
                    self.fail(f"{key}.value", f"unknown name {x!r}.",
                              f"Use names from: {', '.join(spec.options)}.")
        return tuple(val)

    # --- [kinds.*] --------------------------------------------------------------------------
    def kinds(self, body: Any) -> dict[str, KindRules]:
        if not isinstance(body, dict):
            self.fail("kinds", "missing table [kinds.<kind>].",
                      f"Add one table per kind: {', '.join(S.STRUCTURE_KINDS)}.")
        for kind in body:
            if kind not in S.STRUCTURE_KINDS:
                self.fail(f"kinds.{kind}", "unknown structure kind.",
                          f"Use one of: {', '.join(S.STRUCTURE_KINDS)}.")
        out = {}
        for kind in S.STRUCTURE_KINDS:
            if kind not in body:
                self.fail(f"kinds.{kind}", "missing.",
                          f"Add [kinds.{kind}] with waterside_permitted, within_rights_lines, "
                          "setback_exempt.")
            q = self.quantity_table(f"kinds.{kind}", body[kind], S.KIND_KEYS, True, True)
            out[kind] = KindRules(kind, {k.rsplit(".", 1)[1]: v for k, v in q.items()})
        return out

    # --- [land_use.*] -----------------------------------------------------------------------
    def land_uses(self, body: Any) -> dict[str, LandUseRules]:
        if not isinstance(body, dict):
            self.fail("land_use", "missing table [land_use.<use>].",
                      f"Add one table per land use: {', '.join(S.LAND_USES)}.")
        for name in body:
            if name not in S.LAND_USES:
                self.fail(f"land_use.{name}", "unknown land use.",
                          f"Use one of: {', '.join(S.LAND_USES)}.")
        out: dict[str, LandUseRules] = {}
        for name in S.LAND_USES:
            if name not in body:
                self.fail(f"land_use.{name}", "missing.",
                          "Add it; a use the law gives no numbers for gets status = \"no_numbers\" and a "
                          "reason.")
        # Resolve same_as after the tables it points to.
        for name in sorted(S.LAND_USES, key=lambda n: "same_as" in body[n]):
            out[name] = self.land_use(name, body[name], out, body)
        return {n: out[n] for n in S.LAND_USES}

    def land_use(self, name: str, raw: Any, done: Mapping[str, LandUseRules],
                 body: Mapping[str, Any]) -> LandUseRules:
        key = f"land_use.{name}"
        if not isinstance(raw, dict):
            self.fail(key, f"must be a table, not {_tname(raw)}.")
        plain = {k: v for k, v in raw.items() if k in S.LAND_USE_PLAIN}
        qraw = {k: v for k, v in raw.items() if k not in S.LAND_USE_PLAIN}
        for k in ("status", "section", "setback_category"):
            if k not in plain:
                self.fail(f"{key}.{k}", "missing.", f"Add {k} under [{key}].")
        for k, v in plain.items():
            if k not in ("bands", "beyond") and not isinstance(v, str):
                self.fail(f"{key}.{k}", f"must be text, not {_tname(v)}.")
        status = plain["status"]
        if status not in S.LAND_USE_STATUSES:
            self.fail(f"{key}.status", f"unknown status {status!r}.",
                      f"Use one of: {', '.join(S.LAND_USE_STATUSES)}.")
        if plain["setback_category"] not in S.SETBACK_CATEGORIES:
            self.fail(f"{key}.setback_category", f"unknown category {plain['setback_category']!r}.",
                      f"Use one of: {', '.join(S.SETBACK_CATEGORIES)}.")
        quantities = {k.rsplit(".", 1)[1]: q for k, q in self.quantity_table(
            key, qraw, S.LAND_USE_QUANTITIES, False, True).items()}
        common = dict(name=name, status=status, section=plain["section"],
                      setback_category=plain["setback_category"], label=plain.get("label", ""),
                      reason=plain.get("reason", ""))
        if status != "table":
            if not plain.get("reason"):
                self.fail(f"{key}.reason", "missing.",
                          "Say in the law's words why this use gets no numbers.")
            return LandUseRules(**common, quantities=quantities)
        if "same_as" in plain:
            return self.same_as(key, name, plain["same_as"], common, quantities, done, body)
        for k in ("boats_are", "buoys", "bands"):
            if k not in plain:
                self.fail(f"{key}.{k}", "missing.", f"A status = \"table\" land use needs {k}.")
        if plain["buoys"] not in S.BUOY_MODES:
            self.fail(f"{key}.buoys", f"unknown option {plain['buoys']!r}.",
                      f"Use one of: {', '.join(S.BUOY_MODES)}.")
        bands = self.bands(key, plain["bands"], plain["buoys"])
        beyond = self.steps(key, plain.get("beyond", []), bands)
        minf = quantities.get("min_frontage_ft")
        first = minf.value if minf is not None else 0
        if bands[0].from_ft != first:
            self.fail(f"{key}.bands[0].from_ft",
                      f"the table starts at {bands[0].from_ft} ft but the minimum frontage is {first} ft.",
                      "Start the first band at min_frontage_ft (0 when there is none).")
        return LandUseRules(**common, boats_are=plain["boats_are"], buoys=plain["buoys"],
                            buoys_section=plain.get("buoys_section", ""),
                            buoys_are=plain.get("buoys_are", ""), bands=bands, beyond=beyond,
                            quantities=quantities)

    def same_as(self, key: str, name: str, target: str, common: dict[str, Any],
                quantities: dict[str, Quantity], done: Mapping[str, LandUseRules],
                body: Mapping[str, Any]) -> LandUseRules:
        """A land use with another one's facility table (Keuka: yacht clubs as marinas)."""
        if target not in S.LAND_USES or target == name or "same_as" in body.get(target, {}):
            self.fail(f"{key}.same_as", f"cannot point to {target!r}.",
                      "Name another land use that has its own table.")
        base = done[target]
        if base.status != "table":
            self.fail(f"{key}.same_as", f"{target!r} has no facility table.")
        merged = dict(base.quantities)
        merged.update(quantities)
        return LandUseRules(**{**common, "label": common["label"] or base.label},
                            boats_are=base.boats_are, buoys=base.buoys,
                            buoys_section=base.buoys_section, buoys_are=base.buoys_are,
                            bands=base.bands, beyond=base.beyond, quantities=merged)

    def bands(self, key: str, rows: Any, buoy_mode: str) -> tuple[Band, ...]:
        if not isinstance(rows, list) or not rows:
            self.fail(f"{key}.bands", "must be a non-empty list of rows.",
                      "Write bands = [ { from_ft = 0, to_ft = 100, docks = 1, boats = 4, section = \"§...\" "
                      "}, ... ].")
        out: list[Band] = []
        for i, row in enumerate(rows):
            rk = f"{key}.bands[{i}]"
            self.row_fields(rk, row, S.BAND_KEYS, ("from_ft", "to_ft", "section"))
            lo, hi = row["from_ft"], row["to_ft"]
            if hi <= lo:
                self.fail(f"{rk}.to_ft", f"to_ft ({hi}) must exceed from_ft ({lo}).")
            if out and lo != out[-1].to_ft:
                self.fail(f"{rk}.from_ft",
                          f"leaves a gap or overlap: the previous band ends at {out[-1].to_ft}.",
                          "Each band must start where the previous one ends.")
            if buoy_mode == "table" and "buoys" not in row:
                self.fail(f"{rk}.buoys", "missing.", "With buoys = \"table\" every row gives buoys.")
            out.append(Band(lo, hi, row.get("docks"), row.get("boats"), row.get("buoys"),
                            row["section"], row.get("text", ""), row.get("note", "")))
        return tuple(out)

    def steps(self, key: str, rows: Any, bands: tuple[Band, ...]) -> tuple[Step, ...]:
        if not isinstance(rows, list):
            self.fail(f"{key}.beyond", f"must be a list of rows, not {_tname(rows)}.")
        out = []
        for i, row in enumerate(rows):
            rk = f"{key}.beyond[{i}]"
            self.row_fields(rk, row, S.STEP_KEYS, ("from_ft", "step_ft", "section"))
            if row["step_ft"] <= 0:
                self.fail(f"{rk}.step_ft", "must be more than 0.")
            if row["from_ft"] != bands[-1].to_ft:
                self.fail(f"{rk}.from_ft",
                          f"must equal the last band's to_ft ({bands[-1].to_ft}), not {row['from_ft']}.",
                          "Steps continue the table where it ends.")
            out.append(Step(row["from_ft"], row["step_ft"], row.get("docks", 0), row.get("boats", 0),
                            row.get("buoys", 0), row["section"], row.get("text", ""),
                            row.get("note", "")))
        return tuple(out)

    def row_fields(self, rk: str, row: Any, allowed: tuple[str, ...], required: tuple[str, ...]) -> None:
        if not isinstance(row, dict):
            self.fail(rk, f"must be an inline table, not {_tname(row)}.")
        for k in row:
            if k not in allowed:
                self.fail(f"{rk}.{k}", "unknown field.", f"A row has only: {', '.join(allowed)}.")
        for k in required:
            if k not in row:
                self.fail(f"{rk}.{k}", "missing.", f"Every row needs {', '.join(required)}.")
        for k, v in row.items():
            if k in ("section", "text", "note"):
                if not isinstance(v, str):
                    self.fail(f"{rk}.{k}", f"must be text, not {_tname(v)}.")
            elif k.endswith("_ft"):
                if not _is_number(v) or v < 0:
                    self.fail(f"{rk}.{k}", f"must be a length in ft >= 0, not {v!r}.")
            elif not isinstance(v, int) or isinstance(v, bool) or v < 0:
                self.fail(f"{rk}.{k}", f"must be a whole number >= 0, not {v!r}.")

    # --- [readings] and [rules] -------------------------------------------------------------
    def readings(self, body: Any) -> dict[str, Reading]:
        if not isinstance(body, dict):
            self.fail("readings", "missing table [readings].",
                      f"Add readings: {', '.join(n for n, (_, r) in S.READINGS.items() if r)}.")
        out = {}
        for name, raw in body.items():
            key = f"readings.{name}"
            if name not in S.READINGS:
                self.fail(key, "unknown reading.", f"Known readings: {', '.join(S.READINGS)}.")
            if not isinstance(raw, dict):
                self.fail(key, "must be an inline table like { value = \"...\", explain = \"...\" }.")
            for f in raw:
                if f not in S.READING_FIELDS:
                    self.fail(f"{key}.{f}", "unknown field.",
                              f"A reading has only: {', '.join(S.READING_FIELDS)}.")
            options = S.READINGS[name][0]
            if raw.get("value") not in options:
                self.fail(f"{key}.value", f"unknown option {raw.get('value')!r}.",
                          f"Use one of: {', '.join(options)}.")
            if not isinstance(raw.get("explain"), str) or not raw["explain"].strip():
                self.fail(f"{key}.explain", "missing.", "Explain the reading in one plain sentence.")
            if not isinstance(raw.get("section", ""), str):
                self.fail(f"{key}.section", "must be text.")
            out[name] = Reading(name, raw["value"], raw["explain"], raw.get("section", ""))
        for name, (_, required) in S.READINGS.items():
            if required and name not in out:
                self.fail(f"readings.{name}", "missing.",
                          f"Add {name} = {{ value = \"{S.READINGS[name][0][0]}\", explain = \"...\" }}.")
        return out

    def rules(self, body: Any) -> dict[str, RuleSpec]:
        if not isinstance(body, dict):
            self.fail("rules", "missing table [rules].", "Add one entry per rule code of DESIGN.md.")
        out = {}
        for code, raw in body.items():
            key = f"rules.{code}"
            if code not in REGISTRY:
                self.fail(key, "unknown rule name.", f"Known rules: {', '.join(REGISTRY)}.")
            if not isinstance(raw, dict):
                self.fail(key, "must be an inline table like "
                               "{ applies = true, section = \"§...\", severity = \"error\" }.")
            for f in raw:
                if f not in S.RULE_FIELDS:
                    self.fail(f"{key}.{f}", "unknown field.", f"A rule has only: {', '.join(S.RULE_FIELDS)}.")
            if not isinstance(raw.get("applies"), bool):
                self.fail(f"{key}.applies", "must be true or false.")
            if not isinstance(raw.get("section"), str) or not raw["section"].strip():
                self.fail(f"{key}.section", "missing section.", "Cite the section the rule comes from.")
            if raw.get("severity") not in S.SEVERITIES:
                self.fail(f"{key}.severity", f"unknown severity {raw.get('severity')!r}.",
                          f"Use one of: {', '.join(S.SEVERITIES)}.")
            if not isinstance(raw.get("note", ""), str):
                self.fail(f"{key}.note", "must be text.")
            out[code] = RuleSpec(code, raw["applies"], raw["section"], raw["severity"], raw.get("note", ""))
        for code in S.RULE_CODES:
            if code not in out:
                self.fail(f"rules.{code}", "missing.",
                          f"Add {code} = {{ applies = true, section = \"§...\", severity = \"error\" }} "
                          "(applies = false if the law has no such rule).")
        # DESIGN.md's codes first, in its order; then any other registered code the profile states
        others = {c: r for c, r in out.items() if c not in S.RULE_CODES}
        return {**{c: out[c] for c in S.RULE_CODES}, **others}

    # --- [land_use_codes] --------------------------------------------------------------------
    def land_use_codes(self, body: Any, path: Path | None
                       ) -> tuple[Crosswalk, dict[str, CodeEntry]]:
        """(crosswalk, {code: override}): the property class crosswalk (bundled, or the file this
        table names, relative to the profile) and the profile's own readings of single codes."""
        if body is None:
            body = {}
        if not isinstance(body, dict):
            self.fail("land_use_codes", "must be a table.")
        for k in body:
            if k not in ("file", "codes"):
                self.fail(f"land_use_codes.{k}", "unknown key.", "Known keys: file, codes.")
        file = body.get("file")
        if file is not None and not isinstance(file, str):
            self.fail("land_use_codes.file", "must be the path of a crosswalk .toml file.")
        try:
            where = None if file is None else (Path(file) if Path(file).is_absolute() or path is None
                                               else Path(path).parent / file)
            crosswalk = load_crosswalk(where)
        except CrosswalkError as exc:
            self.fail("land_use_codes.file", str(exc))
        codes = body.get("codes", {})
        if not isinstance(codes, dict):
            self.fail("land_use_codes.codes", "must be a table of \"code\" = { use = ..., explain = ... }.")
        out = {}
        for code, row in codes.items():
            key = f"land_use_codes.codes.{code}"
            if not (code.isdigit() and len(code) == 3):
                self.fail(key, "a code must be three digits in quotes, e.g. \"311\".")
            try:
                e = entry(key, code, row, "profile")
            except CrosswalkError as exc:
                self.fail(key, str(exc).split(": ", 1)[-1])
            if not e.explain:
                self.fail(f"{key}.explain", "missing.", "Say in one sentence why the code is read so.")
            base = crosswalk.codes.get(code)
            out[code] = e if e.label or base is None else \
                type(e)(code, e.use, base.label, e.explain, "profile")
        return crosswalk, out

    # --- consistency between tables ---------------------------------------------------------
    def cross_checks(self, q: Mapping[str, Quantity], land_uses: Mapping[str, LandUseRules],
                     readings: Mapping[str, Reading]) -> None:
        if q["depth_exception.enabled"].value:
            for k in ("depth_exception.min_depth_ft", "depth_exception.reference"):
                if k not in q:
                    self.fail(k, "missing.", "The depth exception is enabled and needs it.")
            if (q["depth_exception.reference"].value == "lake_level"
                    and "depth_exception.lake_level_ft" not in q):
                self.fail("depth_exception.lake_level_ft", "missing.",
                          "reference = \"lake_level\" needs the lake level the depth is measured at.")
        for key in ("reach.reach_ft", "rights_lines.projection_ft"):
            if not q[key].value > 0:
                self.fail(f"{key}.value", "must be more than 0.")
        if q["reach.reach_ft"].value >= q["rights_lines.projection_ft"].value:
            self.fail("reach.reach_ft.value", "the reach must be shorter than the projection.")
        self.steep_slope_sum(q)
        if "seating_cap_ratio" in land_uses["restaurant"].quantities and "seating_cap" not in readings:
            self.fail("readings.seating_cap", "missing.",
                      "land_use.restaurant sets a seating cap, so say how it applies (total | additional).")

    def steep_slope_sum(self, q: Mapping[str, Quantity]) -> None:
        """§44-5I(3),(4): the steep-slope allowance is the ordinary dock area plus the extra space;
        a profile whose three numbers disagree has a typo in one of them."""
        names = ("base_dock_area_sqft", "extra_dock_area_sqft", "total_allowance_sqft")
        base, extra, total = (q.get(f"steep_slope.{k}") for k in names)
        if base is None or extra is None or total is None or not all(p.is_set for p in (base, extra, total)):
            return
        if abs(float(base.value) + float(extra.value) - float(total.value)) > 1e-6:
            self.fail("steep_slope.total_allowance_sqft.value",
                      f"{total.value} is not base_dock_area_sqft + extra_dock_area_sqft "
                      f"({base.value} + {extra.value}).", "Correct the number that is wrong.")


def _suffix_unit(key: str) -> str | None:
    for suffix, unit in S.SUFFIX_UNITS:
        if key.endswith(suffix):
            return unit
    return None


def _is_number(val: Any) -> bool:
    return isinstance(val, (int, float)) and not isinstance(val, bool) and math.isfinite(val)


def _tname(val: Any) -> str:
    return {bool: "true/false", int: "a whole number", float: "a number", str: "text",
            list: "a list", dict: "a table"}.get(type(val), type(val).__name__)
