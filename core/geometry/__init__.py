"""The water-rights construction, one step per module (see core/water_rights.py for the order).

shoreline    the MHW mark as oriented pieces, chainage and a segment index
segment_index  the spatial index over the MHW segments (runs of 8 of them in an STRtree)
fronts       where each parcel meets the mark: its front and its side lot lines' ends
tie_points   lakeshore parcels in shore order, tie points between neighbours, repairs
bisectors    the waterside bisector at each tie point
rule_200     the 200 ft rule: turning lines apart where a parcel's lines meet too near
projection   how far each line runs: limit, land, neighbouring and crossing lines
areas        rights areas between each parcel's lines (repairs in areas_repair, overlaps in
             areas_overlaps)
reach        reach lines and envelopes
planar       array geometry shared by the steps
array_ops    grouped minimum in one pass, a cheap clip
"""
