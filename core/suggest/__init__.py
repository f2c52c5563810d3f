"""Suggest a layout: the largest dock (and hoists and buoys) a parcel may have.

shapes.py builds docks in the MHW mark's frame and fits them into the room the water-rights
construction leaves; moorings.py places hoists beside the dock and buoys in open water;
layout.py takes the parcel's allowance from the rules, proposes, and has every proposal checked
by the real check (core/rules/check.py), shrinking or dropping what it finds, until nothing
breaks the law. Nothing here decides what the law allows: the allowance, the limits and the
verdict are the rules'.
"""
