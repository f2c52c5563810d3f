"""The panel's choices, remembered per project (QgsProject entries under "shoreline_layout")."""
from __future__ import annotations

from dataclasses import dataclass, fields

from qgis.core import QgsProject

from ..qgis_io.input_defaults import PROJECT_SCOPE as SCOPE
from ..qgis_io.parcel_fields import PARCEL_FIELDS


@dataclass
class PanelChoices:
    parcel_layer: str = ""          # layer ids
    mhw_layer: str = ""
    bathymetry_layer: str = ""
    structures_layer: str = ""
    buoys_layer: str = ""
    profile: str = "keuka"          # keuka | canandaigua | file
    profile_path: str = ""
    id_field: str = ""              # one per row of qgis_io/parcel_fields.PARCEL_FIELDS (its argument)
    land_use_field: str = ""
    frontage_field: str = ""
    seating_field: str = ""
    steep_slope_field: str = ""     # Canandaigua §44-5I survey facts (0/1 fields)
    upland_near_mhw_field: str = ""
    address_field: str = ""         # the site plan's identity fields (empty: guessed from the names)
    owner_field: str = ""
    tax_map_field: str = ""
    levels: str = ""                # values for levels the law leaves blank: "key=value;key=value"
    crs: str = ""                   # the working CRS chosen (authid or WKT); "" = core/working_crs.py's rule

    def level_values(self) -> dict[str, float]:
        out = {}
        for part in self.levels.split(";"):
            key, _, value = part.partition("=")
            try:
                out[key.strip()] = float(value)
            except ValueError:
                continue
        return out

    def parcel_fields(self) -> dict[str, str]:
        """The chosen parcel fields as the readers' keywords (qgis_io/parcel_fields.py's table)."""
        return {f.argument: getattr(self, f.argument) for f in PARCEL_FIELDS}

    def profile_spec(self) -> str:
        """What load_profile takes: a built-in name or a TOML path."""
        return self.profile_path if self.profile == "file" else self.profile


IDENTITY_FIELDS = ("address_field", "owner_field", "tax_map_field")


def save_choices(choices: PanelChoices, project: QgsProject | None = None) -> None:
    project = project or QgsProject.instance()
    for f in fields(choices):
        project.writeEntry(SCOPE, f.name, str(getattr(choices, f.name) or ""))


def save_identity_fields(choices: PanelChoices, project: QgsProject | None = None) -> None:
    """Remember the site plan's identity fields alone: the other entries stay those the lake on
    show was computed from (a saved project reconnects to its outputs from them)."""
    project = project or QgsProject.instance()
    for name in IDENTITY_FIELDS:
        project.writeEntry(SCOPE, name, getattr(choices, name) or "")


def load_choices(project: QgsProject | None = None) -> PanelChoices | None:
    """The stored choices, or None when this project never saved any."""
    project = project or QgsProject.instance()
    _stored, ok = project.readEntry(SCOPE, "profile", "")
    if not ok:
        return None
    out = PanelChoices()
    for f in fields(out):
        value, ok = project.readEntry(SCOPE, f.name, "")
        if ok:
            setattr(out, f.name, value)
    return out
