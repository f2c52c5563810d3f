<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name>@default</name>
    <message>
        <location filename="../ui/controller.py" line="116"/>
        <source>Shoreline Layout panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="120"/>
        <source>Compute water-rights lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="134"/>
        <source>Show a parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="135"/>
        <source>Draw a dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="136"/>
        <source>Draw a hoist, station or boathouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="138"/>
        <source>Place a mooring buoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="66"/>
        <source>Shoreline Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="303"/>
        <source>This project&apos;s Shoreline Layout layers were computed before it was saved, as memory layers, and are empty now: press Compute to make them again (they are then kept in a GeoPackage beside the project).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="372"/>
        <source>Choose the profile TOML file, or pick Keuka or Canandaigua.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="449"/>
        <source>{n} lakeshore parcels, {l} water-rights lines ({c} changed by the 200 ft rule) under {law}; computed in {s:.2f} s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="454"/>
        <source>{n} warnings:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="440"/>
        <source>Computed {n} lakeshore parcels into {file} beside the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/lake_layers.py" line="44"/>
        <source>Computed {n} lakeshore parcels in memory layers: save the project, then Compute, to keep them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/lake_layers.py" line="51"/>
        <source>Computed {{n}} lakeshore parcels in memory layers: {file} beside the project was not written by Shoreline Layout, so it was left alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="526"/>
        <source>One layout feature could not be checked as drawn: see the findings in the Shoreline Layout panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="529"/>
        <source>{n} layout features could not be checked as drawn: see the findings in the Shoreline Layout panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="532"/>
        <source>The layout layers have input problems: see the findings in the Shoreline Layout panel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="539"/>
        <source>Could not check the edited layout: {err} (details in the Log Messages panel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="562"/>
        <source>The layer {name} lacks the {role} fields of a layout; use New layout… to create proper layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="590"/>
        <source>New layout GeoPackage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="590"/>
        <source>GeoPackage (*.gpkg)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="614"/>
        <source>New layout in {path}: draw docks, structures and buoys with the panel&apos;s tools.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="64"/>
        <source>Write the site plan PDF of the parcel shown, with the layout&apos;s docks, structures and buoys as they are now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="66"/>
        <source>Write the five outputs as a styled GeoPackage, a layer definition (.qlr) and a DXF into a folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="66"/>
        <source>Compute the water-rights lines first (Lake tab).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_view.py" line="39"/>
        <source>Compute the water-rights lines first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="86"/>
        <source>Pick a parcel on the Parcel tab first (type its id or use Show a parcel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_view.py" line="41"/>
        <source>There is no parcel {pid} in the computed lake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="100"/>
        <source>Folder for the site plan of {pid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="112"/>
        <source>Site plan of {pid} written:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="112"/>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="121"/>
        <source>Folder for the water-rights overlays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="130"/>
        <source>Overlays written (GeoPackage, .qlr, DXF) in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="130"/>
        <source>Open folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_view.py" line="46"/>
        <source>{f} layout features; {v} findings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="121"/>
        <source>Compute the water-rights lines to check a layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="125"/>
        <source>No layout to check: create one with New layout… or choose the structures and buoys layers.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="24"/>
        <source>One input problem is listed first: fix it to have its feature checked as drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="24"/>
        <source>{k} input problems are listed first: fix them to have their features checked as drawn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="29"/>
        <source>No violation of {law} found in what could be checked.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="32"/>
        <source>One note below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="32"/>
        <source>{n} notes below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="34"/>
        <source>The layout complies with {law}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="36"/>
        <source>One violation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="36"/>
        <source>{e} violations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="37"/>
        <source>(and one note)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="37"/>
        <source>(and {k} notes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="39"/>
        <source>{what} of {law}{more}. Click a row to see it on the map.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/errors.py" line="71"/>
        <source>Could not {what}: {err} (details in the Log Messages panel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="55"/>
        <source>Site plan</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="55"/>
        <source>Prepared by (name, licence number):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="101"/>
        <source>Parcel {pid} does not meet the MHW mark; a site plan is drawn for lakeshore parcels only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="126"/>
        <source>Cannot write in {folder}: choose a folder you may write to.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="115"/>
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
        <location filename="../ui/suggest_button.py" line="115"/>
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
        <location filename="../ui/map_tools/dock_tool.py" line="232"/>
        <source>Add dock walkway</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/dock_tool.py" line="246"/>
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
        <location filename="../ui/panel.py" line="85"/>
        <source>Rule profiles (*.toml)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="259"/>
        <source>not set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="56"/>
        <source>Land use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="59"/>
        <source>This parcel does not meet the MHW mark: it has no water rights.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="66"/>
        <source>Frontage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="69"/>
        <source>Tie line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="72"/>
        <source>MHW within parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="74"/>
        <source>Tax-map frontage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="79"/>
        <source>Eligible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="81"/>
        <source>Docks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="84"/>
        <source>Boats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="85"/>
        <source>Buoys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="26"/>
        <source>Dock area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="90"/>
        <source>Boathouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="90"/>
        <source>allowed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="92"/>
        <source>Note</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="94"/>
        <source>Sections</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="99"/>
        <source>do not meet within the limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="101"/>
        <source>Rights area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="105"/>
        <source>Envelope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="114"/>
        <source>Line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="116"/>
        <source>200 ft rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="116"/>
        <source>changed its lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="116"/>
        <source>did not change its lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="98"/>
        <source>Choose a law (Keuka, Canandaigua or a profile TOML file).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="138"/>
        <source>Choose the parcel layer first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="140"/>
        <source>Choose the layer with the mean-high-water (MHW) mark first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_layer.py" line="102"/>
        <source>Error</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_layer.py" line="102"/>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_layer.py" line="102"/>
        <source>Information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="69"/>
        <source>Structures (docks, hoists, boathouses, ... polygons)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="89"/>
        <source>Structures (docks, hoists, ... polygons)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="91"/>
        <source>Owner name field (guessed if empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="91"/>
        <source>Address field (guessed if empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="91"/>
        <source>Tax map number field (guessed if empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="63"/>
        <source>MHW tie lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="63"/>
        <source>Water rights lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="63"/>
        <source>Rights areas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="63"/>
        <source>Reach lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="63"/>
        <source>Permanent structure envelopes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="241"/>
        <source>complies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="241"/>
        <source>not regulated by the law</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="241"/>
        <source>does not comply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="244"/>
        <source>{verdict}, {n} finding(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="245"/>
        <source>Parcel {pid}: {path} ({pages} sheets, 1:{scale:,}, {verdict})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="248"/>
        <source>Parcel {pid}: {note}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/template_builder.py" line="237"/>
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
        <location filename="../ui/panel.py" line="38"/>
        <source>Keuka Lake — Town of Jerusalem §160-118..131</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="38"/>
        <source>Canandaigua Lake — City of Canandaigua §44 (2002 proposed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="38"/>
        <source>Profile file (TOML)…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="14"/>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="14"/>
        <source>Owner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="15"/>
        <source>Tax map no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="16"/>
        <source>Info</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="18"/>
        <source>the length of the tie line between the parcel&apos;s two tie points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="19"/>
        <source>the tax map&apos;s lake frontage (the frontage field)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="20"/>
        <source>the length of the MHW mark within the parcel (the tax map gives none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_layer.py" line="37"/>
        <source>Violations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="24"/>
        <source>Setback from rights line</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="25"/>
        <source>Outside the rights area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="26"/>
        <source>Beyond the reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="27"/>
        <source>Walkway width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="28"/>
        <source>Walkway share of dock length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="29"/>
        <source>Appendage area</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="30"/>
        <source>Dock separation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="30"/>
        <source>Too many docks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="31"/>
        <source>Too many boats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="31"/>
        <source>Too many buoys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="32"/>
        <source>Swing circle outside</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="33"/>
        <source>Swing circles touch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="33"/>
        <source>Height</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="34"/>
        <source>Roof pitch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="35"/>
        <source>Slips per station</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="36"/>
        <source>Structure not permitted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="37"/>
        <source>Anchorage permit needed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="38"/>
        <source>Parcel not eligible</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="39"/>
        <source>Rights line modified (200 ft rule)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="40"/>
        <source>Input problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="44"/>
        <source>Rule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="44"/>
        <source>Parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="44"/>
        <source>Measured</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="44"/>
        <source>Limit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="44"/>
        <source>Section</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="44"/>
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
        <location filename="../ui/controller.py" line="139"/>
        <source>Distance from the MHW mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="317"/>
        <source>The saved results could not be reconnected: {why} Press Compute once the inputs are chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="365"/>
        <source>A computation is already running: wait for it or press Cancel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="378"/>
        <source>Reconnecting the saved results…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="378"/>
        <source>Computing the water-rights lines…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="397"/>
        <source>Compute was canceled; the results on the map are as they were.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="406"/>
        <source>Compute failed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="437"/>
        <source>Reconnected the results of {n} lakeshore parcels saved beside the project.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="466"/>
        <source>they were computed under {law}; press Compute for the law chosen now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="469"/>
        <source>the layers or fields chosen have changed since they were computed; press Compute to bring them up to date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="135"/>
        <source>Out of date: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="38"/>
        <source>The layout ({names}) has edits that are not saved. Save them before writing the site plan? The plan shows the layout as it is now either way; saving keeps it as the plan shows it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="98"/>
        <source>Could not save the edits of {name}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/help.py" line="59"/>
        <source>The help pages are missing from this installation ({path}): reinstall the plugin from its zip.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/lake_layers.py" line="48"/>
        <source>Computed {{n}} lakeshore parcels in memory layers: {file} beside the project holds the input layer(s) {layers}, and inputs are never written.</source>
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
        <location filename="../ui/panel.py" line="143"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="145"/>
        <source>Stop the computation; the results on the map stay as they were</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="156"/>
        <source>Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="157"/>
        <source>The plugin&apos;s documentation: the walkthrough, the rules, the readings of the law</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="172"/>
        <source>drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="173"/>
        <source>A walkway of this length is laid by a click on the shore; &quot;drag&quot; draws it as long as the drag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="177"/>
        <source>Length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="142"/>
        <source>The MHW mark is the parcel layer {name}: choose the line layer that holds the mean-high-water mark in the MHW box.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="162"/>
        <source> The panel measures in {crs} only: run the Processing algorithms with that CRS.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="201"/>
        <source>The computation was canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="40"/>
        <source>Suggest layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="42"/>
        <source>Add the largest dock the law allows on the parcel shown, with hoists and buoys, to the layout layers (checked: no errors; Undo removes it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="69"/>
        <source>Pick a lakeshore parcel on the Parcel tab first (type its id or use Show a parcel).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="74"/>
        <source>Create the layout layers first (New layout…): the suggestion is added to them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="78"/>
        <source>The layout already has features on parcel {pid} (in {layers}): delete them first, so that the suggestion is checked alone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="86"/>
        <source>Parcel {pid} is not a lakeshore parcel of the computed lake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="92"/>
        <source>Suggest layout for {pid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="96"/>
        <source>Suggest buoys for {pid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="100"/>
        <source>Undo removes it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="128"/>
        <source>The layer {name} refused a feature.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="144"/>
        <source> and </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="80"/>
        <source>{param} (layer &apos;{name}&apos;)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="82"/>
        <source>{output}: {target} is the file of the input {which}: writing there would overwrite it. Inputs are never written: choose another file for {output} (or a temporary output).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="106"/>
        <source>1 feature</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="106"/>
        <source>{n} features</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="128"/>
        <source>{path} holds the layer(s) {layers} of this project: a new layout is never written into an input&apos;s file. Choose a new GeoPackage for the layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="141"/>
        <source>{path} exists. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="143"/>
        <source>New layout replaces its layers {layers} with empty ones: what is drawn in them is lost. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="146"/>
        <source>New layout adds the layers &apos;structures&apos; and &apos;buoys&apos; to it. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="148"/>
        <source>Its other layers ({layers}) are kept. </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="149"/>
        <source>Go on? No leaves the file as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="73"/>
        <source>Rights areas of a waterrightslines run (optional)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="74"/>
        <source>Water rights lines of that run (with rights areas)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="75"/>
        <source>MHW tie lines of that run (with rights areas)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="54"/>
        <source>Parcels compliant</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="55"/>
        <source>Parcels nonconforming (may continue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="56"/>
        <source>Parcels in violation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="104"/>
        <source>Structures standing or proposed (polygons; existing = 1 for those already there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="101"/>
        <source>Lake audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="85"/>
        <source>{what} would be written over {path}, the file of the layer(s) {layers} of this project: documents are never written over a layer&apos;s file. Choose another folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="103"/>
        <source>The site plan of {pid}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="122"/>
        <source>The overlays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/dock_tool.py" line="238"/>
        <source>Walkway added to dock {d}. Press-drag appendages (T, L, fingers), or click and type their length and width; right-click to finish the dock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/typed.py" line="68"/>
        <source>length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/typed.py" line="68"/>
        <source>width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../ui/map_tools/typed.py" line="73"/>
        <source>type the figures: Tab (or x) to the next, Enter to draw, Esc to stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../report/audit_pdf.py" line="128"/>
        <source>Lake audit PDF: {parcels} parcel sheets, {total} sheets in all.</source>
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
        <location filename="../processing/alg_allowed_facilities.py" line="79"/>
        <source>{pid}: {land_use}, {frontage:.1f} ft ({method}) -&gt; {eligible}, docks {docks}, boats {boats}, buoys {buoys}, dock area {area:.0f} sq ft</source>
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
</context>
<context>
    <name>CheckLayoutAlgorithm</name>
    <message>
        <location filename="../processing/alg_check_layout.py" line="47"/>
        <source>Check layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="50"/>
        <source>Checks docks, boat hoists and stations, boathouses, swim floats, ice breakers, vessels and mooring buoys against the profile&apos;s law: setbacks from the water rights lines, the reach from the MHW mark (with the depth exception where a BATHYMETRY raster of lake-bottom elevation in feet is given), dock area and walkway rules, counts, separation, buoy swing circles, heights and roof pitch. One VIOLATIONS feature per finding with the rule code, the section of the law, the measured value and the limit; an empty VIOLATIONS layer means the layout complies.

STRUCTURES fields: kind, dock_id, part, construction, height_ft, roof_pitch, slips, parcel_id. BUOYS fields: vessel_length_ft, rode_length_ft, parcel_id. VIOLATIONS is a polygon layer: a finding at a point or along a line is drawn as a small disc or band around it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="82"/>
        <source>Violations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="140"/>
        <source>{s} structure(s), {b} buoy(s) read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="147"/>
        <source>Bathymetry: band 1 of &apos;{name}&apos; (lake-bottom elevation, ft).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="61"/>
        <source>RIGHTS_AREAS, WATER_RIGHTS_LINES and TIE_LINES (optional, all three together): the outputs of a waterrightslines run on the same PARCELS, SHORELINE and PROFILE, used instead of computing the water rights lines again (a Graphical Modeler chain computes them once); layers of another lake, tax map or law are refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="105"/>
        <source>{given} given without {missing}: the water rights of a waterrightslines run are read from its RIGHTS_AREAS, WATER_RIGHTS_LINES and TIE_LINES together. Give all three (from one run), or none to compute them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="121"/>
        <source>Water rights read from &apos;{areas}&apos; ({n} lakeshore parcel(s), {lines} water rights line(s)): not computed again.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CheckedSink</name>
    <message>
        <location filename="../processing/base_algorithm.py" line="419"/>
        <source>{name} failed: {error}: {exc}. This is a bug in Shoreline Layout, not a problem with your data that you could fix: please report it with the input layers (the details are in the Log Messages panel, under Shoreline Layout).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportOverlaysAlgorithm</name>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="26"/>
        <source>Export water-rights overlays (GeoPackage, QLR, DXF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="33"/>
        <source>Computes the tie lines, water-rights lines, rights areas, reach lines and envelopes and writes them for use in other maps:
- OUTPUT_GPKG: a GeoPackage with one table per output, each with its style saved in the file&apos;s layer_styles table as the default, so QGIS opens it styled;
- OUTPUT_QLR (optional): a QGIS layer definition that loads those tables, styles included, as one group (paths relative to the .qlr: keep it beside the GeoPackage);
- OUTPUT_DXF (optional): a DXF written by QGIS&apos;s DXF export, one CAD layer per output (tie_lines, water_rights_lines, rights_areas, reach_lines, envelopes), labels as TEXT; DXF_SCALE sets the scale symbols and label heights are drawn for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="47"/>
        <source>DXF symbology scale (1:n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="50"/>
        <source>Styled GeoPackage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="52"/>
        <source>Layer definition file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="55"/>
        <source>DXF</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="70"/>
        <source>OUTPUT_GPKG: give a GeoPackage file to write.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="76"/>
        <source>Wrote {files}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LakeAuditAlgorithm</name>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="78"/>
        <source>Lake audit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="86"/>
        <source>The whole lake at a glance, for planning and code-enforcement staff: every lakeshore parcel with what the law allows it (docks, boats, buoys), what stands there (STRUCTURES and BUOYS, existing = 1 for those digitized from aerial imagery, else proposed) and its state: compliant (no error or warning), nonconforming (warnings only: an existing structure that predates the law may continue, §160-126A / §44-9A) or violation (at least one error). Every rule is checklayout's.

AUDIT is the parcels layer, coloured by state (parcel_id, land_use, frontage_ft, docks_allowed, boats_allowed, buoys_allowed, docks, boats, buoys, state, errors, warnings, rules, citations); CSV the same rows as a table; VIOLATIONS (optional) every finding, as checklayout writes it; PDF (optional) a summary page, a lake overview map coloured by state and a page per parcel with its findings. The summary (parcels in each state, by rule and by land use) goes to the log, and the counts to the results: PARCEL_COUNT, COMPLIANT_COUNT, NONCONFORMING_COUNT, VIOLATION_COUNT, FINDING_COUNT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="111"/>
        <source>Violations</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="114"/>
        <source>Audit table (CSV)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="114"/>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="117"/>
        <source>Audit report (PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="117"/>
        <source>PDF files (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="120"/>
        <source>Lakeshore parcels audited</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="123"/>
        <source>Findings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="128"/>
        <source>PDF: the PDF renderer is not available here (the plugin is not loaded); leave PDF empty, or run the audit from QGIS with Shoreline Layout enabled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="144"/>
        <source>{s} structure(s) ({old} existing), {b} buoy(s) read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="151"/>
        <source>Bathymetry: band 1 of &apos;{name}&apos; (lake-bottom elevation, ft).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="161"/>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="184"/>
        <source>Drawing the PDF ({n} parcels)...</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="192"/>
        <source>PDF: {path} could not be written: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MhwFromDemAlgorithm</name>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="46"/>
        <source>MHW mark from a DEM</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="49"/>
        <source>Draws the mean high water mark as the contour of a DEM (a LiDAR ground model, a survey surface) at the law's mean high water level: Keuka 715.3 ft (§160-121). Where the law leaves the level blank (the Canandaigua text, §44-4) enter it as MHW level; a level the law sets cannot be replaced. Give the DEM's vertical units (ft or m) and its vertical datum; if that is not the law's (the USGS survey datum), give the shift in ft that takes the law's level to the DEM's datum.

GDAL's contouring (linear between cell centres) makes the contour; it is then cleaned to the lake's shore: the boundary of the largest water body below the level, its islands kept when they enclose at least MIN_ISLAND_SQFT, pits and ponds inland dropped, the DEM's edge (where the lake runs off it) cut away and pieces shorter than MIN_LENGTH_FT dropped, then simplified to SIMPLIFY_FT. OUTPUT is a line layer in the working CRS that waterrightslines takes as SHORELINE; every feature's note says the level, its datum and what was dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="65"/>
        <source>DEM (ground elevation raster)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="67"/>
        <source>Band</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="70"/>
        <source>MHW level, ft on the law&apos;s datum (only where the law leaves it blank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="74"/>
        <source>DEM vertical units</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="77"/>
        <source>DEM vertical datum (stated in the output, e.g. NAVD88)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="80"/>
        <source>Datum shift, ft (added to the law&apos;s level to express it on the DEM&apos;s datum)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="94"/>
        <source>MHW mark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="102"/>
        <source>DEM: no raster layer was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="128"/>
        <source>DEM cell: {cell} ft in {crs}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="147"/>
        <source>{output}: {n} feature(s).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ParameterHelp</name>
    <message>
        <location filename="../processing/parameter_help.py" line="22"/>
        <source>Polygon layer of tax-map parcels, in any CRS (it is transformed to the working CRS). The parcels whose lot lines meet the MHW mark are the lakeshore parcels the law regulates. The layer is only read, never changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="27"/>
        <source>The mean-high-water (MHW) mark: a line layer, or a lake polygon layer (its boundary is used, islands included). The water side is found automatically: the side away from the parcels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="32"/>
        <source>The law to apply: keuka (Keuka Lake, Town of Jerusalem §160-118..131), canandaigua (Canandaigua Lake, City of Canandaigua §44) or the path of a profile TOML file (docs/profiles.md says how to write one). PROFILE_FILE, when given, is used instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="37"/>
        <source>Optional: a profile TOML file (a copy of a shipped law, edited). When given it is used instead of PROFILE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="41"/>
        <source>The projected CRS, in feet, every length and area is measured in, and every output is written in. Default EPSG:2261 (NAD83 / New York Central (ftUS)); a geographic CRS or one in metres is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="46"/>
        <source>The field holding each parcel&apos;s id (unique, e.g. the SBL / print key). Empty: the feature id. Outputs name parcels by this id.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="50"/>
        <source>The field holding each parcel&apos;s land use: residential, marina, yacht_club, restaurant, hotel, municipal, other, or a New York property class code (210, 260, 414, 570, ...). Empty: every parcel is residential.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="55"/>
        <source>Optional: the tax map&apos;s lake frontage in feet (Keuka counts it when it is given; otherwise the shoreline within the parcel is measured).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="59"/>
        <source>Optional: a restaurant&apos;s seating capacity, which sets the boats it may dock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="62"/>
        <source>Optional: 1 where the parcel has the steep slope of Canandaigua §44-5I (30 degrees or more for 12 ft, starting within 10 ft of the mean high water mark): one boat accessory structure and 1,120 sq ft of dock space are then allowed. Empty: no steep slope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="67"/>
        <source>Optional: 1 where an upland structure stands within 60 ft of the mean high water mark (§44-5I(1)), which rules the steep-slope allowances out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="71"/>
        <source>Polygon layer of proposed or existing waterside structures. Fields: kind (dock, boat_hoist_structure, boat_station, boathouse, boat_accessory_structure, swim_float, ice_breaker, vessel), dock_id, part (walkway | appendage), construction (permanent | seasonal), height_ft, roof_pitch, slips, parcel_id, existing, replaces, visitor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="77"/>
        <source>Optional point layer of mooring buoys. Fields: vessel_length_ft and rode_length_ft (their sum is the swing radius), parcel_id (optional), visitor (optional: 1 for a short-term visitor mooring, which Keuka does not count, §160-123A(1)(f)).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="82"/>
        <source>Optional raster of lake-bottom elevation in feet (band 1). With it, the depth exception to the reach is checked; without it, structures past the reach are findings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="87"/>
        <source>One row per lakeshore parcel: frontage and how it was measured, whether the parcel is eligible, docks, boats and buoys allowed, the largest and the consolidated dock area.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="91"/>
        <source>One polygon per finding, drawn where it is (rule, section, severity, measured, limit, unit, message). Empty means the layout complies.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="96"/>
        <source>The parcels&apos; owner-name field for the title block (guessed from common names if empty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="99"/>
        <source>The parcels&apos; address field for the title block (guessed from common names if empty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="102"/>
        <source>The parcels&apos; tax map number field for the title block (guessed from common names if empty).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="105"/>
        <source>The parcel id(s) to draw, comma-separated; empty draws every lakeshore parcel, one PDF each.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="108"/>
        <source>Who prepared the plan (name, licence), printed in the title block.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="110"/>
        <source>The map scale: 1:600 (1&quot; = 50&apos;) by default; 1:n, n or 1&quot;=n&apos; are read; &apos;auto&apos; picks the largest engineering scale that fits the parcel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="114"/>
        <source>The folder the PDFs are written to, one siteplan_&lt;parcel id&gt;.pdf per parcel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="117"/>
        <source>The scale (1:n) the DXF&apos;s symbols and label heights are drawn for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="119"/>
        <source>A GeoPackage with one table per output layer, each with its style as the default.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="121"/>
        <source>A layer definition file loading the GeoPackage&apos;s tables, styled, as one group (keep it beside the GeoPackage).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="125"/>
        <source>A DXF with one CAD layer per output layer and the labels as TEXT.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="134"/>
        <source>Required.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="136"/>
        <source>Optional: the RIGHTS_AREAS output of a waterrightslines run on these PARCELS and this SHORELINE with this PROFILE (it records the law in law and law_key). Given with WATER_RIGHTS_LINES and TIE_LINES of the same run, the water rights are read from them instead of computed again; a layer of another lake, tax map or law is refused.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="142"/>
        <source>Optional, with RIGHTS_AREAS: the WATER_RIGHTS_LINES output of the same waterrightslines run (setbacks are measured from these lines).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="146"/>
        <source>Optional, with RIGHTS_AREAS: the TIE_LINES output of the same waterrightslines run (the frontage is measured along them).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="150"/>
        <source>Optional: without it the plan shows the parcel only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="154"/>
        <source>The ground elevation raster (a LiDAR DEM, a survey surface) the MHW mark is contoured from, in any projected or geographic CRS; a file GDAL can open.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="158"/>
        <source>The DEM&apos;s band holding the elevations (default 1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="160"/>
        <source>Only where the law leaves the mean high water level blank (the Canandaigua text, §44-4): the level in ft on the law's datum. Where the law sets it (Keuka 715.3 ft, §160-121) a different value is refused; use DATUM_SHIFT_FT for a DEM on another datum.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="165"/>
        <source>The DEM&apos;s elevation unit: ft (US survey) or m.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="167"/>
        <source>The DEM&apos;s vertical datum (e.g. NAVD88), stated in the output&apos;s note.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="170"/>
        <source>Feet added to the law&apos;s level to express it on the DEM&apos;s datum (0: the DEM is on the law&apos;s datum). Stated in the output&apos;s note; never guessed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="174"/>
        <source>Islands enclosing less than this (sq ft) are DEM noise (spikes in open water) and dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="177"/>
        <source>A piece of shore left shorter than this (ft) where the lake runs off the DEM is dropped.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="180"/>
        <source>Douglas-Peucker tolerance (ft) the contour is simplified to; 0 keeps it as contoured.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="183"/>
        <source>The MHW mark: one line per shore piece and per island (kind, closed, level_ft, dem_level, length_ft, encloses_sqft, note). waterrightslines takes it as SHORELINE.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="188"/>
        <source>The parcel ids to suggest a layout for, comma-separated; empty: every lakeshore parcel.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="191"/>
        <source>Optional lake-bottom elevation raster (ft, band 1): where the water at the reach line is shallow, the dock may go on to the depth the law asks (never past its area limit).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="195"/>
        <source>The main walkway&apos;s width along the MHW mark (ft), capped by the law&apos;s maximum where it has one (Canandaigua 8 ft).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="199"/>
        <source>A boat hoist&apos;s width along the MHW mark (ft).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="201"/>
        <source>A boat hoist&apos;s length out from the MHW mark (ft).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="203"/>
        <source>The moored vessel&apos;s length (ft); with the rode it makes each buoy&apos;s swing radius.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="206"/>
        <source>The mooring rode&apos;s length (ft).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="208"/>
        <source>Where the law allows two docks, suggest one consolidated dock (Keuka up to 1,200 sq ft, Canandaigua 1,080) rather than one dock of the single-dock limit.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="212"/>
        <source>Suggest boat hoists beside the walkway (one per allowed boat, two at most).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="215"/>
        <source>Suggest mooring buoys for the boats the dock and hoists leave.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="217"/>
        <source>The suggested docks (walkway and appendage parts) and hoists, in the layout layers&apos; fields: they can be edited, checked and printed like a drawn layout.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="221"/>
        <source>The suggested mooring buoys (vessel_length_ft, rode_length_ft, parcel_id).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="224"/>
        <source>One row per parcel: the dock&apos;s shape and area against its allowance, and why it stops there (area limit, reach, envelope width, appendage limit) or why nothing is suggested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="63"/>
        <source>MHW tie lines: one line per lakeshore parcel between its two tie points (parcel_id, length_ft).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="63"/>
        <source>Water rights lines: one per tie point, starting on the MHW mark (parcel_a, parcel_b, azimuth_deg, waterside_angle_deg, length_ft, modified, note, repair_note). The main output.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="63"/>
        <source>Rights areas: one polygon per lakeshore parcel between its water rights lines, and one per unparcelled strip of lakeshore (a road end: parcel_id empty, what it is in note) (parcel_id, area_sqft, closes_at_ft, modified, note, shoreline_ft, law, law_key). checklayout takes it with WATER_RIGHTS_LINES and TIE_LINES.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="63"/>
        <source>Reach lines: how far out a structure may reach, inside each rights area (parcel_id, reach_ft).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="63"/>
        <source>Permanent structure envelopes: where a permanent structure may stand, the rights area less the setback, within the reach (parcel_id, setback_ft, reach_ft, area_sqft).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="229"/>
        <source>Optional: the structures standing on the lake (existing = 1 for those digitized from aerial imagery, which may continue as nonconformities) and any proposed ones; without it every parcel is audited empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="235"/>
        <source>Optional: every finding behind the states, one polygon each in checklayout&apos;s fields (rule, section, severity, measured, limit, unit, message).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="239"/>
        <source>Optional: the AUDIT rows as a CSV table (UTF-8, one header line of the field names; empty where the layer has NULL), for a spreadsheet or a report.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="243"/>
        <source>Optional: one PDF with a summary page, a lake overview map coloured by state and a page per parcel with its findings; its numbers are counted from the AUDIT rows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="101"/>
        <source>Lake audit: one parcel polygon per lakeshore parcel (parcel_id, land_use, frontage_ft, docks_allowed, boats_allowed, buoys_allowed, docks, boats, buoys, state, errors, warnings, rules, citations); state is compliant, nonconforming (existing structures that may continue: warnings only) or violation (an error). Styled by state.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShorelineAlgorithm</name>
    <message>
        <location filename="../processing/base_algorithm.py" line="126"/>
        <source>Parcels (tax-map polygons)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="129"/>
        <source>Shoreline (MHW line, or lake polygon)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="159"/>
        <source>Working CRS (projected, feet; all outputs use it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="173"/>
        <source>Mooring buoys (points)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="178"/>
        <source>Bathymetry (lake-bottom elevation raster, ft)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="318"/>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="257"/>
        <source>{name}: no layer was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="277"/>
        <source>Profile: {title}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="285"/>
        <source>PARCELS: layer &apos;{name}&apos; has no features.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="292"/>
        <source>{n} parcel(s) read in {crs}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="299"/>
        <source>SHORELINE: layer &apos;{name}&apos; has no features.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="304"/>
        <source>Shoreline (MHW mark): {length:.1f} ft.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="149"/>
        <source>Law profile (keuka, canandaigua, or a profile TOML path)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="154"/>
        <source>Profile file (optional: used instead of the law above)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="274"/>
        <source>{parameter} &apos;{name}&apos; could not be read: {exc}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ShorelineLayout</name>
    <message>
        <location filename="../processing/base_algorithm.py" line="467"/>
        <source>{n:,} lot line(s) brought to the MHW mark: {codes}. Each is listed below ({w:,} warning(s) first).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="471"/>
        <source>{n:,} lot line(s) brought to the MHW mark: {codes}. Each is listed below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="136"/>
        <source>{what}: layer '{name}' has no CRS and its coordinates lie within ±180, ±90: they look like longitude/latitude degrees, and nothing may be measured in degrees. Set the layer's CRS (Layer Properties &gt; Source) and run again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="220"/>
        <source>{parameter}: layer &apos;{name}&apos; has no field &apos;{field}&apos; (its fields: {names}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="236"/>
        <source>{what} must be a {kind} layer; &apos;{name}&apos; is a {actual} layer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="456"/>
        <source>PARCELS: no parcel layer was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="567"/>
        <source>PARCEL_ID_FIELD: field &apos;{field}&apos; of layer &apos;{name}&apos; is empty for feature(s) {fids}; give every parcel an id or leave PARCEL_ID_FIELD unset to use feature ids.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="576"/>
        <source>PARCEL_ID_FIELD: field &apos;{field}&apos; of layer &apos;{name}&apos; repeats parcel ids: {listed}; parcel ids must be unique (merge multi-part parcels into one feature).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="595"/>
        <source>PARCELS: layer &apos;{name}&apos; has no parcel with a usable polygon.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="618"/>
        <source>SHORELINE: no shoreline layer was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="636"/>
        <source>SHORELINE: layer &apos;{name}&apos; has no usable line or polygon geometry.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="741"/>
        <source>STRUCTURES: no structures layer was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="812"/>
        <source>BUOYS: no buoy layer was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/crs.py" line="26"/>
        <source>The working CRS {crs} ({name}) is geographic (degrees); choose a projected CRS in feet, e.g. EPSG:2261 NAD83 / New York Central (ftUS).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/crs.py" line="32"/>
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
        <location filename="../processing/base_algorithm.py" line="358"/>
        <source>the sink gave no reason</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="360"/>
        <source>{name}: {count} feature(s) could not be written to {destination} ({why}); the output is incomplete, so the run stops. Choose another format or file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="390"/>
        <source>No parcel meets the shoreline (MHW mark): check that PARCELS and SHORELINE cover the same place (they may be in different CRSs without one being set).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="396"/>
        <source> ({n} more in the log)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="403"/>
        <source>the log says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="39"/>
        <source>DEM: no valid raster layer was given.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="42"/>
        <source>DEM: layer &apos;{name}&apos; is served by the &apos;{provider}&apos; provider; contouring needs a raster file GDAL can open (GeoTIFF, IMG, VRT, ...). Save the layer as a GeoTIFF (Export &gt; Save As) and use that.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="49"/>
        <source>DEM: GDAL cannot open &apos;{source}&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="52"/>
        <source>DEM: band {band} does not exist; &apos;{name}&apos; has {n} band(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="77"/>
        <source>DEM: layer &apos;{name}&apos; has no CRS: set it (Layer Properties &gt; Source) so its cells can be placed on the parcels.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="85"/>
        <source>DEM: layer &apos;{name}&apos; has no cell with data.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="90"/>
        <source>DEM: its elevations run from {low} to {high} (its own units), so no contour at {level} exists: check the DEM&apos;s vertical units (ft or m), its datum and the MHW level.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="119"/>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="121"/>
        <source>DEM: GDAL could not contour it: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="133"/>
        <source>DEM: its cells could not be transformed from {source} to {target}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/sinks.py" line="178"/>
        <source>A row could not be written: a value of {row} does not fit its field ({why}); no row is left out silently, so the run stops. Check the input that gave it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="74"/>
        <source>{parameter}: &apos;{name}&apos; is a {actual} layer; it must be the {kind} layer {parameter} of a waterrightslines run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="82"/>
        <source>{parameter}: &apos;{name}&apos; has no field(s) {fields}: it is not the {parameter} output of waterrightslines (or was written by an older version). Run waterrightslines on this lake and give its {parameter}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="109"/>
        <source>&apos;{name}&apos;: feature {fid} could not be transformed to the working CRS {crs}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="128"/>
        <source> and {n} more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="179"/>
        <source>RIGHTS_AREAS: &apos;{name}&apos; was computed under the law {recorded}, whose water-rights settings (reach, setbacks, 200 ft rule, jurisdiction) are not those of PROFILE &apos;{profile}&apos;: the check would measure against other lines. Run waterrightslines with PROFILE {profile} and give its outputs, or check with the PROFILE they were computed with.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="242"/>
        <source>RIGHTS_AREAS: &apos;{name}&apos; has no rights area of a parcel: give the RIGHTS_AREAS of a waterrightslines run on this lake.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="250"/>
        <source>RIGHTS_AREAS names {n} parcel(s) that PARCELS does not have ({ids}): it was computed from another tax map, or with another PARCEL_ID_FIELD. Run waterrightslines on these PARCELS (with the same PARCEL_ID_FIELD) and give its outputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="263"/>
        <source>RIGHTS_AREAS: the rights area(s) of {ids} do not touch their parcels in PARCELS: the layer is of another lake or of an earlier tax map. Run waterrightslines on these PARCELS and this SHORELINE and give its outputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="275"/>
        <source>WATER_RIGHTS_LINES / TIE_LINES name parcel(s) RIGHTS_AREAS does not have ({ids}): the three layers must come from one waterrightslines run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="285"/>
        <source>TIE_LINES: {n} tie point(s) lie off this SHORELINE (up to {ft:.2f} ft): the water-rights layers were computed on another MHW mark. Run waterrightslines on this SHORELINE and give its outputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="171"/>
        <source>RIGHTS_AREAS: &apos;{name}&apos; does not say which law it was computed under (law_key is empty: the layer was written by the panel or an older version, or edited), so it cannot be checked against PROFILE &apos;{profile}&apos;. Run waterrightslines with PROFILE {profile} and give its outputs.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="161"/>
        <source>RIGHTS_AREAS: &apos;{name}&apos; holds the rights area of parcel {pid} twice, apart: it is not the output of one waterrightslines run. Give the RIGHTS_AREAS of one run.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="230"/>
        <source>CSV: {path} could not be written ({why}); choose another file or folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="398"/>
        <source>No parcel is a lakeshore parcel: the nearest, {pid}, is {d} ft from the MHW mark (a lakeshore parcel comes within {tol} ft of it), but no parcel could be used: </source>
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
        <location filename="../resources/shoreline_panel.ui" line="115"/>
        <source>Levels the law leaves blank</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="116"/>
        <source>The law&apos;s text gives no number here; enter it to apply the rules that need it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="124"/>
        <source>Compute water-rights lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="129"/>
        <source>Export overlays…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="147"/>
        <source>Parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="155"/>
        <source>Type or pick a lakeshore parcel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="160"/>
        <source>Click a parcel (or its water) on the map</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="168"/>
        <source>Site plan…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="179"/>
        <source>Layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="185"/>
        <source>Structures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="191"/>
        <source>Buoys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="200"/>
        <source>New layout…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="201"/>
        <source>Create STRUCTURES and BUOYS layers in a GeoPackage you name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="206"/>
        <source>Dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="209"/>
        <source>Walkway width</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="279"/>
        <source> ft</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="221"/>
        <source>Construction</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="228"/>
        <source>Draw dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="231"/>
        <source>Press on the shore and drag out for the walkway; then press-drag appendages (T, L, fingers); right-click to finish the dock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="239"/>
        <source>Hoist, station, boathouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="242"/>
        <source>Kind</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="249"/>
        <source>Draw rectangle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="252"/>
        <source>Press and drag a rectangle square to the shore</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="260"/>
        <source>Mooring buoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="263"/>
        <source>Vessel length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="275"/>
        <source>Rode length</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="288"/>
        <source>Place buoy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="291"/>
        <source>Click to place a buoy; its swing circle follows the mouse</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="312"/>
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
</context>
<context>
    <name>SitePlanReportAlgorithm</name>
    <message>
        <location filename="../processing/alg_site_plan.py" line="64"/>
        <source>Site plan report (PDF)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="71"/>
        <source>Draws the site plan the law asks for (Keuka §160-124F(1)(b), Canandaigua §44-7G(1)(b)) with QGIS's print layout engine: a map to a stated engineering scale (1&quot; = 50', 1:600 unless SCALE says otherwise; a smaller standard scale if the parcel does not fit) with the parcel and its neighbours, the MHW mark, tie line, water-rights lines with azimuths and lengths, setback and reach lines, the envelope, the proposed structures and buoys with their dimensions and, with BATHYMETRY, the depth of the lake bottom; a state-plane grid, scale bar, north arrow, legend and title block; and a second sheet with allowed vs proposed facilities, every violation with its section, measured value and limit (or the statement that the layout complies), the readings of the law applied, the 200 ft rule and the applicant's certification the law requires, ready to sign.

PARCEL: one parcel id (or several, comma-separated); empty draws every lakeshore parcel, one PDF each, named siteplan_&lt;parcel id&gt;.pdf in OUTPUT_FOLDER. OWNER_FIELD, ADDRESS_FIELD and TAX_MAP_FIELD are guessed from common names when left empty.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="98"/>
        <source>Parcel id (empty: every lakeshore parcel, one PDF each)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="101"/>
        <source>Prepared by (name, licence)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="103"/>
        <source>Map scale (1:600 is 1&quot; = 50&apos;; &apos;auto&apos; fits the parcel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="107"/>
        <source>Output folder for the PDF(s)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="109"/>
        <source>PDF files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="110"/>
        <source>Number of PDF files</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="116"/>
        <source>SCALE: {exc}; write it as 1:600 or 1&quot;=50&apos;.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="136"/>
        <source>{param}: none found</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="140"/>
        <source>{param}: {field} (guessed)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="149"/>
        <source>PARCEL: there is no parcel &apos;{pid}&apos; (ids come from PARCEL_ID_FIELD, else the feature ids).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="153"/>
        <source>PARCEL: parcel &apos;{pid}&apos; does not meet the MHW mark; a site plan is drawn for lakeshore parcels only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="157"/>
        <source>Drawing {n} site plan(s).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SuggestLayoutAlgorithm</name>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="64"/>
        <source>Suggest layout</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="67"/>
        <source>What is the most the law allows here? For each lakeshore parcel (or the PARCEL_IDS named), the largest dock it may have: a main walkway square to the MHW mark from the best point of the permanent-structure envelope, with a T or L bar or fingers where they add area, within the reach (past it, with BATHYMETRY, where the depth exception allows), the setbacks and the dock area limit (one consolidated dock where two docks are allowed, unless CONSOLIDATE is off); on Canandaigua the 8 ft walkway, its 50% share of the length and the 256 sq ft appendages. Boat hoists beside it and mooring buoys whose swing circles (vessel length + rode) clear the water-rights lines, the structures and each other, within the boats and buoys allowed.

Every suggestion is checked by checklayout&apos;s rules and shrunk or pruned until no error is left. STRUCTURES and BUOYS have the layout layers&apos; fields; REPORT has one row per parcel: the dock area used against the allowance and why it stops there (area limit, reach, envelope width), or why nothing is suggested.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="84"/>
        <source>Only these parcel ids (comma separated; empty: every lakeshore parcel)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="97"/>
        <source>Suggested structures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="99"/>
        <source>Suggested buoys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="101"/>
        <source>Suggestion report</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="122"/>
        <source>Bathymetry: band 1 of &apos;{name}&apos; (lake-bottom elevation, ft).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="132"/>
        <source>PARCEL_IDS: {unknown} is not a lakeshore parcel id of PARCELS (lakeshore parcels: {shore}).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="141"/>
        <source>Canceled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="179"/>
        <source>{pid}: {note}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="181"/>
        <source>{d} dock(s) suggested on {p} lakeshore parcel(s); {h} hoist(s), {b} buoy(s). Each was checked: no errors.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WaterRightsLinesAlgorithm</name>
    <message>
        <location filename="../processing/alg_water_rights.py" line="23"/>
        <source>Water rights lines</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="73"/>
        <source>{output}: {n} feature(s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="76"/>
        <source>{p} lakeshore parcel(s), {n} water rights line(s), {m} modified by the 200 ft rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="26"/>
        <source>Builds the mean-high-water tie lines and the water rights lines of every lakeshore parcel by the method of Keuka §160-122C / Canandaigua §44-5C: tie points where lot lines meet the MHW mark, the waterside angle between neighbouring tie lines bisected and projected over the water, and the 200 ft rule applied where a parcel's lines meet too close to shore (changed lines have modified = 1 and a note).

Writes WATER_RIGHTS_LINES (one line per tie point, the main output) and, unless skipped, TIE_LINES (one per lakeshore parcel), RIGHTS_AREAS (each parcel's area between its lines), REACH_LINES (65 ft Keuka, 60 ft Canandaigua, inside the rights area) and ENVELOPES (where a permanent structure may stand: rights area less the setback, within the reach); those four are created by default.

PROFILE: keuka, canandaigua or the path of a profile TOML (or PROFILE_FILE). All lengths are US survey feet in the working CRS (default EPSG:2261). Input layers are never changed; every repair (lot lines extended, cut or bridged) is in the note field of the water-rights line at its tie point, and in the log (past 20 lot-line repairs: their count per code, then each of them in one entry).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
