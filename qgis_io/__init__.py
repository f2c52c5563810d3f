"""The one adapter between QGIS and the core model: reading layers (convert), the working CRS
(crs), sinks and the one table of output layers (sinks, outputs), QML styles (styles), field
guessing (field_guess), layer guessing (layer_guess, input_defaults), raster sampling (raster),
overlay files (overlays) and the log bridge (log). It imports core, never processing/, ui/ or
report/."""
