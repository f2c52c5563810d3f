"""Shoreline Layout's Processing provider: thin algorithms that convert QGIS layers to the core
model, call the core and write feature sinks (usable from the toolbox, the modeler, batch mode
and `qgis_process`)."""
from .provider import ShorelineLayoutProvider

__all__ = ["ShorelineLayoutProvider"]
