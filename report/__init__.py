"""Site-plan report (QGIS print layout) and overlay exports.

QGIS-dependent, unlike core/: modules here import qgis. The pure helpers (formatting.py, law_text.py,
content.py, measure.py) import no qgis so they can be reasoned about, and tested, in plain Python.
"""
