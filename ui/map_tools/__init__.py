"""Map tools: pick a parcel; sketch docks, hoists/stations/boathouses and mooring buoys."""
