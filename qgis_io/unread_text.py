"""UNREAD's `why` in the user's language: the core says why an entity was not read as a code and
its parameters (core/submission/interpret.Unread); the sentence is made here, translated. A code
this table does not know keeps the core's English sentence."""
from __future__ import annotations

from ..core.submission import Unread
from .translation import tr


def _int(text: str) -> str:
    try:
        return f"{int(float(text)):,}"
    except ValueError:
        return text


def unread_text(u: Unread) -> str:
    """Why `u` was not read, one sentence (the far-from-the-site note added where it applies)."""
    p = u.params
    distance = _int(p.get("distance_ft", ""))
    if u.code == "layer_not_mapped":
        text = tr("layer {layer} is not in the layer map").format(layer=u.layer)
    elif u.code == "block_not_mapped":
        text = tr("block {block} on layer {layer}, which is not in the layer map ({n} entities)").format(
            block=p.get("block", ""), layer=u.layer, n=p.get("n", ""))
    elif u.code == "text_labels_nothing":
        template = (tr("the text '{text}' labels no feature (the nearest is {distance} ft away)")
                    if distance else tr("the text '{text}' labels no feature"))
        text = template.format(text=p.get("text", ""), distance=distance)
    elif u.code == "open_outline":
        text = tr("an open {entity} on the structure layer {layer}: it closes no outline").format(
            entity=u.entity, layer=u.layer)
    elif u.code == "far_from_site":
        return tr("lies {distance} ft from the parcels and their water (a legend, a detail or a title "
                  "block?): not read as a feature of the site").format(distance=distance)
    elif u.code == "no_geometry":
        text = tr("the entity has no geometry GDAL could read")
    elif u.code == "not_a_feature" and p.get("variant") == "buoy_layer":
        text = tr("a {entity} on the buoy layer {layer}: a buoy is read from a circle (its swing circle) "
                  "or a point").format(entity=u.entity, layer=u.layer)
    elif u.code == "not_a_feature" and p.get("variant") == "structure_layer":
        text = tr("a {entity} on the structure layer {layer}: a structure is read from a closed outline "
                  "or a hatch").format(entity=u.entity, layer=u.layer)
    elif u.code == "not_a_feature" and p.get("variant") == "no_area":
        text = tr("a closed outline that encloses no area")
    else:
        return u.why
    site = _int(p.get("site_ft", ""))
    if site:
        text += tr("; it lies {distance} ft from the site (a title block or a legend?)").format(distance=site)
    return text
