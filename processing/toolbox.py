"""How the algorithms show in the Processing toolbox: groups, search tags, the one-line
description the toolbox shows under the mouse, which parameters are tuning ones (folded under
"Advanced parameters" in the dialog) and where the Help button goes.

The toolbox's search matches words of the name, the tags and the short description, so each
algorithm's tags hold the words a surveyor or a planning clerk would type ("dock", "mooring",
"buoy", "water rights", "contour"), not only the law's.
"""
from __future__ import annotations

import os
import re

from qgis.PyQt.QtCore import QT_TRANSLATE_NOOP, QUrl

from .paths import PLUGIN_DIR

CONTEXT = "Toolbox"

# groupId -> group name (translated where it is shown)
GROUPS = {
    "waterrights": QT_TRANSLATE_NOOP("Toolbox", "Water rights and shoreline"),
    "layout": QT_TRANSLATE_NOOP("Toolbox", "Docks and moorings"),
    "documents": QT_TRANSLATE_NOOP("Toolbox", "Reports and documents"),
}
GROUP_OF = {
    "waterrightslines": "waterrights", "mhwfromdem": "waterrights", "exportoverlays": "waterrights",
    "allowedfacilities": "layout", "checklayout": "layout", "suggestlayout": "layout",
    "siteplanreport": "documents", "lakeaudit": "documents", "legaldescription": "documents",
    "reviewsubmission": "documents",
}

_COMMON = "shoreline,lake,lakeshore,dock,docks,mooring,buoy,water rights,Keuka,Canandaigua,Finger Lakes"
TAGS = {
    "waterrightslines": "water rights,riparian,tie line,MHW,mean high water,rights area,reach,"
                        "envelope,setback,200 ft rule",
    "mhwfromdem": "contour,DEM,elevation,MHW,mean high water,shoreline,lake level,raster",
    "exportoverlays": "export,DXF,CAD,GeoPackage,QLR,layer definition,overlay,water rights lines",
    "allowedfacilities": "allowance,frontage,docks allowed,boats,slips,moorings,buoys allowed,"
                         "dock area,land use",
    "checklayout": "check,violation,compliance,setback,reach,dock area,boat hoist,boat station,"
                   "swing circle,mooring buoy,depth,bathymetry",
    "suggestlayout": "suggest,design,largest dock,T dock,L dock,boat hoist,mooring buoy,swing circle",
    "siteplanreport": "site plan,PDF,print layout,permit,application,certification,map,scale",
    "lakeaudit": "audit,enforcement,code enforcement,compliance,violation,nonconforming,CSV,PDF,"
                 "report,summary",
    "legaldescription": "legal description,metes and bounds,deed,easement,bearing,survey,surveyor,"
                        "COGO,closure,permit,water rights,rights area,tie line",
    "reviewsubmission": "dxf,cad,review,submission,site plan,surveyor,drawing,AutoCAD,layer,check,"
                        "violation,memo,PDF,planning board,code enforcement",
}
SHORT = {
    "waterrightslines": QT_TRANSLATE_NOOP(
        "Toolbox", "Water rights lines, tie lines, rights areas, reach lines and dock envelopes of "
        "every lakeshore parcel."),
    "mhwfromdem": QT_TRANSLATE_NOOP(
        "Toolbox", "The mean high water mark as a contour of a DEM, cleaned to the lake's shore."),
    "exportoverlays": QT_TRANSLATE_NOOP(
        "Toolbox", "Water rights lines as a styled GeoPackage, a layer definition and a DXF for CAD."),
    "allowedfacilities": QT_TRANSLATE_NOOP(
        "Toolbox", "How many docks, boats and mooring buoys each lakeshore parcel is allowed."),
    "checklayout": QT_TRANSLATE_NOOP(
        "Toolbox", "Checks docks, boat hoists and mooring buoys against the docking law."),
    "suggestlayout": QT_TRANSLATE_NOOP(
        "Toolbox", "Suggests the largest dock, boat hoists and mooring buoys the law allows."),
    "siteplanreport": QT_TRANSLATE_NOOP(
        "Toolbox", "The site plan PDF the docking law asks for, one per parcel."),
    "lakeaudit": QT_TRANSLATE_NOOP(
        "Toolbox", "The whole lake's docks and moorings: compliant, nonconforming or in violation."),
    "legaldescription": QT_TRANSLATE_NOOP(
        "Toolbox", "Metes-and-bounds description of a parcel's water rights lines and rights area, "
        "for a deed, an easement or a permit."),
    "reviewsubmission": QT_TRANSLATE_NOOP(
        "Toolbox", "Checks a surveyor's DXF site plan against the law and writes a review memo."),
}

# Tuning parameters: their defaults serve almost every run (the dialog folds them away).
ADVANCED = frozenset({
    "CRS", "PROFILE_FILE", "SEATING_FIELD", "STEEP_SLOPE_FIELD", "UPLAND_NEAR_MHW_FIELD",
    # suggestlayout
    "WALKWAY_WIDTH_FT", "HOIST_WIDTH_FT", "HOIST_LENGTH_FT", "VESSEL_LENGTH_FT", "RODE_LENGTH_FT",
    "CONSOLIDATE", "BUOYS_BEYOND_ANCHORAGE",
    # mhwfromdem
    "BAND", "DATUM_SHIFT_FT", "MIN_ISLAND_SQFT", "MIN_LENGTH_FT", "SIMPLIFY_FT",
    # exportoverlays
    "DXF_SCALE",
    # siteplanreport: guessed from common tax-map names when empty
    "OWNER_FIELD", "ADDRESS_FIELD", "TAX_MAP_FIELD",
    # checklayout: a waterrightslines run's outputs, for models
    "RIGHTS_AREAS", "WATER_RIGHTS_LINES", "TIE_LINES",
})

# The page every algorithm's Help button opens: HTML (a browser on every system opens it; a
# .md file opens in whatever the system has for it, on stock Windows nothing), rendered from
# docs/processing.md by scripts/help_html.py and shipped in the plugin zip.
HELP_PAGE = os.path.join(PLUGIN_DIR, "docs", "processing.html")

_OPTIONAL = re.compile(r"\s*\(optional\)|\(optional\s*[:;,]\s*", re.IGNORECASE)


def tags(name: str) -> list[str]:
    """The search words of the algorithm `name` (English: the toolbox matches them as typed)."""
    return [t.strip() for t in f"{TAGS.get(name, '')},{_COMMON}".split(",") if t.strip()]


def help_url(name: str) -> str:
    """file:// URL of the algorithm's section of the help page (its anchor is its name)."""
    url = QUrl.fromLocalFile(HELP_PAGE)
    url.setFragment(name)
    return url.toString()


def without_optional(label: str) -> str:
    """A label without its own "(optional)" or "(optional: ...": the dialog adds " [optional]"
    to every optional parameter itself."""
    return _OPTIONAL.sub(lambda m: "" if m.group(0).endswith(")") else "(", label).strip()
