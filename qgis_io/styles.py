"""QML styles for the algorithms' outputs, applied when QGIS loads a result layer.

The QML files live in resources/styles/ (one per output: tie_lines.qml, water_rights_lines.qml,
rights_areas.qml, reach_lines.qml, envelopes.qml, violations.qml, plus parcels.qml and
shoreline.qml for the inputs). A missing or broken style is never fatal: the layer keeps QGIS's
default look and the log says why.
"""
from __future__ import annotations

import os
from collections import deque

from qgis.core import (
    Qgis,
    QgsMapLayer,
    QgsProcessingContext,
    QgsProcessingFeedback,
    QgsProcessingLayerPostProcessorInterface,
    QgsTextBufferSettings,
    QgsTextFormat,
)
from qgis.PyQt.QtCore import QCoreApplication
from qgis.PyQt.QtGui import QColor, QFont

STYLES_DIR = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))),
                          "resources", "styles")

FONT = "DejaVu Sans"   # labels of the site plan and of the exported overlays

# Processing keeps only a raw pointer to a layer post-processor: the Python object must outlive
# the algorithm run, so the most recent ones are held here (a run makes at most a handful).
_ALIVE: deque = deque(maxlen=256)


def style_path(name: str) -> str | None:
    """Absolute path of resources/styles/<name>.qml, or None when it is not there."""
    path = os.path.join(STYLES_DIR, f"{name}.qml")
    return path if os.path.isfile(path) else None


def apply_style(layer: QgsMapLayer, name: str) -> tuple[bool, str]:
    """Load the named QML into `layer`; (ok, message)."""
    path = style_path(name)
    if path is None:
        return False, f"style {name}.qml is missing from {STYLES_DIR}"
    message, ok = layer.loadNamedStyle(path)
    if ok:
        layer.triggerRepaint()
    return bool(ok), message


class StylePostProcessor(QgsProcessingLayerPostProcessorInterface):
    """Applies one QML style to a result layer when Processing loads it into the project."""

    def __init__(self, style_name: str) -> None:
        super().__init__()
        self.style_name = style_name

    def postProcessLayer(self, layer: QgsMapLayer, context: QgsProcessingContext,
                         feedback: QgsProcessingFeedback) -> None:
        ok, message = apply_style(layer, self.style_name)
        if not ok and feedback is not None:
            feedback.pushWarning(QCoreApplication.translate(
                "ShorelineLayout",
                "{layer}: the {style} style was not applied ({message}).").format(
                layer=layer.name(), style=self.style_name, message=message))


def style_on_load(context: QgsProcessingContext, dest_id: str, style_name: str) -> None:
    """Ask Processing to style the output `dest_id` when it loads it (GUI, modeler, scripts)."""
    if not dest_id or not context.willLoadLayerOnCompletion(dest_id):
        return
    processor = StylePostProcessor(style_name)
    _ALIVE.append(processor)
    context.layerToLoadOnCompletionDetails(dest_id).setPostProcessor(processor)


def text_format(size: float, colour: str = "#000000", bold: bool = False,
                italic: bool = False, buffer: bool = True) -> QgsTextFormat:
    """FONT in points; with `buffer`, a white halo (labels over a map; not texts on the sheet)."""
    tf = QgsTextFormat()
    font = QFont(FONT)
    font.setBold(bold)
    font.setItalic(italic)
    tf.setFont(font)
    if bold:
        tf.setForcedBold(True)
    tf.setSize(size)
    tf.setSizeUnit(Qgis.RenderUnit.Points)
    tf.setColor(QColor(colour))
    if not buffer:
        return tf
    buf = QgsTextBufferSettings()
    buf.setEnabled(True)
    buf.setSize(0.7)
    buf.setSizeUnit(Qgis.RenderUnit.Millimeters)
    buf.setColor(QColor(255, 255, 255, 230))
    tf.setBuffer(buf)
    return tf
