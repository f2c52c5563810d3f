"""Writes rights_then_check.model3: a Graphical Modeler model that computes the water rights
lines once (shorelinelayout:waterrightslines) and checks a layout against them
(shorelinelayout:checklayout with that run's RIGHTS_AREAS, WATER_RIGHTS_LINES and TIE_LINES).

Built with QgsProcessingModelAlgorithm and saved with its toFile, as the modeler saves a model.
Run after changing the model here, then commit the .model3 (tests/qgis/test_model_rights_then_check.py
checks that the committed file is what this script writes), from the repository root:
    QT_QPA_PLATFORM=offscreen PYTHONPATH=build/pkg .venv/bin/python \
        tests/data/models/make_rights_then_check.py
Qt's hash seed is fixed (QT_HASH_SEED=0) so that the XML's attributes come in the same order
every time: the file is byte-identical from run to run.
"""
from __future__ import annotations

import os
import sys
from pathlib import Path

os.environ.setdefault("QT_HASH_SEED", "0")     # before Qt starts

from qgis.core import (
    QgsApplication,
    QgsProcessing,
    QgsProcessingModelAlgorithm,
    QgsProcessingModelChildAlgorithm,
    QgsProcessingModelChildParameterSource,
    QgsProcessingModelOutput,
    QgsProcessingModelParameter,
    QgsProcessingParameterDefinition,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterString,
)
from qgis.PyQt.QtCore import QPointF

MODEL = Path(__file__).resolve().parent / "rights_then_check.model3"
RIGHTS = "waterrightslines"
CHECK = "checklayout"
# what waterrightslines writes and checklayout reads back: the lines are computed once
PRECOMPUTED = ("RIGHTS_AREAS", "WATER_RIGHTS_LINES", "TIE_LINES")


def _inputs() -> list[QgsProcessingParameterDefinition]:
    polygon, line = QgsProcessing.SourceType.TypeVectorPolygon, QgsProcessing.SourceType.TypeVectorLine
    point = QgsProcessing.SourceType.TypeVectorPoint
    buoys = QgsProcessingParameterFeatureSource("BUOYS", "Mooring buoys", [point], optional=True)
    return [
        QgsProcessingParameterFeatureSource("PARCELS", "Parcels", [polygon]),
        QgsProcessingParameterFeatureSource("SHORELINE", "Shoreline (MHW line, or lake polygon)",
                                            [line, polygon]),
        QgsProcessingParameterString("PROFILE", "Law profile", defaultValue="keuka"),
        QgsProcessingParameterField("PARCEL_ID_FIELD", "Parcel id field", parentLayerParameterName="PARCELS",
                                    optional=True),
        QgsProcessingParameterFeatureSource("STRUCTURES", "Structures", [polygon]),
        buoys,
    ]


def _source(name: str) -> list[QgsProcessingModelChildParameterSource]:
    return [QgsProcessingModelChildParameterSource.fromModelParameter(name)]


def build_model() -> QgsProcessingModelAlgorithm:
    model = QgsProcessingModelAlgorithm("Water rights, then check the layout", "Shoreline Layout",
                                        "rights_then_check")
    model.setHelpContent({"ALG_DESC": "Computes the water rights lines of the lake once and checks "
                                      "the layout against them (checklayout reads waterrightslines' "
                                      "RIGHTS_AREAS, WATER_RIGHTS_LINES and TIE_LINES)."})
    from shoreline_layout.processing.parameter_help import help_for

    for row, definition in enumerate(_inputs()):
        definition.setHelp(help_for(CHECK, definition.name()))     # as the algorithms' own
        component = QgsProcessingModelParameter(definition.name())
        component.setPosition(QPointF(120.0, 60.0 + 70.0 * row))
        model.addModelParameter(definition, component)

    rights = QgsProcessingModelChildAlgorithm(f"shorelinelayout:{RIGHTS}")
    rights.setChildId(RIGHTS)
    rights.setDescription("Water rights lines")
    rights.setPosition(QPointF(420.0, 120.0))
    for name in ("PARCELS", "SHORELINE", "PROFILE", "PARCEL_ID_FIELD"):
        rights.addParameterSources(name, _source(name))
    model.addChildAlgorithm(rights)

    check = QgsProcessingModelChildAlgorithm(f"shorelinelayout:{CHECK}")
    check.setChildId(CHECK)
    check.setDescription("Check layout")
    check.setPosition(QPointF(420.0, 360.0))
    for name in ("PARCELS", "SHORELINE", "PROFILE", "PARCEL_ID_FIELD", "STRUCTURES", "BUOYS"):
        check.addParameterSources(name, _source(name))
    for name in PRECOMPUTED:
        check.addParameterSources(
            name, [QgsProcessingModelChildParameterSource.fromChildOutput(RIGHTS, name)])
    violations = QgsProcessingModelOutput("Violations", "Violations")
    violations.setChildId(CHECK)
    violations.setChildOutputName("VIOLATIONS")
    violations.setPosition(QPointF(680.0, 400.0))
    check.setModelOutputs({"Violations": violations})
    model.addChildAlgorithm(check)
    model.updateDestinationParameters()
    return model


def main(path: Path = MODEL) -> int:
    app = QgsApplication([], False)
    app.initQgis()
    from shoreline_layout.plugin import make_provider  # the algorithms' parameters, for the outputs

    provider = make_provider()
    QgsApplication.processingRegistry().addProvider(provider)
    ok = build_model().toFile(str(path))
    print(f"wrote {path}" if ok else f"could not write {path}")
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(Path(sys.argv[1]) if len(sys.argv) > 1 else MODEL))
