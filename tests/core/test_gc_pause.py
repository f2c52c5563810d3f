"""no_gc_pauses: the collector is off inside the block and as it was before afterwards."""
from __future__ import annotations

import gc

import pytest

from shoreline_layout.core.gc_pause import no_gc_pauses


def test_collector_off_inside_and_back_on_after_an_error() -> None:
    assert gc.isenabled()
    with pytest.raises(RuntimeError), no_gc_pauses():
        assert not gc.isenabled()
        raise RuntimeError("the job failed")
    assert gc.isenabled()


def test_a_collector_switched_off_by_the_caller_stays_off() -> None:
    gc.disable()
    try:
        with no_gc_pauses():
            assert not gc.isenabled()
        assert not gc.isenabled()
    finally:
        gc.enable()
