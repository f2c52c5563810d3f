"""Land-use values as tax maps carry them: category words, synonyms and NYS property class codes.

A LAND_USE value may be one of the laws' category words (`residential`, `marina`, ...), a
synonym a user types for one (`motel` -> hotel: the laws' hotel category is "hotels, motels,
camps, resorts and private clubs", §160-121, §160-123A(2)(c)), or the three-digit New York
State assessment-roll property class code county tax maps carry (`210`, `210 - One Family Res`,
`570.0`). Codes are read through a crosswalk file (nys_property_class.toml beside this module,
or a copy the profile names) and the profile's own overrides. Every read says how it was made,
and `read_all` lists which codes were read how and which the crosswalk does not know, for the
panel and the log.
"""
from __future__ import annotations

import re
import sys
from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path
from typing import Any

from ..model import LAND_USES, Message
from ..notes import note
from ..wording import count

if sys.version_info >= (3, 11):
    import tomllib  # novermin (vermin: the guard above is the point)
else:  # Python 3.9/3.10 (QGIS 3.34/3.40 on Ubuntu 22.04): the vendored tomli, the same parser
    from .. import _tomli as tomllib

CROSSWALK_DIR = Path(__file__).resolve().parent
DEFAULT_CROSSWALK = CROSSWALK_DIR / "nys_property_class.toml"

# Other spellings users type for the laws' categories (moved here from the Processing converter:
# which words mean which category is the law's business).
LAND_USE_SYNONYMS: dict[str, str] = {
    "motel": "hotel", "motels": "hotel", "hotels": "hotel", "camp": "hotel", "camps": "hotel",
    "resort": "hotel", "resorts": "hotel", "private_club": "hotel", "hotel_motel": "hotel",
    "yachtclub": "yacht_club", "yacht_clubs": "yacht_club", "marinas": "marina",
    "restaurants": "restaurant", "res": "residential", "residence": "residential",
    "single_family": "residential", "municipality": "municipal", "town": "municipal",
    "village": "municipal", "city": "municipal", "public": "municipal",
}

# "210", "210 - One Family Res", "210: ...", "210.0", " 570 " (a code is three digits, first 1-9)
_CODE = re.compile(r"^\s*([1-9]\d{2})(?:\.0+)?(?:\s*(?:[-–:]\s*|\s)\S.*)?\s*$")


class CrosswalkError(ValueError):
    """A crosswalk file cannot be used; the message names the file, the code and what to do."""


@dataclass(frozen=True)
class CodeEntry:
    code: str
    use: str
    label: str
    explain: str = ""            # set where the laws leave the code open: the reading, and why
    source: str = "crosswalk"    # crosswalk | category | profile


@dataclass(frozen=True)
class Crosswalk:
    name: str
    title: str
    source: str                  # where the codes come from (cited)
    path: str
    codes: Mapping[str, CodeEntry]
    categories: Mapping[str, CodeEntry]


@dataclass(frozen=True)
class LandUseRead:
    """How one LAND_USE value was read."""
    value: str                   # as given
    use: str                     # the category (or the unknown word itself)
    known: bool
    how: str                     # default | word | synonym | code | category | profile | unknown
    code: str = ""
    label: str = ""
    explain: str = ""

    @property
    def category(self) -> str:
        """The category a parcel gets: the use read, or "other" for a value no table knows (its
        warning says so; DESIGN.md: the 'other land uses' rules apply)."""
        return self.use if self.known and self.use in LAND_USES else "other"

    def parcel_fields(self) -> dict[str, str]:
        """The Parcel fields this reading sets: the category, and the recorded value, code and how."""
        return {"land_use": self.category, "land_use_value": self.value, "land_use_code": self.code,
                "land_use_how": self.how}

    def sentence(self, parcels: int = 0) -> str:
        """One sentence saying how the value was read (with how many parcels carry it)."""
        n = f", {count(parcels, 'parcel')}" if parcels else ""
        if self.how in ("code", "profile", "category"):
            what = {"code": "the crosswalk", "profile": "the profile's override",
                    "category": "its category (the crosswalk does not list this code)"}[self.how]
            text = f"{self.code} ({self.label}{n}) read as {self.use} by {what}"
            return text + (f": {self.explain}" if self.explain else ".")
        if self.how == "synonym":
            carried = f" ({count(parcels, 'parcel')})" if parcels else ""
            return f"{self.value!r}{carried} read as {self.use}."
        if self.how == "unknown":
            return f"{self.value!r} is not a land use this plugin knows; the parcel may have nothing."
        return f"{self.value!r} is the land use {self.use}."


@dataclass
class LandUseReport:
    """What `read_all` found: each distinct code and how it was read, and the unknown values."""
    reads: dict[str, LandUseRead] = field(default_factory=dict)     # code or word -> read
    counts: dict[str, int] = field(default_factory=dict)
    unknown_codes: list[str] = field(default_factory=list)          # codes the crosswalk lacks
    unknown_values: list[str] = field(default_factory=list)         # values that are no land use

    def messages(self) -> list[Message]:
        """The report as messages for the Processing log and the panel: one info line per code
        read (with the reading), one warning for the codes and values it does not know."""
        out = [note("info", "land_use_codes",
                    r.how + ("_explained" if r.explain else "") + ("_one" if self.counts[k] == 1 else ""),
                    code=r.code,
                    label=r.label, n=self.counts[k], use=r.use, explain=r.explain)
               for k, r in self.reads.items() if r.how in ("code", "profile", "category")]
        if self.unknown_codes:
            out.append(note("warning", "unknown_land_use_code", codes=", ".join(self.unknown_codes)))
        return out

    def lines(self) -> list[str]:
        """One sentence per distinct code read (with how many parcels), then the unknown ones."""
        out = [r.sentence(self.counts[k]) for k, r in self.reads.items()
               if r.how in ("code", "profile", "category", "synonym")]
        if self.unknown_codes:
            out.append("Codes the crosswalk does not list (read by their category): "
                       + ", ".join(self.unknown_codes) + ".")
        if self.unknown_values:
            out.append("Values that are no land use (the parcel may have nothing): "
                       + ", ".join(repr(v) for v in self.unknown_values) + ".")
        return out


def parse_code(value: Any) -> str | None:
    """The three-digit property class in a value, or None when it is not one."""
    if isinstance(value, bool) or value is None:
        return None
    if isinstance(value, (int, float)):
        if value != value or value != int(value):     # NaN or a fraction
            return None
        value = str(int(value))
    m = _CODE.match(str(value))
    return m.group(1) if m else None


def normalize_word(value: str | None) -> tuple[str, bool, str]:
    """(category, known, how) for a word; empty means residential (DESIGN.md's default)."""
    text = (str(value) if value is not None else "").strip().lower()
    text = text.replace(" ", "_").replace("-", "_").replace("/", "_")
    if not text:
        return "residential", True, "default"
    if text in LAND_USES:
        return text, True, "word"
    if text in LAND_USE_SYNONYMS:
        return LAND_USE_SYNONYMS[text], True, "synonym"
    return text, False, "unknown"


def read_land_use(value: Any, crosswalk: Crosswalk | None = None,
                  overrides: Mapping[str, CodeEntry] | None = None) -> LandUseRead:
    """Read one LAND_USE value (word, synonym or property class code)."""
    raw = "" if value is None else str(value)
    code = parse_code(value)
    if code is None:
        use, known, how = normalize_word(raw)
        return LandUseRead(raw, use, known, how)
    if overrides and code in overrides:
        o = overrides[code]
        return LandUseRead(raw, o.use, True, "profile", code, o.label, o.explain)
    cw = crosswalk or load_crosswalk()
    e = cw.codes.get(code)
    if e is not None:
        return LandUseRead(raw, e.use, True, "code", code, e.label, e.explain)
    cat = cw.categories.get(code[0])
    if cat is not None:
        return LandUseRead(raw, cat.use, True, "category", code, f"{cat.label} category",
                           cat.explain)
    return LandUseRead(raw, "other", False, "unknown", code)


def read_all(values: Iterable[Any], crosswalk: Crosswalk | None = None,
             overrides: Mapping[str, CodeEntry] | None = None) -> LandUseReport:
    """Read every value; the report groups them by code (or word) for the panel and the log."""
    rep = LandUseReport()
    for v in values:
        r = read_land_use(v, crosswalk, overrides)
        key = r.code or r.value.strip().lower()
        if key not in rep.reads:
            rep.reads[key] = r
            if r.how == "category":
                rep.unknown_codes.append(r.code)
            elif not r.known:
                (rep.unknown_codes if r.code else rep.unknown_values).append(r.code or r.value)
        rep.counts[key] = rep.counts.get(key, 0) + 1
    return rep


def load_crosswalk(path: Path | None = None) -> Crosswalk:
    """The crosswalk at `path` (default: the bundled NYS property class table), validated."""
    try:
        p = Path(path).expanduser().resolve(strict=True) if path is not None else DEFAULT_CROSSWALK
    except FileNotFoundError:
        p = Path(path).expanduser().absolute() if path is not None else DEFAULT_CROSSWALK
    except (OSError, RuntimeError):   # a link loop: RuntimeError before Python 3.13, OSError since
        raise CrosswalkError(f"{path}: a symbolic link that leads back to itself (a link loop). Point "
                             "[land_use_codes] file at the crosswalk .toml file.") from None
    if not p.is_file():
        raise CrosswalkError(f"{p}: no such crosswalk file. Check the path in [land_use_codes] file.")
    stat = p.stat()
    return _load(str(p), stat.st_mtime_ns, stat.st_size)


@lru_cache(maxsize=8)
def _load(path: str, _mtime: int, _size: int) -> Crosswalk:
    try:
        with open(path, "rb") as fh:
            data = tomllib.load(fh)
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as exc:
        raise CrosswalkError(f"{path}: not a valid TOML file ({exc}). Fix that line.") from None
    head = data.get("crosswalk")
    if not isinstance(head, dict) or not all(isinstance(head.get(k), str) for k in ("name", "source")):
        raise CrosswalkError(f"{path}: [crosswalk] needs name and source (where the codes come from).")
    codes = _entries(path, "codes", data.get("codes"), 3)
    cats = _entries(path, "categories", data.get("categories", {}), 1, source="category")
    return Crosswalk(name=head["name"], title=str(head.get("title", head["name"])), source=head["source"],
                     path=path, codes=codes, categories=cats)


def _entries(path: str, table: str, body: Any, digits: int,
             source: str = "crosswalk") -> dict[str, CodeEntry]:
    if not isinstance(body, dict):
        raise CrosswalkError(f"{path}: [{table}] is missing or not a table.")
    out = {}
    for code, row in body.items():
        where = f"{path}: {table}.{code}"
        if not (isinstance(code, str) and code.isdigit() and len(code) == digits):
            raise CrosswalkError(f"{where}: a code must be {count(digits, 'digit')} in quotes, e.g. \"210\".")
        out[code] = entry(where, code, row, source)
    return out


def entry(where: str, code: str, row: Any, source: str) -> CodeEntry:
    """One validated row { use = "...", label = "...", explain = "..." }."""
    if not isinstance(row, dict):
        raise CrosswalkError(f"{where}: must be an inline table like "
                             "{ use = \"residential\", label = \"...\" }.")
    for k in row:
        if k not in ("use", "label", "explain"):
            raise CrosswalkError(f"{where}.{k}: unknown field. A row has only use, label and explain.")
    if row.get("use") not in LAND_USES:
        raise CrosswalkError(f"{where}.use: {row.get('use')!r} is not a land use. "
                             f"Use one of: {', '.join(LAND_USES)}.")
    for k in ("label", "explain"):
        if not isinstance(row.get(k, ""), str):
            raise CrosswalkError(f"{where}.{k}: must be text.")
    return CodeEntry(code, row["use"], row.get("label", ""), row.get("explain", ""), source)


__all__ = ["DEFAULT_CROSSWALK", "LAND_USE_SYNONYMS", "CodeEntry", "Crosswalk", "CrosswalkError",
           "LandUseRead", "LandUseReport", "entry", "load_crosswalk", "normalize_word", "parse_code",
           "read_all", "read_land_use"]
