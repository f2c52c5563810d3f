"""What Python 3.10+ and shapely 2.1 give and QGIS's Python 3.9 with shapely 2.0 lacks (QGIS 3.34/3.40 run
Python 3.9 to 3.13; shapely 2.1 needs 3.10, and the plugin takes shapely >=2.0,<2.2): zip(strict=True),
itertools.pairwise, dataclass(slots=True), shapely.orient_polygons. Where they exist, each is the real one."""
from __future__ import annotations

import itertools
import sys
from collections.abc import Iterable, Iterator
from typing import Any, TypeVar, overload

import shapely
from shapely.geometry import MultiPolygon, Polygon
from shapely.geometry.base import BaseGeometry
from shapely.geometry.polygon import orient

A = TypeVar("A")
B = TypeVar("B")
C = TypeVar("C")
D = TypeVar("D")

# `@dataclass(**SLOTS)`: slots where the dataclass can make them (3.10+), a plain class before.
SLOTS: dict[str, bool] = {"slots": True} if sys.version_info >= (3, 10) else {}


@overload
def zip_strict(a: Iterable[A], b: Iterable[B], /) -> Iterator[tuple[A, B]]: ...


@overload
def zip_strict(a: Iterable[A], b: Iterable[B], c: Iterable[C], /) -> Iterator[tuple[A, B, C]]: ...


@overload
def zip_strict(a: Iterable[A], b: Iterable[B], c: Iterable[C], d: Iterable[D], /
               ) -> Iterator[tuple[A, B, C, D]]: ...


@overload
def zip_strict(*iterables: Iterable[Any]) -> Iterator[tuple[Any, ...]]: ...


def zip_strict(*iterables: Iterable[Any]) -> Iterator[tuple[Any, ...]]:
    """zip(*iterables, strict=True): ValueError where one runs out before the others."""
    if sys.version_info >= (3, 10):
        return zip(*iterables, strict=True)  # novermin
    return _zip_strict(iterables)


def _zip_strict(iterables: tuple[Iterable[Any], ...]) -> Iterator[tuple[Any, ...]]:
    missing = object()
    for row in itertools.zip_longest(*iterables, fillvalue=missing):
        if any(value is missing for value in row):
            raise ValueError("zip_strict: the iterables have different lengths")
        yield row


def pairwise(iterable: Iterable[A]) -> Iterator[tuple[A, A]]:
    """itertools.pairwise: (s0, s1), (s1, s2), ..."""
    if sys.version_info >= (3, 10):
        return itertools.pairwise(iterable)  # novermin
    first, second = itertools.tee(iterable)
    next(second, None)
    return zip(first, second)


def orient_polygons(geometry: BaseGeometry, exterior_cw: bool = False) -> BaseGeometry:
    """shapely.orient_polygons (2.1) on one geometry: exteriors counter-clockwise and holes clockwise,
    or the other way round with exterior_cw; anything but (multi)polygons unchanged."""
    if hasattr(shapely, "orient_polygons"):
        return shapely.orient_polygons(geometry, exterior_cw=exterior_cw)
    sign = -1.0 if exterior_cw else 1.0
    if isinstance(geometry, Polygon) and not geometry.is_empty:
        return orient(geometry, sign)
    if isinstance(geometry, MultiPolygon) and not geometry.is_empty:
        return MultiPolygon([orient(part, sign) for part in geometry.geoms])
    return geometry
