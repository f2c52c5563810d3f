<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>@default</name>
    <message>
        <location filename="../ui/controller.py" line="113" />
        <source>Shoreline Layout panel</source>
        <translation>Shoreline-Layout-Bedienfeld</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="117" />
        <source>Compute water-rights lines</source>
        <translation>Wasserrechtslinien berechnen</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="127" />
        <source>Show a parcel</source>
        <translation>Flurstück zeigen</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="128" />
        <source>Draw a dock</source>
        <translation>Steg zeichnen</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="129" />
        <source>Draw a hoist, station or boathouse</source>
        <translation>Bootslift, Liegeplatz oder Bootshaus zeichnen</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="131" />
        <source>Place a mooring buoy</source>
        <translation>Festmacherboje setzen</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="44" />
        <source>Shoreline Layout</source>
        <translation>Shoreline Layout</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="270" />
        <source>This project's Shoreline Layout layers were computed before it was saved, as memory layers, and are empty now: press Compute to make them again (they are then kept in a GeoPackage beside the project).</source>
        <translation>Die Shoreline-Layout-Layer dieses Projekts wurden vor dem Speichern als temporäre Layer berechnet und sind jetzt leer: Drücken Sie „Berechnen“, um sie neu zu erzeugen (sie werden dann in einem GeoPackage neben dem Projekt gespeichert).</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="304" />
        <source>Choose the profile TOML file, or pick Keuka or Canandaigua.</source>
        <translation>Wählen Sie die Profildatei (TOML) oder Keuka bzw. Canandaigua.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="339" />
        <source>{n} lakeshore parcels, {l} water-rights lines ({c} changed by the 200 ft rule) under {law}; computed in {s:.2f} s.</source>
        <translation>{n} Uferflurstücke, {l} Wasserrechtslinien ({c} durch die 200-ft-Regel geändert) nach {law}; berechnet in {s:.2f} s.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="344" />
        <source>{n} warnings:</source>
        <translation>{n} Warnungen:</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="349" />
        <source>Computed {n} lakeshore parcels into {file} beside the project.</source>
        <translation>{n} Uferflurstücke berechnet, gespeichert in {file} neben dem Projekt.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="361" />
        <source>Computed {n} lakeshore parcels in memory layers: save the project, then Compute, to keep them.</source>
        <translation>{n} Uferflurstücke in temporären Layern berechnet: Speichern Sie das Projekt und berechnen Sie dann erneut, um sie zu behalten.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="363" />
        <source>Computed {{n}} lakeshore parcels in memory layers: {file} beside the project was not written by Shoreline Layout, so it was left alone.</source>
        <translation>{{n}} Uferflurstücke in temporären Layern berechnet: {file} neben dem Projekt stammt nicht von Shoreline Layout und blieb daher unverändert.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="398" />
        <source>One layout feature could not be checked as drawn: see the findings in the Shoreline Layout panel.</source>
        <translation>Ein Objekt des Anlagenplans konnte nicht wie gezeichnet geprüft werden: siehe die Befunde im Shoreline-Layout-Bedienfeld.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="401" />
        <source>{n} layout features could not be checked as drawn: see the findings in the Shoreline Layout panel.</source>
        <translation>{n} Objekte des Anlagenplans konnten nicht wie gezeichnet geprüft werden: siehe die Befunde im Shoreline-Layout-Bedienfeld.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="404" />
        <source>The layout layers have input problems: see the findings in the Shoreline Layout panel.</source>
        <translation>Die Layer des Anlagenplans enthalten Eingabeprobleme: siehe die Befunde im Shoreline-Layout-Bedienfeld.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="411" />
        <source>Could not check the edited layout: {err} (details in the Log Messages panel).</source>
        <translation>Der bearbeitete Anlagenplan konnte nicht geprüft werden: {err} (Details im Bedienfeld Protokollmeldungen).</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="456" />
        <source>The layer {name} lacks the {role} fields of a layout; use New layout… to create proper layers.</source>
        <translation>Dem Layer {name} fehlen die {role}-Felder eines Anlagenplans; legen Sie mit „Neuer Anlagenplan…“ passende Layer an.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="482" />
        <source>New layout GeoPackage</source>
        <translation>GeoPackage für neuen Anlagenplan</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="482" />
        <source>GeoPackage (*.gpkg)</source>
        <translation>GeoPackage (*.gpkg)</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="497" />
        <source>New layout in {path}: draw docks, structures and buoys with the panel's tools.</source>
        <translation>Neuer Anlagenplan in {path}: Zeichnen Sie Stege, Bauwerke und Bojen mit den Werkzeugen des Bedienfelds.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="510" />
        <source>Write the site plan PDF of the parcel shown, with the layout's docks, structures and buoys as they are now</source>
        <translation>Den Lageplan des angezeigten Flurstücks als PDF schreiben, mit den Stegen, Bauwerken und Bojen des Anlagenplans im jetzigen Stand</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="512" />
        <source>Write the five outputs as a styled GeoPackage, a layer definition (.qlr) and a DXF into a folder</source>
        <translation>Die fünf Ergebnisse als gestaltetes GeoPackage, Layerdefinition (.qlr) und DXF in einen Ordner schreiben</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="515" />
        <source>Compute the water-rights lines first (Lake tab).</source>
        <translation>Berechnen Sie zuerst die Wasserrechtslinien (Reiter „See“).</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/parcel_tool.py" line="27" />
        <source>Compute the water-rights lines first.</source>
        <translation>Berechnen Sie zuerst die Wasserrechtslinien.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="531" />
        <source>Pick a parcel on the Parcel tab first (type its id or use Show a parcel).</source>
        <translation>Wählen Sie zuerst auf dem Reiter „Flurstück“ ein Flurstück (Kennung eingeben oder „Flurstück zeigen“ verwenden).</translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="69" />
        <source>There is no parcel {pid} in the computed lake.</source>
        <translation>Im berechneten See gibt es kein Flurstück {pid}.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="535" />
        <source>Folder for the site plan of {pid}</source>
        <translation>Ordner für den Lageplan von {pid}</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="548" />
        <source>Site plan of {pid} written:</source>
        <translation>Lageplan von {pid} geschrieben:</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="548" />
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="556" />
        <source>Folder for the water-rights overlays</source>
        <translation>Ordner für die Wasserrechts-Overlays</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="565" />
        <source>Overlays written (GeoPackage, .qlr, DXF) in</source>
        <translation>Overlays (GeoPackage, .qlr, DXF) geschrieben in</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="565" />
        <source>Open folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="604" />
        <source>{f} layout features; {v} findings.</source>
        <translation>{f} Objekte im Anlagenplan; {v} Befunde.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="706" />
        <source>Compute the water-rights lines to check a layout.</source>
        <translation>Berechnen Sie die Wasserrechtslinien, um einen Anlagenplan zu prüfen.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="710" />
        <source>No layout to check: create one with New layout… or choose the structures and buoys layers.</source>
        <translation>Kein Anlagenplan zu prüfen: Legen Sie einen mit „Neuer Anlagenplan…“ an oder wählen Sie die Layer für Bauwerke und Bojen.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="717" />
        <source>One input problem is listed first: fix it to have its feature checked as drawn.</source>
        <translation>Ein Eingabeproblem steht oben in der Liste: Beheben Sie es, damit das Objekt wie gezeichnet geprüft wird.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="717" />
        <source>{k} input problems are listed first: fix them to have their features checked as drawn.</source>
        <translation>{k} Eingabeprobleme stehen oben in der Liste: Beheben Sie sie, damit die Objekte wie gezeichnet geprüft werden.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="722" />
        <source>No violation of {law} found in what could be checked.</source>
        <translation>In dem, was geprüft werden konnte, wurde kein Verstoß gegen {law} gefunden.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="726" />
        <source>One note below.</source>
        <translation>Ein Hinweis unten.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="726" />
        <source>{n} notes below.</source>
        <translation>{n} Hinweise unten.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="728" />
        <source>The layout complies with {law}.</source>
        <translation>Der Anlagenplan entspricht {law}.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="731" />
        <source>One violation</source>
        <translation>Ein Verstoß</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="731" />
        <source>{e} violations</source>
        <translation>{e} Verstöße</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="733" />
        <source>(and one note)</source>
        <translation>(und ein Hinweis)</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="733" />
        <source>(and {k} notes)</source>
        <translation>(und {k} Hinweise)</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="735" />
        <source>{what} of {law}{more}. Click a row to see it on the map.</source>
        <translation>{what} gegen {law}{more}. Klicken Sie auf eine Zeile, um sie auf der Karte zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/errors.py" line="62" />
        <source>Could not {what}: {err} (details in the Log Messages panel).</source>
        <translation>Fehlgeschlagen: {what}: {err} (Details im Bedienfeld Protokollmeldungen).</translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="52" />
        <source>Site plan</source>
        <translation>Lageplan</translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="52" />
        <source>Prepared by (name, licence number):</source>
        <translation>Erstellt von (Name, Zulassungsnummer):</translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="71" />
        <source>Parcel {pid} does not meet the MHW mark; a site plan is drawn for lakeshore parcels only.</source>
        <translation>Das Flurstück {pid} erreicht die MHW-Linie nicht; Lagepläne gibt es nur für Uferflurstücke.</translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="93" />
        <source>Cannot write in {folder}: choose a folder you may write to.</source>
        <translation>In {folder} kann nicht geschrieben werden: Wählen Sie einen Ordner mit Schreibrecht.</translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="83" />
        <source>The site plan of {pid} was not written.</source>
        <translation>Der Lageplan von {pid} wurde nicht geschrieben.</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="73" />
        <source>{layer} feature {fid}: kind '{value}' is not a kind the law knows, so it was not checked; choose its kind in the feature's form.</source>
        <translation>{layer}, Objekt {fid}: Die Art „{value}“ kennt die Satzung nicht, daher wurde es nicht geprüft; wählen Sie die Art im Formular des Objekts.</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="76" />
        <source>{layer} feature {fid}: {field} '{value}' is not a usable value and was ignored; enter a number in the feature's form.</source>
        <translation>{layer}, Objekt {fid}: {field} „{value}“ ist kein brauchbarer Wert und wurde ignoriert; geben Sie im Formular des Objekts eine Zahl ein.</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="80" />
        <source>{layer} feature {fid}: construction '{value}' is neither permanent nor seasonal, so it was checked as permanent; choose one in the feature's form.</source>
        <translation>{layer}, Objekt {fid}: Die Bauweise „{value}“ ist weder dauerhaft noch saisonal, daher wurde es als dauerhaft geprüft; wählen Sie eine im Formular des Objekts.</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="84" />
        <source>{layer} feature {fid}: dock part '{value}' is neither walkway nor appendage, so it was checked as the whole dock; choose one in the feature's form.</source>
        <translation>{layer}, Objekt {fid}: Der Stegteil „{value}“ ist weder Laufsteg noch Anbau, daher wurde er als ganzer Steg geprüft; wählen Sie eines im Formular des Objekts.</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="89" />
        <source>{layer} feature {fid} has {n} points and only the first was checked as a buoy; make one buoy of each point.</source>
        <translation>{layer}, Objekt {fid} hat {n} Punkte, nur der erste wurde als Boje geprüft; machen Sie aus jedem Punkt eine eigene Boje.</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="93" />
        <source>{layer} feature {fid}: the {field} is empty, so 0 ft was used and its swing circle is too small; enter the {field} in the feature's form.</source>
        <translation>{layer}, Objekt {fid}: {field} ist leer, daher wurden 0 ft verwendet und der Schwojkreis ist zu klein; geben Sie {field} im Formular des Objekts ein.</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="97" />
        <source>{layer} feature {fid} has no geometry, so it was not checked; draw it or delete it.</source>
        <translation>{layer}, Objekt {fid} hat keine Geometrie und wurde daher nicht geprüft; zeichnen oder löschen Sie es.</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="100" />
        <source>{layer} feature {fid} could not be put into the working CRS, so it was not checked; check the layer's CRS and the feature's coordinates.</source>
        <translation>{layer}, Objekt {fid} ließ sich nicht in das Arbeits-KBS umrechnen und wurde daher nicht geprüft; prüfen Sie das KBS des Layers und die Koordinaten des Objekts.</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="102" />
        <source>{layer} feature {fid}: {text}</source>
        <translation>{layer}, Objekt {fid}: {text}</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="124" />
        <source>{layer}: {n} more features were not checked for the same reason ({text})</source>
        <translation>{layer}: {n} weitere Objekte wurden aus demselben Grund nicht geprüft ({text})</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="128" />
        <source>{layer}: {text}</source>
        <translation>{layer}: {text}</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="77" />
        <source>No GeoPackage was named for the new layout.</source>
        <translation>Für den neuen Anlagenplan wurde kein GeoPackage angegeben.</translation>
    </message>
    <message>
        <location filename="../ui/output_layers.py" line="119" />
        <source>Could not write the layer {name} to {path}: {msg}</source>
        <translation>Der Layer {name} konnte nicht nach {path} geschrieben werden: {msg}</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="101" />
        <source>The new layout GeoPackage {path} could not be opened.</source>
        <translation>Das GeoPackage des neuen Anlagenplans {path} ließ sich nicht öffnen.</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="127" />
        <source>(whole dock)</source>
        <translation>(ganzer Steg)</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="195" />
        <source>Compute the water-rights lines first: the tools check what you draw against them.</source>
        <translation>Berechnen Sie zuerst die Wasserrechtslinien: Die Werkzeuge prüfen, was Sie zeichnen, an ihnen.</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="199" />
        <source>Create a layout (New layout…) or choose the {role} layer in the panel first.</source>
        <translation>Legen Sie zuerst einen Anlagenplan an („Neuer Anlagenplan…“) oder wählen Sie im Bedienfeld den {role}-Layer.</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="219" />
        <source>outside every rights area</source>
        <translation>außerhalb jeder Wasserrechtsfläche</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="233" />
        <source>{d:.1f} ft from MHW · swing radius {r:.1f} ft</source>
        <translation>{d:.1f} ft von MHW · Schwojradius {r:.1f} ft</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="236" />
        <source>{d:.1f} ft from MHW · {a:,.0f} sq ft</source>
        <translation>{d:.1f} ft von MHW · {a:,.0f} sq ft</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="241" />
        <source>{d:.1f} ft to the nearest water-rights line</source>
        <translation>{d:.1f} ft bis zur nächsten Wasserrechtslinie</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="256" />
        <source>The layout layer is gone; create or choose one in the panel.</source>
        <translation>Der Layer des Anlagenplans ist nicht mehr da; legen Sie im Bedienfeld einen an oder wählen Sie einen.</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="258" />
        <source>The layer {name} cannot be edited.</source>
        <translation>Der Layer {name} kann nicht bearbeitet werden.</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="272" />
        <source>QGIS refused the new feature on {name}.</source>
        <translation>QGIS hat das neue Objekt auf {name} abgelehnt.</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/buoy_tool.py" line="37" />
        <source>Add mooring buoy</source>
        <translation>Festmacherboje hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/dock_tool.py" line="127" />
        <source>Add dock walkway</source>
        <translation>Laufsteg hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/dock_tool.py" line="132" />
        <source>Walkway added to dock {d}. Press-drag appendages (T, L, fingers); right-click to finish the dock.</source>
        <translation>Laufsteg zu Steg {d} hinzugefügt. Anbauten (T, L, Finger) mit gedrückter Maustaste ziehen; Rechtsklick schließt den Steg ab.</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/dock_tool.py" line="139" />
        <source>Add dock appendage</source>
        <translation>Steganbau hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/parcel_tool.py" line="33" />
        <source>No lakeshore parcel or rights area there.</source>
        <translation>Dort liegt kein Uferflurstück und keine Wasserrechtsfläche.</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/rect_tool.py" line="71" />
        <source>Add {kind}</source>
        <translation>{kind} hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/output_layers.py" line="127" />
        <source>The layer {name} written to {path} could not be opened.</source>
        <translation>Der nach {path} geschriebene Layer {name} ließ sich nicht öffnen.</translation>
    </message>
    <message>
        <location filename="../ui/output_layers.py" line="187" />
        <source>{path} exists and was not written by Shoreline Layout. Write the computed layers into it (its tables of the same names are replaced, the others are kept)? No keeps the file as it is and the layers in memory.</source>
        <translation>{path} existiert und stammt nicht von Shoreline Layout. Die berechneten Layer hineinschreiben (gleichnamige Tabellen werden ersetzt, die übrigen bleiben erhalten)? „Nein“ lässt die Datei unverändert und die Layer temporär.</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="63" />
        <source>Rule profiles (*.toml)</source>
        <translation>Regelprofile (*.toml)</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="130" />
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="56" />
        <source>Land use</source>
        <translation>Nutzungsart</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="59" />
        <source>This parcel does not meet the MHW mark: it has no water rights.</source>
        <translation>Dieses Flurstück erreicht die MHW-Linie nicht: Es hat keine Wasserrechte.</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="66" />
        <source>Frontage</source>
        <translation>Uferlänge</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="69" />
        <source>Tie line</source>
        <translation>Anschlusslinie</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="72" />
        <source>MHW within parcel</source>
        <translation>MHW im Flurstück</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="74" />
        <source>Tax-map frontage</source>
        <translation>Uferlänge laut Flurkarte</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="79" />
        <source>Eligible</source>
        <translation>Berechtigt</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="81" />
        <source>Docks</source>
        <translation>Stege</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="84" />
        <source>Boats</source>
        <translation>Boote</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="85" />
        <source>Buoys</source>
        <translation>Bojen</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="26" />
        <source>Dock area</source>
        <translation>Stegfläche</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="90" />
        <source>Boathouse</source>
        <translation>Bootshaus</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="90" />
        <source>allowed</source>
        <translation>zulässig</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="92" />
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="94" />
        <source>Sections</source>
        <translation>Paragraphen</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="99" />
        <source>do not meet within the limit</source>
        <translation>treffen sich nicht innerhalb der Grenze</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="101" />
        <source>Rights area</source>
        <translation>Wasserrechtsfläche</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="105" />
        <source>Envelope</source>
        <translation>Baufenster</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="114" />
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="116" />
        <source>200 ft rule</source>
        <translation>200-ft-Regel</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="116" />
        <source>changed its lines</source>
        <translation>hat seine Linien geändert</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="116" />
        <source>did not change its lines</source>
        <translation>hat seine Linien nicht geändert</translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="194" />
        <source>Choose a law (Keuka, Canandaigua or a profile TOML file).</source>
        <translation>Wählen Sie eine Satzung (Keuka, Canandaigua oder eine Profildatei im TOML-Format).</translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="220" />
        <source>Choose the parcel layer first.</source>
        <translation>Wählen Sie zuerst den Flurstückslayer.</translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="222" />
        <source>Choose the layer with the mean-high-water (MHW) mark first.</source>
        <translation>Wählen Sie zuerst den Layer mit der Linie des mittleren Hochwassers (MHW).</translation>
    </message>
    <message>
        <location filename="../ui/violations_layer.py" line="102" />
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../ui/violations_layer.py" line="102" />
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../ui/violations_layer.py" line="102" />
        <source>Information</source>
        <translation>Information</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="52" />
        <source>Structures (docks, hoists, boathouses, ... polygons)</source>
        <translation>Bauwerke (Stege, Bootslifte, Bootshäuser, ... Polygone)</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="86" />
        <source>Structures (docks, hoists, ... polygons)</source>
        <translation>Bauwerke (Stege, Bootslifte, ... Polygone)</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="88" />
        <source>Owner name field (guessed if empty)</source>
        <translation>Feld des Eigentümernamens (erraten, wenn leer)</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="88" />
        <source>Address field (guessed if empty)</source>
        <translation>Adressfeld (erraten, wenn leer)</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="88" />
        <source>Tax map number field (guessed if empty)</source>
        <translation>Feld der Flurkartennummer (erraten, wenn leer)</translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="50" />
        <source>MHW tie lines</source>
        <translation>MHW-Anschlusslinien</translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="50" />
        <source>Water rights lines</source>
        <translation>Wasserrechtslinien</translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="50" />
        <source>Rights areas</source>
        <translation>Wasserrechtsflächen</translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="50" />
        <source>Reach lines</source>
        <translation>Reichweitenlinien</translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="50" />
        <source>Permanent structure envelopes</source>
        <translation>Baufenster für dauerhafte Bauwerke</translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="236" />
        <source>complies</source>
        <translation>entspricht der Satzung</translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="236" />
        <source>not regulated by the law</source>
        <translation>von der Satzung nicht geregelt</translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="236" />
        <source>does not comply</source>
        <translation>entspricht der Satzung nicht</translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="239" />
        <source>{verdict}, {n} finding(s)</source>
        <translation>{verdict}, {n} Befund(e)</translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="240" />
        <source>Parcel {pid}: {path} ({pages} sheets, 1:{scale:,}, {verdict})</source>
        <translation>Flurstück {pid}: {path} ({pages} Blätter, 1:{scale:,}, {verdict})</translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="243" />
        <source>Parcel {pid}: {note}</source>
        <translation>Flurstück {pid}: {note}</translation>
    </message>
    <message>
        <location filename="../report/template_builder.py" line="239" />
        <source>LEGEND</source>
        <translation>LEGENDE</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="30" />
        <source>vessel length</source>
        <translation>Bootslänge</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="30" />
        <source>rode length</source>
        <translation>Ankerleinenlänge</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="31" />
        <source>height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="31" />
        <source>roof pitch</source>
        <translation>Dachneigung</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="32" />
        <source>slips</source>
        <translation>Bootsboxen</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="33" />
        <source>enclosed sides</source>
        <translation>geschlossene Seiten</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="33" />
        <source>second floor</source>
        <translation>Obergeschoss</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="34" />
        <source>existing</source>
        <translation>bestehend</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="45" />
        <source>Dock</source>
        <translation>Steg</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="45" />
        <source>Boat hoist structure</source>
        <translation>Bootslift</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="46" />
        <source>Boat station</source>
        <translation>Liegeplatz</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="47" />
        <source>Boat accessory structure</source>
        <translation>Bootszubehörbau</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="48" />
        <source>Swim float</source>
        <translation>Badefloß</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="48" />
        <source>Ice breaker</source>
        <translation>Eisbrecher</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="49" />
        <source>Vessel</source>
        <translation>Boot</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="51" />
        <source>Walkway</source>
        <translation>Laufsteg</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="51" />
        <source>Appendage</source>
        <translation>Anbau</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="52" />
        <source>Permanent</source>
        <translation>Dauerhaft</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="52" />
        <source>Seasonal</source>
        <translation>Saisonal</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="21" />
        <source>Keuka Lake — Town of Jerusalem §160-118..131</source>
        <translation>Keuka Lake — Town of Jerusalem §160-118..131</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="21" />
        <source>Canandaigua Lake — City of Canandaigua §44 (2002 proposed)</source>
        <translation>Canandaigua Lake — City of Canandaigua §44 (Entwurf 2002)</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="21" />
        <source>Profile file (TOML)…</source>
        <translation>Profildatei (TOML)…</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="14" />
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="14" />
        <source>Owner</source>
        <translation>Eigentümer</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="15" />
        <source>Tax map no</source>
        <translation>Flurkartennummer</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="16" />
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="18" />
        <source>the length of the tie line between the parcel's two tie points</source>
        <translation>die Länge der Anschlusslinie zwischen den beiden Anschlusspunkten des Flurstücks</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="19" />
        <source>the tax map's lake frontage (the frontage field)</source>
        <translation>die Uferlänge laut Flurkarte (das Feld der Uferlänge)</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="20" />
        <source>the length of the MHW mark within the parcel (the tax map gives none)</source>
        <translation>die Länge der MHW-Linie im Flurstück (die Flurkarte nennt keine)</translation>
    </message>
    <message>
        <location filename="../ui/violations_layer.py" line="37" />
        <source>Violations</source>
        <translation>Verstöße</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="24" />
        <source>Setback from rights line</source>
        <translation>Abstand zur Wasserrechtslinie</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="25" />
        <source>Outside the rights area</source>
        <translation>Außerhalb der Wasserrechtsfläche</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="26" />
        <source>Beyond the reach</source>
        <translation>Jenseits der Reichweite</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="27" />
        <source>Walkway width</source>
        <translation>Laufstegbreite</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="28" />
        <source>Walkway share of dock length</source>
        <translation>Laufsteganteil an der Steglänge</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="29" />
        <source>Appendage area</source>
        <translation>Anbaufläche</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="30" />
        <source>Dock separation</source>
        <translation>Stegabstand</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="30" />
        <source>Too many docks</source>
        <translation>Zu viele Stege</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="31" />
        <source>Too many boats</source>
        <translation>Zu viele Boote</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="31" />
        <source>Too many buoys</source>
        <translation>Zu viele Bojen</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="32" />
        <source>Swing circle outside</source>
        <translation>Schwojkreis außerhalb</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="33" />
        <source>Swing circles touch</source>
        <translation>Schwojkreise berühren sich</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="33" />
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="34" />
        <source>Roof pitch</source>
        <translation>Dachneigung</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="35" />
        <source>Slips per station</source>
        <translation>Bootsboxen je Liegeplatz</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="36" />
        <source>Structure not permitted</source>
        <translation>Bauwerk nicht zulässig</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="37" />
        <source>Anchorage permit needed</source>
        <translation>Ankergenehmigung erforderlich</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="38" />
        <source>Parcel not eligible</source>
        <translation>Flurstück nicht berechtigt</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="39" />
        <source>Rights line modified (200 ft rule)</source>
        <translation>Wasserrechtslinie geändert (200-ft-Regel)</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="40" />
        <source>Input problem</source>
        <translation>Eingabeproblem</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="44" />
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="44" />
        <source>Parcel</source>
        <translation>Flurstück</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="44" />
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="44" />
        <source>Limit</source>
        <translation>Grenzwert</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="44" />
        <source>Section</source>
        <translation>Paragraph</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="44" />
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
</context>
<context>
    <name>AllowedFacilitiesAlgorithm</name>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="43" />
        <source>Allowed facilities</source>
        <translation>Zulässige Anlagen</translation>
    </message>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="62" />
        <source>Parcel {pid}: {exc}</source>
        <translation>Flurstück {pid}: {exc}</translation>
    </message>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="70" />
        <source>eligible</source>
        <translation>berechtigt</translation>
    </message>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="70" />
        <source>NOT eligible</source>
        <translation>NICHT berechtigt</translation>
    </message>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="71" />
        <source>{pid}: {land_use}, {frontage:.1f} ft ({method}) -&gt; {eligible}, docks {docks}, boats {boats}, buoys {buoys}, dock area {area:.0f} sq ft</source>
        <translation>{pid}: {land_use}, {frontage:.1f} ft ({method}) -&gt; {eligible}, Stege {docks}, Boote {boats}, Bojen {buoys}, Stegfläche {area:.0f} sq ft</translation>
    </message>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="30" />
        <source>Writes OUTPUT, a table with one row per lakeshore parcel: the lake frontage the law counts (Keuka: tax-map lake shoreline footage, else the MHW shoreline within the parcel; Canandaigua: the MHW tie line) and what the profile's law allows for the parcel's land use — docks, boats (Keuka: moorings for boats; Canandaigua: boat slips), mooring buoys, the largest dock area and the consolidated dock area.

LAND_USE_FIELD values: residential, marina, yacht_club, restaurant, hotel (hotels, motels, camps, resorts, private clubs), municipal, other; empty means residential, an unknown value is reported and read as other.</source>
        <translation>Schreibt OUTPUT, eine Tabelle mit einer Zeile je Uferflurstück: die Uferlänge, die die Satzung zählt (Keuka: Uferlänge laut Flurkarte, sonst die MHW-Uferlinie im Flurstück; Canandaigua: die MHW-Anschlusslinie), und was die Satzung des Profils für die Nutzungsart des Flurstücks erlaubt — Stege, Boote (Keuka: Liegeplätze für Boote; Canandaigua: Bootsboxen), Festmacherbojen, die größte Stegfläche und die zusammengefasste Stegfläche.

Werte von LAND_USE_FIELD: residential, marina, yacht_club, restaurant, hotel (Hotels, Motels, Camps, Resorts, private Clubs), municipal, other; leer bedeutet residential, ein unbekannter Wert wird gemeldet und als other gelesen.</translation>
    </message>
</context>
<context>
    <name>CheckLayoutAlgorithm</name>
    <message>
        <location filename="../processing/alg_check_layout.py" line="34" />
        <source>Check layout</source>
        <translation>Anlagenplan prüfen</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="37" />
        <source>Checks docks, boat hoists and stations, boathouses, swim floats, ice breakers, vessels and mooring buoys against the profile's law: setbacks from the water rights lines, the reach from the MHW mark (with the depth exception where a BATHYMETRY raster of lake-bottom elevation in feet is given), dock area and walkway rules, counts, separation, buoy swing circles, heights and roof pitch. One VIOLATIONS feature per finding with the rule code, the section of the law, the measured value and the limit; an empty VIOLATIONS layer means the layout complies.

STRUCTURES fields: kind, dock_id, part, construction, height_ft, roof_pitch, slips, parcel_id. BUOYS fields: vessel_length_ft, rode_length_ft, parcel_id. VIOLATIONS is a polygon layer: a finding at a point or along a line is drawn as a small disc or band around it.</source>
        <translation>Prüft Stege, Bootslifte und Liegeplätze, Bootshäuser, Badeflöße, Eisbrecher, Boote und Festmacherbojen gegen die Satzung des Profils: Abstände zu den Wasserrechtslinien, die Reichweite ab der MHW-Linie (mit der Tiefenausnahme, wenn ein BATHYMETRY-Raster der Seegrundhöhe in Fuß angegeben ist), Regeln für Stegfläche und Laufsteg, Anzahlen, Abstände untereinander, Schwojkreise der Bojen, Höhen und Dachneigung. Ein VIOLATIONS-Objekt je Befund mit Regelcode, Paragraph der Satzung, Messwert und Grenzwert; ein leerer VIOLATIONS-Layer bedeutet, dass der Anlagenplan der Satzung entspricht.

Felder von STRUCTURES: kind, dock_id, part, construction, height_ft, roof_pitch, slips, parcel_id. Felder von BUOYS: vessel_length_ft, rode_length_ft, parcel_id. VIOLATIONS ist ein Polygonlayer: Ein Befund an einem Punkt oder entlang einer Linie wird als kleine Scheibe bzw. schmales Band darum gezeichnet.</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="57" />
        <source>Violations</source>
        <translation>Verstöße</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="71" />
        <source>{s} structure(s), {b} buoy(s) read.</source>
        <translation>{s} Bauwerk(e), {b} Boje(n) gelesen.</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="78" />
        <source>Bathymetry: band 1 of '{name}' (lake-bottom elevation, ft).</source>
        <translation>Bathymetrie: Band 1 von „{name}“ (Seegrundhöhe, ft).</translation>
    </message>
</context>
<context>
    <name>ExportOverlaysAlgorithm</name>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="26" />
        <source>Export water-rights overlays (GeoPackage, QLR, DXF)</source>
        <translation>Wasserrechts-Overlays exportieren (GeoPackage, QLR, DXF)</translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="33" />
        <source>Computes the tie lines, water-rights lines, rights areas, reach lines and envelopes and writes them for use in other maps:
- OUTPUT_GPKG: a GeoPackage with one table per output, each with its style saved in the file's layer_styles table as the default, so QGIS opens it styled;
- OUTPUT_QLR (optional): a QGIS layer definition that loads those tables, styles included, as one group (paths relative to the .qlr: keep it beside the GeoPackage);
- OUTPUT_DXF (optional): a DXF written by QGIS's DXF export, one CAD layer per output (tie_lines, water_rights_lines, rights_areas, reach_lines, envelopes), labels as TEXT; DXF_SCALE sets the scale symbols and label heights are drawn for.</source>
        <translation>Berechnet Anschlusslinien, Wasserrechtslinien, Wasserrechtsflächen, Reichweitenlinien und Baufenster und schreibt sie zur Verwendung in anderen Karten:
- OUTPUT_GPKG: ein GeoPackage mit einer Tabelle je Ergebnis, jede mit ihrem Stil als Standard in der Tabelle layer_styles der Datei, sodass QGIS sie gestaltet öffnet;
- OUTPUT_QLR (optional): eine QGIS-Layerdefinition, die diese Tabellen samt Stilen als eine Gruppe lädt (Pfade relativ zur .qlr: neben dem GeoPackage aufbewahren);
- OUTPUT_DXF (optional): eine DXF-Datei aus dem DXF-Export von QGIS, ein CAD-Layer je Ergebnis (tie_lines, water_rights_lines, rights_areas, reach_lines, envelopes), Beschriftungen als TEXT; DXF_SCALE legt den Maßstab fest, für den Symbole und Schrifthöhen gezeichnet werden.</translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="47" />
        <source>DXF symbology scale (1:n)</source>
        <translation>DXF-Symbolmaßstab (1:n)</translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="50" />
        <source>Styled GeoPackage</source>
        <translation>Gestaltetes GeoPackage</translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="52" />
        <source>Layer definition file</source>
        <translation>Layerdefinitionsdatei</translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="55" />
        <source>DXF</source>
        <translation>DXF</translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="70" />
        <source>OUTPUT_GPKG: give a GeoPackage file to write.</source>
        <translation>OUTPUT_GPKG: Geben Sie eine GeoPackage-Datei zum Schreiben an.</translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="76" />
        <source>Wrote {files}</source>
        <translation>Geschrieben: {files}</translation>
    </message>
</context>
<context>
    <name>ShorelineAlgorithm</name>
    <message>
        <location filename="../processing/base_algorithm.py" line="116" />
        <source>Parcels (tax-map polygons)</source>
        <translation>Flurstücke (Polygone der Flurkarte)</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="119" />
        <source>Shoreline (MHW line, or lake polygon)</source>
        <translation>Uferlinie (MHW-Linie oder Seepolygon)</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="136" />
        <source>Parcel id field (default: feature id)</source>
        <translation>Feld der Flurstückskennung (Standard: Objekt-ID)</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="138" />
        <source>Land use field (default: residential)</source>
        <translation>Feld der Nutzungsart (Standard: residential)</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="140" />
        <source>Tax-map lake frontage field, ft</source>
        <translation>Feld der Uferlänge laut Flurkarte, ft</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="142" />
        <source>Restaurant seating capacity field</source>
        <translation>Feld der Sitzplätze (Restaurant)</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="152" />
        <source>Working CRS (projected, feet; all outputs use it)</source>
        <translation>Arbeits-KBS (projiziert, Fuß; für alle Ergebnisse)</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="166" />
        <source>Mooring buoys (points)</source>
        <translation>Festmacherbojen (Punkte)</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="171" />
        <source>Bathymetry (lake-bottom elevation raster, ft)</source>
        <translation>Bathymetrie (Raster der Seegrundhöhe, ft)</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="256" />
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="192" />
        <source>{name}: no layer was given.</source>
        <translation>{name}: Es wurde kein Layer angegeben.</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="212" />
        <source>Profile: {title}</source>
        <translation>Profil: {title}</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="220" />
        <source>PARCELS: layer '{name}' has no features.</source>
        <translation>PARCELS: Der Layer „{name}“ hat keine Objekte.</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="230" />
        <source>{n} parcel(s) read in {crs}.</source>
        <translation>{n} Flurstück(e) in {crs} gelesen.</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="237" />
        <source>SHORELINE: layer '{name}' has no features.</source>
        <translation>SHORELINE: Der Layer „{name}“ hat keine Objekte.</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="242" />
        <source>Shoreline (MHW mark): {length:.1f} ft.</source>
        <translation>Uferlinie (MHW-Linie): {length:.1f} ft.</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="260" />
        <source>No parcel meets the shoreline (MHW mark): check that PARCELS and SHORELINE cover the same place (they may be in different CRSs without one being set).</source>
        <translation>Kein Flurstück erreicht die Uferlinie (MHW-Linie): Prüfen Sie, ob PARCELS und SHORELINE denselben Ort abdecken (sie können in verschiedenen KBS liegen, ohne dass eines gesetzt ist).</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="306" />
        <source>{name} failed: {error}: {exc}. This is a bug in Shoreline Layout, not a problem with your data that you could fix: please report it with the input layers (the details are in the Log Messages panel, under Shoreline Layout).</source>
        <translation>{name} ist fehlgeschlagen: {error}: {exc}. Das ist ein Fehler in Shoreline Layout, kein Problem Ihrer Daten, das Sie beheben könnten: Bitte melden Sie ihn mit den Eingabelayern (die Details stehen im Bedienfeld Protokollmeldungen unter Shoreline Layout).</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="127" />
        <source>Law profile (keuka, canandaigua, or a profile TOML path)</source>
        <translation>Satzungsprofil (keuka, canandaigua oder der Pfad einer Profildatei im TOML-Format)</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="132" />
        <source>Profile file (optional: used instead of the law above)</source>
        <translation>Profildatei (optional: ersetzt die obige Satzung)</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="209" />
        <source>{parameter} '{name}' could not be read: {exc}</source>
        <translation>{parameter} „{name}“ konnte nicht gelesen werden: {exc}</translation>
    </message>
</context>
<context>
    <name>ShorelineLayout</name>
    <message>
        <location filename="../processing/base_algorithm.py" line="354" />
        <source>{n:,} lot line(s) brought to the MHW mark: {codes}. Each is listed below ({w:,} warning(s) first).</source>
        <translation>{n:,} Grundstücksgrenze(n) an die MHW-Linie geführt: {codes}. Alle sind unten aufgeführt ({w:,} Warnung(en) zuerst).</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="358" />
        <source>{n:,} lot line(s) brought to the MHW mark: {codes}. Each is listed below.</source>
        <translation>{n:,} Grundstücksgrenze(n) an die MHW-Linie geführt: {codes}. Alle sind unten aufgeführt.</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="131" />
        <source>{what}: layer '{name}' has no CRS and its coordinates lie within ±180, ±90: they look like longitude/latitude degrees, and nothing may be measured in degrees. Set the layer's CRS (Layer Properties &gt; Source) and run again.</source>
        <translation>{what}: Der Layer „{name}“ hat kein KBS und seine Koordinaten liegen innerhalb ±180, ±90: Sie sehen nach Längen-/Breitengraden aus, und in Grad darf nichts gemessen werden. Setzen Sie das KBS des Layers (Layereigenschaften &gt; Quelle) und starten Sie erneut.</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="187" />
        <source>{parameter}: layer '{name}' has no field '{field}' (its fields: {names}).</source>
        <translation>{parameter}: Der Layer „{name}“ hat kein Feld „{field}“ (seine Felder: {names}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="197" />
        <source>{what} must be a {kind} layer; '{name}' is a {actual} layer.</source>
        <translation>{what} muss ein {kind}-Layer sein; „{name}“ ist ein {actual}-Layer.</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="375" />
        <source>PARCELS: no parcel layer was given.</source>
        <translation>PARCELS: Es wurde kein Flurstückslayer angegeben.</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="464" />
        <source>PARCEL_ID_FIELD: field '{field}' of layer '{name}' is empty for feature(s) {fids}; give every parcel an id or leave PARCEL_ID_FIELD unset to use feature ids.</source>
        <translation>PARCEL_ID_FIELD: Das Feld „{field}“ des Layers „{name}“ ist leer bei Objekt(en) {fids}; geben Sie jedem Flurstück eine Kennung oder lassen Sie PARCEL_ID_FIELD leer, um die Objekt-IDs zu verwenden.</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="473" />
        <source>PARCEL_ID_FIELD: field '{field}' of layer '{name}' repeats parcel ids: {listed}; parcel ids must be unique (merge multi-part parcels into one feature).</source>
        <translation>PARCEL_ID_FIELD: Das Feld „{field}“ des Layers „{name}“ wiederholt Flurstückskennungen: {listed}; Flurstückskennungen müssen eindeutig sein (mehrteilige Flurstücke zu einem Objekt zusammenfassen).</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="492" />
        <source>PARCELS: layer '{name}' has no parcel with a usable polygon.</source>
        <translation>PARCELS: Der Layer „{name}“ hat kein Flurstück mit brauchbarem Polygon.</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="515" />
        <source>SHORELINE: no shoreline layer was given.</source>
        <translation>SHORELINE: Es wurde kein Uferlinienlayer angegeben.</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="532" />
        <source>SHORELINE: layer '{name}' has no usable line or polygon geometry.</source>
        <translation>SHORELINE: Der Layer „{name}“ hat keine brauchbare Linien- oder Polygongeometrie.</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="587" />
        <source>STRUCTURES: no structures layer was given.</source>
        <translation>STRUCTURES: Es wurde kein Bauwerkslayer angegeben.</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="650" />
        <source>BUOYS: no buoy layer was given.</source>
        <translation>BUOYS: Es wurde kein Bojenlayer angegeben.</translation>
    </message>
    <message>
        <location filename="../qgis_io/crs.py" line="26" />
        <source>The working CRS {crs} ({name}) is geographic (degrees); choose a projected CRS in feet, e.g. EPSG:2261 NAD83 / New York Central (ftUS).</source>
        <translation>Das Arbeits-KBS {crs} ({name}) ist geographisch (Grad); wählen Sie ein projiziertes KBS in Fuß, z. B. EPSG:2261 NAD83 / New York Central (ftUS).</translation>
    </message>
    <message>
        <location filename="../qgis_io/crs.py" line="32" />
        <source>The working CRS {crs} ({name}) measures in {units}, not feet; choose a projected CRS in US survey feet, e.g. EPSG:2261 NAD83 / New York Central (ftUS).</source>
        <translation>Das Arbeits-KBS {crs} ({name}) misst in {units}, nicht in Fuß; wählen Sie ein projiziertes KBS in US-Survey-Fuß, z. B. EPSG:2261 NAD83 / New York Central (ftUS).</translation>
    </message>
    <message>
        <location filename="../qgis_io/raster.py" line="25" />
        <source>BATHYMETRY: the raster could not be opened.</source>
        <translation>BATHYMETRY: Das Raster ließ sich nicht öffnen.</translation>
    </message>
    <message>
        <location filename="../qgis_io/raster.py" line="29" />
        <source>BATHYMETRY: raster '{name}' has no band {band}.</source>
        <translation>BATHYMETRY: Das Raster „{name}“ hat kein Band {band}.</translation>
    </message>
    <message>
        <location filename="../qgis_io/styles.py" line="63" />
        <source>{layer}: the {style} style was not applied ({message}).</source>
        <translation>{layer}: Der Stil {style} wurde nicht angewandt ({message}).</translation>
    </message>
</context>
<context>
    <name>ShorelinePanel</name>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="9" />
        <source>Shoreline Layout</source>
        <translation>Shoreline Layout</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="23" />
        <source>Lake</source>
        <translation>See</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="29" />
        <source>Parcels</source>
        <translation>Flurstücke</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="33" />
        <source>Tax-map parcels (polygons, any CRS)</source>
        <translation>Flurstücke der Flurkarte (Polygone, beliebiges KBS)</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="37" />
        <source>Parcel id</source>
        <translation>Flurstückskennung</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="41" />
        <source>Field holding the parcel id (empty: the feature id)</source>
        <translation>Feld mit der Flurstückskennung (leer: die Objekt-ID)</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="45" />
        <source>Land use</source>
        <translation>Nutzungsart</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="49" />
        <source>residential, marina, yacht_club, restaurant, hotel, municipal or other (empty: all residential)</source>
        <translation>residential, marina, yacht_club, restaurant, hotel, municipal oder other (leer: alles residential)</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="53" />
        <source>Frontage</source>
        <translation>Uferlänge</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="57" />
        <source>Tax-map lake frontage in feet (optional)</source>
        <translation>Uferlänge laut Flurkarte in Fuß (optional)</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="61" />
        <source>Seating</source>
        <translation>Sitzplätze</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="65" />
        <source>Restaurant seating capacity (optional)</source>
        <translation>Sitzplätze des Restaurants (optional)</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="69" />
        <source>MHW mark</source>
        <translation>MHW-Linie</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="73" />
        <source>The mean-high-water mark: a line layer, or a lake polygon</source>
        <translation>Die Linie des mittleren Hochwassers: ein Linienlayer oder ein Seepolygon</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="77" />
        <source>Bathymetry</source>
        <translation>Bathymetrie</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="81" />
        <source>Optional raster of lake-bottom elevation (ft): enables the depth exceptions to the reach</source>
        <translation>Optionales Raster der Seegrundhöhe (ft): ermöglicht die Tiefenausnahmen von der Reichweite</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="85" />
        <source>Law</source>
        <translation>Satzung</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="92" />
        <source>A profile TOML file (a copy of keuka.toml or canandaigua.toml changed for another lake)</source>
        <translation>Eine Profildatei (TOML; eine für einen anderen See geänderte Kopie von keuka.toml oder canandaigua.toml)</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="99" />
        <source>Levels the law leaves blank</source>
        <translation>Werte, die die Satzung offen lässt</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="100" />
        <source>The law's text gives no number here; enter it to apply the rules that need it</source>
        <translation>Der Satzungstext nennt hier keine Zahl; geben Sie sie ein, um die Regeln anzuwenden, die sie brauchen</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="108" />
        <source>Compute water-rights lines</source>
        <translation>Wasserrechtslinien berechnen</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="113" />
        <source>Export overlays…</source>
        <translation>Overlays exportieren…</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="131" />
        <source>Parcel</source>
        <translation>Flurstück</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="139" />
        <source>Type or pick a lakeshore parcel</source>
        <translation>Uferflurstück eingeben oder auswählen</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="144" />
        <source>Click a parcel (or its water) on the map</source>
        <translation>Klicken Sie auf der Karte auf ein Flurstück (oder sein Wasser)</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="152" />
        <source>Site plan…</source>
        <translation>Lageplan…</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="163" />
        <source>Layout</source>
        <translation>Anlagenplan</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="169" />
        <source>Structures</source>
        <translation>Bauwerke</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="175" />
        <source>Buoys</source>
        <translation>Bojen</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="184" />
        <source>New layout…</source>
        <translation>Neuer Anlagenplan…</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="185" />
        <source>Create STRUCTURES and BUOYS layers in a GeoPackage you name</source>
        <translation>STRUCTURES- und BUOYS-Layer in einem GeoPackage Ihrer Wahl anlegen</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="190" />
        <source>Dock</source>
        <translation>Steg</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="193" />
        <source>Walkway width</source>
        <translation>Laufstegbreite</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="263" />
        <source> ft</source>
        <translation> ft</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="205" />
        <source>Construction</source>
        <translation>Bauweise</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="212" />
        <source>Draw dock</source>
        <translation>Steg zeichnen</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="215" />
        <source>Press on the shore and drag out for the walkway; then press-drag appendages (T, L, fingers); right-click to finish the dock</source>
        <translation>Am Ufer drücken und für den Laufsteg hinausziehen; dann Anbauten (T, L, Finger) mit gedrückter Maustaste ziehen; Rechtsklick schließt den Steg ab</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="223" />
        <source>Hoist, station, boathouse</source>
        <translation>Bootslift, Liegeplatz, Bootshaus</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="226" />
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="233" />
        <source>Draw rectangle</source>
        <translation>Rechteck zeichnen</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="236" />
        <source>Press and drag a rectangle square to the shore</source>
        <translation>Ein Rechteck rechtwinklig zum Ufer aufziehen</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="244" />
        <source>Mooring buoy</source>
        <translation>Festmacherboje</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="247" />
        <source>Vessel length</source>
        <translation>Bootslänge</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="259" />
        <source>Rode length</source>
        <translation>Ankerleinenlänge</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="272" />
        <source>Place buoy</source>
        <translation>Boje setzen</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="275" />
        <source>Click to place a buoy; its swing circle follows the mouse</source>
        <translation>Klicken, um eine Boje zu setzen; ihr Schwojkreis folgt der Maus</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="296" />
        <source>Violations</source>
        <translation>Verstöße</translation>
    </message>
</context>
<context>
    <name>SitePlanReportAlgorithm</name>
    <message>
        <location filename="../processing/alg_site_plan.py" line="61" />
        <source>Site plan report (PDF)</source>
        <translation>Lageplan-Bericht (PDF)</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="68" />
        <source>Draws the site plan the law asks for (Keuka §160-124F(1)(b), Canandaigua §44-7G(1)(b)) with QGIS's print layout engine: a map to a stated engineering scale (1" = 50', 1:600 unless SCALE says otherwise; a smaller standard scale if the parcel does not fit) with the parcel and its neighbours, the MHW mark, tie line, water-rights lines with azimuths and lengths, setback and reach lines, the envelope, the proposed structures and buoys with their dimensions and, with BATHYMETRY, the depth of the lake bottom; a state-plane grid, scale bar, north arrow, legend and title block; and a second sheet with allowed vs proposed facilities, every violation with its section, measured value and limit (or the statement that the layout complies), the readings of the law applied, the 200 ft rule and the applicant's certification the law requires, ready to sign.

PARCEL: one parcel id (or several, comma-separated); empty draws every lakeshore parcel, one PDF each, named siteplan_&lt;parcel id&gt;.pdf in OUTPUT_FOLDER. OWNER_FIELD, ADDRESS_FIELD and TAX_MAP_FIELD are guessed from common names when left empty.</source>
        <translation>Zeichnet den Lageplan, den die Satzung verlangt (Keuka §160-124F(1)(b), Canandaigua §44-7G(1)(b)), mit der Drucklayout-Engine von QGIS: eine Karte in einem angegebenen technischen Maßstab (1" = 50', 1:600, sofern SCALE nichts anderes angibt; ein kleinerer Standardmaßstab, wenn das Flurstück nicht passt) mit dem Flurstück und seinen Nachbarn, der MHW-Linie, der Anschlusslinie, den Wasserrechtslinien mit Azimuten und Längen, Abstands- und Reichweitenlinien, dem Baufenster, den geplanten Bauwerken und Bojen mit ihren Maßen und, mit BATHYMETRY, der Tiefe des Seegrunds; ein State-Plane-Gitter, Maßstabsleiste, Nordpfeil, Legende und Schriftfeld; dazu ein zweites Blatt mit zulässigen und geplanten Anlagen, jedem Verstoß mit Paragraph, Messwert und Grenzwert (oder der Feststellung, dass der Anlagenplan der Satzung entspricht), den angewandten Auslegungen der Satzung, der 200-ft-Regel und der von der Satzung verlangten Erklärung des Antragstellers, bereit zur Unterschrift.

PARCEL: eine Flurstückskennung (oder mehrere, durch Kommas getrennt); leer zeichnet jedes Uferflurstück, je eine PDF-Datei namens siteplan_&lt;Flurstückskennung&gt;.pdf in OUTPUT_FOLDER. OWNER_FIELD, ADDRESS_FIELD und TAX_MAP_FIELD werden aus üblichen Namen erraten, wenn sie leer bleiben.</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="95" />
        <source>Parcel id (empty: every lakeshore parcel, one PDF each)</source>
        <translation>Flurstückskennung (leer: jedes Uferflurstück, je eine PDF-Datei)</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="98" />
        <source>Prepared by (name, licence)</source>
        <translation>Erstellt von (Name, Zulassung)</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="100" />
        <source>Map scale (1:600 is 1" = 50'; 'auto' fits the parcel)</source>
        <translation>Kartenmaßstab (1:600 ist 1" = 50'; 'auto' passt das Flurstück ein)</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="104" />
        <source>Output folder for the PDF(s)</source>
        <translation>Ausgabeordner für die PDF-Datei(en)</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="106" />
        <source>PDF files</source>
        <translation>PDF-Dateien</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="107" />
        <source>Number of PDF files</source>
        <translation>Anzahl der PDF-Dateien</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="113" />
        <source>SCALE: {exc}; write it as 1:600 or 1"=50'.</source>
        <translation>SCALE: {exc}; schreiben Sie ihn als 1:600 oder 1"=50'.</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="133" />
        <source>{param}: none found</source>
        <translation>{param}: keines gefunden</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="137" />
        <source>{param}: {field} (guessed)</source>
        <translation>{param}: {field} (erraten)</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="146" />
        <source>PARCEL: there is no parcel '{pid}' (ids come from PARCEL_ID_FIELD, else the feature ids).</source>
        <translation>PARCEL: Es gibt kein Flurstück „{pid}“ (die Kennungen kommen aus PARCEL_ID_FIELD, sonst aus den Objekt-IDs).</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="150" />
        <source>PARCEL: parcel '{pid}' does not meet the MHW mark; a site plan is drawn for lakeshore parcels only.</source>
        <translation>PARCEL: Das Flurstück „{pid}“ erreicht die MHW-Linie nicht; Lagepläne gibt es nur für Uferflurstücke.</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="154" />
        <source>Drawing {n} site plan(s).</source>
        <translation>{n} Lageplan/-pläne werden gezeichnet.</translation>
    </message>
</context>
<context>
    <name>WaterRightsLinesAlgorithm</name>
    <message>
        <location filename="../processing/alg_water_rights.py" line="22" />
        <source>Water rights lines</source>
        <translation>Wasserrechtslinien</translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="71" />
        <source>{output}: {n} feature(s).</source>
        <translation>{output}: {n} Objekt(e).</translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="74" />
        <source>{p} lakeshore parcel(s), {n} water rights line(s), {m} modified by the 200 ft rule.</source>
        <translation>{p} Uferflurstück(e), {n} Wasserrechtslinie(n), {m} durch die 200-ft-Regel geändert.</translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="25" />
        <source>Builds the mean-high-water tie lines and the water rights lines of every lakeshore parcel by the method of Keuka §160-122C / Canandaigua §44-5C: tie points where lot lines meet the MHW mark, the waterside angle between neighbouring tie lines bisected and projected over the water, and the 200 ft rule applied where a parcel's lines meet too close to shore (changed lines have modified = 1 and a note).

Writes WATER_RIGHTS_LINES (one line per tie point, the main output) and, unless skipped, TIE_LINES (one per lakeshore parcel), RIGHTS_AREAS (each parcel's area between its lines), REACH_LINES (65 ft Keuka, 60 ft Canandaigua, inside the rights area) and ENVELOPES (where a permanent structure may stand: rights area less the setback, within the reach); those four are created by default.

PROFILE: keuka, canandaigua or the path of a profile TOML (or PROFILE_FILE). All lengths are US survey feet in the working CRS (default EPSG:2261). Input layers are never changed; every repair (lot lines extended, cut or bridged) is in the note field of the water-rights line at its tie point, and in the log (past 20 lot-line repairs: their count per code, then each of them in one entry).</source>
        <translation>Bildet die Anschlusslinien am mittleren Hochwasser und die Wasserrechtslinien jedes Uferflurstücks nach dem Verfahren von Keuka §160-122C / Canandaigua §44-5C: Anschlusspunkte, an denen Grundstücksgrenzen die MHW-Linie treffen, der wasserseitige Winkel zwischen benachbarten Anschlusslinien halbiert und über das Wasser verlängert, und die 200-ft-Regel, wo sich die Linien eines Flurstücks zu nahe am Ufer treffen (geänderte Linien haben modified = 1 und einen Hinweis).

Schreibt WATER_RIGHTS_LINES (eine Linie je Anschlusspunkt, das Hauptergebnis) und, sofern nicht übersprungen, TIE_LINES (eine je Uferflurstück), RIGHTS_AREAS (die Fläche jedes Flurstücks zwischen seinen Linien), REACH_LINES (65 ft Keuka, 60 ft Canandaigua, innerhalb der Wasserrechtsfläche) und ENVELOPES (wo ein dauerhaftes Bauwerk stehen darf: Wasserrechtsfläche abzüglich des Abstands, innerhalb der Reichweite); diese vier werden standardmäßig erzeugt.

PROFILE: keuka, canandaigua oder der Pfad einer Profildatei (TOML; oder PROFILE_FILE). Alle Längen sind US-Survey-Fuß im Arbeits-KBS (Standard EPSG:2261). Eingabelayer werden nie verändert; jede Reparatur (Grundstücksgrenzen verlängert, gekürzt oder überbrückt) steht im Feld note der Wasserrechtslinie an ihrem Anschlusspunkt und im Protokoll (ab 20 Reparaturen: ihre Anzahl je Code, dann alle in einem Eintrag).</translation>
    </message>
</context>
</TS>
