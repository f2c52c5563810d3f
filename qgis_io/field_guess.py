"""Guess which attribute field holds the parcel id, land use, frontage or seating, and (for the
site plan's title block) the owner, address and tax map number.

Tax-map layers come from many counties and vendors; these are the names seen most often.
Pure Python (no qgis import), so the guessing is testable anywhere. Which *layer* holds what is
qgis_io/layer_guess.py's.
"""
from __future__ import annotations

from collections.abc import Iterable, Sequence

# Ordered best first; compared case-insensitively and ignoring "_" / " " / "-".
CANDIDATES: dict[str, tuple[str, ...]] = {
    # New York's PRINT_KEY (128.07-1-11) is the number people use; SWIS_SBL is its 20-digit form
    "id": ("parcel_id", "parcelid", "pin", "print_key", "printkey", "sbl", "swis_sbl_id", "swis_sbl",
           "swissbl", "sbl_id",
           "tax_id", "taxid", "tax_map_no", "taxmapno", "tax_map", "parcel", "parcel_no", "apn", "id"),
    "land_use": ("land_use", "landuse", "prop_class", "propclass", "property_class", "use_code",
                 "usecode", "use", "class", "lu"),
    "frontage": ("frontage_ft", "frontage", "front_ft", "frontft", "lake_front", "lakefront",
                 "lake_frnt", "lakefrnt", "frnt_ft", "frnt",
                 "front", "water_front", "shore_ft", "shoreline_ft"),
    "seating": ("seating", "seats", "seating_capacity", "seat_cap", "capacity"),
}


def _norm(name: str) -> str:
    return name.lower().replace("_", "").replace(" ", "").replace("-", "")


def guess_field(kind: str, field_names: Iterable[str]) -> str | None:
    """The field of `field_names` that most likely holds `kind` (id | land_use | frontage | seating).

    Exact (normalised) matches win in candidate order; then a field whose name contains a
    candidate of four or more letters (e.g. "LAKE_FRONTAGE"). None when nothing fits.
    """
    names = list(field_names)
    by_norm: dict[str, str] = {}
    for n in names:
        by_norm.setdefault(_norm(n), n)
    cands = CANDIDATES[kind]
    for c in cands:
        hit = by_norm.get(_norm(c))
        if hit is not None:
            return hit
    for c in cands:
        nc = _norm(c)
        if len(nc) < 4:
            continue
        for n in names:
            if nc in _norm(n):
                return n
    return None


def guess_fields(field_names: Iterable[str]) -> dict[str, str | None]:
    """Every kind's guess at once (in CANDIDATES' order); a field is never used for two roles."""
    names = list(field_names)
    out: dict[str, str | None] = {}
    used: set[str] = set()
    for kind in CANDIDATES:
        hit = guess_field(kind, [n for n in names if n not in used])
        out[kind] = hit
        if hit:
            used.add(hit)
    return out


IDENTITY_CANDIDATES = {
    "owner": ("owner", "owner_name", "ownername", "owner1", "primary_owner", "prim_owner", "name"),
    "address": ("address", "site_address", "siteaddress", "parcel_addr", "parceladdr", "addr",
                "prop_addr", "prop_address", "loc_addr", "loc_address", "location", "situs_addr",
                "full_addr", "street_address"),
    "tax_map": ("tax_map_no", "taxmapno", "tax_map", "taxmap", "print_key", "printkey", "sbl",
                "swis_sbl_id", "swis_sbl", "swissbl", "tax_id", "taxid"),
}


def guess_identity_fields(field_names: Sequence[str]) -> dict[str, str | None]:
    """The owner, address and tax-map-number fields, guessed from names tax maps commonly use."""
    norm = {n.lower().replace("_", "").replace(" ", ""): n for n in field_names}
    out: dict[str, str | None] = {}
    for key, cands in IDENTITY_CANDIDATES.items():
        out[key] = next((norm[c.replace("_", "")] for c in cands if c.replace("_", "") in norm), None)
    return out
