"""Shoreline Layout's pure domain core.

Nothing in this package imports QGIS or Qt: it runs, and is tested, in plain Python with
shapely, pyproj and the standard library, and serves the panel, Processing and qgis_process alike.
"""
