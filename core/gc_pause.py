"""Holding off Python's cyclic garbage collector while a whole-lake job runs.

The water-rights run and the layout check each make some hundred thousand short-lived geometry
and result objects, all freed by reference counting (neither makes reference cycles). Each batch
of them would otherwise set off a full collection that walks every object the process holds: a
fifth of the water-rights run and a seventh of the check at 10,000 parcels in a bare Python
process, more inside QGIS, which holds many more objects.
"""
from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def no_gc_pauses() -> Iterator[None]:
    """Collector off for the block, back on after (only if it was on before), however it ends."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
