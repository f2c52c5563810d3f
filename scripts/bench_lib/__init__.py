"""The pieces of `make bench` (scripts/bench.py): timing, the lakes, the floor, the core jobs,
qgis_process runs, peak memory and the results table. Kept out of the plugin package: nothing
here ships in the zip (scripts/ is export-ignored)."""
