"""The MHW mark from elevation data: the law's level in the DEM's units, and the contour cleaned
to the lake's shore. Pure: the contouring itself is GDAL's (qgis_io), this package gets polygons."""
