"""The help text of every Processing parameter (the dialog's tooltip and `qgis_process help`).

One table, keyed by parameter name, so a parameter two algorithms share (PARCELS, PROFILE, ...)
says the same everywhere; an algorithm whose parameter means something else there gives its
own line in OVERRIDES. The output layers' help is in their rows of qgis_io/outputs.py.
ShorelineAlgorithm.addParameter sets it on every parameter it adds.
"""
from __future__ import annotations

from ..qgis_io.outputs import OUTPUTS

HELP: dict[str, str] = {
    "PARCELS": (
        "Polygon layer of tax-map parcels, in any CRS (it is transformed to the working CRS). "
        "The parcels whose lot lines meet the MHW mark are the lakeshore parcels the law "
        "regulates. The layer is only read, never changed."),
    "SHORELINE": (
        "The mean-high-water (MHW) mark: a line layer, or a lake polygon layer (its boundary is "
        "used, islands included). The water side is found automatically: the side away from the "
        "parcels."),
    "PROFILE": (
        "The law to apply: keuka (Keuka Lake, Town of Jerusalem §160-118..131), canandaigua "
        "(Canandaigua Lake, City of Canandaigua §44) or the path of a profile TOML file "
        "(docs/profiles.md says how to write one). PROFILE_FILE, when given, is used instead."),
    "PROFILE_FILE": (
        "Optional: a profile TOML file (a copy of a shipped law, edited). When given it is used "
        "instead of PROFILE."),
    "CRS": (
        "The projected CRS, in feet, every length and area is measured in, and every output is "
        "written in. Default EPSG:2261 (NAD83 / New York Central (ftUS)); a geographic CRS or one "
        "in metres is refused."),
    "PARCEL_ID_FIELD": (
        "The field holding each parcel's id (unique, e.g. the SBL / print key). Empty: the "
        "feature id. Outputs name parcels by this id."),
    "LAND_USE_FIELD": (
        "The field holding each parcel's land use: residential, marina, yacht_club, restaurant, "
        "hotel, municipal, other, or a New York property class code (210, 260, 414, 570, ...). "
        "Empty: every parcel is residential."),
    "FRONTAGE_FIELD": (
        "Optional: the tax map's lake frontage in feet (Keuka counts it when it is given; "
        "otherwise the shoreline within the parcel is measured)."),
    "SEATING_FIELD": (
        "Optional: a restaurant's seating capacity, which sets the boats it may dock."),
    "STRUCTURES": (
        "Polygon layer of proposed or existing waterside structures. Fields: kind (dock, "
        "boat_hoist_structure, boat_station, boathouse, boat_accessory_structure, swim_float, "
        "ice_breaker, vessel), dock_id, part (walkway | appendage), construction (permanent | "
        "seasonal), height_ft, roof_pitch, slips, parcel_id, existing, replaces."),
    "BUOYS": (
        "Optional point layer of mooring buoys. Fields: vessel_length_ft and rode_length_ft "
        "(their sum is the swing radius), parcel_id (optional)."),
    "BATHYMETRY": (
        "Optional raster of lake-bottom elevation in feet (band 1). With it, the depth exception "
        "to the reach is checked; without it, structures past the reach are findings."),
    # allowedfacilities / checklayout outputs
    "OUTPUT": (
        "One row per lakeshore parcel: frontage and how it was measured, whether the parcel is "
        "eligible, docks, boats and buoys allowed, the largest and the consolidated dock area."),
    "VIOLATIONS": (
        "One polygon per finding, drawn where it is (rule, section, severity, measured, limit, "
        "unit, message). Empty means the layout complies."),
    # siteplanreport
    "OWNER_FIELD": "The parcels' owner-name field for the title block (guessed from common names if empty).",
    "ADDRESS_FIELD": "The parcels' address field for the title block (guessed from common names if empty).",
    "TAX_MAP_FIELD": (
        "The parcels' tax map number field for the title block (guessed from common names if empty)."),
    "PARCEL": "The parcel id(s) to draw, comma-separated; empty draws every lakeshore parcel, one PDF each.",
    "PREPARER": "Who prepared the plan (name, licence), printed in the title block.",
    "SCALE": (
        "The map scale: 1:600 (1\" = 50') by default; 1:n, n or 1\"=n' are read; 'auto' picks "
        "the largest engineering scale that fits the parcel."),
    "OUTPUT_FOLDER": "The folder the PDFs are written to, one siteplan_<parcel id>.pdf per parcel.",
    # exportoverlays
    "DXF_SCALE": "The scale (1:n) the DXF's symbols and label heights are drawn for.",
    "OUTPUT_GPKG": "A GeoPackage with one table per output layer, each with its style as the default.",
    "OUTPUT_QLR": (
        "A layer definition file loading the GeoPackage's tables, styled, as one group (keep it "
        "beside the GeoPackage)."),
    "OUTPUT_DXF": "A DXF with one CAD layer per output layer and the labels as TEXT.",
}

# waterrightslines' outputs: their help is in their row of the one output table
HELP.update({o.parameter: o.help for o in OUTPUTS})

# (algorithm name, parameter name) -> help, where a shared name means something else.
OVERRIDES: dict[tuple[str, str], str] = {
    ("checklayout", "STRUCTURES"): HELP["STRUCTURES"] + " Required.",
    ("siteplanreport", "STRUCTURES"): (
        HELP["STRUCTURES"] + " Optional: without it the plan shows the parcel only."),
}


def help_for(algorithm: str, parameter: str) -> str:
    """The help of `parameter` in `algorithm`; '' when the table has none (a test finds that)."""
    return OVERRIDES.get((algorithm, parameter), HELP.get(parameter, ""))
