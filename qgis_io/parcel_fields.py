"""The one table of parcel fields: each fact a tax map's field may hold, with its Processing
parameter, the reader's keyword, the parameter's label, its field type and the panel's field box.

Processing's field parameters (processing/base_algorithm.py), what a dialog preselects
(input_defaults.py), the panel's field boxes, its remembered choices and the reading of the
parcels are all made from this table, so a new parcel fact is one row here (with its German),
the Parcel attribute the core reads, and the converter's reading of it. Parameter names are
public contract (qgis_process, scripts): never rename one.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass

from qgis.PyQt.QtCore import QT_TR_NOOP

from .field_guess import CANDIDATES


@dataclass(frozen=True)
class ParcelField:
    key: str            # "land_use": field_guess's kind, and the stem of the keyword below
    parameter: str      # the Processing parameter naming the field (public contract)
    label: str          # the parameter's label (English; translated where it is shown)
    data_type: str      # any | string | numeric: the field types Processing offers
    combo: str          # the panel's field box (object name in ui/panel.ui)

    @property
    def argument(self) -> str:
        """The keyword the readers take (convert.parcels_from_layer, pipeline.read_lake,
        ui/session.read_inputs) and the panel's remembered choice (PanelChoices)."""
        return f"{self.key}_field"

    @property
    def guessed(self) -> bool:
        """Whether field_guess.py guesses this field from the layer's field names."""
        return self.key in CANDIDATES


PARCEL_FIELDS: tuple[ParcelField, ...] = (
    ParcelField("id", "PARCEL_ID_FIELD", QT_TR_NOOP("Parcel id field (default: feature id)"), "any",
                "idFieldCombo"),
    ParcelField("land_use", "LAND_USE_FIELD", QT_TR_NOOP("Land use field (default: residential)"), "string",
                "landUseFieldCombo"),
    ParcelField("frontage", "FRONTAGE_FIELD", QT_TR_NOOP("Tax-map lake frontage field, ft"), "numeric",
                "frontageFieldCombo"),
    ParcelField("seating", "SEATING_FIELD", QT_TR_NOOP("Restaurant seating capacity field"), "numeric",
                "seatingFieldCombo"),
    # Canandaigua §44-5I: the survey facts of a steep slope and of an upland structure near the mark
    ParcelField("steep_slope", "STEEP_SLOPE_FIELD",
                QT_TR_NOOP("Steep slope field (1 where the §44-5I steep slope exists)"), "any",
                "steepSlopeFieldCombo"),
    ParcelField("upland_near_mhw", "UPLAND_NEAR_MHW_FIELD",
                QT_TR_NOOP("Upland structure near MHW field (1 where one stands within 60 ft of the MHW "
                           "mark, §44-5I(1))"), "any",
                "uplandNearMhwFieldCombo"),
)
BY_PARAMETER: Mapping[str, ParcelField] = {f.parameter: f for f in PARCEL_FIELDS}
BY_KEY: Mapping[str, ParcelField] = {f.key: f for f in PARCEL_FIELDS}

PARCEL_ID_FIELD, LAND_USE_FIELD, FRONTAGE_FIELD, SEATING_FIELD, STEEP_SLOPE_FIELD, UPLAND_NEAR_MHW_FIELD = (
    f.parameter for f in PARCEL_FIELDS)


def reader_arguments(chosen: Mapping[str, str | None]) -> dict[str, str | None]:
    """{parameter or key: field name} -> the readers' keywords ({"land_use_field": "PROP_CLASS"}),
    an empty name read as none."""
    out: dict[str, str | None] = {}
    for name, value in chosen.items():
        f = BY_PARAMETER.get(name) or BY_KEY[name]
        out[f.argument] = value or None
    return out


__all__ = ["BY_KEY", "BY_PARAMETER", "FRONTAGE_FIELD", "LAND_USE_FIELD", "PARCEL_FIELDS", "PARCEL_ID_FIELD",
           "SEATING_FIELD", "STEEP_SLOPE_FIELD", "UPLAND_NEAR_MHW_FIELD", "ParcelField", "reader_arguments"]
