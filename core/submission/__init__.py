"""A submitted CAD site plan read as a layout (issue #25): the layer map, the drawing's entities
interpreted as structures, buoys and labels, where it lies, and the site-plan items it shows."""
from .interpret import DrawingEntity, ReadFeature, Submission, Unread, interpret, layout
from .layer_map import LayerMap, LayerMapError, default_layer_map, parse_layer_map
from .placement import Placement, placement
from .site_plan_items import ItemCheck, site_plan_check

__all__ = ["DrawingEntity", "ItemCheck", "LayerMap", "LayerMapError", "Placement", "ReadFeature",
           "Submission", "Unread", "default_layer_map", "interpret", "layout", "parse_layer_map",
           "placement", "site_plan_check"]
