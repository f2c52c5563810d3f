"""shorelinelayout:legaldescription (issue #25 part 2) on the sample lake: a text file per parcel
that a reader of its own walks back onto the rights area, a CALLS table with numbers in its numeric
columns, the closure in the log, and outputs that never overwrite an input."""
from __future__ import annotations

import csv
import math
import sys
from pathlib import Path
from typing import Any

import pytest
from hostile import fill, tmpfs_fixture  # noqa: F401 - tmpfs_fixture is the fixture `tmpfs`
from qgis.core import QgsProcessingException, QgsVectorLayer
from qgis.PyQt.QtCore import QMetaType as T
from test_processing_layers import memory_layer, provider  # noqa: F401 - provider is a fixture

sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "core"))
from legal_reparse import walk_paragraph

REPO = Path(__file__).resolve().parents[2]
SAMPLE = REPO / "resources" / "sample" / "sample_lake.gpkg"
pytestmark = [pytest.mark.usefixtures("provider"),
              pytest.mark.skipif(not SAMPLE.exists(), reason="the sample lake is not built")]


def run(params: dict[str, Any]) -> dict[str, Any]:
    from qgis import processing

    return processing.run("shorelinelayout:legaldescription", params)


def sample(**extra: Any) -> dict[str, Any]:
    return {"PARCELS": f"{SAMPLE}|layername=parcels", "SHORELINE": f"{SAMPLE}|layername=mhw",
            "PROFILE": "keuka", "PARCEL_ID_FIELD": "parcel_id", "LAND_USE_FIELD": "land_use", **extra}


def test_sample_parcels_text_files_close_and_the_calls_table_has_numbers(tmp_path: Path) -> None:
    out = tmp_path / "legal"
    calls_csv = str(tmp_path / "calls.csv")
    result = run(sample(PARCEL_IDS="SL-053, SL-049", OUTPUT_FOLDER=str(out), CALLS=calls_csv))
    assert result["FILE_COUNT"] == 2
    assert sorted(p.name for p in out.iterdir()) == ["legal_SL-049.txt", "legal_SL-053.txt"]
    text = (out / "legal_SL-053.txt").read_text(encoding="utf-8")
    assert not text.startswith("\ufeff")                  # plain UTF-8: pastes anywhere
    assert "NAD83" in text and "EPSG:2261" in text and "tax parcel 128." in text
    rights = next(p for p in text.split("\n\n") if p.startswith("The rights area"))
    pob, calls = walk_paragraph(rights)
    assert math.dist(calls[-1]["end"], pob) <= 0.01
    with open(calls_csv, newline="", encoding="utf-8-sig") as handle:
        table = list(csv.DictReader(handle))
    assert {r["parcel_id"] for r in table} == {"SL-053", "SL-049"}
    mine = [r for r in table if r["parcel_id"] == "SL-053"]
    assert [int(r["seq"]) for r in mine] == list(range(1, len(calls) + 1))
    for r, c in zip(mine, calls, strict=True):
        assert float(r["to_e"]) == pytest.approx(c["end"][0], abs=0.01)
        assert float(r["to_n"]) == pytest.approx(c["end"][1], abs=0.01)
        assert r["kind"] in ("line", "curve")
    layer = QgsVectorLayer(calls_csv, "calls", "ogr")
    assert layer.isValid()


def test_unknown_or_inland_parcel_is_refused_in_a_sentence(tmp_path: Path) -> None:
    with pytest.raises(QgsProcessingException, match="there is no parcel 'nope'"):
        run(sample(PARCEL_IDS="nope", OUTPUT_FOLDER=str(tmp_path / "o")))


def test_calls_output_on_an_input_file_is_refused(tmp_path: Path) -> None:
    import shutil
    copy = tmp_path / "lake.gpkg"
    shutil.copy(SAMPLE, copy)
    before = copy.read_bytes()
    with pytest.raises(QgsProcessingException, match="CALLS"):
        run({**sample(), "PARCELS": f"{copy}|layername=parcels", "OUTPUT_FOLDER": str(tmp_path / "o"),
             "CALLS": f"{copy}|layername=parcels"})
    assert copy.read_bytes() == before


def test_a_description_is_never_written_over_an_input(tmp_path: Path) -> None:
    """A parcels layer saved as legal_SL-053.txt's name in the output folder: refused, untouched."""
    import shutil
    copy = tmp_path / "legal_SL-053.txt"
    shutil.copy(SAMPLE, copy)
    before = copy.read_bytes()
    with pytest.raises(QgsProcessingException, match="is the PARCELS input"):
        run({**sample(), "PARCELS": f"{copy}|layername=parcels", "PARCEL_IDS": "SL-053",
             "OUTPUT_FOLDER": str(tmp_path)})
    assert copy.read_bytes() == before


def test_a_full_disk_stops_the_description_and_leaves_no_file(tmpfs: Path) -> None:
    fill(tmpfs, leave=0)
    folder = tmpfs / "legal"
    full = r"OUTPUT_FOLDER: .*legal_SL-053\.txt could not be written"
    with pytest.raises(QgsProcessingException, match=full):
        run(sample(PARCEL_IDS="SL-053", OUTPUT_FOLDER=str(folder), CALLS=None))
    assert not (folder / "legal_SL-053.txt").exists()
    assert [p.name for p in tmpfs.rglob("*") if p.name.startswith(".partial")] == []


def test_ids_that_make_one_file_name_get_two_files(tmp_path: Path) -> None:
    """"12 A" and "12/A" are both legal_12_A.txt once unsafe characters are replaced: the second
    is legal_12_A_2.txt, each with its own parcel's words."""
    x0, y0 = 700_000.0, 1_000_000.0
    ids = ["P0", "12 A", "12/A", "P3"]

    def box(i: int) -> str:
        a, b = x0 + 100 * i, x0 + 100 * (i + 1)
        return f"POLYGON(({a} {y0 - 200}, {b} {y0 - 200}, {b} {y0}, {a} {y0}, {a} {y0 - 200}))"

    parcels = memory_layer("Polygon", "parcels", (("parcel_id", T.QString),),
                           [(box(i), [pid]) for i, pid in enumerate(ids)])
    shore = memory_layer("LineString", "mhw", (("name", T.QString),),
                         [(f"LINESTRING({x0 - 50} {y0}, {x0 + 450} {y0})", ["mhw"])])
    run({"PARCELS": parcels, "SHORELINE": shore, "PROFILE": "keuka", "PARCEL_ID_FIELD": "parcel_id",
         "PARCEL_IDS": "12 A,12/A", "OUTPUT_FOLDER": str(tmp_path), "CALLS": None})
    assert sorted(p.name for p in tmp_path.iterdir()) == ["legal_12_A.txt", "legal_12_A_2.txt"]
    assert "of parcel 12 A under" in (tmp_path / "legal_12_A.txt").read_text(encoding="utf-8")
    assert "of parcel 12/A under" in (tmp_path / "legal_12_A_2.txt").read_text(encoding="utf-8")
