"""Issue #21 item 6: the parcel fields come from one table (qgis_io/parcel_fields.py): Processing's
field parameters, the panel's field boxes and its remembered choices are made from it, and the
parameter names, labels and types stay the public contract they were."""
from __future__ import annotations

from typing import Any

from qgis.core import QgsProcessingParameterField
from test_processing_layers import provider  # noqa: F401 - a fixture

from shoreline_layout.qgis_io.parcel_fields import PARCEL_FIELDS, reader_arguments

# The contract (README, qgis_process scripts): parameter -> (label, field type)
CONTRACT = {
    "PARCEL_ID_FIELD": ("Parcel id field (default: feature id)", QgsProcessingParameterField.DataType.Any),
    "LAND_USE_FIELD": ("Land use field (default: residential)", QgsProcessingParameterField.DataType.String),
    "FRONTAGE_FIELD": ("Tax-map lake frontage field, ft", QgsProcessingParameterField.DataType.Numeric),
    "SEATING_FIELD": ("Restaurant seating capacity field", QgsProcessingParameterField.DataType.Numeric),
    "STEEP_SLOPE_FIELD": ("Steep slope field (1 where the §44-5I steep slope exists)",
                          QgsProcessingParameterField.DataType.Any),
    "UPLAND_NEAR_MHW_FIELD": ("Upland structure near MHW field (1 where one stands within 60 ft of the MHW "
                              "mark, §44-5I(1))", QgsProcessingParameterField.DataType.Any),
}


def test_every_field_parameter_is_a_row_of_the_table_as_the_contract_has_it(provider: Any) -> None:
    assert [f.parameter for f in PARCEL_FIELDS] == list(CONTRACT)
    seen: dict[str, set[str]] = {}
    for alg in provider.algorithms():
        for d in alg.parameterDefinitions():
            if d.name() in CONTRACT:
                label, kind = CONTRACT[d.name()]
                assert (d.description(), d.dataType(), d.parentLayerParameterName(), d.flags()
                        & d.Flag.FlagOptional != 0) == (label, kind, "PARCELS", True), (alg.id(), d.name())
                seen.setdefault(d.name(), set()).add(alg.name())
    # the ones every parcel reader offers, and the §44-5I ones where the allowance is read
    assert seen["PARCEL_ID_FIELD"] == seen["LAND_USE_FIELD"] and len(seen["PARCEL_ID_FIELD"]) >= 6
    assert "checklayout" in seen["STEEP_SLOPE_FIELD"] and "checklayout" in seen["UPLAND_NEAR_MHW_FIELD"]


def test_the_readers_keywords_come_from_the_table() -> None:
    chosen = {"LAND_USE_FIELD": "PROP_CLASS", "steep_slope": "", "PARCEL_ID_FIELD": "PIN"}
    assert reader_arguments(chosen) == {"land_use_field": "PROP_CLASS", "steep_slope_field": None,
                                        "id_field": "PIN"}
