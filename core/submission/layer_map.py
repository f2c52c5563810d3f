"""DXF layer names -> the contract's kinds: which CAD layer holds docks, hoists, buoys, ...

A surveyor names layers as the office does (DOCK-PROP, C-DOCK, MOOR-BUOY ...), so the mapping is
data: an ordered list of (pattern, kind), case-insensitive shell wildcards, the first match
deciding. The default table is layer_map.csv beside this module; a user's own is a CSV of the same
two columns (LAYER_MAP), read by `parse_layer_map`. A layer no pattern matches is listed as unread.
"""
from __future__ import annotations

import csv
import fnmatch
import io
from dataclasses import dataclass
from pathlib import Path

from ..model import STRUCTURE_KINDS

BUOY = "buoy"
KINDS = (*STRUCTURE_KINDS, BUOY)
DEFAULT_PATH = Path(__file__).with_name("layer_map.csv")


class LayerMapError(ValueError):
    """A layer map that cannot be used; str() is one sentence naming the row."""


@dataclass(frozen=True)
class LayerMap:
    rules: tuple[tuple[str, str], ...]        # (pattern, kind), in the order they are tried

    def kind_of(self, layer: str) -> str | None:
        """The kind the first matching pattern gives `layer`, None when none matches."""
        name = (layer or "").strip().upper()
        for pattern, kind in self.rules:
            if fnmatch.fnmatchcase(name, pattern.upper()):
                return kind
        return None

    def to_csv(self) -> str:
        """The map as the CSV `parse_layer_map` reads (what a project saves)."""
        out = io.StringIO()
        writer = csv.writer(out, lineterminator="\n")
        writer.writerow(("pattern", "kind"))
        writer.writerows(self.rules)
        return out.getvalue()


def parse_layer_map(text: str) -> LayerMap:
    """A LayerMap from CSV text: a `pattern,kind` header (optional), one rule a line, `#` lines
    and blank lines skipped. An unknown kind is refused with its line."""
    rules: list[tuple[str, str]] = []
    lines = [ln for ln in text.lstrip("\ufeff").splitlines()
             if ln.strip() and not ln.lstrip().startswith("#")]
    for number, row in enumerate(csv.reader(lines), start=1):
        cells = [c.strip() for c in row]
        if number == 1 and [c.lower() for c in cells[:2]] == ["pattern", "kind"]:
            continue
        if len(cells) < 2 or not cells[0]:
            raise LayerMapError(f"row {number} ({','.join(cells)!r}) is not 'pattern,kind'")
        kind = cells[1].lower()
        if kind not in KINDS:
            raise LayerMapError(f"row {number}: kind {cells[1]!r} is not one of {', '.join(KINDS)}")
        rules.append((cells[0], kind))
    if not rules:
        raise LayerMapError("it holds no 'pattern,kind' row")
    return LayerMap(tuple(rules))


def default_layer_map() -> LayerMap:
    """The table shipped with the plugin (layer_map.csv)."""
    return parse_layer_map(DEFAULT_PATH.read_text(encoding="utf-8"))
