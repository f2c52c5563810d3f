"""Input problems as data: what the reader of a layer could not read as drawn, one record per
feature (code, layer, feature id, field, value), so that the core, Processing and the panel
each format it in their own words and nobody reads a sentence back.

The converter (qgis_io/convert.py) attaches these to its Messages (Message.problems); the
Message's English text stays what the log prints. What each code means for the check is decided
here, once: a feature that was NOT_CHECKED at all, or checked with a STAND_IN value.
"""
from __future__ import annotations

from dataclasses import dataclass

# A layout feature the reader could not read at all (it is not checked: an error), or read with a
# stand-in value (checked as read: a warning). checklayout makes each one an invalid_value finding.
NOT_CHECKED = ("unknown_structure_kind", "empty_geometry_skipped", "transform_failed", "geometry_unreadable")
STAND_IN = ("bad_number", "unknown_construction", "unknown_part", "multipoint_buoy", "buoy_length_missing")


@dataclass(frozen=True)
class InputProblem:
    """One problem with one input feature."""
    code: str                      # the Message code: unknown_structure_kind, bad_number, ...
    layer: str                     # the input it was read from: STRUCTURES, BUOYS, PARCELS, ...
    fid: int                       # the feature id in that layer
    field: str | None = None       # the field whose value is the problem (None: the geometry)
    value: str | None = None       # that value as the user typed it (text), None when empty
    count: int | None = None       # how many (a multi-point buoy's points)

    @property
    def severity(self) -> str | None:
        """error (not checked), warning (checked with a stand-in), None (not a layout problem)."""
        return severity(self.code)


def severity(code: str) -> str | None:
    """The finding's severity for a reader's problem code; None for a code that is no problem
    with a layout feature's reading."""
    if code in NOT_CHECKED:
        return "error"
    if code in STAND_IN:
        return "warning"
    return None


__all__ = ["NOT_CHECKED", "STAND_IN", "InputProblem", "severity"]
