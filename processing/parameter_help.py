"""The help text of every Processing parameter (the dialog's tooltip and `qgis_process help`).

One table, keyed by parameter name, so a parameter two algorithms share (PARCELS, PROFILE, ...)
says the same everywhere; an algorithm whose parameter means something else there gives its
own line in OVERRIDES. The output layers' help is in their rows of qgis_io/outputs.py.
ShorelineAlgorithm.addParameter sets it on every parameter it adds.

Every text is marked with QT_TRANSLATE_NOOP under the context "ParameterHelp" (what `make
translations` files them under) and translated by help_for, in the user's language; a help built
of two texts (a shared one and a sentence of its own) is a tuple of both, each translated.
"""
from __future__ import annotations

from typing import Union

from qgis.PyQt.QtCore import QT_TRANSLATE_NOOP, QCoreApplication

from ..qgis_io.outputs import AUDIT, OUTPUTS

CONTEXT = "ParameterHelp"     # = the literal in every QT_TRANSLATE_NOOP below (pylupdate5 reads it)
Help = Union[str, tuple[str, ...]]  # Python 3.9: no `X | Y` at run time

HELP: dict[str, str] = {
    "PARCELS": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Polygon layer of tax-map parcels, in any CRS (it is transformed to the working CRS). "
        "The parcels whose lot lines meet the MHW mark are the lakeshore parcels the law "
        "regulates. The layer is only read, never changed."),
    "SHORELINE": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The mean-high-water (MHW) mark: a line layer, or a lake polygon layer (its boundary is "
        "used, islands included). The water side is found automatically: the side away from the "
        "parcels."),
    "PROFILE": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The law to apply: keuka (Keuka Lake, Town of Jerusalem §160-118..131), canandaigua "
        "(Canandaigua Lake, City of Canandaigua §44) or the path of a profile TOML file "
        "(docs/profiles.md says how to write one). PROFILE_FILE, when given, is used instead."),
    "PROFILE_FILE": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Optional: a profile TOML file (a copy of a shipped law, edited). When given it is used "
        "instead of PROFILE."),
    "CRS": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The projected CRS, in feet, every length and area is measured in, and every output is "
        "written in. Not set: the law's working CRS ([profile] crs), else EPSG:2261 (NAD83 / New "
        "York Central (ftUS)) - the panel's rule; the log says which. A geographic CRS or one in "
        "metres is refused."),
    "PARCEL_ID_FIELD": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The field holding each parcel's id (unique, e.g. the SBL / print key). Empty: the "
        "feature id. Outputs name parcels by this id."),
    "LAND_USE_FIELD": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The field holding each parcel's land use: residential, marina, yacht_club, restaurant, "
        "hotel, municipal, other, or a New York property class code (210, 260, 414, 570, ...). "
        "Empty: every parcel is residential."),
    "FRONTAGE_FIELD": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Optional: the tax map's lake frontage in feet (Keuka counts it when it is given; "
        "otherwise the shoreline within the parcel is measured)."),
    "SEATING_FIELD": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Optional: a restaurant's seating capacity, which sets the boats it may dock."),
    "STEEP_SLOPE_FIELD": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Optional: 1 where the parcel has the steep slope of Canandaigua §44-5I (30 degrees or more "
        "for 12 ft, starting within 10 ft of the mean high water mark): one boat accessory "
        "structure and 1,120 sq ft of dock space are then allowed. Empty: no steep slope."),
    "UPLAND_NEAR_MHW_FIELD": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Optional: 1 where an upland structure stands within 60 ft of the mean high water mark "
        "(§44-5I(1)), which rules the steep-slope allowances out."),
    "STRUCTURES": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Polygon layer of proposed or existing waterside structures. Fields: kind (dock, "
        "boat_hoist_structure, boat_station, boathouse, boat_accessory_structure, swim_float, "
        "ice_breaker, vessel), dock_id, part (walkway | appendage), construction (permanent | "
        "seasonal), height_ft, roof_pitch, slips, parcel_id, existing, replaces, visitor."),
    "BUOYS": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Optional point layer of mooring buoys. Fields: vessel_length_ft and rode_length_ft "
        "(their sum is the swing radius), parcel_id (optional), visitor (optional: 1 for a "
        "short-term visitor mooring, which Keuka does not count, §160-123A(1)(f))."),
    "BATHYMETRY": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Optional raster of lake-bottom elevation in feet (band 1). With it, the depth exception "
        "to the reach is checked; without it, structures past the reach are findings."),
    # allowedfacilities / checklayout outputs
    "OUTPUT": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "One row per lakeshore parcel: frontage and how it was measured, whether the parcel is "
        "eligible, docks, boats and buoys allowed, the largest and the consolidated dock area."),
    "VIOLATIONS": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "One polygon per finding, drawn where it is (rule, section, severity, measured, limit, "
        "unit, message). Empty means the layout complies."),
    # siteplanreport
    "OWNER_FIELD": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The parcels' owner-name field for the title block (guessed from common names if empty)."),
    "ADDRESS_FIELD": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The parcels' address field for the title block (guessed from common names if empty)."),
    "TAX_MAP_FIELD": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The parcels' tax map number field for the title block (guessed from common names if empty)."),
    "PARCEL": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The parcel ids to draw, comma-separated; empty draws every lakeshore parcel, one PDF each."),
    "PREPARER": QT_TRANSLATE_NOOP(
        "ParameterHelp", "Who prepared the plan (name, licence), printed in the title block."),
    "SCALE": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The map scale: 1:600 (1\" = 50') by default; 1:n, n or 1\"=n' are read; 'auto' picks "
        "the largest engineering scale that fits the parcel."),
    "OUTPUT_FOLDER": QT_TRANSLATE_NOOP(
        "ParameterHelp", "The folder the PDFs are written to, one siteplan_<parcel id>.pdf per parcel."),
    # exportoverlays
    "DXF_SCALE": QT_TRANSLATE_NOOP(
        "ParameterHelp", "The scale (1:n) the DXF's symbols and label heights are drawn for."),
    "OUTPUT_GPKG": QT_TRANSLATE_NOOP(
        "ParameterHelp", "A GeoPackage with one table per output layer, each with its style as the default."),
    "OUTPUT_QLR": QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "A layer definition file loading the GeoPackage's tables, styled, as one group (keep it "
        "beside the GeoPackage)."),
    "OUTPUT_DXF": QT_TRANSLATE_NOOP(
        "ParameterHelp", "A DXF with one CAD layer per output layer and the labels as TEXT."),
}

# waterrightslines' outputs: their help is in their row of the one output table
HELP.update({o.parameter: o.help for o in OUTPUTS})

# (algorithm name, parameter name) -> help, where a shared name means something else.
OVERRIDES: dict[tuple[str, str], Help] = {
    ("checklayout", "STRUCTURES"): (HELP["STRUCTURES"], QT_TRANSLATE_NOOP("ParameterHelp", "Required.")),
    # checklayout: a waterrightslines run's outputs as inputs (a model computes the lines once)
    ("checklayout", "RIGHTS_AREAS"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Optional: the RIGHTS_AREAS output of a waterrightslines run on these PARCELS and this "
        "SHORELINE with this PROFILE (it records the law in law and law_key). Given with "
        "WATER_RIGHTS_LINES and TIE_LINES of the same run, the water rights are read from them "
        "instead of computed again; a layer of another lake, tax map or law is refused."),
    ("checklayout", "WATER_RIGHTS_LINES"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Optional, with RIGHTS_AREAS: the WATER_RIGHTS_LINES output of the same waterrightslines "
        "run (setbacks are measured from these lines)."),
    ("checklayout", "TIE_LINES"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Optional, with RIGHTS_AREAS: the TIE_LINES output of the same waterrightslines run "
        "(the frontage is measured along them)."),
    ("siteplanreport", "STRUCTURES"): (
        HELP["STRUCTURES"],
        QT_TRANSLATE_NOOP("ParameterHelp", "Optional: without it the plan shows the parcel only.")),
    # mhwfromdem (issue #16)
    ("mhwfromdem", "DEM"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The ground elevation raster (a LiDAR DEM, a survey surface) the MHW mark is contoured "
        "from, in any projected or geographic CRS; a file GDAL can open."),
    ("mhwfromdem", "BAND"): QT_TRANSLATE_NOOP(
        "ParameterHelp", "The DEM's band holding the elevations (default 1)."),
    ("mhwfromdem", "MHW_LEVEL"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Only where the law leaves the mean high water level blank (the Canandaigua text, §44-4): "
        "the level in ft on the law's datum. Where the law sets it (Keuka 715.3 ft, §160-121) a "
        "different value is refused; use DATUM_SHIFT_FT for a DEM on another datum."),
    ("mhwfromdem", "VERTICAL_UNITS"): QT_TRANSLATE_NOOP(
        "ParameterHelp", "The DEM's elevation unit: ft (US survey) or m."),
    ("mhwfromdem", "DEM_DATUM"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The DEM's vertical datum (e.g. NAVD88), stated in the output's note."),
    ("mhwfromdem", "DATUM_SHIFT_FT"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Feet added to the law's level to express it on the DEM's datum (0: the DEM is on the "
        "law's datum). Stated in the output's note; never guessed."),
    ("mhwfromdem", "MIN_ISLAND_SQFT"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Islands enclosing less than this (sq ft) are DEM noise (spikes in open water) and dropped."),
    ("mhwfromdem", "MIN_LENGTH_FT"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "A piece of shore left shorter than this (ft) where the lake runs off the DEM is dropped."),
    ("mhwfromdem", "SIMPLIFY_FT"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Douglas-Peucker tolerance (ft) the contour is simplified to; 0 keeps it as contoured."),
    ("mhwfromdem", "OUTPUT"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The MHW mark: one line per shore piece and per island (kind, closed, level_ft, "
        "dem_level, length_ft, encloses_sqft, note). waterrightslines takes it as SHORELINE."),
    # suggestlayout (issue #16)
    ("suggestlayout", "PARCEL_IDS"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The parcel ids to suggest a layout for, comma-separated; empty: every lakeshore parcel."),
    ("suggestlayout", "BATHYMETRY"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Optional lake-bottom elevation raster (ft, band 1): where the water at the reach line is "
        "shallow, the dock may go on to the depth the law asks (never past its area limit)."),
    ("suggestlayout", "WALKWAY_WIDTH_FT"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The main walkway's width along the MHW mark (ft), capped by the law's maximum where it "
        "has one (Canandaigua 8 ft)."),
    ("suggestlayout", "HOIST_WIDTH_FT"): QT_TRANSLATE_NOOP(
        "ParameterHelp", "A boat hoist's width along the MHW mark (ft)."),
    ("suggestlayout", "HOIST_LENGTH_FT"): QT_TRANSLATE_NOOP(
        "ParameterHelp", "A boat hoist's length out from the MHW mark (ft)."),
    ("suggestlayout", "VESSEL_LENGTH_FT"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The moored vessel's length (ft); with the rode it makes each buoy's swing radius."),
    ("suggestlayout", "RODE_LENGTH_FT"): QT_TRANSLATE_NOOP(
        "ParameterHelp", "The mooring rode's length (ft)."),
    ("suggestlayout", "CONSOLIDATE"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Where the law allows two docks, suggest one consolidated dock (Keuka up to 1,200 sq ft, "
        "Canandaigua 1,080) rather than one dock of the single-dock limit."),
    ("suggestlayout", "HOISTS"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Suggest boat hoists beside the walkway (one per allowed boat, two at most)."),
    ("suggestlayout", "BUOYS_WANTED"): QT_TRANSLATE_NOOP(
        "ParameterHelp", "Suggest mooring buoys for the boats the dock and hoists leave."),
    ("suggestlayout", "BUOYS_BEYOND_ANCHORAGE"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Also suggest buoys farther out than the law's anchorage distance (100 ft: a New York "
        "State anchorage permit on Keuka, §160-124F(3); a special anchorage area on Canandaigua, "
        "§44-7G(3)). Off by default: the report says how many more would fit out there."),
    ("suggestlayout", "STRUCTURES"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The suggested docks (walkway and appendage parts) and hoists, in the layout layers' "
        "fields: they can be edited, checked and printed like a drawn layout."),
    ("suggestlayout", "BUOYS"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The suggested mooring buoys (vessel_length_ft, rode_length_ft, parcel_id)."),
    ("suggestlayout", "REPORT"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "One row per parcel: the dock's shape and area against its allowance, and why it stops "
        "there (area limit, reach, envelope width, appendage limit) or why nothing is suggested."),
    # lakeaudit (issue #16)
    ("lakeaudit", "STRUCTURES"): (
        HELP["STRUCTURES"], QT_TRANSLATE_NOOP(
            "ParameterHelp",
            "Optional: the structures standing on the lake (existing = 1 for those digitized from "
            "aerial imagery, which may continue as nonconformities) and any proposed ones; without "
            "it every parcel is audited empty.")),
    ("lakeaudit", "VIOLATIONS"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Optional: every finding behind the states, one polygon each in checklayout's fields "
        "(rule, section, severity, measured, limit, unit, message)."),
    ("lakeaudit", "CSV"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Optional: the AUDIT rows as a CSV table (UTF-8, one header line of the field names; "
        "empty where the layer has NULL), for a spreadsheet or a report."),
    ("lakeaudit", "PDF"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Optional: one PDF with a summary page, a lake overview map coloured by state and a page "
        "per parcel with its findings; its numbers are counted from the AUDIT rows."),
    # legaldescription (issue #25)
    ("legaldescription", "TAX_MAP_FIELD"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The parcels' tax map number field: the description names the parcels by it (\"tax parcel "
        "128.07-1-11\"); guessed from common names if empty, else the parcel id."),
    ("legaldescription", "PARCEL_IDS"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The parcel ids to describe, comma-separated; empty describes every lakeshore parcel."),
    ("legaldescription", "OUTPUT_FOLDER"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The folder the descriptions are written to: one plain UTF-8 text file legal_<parcel id>.txt "
        "per parcel, ready to paste into a deed, an easement or a permit."),
    ("legaldescription", "CALLS"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Optional: the rights areas' calls as a table for COGO software, one row per course: "
        "parcel_id, seq, kind (line or curve), bearing, distance_ft, radius_ft, arc_ft, "
        "chord_bearing, chord_ft, from_n, from_e, to_n, to_e, delta, turn, along, part."),
    # reviewsubmission (issue #25)
    ("reviewsubmission", "DRAWING"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The submitted site plan as a DXF file (any version GDAL reads). Closed polylines (arcs "
        "included) and hatches on structure layers are structures, circles and points on buoy "
        "layers are mooring buoys, block inserts are exploded, and a TEXT or MTEXT within 25 ft of "
        "a feature is its label. The file is only read."),
    ("reviewsubmission", "DRAWING_CRS"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The CRS the drawing's coordinates are in: a DXF does not say. Default EPSG:2261 (New York "
        "State Plane Central, US feet). A drawing that then does not lie on the parcels (drawn in "
        "metres, on a local grid, in another zone) is refused, naming what to set."),
    ("reviewsubmission", "LAYER_MAP"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Optional: a CSV of pattern,kind rows giving each DXF layer its kind (patterns like DOCK* "
        "or *-MOOR*, case-insensitive, the first match deciding; kinds: dock, "
        "boat_hoist_structure, boat_station, boathouse, boat_accessory_structure, swim_float, "
        "ice_breaker, vessel, buoy). Empty: the table shipped with the plugin "
        "(core/submission/layer_map.csv), which is also the form to copy."),
    ("reviewsubmission", "STRUCTURES"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The structures read from the drawing, in the layout layers' fields, with source_layer "
        "(the DXF layer), label (the drawing's text beside it), ref (the name the findings use: "
        "D1, H1, ...), entity, handle and area_sqft."),
    ("reviewsubmission", "BUOYS"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "The mooring buoys read from the drawing: a circle's radius is the swing radius "
        "(swing_radius_ft; carried as vessel_length_ft with a rode of 0), a point alone has none "
        "and is reported as not checkable."),
    ("reviewsubmission", "VIOLATIONS"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "One polygon per finding on the drawing's parcels, in Check layout's fields."),
    ("reviewsubmission", "UNREAD"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Every entity of the drawing that was not read as a structure, buoy or label (layer, "
        "entity, handle, code, why): layers the layer map does not name, open lines, blocks such "
        "as a north arrow, a title block far off the site, texts that label nothing."),
    ("reviewsubmission", "OUTPUT_PDF"): QT_TRANSLATE_NOOP(
        "ParameterHelp",
        "Optional: the review memo for the applicant and the board: the verdict, a map of the "
        "drawing over the water rights lines, the drawing's labels beside the findings, the "
        "allowance against what is proposed, what could not be read and the site-plan items the "
        "drawing lacks."),
}
OVERRIDES[("lakeaudit", "AUDIT")] = AUDIT.help        # marked in the one output table


def help_texts(algorithm: str, parameter: str) -> tuple[str, ...]:
    """The English source text(s) of the help of `parameter` in `algorithm` (what the .ts holds)."""
    found = OVERRIDES.get((algorithm, parameter), HELP.get(parameter, ""))
    return (found,) if isinstance(found, str) else found


def help_for(algorithm: str, parameter: str) -> str:
    """The help of `parameter` in `algorithm`, in the user's language; '' when the table has none
    (a test finds that)."""
    return " ".join(QCoreApplication.translate(CONTEXT, text) for text in help_texts(algorithm, parameter)
                    if text)
