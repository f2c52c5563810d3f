"""Outputs never overwrite inputs: which files a layer reads, which file an output would write,
and the sentence that refuses an output sharing a file with an input (Processing's
checkParameterValues, the panel's Compute and New layout).

A GeoPackage holds many tables: an output written as a NEW table of an input's GeoPackage
(`ogr:dbname='one.gpkg' table="lines"`, as QGIS's own algorithms allow) leaves the input's tables
as they are; the input's own table, or the whole file (a plain path: QGIS replaces the file), is
refused. A shapefile is a family of files sharing a stem (.shp, .shx, .dbf, ...): an output named
after any of them replaces the whole dataset. Files that are no layer (the profile, the land-use
crosswalk) are inputs too: their path is compared the same way.
"""
from __future__ import annotations

import os
import re
import sqlite3
from collections.abc import Iterable
from pathlib import Path

from qgis.core import QgsMapLayer, QgsProviderRegistry

from .translation import one_or_many, tr

SHAPEFILE_PARTS = (".shp", ".shx", ".dbf", ".prj", ".cpg", ".qix", ".sbn", ".sbx", ".qmd", ".shp.xml")
_DBNAME = re.compile(r"""dbname=(?:'((?:[^'\\]|\\.)*)'|"((?:[^"\\]|\\.)*)"|(\S+))""")
_TABLE = re.compile(r"""\btable=(?:"((?:[^"\\]|\\.)*)"|'((?:[^'\\]|\\.)*)'|([^\s(]+))""")
_LAYERNAME = re.compile(r"\|layername=([^|]*)")


def layer_file(layer: QgsMapLayer | None) -> str:
    """The local file a layer reads ("" for a memory, database or web layer)."""
    if layer is None:
        return ""
    # a provider that cannot decode its URI (memory, web) gives no path
    parts = QgsProviderRegistry.instance().decodeUri(layer.providerType(), layer.source())
    path = str(parts.get("path") or "")
    return path if path and os.path.exists(path) else ""


def destination_file(destination: str) -> str:
    """The local file an output destination names: "/x/a.gpkg", "/x/a.gpkg|layername=t",
    "ogr:dbname='/x/a.gpkg' table=\"t\" (geom)"; "" for memory:, postgres:, ... destinations."""
    text = (destination or "").strip()
    if not text or text.startswith("memory:") or text == "TEMPORARY_OUTPUT":
        return ""
    if text.startswith("ogr:"):
        found = _DBNAME.search(text)
        if not found:
            return ""
        return next(g for g in found.groups() if g is not None).replace("\\'", "'")
    if re.match(r"^[A-Za-z][A-Za-z0-9+.-]+:", text):   # a one-letter scheme is a Windows drive
        return ""                # another provider's URI (postgres:, spatialite:, ...)
    return text.split("|", 1)[0]


def destination_table(destination: str) -> str:
    """The table an output destination names inside its file ("" when it names none, so the
    whole file is written): `ogr:dbname='/x/a.gpkg' table="t" (geom)` or `/x/a.gpkg|layername=t`."""
    text = (destination or "").strip()
    found = _TABLE.search(text) if text.startswith("ogr:") else _LAYERNAME.search(text)
    if not found:
        return ""
    return next(g for g in found.groups() if g is not None).replace('\\"', '"').replace("\\'", "'")


def _family(path: str) -> tuple[str, str]:
    """(folder, stem) of a shapefile part, compared case-insensitively; ("", "") otherwise."""
    lower = path.lower()
    for ext in SHAPEFILE_PARTS:
        if lower.endswith(ext):
            real = os.path.realpath(path)
            return os.path.dirname(real), os.path.basename(real)[: -len(ext)].lower()
    return "", ""


def same_dataset(a: str, b: str) -> bool:
    """Whether writing the file `a` would rewrite the file `b` (same file, or parts of one shapefile)."""
    if not a or not b:
        return False
    if os.path.exists(a) and os.path.exists(b) and os.path.samefile(a, b):
        return True
    if os.path.realpath(a) == os.path.realpath(b):
        return True
    fa, fb = _family(a), _family(b)
    return bool(fa[1]) and fa == fb


def _input_label(param: str, name: str, read: list) -> str:
    if read and read[0] is None:
        return tr("{param} (the {what} it reads)").format(param=param, what=name)
    return tr("{param} (layer '{name}')").format(param=param, name=name)


def is_geopackage(path: str) -> bool:
    return path.lower().endswith(".gpkg")


def _input_table(path: str, table: str) -> str:
    """The table an input reads in its GeoPackage: the one it names, else the file's only one."""
    if table:
        return table
    tables = layers_in_file(path)
    return tables[0][0] if len(tables) == 1 else ""


def writes_over(target: str, table: str, path: str, input_table: str = "") -> bool:
    """Whether writing `table` of the file `target` ("" = the whole file) would rewrite the input
    read from `path` (its table `input_table`, "" for a file that is no layer or has one table)."""
    if not same_dataset(target, path):
        return False
    if not (table and is_geopackage(path)):
        return True
    read = _input_table(path, input_table)
    # an input whose table is unknown is guarded as the whole file
    return not read or read.lower() == table.lower()


def overwrite_refusal(output: str, destination: str,
                      inputs: Iterable[tuple[str, str, str, str | None]]) -> str:
    """The sentence refusing `output` (a parameter name) when `destination` would overwrite one
    of `inputs` — (parameter, layer name, file[, GeoPackage table]) of a layer, or (parameter,
    what, file, None) of a file that is no layer (profile_files) — else ""."""
    target = destination_file(destination)
    table = destination_table(destination)
    hits = [_input_label(param, name, read) for param, name, path, *read in inputs
            if writes_over(target, table, path, (read[0] or "") if read else "")]
    if not hits:
        return ""
    which = tr(" and ").join(hits)
    return tr("{output}: {target} is the file of the input {which}: writing there would overwrite "
              "it. Inputs are never written: choose another file for {output} (or a temporary "
              "output).").format(output=output, target=target, which=which)


def layers_in_file(path: str) -> list[tuple[str, int]]:
    """(table, feature count) of the feature tables of the GeoPackage at `path`, read-only;
    [] for a file that is not a GeoPackage."""
    try:
        # as a URI with the path percent-encoded: a '#' or '?' in a folder name would otherwise
        # end the path there (and the read would see an empty database, not this file)
        uri = Path(os.path.abspath(path)).as_uri() + "?mode=ro"
        con = sqlite3.connect(uri, uri=True)
        try:
            tables = [t for (t,) in con.execute(
                "SELECT table_name FROM gpkg_contents WHERE data_type = 'features' ORDER BY table_name")]
            # SQLite cannot bind a table name: the name (from gpkg_contents, read-only) is quoted as
            # an identifier, its own quotes doubled
            return [(t, con.execute('SELECT COUNT(*) FROM "{}"'.format(t.replace('"', '""')))  # nosec B608
                     .fetchone()[0]) for t in tables]
        finally:
            con.close()
    except sqlite3.Error:
        return []


def _features(n: int) -> str:
    return (tr("1 feature") if n == 1 else tr("{n} features").format(n=f"{n:,}"))


def layer_table(layer: QgsMapLayer) -> str:
    """The table (GeoPackage layer name) a file-based layer reads, "" when it names none."""
    parts = QgsProviderRegistry.instance().decodeUri(layer.providerType(), layer.source())
    return str(parts.get("layerName") or "")


def sharing(path: str, layers: Iterable[tuple[str, QgsMapLayer | None]]) -> list[str]:
    """The labels of the `layers` whose file writing `path` would rewrite."""
    return [label for label, layer in layers if layer is not None and same_dataset(path, layer_file(layer))]


def new_layout_refusal(path: str, layers: Iterable[QgsMapLayer]) -> str:
    """Why New layout may not write into `path`: it is the file of a layer of the project other
    than a layout's structures/buoys (the parcels, the MHW line, an output...); "" when not."""
    others = [(f"'{layer.name()}'", layer) for layer in layers
              if layer_table(layer) not in ("structures", "buoys")]
    hits = sorted(set(sharing(path, others)))
    if not hits:
        return ""
    return one_or_many(len(hits), tr("{path} holds the layer {layers} of this project: a new layout is "
                                     "never written into an input's file. Choose a new GeoPackage for "
                                     "the layout."),
                       tr("{path} holds the layers {layers} of this project: a new layout is never "
                          "written into an input's file. Choose a new GeoPackage for the layout.")).format(
        path=path, layers=", ".join(hits))


def new_layout_replaces(path: str) -> str:
    """What New layout would replace in an existing file `path`, as the question to ask; ""
    when the file does not exist."""
    if not os.path.exists(path):
        return ""
    tables = dict(layers_in_file(path))
    replaced = [f"'{t}' ({_features(tables[t])})" for t in ("structures", "buoys") if t in tables]
    kept = [f"'{t}'" for t in sorted(tables) if t not in ("structures", "buoys")]
    text = tr("{path} exists. ").format(path=path)
    if replaced:
        text += tr("New layout replaces its layers {layers} with empty ones: what is drawn in them "
                   "is lost. ").format(layers=tr(" and ").join(replaced))
    else:
        text += tr("New layout adds the layers 'structures' and 'buoys' to it. ")
    if kept:
        text += tr("Its other layers ({layers}) are kept. ").format(layers=", ".join(kept))
    return text + tr("Go on? No leaves the file as it is.")


def profile_files(profiles: Iterable[tuple[str, str]]) -> list[tuple[str, str, str, str | None]]:
    """The files behind the profile parameters — (parameter, path) — as inputs: the profile, and
    the land-use crosswalk it names ([land_use_codes] file). A profile that cannot be loaded
    names no crosswalk here: the run refuses it later with its own sentence."""
    from ..core.profiles import ProfileError, load_profile
    out: list[tuple[str, str, str, str | None]] = []
    for param, path in profiles:
        out.append((param, tr("profile"), path, None))
        try:
            crosswalk = load_profile(path).crosswalk
        except (ProfileError, OSError, ValueError, RuntimeError):
            continue
        if crosswalk is not None and crosswalk.path:
            out.append((param, tr("land-use crosswalk"), str(crosswalk.path), None))
    return out
