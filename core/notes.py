"""English templates of the messages the water-rights construction and the land-use reading give
(repairs, warnings, how a code was read), keyed by message code (variants as "code:variant").

No tr() here (the core stays free of Qt): `note` fills the template into Message.text and keeps
the key and the fields, so that the QGIS side shows the message in the user's language
(qgis_io/finding_text.py, context "Notes"; scripts/make_finding_templates.py lists them for
pylupdate5). A message whose text is not made here carries no template and is shown as written.
"""
from __future__ import annotations

from typing import Any

from shapely.geometry.base import BaseGeometry

from .model import Message

NOTES: dict[str, str] = {
    # water-rights construction: the input parcels and shoreline, and the repairs made to them
    "canceled": "The water-rights construction was canceled.",
    "parcel_repaired": "Parcel {parcel}: its polygon was invalid ({reason}) and was repaired.",
    "parcel_unusable:missing": "Parcel {parcel}: it has no geometry, so it is left out; fix it on the tax "
                               "map.",
    "parcel_unusable:not_polygon": "Parcel {parcel}: its geometry is not a polygon, so it is left out; fix "
                                   "it on the tax map.",
    "parcel_unusable:not_finite": "Parcel {parcel}: its coordinates are not all finite numbers, so it is "
                                  "left out; fix it on the tax map.",
    "parcel_unusable:no_area": "Parcel {parcel}: it has no area, so it is left out; fix it on the tax map.",
    "lot_line_extended": "Parcel {parcel}: the lot line of {parcel} stopped {d} ft short and was extended to "
                         "the MHW mark.",
    "lot_line_extended:shared": "Parcels {a} and {b}: the lot line between {a} and {b} stopped {d} ft short "
                                "and was extended to the MHW mark.",
    "lot_line_cut": "Parcel {parcel}: the lot line of {parcel} ran {d} ft into the lake and was cut at the "
                    "MHW mark.",
    "lot_line_cut:shared": "Parcels {a} and {b}: the lot line between {a} and {b} ran {d} ft into the lake "
                           "and was cut at the MHW mark.",
    "lot_line_not_meeting_mhw": "Parcel {parcel}: the lot line of {parcel} does not reach the MHW mark along "
                                "its last segment: the nearest point of the mark is used.",
    "gap_bridged": "Parcel {parcel}: a gap of {d} ft along the MHW mark between the lot lines of {a} and {b} "
                   "was bridged: tie point midway.",
    "sliver_bridged": "Parcel {parcel}: the lot lines of {a} and {b} overlap by {d} ft along the MHW mark (a "
                      "sliver): tie point midway.",
    "sliver_bridged:wide": "Parcel {parcel}: the lot lines of {a} and {b} overlap by {d} ft along the MHW "
                           "mark (a sliver): tie point midway; the overlap is wider than the {snap} ft snap "
                           "tolerance: check the tax map.",
    "rule_200_modified": "Parcel {parcel}: its water-rights lines met {old} ft out, less than {min} ft: "
                         "modified under the 200 ft rule ({section}) to meet {new} ft out.",
    "rule_200_unmet": "Parcel {parcel}: its water-rights lines meet {meet} ft out, less than {min} ft, and "
                      "no modification of the lines satisfies the 200 ft rule ({section}): the bisectors "
                      "are kept.",
    "rule_200_unmet:still_short": "Parcel {parcel}: {short}, less than {min} ft: the 200 ft rule ({section}) "
                                  "is not met for this parcel.",
    "rights_area_overlap": "Rights area of {parcel}: {area} sq ft where its lines cross those of {other} is "
                           "left to {other}, whose shore is nearer.",
    "run_out_failed": "The water beyond the chords at points of land and islands could not be shared out on "
                      "this shore ({reason}): those areas end at the straight line between their lines' far "
                      "ends.",
    "not_lakeshore:point": "Parcel {parcel} touches the MHW mark only at a point: not a lakeshore parcel.",
    "not_lakeshore:behind": "Parcel {parcel} stands behind parcel {other} along the MHW mark: not a "
                            "lakeshore parcel.",
    "end_of_data:before": "Parcel {parcel} has no neighbouring lakeshore parcel before it along the shore "
                          "({why}): no water-rights line is drawn on that side and its rights area is not "
                          "built. Add the neighbouring parcel to get it.",
    "end_of_data:after": "Parcel {parcel} has no neighbouring lakeshore parcel after it along the shore "
                         "({why}): no water-rights line is drawn on that side and its rights area is not "
                         "built. Add the neighbouring parcel to get it.",
    "parcel_fronts_joined": "Parcel {parcel} meets the MHW mark in {n} places (parts of the parcel) up to "
                            "{snap} ft apart: taken as one frontage.",
    "parcel_fronts_apart": "Parcel {parcel} meets the MHW mark in {n} separate places (its parts, with "
                           "other parcels or more than {snap} ft of shore between them): only its longest "
                           "front ({front} ft) is used. Give each part its own parcel id to draw lines for "
                           "all of them.",
    "parcel_in_water": "Parcel {parcel} lies wholly on the water side of the MHW mark: not a lakeshore "
                       "parcel.",
    "front_not_found:no_corner": "Parcel {parcel} comes within {tol} ft of the MHW mark, but none of its "
                                 "corners does: its lot lines cannot be found, so it is not treated as a "
                                 "lakeshore parcel.",
    "front_not_found:strip": "Parcel {parcel} lies wholly along the MHW mark (an island or a shore strip): "
                             "its lot lines cannot be told from its front, so it is not treated as a "
                             "lakeshore parcel.",
    "front_not_found:pieces": "Parcel {parcel}: its two lot lines meet different pieces of the MHW mark; not "
                              "used.",
    "front_not_found:order": "Parcel {parcel}: its lot lines meet the MHW mark in the wrong order (is it "
                             "drawn on the water side?); not used.",
    # a count's noun: the "one" variant words it in the singular (core/water_rights.py picks it)
    "shoreline_crosses_itself": "The MHW mark crosses or touches itself at {n} points: {where}. The water "
                                "side and the tie points near them may be wrong: fix the shoreline layer.",
    "shoreline_crosses_itself:one": "The MHW mark crosses or touches itself at {n} point: {where}. The "
                                    "water side and the tie points near it may be wrong: fix the shoreline "
                                    "layer.",
    "unparcelled_lakeshore": "{n} stretches of lakeshore between lakeshore parcels belong to no parcel "
                             "(gaps of {low} to {high} ft: road ends, rights-of-way): each gets its own tie "
                             "points and its own water, and the lots beside it their lines at its edges.",
    "unparcelled_lakeshore:one": "{n} stretch of lakeshore between lakeshore parcels belongs to no parcel "
                                 "(a gap of {low} to {high} ft: a road end, a right-of-way): it gets its own "
                                 "tie points and its own water, and the lots beside it their lines at its "
                                 "edges.",
    "water_side_unknown": "No parcel lies along shoreline piece {piece}: its water side is taken as the "
                          "left of its drawn direction.",
    "short_tie_line": "Parcel {parcel}: its tie line is only {length} ft long. A lakeshore lot this narrow "
                      "is usually a sliver of the tax map: check it; its lines and rights area are drawn as "
                      "found.",
    "tie_line_degenerate": "The tie line of parcel {parcel} has no length: no water-rights line can be "
                           "drawn between {a} and {b}.",
    "shore_outside_jurisdiction": "{n} lakeshore parcels front water beyond the line of {names}, which "
                                  "the law excludes: they get no rights area ({shown}).",
    "shore_outside_jurisdiction:one": "{n} lakeshore parcel fronts water beyond the line of {names}, which "
                                      "the law excludes: it gets no rights area ({shown}).",
    # land-use values: how a property class code was read ("_one": on one parcel)
    "land_use_codes:code": "{code} ({label}, {n} parcels) read as {use} by the crosswalk.",
    "land_use_codes:code_one": "{code} ({label}, {n} parcel) read as {use} by the crosswalk.",
    "land_use_codes:code_explained": "{code} ({label}, {n} parcels) read as {use} by the crosswalk: "
                                     "{explain}",
    "land_use_codes:code_explained_one": "{code} ({label}, {n} parcel) read as {use} by the crosswalk: "
                                         "{explain}",
    "land_use_codes:profile": "{code} ({label}, {n} parcels) read as {use} by the profile's override.",
    "land_use_codes:profile_one": "{code} ({label}, {n} parcel) read as {use} by the profile's override.",
    "land_use_codes:profile_explained": "{code} ({label}, {n} parcels) read as {use} by the profile's "
                                        "override: {explain}",
    "land_use_codes:profile_explained_one": "{code} ({label}, {n} parcel) read as {use} by the profile's "
                                            "override: {explain}",
    "land_use_codes:category": "{code} ({label}, {n} parcels) read as {use} by its category (the "
                               "crosswalk does not list this code).",
    "land_use_codes:category_one": "{code} ({label}, {n} parcel) read as {use} by its category (the "
                                   "crosswalk does not list this code).",
    "land_use_codes:category_explained": "{code} ({label}, {n} parcels) read as {use} by its category "
                                         "(the crosswalk does not list this code): {explain}",
    "land_use_codes:category_explained_one": "{code} ({label}, {n} parcel) read as {use} by its category "
                                             "(the crosswalk does not list this code): {explain}",
    # how one parcel's land use was read, for its parcel page and site plan
    "parcel_land_use:code": "property class {code}, read through the crosswalk",
    "parcel_land_use:profile": "property class {code}, read by the profile's override",
    "parcel_land_use:category": "property class {code}, read by its category: the crosswalk does not "
                                "list it",
    "parcel_land_use:unknown": "property class {code}, not a code the crosswalk knows",
    "parcel_land_use:value": "the value '{value}'",
    "unknown_land_use_code": "Property class codes the crosswalk does not list were read by their "
                             "category: {codes}. Add them to the crosswalk ([land_use_codes] of the "
                             "profile) if that reading is wrong.",
}


def note_key(code: str, variant: str = "") -> str:
    return f"{code}:{variant}" if variant else code


def note(level: str, code: str, variant: str = "", /, *, parcel_id: str | None = None,
         geometry: BaseGeometry | None = None, feature_ids: tuple[int, ...] = (),
         **fields: Any) -> Message:
    """A Message whose text is NOTES[code:variant] filled with `fields` (kept, as text, with the key)."""
    key = note_key(code, variant)
    params = {k: str(v) for k, v in fields.items()}
    return Message(level, code, NOTES[key].format(**params), parcel_id, geometry, feature_ids,
                   template=key, params=params)


def land_use_reading(code: str, how: str, value: str) -> tuple[str, dict[str, str]] | None:
    """How one parcel's land use was read, as a NOTES key and its fields (the parcel page and the
    site plan word it from this one place); None where the field gave the category itself."""
    if code:
        key = note_key("parcel_land_use", how if how in ("profile", "category", "unknown") else "code")
        return key, {"code": code}
    if how in ("synonym", "unknown") and value:
        return note_key("parcel_land_use", "value"), {"value": value}
    return None
