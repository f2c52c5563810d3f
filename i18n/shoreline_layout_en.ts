<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name>@default</name>
    <message>
        <location filename="../ui/controller.py" line="122"/>
        <source>Shoreline Layout panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="126"/>
        <source>Compute water-rights lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="140"/>
        <source>Show a parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="141"/>
        <source>Draw a dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="142"/>
        <source>Draw a hoist, station or boathouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="144"/>
        <source>Place a mooring buoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="91"/>
        <source>Shoreline Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="326"/>
        <source>This project&apos;s Shoreline Layout layers were computed before it was saved, as memory layers, and are empty now: press Compute to make them again (they are then kept in a GeoPackage beside the project).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="395"/>
        <source>Choose the profile TOML file, or pick Keuka or Canandaigua.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="474"/>
        <source>{n} lakeshore parcels, {l} water-rights lines ({c} changed by the 200 ft rule) under {law}; computed in {s:.2f} s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="479"/>
        <source>{n} warnings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="463"/>
        <source>Computed {n} lakeshore parcels into {file} beside the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/lake_layers.py" line="44"/>
        <source>Computed {n} lakeshore parcels in memory layers: save the project, then Compute, to keep them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/lake_layers.py" line="54"/>
        <source>Computed {{n}} lakeshore parcels in memory layers: {file} beside the project was not written by Shoreline Layout, so it was left alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="558"/>
        <source>One layout feature could not be checked as drawn: see the findings in the Shoreline Layout panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="561"/>
        <source>{n} layout features could not be checked as drawn: see the findings in the Shoreline Layout panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="564"/>
        <source>The layout layers have input problems: see the findings in the Shoreline Layout panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="571"/>
        <source>Could not check the edited layout: {err} (details in the Log Messages panel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="594"/>
        <source>The layer {name} lacks the {role} fields of a layout; use New layout… to create proper layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="622"/>
        <source>New layout GeoPackage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="622"/>
        <source>GeoPackage (*.gpkg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="645"/>
        <source>New layout in {path}: draw docks, structures and buoys with the panel&apos;s tools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="72"/>
        <source>Write the site plan PDF of the parcel shown, with the layout&apos;s docks, structures and buoys as they are now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="74"/>
        <source>Write the five outputs as a styled GeoPackage, a layer definition (.qlr) and a DXF into a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="61"/>
        <source>Compute the water-rights lines first (Lake tab).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_view.py" line="39"/>
        <source>Compute the water-rights lines first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="94"/>
        <source>Pick a parcel on the Parcel tab first (type its id or use Show a parcel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_view.py" line="41"/>
        <source>There is no parcel {pid} in the computed lake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="112"/>
        <source>Folder for the site plan of {pid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="127"/>
        <source>Site plan of {pid} written:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="100"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="136"/>
        <source>Folder for the water-rights overlays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="145"/>
        <source>Overlays written (GeoPackage, .qlr, DXF) in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="145"/>
        <source>Open folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_view.py" line="47"/>
        <source>{f} layout features; {v} findings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="145"/>
        <source>Compute the water-rights lines to check a layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="149"/>
        <source>No layout to check: create one with New layout… or choose the structures and buoys layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="39"/>
        <source>One input problem is listed first: fix it to have its feature checked as drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="39"/>
        <source>{k} input problems are listed first: fix them to have their features checked as drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="44"/>
        <source>No violation of {law} found in what could be checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="47"/>
        <source>One note below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="47"/>
        <source>{n} notes below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="49"/>
        <source>The layout complies with {law}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="59"/>
        <source>One violation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="59"/>
        <source>{e} violations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="60"/>
        <source>(and one note)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="60"/>
        <source>(and {k} notes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="62"/>
        <source>{what} of {law}{more}. Click a row to see it on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errors.py" line="71"/>
        <source>Could not {what}: {err} (details in the Log Messages panel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="56"/>
        <source>Site plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="56"/>
        <source>Prepared by (name, licence number):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="107"/>
        <source>Parcel {pid} does not meet the MHW mark; a site plan is drawn for lakeshore parcels only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="133"/>
        <source>Cannot write in {folder}: choose a folder you may write to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="122"/>
        <source>The site plan of {pid} was not written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="44"/>
        <source>{layer} feature {fid}: kind &apos;{value}&apos; is not a kind the law knows, so it was not checked; choose its kind in the feature&apos;s form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="47"/>
        <source>{layer} feature {fid}: {field} &apos;{value}&apos; is not a usable value and was ignored; enter a number in the feature&apos;s form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="51"/>
        <source>{layer} feature {fid}: construction &apos;{value}&apos; is neither permanent nor seasonal, so it was checked as permanent; choose one in the feature&apos;s form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="55"/>
        <source>{layer} feature {fid}: dock part &apos;{value}&apos; is neither walkway nor appendage, so it was checked as the whole dock; choose one in the feature&apos;s form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="59"/>
        <source>{layer} feature {fid} has {n} points and only the first was checked as a buoy; make one buoy of each point.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="63"/>
        <source>{layer} feature {fid}: the {field} is empty, so 0 ft was used and its swing circle is too small; enter the {field} in the feature&apos;s form.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="67"/>
        <source>{layer} feature {fid} has no geometry, so it was not checked; draw it or delete it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="70"/>
        <source>{layer} feature {fid} could not be put into the working CRS, so it was not checked; check the layer&apos;s CRS and the feature&apos;s coordinates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="72"/>
        <source>{layer} feature {fid}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="84"/>
        <source>{layer}: {text}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="72"/>
        <source>No GeoPackage was named for the new layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/output_layers.py" line="123"/>
        <source>Could not write the layer {name} to {path}: {msg}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="96"/>
        <source>The new layout GeoPackage {path} could not be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="122"/>
        <source>(whole dock)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="242"/>
        <source>Compute the water-rights lines first: the tools check what you draw against them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="246"/>
        <source>Create a layout (New layout…) or choose the {role} layer in the panel first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="266"/>
        <source>outside every rights area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="280"/>
        <source>{d:.1f} ft from MHW · swing radius {r:.1f} ft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="283"/>
        <source>{d:.1f} ft from MHW · {a:,.0f} sq ft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="288"/>
        <source>{d:.1f} ft to the nearest water-rights line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="303"/>
        <source>The layout layer is gone; create or choose one in the panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="110"/>
        <source>The layer {name} cannot be edited.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="319"/>
        <source>QGIS refused the new feature on {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/buoy_tool.py" line="37"/>
        <source>Add mooring buoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/dock_tool.py" line="284"/>
        <source>Add dock walkway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/dock_tool.py" line="298"/>
        <source>Add dock appendage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/parcel_tool.py" line="33"/>
        <source>No lakeshore parcel or rights area there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/rect_tool.py" line="133"/>
        <source>Add {kind}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/output_layers.py" line="131"/>
        <source>The layer {name} written to {path} could not be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/output_layers.py" line="191"/>
        <source>{path} exists and was not written by Shoreline Layout. Write the computed layers into it (its tables of the same names are replaced, the others are kept)? No keeps the file as it is and the layers in memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="110"/>
        <source>Rule profiles (*.toml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="312"/>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="105"/>
        <source>Land use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="108"/>
        <source>This parcel does not meet the MHW mark: it has no water rights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="115"/>
        <source>Frontage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="118"/>
        <source>Tie line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="121"/>
        <source>MHW within parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="123"/>
        <source>Tax-map frontage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="128"/>
        <source>Eligible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="130"/>
        <source>Docks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="133"/>
        <source>Boats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="134"/>
        <source>Buoys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="27"/>
        <source>Dock area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="140"/>
        <source>Boathouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="140"/>
        <source>allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="142"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="144"/>
        <source>Sections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="151"/>
        <source>Rights area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="155"/>
        <source>Envelope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="166"/>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="168"/>
        <source>200 ft rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="168"/>
        <source>changed its lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="168"/>
        <source>did not change its lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="100"/>
        <source>Choose a law (Keuka, Canandaigua or a profile TOML file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="145"/>
        <source>Choose the parcel layer first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="147"/>
        <source>Choose the layer with the mean-high-water (MHW) mark first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_layer.py" line="103"/>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_layer.py" line="103"/>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_layer.py" line="103"/>
        <source>Information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="72"/>
        <source>Structures (docks, hoists, boathouses, ... polygons)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="133"/>
        <source>Structures (docks, hoists, ... polygons)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="135"/>
        <source>Owner name field (guessed if empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="135"/>
        <source>Address field (guessed if empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="135"/>
        <source>Tax map number field (guessed if empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="66"/>
        <source>MHW tie lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="66"/>
        <source>Water rights lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="232"/>
        <source>Rights areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="66"/>
        <source>Reach lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="66"/>
        <source>Permanent structure envelopes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="24"/>
        <source>complies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="282"/>
        <source>not regulated by the law</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="284"/>
        <source>does not comply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="290"/>
        <source>Parcel {pid}: {path} ({pages} sheets, 1:{scale:,}, {verdict})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="293"/>
        <source>Parcel {pid}: {note}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/template_builder.py" line="270"/>
        <source>LEGEND</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="20"/>
        <source>vessel length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="20"/>
        <source>rode length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="21"/>
        <source>height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="21"/>
        <source>roof pitch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="22"/>
        <source>slips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="23"/>
        <source>enclosed sides</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="23"/>
        <source>second floor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="24"/>
        <source>existing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="40"/>
        <source>Dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="40"/>
        <source>Boat hoist structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="41"/>
        <source>Boat station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="42"/>
        <source>Boat accessory structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="43"/>
        <source>Swim float</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="43"/>
        <source>Ice breaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="44"/>
        <source>Vessel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="46"/>
        <source>Walkway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="46"/>
        <source>Appendage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="47"/>
        <source>Permanent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="47"/>
        <source>Seasonal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="41"/>
        <source>Keuka Lake — Town of Jerusalem §160-118..131</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="41"/>
        <source>Canandaigua Lake — City of Canandaigua §44 (2002 proposed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="41"/>
        <source>Profile file (TOML)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="20"/>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="20"/>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="21"/>
        <source>Tax map no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="22"/>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="36"/>
        <source>the length of the tie line between the parcel&apos;s two tie points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="37"/>
        <source>the tax map&apos;s lake frontage (the frontage field)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="38"/>
        <source>the length of the MHW mark within the parcel (the tax map gives none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_layer.py" line="38"/>
        <source>Violations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="25"/>
        <source>Setback from rights line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="26"/>
        <source>Outside the rights area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="27"/>
        <source>Beyond the reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="28"/>
        <source>Walkway width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="29"/>
        <source>Walkway share of dock length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="30"/>
        <source>Appendage area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="31"/>
        <source>Dock separation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="31"/>
        <source>Too many docks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="32"/>
        <source>Too many boats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="32"/>
        <source>Too many buoys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="33"/>
        <source>Swing circle outside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="39"/>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="40"/>
        <source>Roof pitch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="41"/>
        <source>Slips per station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="42"/>
        <source>Structure not permitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="43"/>
        <source>Anchorage permit needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="44"/>
        <source>Parcel not eligible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="45"/>
        <source>Rights line modified (200 ft rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="47"/>
        <source>Input problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="51"/>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="51"/>
        <source>Parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="51"/>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="51"/>
        <source>Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="51"/>
        <source>Section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="51"/>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compute_runner.py" line="25"/>
        <source>Shoreline Layout: water-rights lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compute_runner.py" line="39"/>
        <source>Could not compute the water-rights lines: {err} (details in the Log Messages panel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/compute_runner.py" line="63"/>
        <source>A computation is already running: wait for it or cancel it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/help.py" line="70"/>
        <source>Shoreline Layout help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="145"/>
        <source>Distance from the MHW mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="340"/>
        <source>The saved results could not be reconnected: {why} Press Compute once the inputs are chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="388"/>
        <source>A computation is already running: wait for it or press Cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="401"/>
        <source>Reconnecting the saved results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="401"/>
        <source>Computing the water-rights lines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="420"/>
        <source>Compute was canceled; the results on the map are as they were.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="429"/>
        <source>Compute failed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="460"/>
        <source>Reconnected the results of {n} lakeshore parcels saved beside the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="491"/>
        <source>they were computed under {law}; press Compute for the law chosen now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="497"/>
        <source>the layers or fields chosen have changed since they were computed; press Compute to bring them up to date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="157"/>
        <source>Out of date: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="106"/>
        <source>Could not save the edits of {name}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/help.py" line="59"/>
        <source>The help pages are missing from this installation ({path}): reinstall the plugin from its zip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/measure_tool.py" line="70"/>
        <source>Compute the water-rights lines first: the distance is measured from their MHW mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/measure_tool.py" line="93"/>
        <source>{d:.1f} ft from the MHW mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/measure_tool.py" line="106"/>
        <source>{d:.1f} ft from the MHW mark (kept on the map; click again to measure elsewhere)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="189"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="191"/>
        <source>Stop the computation; the results on the map stay as they were</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="202"/>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="203"/>
        <source>The plugin&apos;s documentation: the walkthrough, the rules, the readings of the law</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="218"/>
        <source>drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="219"/>
        <source>A walkway of this length is laid by a click on the shore; &quot;drag&quot; draws it as long as the drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="223"/>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="149"/>
        <source>The MHW mark is the parcel layer {name}: choose the line layer that holds the mean-high-water mark in the MHW box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="221"/>
        <source>The computation was canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="41"/>
        <source>Suggest layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="43"/>
        <source>Add the largest dock the law allows on the parcel shown, with hoists and buoys, to the layout layers (checked: no errors; Undo removes it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="64"/>
        <source>Pick a lakeshore parcel on the Parcel tab first (type its id or use Show a parcel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="69"/>
        <source>Create the layout layers first (New layout…): the suggestion is added to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="73"/>
        <source>The layout already has features on parcel {pid} (in {layers}): delete them first, so that the suggestion is checked alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="81"/>
        <source>Parcel {pid} is not a lakeshore parcel of the computed lake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="87"/>
        <source>Suggest layout for {pid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="91"/>
        <source>Suggest buoys for {pid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="95"/>
        <source>Undo removes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="123"/>
        <source>The layer {name} refused a feature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="198"/>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="91"/>
        <source>{param} (layer &apos;{name}&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="130"/>
        <source>{output}: {target} is the file of the input {which}: writing there would overwrite it. Inputs are never written: choose another file for {output} (or a temporary output).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="157"/>
        <source>1 feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="157"/>
        <source>{n} features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="195"/>
        <source>{path} exists. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="197"/>
        <source>New layout replaces its layers {layers} with empty ones: what is drawn in them is lost. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="200"/>
        <source>New layout adds the layers &apos;structures&apos; and &apos;buoys&apos; to it. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="202"/>
        <source>Its other layers ({layers}) are kept. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="203"/>
        <source>Go on? No leaves the file as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="76"/>
        <source>Rights areas of a waterrightslines run (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="77"/>
        <source>Water rights lines of that run (with rights areas)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="78"/>
        <source>MHW tie lines of that run (with rights areas)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="52"/>
        <source>Parcels compliant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="53"/>
        <source>Parcels nonconforming (may continue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="54"/>
        <source>Parcels in violation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="96"/>
        <source>Structures standing or proposed (polygons; existing = 1 for those already there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="105"/>
        <source>Lake audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="109"/>
        <source>The site plan of {pid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="129"/>
        <source>The overlays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/dock_tool.py" line="290"/>
        <source>Walkway added to dock {d}. Press-drag appendages (T, L, fingers), or click and type their length and width; right-click to finish the dock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/typed.py" line="75"/>
        <source>length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/typed.py" line="75"/>
        <source>width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/typed.py" line="80"/>
        <source>type the figures: Tab (or x) to the next, Enter to draw, Esc to stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/audit_pdf.py" line="142"/>
        <source>Lake audit PDF: {parcels} parcel sheets, {total} sheets in all.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="36"/>
        <source>Swing circle reaches another feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="37"/>
        <source>Swing circles of two buoys overlap</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="38"/>
        <source>Buoy&apos;s swing circle reaches a dock or structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="149"/>
        <source>its lines meet {distance} out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="149"/>
        <source>its lines do not meet within the limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="43"/>
        <source>The layout ({names}) has edits that are not saved. Save: save them and draw the plan. Draw unsaved: draw the plan with the edits and keep them unsaved. Discard: throw the edits away and draw the saved layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="49"/>
        <source>Draw unsaved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="110"/>
        <source>Could not discard the edits of {name}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/files.py" line="53"/>
        <source>{path} could not be written ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/files.py" line="119"/>
        <source>{path} could not be read back ({why})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overlays.py" line="226"/>
        <source>{path} was written incomplete ({size} bytes, no end of file: is the disk full?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="90"/>
        <source>{param} (the {what} it reads)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="213"/>
        <source>profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="219"/>
        <source>land-use crosswalk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="268"/>
        <source>Parcels {ids} have one file name after unsafe characters are replaced: their site plans are {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="25"/>
        <source>nonconforming: no violation, findings to judge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="27"/>
        <source>not checked in full: input problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/dock_tool.py" line="257"/>
        <source>The drag ran along the walkway&apos;s end: its {w:.1f} ft are the part&apos;s width. Type its length and press Enter, or click its far side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/dock_tool.py" line="257"/>
        <source>The drag ran along the walkway&apos;s side: its {w:.1f} ft are the part&apos;s length. Type its width and press Enter, or click its far side.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="26"/>
        <source>violation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="30"/>
        <source>no number in the law (site plan review)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="31"/>
        <source>residential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="31"/>
        <source>marina</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="32"/>
        <source>yacht club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="32"/>
        <source>restaurant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="33"/>
        <source>hotel / motel / camp / resort / private club</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="34"/>
        <source>municipal</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="34"/>
        <source>other land use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="161"/>
        <source>beside unparcelled lakeshore (a road end or right-of-way)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="162"/>
        <source>no neighbour in the data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="187"/>
        <source>Verdict</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pipeline.py" line="317"/>
        <source>DRAWING: no entity lies on a layer the layer map names as a structure or a buoy (the drawing&apos;s layers: {layers}); give LAYER_MAP, a CSV of pattern,kind rows naming them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pipeline.py" line="322"/>
        <source>DRAWING: its features lie at E {x0:,.0f}..{x1:,.0f}, N {y0:,.0f}..{y1:,.0f} read in {drawing}, not on the parcels, and would lie on them in metres: set DRAWING_CRS to the metre CRS it was drawn in (New York Central in metres is EPSG:32116).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../pipeline.py" line="326"/>
        <source>DRAWING: its features lie at E {x0:,.0f}..{x1:,.0f}, N {y0:,.0f}..{y1:,.0f} read in {drawing}, not on the parcels (E {s0:,.0f}..{s1:,.0f}, N {t0:,.0f}..{t1:,.0f} in {crs}): set DRAWING_CRS to the CRS the drawing was drawn in (a DXF does not say), or move a local-grid drawing onto New York State Plane in CAD first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dxf.py" line="59"/>
        <source>DRAWING: &apos;{path}&apos; could not be read as a DXF file ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dxf.py" line="64"/>
        <source>DRAWING: &apos;{path}&apos; could not be read as a DXF file (GDAL&apos;s DXF driver does not open it).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dxf.py" line="96"/>
        <source>DRAWING: &apos;{path}&apos; is not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="364"/>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="219"/>
        <source>Mooring buoys (drawing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="222"/>
        <source>Structures (drawing)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="226"/>
        <source>Water-rights lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="230"/>
        <source>MHW mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="235"/>
        <source>Parcels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="281"/>
        <source>Legend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="326"/>
        <source>Review of a submitted site plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="327"/>
        <source>Drawing: {name} (read in {crs}; checked in {work}). Law: {law}. {date}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="331"/>
        <source>Verdict: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="343"/>
        <source>The map shows the drawing as read (structures, buoys with their swing circles) over the water-rights lines the plugin constructs, and where each finding lies. A circle&apos;s radius is read as the swing radius (vessel length and rode together): the drawing does not split it, so it is carried as the vessel length with a rode of 0 ft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="352"/>
        <source>1. The submission&apos;s labels beside the findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="361"/>
        <source>swing {r}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="361"/>
        <source>no circle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="362"/>
        <source>mooring buoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="364"/>
        <source>Ref</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="364"/>
        <source>Drawing&apos;s label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="399"/>
        <source>Layer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="364"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="364"/>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="364"/>
        <source>Nothing was read from the drawing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="368"/>
        <source>Findings on the parcel as a whole:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="369"/>
        <source>Finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="375"/>
        <source>no finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="380"/>
        <source>2. The allowance against what is proposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="382"/>
        <source>The drawing lies on no lakeshore parcel&apos;s water.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="385"/>
        <source>Parcel {pid} ({use}, frontage {ft} by {how})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="392"/>
        <source>Item</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="392"/>
        <source>Allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="392"/>
        <source>Proposed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="397"/>
        <source>3. What could not be read from the drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="399"/>
        <source>Entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="399"/>
        <source>Handle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="399"/>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="399"/>
        <source>Every entity of the drawing was read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="405"/>
        <source>4. Site-plan items of {section} the drawing lacks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="413"/>
        <source>not found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="413"/>
        <source>shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="413"/>
        <source>not judged</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="415"/>
        <source>Item the law asks for</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="415"/>
        <source>In the drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="415"/>
        <source>Shown by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="415"/>
        <source>The law&apos;s profile lists no site-plan items.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="443"/>
        <source>QGIS could not write the review memo {path} (exporter result {result}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="155"/>
        <source>Review a submission…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="155"/>
        <source>Layer map for submissions…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="31"/>
        <source>Structures (submission)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="32"/>
        <source>Mooring buoys (submission)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="33"/>
        <source>Violations (submission)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="34"/>
        <source>Not read from the drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="58"/>
        <source>Choose the parcels and the MHW mark in the Shoreline Layout panel first: a submission is checked against that lake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="77"/>
        <source>Review a submission</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="77"/>
        <source>DXF drawings (*.dxf *.DXF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="91"/>
        <source>Submission reviewed: the memo is {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="97"/>
        <source>Review: {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="132"/>
        <source>Layer map for submissions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="132"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="143"/>
        <source>The layer map {path} cannot be used: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="308"/>
        <source>Compliant: no finding is an error or a warning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="22"/>
        <source>layer {layer} is not in the layer map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="24"/>
        <source>block {block} on layer {layer}, which is not in the layer map ({n} entities)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="27"/>
        <source>the text &apos;{text}&apos; labels no feature (the nearest is {distance} ft away)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="27"/>
        <source>the text &apos;{text}&apos; labels no feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="31"/>
        <source>an open {entity} on the structure layer {layer}: it closes no outline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="34"/>
        <source>lies {distance} ft from the parcels and their water (a legend, a detail or a title block?): not read as a feature of the site</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="37"/>
        <source>the entity has no geometry GDAL could read</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="39"/>
        <source>a {entity} on the buoy layer {layer}: a buoy is read from a circle (its swing circle) or a point</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="42"/>
        <source>a {entity} on the structure layer {layer}: a structure is read from a closed outline or a hatch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="45"/>
        <source>a closed outline that encloses no area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="50"/>
        <source>; it lies {distance} ft from the site (a title block or a legend?)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="155"/>
        <source>CRS of submitted drawings…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="117"/>
        <source>CRS of submitted drawings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="123"/>
        <source>Choose a CRS with an authority id (EPSG:...).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="125"/>
        <source>Submitted drawings of this project are read in {crs}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dxf.py" line="117"/>
        <source>DRAWING: entity {handle} could not be transformed from {crs} to the working CRS; check DRAWING_CRS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/parcel_fields.py" line="40"/>
        <source>Parcel id field (default: feature id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/parcel_fields.py" line="40"/>
        <source>Land use field (default: residential)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/parcel_fields.py" line="40"/>
        <source>Tax-map lake frontage field, ft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/parcel_fields.py" line="40"/>
        <source>Restaurant seating capacity field</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/parcel_fields.py" line="40"/>
        <source>Steep slope field (1 where the §44-5I steep slope exists)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/parcel_fields.py" line="40"/>
        <source>Upland structure near MHW field (1 where one stands within 60 ft of the MHW mark, §44-5I(1))</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="34"/>
        <source>write the legal description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="55"/>
        <source>Legal description…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="57"/>
        <source>Write the metes-and-bounds description of the parcel&apos;s tie line, water rights lines and rights area to a text file, and show it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="85"/>
        <source>Parcel {pid} does not meet the MHW mark: it has no water rights lines to describe.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="88"/>
        <source>Folder for the legal description of {pid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="97"/>
        <source>The legal description was not written: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="100"/>
        <source>Legal description of {pid} written:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="112"/>
        <source>Legal description of {pid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="119"/>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="46"/>
        <source>Rights line not drawn (end of data)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="175"/>
        <source>The CRS the lake is measured in: a projected CRS in US survey feet, the State Plane zone of the lake (e.g. EPSG:2262 for New York West)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="177"/>
        <source>Working CRS</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="170"/>
        <source> Choose the State Plane zone of the lake (a projected CRS in feet) in the panel&apos;s Working CRS box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="494"/>
        <source>they were measured in {crs}; press Compute to measure in the working CRS chosen now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="173"/>
        <source>The law&apos;s CRS, else {crs}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="179"/>
        <source>{path} holds the layer {layers} of this project: a new layout is never written into an input&apos;s file. Choose a new GeoPackage for the layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="179"/>
        <source>{path} holds the layers {layers} of this project: a new layout is never written into an input&apos;s file. Choose a new GeoPackage for the layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="309"/>
        <source>Nonconforming: no error; {w} the reviewer must judge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="310"/>
        <source>Violation: {e}, {w}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="311"/>
        <source>Not checked: {n}; those features could not be checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="80"/>
        <source>{n} error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="80"/>
        <source>{n} errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="80"/>
        <source>{n} warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="80"/>
        <source>{n} warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="80"/>
        <source>{n} input problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="80"/>
        <source>{n} input problems</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="333"/>
        <source>{n} feature could not be checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="333"/>
        <source>{n} features could not be checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>{parcels}: {ids}. Read from the drawing: {s}, {b}; {u} not read (section 3).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>Lakeshore parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>Lakeshore parcels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>{n} structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>{n} structures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>{n} mooring buoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>{n} mooring buoys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>{n} entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>{n} entities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="408"/>
        <source>{n} of {total} item not found in the drawing&apos;s layer names or texts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="408"/>
        <source>{n} of {total} items not found in the drawing&apos;s layer names or texts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="287"/>
        <source>{verdict}, {n} finding</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="287"/>
        <source>{verdict}, {n} findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="86"/>
        <source>{what} would be written over {path}, the file of the layer {layers} of this project: documents are never written over a layer&apos;s file. Choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="86"/>
        <source>{what} would be written over {path}, the file of the layers {layers} of this project: documents are never written over a layer&apos;s file. Choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="31"/>
        <source>{lake} law</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="52"/>
        <source>Nonconforming under {law}: no violation, {w} to judge (an existing structure that may continue, or a finding the reviewer must weigh). Click a row to see it on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="52"/>
        <source>one warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/lake_layers.py" line="48"/>
        <source>Computed {{n}} lakeshore parcels in memory layers: {file} beside the project holds the input layer {layers}, and inputs are never written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/lake_layers.py" line="48"/>
        <source>Computed {{n}} lakeshore parcels in memory layers: {file} beside the project holds the input layers {layers}, and inputs are never written.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="80"/>
        <source>{e}, {w}, {n}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="146"/>
        <source>Submissions of this project are read with {n} layer pattern from {path}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="146"/>
        <source>Submissions of this project are read with {n} layer patterns from {path}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AllowedFacilitiesAlgorithm</name>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="46"/>
        <source>Allowed facilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="70"/>
        <source>Parcel {pid}: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="78"/>
        <source>eligible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="78"/>
        <source>NOT eligible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="33"/>
        <source>Writes OUTPUT, a table with one row per lakeshore parcel: the lake frontage the law counts (Keuka: tax-map lake shoreline footage, else the MHW shoreline within the parcel; Canandaigua: the MHW tie line) and what the profile's law allows for the parcel's land use — docks, boats (Keuka: moorings for boats; Canandaigua: boat slips), mooring buoys, the largest dock area and the consolidated dock area.

LAND_USE_FIELD values: residential, marina, yacht_club, restaurant, hotel (hotels, motels, camps, resorts, private clubs), municipal, other; empty means residential, an unknown value is reported and read as other.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="64"/>
        <source>[invalid_value] Parcel {pid}: {problem}; the MHW shoreline within the parcel was measured instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="79"/>
        <source>{pid}: {land_use}, {frontage:.1f} ft ({method}) -&gt; {eligible}, docks {docks}, boats {boats}, buoys {buoys}, dock area {area}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="93"/>
        <source>no number in the law (site plan review)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckLayoutAlgorithm</name>
    <message>
        <location filename="../processing/alg_check_layout.py" line="48"/>
        <source>Check layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="85"/>
        <source>Violations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="64"/>
        <source>RIGHTS_AREAS, WATER_RIGHTS_LINES and TIE_LINES (optional, all three together): the outputs of a waterrightslines run on the same PARCELS, SHORELINE and PROFILE, used instead of computing the water rights lines again (a Graphical Modeler chain computes them once); layers of another lake, tax map or law are refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="108"/>
        <source>{given} given without {missing}: the water rights of a waterrightslines run are read from its RIGHTS_AREAS, WATER_RIGHTS_LINES and TIE_LINES together. Give all three (from one run), or none to compute them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="51"/>
        <source>Checks docks, boat hoists and stations, boathouses, swim floats, ice breakers, vessels and mooring buoys against the profile&apos;s law: setbacks from the water rights lines, the reach from the MHW mark (with the depth exception where a BATHYMETRY raster of lake-bottom elevation in feet is given), dock area and walkway rules, counts, separation, buoy swing circles, heights and roof pitch. One VIOLATIONS feature per finding with the rule code, the section of the law, the measured value and the limit. The verdict (in the log): violation if any finding is an error; else nonconforming if any is a warning; else compliant (info findings never change it); features with input problems are not checked.

STRUCTURES fields: kind, dock_id, part, construction, height_ft, roof_pitch, slips, parcel_id. BUOYS fields: vessel_length_ft, rode_length_ft, parcel_id. VIOLATIONS is a polygon layer: a finding at a point or along a line is drawn as a small disc or band around it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="178"/>
        <source>Verdict: compliant. No finding is an error or a warning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="193"/>
        <source>Lakeshore parcels: {c} compliant, {nc} nonconforming, {v} violation, {x} not checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="125"/>
        <source>Water rights read from &apos;{areas}&apos; ({parcels}, {lines}): not computed again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="125"/>
        <source>{n} lakeshore parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="125"/>
        <source>{n} lakeshore parcels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="125"/>
        <source>{n} water rights line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="125"/>
        <source>{n} water rights lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="179"/>
        <source>Verdict: nonconforming. No error; {w}: an existing structure that may continue, or a finding the reviewer must judge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="181"/>
        <source>Verdict: violation. {e}, {w}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="186"/>
        <source>{n} error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="186"/>
        <source>{n} errors</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="186"/>
        <source>{n} warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="186"/>
        <source>{n} warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="148"/>
        <source>{structures}, {buoys} read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="148"/>
        <source>{n} structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="148"/>
        <source>{n} structures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="148"/>
        <source>{n} buoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="148"/>
        <source>{n} buoys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="182"/>
        <source>Verdict: not checked. {p}: those features could not be checked; no violation was found in what could be checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="186"/>
        <source>{n} input problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="186"/>
        <source>{n} input problems</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckedSink</name>
    <message>
        <location filename="../processing/base_algorithm.py" line="603"/>
        <source>{name} failed: {error}: {exc}. This is a bug in Shoreline Layout, not a problem with your data that you could fix: please report it with the input layers (the details are in the Log Messages panel, under Shoreline Layout).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportOverlaysAlgorithm</name>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="27"/>
        <source>Export water-rights overlays (GeoPackage, QLR, DXF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="34"/>
        <source>Computes the tie lines, water-rights lines, rights areas, reach lines and envelopes and writes them for use in other maps:
- OUTPUT_GPKG: a GeoPackage with one table per output, each with its style saved in the file&apos;s layer_styles table as the default, so QGIS opens it styled;
- OUTPUT_QLR (optional): a QGIS layer definition that loads those tables, styles included, as one group (paths relative to the .qlr: keep it beside the GeoPackage);
- OUTPUT_DXF (optional): a DXF written by QGIS&apos;s DXF export, one CAD layer per output (tie_lines, water_rights_lines, rights_areas, reach_lines, envelopes), labels as TEXT; DXF_SCALE sets the scale symbols and label heights are drawn for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="48"/>
        <source>DXF symbology scale (1:n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="51"/>
        <source>Styled GeoPackage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="53"/>
        <source>Layer definition file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="56"/>
        <source>DXF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="71"/>
        <source>OUTPUT_GPKG: give a GeoPackage file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="87"/>
        <source>Wrote {files}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="76"/>
        <source>The overlays could not be written, and no partial file is left: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="82"/>
        <source>OUTPUT_DXF: {texts} hold characters the DXF&apos;s code page (Windows-1252) lacks, e.g. {shown}: they are written as \U+XXXX escapes, which AutoCAD and most CAD programs show as the characters (some readers, GDAL among them, show the escape).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="82"/>
        <source>{n} text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="82"/>
        <source>{n} texts</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FindingTerms</name>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>Parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>The layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>and</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>appendage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>are allowed per parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>at least</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>boat accessory structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>boat accessory structures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>boat hoist structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>boat hoist structures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>boat spaces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>boat station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>boat stations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>boathouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>boathouses</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>docks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>ice breaker</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>ice breakers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>is allowed per parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>mooring buoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>mooring buoys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>more than</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>other-use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>residential</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>swim float</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>swim floats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>vessel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>vessels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>slips</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>waterside area</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="17"/>
        <source>{What}: {rule} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="18"/>
        <source>{What} is {m} from the mean high water mark, more than {l}: it requires {requirement} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="24"/>
        <source>The layout provides {m_int} {boats_are} ({detail}); the parcel is allowed {l_int} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="27"/>
        <source>The swing circles of {what} and {other} overlap: the buoys are {m} apart but their swing radii add up to {l} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="31"/>
        <source>The swing circle of {what} (radius {l}) reaches {other}, {m} away ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="34"/>
        <source>The parcel has {m_int} mooring buoys; it is allowed {l_int} ({s}).{extra}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="37"/>
        <source>The swing circle of {what} ({m} = vessel {vessel} + rode {rode}) crosses the parcel&apos;s water-rights lines: here a vessel can swing at most {l} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="41"/>
        <source>{What} lies outside its parcel&apos;s rights area ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="44"/>
        <source>{reason} The layout of this parcel is reviewed case by case; no rule is checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="47"/>
        <source>{What} extends {m} from the mean high water mark, past the {base} line: allowed because the water is shallower than {depth} there; it may reach {l} ({s}). The dock area limit still applies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="52"/>
        <source>{What} extends past the {base} line. The depth exception ({s}) measures depth below the {level}, which this profile leaves blank: enter it to apply the exception. Until then the {base} limit stands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="57"/>
        <source>{What} covers {m} on the water; the limit is {l} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="58"/>
        <source>{What} covers {m}: larger than one dock may be ({single}), so it is read as two docks consolidated into one, which may cover at most {l}, and the right to a second dock is waived ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="63"/>
        <source>{What} covers {m}; the limit is {l}. Consolidating two docks into a larger one needs a parcel allowed two or more docks ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="67"/>
        <source>{What} has {m} of dock space farther than {near} from the mean high water mark; only the ordinary {l} may lie there, the extra steep-slope space must stay within {near} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="71"/>
        <source>The docks and the waterside part of the boat accessory structure on this steep-slope parcel cover {m}; the allowance is {l} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="75"/>
        <source>The parcel has {m_int} docks; it is allowed {l_int} ({s}).{extra}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="93"/>
        <source>{What}: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="80"/>
        <source>{What} is {m} from {other}; docks must be at least {l} apart ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="89"/>
        <source>{What} is {m} high; the limit is {l} above the mean high water level ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="92"/>
        <source>{What} has {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="94"/>
        <source>{What} replaces {other}, an existing nonconforming structure, and enlarges it: its {dimension} is {m}, the one it replaces {l}. A nonconformity may be restored or repaired, not enlarged ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="105"/>
        <source>{reason} No layout rule is checked for this parcel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="106"/>
        <source>{What} lies wholly on the land side of the mean high water mark: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="109"/>
        <source>{What} lies wholly outside the waters this law regulates ({why}), so no rule of it is checked ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="113"/>
        <source>{What} extends {m} outside the parcel&apos;s water-rights lines; it must lie wholly within them ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="117"/>
        <source>{What} belongs to parcel {parcel}, which has no rights area (its water-rights lines could not be built), so it cannot be placed ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="121"/>
        <source>{What} lies outside every parcel&apos;s rights area ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="124"/>
        <source>{What} extends {m} from the mean high water mark; no part may extend beyond {l} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="127"/>
        <source>{What} extends {m} from the mean high water mark; the depth exception lets it reach {l} here, where the water first gets {depth} deep, but no farther ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="131"/>
        <source>{What} extends {m} from the mean high water mark. The {l} reach limit ({base_s}) is a residential dock criterion; for a {land_use} parcel the Planning Board sets the reach in site-plan review ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="143"/>
        <source>The water-rights lines of this parcel were modified so that they are at least {l} long where they meet ({s}).{detail}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="147"/>
        <source>The roof of {what} has a pitch of {m_pitch}; it may be at most {l_pitch} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="150"/>
        <source>The roof of {what} has a pitch of {m_pitch}; it must be at least {l_pitch} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="153"/>
        <source>{What} must be covered by a roof with a pitch of at least {l_pitch}; no roof pitch is given ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="157"/>
        <source>{What} has a second floor or second-floor sundeck, which is not permitted ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="160"/>
        <source>{What} comes within {m} of the water-rights line; {category} structures must stay at least {l} from every water-rights line of the parcel ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="176"/>
        <source>{What} is marked as shared with parcel {other}, but {why}; the side setback is not waived ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="180"/>
        <source>{What} provides {m_int} boat spaces; it may provide at most {l_int} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="183"/>
        <source>{What} covers {m}; the limit is {l} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="184"/>
        <source>The parcel has {m_int} {kinds}; at most {l_int} {allowed} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="187"/>
        <source>The parcel has {m_int} {kinds}; one is allowed for each boat the parcel may have, so at most {l_int} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="191"/>
        <source>A {kind} is not permitted on the waterside of the mean high water mark ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="194"/>
        <source>A {kind} needs {cmp} {l} of lakeshore; this parcel has {m} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="197"/>
        <source>A {kind} is not permitted for a {land_use} parcel ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="200"/>
        <source>A {kind} is permitted only on a residential parcel characterized by steep slopes ({s}); this parcel is not marked steep_slope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="204"/>
        <source>A {kind} is not permitted on a parcel that {why} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="207"/>
        <source>The main walkway of {what} is {walk} long, {m_pct} of the dock&apos;s total length of {total}; it must be at least {l_pct} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="211"/>
        <source>The main walkway of {what} is {m} wide (measured parallel to the mean high water mark); the limit is {l} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="21"/>
        <source>{What} covers {m}; an appendage may cover at most {l} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="164"/>
        <source>Parcels {owners} share a facility and have {m_int} docks together; the two are allowed {l_int} together, and a shared facility may not exceed that ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="168"/>
        <source>The facility shared by parcels {owners} covers {m}; a shared facility may cover at most {l} ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="172"/>
        <source>{What} is shared by {m_int} parcels ({owners}); a shared facility may have at most {l_int} owners ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="136"/>
        <source>{What} stands off parcel {parcel}, which has no neighbouring lakeshore parcel {side} it along the shore in the data (the data ends there): its water-rights line on that side is not drawn, so the setback from that line and whether {it} stays within it cannot be checked without the neighbouring parcel ({s}). Load the neighbour to check them; everything else is checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="83"/>
        <source>{What} has {m_int} enclosed sides; its sides shall not be enclosed in any manner ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="86"/>
        <source>{What} has {m_int} enclosed side; its sides shall not be enclosed in any manner ({s}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="99"/>
        <source>The parcel has {m_int} waterside features but may have none: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="102"/>
        <source>The parcel has {m_int} waterside feature but may have none: {reason}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LakeAuditAlgorithm</name>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="75"/>
        <source>Lake audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="78"/>
        <source>The whole lake at a glance, for planning and code-enforcement staff: every lakeshore parcel with what the law allows it (docks, boats, buoys), what stands there (STRUCTURES and BUOYS, existing = 1 for those digitized from aerial imagery, else proposed) and its state: compliant (no error or warning), nonconforming (warnings only: an existing structure that predates the law may continue, §160-126A / §44-9A) or violation (at least one error). Every rule is checklayout's.

AUDIT is the parcels layer, coloured by state (parcel_id, land_use, frontage_ft, docks_allowed, boats_allowed, buoys_allowed, docks, boats, buoys, state, errors, warnings, rules, citations); CSV the same rows as a table; VIOLATIONS (optional) every finding, as checklayout writes it; PDF (optional) a summary page, a lake overview map coloured by state and a page per parcel with its findings. The summary (parcels in each state, by rule and by land use) goes to the log, and the counts to the results: PARCEL_COUNT, COMPLIANT_COUNT, NONCONFORMING_COUNT, VIOLATION_COUNT, FINDING_COUNT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="103"/>
        <source>Violations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="106"/>
        <source>Audit table (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="106"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="109"/>
        <source>Audit report (PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="109"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="112"/>
        <source>Lakeshore parcels audited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="115"/>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="120"/>
        <source>PDF: the PDF renderer is not available here (the plugin is not loaded); leave PDF empty, or run the audit from QGIS with Shoreline Layout enabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="150"/>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="174"/>
        <source>Drawing the PDF ({n} parcels)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="137"/>
        <source>{structures} ({old} existing), {buoys} read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="137"/>
        <source>{n} structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="137"/>
        <source>{n} structures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="137"/>
        <source>{n} buoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="137"/>
        <source>{n} buoys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="174"/>
        <source>Drawing the PDF ({n} parcel)...</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LegalDescriptionAlgorithm</name>
    <message>
        <location filename="../processing/alg_legal_description.py" line="58"/>
        <source>Legal description (metes and bounds)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="61"/>
        <source>Writes, for each lakeshore parcel, a metes-and-bounds description of its mean high water tie line, its two water rights lines and its rights area, for a deed, an easement or a permit file: a point of beginning on the mean high water mark, then a call per course (quadrant bearing to the second and distance to 0.01 ft; curves at the 1,500 ft limit with radius, central angle, arc length and chord; the mark itself as a natural monument with its chord), the area enclosed and the closure (misclosure and precision ratio). Coordinates, units (US survey feet), basis of bearings (grid north of the working CRS) and the law&apos;s method and sections are stated.

OUTPUT_FOLDER: one plain UTF-8 text file per parcel, legal_&lt;parcel id&gt;.txt. CALLS: the rights area&apos;s calls as a table COGO software imports (numbers in numeric columns only). PARCEL_IDS: comma-separated parcel ids; empty describes every lakeshore parcel. TAX_MAP_FIELD names the parcels in the words (guessed from common names if empty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="77"/>
        <source>Tax map number field (guessed if empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="81"/>
        <source>Parcel ids (comma-separated; empty: every lakeshore parcel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="85"/>
        <source>Output folder for the descriptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="87"/>
        <source>Calls (table for COGO)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="90"/>
        <source>Number of descriptions</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="108"/>
        <source>Parcels {ids} have one file name after unsafe characters are replaced: their descriptions are {names}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="117"/>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="123"/>
        <source>OUTPUT_FOLDER: {why}; choose another folder or free space on the disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="136"/>
        <source>{pid}: no rights area (a water rights line on one side only, or none); its tie line and lines are described.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="154"/>
        <source>OUTPUT_FOLDER: {path} is the {param} input of this run; choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="166"/>
        <source>PARCEL_IDS: there is no parcel &apos;{pid}&apos; (ids come from PARCEL_ID_FIELD, else the feature ids).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="170"/>
        <source>PARCEL_IDS: parcel &apos;{pid}&apos; does not meet the MHW mark; only lakeshore parcels have a tie line, water rights lines and a rights area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="128"/>
        <source>{pid}: {n} call, {area} sq ft, misclosure {mis} ft ({ratio}) over {per} ft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="128"/>
        <source>{pid}: {n} calls, {area} sq ft, misclosure {mis} ft ({ratio}) over {per} ft.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MhwFromDemAlgorithm</name>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="47"/>
        <source>MHW mark from a DEM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="50"/>
        <source>Draws the mean high water mark as the contour of a DEM (a LiDAR ground model, a survey surface) at the law's mean high water level: Keuka 715.3 ft (§160-121). Where the law leaves the level blank (the Canandaigua text, §44-4) enter it as MHW level; a level the law sets cannot be replaced. Give the DEM's vertical units (ft or m) and its vertical datum; if that is not the law's (the USGS survey datum), give the shift in ft that takes the law's level to the DEM's datum.

GDAL's contouring (linear between cell centres) makes the contour; it is then cleaned to the lake's shore: the boundary of the largest water body below the level, its islands kept when they enclose at least MIN_ISLAND_SQFT, pits and ponds inland dropped, the DEM's edge (where the lake runs off it) cut away and pieces shorter than MIN_LENGTH_FT dropped, then simplified to SIMPLIFY_FT. OUTPUT is a line layer in the working CRS that waterrightslines takes as SHORELINE; every feature's note says the level, its datum and what was dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="66"/>
        <source>DEM (ground elevation raster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="68"/>
        <source>Band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="71"/>
        <source>MHW level, ft on the law&apos;s datum (only where the law leaves it blank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="75"/>
        <source>DEM vertical units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="78"/>
        <source>DEM vertical datum (stated in the output, e.g. NAVD88)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="81"/>
        <source>Datum shift, ft (added to the law&apos;s level to express it on the DEM&apos;s datum)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="95"/>
        <source>MHW mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="103"/>
        <source>DEM: no raster layer was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="129"/>
        <source>DEM cell: {cell} ft in {crs}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="149"/>
        <source>{output}: {n} feature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="149"/>
        <source>{output}: {n} features.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Notes</name>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="257"/>
        <source>The water-rights construction was canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="258"/>
        <source>Parcel {parcel} has no neighbouring lakeshore parcel after it along the shore ({why}): no water-rights line is drawn on that side and its rights area is not built. Add the neighbouring parcel to get it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="263"/>
        <source>Parcel {parcel} has no neighbouring lakeshore parcel before it along the shore ({why}): no water-rights line is drawn on that side and its rights area is not built. Add the neighbouring parcel to get it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="347"/>
        <source>Parcel {parcel} stands behind parcel {other} along the MHW mark: not a lakeshore parcel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="350"/>
        <source>Parcel {parcel} touches the MHW mark only at a point: not a lakeshore parcel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="353"/>
        <source>Parcel {parcel} meets the MHW mark in {n} separate places (its parts, with other parcels or more than {snap} ft of shore between them): only its longest front ({front} ft) is used. Give each part its own parcel id to draw lines for all of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="358"/>
        <source>Parcel {parcel} meets the MHW mark in {n} places (parts of the parcel) up to {snap} ft apart: taken as one frontage.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="376"/>
        <source>Parcel {parcel}: its polygon was invalid ({reason}) and was repaired.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="379"/>
        <source>Parcel {parcel}: it has no geometry, so it is left out; fix it on the tax map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="382"/>
        <source>Parcel {parcel}: it has no area, so it is left out; fix it on the tax map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="385"/>
        <source>Parcel {parcel}: its coordinates are not all finite numbers, so it is left out; fix it on the tax map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="389"/>
        <source>Parcel {parcel}: its geometry is not a polygon, so it is left out; fix it on the tax map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="428"/>
        <source>Parcel {parcel}: its tie line is only {length} ft long. A lakeshore lot this narrow is usually a sliver of the tax map: check it; its lines and rights area are drawn as found.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="441"/>
        <source>The tie line of parcel {parcel} has no length: no water-rights line can be drawn between {a} and {b}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="445"/>
        <source>Property class codes the crosswalk does not list were read by their category: {codes}. Add them to the crosswalk ([land_use_codes] of the profile) if that reading is wrong.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="459"/>
        <source>No parcel lies along shoreline piece {piece}: its water side is taken as the left of its drawn direction.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="268"/>
        <source>Parcel {parcel} comes within {tol} ft of the MHW mark, but none of its corners does: its lot lines cannot be found, so it is not treated as a lakeshore parcel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="272"/>
        <source>Parcel {parcel}: its lot lines meet the MHW mark in the wrong order (is it drawn on the water side?); not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="276"/>
        <source>Parcel {parcel}: its two lot lines meet different pieces of the MHW mark; not used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="279"/>
        <source>Parcel {parcel} lies wholly along the MHW mark (an island or a shore strip): its lot lines cannot be told from its front, so it is not treated as a lakeshore parcel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="362"/>
        <source>Parcel {parcel} lies wholly on the water side of the MHW mark: not a lakeshore parcel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="283"/>
        <source>Parcel {parcel}: a gap of {d} ft along the MHW mark between the lot lines of {a} and {b} was bridged: tie point midway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="327"/>
        <source>Parcel {parcel}: the lot line of {parcel} ran {d} ft into the lake and was cut at the MHW mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="331"/>
        <source>Parcels {a} and {b}: the lot line between {a} and {b} ran {d} ft into the lake and was cut at the MHW mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="335"/>
        <source>Parcel {parcel}: the lot line of {parcel} stopped {d} ft short and was extended to the MHW mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="339"/>
        <source>Parcels {a} and {b}: the lot line between {a} and {b} stopped {d} ft short and was extended to the MHW mark.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="343"/>
        <source>Parcel {parcel}: the lot line of {parcel} does not reach the MHW mark along its last segment: the nearest point of the mark is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="432"/>
        <source>Parcel {parcel}: the lot lines of {a} and {b} overlap by {d} ft along the MHW mark (a sliver): tie point midway.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="436"/>
        <source>Parcel {parcel}: the lot lines of {a} and {b} overlap by {d} ft along the MHW mark (a sliver): tie point midway; the overlap is wider than the {snap} ft snap tolerance: check the tax map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="392"/>
        <source>Rights area of {parcel}: {area} sq ft where its lines cross those of {other} is left to {other}, whose shore is nearer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="396"/>
        <source>Parcel {parcel}: its water-rights lines met {old} ft out, less than {min} ft: modified under the 200 ft rule ({section}) to meet {new} ft out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="400"/>
        <source>Parcel {parcel}: its water-rights lines meet {meet} ft out, less than {min} ft, and no modification of the lines satisfies the 200 ft rule ({section}): the bisectors are kept.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="404"/>
        <source>Parcel {parcel}: {short}, less than {min} ft: the 200 ft rule ({section}) is not met for this parcel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="365"/>
        <source>property class {code}, read by its category: the crosswalk does not list it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="368"/>
        <source>property class {code}, read through the crosswalk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="369"/>
        <source>property class {code}, read by the profile&apos;s override</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="372"/>
        <source>property class {code}, not a code the crosswalk knows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="375"/>
        <source>the value &apos;{value}&apos;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="408"/>
        <source>The water beyond the chords at points of land and islands could not be shared out on this shore ({reason}): those areas end at the straight line between their lines&apos; far ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="287"/>
        <source>{code} ({label}, {n} parcels) read as {use} by its category (the crosswalk does not list this code).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="291"/>
        <source>{code} ({label}, {n} parcels) read as {use} by its category (the crosswalk does not list this code): {explain}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="295"/>
        <source>{code} ({label}, {n} parcel) read as {use} by its category (the crosswalk does not list this code): {explain}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="299"/>
        <source>{code} ({label}, {n} parcel) read as {use} by its category (the crosswalk does not list this code).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="303"/>
        <source>{code} ({label}, {n} parcels) read as {use} by the crosswalk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="306"/>
        <source>{code} ({label}, {n} parcels) read as {use} by the crosswalk: {explain}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="309"/>
        <source>{code} ({label}, {n} parcel) read as {use} by the crosswalk: {explain}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="312"/>
        <source>{code} ({label}, {n} parcel) read as {use} by the crosswalk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="315"/>
        <source>{code} ({label}, {n} parcels) read as {use} by the profile&apos;s override.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="318"/>
        <source>{code} ({label}, {n} parcels) read as {use} by the profile&apos;s override: {explain}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="321"/>
        <source>{code} ({label}, {n} parcel) read as {use} by the profile&apos;s override: {explain}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="324"/>
        <source>{code} ({label}, {n} parcel) read as {use} by the profile&apos;s override.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="412"/>
        <source>{n} lakeshore parcels front water beyond the line of {names}, which the law excludes: they get no rights area ({shown}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="416"/>
        <source>{n} lakeshore parcel fronts water beyond the line of {names}, which the law excludes: it gets no rights area ({shown}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="420"/>
        <source>The MHW mark crosses or touches itself at {n} points: {where}. The water side and the tie points near them may be wrong: fix the shoreline layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="424"/>
        <source>The MHW mark crosses or touches itself at {n} point: {where}. The water side and the tie points near it may be wrong: fix the shoreline layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="449"/>
        <source>{n} stretches of lakeshore between lakeshore parcels belong to no parcel (gaps of {low} to {high} ft: road ends, rights-of-way): each gets its own tie points and its own water, and the lots beside it their lines at its edges.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="454"/>
        <source>{n} stretch of lakeshore between lakeshore parcels belongs to no parcel (a gap of {low} to {high} ft: a road end, a right-of-way): it gets its own tie points and its own water, and the lots beside it their lines at its edges.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParameterHelp</name>
    <message>
        <location filename="../processing/parameter_help.py" line="24"/>
        <source>Polygon layer of tax-map parcels, in any CRS (it is transformed to the working CRS). The parcels whose lot lines meet the MHW mark are the lakeshore parcels the law regulates. The layer is only read, never changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="29"/>
        <source>The mean-high-water (MHW) mark: a line layer, or a lake polygon layer (its boundary is used, islands included). The water side is found automatically: the side away from the parcels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="34"/>
        <source>The law to apply: keuka (Keuka Lake, Town of Jerusalem §160-118..131), canandaigua (Canandaigua Lake, City of Canandaigua §44) or the path of a profile TOML file (docs/profiles.md says how to write one). PROFILE_FILE, when given, is used instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="39"/>
        <source>Optional: a profile TOML file (a copy of a shipped law, edited). When given it is used instead of PROFILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="49"/>
        <source>The field holding each parcel&apos;s id (unique, e.g. the SBL / print key). Empty: the feature id. Outputs name parcels by this id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="53"/>
        <source>The field holding each parcel&apos;s land use: residential, marina, yacht_club, restaurant, hotel, municipal, other, or a New York property class code (210, 260, 414, 570, ...). Empty: every parcel is residential.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="58"/>
        <source>Optional: the tax map&apos;s lake frontage in feet (Keuka counts it when it is given; otherwise the shoreline within the parcel is measured).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="62"/>
        <source>Optional: a restaurant&apos;s seating capacity, which sets the boats it may dock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="65"/>
        <source>Optional: 1 where the parcel has the steep slope of Canandaigua §44-5I (30 degrees or more for 12 ft, starting within 10 ft of the mean high water mark): one boat accessory structure and 1,120 sq ft of dock space are then allowed. Empty: no steep slope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="70"/>
        <source>Optional: 1 where an upland structure stands within 60 ft of the mean high water mark (§44-5I(1)), which rules the steep-slope allowances out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="74"/>
        <source>Polygon layer of proposed or existing waterside structures. Fields: kind (dock, boat_hoist_structure, boat_station, boathouse, boat_accessory_structure, swim_float, ice_breaker, vessel), dock_id, part (walkway | appendage), construction (permanent | seasonal), height_ft, roof_pitch, slips, parcel_id, existing, replaces, visitor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="80"/>
        <source>Optional point layer of mooring buoys. Fields: vessel_length_ft and rode_length_ft (their sum is the swing radius), parcel_id (optional), visitor (optional: 1 for a short-term visitor mooring, which Keuka does not count, §160-123A(1)(f)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="85"/>
        <source>Optional raster of lake-bottom elevation in feet (band 1). With it, the depth exception to the reach is checked; without it, structures past the reach are findings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="90"/>
        <source>One row per lakeshore parcel: frontage and how it was measured, whether the parcel is eligible, docks, boats and buoys allowed, the largest and the consolidated dock area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="94"/>
        <source>One polygon per finding, drawn where it is (rule, section, severity, measured, limit, unit, message). Empty means the layout complies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="99"/>
        <source>The parcels&apos; owner-name field for the title block (guessed from common names if empty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="102"/>
        <source>The parcels&apos; address field for the title block (guessed from common names if empty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="105"/>
        <source>The parcels&apos; tax map number field for the title block (guessed from common names if empty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="111"/>
        <source>Who prepared the plan (name, licence), printed in the title block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="113"/>
        <source>The map scale: 1:600 (1&quot; = 50&apos;) by default; 1:n, n or 1&quot;=n&apos; are read; &apos;auto&apos; picks the largest engineering scale that fits the parcel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="117"/>
        <source>The folder the PDFs are written to, one siteplan_&lt;parcel id&gt;.pdf per parcel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="120"/>
        <source>The scale (1:n) the DXF&apos;s symbols and label heights are drawn for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="122"/>
        <source>A GeoPackage with one table per output layer, each with its style as the default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="124"/>
        <source>A layer definition file loading the GeoPackage&apos;s tables, styled, as one group (keep it beside the GeoPackage).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="128"/>
        <source>A DXF with one CAD layer per output layer and the labels as TEXT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="137"/>
        <source>Required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="139"/>
        <source>Optional: the RIGHTS_AREAS output of a waterrightslines run on these PARCELS and this SHORELINE with this PROFILE (it records the law in law and law_key). Given with WATER_RIGHTS_LINES and TIE_LINES of the same run, the water rights are read from them instead of computed again; a layer of another lake, tax map or law is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="145"/>
        <source>Optional, with RIGHTS_AREAS: the WATER_RIGHTS_LINES output of the same waterrightslines run (setbacks are measured from these lines).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="149"/>
        <source>Optional, with RIGHTS_AREAS: the TIE_LINES output of the same waterrightslines run (the frontage is measured along them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="153"/>
        <source>Optional: without it the plan shows the parcel only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="157"/>
        <source>The ground elevation raster (a LiDAR DEM, a survey surface) the MHW mark is contoured from, in any projected or geographic CRS; a file GDAL can open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="161"/>
        <source>The DEM&apos;s band holding the elevations (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="163"/>
        <source>Only where the law leaves the mean high water level blank (the Canandaigua text, §44-4): the level in ft on the law's datum. Where the law sets it (Keuka 715.3 ft, §160-121) a different value is refused; use DATUM_SHIFT_FT for a DEM on another datum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="168"/>
        <source>The DEM&apos;s elevation unit: ft (US survey) or m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="170"/>
        <source>The DEM&apos;s vertical datum (e.g. NAVD88), stated in the output&apos;s note.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="173"/>
        <source>Feet added to the law&apos;s level to express it on the DEM&apos;s datum (0: the DEM is on the law&apos;s datum). Stated in the output&apos;s note; never guessed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="177"/>
        <source>Islands enclosing less than this (sq ft) are DEM noise (spikes in open water) and dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="180"/>
        <source>A piece of shore left shorter than this (ft) where the lake runs off the DEM is dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="183"/>
        <source>Douglas-Peucker tolerance (ft) the contour is simplified to; 0 keeps it as contoured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="186"/>
        <source>The MHW mark: one line per shore piece and per island (kind, closed, level_ft, dem_level, length_ft, encloses_sqft, note). waterrightslines takes it as SHORELINE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="191"/>
        <source>The parcel ids to suggest a layout for, comma-separated; empty: every lakeshore parcel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="194"/>
        <source>Optional lake-bottom elevation raster (ft, band 1): where the water at the reach line is shallow, the dock may go on to the depth the law asks (never past its area limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="198"/>
        <source>The main walkway&apos;s width along the MHW mark (ft), capped by the law&apos;s maximum where it has one (Canandaigua 8 ft).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="202"/>
        <source>A boat hoist&apos;s width along the MHW mark (ft).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="204"/>
        <source>A boat hoist&apos;s length out from the MHW mark (ft).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="206"/>
        <source>The moored vessel&apos;s length (ft); with the rode it makes each buoy&apos;s swing radius.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="209"/>
        <source>The mooring rode&apos;s length (ft).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="211"/>
        <source>Where the law allows two docks, suggest one consolidated dock (Keuka up to 1,200 sq ft, Canandaigua 1,080) rather than one dock of the single-dock limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="215"/>
        <source>Suggest boat hoists beside the walkway (one per allowed boat, two at most).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="218"/>
        <source>Suggest mooring buoys for the boats the dock and hoists leave.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="225"/>
        <source>The suggested docks (walkway and appendage parts) and hoists, in the layout layers&apos; fields: they can be edited, checked and printed like a drawn layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="229"/>
        <source>The suggested mooring buoys (vessel_length_ft, rode_length_ft, parcel_id).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="232"/>
        <source>One row per parcel: the dock&apos;s shape and area against its allowance, and why it stops there (area limit, reach, envelope width, appendage limit) or why nothing is suggested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="66"/>
        <source>MHW tie lines: one line per lakeshore parcel between its two tie points (parcel_id, length_ft).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="66"/>
        <source>Water rights lines: one per tie point, starting on the MHW mark (parcel_a, parcel_b, azimuth_deg, waterside_angle_deg, length_ft, modified, note, repair_note). The main output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="66"/>
        <source>Rights areas: one polygon per lakeshore parcel between its water rights lines, and one per unparcelled strip of lakeshore (a road end: parcel_id empty, what it is in note) (parcel_id, area_sqft, closes_at_ft, modified, note, shoreline_ft, law, law_key). checklayout takes it with WATER_RIGHTS_LINES and TIE_LINES.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="66"/>
        <source>Reach lines: how far out a structure may reach, inside each rights area (parcel_id, reach_ft).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="66"/>
        <source>Permanent structure envelopes: where a permanent structure may stand, the rights area less the setback, within the reach (parcel_id, setback_ft, reach_ft, area_sqft).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="237"/>
        <source>Optional: the structures standing on the lake (existing = 1 for those digitized from aerial imagery, which may continue as nonconformities) and any proposed ones; without it every parcel is audited empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="243"/>
        <source>Optional: every finding behind the states, one polygon each in checklayout&apos;s fields (rule, section, severity, measured, limit, unit, message).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="247"/>
        <source>Optional: the AUDIT rows as a CSV table (UTF-8, one header line of the field names; empty where the layer has NULL), for a spreadsheet or a report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="251"/>
        <source>Optional: one PDF with a summary page, a lake overview map coloured by state and a page per parcel with its findings; its numbers are counted from the AUDIT rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="105"/>
        <source>Lake audit: one parcel polygon per lakeshore parcel (parcel_id, land_use, frontage_ft, docks_allowed, boats_allowed, buoys_allowed, docks, boats, buoys, state, errors, warnings, rules, citations); state is compliant, nonconforming (existing structures that may continue: warnings only) or violation (an error). Styled by state.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="220"/>
        <source>Also suggest buoys farther out than the law's anchorage distance (100 ft: a New York State anchorage permit on Keuka, §160-124F(3); a special anchorage area on Canandaigua, §44-7G(3)). Off by default: the report says how many more would fit out there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="273"/>
        <source>The submitted site plan as a DXF file (any version GDAL reads). Closed polylines (arcs included) and hatches on structure layers are structures, circles and points on buoy layers are mooring buoys, block inserts are exploded, and a TEXT or MTEXT within 25 ft of a feature is its label. The file is only read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="279"/>
        <source>The CRS the drawing&apos;s coordinates are in: a DXF does not say. Default EPSG:2261 (New York State Plane Central, US feet). A drawing that then does not lie on the parcels (drawn in metres, on a local grid, in another zone) is refused, naming what to set.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="284"/>
        <source>Optional: a CSV of pattern,kind rows giving each DXF layer its kind (patterns like DOCK* or *-MOOR*, case-insensitive, the first match deciding; kinds: dock, boat_hoist_structure, boat_station, boathouse, boat_accessory_structure, swim_float, ice_breaker, vessel, buoy). Empty: the table shipped with the plugin (core/submission/layer_map.csv), which is also the form to copy.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="291"/>
        <source>The structures read from the drawing, in the layout layers&apos; fields, with source_layer (the DXF layer), label (the drawing&apos;s text beside it), ref (the name the findings use: D1, H1, ...), entity, handle and area_sqft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="296"/>
        <source>The mooring buoys read from the drawing: a circle&apos;s radius is the swing radius (swing_radius_ft; carried as vessel_length_ft with a rode of 0), a point alone has none and is reported as not checkable.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="301"/>
        <source>One polygon per finding on the drawing&apos;s parcels, in Check layout&apos;s fields.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="304"/>
        <source>Every entity of the drawing that was not read as a structure, buoy or label (layer, entity, handle, code, why): layers the layer map does not name, open lines, blocks such as a north arrow, a title block far off the site, texts that label nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="309"/>
        <source>Optional: the review memo for the applicant and the board: the verdict, a map of the drawing over the water rights lines, the drawing&apos;s labels beside the findings, the allowance against what is proposed, what could not be read and the site-plan items the drawing lacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="256"/>
        <source>The parcels&apos; tax map number field: the description names the parcels by it (&quot;tax parcel 128.07-1-11&quot;); guessed from common names if empty, else the parcel id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="263"/>
        <source>The folder the descriptions are written to: one plain UTF-8 text file legal_&lt;parcel id&gt;.txt per parcel, ready to paste into a deed, an easement or a permit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="267"/>
        <source>Optional: the rights areas&apos; calls as a table for COGO software, one row per course: parcel_id, seq, kind (line or curve), bearing, distance_ft, radius_ft, arc_ft, chord_bearing, chord_ft, from_n, from_e, to_n, to_e, delta, turn, along, part.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="43"/>
        <source>The projected CRS, in feet, every length and area is measured in, and every output is written in. Not set: the law&apos;s working CRS ([profile] crs), else EPSG:2261 (NAD83 / New York Central (ftUS)) - the panel&apos;s rule; the log says which. A geographic CRS or one in metres is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="108"/>
        <source>The parcel ids to draw, comma-separated; empty draws every lakeshore parcel, one PDF each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="260"/>
        <source>The parcel ids to describe, comma-separated; empty describes every lakeshore parcel.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ReviewSubmissionAlgorithm</name>
    <message>
        <location filename="../processing/alg_review_submission.py" line="46"/>
        <source>Review a submission (DXF site plan)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="49"/>
        <source>Reads a surveyor&apos;s CAD site plan (a DXF file) as a layout and checks it like Check layout: closed polylines (arcs included) and hatches are structures, circles and points are mooring buoys (a circle&apos;s radius is the swing radius), block inserts are exploded, and a TEXT or MTEXT near a feature is its label. Each DXF layer is given a kind by its name (DOCK*, PIER*, HOIST*, LIFT*, BUOY*, MOOR*, ...; LAYER_MAP, a CSV of pattern,kind rows, replaces the table). A DXF holds no CRS: DRAWING_CRS says which it was drawn in (default EPSG:2261, New York State Plane Central, US feet); a drawing that does not lie on the parcels is refused.

Outputs: STRUCTURES and BUOYS (the layout layers&apos; fields, with the drawing&apos;s layer, label and entity handles), VIOLATIONS (Check layout&apos;s fields), UNREAD (every entity that was not read, and why) and OUTPUT_PDF, the review memo: the drawing&apos;s labels beside the findings, a map over the water rights lines, the allowance against what is proposed, what could not be read and the site-plan items the drawing lacks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="66"/>
        <source>Submitted site plan (DXF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="68"/>
        <source>CRS the drawing was drawn in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="70"/>
        <source>Layer map (CSV of pattern,kind rows)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="75"/>
        <source>Structures read from the drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="75"/>
        <source>Buoys read from the drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="75"/>
        <source>Violations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="75"/>
        <source>Not read from the drawing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="84"/>
        <source>Review memo (PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="84"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="93"/>
        <source>OUTPUT_PDF: the review memo is drawn by the plugin&apos;s report module, which is not loaded here; leave OUTPUT_PDF empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="105"/>
        <source>LAYER_MAP: &apos;{path}&apos; could not be read ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="108"/>
        <source>LAYER_MAP: &apos;{path}&apos;: {why}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="188"/>
        <source>Review memo: {path}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="144"/>
        <source>Not read: layer {layer}, {entity} {handle}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="110"/>
        <source>Layer map: {n} pattern from &apos;{path}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="110"/>
        <source>Layer map: {n} patterns from &apos;{path}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="138"/>
        <source>Drawing &apos;{name}&apos; read in {crs}: {s}, {b}, {u} not read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="138"/>
        <source>{n} structure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="138"/>
        <source>{n} structures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="138"/>
        <source>{n} buoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="138"/>
        <source>{n} buoys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="138"/>
        <source>{n} entity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="138"/>
        <source>{n} entities</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShorelineAlgorithm</name>
    <message>
        <location filename="../processing/base_algorithm.py" line="154"/>
        <source>Parcels (tax-map polygons)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="157"/>
        <source>Shoreline (MHW line, or lake polygon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="219"/>
        <source>Mooring buoys (points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="226"/>
        <source>Bathymetry (lake-bottom elevation raster, ft)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="448"/>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="367"/>
        <source>{name}: no layer was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="387"/>
        <source>Profile: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="413"/>
        <source>PARCELS: layer &apos;{name}&apos; has no features.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="429"/>
        <source>SHORELINE: layer &apos;{name}&apos; has no features.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="434"/>
        <source>Shoreline (MHW mark): {length:.1f} ft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="177"/>
        <source>Law profile (keuka, canandaigua, or a profile TOML path)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="185"/>
        <source>Profile file (optional: used instead of the law above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="384"/>
        <source>{parameter} &apos;{name}&apos; could not be read: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="257"/>
        <source>, so the depth exception to the reach could not be applied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="259"/>
        <source>{name}: &apos;{value}&apos; could not be opened as a raster (it is missing, damaged or not a raster file){why}. Give a readable raster, or leave {name} empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="272"/>
        <source>{name}: QGIS cannot write a layer to a path with a line break in it ({path}); choose a folder and file name without one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="399"/>
        <source>BATHYMETRY: &apos;{value}&apos; could not be opened as a raster, so the depth exception to the reach could not be applied. Give a readable elevation raster, or leave BATHYMETRY empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="404"/>
        <source>Bathymetry: band 1 of &apos;{name}&apos; (lake-bottom elevation, ft).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="420"/>
        <source>{n} parcel read in {crs}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="420"/>
        <source>{n} parcels read in {crs}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="192"/>
        <source>Working CRS (projected, feet; all outputs use it; not set: the law&apos;s)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShorelineLayout</name>
    <message>
        <location filename="../qgis_io/convert.py" line="145"/>
        <source>{what}: layer '{name}' has no CRS and its coordinates lie within ±180, ±90: they look like longitude/latitude degrees, and nothing may be measured in degrees. Set the layer's CRS (Layer Properties &gt; Source) and run again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="229"/>
        <source>{parameter}: layer &apos;{name}&apos; has no field &apos;{field}&apos; (its fields: {names}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="245"/>
        <source>{what} must be a {kind} layer; &apos;{name}&apos; is a {actual} layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="467"/>
        <source>PARCELS: no parcel layer was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="593"/>
        <source>PARCEL_ID_FIELD: field &apos;{field}&apos; of layer &apos;{name}&apos; repeats parcel ids: {listed}; parcel ids must be unique (merge multi-part parcels into one feature).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="612"/>
        <source>PARCELS: layer &apos;{name}&apos; has no parcel with a usable polygon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="635"/>
        <source>SHORELINE: no shoreline layer was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="653"/>
        <source>SHORELINE: layer &apos;{name}&apos; has no usable line or polygon geometry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="759"/>
        <source>STRUCTURES: no structures layer was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="830"/>
        <source>BUOYS: no buoy layer was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/crs.py" line="96"/>
        <source>The working CRS {crs} ({name}) is geographic (degrees); choose a projected CRS in feet, e.g. EPSG:2261 NAD83 / New York Central (ftUS).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/crs.py" line="102"/>
        <source>The working CRS {crs} ({name}) measures in {units}, not feet; choose a projected CRS in US survey feet, e.g. EPSG:2261 NAD83 / New York Central (ftUS).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/raster.py" line="25"/>
        <source>BATHYMETRY: the raster could not be opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/raster.py" line="29"/>
        <source>BATHYMETRY: raster &apos;{name}&apos; has no band {band}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/styles.py" line="63"/>
        <source>{layer}: the {style} style was not applied ({message}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="503"/>
        <source>the sink gave no reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="570"/>
        <source>No parcel meets the shoreline (MHW mark): check that PARCELS and SHORELINE cover the same place (they may be in different CRSs without one being set).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="576"/>
        <source> ({n} more in the log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="583"/>
        <source>the log says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="41"/>
        <source>DEM: no valid raster layer was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="44"/>
        <source>DEM: layer &apos;{name}&apos; is served by the &apos;{provider}&apos; provider; contouring needs a raster file GDAL can open (GeoTIFF, IMG, VRT, ...). Save the layer as a GeoTIFF (Export &gt; Save As) and use that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="51"/>
        <source>DEM: GDAL cannot open &apos;{source}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="81"/>
        <source>DEM: layer &apos;{name}&apos; has no CRS: set it (Layer Properties &gt; Source) so its cells can be placed on the parcels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="89"/>
        <source>DEM: layer &apos;{name}&apos; has no cell with data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="94"/>
        <source>DEM: its elevations run from {low} to {high} (its own units), so no contour at {level} exists: check the DEM&apos;s vertical units (ft or m), its datum and the MHW level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="123"/>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="125"/>
        <source>DEM: GDAL could not contour it: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="137"/>
        <source>DEM: its cells could not be transformed from {source} to {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/sinks.py" line="187"/>
        <source>A row could not be written: a value of {row} does not fit its field ({why}); no row is left out silently, so the run stops. Check the input that gave it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="76"/>
        <source>{parameter}: &apos;{name}&apos; is a {actual} layer; it must be the {kind} layer {parameter} of a waterrightslines run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="115"/>
        <source>&apos;{name}&apos;: feature {fid} could not be transformed to the working CRS {crs}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="134"/>
        <source> and {n} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="185"/>
        <source>RIGHTS_AREAS: &apos;{name}&apos; was computed under the law {recorded}, whose water-rights settings (reach, setbacks, 200 ft rule, jurisdiction) are not those of PROFILE &apos;{profile}&apos;: the check would measure against other lines. Run waterrightslines with PROFILE {profile} and give its outputs, or check with the PROFILE they were computed with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="248"/>
        <source>RIGHTS_AREAS: &apos;{name}&apos; has no rights area of a parcel: give the RIGHTS_AREAS of a waterrightslines run on this lake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="177"/>
        <source>RIGHTS_AREAS: &apos;{name}&apos; does not say which law it was computed under (law_key is empty: the layer was written by the panel or an older version, or edited), so it cannot be checked against PROFILE &apos;{profile}&apos;. Run waterrightslines with PROFILE {profile} and give its outputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="167"/>
        <source>RIGHTS_AREAS: &apos;{name}&apos; holds the rights area of parcel {pid} twice, apart: it is not the output of one waterrightslines run. Give the RIGHTS_AREAS of one run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="212"/>
        <source>CSV: {why}; nothing was written there. Choose another file or folder, or free space on the disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="226"/>
        <source>PDF: {why}; nothing was written there. Choose another file or folder, or free space on the disk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="230"/>
        <source>PDF: {path} could not be written: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/raster.py" line="65"/>
        <source>BATHYMETRY: raster &apos;{name}&apos; ({source}) opens but its data cannot be read (the file is damaged or cut short), so the depth exception to the reach cannot be applied. Give an undamaged raster, or leave BATHYMETRY empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="578"/>
        <source>No parcel is a lakeshore parcel: the nearest, {pid}, is {d} ft from the MHW mark (a lakeshore parcel comes within {tol} ft of it), but no parcel could be used: </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/crs.py" line="61"/>
        <source>The working CRS &apos;{crs}&apos; is not a coordinate reference system QGIS knows; choose a projected CRS in feet, e.g. EPSG:2261 NAD83 / New York Central (ftUS).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="652"/>
        <source>{n:,} lot line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="652"/>
        <source>{n:,} lot lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="655"/>
        <source>{n:,} warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="655"/>
        <source>{n:,} warnings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="657"/>
        <source>{lines} brought to the MHW mark: {codes}. Each is listed below ({warnings} first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="661"/>
        <source>{lines} brought to the MHW mark: {codes}. Each is listed below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/crs.py" line="79"/>
        <source>Measured in {crs}: the working CRS chosen for this run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/crs.py" line="81"/>
        <source>Measured in {crs}: the law&apos;s working CRS ([profile] crs of the profile), as no other was chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/crs.py" line="84"/>
        <source>Measured in {crs}, the default: no working CRS was chosen and the law names none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="505"/>
        <source>{name}: {count} feature could not be written to {destination} ({why}); the output is incomplete, so the run stops. Choose another format or file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="505"/>
        <source>{name}: {count} features could not be written to {destination} ({why}); the output is incomplete, so the run stops. Choose another format or file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="580"/>
        <source>PARCEL_ID_FIELD: field &apos;{field}&apos; of layer &apos;{name}&apos; is empty for feature {fids}; give every parcel an id or leave PARCEL_ID_FIELD unset to use feature ids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="580"/>
        <source>PARCEL_ID_FIELD: field &apos;{field}&apos; of layer &apos;{name}&apos; is empty for features {fids}; give every parcel an id or leave PARCEL_ID_FIELD unset to use feature ids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="54"/>
        <source>DEM: band {band} does not exist; &apos;{name}&apos; has {n} band.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="54"/>
        <source>DEM: band {band} does not exist; &apos;{name}&apos; has {n} bands.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="84"/>
        <source>{parameter}: &apos;{name}&apos; has no field {fields}: it is not the {parameter} output of waterrightslines (or was written by an older version). Run waterrightslines on this lake and give its {parameter}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="84"/>
        <source>{parameter}: &apos;{name}&apos; has no fields {fields}: it is not the {parameter} output of waterrightslines (or was written by an older version). Run waterrightslines on this lake and give its {parameter}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="256"/>
        <source>RIGHTS_AREAS names {n} parcel that PARCELS does not have ({ids}): it was computed from another tax map, or with another PARCEL_ID_FIELD. Run waterrightslines on these PARCELS (with the same PARCEL_ID_FIELD) and give its outputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="256"/>
        <source>RIGHTS_AREAS names {n} parcels that PARCELS does not have ({ids}): it was computed from another tax map, or with another PARCEL_ID_FIELD. Run waterrightslines on these PARCELS (with the same PARCEL_ID_FIELD) and give its outputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="273"/>
        <source>RIGHTS_AREAS: the rights area of {ids} does not touch its parcel in PARCELS: the layer is of another lake or of an earlier tax map. Run waterrightslines on these PARCELS and this SHORELINE and give its outputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="273"/>
        <source>RIGHTS_AREAS: the rights areas of {ids} do not touch their parcels in PARCELS: the layer is of another lake or of an earlier tax map. Run waterrightslines on these PARCELS and this SHORELINE and give its outputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="289"/>
        <source>WATER_RIGHTS_LINES / TIE_LINES name a parcel RIGHTS_AREAS does not have ({ids}): the three layers must come from one waterrightslines run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="289"/>
        <source>WATER_RIGHTS_LINES / TIE_LINES name parcels RIGHTS_AREAS does not have ({ids}): the three layers must come from one waterrightslines run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="303"/>
        <source>TIE_LINES: {n} tie point lies off this SHORELINE (up to {ft:.2f} ft): the water-rights layers were computed on another MHW mark. Run waterrightslines on this SHORELINE and give its outputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="303"/>
        <source>TIE_LINES: {n} tie points lie off this SHORELINE (up to {ft:.2f} ft): the water-rights layers were computed on another MHW mark. Run waterrightslines on this SHORELINE and give its outputs.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShorelinePanel</name>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="9"/>
        <source>Shoreline Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="23"/>
        <source>Lake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="29"/>
        <source>Parcels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="33"/>
        <source>Tax-map parcels (polygons, any CRS)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="37"/>
        <source>Parcel id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="41"/>
        <source>Field holding the parcel id (empty: the feature id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="45"/>
        <source>Land use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="49"/>
        <source>residential, marina, yacht_club, restaurant, hotel, municipal or other (empty: all residential)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="53"/>
        <source>Frontage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="57"/>
        <source>Tax-map lake frontage in feet (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="61"/>
        <source>Seating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="65"/>
        <source>Restaurant seating capacity (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="85"/>
        <source>MHW mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="89"/>
        <source>The mean-high-water mark: a line layer, or a lake polygon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="93"/>
        <source>Bathymetry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="97"/>
        <source>Optional raster of lake-bottom elevation (ft): enables the depth exceptions to the reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="101"/>
        <source>Law</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="108"/>
        <source>A profile TOML file (a copy of keuka.toml or canandaigua.toml changed for another lake)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="148"/>
        <source>Levels the law leaves blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="149"/>
        <source>The law&apos;s text gives no number here; enter it to apply the rules that need it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="157"/>
        <source>Compute water-rights lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="162"/>
        <source>Export overlays…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="182"/>
        <source>Parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="190"/>
        <source>Type or pick a lakeshore parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="195"/>
        <source>Click a parcel (or its water) on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="203"/>
        <source>Site plan…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="214"/>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="220"/>
        <source>Structures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="226"/>
        <source>Buoys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="235"/>
        <source>New layout…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="236"/>
        <source>Create STRUCTURES and BUOYS layers in a GeoPackage you name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="241"/>
        <source>Dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="244"/>
        <source>Walkway width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="314"/>
        <source> ft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="256"/>
        <source>Construction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="263"/>
        <source>Draw dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="266"/>
        <source>Press on the shore and drag out for the walkway; then press-drag appendages (T, L, fingers); right-click to finish the dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="274"/>
        <source>Hoist, station, boathouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="277"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="284"/>
        <source>Draw rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="287"/>
        <source>Press and drag a rectangle square to the shore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="295"/>
        <source>Mooring buoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="298"/>
        <source>Vessel length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="310"/>
        <source>Rode length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="323"/>
        <source>Place buoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="326"/>
        <source>Click to place a buoy; its swing circle follows the mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="349"/>
        <source>Violations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="69"/>
        <source>Steep slope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="73"/>
        <source>1 where the steep slope of Canandaigua §44-5I exists (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="77"/>
        <source>Upland near MHW</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="81"/>
        <source>1 where an upland structure stands within 60 ft of the MHW mark, §44-5I(1) (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="115"/>
        <source>Site plan fields</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="116"/>
        <source>The parcel fields the site plan prints in its title block</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="120"/>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="124"/>
        <source>Field holding the parcel&apos;s street address, printed on the site plan (empty: guessed from the field names)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="128"/>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="132"/>
        <source>Field holding the owner&apos;s name, printed on the site plan (empty: guessed from the field names)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="136"/>
        <source>Tax map no.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="140"/>
        <source>Field holding the tax map number, printed on the site plan (empty: guessed from the field names)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SitePlanReportAlgorithm</name>
    <message>
        <location filename="../processing/alg_site_plan.py" line="108"/>
        <source>Site plan report (PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="115"/>
        <source>Draws the site plan the law asks for (Keuka §160-124F(1)(b), Canandaigua §44-7G(1)(b)) with QGIS's print layout engine: a map to a stated engineering scale (1&quot; = 50', 1:600 unless SCALE says otherwise; a smaller standard scale if the parcel does not fit) with the parcel and its neighbours, the MHW mark, tie line, water-rights lines with azimuths and lengths, setback and reach lines, the envelope, the proposed structures and buoys with their dimensions and, with BATHYMETRY, the depth of the lake bottom; a state-plane grid, scale bar, north arrow, legend and title block; and a second sheet with allowed vs proposed facilities, every violation with its section, measured value and limit (or the statement that the layout complies), the readings of the law applied, the 200 ft rule and the applicant's certification the law requires, ready to sign.

PARCEL: one parcel id (or several, comma-separated); empty draws every lakeshore parcel, one PDF each, named siteplan_&lt;parcel id&gt;.pdf in OUTPUT_FOLDER. OWNER_FIELD, ADDRESS_FIELD and TAX_MAP_FIELD are guessed from common names when left empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="142"/>
        <source>Parcel id (empty: every lakeshore parcel, one PDF each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="145"/>
        <source>Prepared by (name, licence)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="153"/>
        <source>PDF files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="154"/>
        <source>Number of PDF files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="160"/>
        <source>SCALE: {exc}; write it as 1:600 or 1&quot;=50&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="179"/>
        <source>{param}: none found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="183"/>
        <source>{param}: {field} (guessed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="192"/>
        <source>PARCEL: there is no parcel &apos;{pid}&apos; (ids come from PARCEL_ID_FIELD, else the feature ids).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="196"/>
        <source>PARCEL: parcel &apos;{pid}&apos; does not meet the MHW mark; a site plan is drawn for lakeshore parcels only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="147"/>
        <source>Map scale (1:600 is 1&quot; = 50&apos;; empty fits the parcel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="212"/>
        <source>OUTPUT_FOLDER: {why}; that site plan was not written. Free space on the disk or choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="216"/>
        <source>OUTPUT_FOLDER: {folder} could not be written ({why}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="151"/>
        <source>Output folder for the PDFs</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="200"/>
        <source>Drawing {n} site plan.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="200"/>
        <source>Drawing {n} site plans.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SuggestLayoutAlgorithm</name>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="65"/>
        <source>Suggest layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="68"/>
        <source>What is the most the law allows here? For each lakeshore parcel (or the PARCEL_IDS named), the largest dock it may have: a main walkway square to the MHW mark from the best point of the permanent-structure envelope, with a T or L bar or fingers where they add area, within the reach (past it, with BATHYMETRY, where the depth exception allows), the setbacks and the dock area limit (one consolidated dock where two docks are allowed, unless CONSOLIDATE is off); on Canandaigua the 8 ft walkway, its 50% share of the length and the 256 sq ft appendages. Boat hoists beside it and mooring buoys whose swing circles (vessel length + rode) clear the water-rights lines, the structures and each other, within the boats and buoys allowed.

Every suggestion is checked by checklayout&apos;s rules and shrunk or pruned until no error is left. STRUCTURES and BUOYS have the layout layers&apos; fields; REPORT has one row per parcel: the dock area used against the allowance and why it stops there (area limit, reach, envelope width), or why nothing is suggested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="85"/>
        <source>Only these parcel ids (comma separated; empty: every lakeshore parcel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="98"/>
        <source>Suggested structures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="100"/>
        <source>Suggested buoys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="102"/>
        <source>Suggestion report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="127"/>
        <source>PARCEL_IDS: {unknown} is not a lakeshore parcel id of PARCELS (lakeshore parcels: {shore}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="136"/>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="174"/>
        <source>{pid}: {note}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="178"/>
        <source>{docks} suggested on {parcels}; {hoists}, {buoys}. Each was checked: no errors.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="178"/>
        <source>{n} dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="178"/>
        <source>{n} docks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="178"/>
        <source>{n} lakeshore parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="178"/>
        <source>{n} lakeshore parcels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="178"/>
        <source>{n} hoist</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="178"/>
        <source>{n} hoists</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="178"/>
        <source>{n} buoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="178"/>
        <source>{n} buoys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>Toolbox</name>
    <message>
        <location filename="../processing/toolbox.py" line="22"/>
        <source>Water rights and shoreline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="23"/>
        <source>Docks and moorings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="24"/>
        <source>Reports and documents</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="53"/>
        <source>Water rights lines, tie lines, rights areas, reach lines and dock envelopes of every lakeshore parcel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="56"/>
        <source>The mean high water mark as a contour of a DEM, cleaned to the lake&apos;s shore.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="58"/>
        <source>Water rights lines as a styled GeoPackage, a layer definition and a DXF for CAD.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="60"/>
        <source>How many docks, boats and mooring buoys each lakeshore parcel is allowed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="62"/>
        <source>Checks docks, boat hoists and mooring buoys against the docking law.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="64"/>
        <source>Suggests the largest dock, boat hoists and mooring buoys the law allows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="66"/>
        <source>The site plan PDF the docking law asks for, one per parcel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="68"/>
        <source>The whole lake&apos;s docks and moorings: compliant, nonconforming or in violation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="73"/>
        <source>Checks a surveyor&apos;s DXF site plan against the law and writes a review memo.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="70"/>
        <source>Metes-and-bounds description of a parcel&apos;s water rights lines and rights area, for a deed, an easement or a permit.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WaterRightsLinesAlgorithm</name>
    <message>
        <location filename="../processing/alg_water_rights.py" line="24"/>
        <source>Water rights lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="75"/>
        <source>{output}: {n} feature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="75"/>
        <source>{output}: {n} features.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="80"/>
        <source>{parcels}, {lines}, {m} modified by the 200 ft rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="80"/>
        <source>{n} lakeshore parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="80"/>
        <source>{n} lakeshore parcels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="80"/>
        <source>{n} water rights line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="80"/>
        <source>{n} water rights lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="27"/>
        <source>Builds the mean-high-water tie lines and the water rights lines of every lakeshore parcel by the method of Keuka §160-122C / Canandaigua §44-5C: tie points where lot lines meet the MHW mark, the waterside angle between neighbouring tie lines bisected and projected over the water, and the 200 ft rule applied where a parcel's lines meet too close to shore (changed lines have modified = 1 and a note).

Writes WATER_RIGHTS_LINES (one line per tie point, the main output) and, unless skipped, TIE_LINES (one per lakeshore parcel), RIGHTS_AREAS (each parcel's area between its lines), REACH_LINES (65 ft Keuka, 60 ft Canandaigua, inside the rights area) and ENVELOPES (where a permanent structure may stand: rights area less the setback, within the reach); those four are created by default.

PROFILE: keuka, canandaigua or the path of a profile TOML (or PROFILE_FILE). All lengths are US survey feet in the working CRS (CRS, else the law's, else EPSG:2261; the log says which). Input layers are never changed; every repair (lot lines extended, cut or bridged) is in the note field of the water-rights line at its tie point, and in the log (past 20 lot-line repairs: their count per code, then each of them in one entry).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
