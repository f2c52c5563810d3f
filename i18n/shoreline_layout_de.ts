<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE" sourcelanguage="en">
<context>
    <name>@default</name>
    <message>
        <location filename="../ui/controller.py" line="122"/>
        <source>Shoreline Layout panel</source>
        <translation>Shoreline-Layout-Bedienfeld</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="126"/>
        <source>Compute water-rights lines</source>
        <translation>Wasserrechtslinien berechnen</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="140"/>
        <source>Show a parcel</source>
        <translation>Flurstück zeigen</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="141"/>
        <source>Draw a dock</source>
        <translation>Steg zeichnen</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="142"/>
        <source>Draw a hoist, station or boathouse</source>
        <translation>Bootslift, Liegeplatz oder Bootshaus zeichnen</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="144"/>
        <source>Place a mooring buoy</source>
        <translation>Festmacherboje setzen</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="91"/>
        <source>Shoreline Layout</source>
        <translation>Shoreline Layout</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="326"/>
        <source>This project&apos;s Shoreline Layout layers were computed before it was saved, as memory layers, and are empty now: press Compute to make them again (they are then kept in a GeoPackage beside the project).</source>
        <translation>Die Shoreline-Layout-Layer dieses Projekts wurden vor dem Speichern als temporäre Layer berechnet und sind jetzt leer: Drücken Sie „Berechnen“, um sie neu zu erzeugen (sie werden dann in einem GeoPackage neben dem Projekt gespeichert).</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="395"/>
        <source>Choose the profile TOML file, or pick Keuka or Canandaigua.</source>
        <translation>Wählen Sie die Profildatei (TOML) oder Keuka bzw. Canandaigua.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="474"/>
        <source>{n} lakeshore parcels, {l} water-rights lines ({c} changed by the 200 ft rule) under {law}; computed in {s:.2f} s.</source>
        <translation>{n} Uferflurstücke, {l} Wasserrechtslinien ({c} durch die 200-ft-Regel geändert) nach {law}; berechnet in {s:.2f} s.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="479"/>
        <source>{n} warnings:</source>
        <translation>{n} Warnungen:</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="463"/>
        <source>Computed {n} lakeshore parcels into {file} beside the project.</source>
        <translation>{n} Uferflurstücke berechnet, gespeichert in {file} neben dem Projekt.</translation>
    </message>
    <message>
        <location filename="../ui/lake_layers.py" line="44"/>
        <source>Computed {n} lakeshore parcels in memory layers: save the project, then Compute, to keep them.</source>
        <translation>{n} Uferflurstücke in temporären Layern berechnet: Speichern Sie das Projekt und berechnen Sie dann erneut, um sie zu behalten.</translation>
    </message>
    <message>
        <location filename="../ui/lake_layers.py" line="54"/>
        <source>Computed {{n}} lakeshore parcels in memory layers: {file} beside the project was not written by Shoreline Layout, so it was left alone.</source>
        <translation>{{n}} Uferflurstücke in temporären Layern berechnet: {file} neben dem Projekt stammt nicht von Shoreline Layout und blieb daher unverändert.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="558"/>
        <source>One layout feature could not be checked as drawn: see the findings in the Shoreline Layout panel.</source>
        <translation>Ein Objekt des Anlagenplans konnte nicht wie gezeichnet geprüft werden: siehe die Befunde im Shoreline-Layout-Bedienfeld.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="561"/>
        <source>{n} layout features could not be checked as drawn: see the findings in the Shoreline Layout panel.</source>
        <translation>{n} Objekte des Anlagenplans konnten nicht wie gezeichnet geprüft werden: siehe die Befunde im Shoreline-Layout-Bedienfeld.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="564"/>
        <source>The layout layers have input problems: see the findings in the Shoreline Layout panel.</source>
        <translation>Die Layer des Anlagenplans enthalten Eingabeprobleme: siehe die Befunde im Shoreline-Layout-Bedienfeld.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="571"/>
        <source>Could not check the edited layout: {err} (details in the Log Messages panel).</source>
        <translation>Der bearbeitete Anlagenplan konnte nicht geprüft werden: {err} (Details im Bedienfeld Protokollmeldungen).</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="594"/>
        <source>The layer {name} lacks the {role} fields of a layout; use New layout… to create proper layers.</source>
        <translation>Dem Layer {name} fehlen die {role}-Felder eines Anlagenplans; legen Sie mit „Neuer Anlagenplan…“ passende Layer an.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="622"/>
        <source>New layout GeoPackage</source>
        <translation>GeoPackage für neuen Anlagenplan</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="622"/>
        <source>GeoPackage (*.gpkg)</source>
        <translation>GeoPackage (*.gpkg)</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="645"/>
        <source>New layout in {path}: draw docks, structures and buoys with the panel&apos;s tools.</source>
        <translation>Neuer Anlagenplan in {path}: Zeichnen Sie Stege, Bauwerke und Bojen mit den Werkzeugen des Bedienfelds.</translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="72"/>
        <source>Write the site plan PDF of the parcel shown, with the layout&apos;s docks, structures and buoys as they are now</source>
        <translation>Den Lageplan des angezeigten Flurstücks als PDF schreiben, mit den Stegen, Bauwerken und Bojen des Anlagenplans im jetzigen Stand</translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="74"/>
        <source>Write the five outputs as a styled GeoPackage, a layer definition (.qlr) and a DXF into a folder</source>
        <translation>Die fünf Ergebnisse als gestaltetes GeoPackage, Layerdefinition (.qlr) und DXF in einen Ordner schreiben</translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="61"/>
        <source>Compute the water-rights lines first (Lake tab).</source>
        <translation>Berechnen Sie zuerst die Wasserrechtslinien (Reiter „See“).</translation>
    </message>
    <message>
        <location filename="../ui/parcel_view.py" line="39"/>
        <source>Compute the water-rights lines first.</source>
        <translation>Berechnen Sie zuerst die Wasserrechtslinien.</translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="94"/>
        <source>Pick a parcel on the Parcel tab first (type its id or use Show a parcel).</source>
        <translation>Wählen Sie zuerst auf dem Reiter „Flurstück“ ein Flurstück (Kennung eingeben oder „Flurstück zeigen“ verwenden).</translation>
    </message>
    <message>
        <location filename="../ui/parcel_view.py" line="41"/>
        <source>There is no parcel {pid} in the computed lake.</source>
        <translation>Im berechneten See gibt es kein Flurstück {pid}.</translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="112"/>
        <source>Folder for the site plan of {pid}</source>
        <translation>Ordner für den Lageplan von {pid}</translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="127"/>
        <source>Site plan of {pid} written:</source>
        <translation>Lageplan von {pid} geschrieben:</translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="100"/>
        <source>Open</source>
        <translation>Öffnen</translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="136"/>
        <source>Folder for the water-rights overlays</source>
        <translation>Ordner für die Wasserrechts-Overlays</translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="145"/>
        <source>Overlays written (GeoPackage, .qlr, DXF) in</source>
        <translation>Overlays (GeoPackage, .qlr, DXF) geschrieben in</translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="145"/>
        <source>Open folder</source>
        <translation>Ordner öffnen</translation>
    </message>
    <message>
        <location filename="../ui/parcel_view.py" line="47"/>
        <source>{f} layout features; {v} findings.</source>
        <translation>{f} Objekte im Anlagenplan; {v} Befunde.</translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="145"/>
        <source>Compute the water-rights lines to check a layout.</source>
        <translation>Berechnen Sie die Wasserrechtslinien, um einen Anlagenplan zu prüfen.</translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="149"/>
        <source>No layout to check: create one with New layout… or choose the structures and buoys layers.</source>
        <translation>Kein Anlagenplan zu prüfen: Legen Sie einen mit „Neuer Anlagenplan…“ an oder wählen Sie die Layer für Bauwerke und Bojen.</translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="39"/>
        <source>One input problem is listed first: fix it to have its feature checked as drawn.</source>
        <translation>Ein Eingabeproblem steht oben in der Liste: Beheben Sie es, damit das Objekt wie gezeichnet geprüft wird.</translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="39"/>
        <source>{k} input problems are listed first: fix them to have their features checked as drawn.</source>
        <translation>{k} Eingabeprobleme stehen oben in der Liste: Beheben Sie sie, damit die Objekte wie gezeichnet geprüft werden.</translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="44"/>
        <source>No violation of {law} found in what could be checked.</source>
        <translation>In dem, was geprüft werden konnte, wurde kein Verstoß gegen {law} gefunden.</translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="47"/>
        <source>One note below.</source>
        <translation>Ein Hinweis unten.</translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="47"/>
        <source>{n} notes below.</source>
        <translation>{n} Hinweise unten.</translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="49"/>
        <source>The layout complies with {law}.</source>
        <translation>Der Anlagenplan entspricht {law}.</translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="59"/>
        <source>One violation</source>
        <translation>Ein Verstoß</translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="59"/>
        <source>{e} violations</source>
        <translation>{e} Verstöße</translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="60"/>
        <source>(and one note)</source>
        <translation>(und ein Hinweis)</translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="60"/>
        <source>(and {k} notes)</source>
        <translation>(und {k} Hinweise)</translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="62"/>
        <source>{what} of {law}{more}. Click a row to see it on the map.</source>
        <translation>{what} gegen {law}{more}. Klicken Sie auf eine Zeile, um sie auf der Karte zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/errors.py" line="71"/>
        <source>Could not {what}: {err} (details in the Log Messages panel).</source>
        <translation>Fehlgeschlagen: {what}: {err} (Details im Bedienfeld Protokollmeldungen).</translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="56"/>
        <source>Site plan</source>
        <translation>Lageplan</translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="56"/>
        <source>Prepared by (name, licence number):</source>
        <translation>Erstellt von (Name, Zulassungsnummer):</translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="107"/>
        <source>Parcel {pid} does not meet the MHW mark; a site plan is drawn for lakeshore parcels only.</source>
        <translation>Das Flurstück {pid} erreicht die MHW-Linie nicht; Lagepläne gibt es nur für Uferflurstücke.</translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="133"/>
        <source>Cannot write in {folder}: choose a folder you may write to.</source>
        <translation>In {folder} kann nicht geschrieben werden: Wählen Sie einen Ordner mit Schreibrecht.</translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="122"/>
        <source>The site plan of {pid} was not written.</source>
        <translation>Der Lageplan von {pid} wurde nicht geschrieben.</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="44"/>
        <source>{layer} feature {fid}: kind &apos;{value}&apos; is not a kind the law knows, so it was not checked; choose its kind in the feature&apos;s form.</source>
        <translation>{layer}, Objekt {fid}: Die Art „{value}“ kennt die Satzung nicht, daher wurde es nicht geprüft; wählen Sie die Art im Formular des Objekts.</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="47"/>
        <source>{layer} feature {fid}: {field} &apos;{value}&apos; is not a usable value and was ignored; enter a number in the feature&apos;s form.</source>
        <translation>{layer}, Objekt {fid}: {field} „{value}“ ist kein brauchbarer Wert und wurde ignoriert; geben Sie im Formular des Objekts eine Zahl ein.</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="51"/>
        <source>{layer} feature {fid}: construction &apos;{value}&apos; is neither permanent nor seasonal, so it was checked as permanent; choose one in the feature&apos;s form.</source>
        <translation>{layer}, Objekt {fid}: Die Bauweise „{value}“ ist weder dauerhaft noch saisonal, daher wurde es als dauerhaft geprüft; wählen Sie eine im Formular des Objekts.</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="55"/>
        <source>{layer} feature {fid}: dock part &apos;{value}&apos; is neither walkway nor appendage, so it was checked as the whole dock; choose one in the feature&apos;s form.</source>
        <translation>{layer}, Objekt {fid}: Der Stegteil „{value}“ ist weder Laufsteg noch Anbau, daher wurde er als ganzer Steg geprüft; wählen Sie eines im Formular des Objekts.</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="59"/>
        <source>{layer} feature {fid} has {n} points and only the first was checked as a buoy; make one buoy of each point.</source>
        <translation>{layer}, Objekt {fid} hat {n} Punkte, nur der erste wurde als Boje geprüft; machen Sie aus jedem Punkt eine eigene Boje.</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="63"/>
        <source>{layer} feature {fid}: the {field} is empty, so 0 ft was used and its swing circle is too small; enter the {field} in the feature&apos;s form.</source>
        <translation>{layer}, Objekt {fid}: {field} ist leer, daher wurden 0 ft verwendet und der Schwojkreis ist zu klein; geben Sie {field} im Formular des Objekts ein.</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="67"/>
        <source>{layer} feature {fid} has no geometry, so it was not checked; draw it or delete it.</source>
        <translation>{layer}, Objekt {fid} hat keine Geometrie und wurde daher nicht geprüft; zeichnen oder löschen Sie es.</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="70"/>
        <source>{layer} feature {fid} could not be put into the working CRS, so it was not checked; check the layer&apos;s CRS and the feature&apos;s coordinates.</source>
        <translation>{layer}, Objekt {fid} ließ sich nicht in das Arbeits-KBS umrechnen und wurde daher nicht geprüft; prüfen Sie das KBS des Layers und die Koordinaten des Objekts.</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="72"/>
        <source>{layer} feature {fid}: {text}</source>
        <translation>{layer}, Objekt {fid}: {text}</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="84"/>
        <source>{layer}: {text}</source>
        <translation>{layer}: {text}</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="72"/>
        <source>No GeoPackage was named for the new layout.</source>
        <translation>Für den neuen Anlagenplan wurde kein GeoPackage angegeben.</translation>
    </message>
    <message>
        <location filename="../ui/output_layers.py" line="123"/>
        <source>Could not write the layer {name} to {path}: {msg}</source>
        <translation>Der Layer {name} konnte nicht nach {path} geschrieben werden: {msg}</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="96"/>
        <source>The new layout GeoPackage {path} could not be opened.</source>
        <translation>Das GeoPackage des neuen Anlagenplans {path} ließ sich nicht öffnen.</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="122"/>
        <source>(whole dock)</source>
        <translation>(ganzer Steg)</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="242"/>
        <source>Compute the water-rights lines first: the tools check what you draw against them.</source>
        <translation>Berechnen Sie zuerst die Wasserrechtslinien: Die Werkzeuge prüfen, was Sie zeichnen, an ihnen.</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="246"/>
        <source>Create a layout (New layout…) or choose the {role} layer in the panel first.</source>
        <translation>Legen Sie zuerst einen Anlagenplan an („Neuer Anlagenplan…“) oder wählen Sie im Bedienfeld den {role}-Layer.</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="266"/>
        <source>outside every rights area</source>
        <translation>außerhalb jeder Wasserrechtsfläche</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="280"/>
        <source>{d:.1f} ft from MHW · swing radius {r:.1f} ft</source>
        <translation>{d:.1f} ft von MHW · Schwojradius {r:.1f} ft</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="283"/>
        <source>{d:.1f} ft from MHW · {a:,.0f} sq ft</source>
        <translation>{d:.1f} ft von MHW · {a:,.0f} sq ft</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="288"/>
        <source>{d:.1f} ft to the nearest water-rights line</source>
        <translation>{d:.1f} ft bis zur nächsten Wasserrechtslinie</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="303"/>
        <source>The layout layer is gone; create or choose one in the panel.</source>
        <translation>Der Layer des Anlagenplans ist nicht mehr da; legen Sie im Bedienfeld einen an oder wählen Sie einen.</translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="110"/>
        <source>The layer {name} cannot be edited.</source>
        <translation>Der Layer {name} kann nicht bearbeitet werden.</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/base.py" line="319"/>
        <source>QGIS refused the new feature on {name}.</source>
        <translation>QGIS hat das neue Objekt auf {name} abgelehnt.</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/buoy_tool.py" line="37"/>
        <source>Add mooring buoy</source>
        <translation>Festmacherboje hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/dock_tool.py" line="284"/>
        <source>Add dock walkway</source>
        <translation>Laufsteg hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/dock_tool.py" line="298"/>
        <source>Add dock appendage</source>
        <translation>Steganbau hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/parcel_tool.py" line="33"/>
        <source>No lakeshore parcel or rights area there.</source>
        <translation>Dort liegt kein Uferflurstück und keine Wasserrechtsfläche.</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/rect_tool.py" line="133"/>
        <source>Add {kind}</source>
        <translation>{kind} hinzufügen</translation>
    </message>
    <message>
        <location filename="../ui/output_layers.py" line="131"/>
        <source>The layer {name} written to {path} could not be opened.</source>
        <translation>Der nach {path} geschriebene Layer {name} ließ sich nicht öffnen.</translation>
    </message>
    <message>
        <location filename="../ui/output_layers.py" line="191"/>
        <source>{path} exists and was not written by Shoreline Layout. Write the computed layers into it (its tables of the same names are replaced, the others are kept)? No keeps the file as it is and the layers in memory.</source>
        <translation>{path} existiert und stammt nicht von Shoreline Layout. Die berechneten Layer hineinschreiben (gleichnamige Tabellen werden ersetzt, die übrigen bleiben erhalten)? „Nein“ lässt die Datei unverändert und die Layer temporär.</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="110"/>
        <source>Rule profiles (*.toml)</source>
        <translation>Regelprofile (*.toml)</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="312"/>
        <source>not set</source>
        <translation>nicht gesetzt</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="105"/>
        <source>Land use</source>
        <translation>Nutzungsart</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="108"/>
        <source>This parcel does not meet the MHW mark: it has no water rights.</source>
        <translation>Dieses Flurstück erreicht die MHW-Linie nicht: Es hat keine Wasserrechte.</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="115"/>
        <source>Frontage</source>
        <translation>Uferlänge</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="118"/>
        <source>Tie line</source>
        <translation>Anschlusslinie</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="121"/>
        <source>MHW within parcel</source>
        <translation>MHW im Flurstück</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="123"/>
        <source>Tax-map frontage</source>
        <translation>Uferlänge laut Flurkarte</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="128"/>
        <source>Eligible</source>
        <translation>Berechtigt</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="130"/>
        <source>Docks</source>
        <translation>Stege</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="133"/>
        <source>Boats</source>
        <translation>Boote</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="134"/>
        <source>Buoys</source>
        <translation>Bojen</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="27"/>
        <source>Dock area</source>
        <translation>Stegfläche</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="140"/>
        <source>Boathouse</source>
        <translation>Bootshaus</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="140"/>
        <source>allowed</source>
        <translation>zulässig</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="142"/>
        <source>Note</source>
        <translation>Hinweis</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="144"/>
        <source>Sections</source>
        <translation>Paragraphen</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="151"/>
        <source>Rights area</source>
        <translation>Wasserrechtsfläche</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="155"/>
        <source>Envelope</source>
        <translation>Baufenster</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="166"/>
        <source>Line</source>
        <translation>Linie</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="168"/>
        <source>200 ft rule</source>
        <translation>200-ft-Regel</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="168"/>
        <source>changed its lines</source>
        <translation>hat seine Linien geändert</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="168"/>
        <source>did not change its lines</source>
        <translation>hat seine Linien nicht geändert</translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="100"/>
        <source>Choose a law (Keuka, Canandaigua or a profile TOML file).</source>
        <translation>Wählen Sie eine Satzung (Keuka, Canandaigua oder eine Profildatei im TOML-Format).</translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="145"/>
        <source>Choose the parcel layer first.</source>
        <translation>Wählen Sie zuerst den Flurstückslayer.</translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="147"/>
        <source>Choose the layer with the mean-high-water (MHW) mark first.</source>
        <translation>Wählen Sie zuerst den Layer mit der Linie des mittleren Hochwassers (MHW).</translation>
    </message>
    <message>
        <location filename="../ui/violations_layer.py" line="103"/>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <location filename="../ui/violations_layer.py" line="103"/>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <location filename="../ui/violations_layer.py" line="103"/>
        <source>Information</source>
        <translation>Information</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="72"/>
        <source>Structures (docks, hoists, boathouses, ... polygons)</source>
        <translation>Bauwerke (Stege, Bootslifte, Bootshäuser, ... Polygone)</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="133"/>
        <source>Structures (docks, hoists, ... polygons)</source>
        <translation>Bauwerke (Stege, Bootslifte, ... Polygone)</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="135"/>
        <source>Owner name field (guessed if empty)</source>
        <translation>Feld des Eigentümernamens (erraten, wenn leer)</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="135"/>
        <source>Address field (guessed if empty)</source>
        <translation>Adressfeld (erraten, wenn leer)</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="135"/>
        <source>Tax map number field (guessed if empty)</source>
        <translation>Feld der Flurkartennummer (erraten, wenn leer)</translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="66"/>
        <source>MHW tie lines</source>
        <translation>MHW-Anschlusslinien</translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="66"/>
        <source>Water rights lines</source>
        <translation>Wasserrechtslinien</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="232"/>
        <source>Rights areas</source>
        <translation>Wasserrechtsflächen</translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="66"/>
        <source>Reach lines</source>
        <translation>Reichweitenlinien</translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="66"/>
        <source>Permanent structure envelopes</source>
        <translation>Baufenster für dauerhafte Bauwerke</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="24"/>
        <source>complies</source>
        <translation>entspricht der Satzung</translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="282"/>
        <source>not regulated by the law</source>
        <translation>von der Satzung nicht geregelt</translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="284"/>
        <source>does not comply</source>
        <translation>entspricht der Satzung nicht</translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="290"/>
        <source>Parcel {pid}: {path} ({pages} sheets, 1:{scale:,}, {verdict})</source>
        <translation>Flurstück {pid}: {path} ({pages} Blätter, 1:{scale:,}, {verdict})</translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="293"/>
        <source>Parcel {pid}: {note}</source>
        <translation>Flurstück {pid}: {note}</translation>
    </message>
    <message>
        <location filename="../report/template_builder.py" line="270"/>
        <source>LEGEND</source>
        <translation>LEGENDE</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="20"/>
        <source>vessel length</source>
        <translation>Bootslänge</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="20"/>
        <source>rode length</source>
        <translation>Ankerleinenlänge</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="21"/>
        <source>height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="21"/>
        <source>roof pitch</source>
        <translation>Dachneigung</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="22"/>
        <source>slips</source>
        <translation>Bootsboxen</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="23"/>
        <source>enclosed sides</source>
        <translation>geschlossene Seiten</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="23"/>
        <source>second floor</source>
        <translation>Obergeschoss</translation>
    </message>
    <message>
        <location filename="../ui/input_problems.py" line="24"/>
        <source>existing</source>
        <translation>bestehend</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="40"/>
        <source>Dock</source>
        <translation>Steg</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="40"/>
        <source>Boat hoist structure</source>
        <translation>Bootslift</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="41"/>
        <source>Boat station</source>
        <translation>Liegeplatz</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="42"/>
        <source>Boat accessory structure</source>
        <translation>Bootszubehörbau</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="43"/>
        <source>Swim float</source>
        <translation>Badefloß</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="43"/>
        <source>Ice breaker</source>
        <translation>Eisbrecher</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="44"/>
        <source>Vessel</source>
        <translation>Boot</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="46"/>
        <source>Walkway</source>
        <translation>Laufsteg</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="46"/>
        <source>Appendage</source>
        <translation>Anbau</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="47"/>
        <source>Permanent</source>
        <translation>Dauerhaft</translation>
    </message>
    <message>
        <location filename="../ui/layout_layers.py" line="47"/>
        <source>Seasonal</source>
        <translation>Saisonal</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="41"/>
        <source>Keuka Lake — Town of Jerusalem §160-118..131</source>
        <translation>Keuka Lake — Town of Jerusalem §160-118..131</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="41"/>
        <source>Canandaigua Lake — City of Canandaigua §44 (2002 proposed)</source>
        <translation>Canandaigua Lake — City of Canandaigua §44 (Entwurf 2002)</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="41"/>
        <source>Profile file (TOML)…</source>
        <translation>Profildatei (TOML)…</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="20"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="20"/>
        <source>Owner</source>
        <translation>Eigentümer</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="21"/>
        <source>Tax map no</source>
        <translation>Flurkartennummer</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="22"/>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="36"/>
        <source>the length of the tie line between the parcel&apos;s two tie points</source>
        <translation>die Länge der Anschlusslinie zwischen den beiden Anschlusspunkten des Flurstücks</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="37"/>
        <source>the tax map&apos;s lake frontage (the frontage field)</source>
        <translation>die Uferlänge laut Flurkarte (das Feld der Uferlänge)</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="38"/>
        <source>the length of the MHW mark within the parcel (the tax map gives none)</source>
        <translation>die Länge der MHW-Linie im Flurstück (die Flurkarte nennt keine)</translation>
    </message>
    <message>
        <location filename="../ui/violations_layer.py" line="38"/>
        <source>Violations</source>
        <translation>Verstöße</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="25"/>
        <source>Setback from rights line</source>
        <translation>Abstand zur Wasserrechtslinie</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="26"/>
        <source>Outside the rights area</source>
        <translation>Außerhalb der Wasserrechtsfläche</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="27"/>
        <source>Beyond the reach</source>
        <translation>Jenseits der Reichweite</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="28"/>
        <source>Walkway width</source>
        <translation>Laufstegbreite</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="29"/>
        <source>Walkway share of dock length</source>
        <translation>Laufsteganteil an der Steglänge</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="30"/>
        <source>Appendage area</source>
        <translation>Anbaufläche</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="31"/>
        <source>Dock separation</source>
        <translation>Stegabstand</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="31"/>
        <source>Too many docks</source>
        <translation>Zu viele Stege</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="32"/>
        <source>Too many boats</source>
        <translation>Zu viele Boote</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="32"/>
        <source>Too many buoys</source>
        <translation>Zu viele Bojen</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="33"/>
        <source>Swing circle outside</source>
        <translation>Schwojkreis außerhalb</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="39"/>
        <source>Height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="40"/>
        <source>Roof pitch</source>
        <translation>Dachneigung</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="41"/>
        <source>Slips per station</source>
        <translation>Bootsboxen je Liegeplatz</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="42"/>
        <source>Structure not permitted</source>
        <translation>Bauwerk nicht zulässig</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="43"/>
        <source>Anchorage permit needed</source>
        <translation>Ankergenehmigung erforderlich</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="44"/>
        <source>Parcel not eligible</source>
        <translation>Flurstück nicht berechtigt</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="45"/>
        <source>Rights line modified (200 ft rule)</source>
        <translation>Wasserrechtslinie geändert (200-ft-Regel)</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="47"/>
        <source>Input problem</source>
        <translation>Eingabeproblem</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="51"/>
        <source>Rule</source>
        <translation>Regel</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="51"/>
        <source>Parcel</source>
        <translation>Flurstück</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="51"/>
        <source>Measured</source>
        <translation>Gemessen</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="51"/>
        <source>Limit</source>
        <translation>Grenzwert</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="51"/>
        <source>Section</source>
        <translation>Paragraph</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="51"/>
        <source>Message</source>
        <translation>Meldung</translation>
    </message>
    <message>
        <location filename="../ui/compute_runner.py" line="25"/>
        <source>Shoreline Layout: water-rights lines</source>
        <translation>Shoreline Layout: Wasserrechtslinien</translation>
    </message>
    <message>
        <location filename="../ui/compute_runner.py" line="39"/>
        <source>Could not compute the water-rights lines: {err} (details in the Log Messages panel).</source>
        <translation>Die Wasserrechtslinien konnten nicht berechnet werden: {err} (Details im Bedienfeld Protokollmeldungen).</translation>
    </message>
    <message>
        <location filename="../ui/compute_runner.py" line="63"/>
        <source>A computation is already running: wait for it or cancel it.</source>
        <translation>Eine Berechnung läuft bereits: warten Sie sie ab oder brechen Sie sie ab.</translation>
    </message>
    <message>
        <location filename="../ui/help.py" line="70"/>
        <source>Shoreline Layout help</source>
        <translation>Shoreline-Layout-Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="145"/>
        <source>Distance from the MHW mark</source>
        <translation>Abstand von der MHW-Linie</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="340"/>
        <source>The saved results could not be reconnected: {why} Press Compute once the inputs are chosen.</source>
        <translation>Die gespeicherten Ergebnisse konnten nicht wieder verbunden werden: {why} Drücken Sie „Berechnen“, sobald die Eingaben gewählt sind.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="388"/>
        <source>A computation is already running: wait for it or press Cancel.</source>
        <translation>Eine Berechnung läuft bereits: warten Sie sie ab oder drücken Sie „Abbrechen“.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="401"/>
        <source>Reconnecting the saved results…</source>
        <translation>Die gespeicherten Ergebnisse werden wieder verbunden…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="401"/>
        <source>Computing the water-rights lines…</source>
        <translation>Die Wasserrechtslinien werden berechnet…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="420"/>
        <source>Compute was canceled; the results on the map are as they were.</source>
        <translation>Die Berechnung wurde abgebrochen; die Ergebnisse auf der Karte sind unverändert.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="429"/>
        <source>Compute failed: {why}</source>
        <translation>Berechnung fehlgeschlagen: {why}</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="460"/>
        <source>Reconnected the results of {n} lakeshore parcels saved beside the project.</source>
        <translation>Die neben dem Projekt gespeicherten Ergebnisse von {n} Uferflurstücken wurden wieder verbunden.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="491"/>
        <source>they were computed under {law}; press Compute for the law chosen now.</source>
        <translation>sie wurden nach {law} berechnet; drücken Sie „Berechnen“ für das jetzt gewählte Recht.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="497"/>
        <source>the layers or fields chosen have changed since they were computed; press Compute to bring them up to date.</source>
        <translation>die gewählten Layer oder Felder haben sich seit der Berechnung geändert; drücken Sie „Berechnen“, um sie zu aktualisieren.</translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="157"/>
        <source>Out of date: {why}</source>
        <translation>Veraltet: {why}</translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="106"/>
        <source>Could not save the edits of {name}: {why}</source>
        <translation>Die Änderungen von {name} konnten nicht gespeichert werden: {why}</translation>
    </message>
    <message>
        <location filename="../ui/help.py" line="59"/>
        <source>The help pages are missing from this installation ({path}): reinstall the plugin from its zip.</source>
        <translation>Die Hilfeseiten fehlen in dieser Installation ({path}): installieren Sie das Plugin erneut aus seiner ZIP-Datei.</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/measure_tool.py" line="70"/>
        <source>Compute the water-rights lines first: the distance is measured from their MHW mark.</source>
        <translation>Berechnen Sie zuerst die Wasserrechtslinien: Der Abstand wird von ihrer MHW-Linie aus gemessen.</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/measure_tool.py" line="93"/>
        <source>{d:.1f} ft from the MHW mark</source>
        <translation>{d:.1f} ft von der MHW-Linie</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/measure_tool.py" line="106"/>
        <source>{d:.1f} ft from the MHW mark (kept on the map; click again to measure elsewhere)</source>
        <translation>{d:.1f} ft von der MHW-Linie (bleibt auf der Karte; erneut klicken, um an anderer Stelle zu messen)</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="189"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="191"/>
        <source>Stop the computation; the results on the map stay as they were</source>
        <translation>Die Berechnung anhalten; die Ergebnisse auf der Karte bleiben unverändert</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="202"/>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="203"/>
        <source>The plugin&apos;s documentation: the walkthrough, the rules, the readings of the law</source>
        <translation>Die Dokumentation des Plugins: die Schritt-für-Schritt-Anleitung, die Regeln, die Auslegungen des Gesetzes</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="218"/>
        <source>drag</source>
        <translation>ziehen</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="219"/>
        <source>A walkway of this length is laid by a click on the shore; &quot;drag&quot; draws it as long as the drag</source>
        <translation>Ein Laufsteg dieser Länge wird mit einem Klick auf das Ufer gelegt; „ziehen“ zeichnet ihn so lang wie das Ziehen</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="223"/>
        <source>Length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="149"/>
        <source>The MHW mark is the parcel layer {name}: choose the line layer that holds the mean-high-water mark in the MHW box.</source>
        <translation>Die MHW-Linie ist der Flurstückslayer {name}: wählen Sie im Feld MHW den Linienlayer, der die mittlere Hochwasserlinie enthält.</translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="221"/>
        <source>The computation was canceled.</source>
        <translation>Die Berechnung wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="41"/>
        <source>Suggest layout</source>
        <translation>Anlagenplan vorschlagen</translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="43"/>
        <source>Add the largest dock the law allows on the parcel shown, with hoists and buoys, to the layout layers (checked: no errors; Undo removes it)</source>
        <translation>Den größten Steg, den das Gesetz auf dem gezeigten Flurstück erlaubt, mit Bootsliften und Bojen zu den Layern des Anlagenplans hinzufügen (geprüft: keine Fehler; Rückgängig entfernt ihn)</translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="64"/>
        <source>Pick a lakeshore parcel on the Parcel tab first (type its id or use Show a parcel).</source>
        <translation>Wählen Sie zuerst auf dem Reiter „Flurstück“ ein Uferflurstück (Kennung eingeben oder „Flurstück zeigen“ verwenden).</translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="69"/>
        <source>Create the layout layers first (New layout…): the suggestion is added to them.</source>
        <translation>Legen Sie zuerst die Layer des Anlagenplans an („Neuer Anlagenplan…“): der Vorschlag wird ihnen hinzugefügt.</translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="73"/>
        <source>The layout already has features on parcel {pid} (in {layers}): delete them first, so that the suggestion is checked alone.</source>
        <translation>Der Anlagenplan hat bereits Objekte auf dem Flurstück {pid} (in {layers}): löschen Sie sie zuerst, damit der Vorschlag allein geprüft wird.</translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="81"/>
        <source>Parcel {pid} is not a lakeshore parcel of the computed lake.</source>
        <translation>Das Flurstück {pid} ist kein Uferflurstück des berechneten Sees.</translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="87"/>
        <source>Suggest layout for {pid}</source>
        <translation>Anlagenplan für {pid} vorschlagen</translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="91"/>
        <source>Suggest buoys for {pid}</source>
        <translation>Bojen für {pid} vorschlagen</translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="95"/>
        <source>Undo removes it.</source>
        <translation>Rückgängig entfernt ihn.</translation>
    </message>
    <message>
        <location filename="../ui/suggest_button.py" line="123"/>
        <source>The layer {name} refused a feature.</source>
        <translation>Der Layer {name} hat ein Objekt abgelehnt.</translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="198"/>
        <source> and </source>
        <translation> und </translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="91"/>
        <source>{param} (layer &apos;{name}&apos;)</source>
        <translation>{param} (Layer „{name}“)</translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="130"/>
        <source>{output}: {target} is the file of the input {which}: writing there would overwrite it. Inputs are never written: choose another file for {output} (or a temporary output).</source>
        <translation>{output}: {target} ist die Datei der Eingabe {which}: dorthin zu schreiben würde sie überschreiben. Eingaben werden nie geschrieben: wählen Sie eine andere Datei für {output} (oder eine temporäre Ausgabe).</translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="157"/>
        <source>1 feature</source>
        <translation>1 Objekt</translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="157"/>
        <source>{n} features</source>
        <translation>{n} Objekte</translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="195"/>
        <source>{path} exists. </source>
        <translation>{path} existiert. </translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="197"/>
        <source>New layout replaces its layers {layers} with empty ones: what is drawn in them is lost. </source>
        <translation>„Neuer Anlagenplan“ ersetzt seine Layer {layers} durch leere: was in ihnen gezeichnet ist, geht verloren. </translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="200"/>
        <source>New layout adds the layers &apos;structures&apos; and &apos;buoys&apos; to it. </source>
        <translation>„Neuer Anlagenplan“ fügt ihm die Layer 'structures' und 'buoys' hinzu. </translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="202"/>
        <source>Its other layers ({layers}) are kept. </source>
        <translation>Seine anderen Layer ({layers}) bleiben erhalten. </translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="203"/>
        <source>Go on? No leaves the file as it is.</source>
        <translation>Fortfahren? „Nein“ lässt die Datei, wie sie ist.</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="76"/>
        <source>Rights areas of a waterrightslines run (optional)</source>
        <translation>Wasserrechtsflächen eines waterrightslines-Laufs (optional)</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="77"/>
        <source>Water rights lines of that run (with rights areas)</source>
        <translation>Wasserrechtslinien desselben Laufs (mit den Wasserrechtsflächen)</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="78"/>
        <source>MHW tie lines of that run (with rights areas)</source>
        <translation>MHW-Anschlusslinien desselben Laufs (mit den Wasserrechtsflächen)</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="52"/>
        <source>Parcels compliant</source>
        <translation>Flurstücke rechtskonform</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="53"/>
        <source>Parcels nonconforming (may continue)</source>
        <translation>Flurstücke mit Bestandsschutz (dürfen fortbestehen)</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="54"/>
        <source>Parcels in violation</source>
        <translation>Flurstücke mit Verstoß</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="96"/>
        <source>Structures standing or proposed (polygons; existing = 1 for those already there)</source>
        <translation>Bestehende oder geplante Bauwerke (Polygone; existing = 1 für die bereits vorhandenen)</translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="105"/>
        <source>Lake audit</source>
        <translation>Seeprüfung</translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="109"/>
        <source>The site plan of {pid}</source>
        <translation>Der Lageplan von {pid}</translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="129"/>
        <source>The overlays</source>
        <translation>Die Overlays</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/dock_tool.py" line="290"/>
        <source>Walkway added to dock {d}. Press-drag appendages (T, L, fingers), or click and type their length and width; right-click to finish the dock.</source>
        <translation>Steg zu Anleger {d} hinzugefügt. Anbauten (T, L, Finger) mit gedrückter Maustaste ziehen oder klicken und Länge und Breite eintippen; Rechtsklick schließt den Anleger ab.</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/typed.py" line="75"/>
        <source>length</source>
        <translation>Länge</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/typed.py" line="75"/>
        <source>width</source>
        <translation>Breite</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/typed.py" line="80"/>
        <source>type the figures: Tab (or x) to the next, Enter to draw, Esc to stop</source>
        <translation>Maße eintippen: Tab (oder x) zum nächsten, Enter zeichnet, Esc bricht ab</translation>
    </message>
    <message>
        <location filename="../report/audit_pdf.py" line="142"/>
        <source>Lake audit PDF: {parcels} parcel sheets, {total} sheets in all.</source>
        <translation>PDF der Seeprüfung: {parcels} Grundstücksblätter, {total} Blätter insgesamt.</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="36"/>
        <source>Swing circle reaches another feature</source>
        <translation>Schwojkreis erreicht eine andere Anlage</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="37"/>
        <source>Swing circles of two buoys overlap</source>
        <translation>Schwojkreise zweier Bojen überschneiden sich</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="38"/>
        <source>Buoy&apos;s swing circle reaches a dock or structure</source>
        <translation>Schwojkreis der Boje erreicht einen Steg oder ein Bauwerk</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="149"/>
        <source>its lines meet {distance} out</source>
        <translation>seine Linien treffen sich {distance} vom Ufer entfernt</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="149"/>
        <source>its lines do not meet within the limit</source>
        <translation>seine Linien treffen sich nicht innerhalb der Grenze</translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="43"/>
        <source>The layout ({names}) has edits that are not saved. Save: save them and draw the plan. Draw unsaved: draw the plan with the edits and keep them unsaved. Discard: throw the edits away and draw the saved layout.</source>
        <translation>Der Anlagenplan ({names}) hat ungespeicherte Änderungen. Speichern: Änderungen speichern und den Lageplan zeichnen. Ungespeichert zeichnen: den Lageplan mit den Änderungen zeichnen, ohne sie zu speichern. Verwerfen: Änderungen verwerfen und den gespeicherten Anlagenplan zeichnen.</translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="49"/>
        <source>Draw unsaved</source>
        <translation>Ungespeichert zeichnen</translation>
    </message>
    <message>
        <location filename="../ui/documents.py" line="110"/>
        <source>Could not discard the edits of {name}.</source>
        <translation>Die Änderungen von {name} konnten nicht verworfen werden.</translation>
    </message>
    <message>
        <location filename="../qgis_io/files.py" line="53"/>
        <source>{path} could not be written ({why})</source>
        <translation>{path} konnte nicht geschrieben werden ({why})</translation>
    </message>
    <message>
        <location filename="../qgis_io/files.py" line="119"/>
        <source>{path} could not be read back ({why})</source>
        <translation>{path} konnte nicht zurückgelesen werden ({why})</translation>
    </message>
    <message>
        <location filename="../qgis_io/overlays.py" line="226"/>
        <source>{path} was written incomplete ({size} bytes, no end of file: is the disk full?)</source>
        <translation>{path} wurde unvollständig geschrieben ({size} Bytes, kein Dateiende: ist der Datenträger voll?)</translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="90"/>
        <source>{param} (the {what} it reads)</source>
        <translation>{param} (die gelesene Datei: {what})</translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="213"/>
        <source>profile</source>
        <translation>Profil</translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="219"/>
        <source>land-use crosswalk</source>
        <translation>Nutzungsschlüssel-Tabelle</translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="268"/>
        <source>Parcels {ids} have one file name after unsafe characters are replaced: their site plans are {names}.</source>
        <translation>Die Flurstücke {ids} ergeben nach dem Ersetzen unsicherer Zeichen denselben Dateinamen: ihre Lagepläne heißen {names}.</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="25"/>
        <source>nonconforming: no violation, findings to judge</source>
        <translation>nichtkonform: kein Verstoß, Befunde zu beurteilen</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="27"/>
        <source>not checked in full: input problems</source>
        <translation>nicht vollständig geprüft: Eingabeprobleme</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/dock_tool.py" line="257"/>
        <source>The drag ran along the walkway&apos;s end: its {w:.1f} ft are the part&apos;s width. Type its length and press Enter, or click its far side.</source>
        <translation>Der Zug lief an der Stirnseite des Laufstegs entlang: seine {w:.1f} ft sind die Breite des Teils. Länge eingeben und Enter drücken, oder auf seine andere Seite klicken.</translation>
    </message>
    <message>
        <location filename="../ui/map_tools/dock_tool.py" line="257"/>
        <source>The drag ran along the walkway&apos;s side: its {w:.1f} ft are the part&apos;s length. Type its width and press Enter, or click its far side.</source>
        <translation>Der Zug lief an der Längsseite des Laufstegs entlang: seine {w:.1f} ft sind die Länge des Teils. Breite eingeben und Enter drücken, oder auf seine andere Seite klicken.</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="26"/>
        <source>violation</source>
        <translation>Verstoß</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="30"/>
        <source>no number in the law (site plan review)</source>
        <translation>keine Zahl in der Satzung (Lageplanprüfung)</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="31"/>
        <source>residential</source>
        <translation>Wohnnutzung</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="31"/>
        <source>marina</source>
        <translation>Marina</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="32"/>
        <source>yacht club</source>
        <translation>Yachtclub</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="32"/>
        <source>restaurant</source>
        <translation>Restaurant</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="33"/>
        <source>hotel / motel / camp / resort / private club</source>
        <translation>Hotel / Motel / Camp / Resort / privater Club</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="34"/>
        <source>municipal</source>
        <translation>kommunal</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="34"/>
        <source>other land use</source>
        <translation>andere Nutzung</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="161"/>
        <source>beside unparcelled lakeshore (a road end or right-of-way)</source>
        <translation>neben Ufer ohne Flurstück (ein Straßenende oder Wegerecht)</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="162"/>
        <source>no neighbour in the data</source>
        <translation>kein Nachbar in den Daten</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="187"/>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <location filename="../pipeline.py" line="317"/>
        <source>DRAWING: no entity lies on a layer the layer map names as a structure or a buoy (the drawing&apos;s layers: {layers}); give LAYER_MAP, a CSV of pattern,kind rows naming them.</source>
        <translation>DRAWING: Kein Objekt liegt auf einem Layer, den die Layerzuordnung als Bauwerk oder Boje benennt (Layer der Zeichnung: {layers}); geben Sie LAYER_MAP an, eine CSV mit Zeilen pattern,kind, die sie benennt.</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <location filename="../pipeline.py" line="322"/>
        <source>DRAWING: its features lie at E {x0:,.0f}..{x1:,.0f}, N {y0:,.0f}..{y1:,.0f} read in {drawing}, not on the parcels, and would lie on them in metres: set DRAWING_CRS to the metre CRS it was drawn in (New York Central in metres is EPSG:32116).</source>
        <translation>DRAWING: Ihre Objekte liegen, in {drawing} gelesen, bei E {x0:,.0f}..{x1:,.0f}, N {y0:,.0f}..{y1:,.0f}, nicht auf den Flurstücken, und lägen in Metern gelesen auf ihnen: setzen Sie DRAWING_CRS auf das metrische KBS, in dem sie gezeichnet wurde (New York Central in Metern ist EPSG:32116).</translation>
    </message>
    <message>
        <location filename="../pipeline.py" line="326"/>
        <source>DRAWING: its features lie at E {x0:,.0f}..{x1:,.0f}, N {y0:,.0f}..{y1:,.0f} read in {drawing}, not on the parcels (E {s0:,.0f}..{s1:,.0f}, N {t0:,.0f}..{t1:,.0f} in {crs}): set DRAWING_CRS to the CRS the drawing was drawn in (a DXF does not say), or move a local-grid drawing onto New York State Plane in CAD first.</source>
        <translation>DRAWING: Ihre Objekte liegen, in {drawing} gelesen, bei E {x0:,.0f}..{x1:,.0f}, N {y0:,.0f}..{y1:,.0f}, nicht auf den Flurstücken (E {s0:,.0f}..{s1:,.0f}, N {t0:,.0f}..{t1:,.0f} in {crs}): setzen Sie DRAWING_CRS auf das KBS, in dem die Zeichnung gezeichnet wurde (eine DXF sagt es nicht), oder verschieben Sie eine Zeichnung in lokalen Koordinaten zuerst im CAD nach New York State Plane.</translation>
    </message>
    <message>
        <location filename="../qgis_io/dxf.py" line="59"/>
        <source>DRAWING: &apos;{path}&apos; could not be read as a DXF file ({why}).</source>
        <translation>DRAWING: '{path}' konnte nicht als DXF-Datei gelesen werden ({why}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/dxf.py" line="64"/>
        <source>DRAWING: &apos;{path}&apos; could not be read as a DXF file (GDAL&apos;s DXF driver does not open it).</source>
        <translation>DRAWING: '{path}' konnte nicht als DXF-Datei gelesen werden (GDALs DXF-Treiber öffnet sie nicht).</translation>
    </message>
    <message>
        <location filename="../qgis_io/dxf.py" line="96"/>
        <source>DRAWING: &apos;{path}&apos; is not a file.</source>
        <translation>DRAWING: '{path}' ist keine Datei.</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="364"/>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="219"/>
        <source>Mooring buoys (drawing)</source>
        <translation>Ankerbojen (Zeichnung)</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="222"/>
        <source>Structures (drawing)</source>
        <translation>Bauwerke (Zeichnung)</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="226"/>
        <source>Water-rights lines</source>
        <translation>Wasserrechtslinien</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="230"/>
        <source>MHW mark</source>
        <translation>MHW-Linie</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="235"/>
        <source>Parcels</source>
        <translation>Flurstücke</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="281"/>
        <source>Legend</source>
        <translation>Legende</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="326"/>
        <source>Review of a submitted site plan</source>
        <translation>Prüfung eines eingereichten Lageplans</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="327"/>
        <source>Drawing: {name} (read in {crs}; checked in {work}). Law: {law}. {date}.</source>
        <translation>Zeichnung: {name} (gelesen in {crs}; geprüft in {work}). Gesetz: {law}. {date}.</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="331"/>
        <source>Verdict: </source>
        <translation>Ergebnis: </translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="343"/>
        <source>The map shows the drawing as read (structures, buoys with their swing circles) over the water-rights lines the plugin constructs, and where each finding lies. A circle&apos;s radius is read as the swing radius (vessel length and rode together): the drawing does not split it, so it is carried as the vessel length with a rode of 0 ft.</source>
        <translation>Die Karte zeigt die Zeichnung, wie sie gelesen wurde (Bauwerke, Bojen mit ihren Schwojkreisen), über den Wasserrechtslinien, die das Plugin konstruiert, und wo jeder Befund liegt. Der Radius eines Kreises wird als Schwojradius gelesen (Bootslänge und Ankerleine zusammen): die Zeichnung teilt ihn nicht auf, daher wird er als Bootslänge mit einer Ankerleine von 0 ft geführt.</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="352"/>
        <source>1. The submission&apos;s labels beside the findings</source>
        <translation>1. Die Beschriftungen der Einreichung neben den Befunden</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="361"/>
        <source>swing {r}</source>
        <translation>Schwojradius {r}</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="361"/>
        <source>no circle</source>
        <translation>kein Kreis</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="362"/>
        <source>mooring buoy</source>
        <translation>Ankerboje</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="364"/>
        <source>Ref</source>
        <translation>Ref.</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="364"/>
        <source>Drawing&apos;s label</source>
        <translation>Beschriftung der Zeichnung</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="399"/>
        <source>Layer</source>
        <translation>Layer</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="364"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="364"/>
        <source>Size</source>
        <translation>Größe</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="364"/>
        <source>Nothing was read from the drawing.</source>
        <translation>Aus der Zeichnung wurde nichts gelesen.</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="368"/>
        <source>Findings on the parcel as a whole:</source>
        <translation>Befunde zum Flurstück als Ganzem:</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="369"/>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="375"/>
        <source>no finding</source>
        <translation>kein Befund</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="380"/>
        <source>2. The allowance against what is proposed</source>
        <translation>2. Das Zulässige gegenüber dem Geplanten</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="382"/>
        <source>The drawing lies on no lakeshore parcel&apos;s water.</source>
        <translation>Die Zeichnung liegt auf dem Wasser keines Seeufer-Flurstücks.</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="385"/>
        <source>Parcel {pid} ({use}, frontage {ft} by {how})</source>
        <translation>Flurstück {pid} ({use}, Uferlänge {ft} nach {how})</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="392"/>
        <source>Item</source>
        <translation>Posten</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="392"/>
        <source>Allowed</source>
        <translation>Zulässig</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="392"/>
        <source>Proposed</source>
        <translation>Geplant</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="397"/>
        <source>3. What could not be read from the drawing</source>
        <translation>3. Was aus der Zeichnung nicht gelesen werden konnte</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="399"/>
        <source>Entity</source>
        <translation>Objekt</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="399"/>
        <source>Handle</source>
        <translation>Handle</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="399"/>
        <source>Why</source>
        <translation>Warum</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="399"/>
        <source>Every entity of the drawing was read.</source>
        <translation>Jedes Objekt der Zeichnung wurde gelesen.</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="405"/>
        <source>4. Site-plan items of {section} the drawing lacks</source>
        <translation>4. Angaben des Lageplans nach {section}, die der Zeichnung fehlen</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="413"/>
        <source>not found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="413"/>
        <source>shown</source>
        <translation>vorhanden</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="413"/>
        <source>not judged</source>
        <translation>nicht beurteilt</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="415"/>
        <source>Item the law asks for</source>
        <translation>Vom Gesetz verlangte Angabe</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="415"/>
        <source>In the drawing</source>
        <translation>In der Zeichnung</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="415"/>
        <source>Shown by</source>
        <translation>Gezeigt durch</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="415"/>
        <source>The law&apos;s profile lists no site-plan items.</source>
        <translation>Das Profil des Gesetzes nennt keine Angaben des Lageplans.</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="443"/>
        <source>QGIS could not write the review memo {path} (exporter result {result}).</source>
        <translation>QGIS konnte den Prüfbericht {path} nicht schreiben (Exportergebnis {result}).</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="155"/>
        <source>Review a submission…</source>
        <translation>Eine Einreichung prüfen…</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="155"/>
        <source>Layer map for submissions…</source>
        <translation>Layerzuordnung für Einreichungen…</translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="31"/>
        <source>Structures (submission)</source>
        <translation>Bauwerke (Einreichung)</translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="32"/>
        <source>Mooring buoys (submission)</source>
        <translation>Ankerbojen (Einreichung)</translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="33"/>
        <source>Violations (submission)</source>
        <translation>Verstöße (Einreichung)</translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="34"/>
        <source>Not read from the drawing</source>
        <translation>Nicht aus der Zeichnung gelesen</translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="58"/>
        <source>Choose the parcels and the MHW mark in the Shoreline Layout panel first: a submission is checked against that lake.</source>
        <translation>Wählen Sie zuerst im Shoreline-Layout-Bedienfeld die Flurstücke und die MHW-Linie: eine Einreichung wird gegen diesen See geprüft.</translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="77"/>
        <source>Review a submission</source>
        <translation>Eine Einreichung prüfen</translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="77"/>
        <source>DXF drawings (*.dxf *.DXF)</source>
        <translation>DXF-Zeichnungen (*.dxf *.DXF)</translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="91"/>
        <source>Submission reviewed: the memo is {path}.</source>
        <translation>Einreichung geprüft: der Prüfbericht ist {path}.</translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="97"/>
        <source>Review: {name}</source>
        <translation>Prüfung: {name}</translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="132"/>
        <source>Layer map for submissions</source>
        <translation>Layerzuordnung für Einreichungen</translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="132"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="143"/>
        <source>The layer map {path} cannot be used: {why}.</source>
        <translation>Die Layerzuordnung {path} kann nicht verwendet werden: {why}.</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="308"/>
        <source>Compliant: no finding is an error or a warning.</source>
        <translation>Rechtskonform: kein Befund ist ein Fehler oder eine Warnung.</translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="22"/>
        <source>layer {layer} is not in the layer map</source>
        <translation>Layer {layer} steht nicht in der Layerzuordnung</translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="24"/>
        <source>block {block} on layer {layer}, which is not in the layer map ({n} entities)</source>
        <translation>Block {block} auf Layer {layer}, der nicht in der Layerzuordnung steht ({n} Objekte)</translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="27"/>
        <source>the text &apos;{text}&apos; labels no feature (the nearest is {distance} ft away)</source>
        <translation>der Text '{text}' beschriftet kein Objekt (das nächste ist {distance} ft entfernt)</translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="27"/>
        <source>the text &apos;{text}&apos; labels no feature</source>
        <translation>der Text '{text}' beschriftet kein Objekt</translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="31"/>
        <source>an open {entity} on the structure layer {layer}: it closes no outline</source>
        <translation>ein offenes {entity} auf dem Bauwerks-Layer {layer}: es schließt keinen Umriss</translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="34"/>
        <source>lies {distance} ft from the parcels and their water (a legend, a detail or a title block?): not read as a feature of the site</source>
        <translation>liegt {distance} ft von den Flurstücken und ihrem Wasser entfernt (eine Legende, ein Detail oder ein Schriftfeld?): nicht als Objekt des Geländes gelesen</translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="37"/>
        <source>the entity has no geometry GDAL could read</source>
        <translation>das Objekt hat keine Geometrie, die GDAL lesen konnte</translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="39"/>
        <source>a {entity} on the buoy layer {layer}: a buoy is read from a circle (its swing circle) or a point</source>
        <translation>ein {entity} auf dem Bojen-Layer {layer}: eine Boje wird aus einem Kreis (ihrem Schwojkreis) oder einem Punkt gelesen</translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="42"/>
        <source>a {entity} on the structure layer {layer}: a structure is read from a closed outline or a hatch</source>
        <translation>ein {entity} auf dem Bauwerks-Layer {layer}: ein Bauwerk wird aus einem geschlossenen Umriss oder einer Schraffur gelesen</translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="45"/>
        <source>a closed outline that encloses no area</source>
        <translation>ein geschlossener Umriss, der keine Fläche umschließt</translation>
    </message>
    <message>
        <location filename="../qgis_io/unread_text.py" line="50"/>
        <source>; it lies {distance} ft from the site (a title block or a legend?)</source>
        <translation>; es liegt {distance} ft vom Gelände entfernt (ein Schriftfeld oder eine Legende?)</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="155"/>
        <source>CRS of submitted drawings…</source>
        <translation>KBS eingereichter Zeichnungen…</translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="117"/>
        <source>CRS of submitted drawings</source>
        <translation>KBS eingereichter Zeichnungen</translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="123"/>
        <source>Choose a CRS with an authority id (EPSG:...).</source>
        <translation>Wählen Sie ein KBS mit einer Kennung (EPSG:...).</translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="125"/>
        <source>Submitted drawings of this project are read in {crs}.</source>
        <translation>Eingereichte Zeichnungen dieses Projekts werden in {crs} gelesen.</translation>
    </message>
    <message>
        <location filename="../qgis_io/dxf.py" line="117"/>
        <source>DRAWING: entity {handle} could not be transformed from {crs} to the working CRS; check DRAWING_CRS.</source>
        <translation>DRAWING: Objekt {handle} konnte nicht von {crs} in das Arbeits-KBS transformiert werden; prüfen Sie DRAWING_CRS.</translation>
    </message>
    <message>
        <location filename="../qgis_io/parcel_fields.py" line="40"/>
        <source>Parcel id field (default: feature id)</source>
        <translation>Feld der Flurstückskennung (Standard: Objekt-ID)</translation>
    </message>
    <message>
        <location filename="../qgis_io/parcel_fields.py" line="40"/>
        <source>Land use field (default: residential)</source>
        <translation>Feld der Nutzungsart (Standard: residential)</translation>
    </message>
    <message>
        <location filename="../qgis_io/parcel_fields.py" line="40"/>
        <source>Tax-map lake frontage field, ft</source>
        <translation>Feld der Uferlänge laut Flurkarte, ft</translation>
    </message>
    <message>
        <location filename="../qgis_io/parcel_fields.py" line="40"/>
        <source>Restaurant seating capacity field</source>
        <translation>Feld der Sitzplätze (Restaurant)</translation>
    </message>
    <message>
        <location filename="../qgis_io/parcel_fields.py" line="40"/>
        <source>Steep slope field (1 where the §44-5I steep slope exists)</source>
        <translation>Feld Steilhang (1, wo der Steilhang nach §44-5I besteht)</translation>
    </message>
    <message>
        <location filename="../qgis_io/parcel_fields.py" line="40"/>
        <source>Upland structure near MHW field (1 where one stands within 60 ft of the MHW mark, §44-5I(1))</source>
        <translation>Feld Uferbauwerk nahe MHW (1, wo eines innerhalb von 60 ft der MHW-Linie steht, §44-5I(1))</translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="34"/>
        <source>write the legal description</source>
        <translation>die Grenzbeschreibung schreiben</translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="55"/>
        <source>Legal description…</source>
        <translation>Grenzbeschreibung…</translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="57"/>
        <source>Write the metes-and-bounds description of the parcel&apos;s tie line, water rights lines and rights area to a text file, and show it</source>
        <translation>Die Grenzbeschreibung (metes and bounds) der Verbindungslinie, der Wasserrechtslinien und der Wasserrechtsfläche des Grundstücks in eine Textdatei schreiben und anzeigen</translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="85"/>
        <source>Parcel {pid} does not meet the MHW mark: it has no water rights lines to describe.</source>
        <translation>Grundstück {pid} erreicht die mittlere Hochwasserlinie nicht: es hat keine Wasserrechtslinien, die sich beschreiben ließen.</translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="88"/>
        <source>Folder for the legal description of {pid}</source>
        <translation>Ordner für die Grenzbeschreibung von {pid}</translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="97"/>
        <source>The legal description was not written: {why}</source>
        <translation>Die Grenzbeschreibung wurde nicht geschrieben: {why}</translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="100"/>
        <source>Legal description of {pid} written:</source>
        <translation>Grenzbeschreibung von {pid} geschrieben:</translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="112"/>
        <source>Legal description of {pid}</source>
        <translation>Grenzbeschreibung von {pid}</translation>
    </message>
    <message>
        <location filename="../ui/legal_button.py" line="119"/>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <location filename="../ui/violations_table.py" line="46"/>
        <source>Rights line not drawn (end of data)</source>
        <translation>Wasserrechtslinie nicht gezogen (Ende der Daten)</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="175"/>
        <source>The CRS the lake is measured in: a projected CRS in US survey feet, the State Plane zone of the lake (e.g. EPSG:2262 for New York West)</source>
        <translation>Das KBS, in dem der See gemessen wird: ein projiziertes KBS in US-Survey-Fuß, die State-Plane-Zone des Sees (z. B. EPSG:2262 für New York West)</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="177"/>
        <source>Working CRS</source>
        <translation>Arbeits-KBS</translation>
    </message>
    <message>
        <location filename="../ui/session.py" line="170"/>
        <source> Choose the State Plane zone of the lake (a projected CRS in feet) in the panel&apos;s Working CRS box.</source>
        <translation> Wählen Sie die State-Plane-Zone des Sees (ein projiziertes KBS in Fuß) im Feld Arbeits-KBS des Panels.</translation>
    </message>
    <message>
        <location filename="../ui/controller.py" line="494"/>
        <source>they were measured in {crs}; press Compute to measure in the working CRS chosen now.</source>
        <translation>sie wurden in {crs} gemessen; drücken Sie „Berechnen“, um im jetzt gewählten Arbeits-KBS zu messen.</translation>
    </message>
    <message>
        <location filename="../ui/panel.py" line="173"/>
        <source>The law&apos;s CRS, else {crs}</source>
        <translation>Das KBS des Gesetzes, sonst {crs}</translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="179"/>
        <source>{path} holds the layer {layers} of this project: a new layout is never written into an input&apos;s file. Choose a new GeoPackage for the layout.</source>
        <translation>{path} enthält den Layer {layers} dieses Projekts: ein neuer Anlagenplan wird nie in die Datei einer Eingabe geschrieben. Wählen Sie ein neues GeoPackage für den Anlagenplan.</translation>
    </message>
    <message>
        <location filename="../qgis_io/overwrite_guard.py" line="179"/>
        <source>{path} holds the layers {layers} of this project: a new layout is never written into an input&apos;s file. Choose a new GeoPackage for the layout.</source>
        <translation>{path} enthält die Layer {layers} dieses Projekts: ein neuer Anlagenplan wird nie in die Datei einer Eingabe geschrieben. Wählen Sie ein neues GeoPackage für den Anlagenplan.</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="309"/>
        <source>Nonconforming: no error; {w} the reviewer must judge.</source>
        <translation>Nicht konform: kein Fehler; {w}, die die prüfende Stelle beurteilen muss.</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="310"/>
        <source>Violation: {e}, {w}.</source>
        <translation>Verstoß: {e}, {w}.</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="311"/>
        <source>Not checked: {n}; those features could not be checked.</source>
        <translation>Nicht geprüft: {n}; diese Objekte konnten nicht geprüft werden.</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="80"/>
        <source>{n} error</source>
        <translation>{n} Fehler</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="80"/>
        <source>{n} errors</source>
        <translation>{n} Fehler</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="80"/>
        <source>{n} warning</source>
        <translation>{n} Warnung</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="80"/>
        <source>{n} warnings</source>
        <translation>{n} Warnungen</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="80"/>
        <source>{n} input problem</source>
        <translation>{n} Eingabeproblem</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="80"/>
        <source>{n} input problems</source>
        <translation>{n} Eingabeprobleme</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="333"/>
        <source>{n} feature could not be checked.</source>
        <translation>{n} Objekt konnte nicht geprüft werden.</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="333"/>
        <source>{n} features could not be checked.</source>
        <translation>{n} Objekte konnten nicht geprüft werden.</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>{parcels}: {ids}. Read from the drawing: {s}, {b}; {u} not read (section 3).</source>
        <translation>{parcels}: {ids}. Aus der Zeichnung gelesen: {s}, {b}; {u} nicht gelesen (Abschnitt 3).</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>Lakeshore parcel</source>
        <translation>Seeufer-Flurstück</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>Lakeshore parcels</source>
        <translation>Seeufer-Flurstücke</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>{n} structure</source>
        <translation>{n} Bauwerk</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>{n} structures</source>
        <translation>{n} Bauwerke</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>{n} mooring buoy</source>
        <translation>{n} Ankerboje</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>{n} mooring buoys</source>
        <translation>{n} Ankerbojen</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>{n} entity</source>
        <translation>{n} Zeichnungsobjekt</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="337"/>
        <source>{n} entities</source>
        <translation>{n} Zeichnungsobjekte</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="408"/>
        <source>{n} of {total} item not found in the drawing&apos;s layer names or texts.</source>
        <translation>{n} von {total} Angabe in den Layernamen und Texten der Zeichnung nicht gefunden.</translation>
    </message>
    <message>
        <location filename="../report/review_memo.py" line="408"/>
        <source>{n} of {total} items not found in the drawing&apos;s layer names or texts.</source>
        <translation>{n} von {total} Angaben in den Layernamen und Texten der Zeichnung nicht gefunden.</translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="287"/>
        <source>{verdict}, {n} finding</source>
        <translation>{verdict}, {n} Befund</translation>
    </message>
    <message>
        <location filename="../report/siteplan.py" line="287"/>
        <source>{verdict}, {n} findings</source>
        <translation>{verdict}, {n} Befunde</translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="86"/>
        <source>{what} would be written over {path}, the file of the layer {layers} of this project: documents are never written over a layer&apos;s file. Choose another folder.</source>
        <translation>{what} würde über {path} geschrieben, die Datei des Layers {layers} dieses Projekts: Dokumente werden nie über die Datei eines Layers geschrieben. Wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <location filename="../ui/exports.py" line="86"/>
        <source>{what} would be written over {path}, the file of the layers {layers} of this project: documents are never written over a layer&apos;s file. Choose another folder.</source>
        <translation>{what} würde über {path} geschrieben, die Datei der Layer {layers} dieses Projekts: Dokumente werden nie über die Datei eines Layers geschrieben. Wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="31"/>
        <source>{lake} law</source>
        <translation>Satzung {lake}</translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="52"/>
        <source>Nonconforming under {law}: no violation, {w} to judge (an existing structure that may continue, or a finding the reviewer must weigh). Click a row to see it on the map.</source>
        <translation>Nichtkonform nach {law}: kein Verstoß, {w} zu beurteilen (eine bestehende Anlage, die bleiben darf, oder ein Befund, den die Prüfung abwägen muss). Klicken Sie auf eine Zeile, um sie auf der Karte zu sehen.</translation>
    </message>
    <message>
        <location filename="../ui/findings_view.py" line="52"/>
        <source>one warning</source>
        <translation>eine Warnung</translation>
    </message>
    <message>
        <location filename="../ui/lake_layers.py" line="48"/>
        <source>Computed {{n}} lakeshore parcels in memory layers: {file} beside the project holds the input layer {layers}, and inputs are never written.</source>
        <translation>{{n}} Uferflurstücke in temporären Layern berechnet: {file} neben dem Projekt enthält den Eingabelayer {layers}, und Eingaben werden nie geschrieben.</translation>
    </message>
    <message>
        <location filename="../ui/lake_layers.py" line="48"/>
        <source>Computed {{n}} lakeshore parcels in memory layers: {file} beside the project holds the input layers {layers}, and inputs are never written.</source>
        <translation>{{n}} Uferflurstücke in temporären Layern berechnet: {file} neben dem Projekt enthält die Eingabelayer {layers}, und Eingaben werden nie geschrieben.</translation>
    </message>
    <message>
        <location filename="../ui/parcel_report.py" line="80"/>
        <source>{e}, {w}, {n}</source>
        <translation>{e}, {w}, {n}</translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="146"/>
        <source>Submissions of this project are read with {n} layer pattern from {path}.</source>
        <translation>Einreichungen dieses Projekts werden mit {n} Layermuster aus {path} gelesen.</translation>
    </message>
    <message>
        <location filename="../ui/review_submission.py" line="146"/>
        <source>Submissions of this project are read with {n} layer patterns from {path}.</source>
        <translation>Einreichungen dieses Projekts werden mit {n} Layermustern aus {path} gelesen.</translation>
    </message>
</context>
<context>
    <name>AllowedFacilitiesAlgorithm</name>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="46"/>
        <source>Allowed facilities</source>
        <translation>Zulässige Anlagen</translation>
    </message>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="70"/>
        <source>Parcel {pid}: {exc}</source>
        <translation>Flurstück {pid}: {exc}</translation>
    </message>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="78"/>
        <source>eligible</source>
        <translation>berechtigt</translation>
    </message>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="78"/>
        <source>NOT eligible</source>
        <translation>NICHT berechtigt</translation>
    </message>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="33"/>
        <source>Writes OUTPUT, a table with one row per lakeshore parcel: the lake frontage the law counts (Keuka: tax-map lake shoreline footage, else the MHW shoreline within the parcel; Canandaigua: the MHW tie line) and what the profile's law allows for the parcel's land use — docks, boats (Keuka: moorings for boats; Canandaigua: boat slips), mooring buoys, the largest dock area and the consolidated dock area.

LAND_USE_FIELD values: residential, marina, yacht_club, restaurant, hotel (hotels, motels, camps, resorts, private clubs), municipal, other; empty means residential, an unknown value is reported and read as other.</source>
        <translation>Schreibt OUTPUT, eine Tabelle mit einer Zeile je Uferflurstück: die Uferlänge, die die Satzung zählt (Keuka: Uferlänge laut Flurkarte, sonst die MHW-Uferlinie im Flurstück; Canandaigua: die MHW-Anschlusslinie), und was die Satzung des Profils für die Nutzungsart des Flurstücks erlaubt — Stege, Boote (Keuka: Liegeplätze für Boote; Canandaigua: Bootsboxen), Festmacherbojen, die größte Stegfläche und die zusammengefasste Stegfläche.

Werte von LAND_USE_FIELD: residential, marina, yacht_club, restaurant, hotel (Hotels, Motels, Camps, Resorts, private Clubs), municipal, other; leer bedeutet residential, ein unbekannter Wert wird gemeldet und als other gelesen.</translation>
    </message>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="64"/>
        <source>[invalid_value] Parcel {pid}: {problem}; the MHW shoreline within the parcel was measured instead.</source>
        <translation>[invalid_value] Flurstück {pid}: {problem}; stattdessen wurde die MHW-Uferlinie innerhalb des Flurstücks gemessen.</translation>
    </message>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="79"/>
        <source>{pid}: {land_use}, {frontage:.1f} ft ({method}) -&gt; {eligible}, docks {docks}, boats {boats}, buoys {buoys}, dock area {area}</source>
        <translation>{pid}: {land_use}, {frontage:.1f} ft ({method}) -&gt; {eligible}, Stege {docks}, Boote {boats}, Bojen {buoys}, Stegfläche {area}</translation>
    </message>
    <message>
        <location filename="../processing/alg_allowed_facilities.py" line="93"/>
        <source>no number in the law (site plan review)</source>
        <translation>keine Zahl in der Satzung (Lageplanprüfung)</translation>
    </message>
</context>
<context>
    <name>CheckLayoutAlgorithm</name>
    <message>
        <location filename="../processing/alg_check_layout.py" line="48"/>
        <source>Check layout</source>
        <translation>Anlagenplan prüfen</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="85"/>
        <source>Violations</source>
        <translation>Verstöße</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="64"/>
        <source>RIGHTS_AREAS, WATER_RIGHTS_LINES and TIE_LINES (optional, all three together): the outputs of a waterrightslines run on the same PARCELS, SHORELINE and PROFILE, used instead of computing the water rights lines again (a Graphical Modeler chain computes them once); layers of another lake, tax map or law are refused.</source>
        <translation>RIGHTS_AREAS, WATER_RIGHTS_LINES und TIE_LINES (optional, alle drei zusammen): die Ergebnisse eines waterrightslines-Laufs auf denselben PARCELS, SHORELINE und PROFILE, statt die Wasserrechtslinien neu zu berechnen (eine Kette im grafischen Modellierer berechnet sie so nur einmal); Layer eines anderen Sees, einer anderen Flurkarte oder Satzung werden abgelehnt.</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="108"/>
        <source>{given} given without {missing}: the water rights of a waterrightslines run are read from its RIGHTS_AREAS, WATER_RIGHTS_LINES and TIE_LINES together. Give all three (from one run), or none to compute them.</source>
        <translation>{given} ohne {missing} angegeben: Die Wasserrechte eines waterrightslines-Laufs werden aus dessen RIGHTS_AREAS, WATER_RIGHTS_LINES und TIE_LINES zusammen gelesen. Geben Sie alle drei an (aus einem Lauf) oder keinen, um sie zu berechnen.</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="51"/>
        <source>Checks docks, boat hoists and stations, boathouses, swim floats, ice breakers, vessels and mooring buoys against the profile&apos;s law: setbacks from the water rights lines, the reach from the MHW mark (with the depth exception where a BATHYMETRY raster of lake-bottom elevation in feet is given), dock area and walkway rules, counts, separation, buoy swing circles, heights and roof pitch. One VIOLATIONS feature per finding with the rule code, the section of the law, the measured value and the limit. The verdict (in the log): violation if any finding is an error; else nonconforming if any is a warning; else compliant (info findings never change it); features with input problems are not checked.

STRUCTURES fields: kind, dock_id, part, construction, height_ft, roof_pitch, slips, parcel_id. BUOYS fields: vessel_length_ft, rode_length_ft, parcel_id. VIOLATIONS is a polygon layer: a finding at a point or along a line is drawn as a small disc or band around it.</source>
        <translation>Prüft Stege, Bootslifte und Liegeplätze, Bootshäuser, Badeflöße, Eisbrecher, Boote und Festmacherbojen gegen die Satzung des Profils: Abstände zu den Wasserrechtslinien, die Reichweite ab der MHW-Linie (mit der Tiefenausnahme, wenn ein BATHYMETRY-Raster der Seegrundhöhe in Fuß angegeben ist), Regeln für Stegfläche und Laufsteg, Anzahlen, Abstände untereinander, Schwojkreise der Bojen, Höhen und Dachneigung. Ein VIOLATIONS-Objekt je Befund mit Regelcode, Paragraph der Satzung, Messwert und Grenzwert. Das Urteil (im Protokoll): Verstoß, wenn ein Befund ein Fehler ist; sonst nichtkonform, wenn einer eine Warnung ist; sonst konform (Hinweise ändern es nie); Objekte mit Eingabeproblemen werden nicht geprüft.

Felder von STRUCTURES: kind, dock_id, part, construction, height_ft, roof_pitch, slips, parcel_id. Felder von BUOYS: vessel_length_ft, rode_length_ft, parcel_id. VIOLATIONS ist ein Polygonlayer: Ein Befund an einem Punkt oder entlang einer Linie wird als kleine Scheibe bzw. schmales Band darum gezeichnet.</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="178"/>
        <source>Verdict: compliant. No finding is an error or a warning.</source>
        <translation>Urteil: konform. Kein Befund ist ein Fehler oder eine Warnung.</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="193"/>
        <source>Lakeshore parcels: {c} compliant, {nc} nonconforming, {v} violation, {x} not checked.</source>
        <translation>Ufergrundstücke: {c} konform, {nc} nichtkonform, {v} Verstoß, {x} nicht geprüft.</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="125"/>
        <source>Water rights read from &apos;{areas}&apos; ({parcels}, {lines}): not computed again.</source>
        <translation>Wasserrechte aus „{areas}“ gelesen ({parcels}, {lines}): nicht neu berechnet.</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="125"/>
        <source>{n} lakeshore parcel</source>
        <translation>{n} Uferflurstück</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="125"/>
        <source>{n} lakeshore parcels</source>
        <translation>{n} Uferflurstücke</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="125"/>
        <source>{n} water rights line</source>
        <translation>{n} Wasserrechtslinie</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="125"/>
        <source>{n} water rights lines</source>
        <translation>{n} Wasserrechtslinien</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="179"/>
        <source>Verdict: nonconforming. No error; {w}: an existing structure that may continue, or a finding the reviewer must judge.</source>
        <translation>Urteil: nichtkonform. Kein Fehler; {w}: eine bestehende Anlage, die bleiben darf, oder ein Befund, den die Prüfung beurteilen muss.</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="181"/>
        <source>Verdict: violation. {e}, {w}.</source>
        <translation>Urteil: Verstoß. {e}, {w}.</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="186"/>
        <source>{n} error</source>
        <translation>{n} Fehler</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="186"/>
        <source>{n} errors</source>
        <translation>{n} Fehler</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="186"/>
        <source>{n} warning</source>
        <translation>{n} Warnung</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="186"/>
        <source>{n} warnings</source>
        <translation>{n} Warnungen</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="148"/>
        <source>{structures}, {buoys} read.</source>
        <translation>{structures}, {buoys} gelesen.</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="148"/>
        <source>{n} structure</source>
        <translation>{n} Bauwerk</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="148"/>
        <source>{n} structures</source>
        <translation>{n} Bauwerke</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="148"/>
        <source>{n} buoy</source>
        <translation>{n} Boje</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="148"/>
        <source>{n} buoys</source>
        <translation>{n} Bojen</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="182"/>
        <source>Verdict: not checked. {p}: those features could not be checked; no violation was found in what could be checked.</source>
        <translation>Urteil: nicht geprüft. {p}: diese Objekte konnten nicht geprüft werden; im Geprüften wurde kein Verstoß gefunden.</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="186"/>
        <source>{n} input problem</source>
        <translation>{n} Eingabeproblem</translation>
    </message>
    <message>
        <location filename="../processing/alg_check_layout.py" line="186"/>
        <source>{n} input problems</source>
        <translation>{n} Eingabeprobleme</translation>
    </message>
</context>
<context>
    <name>CheckedSink</name>
    <message>
        <location filename="../processing/base_algorithm.py" line="603"/>
        <source>{name} failed: {error}: {exc}. This is a bug in Shoreline Layout, not a problem with your data that you could fix: please report it with the input layers (the details are in the Log Messages panel, under Shoreline Layout).</source>
        <translation>{name} fehlgeschlagen: {error}: {exc}. Dies ist ein Fehler in Shoreline Layout, kein Problem Ihrer Daten, das Sie beheben könnten: bitte melden Sie ihn mit den Eingabelayern (die Details stehen im Bedienfeld Protokollmeldungen unter Shoreline Layout).</translation>
    </message>
</context>
<context>
    <name>ExportOverlaysAlgorithm</name>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="27"/>
        <source>Export water-rights overlays (GeoPackage, QLR, DXF)</source>
        <translation>Wasserrechts-Overlays exportieren (GeoPackage, QLR, DXF)</translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="34"/>
        <source>Computes the tie lines, water-rights lines, rights areas, reach lines and envelopes and writes them for use in other maps:
- OUTPUT_GPKG: a GeoPackage with one table per output, each with its style saved in the file&apos;s layer_styles table as the default, so QGIS opens it styled;
- OUTPUT_QLR (optional): a QGIS layer definition that loads those tables, styles included, as one group (paths relative to the .qlr: keep it beside the GeoPackage);
- OUTPUT_DXF (optional): a DXF written by QGIS&apos;s DXF export, one CAD layer per output (tie_lines, water_rights_lines, rights_areas, reach_lines, envelopes), labels as TEXT; DXF_SCALE sets the scale symbols and label heights are drawn for.</source>
        <translation>Berechnet Anschlusslinien, Wasserrechtslinien, Wasserrechtsflächen, Reichweitenlinien und Baufenster und schreibt sie zur Verwendung in anderen Karten:
- OUTPUT_GPKG: ein GeoPackage mit einer Tabelle je Ergebnis, jede mit ihrem Stil als Standard in der Tabelle layer_styles der Datei, sodass QGIS sie gestaltet öffnet;
- OUTPUT_QLR (optional): eine QGIS-Layerdefinition, die diese Tabellen samt Stilen als eine Gruppe lädt (Pfade relativ zur .qlr: neben dem GeoPackage aufbewahren);
- OUTPUT_DXF (optional): eine DXF-Datei aus dem DXF-Export von QGIS, ein CAD-Layer je Ergebnis (tie_lines, water_rights_lines, rights_areas, reach_lines, envelopes), Beschriftungen als TEXT; DXF_SCALE legt den Maßstab fest, für den Symbole und Schrifthöhen gezeichnet werden.</translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="48"/>
        <source>DXF symbology scale (1:n)</source>
        <translation>DXF-Symbolmaßstab (1:n)</translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="51"/>
        <source>Styled GeoPackage</source>
        <translation>Gestaltetes GeoPackage</translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="53"/>
        <source>Layer definition file</source>
        <translation>Layerdefinitionsdatei</translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="56"/>
        <source>DXF</source>
        <translation>DXF</translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="71"/>
        <source>OUTPUT_GPKG: give a GeoPackage file to write.</source>
        <translation>OUTPUT_GPKG: Geben Sie eine GeoPackage-Datei zum Schreiben an.</translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="87"/>
        <source>Wrote {files}</source>
        <translation>Geschrieben: {files}</translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="76"/>
        <source>The overlays could not be written, and no partial file is left: {why}</source>
        <translation>Die Overlays konnten nicht geschrieben werden; keine unvollständige Datei bleibt zurück: {why}</translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="82"/>
        <source>OUTPUT_DXF: {texts} hold characters the DXF&apos;s code page (Windows-1252) lacks, e.g. {shown}: they are written as \U+XXXX escapes, which AutoCAD and most CAD programs show as the characters (some readers, GDAL among them, show the escape).</source>
        <translation>OUTPUT_DXF: {texts} enthalten Zeichen, die der Codepage der DXF (Windows-1252) fehlen, z. B. {shown}: sie werden als \U+XXXX-Folgen geschrieben, die AutoCAD und die meisten CAD-Programme als die Zeichen anzeigen (manche Leser, darunter GDAL, zeigen die Folge).</translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="82"/>
        <source>{n} text</source>
        <translation>{n} Text</translation>
    </message>
    <message>
        <location filename="../processing/alg_export_overlays.py" line="82"/>
        <source>{n} texts</source>
        <translation>{n} Texte</translation>
    </message>
</context>
<context>
    <name>FindingTerms</name>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>Parcel</source>
        <translation>Flurstück</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>The layout</source>
        <translation>Der Anlagenplan</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>and</source>
        <translation>und</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>appendage</source>
        <translation>Anbau</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>are allowed per parcel</source>
        <translation>sind je Flurstück zulässig</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>at least</source>
        <translation>mindestens</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>boat accessory structure</source>
        <translation>Bootszubehörbau</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>boat accessory structures</source>
        <translation>Bootszubehörbauten</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>boat hoist structure</source>
        <translation>Bootslift</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>boat hoist structures</source>
        <translation>Bootslifte</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>boat spaces</source>
        <translation>Bootsplätze</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>boat station</source>
        <translation>Liegeplatz</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>boat stations</source>
        <translation>Liegeplätze</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>boathouse</source>
        <translation>Bootshaus</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>boathouses</source>
        <translation>Bootshäuser</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>dock</source>
        <translation>Steg</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>docks</source>
        <translation>Stege</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>ice breaker</source>
        <translation>Eisbrecher</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>ice breakers</source>
        <translation>Eisbrecher</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>is allowed per parcel</source>
        <translation>ist je Flurstück zulässig</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>mooring buoy</source>
        <translation>Festmacherboje</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>mooring buoys</source>
        <translation>Festmacherbojen</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>more than</source>
        <translation>mehr als</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>none</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>other-use</source>
        <translation>andere Nutzung</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>parcel</source>
        <translation>Flurstück</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>residential</source>
        <translation>Wohnnutzung</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>swim float</source>
        <translation>Badefloß</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>swim floats</source>
        <translation>Badeflöße</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>vessel</source>
        <translation>Boot</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>vessels</source>
        <translation>Boote</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>height</source>
        <translation>Höhe</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>reach</source>
        <translation>Reichweite</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>slips</source>
        <translation>Bootsboxen</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="217"/>
        <source>waterside area</source>
        <translation>wasserseitige Fläche</translation>
    </message>
</context>
<context>
    <name>Findings</name>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="17"/>
        <source>{What}: {rule} ({s}).</source>
        <translation>{What}: {rule} ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="18"/>
        <source>{What} is {m} from the mean high water mark, more than {l}: it requires {requirement} ({s}).</source>
        <translation>{What} liegt {m} von der mittleren Hochwasserlinie (MHW) entfernt, mehr als {l}: erforderlich ist {requirement} ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="24"/>
        <source>The layout provides {m_int} {boats_are} ({detail}); the parcel is allowed {l_int} ({s}).</source>
        <translation>Der Anlagenplan bietet {m_int} {boats_are} ({detail}); dem Flurstück stehen {l_int} zu ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="27"/>
        <source>The swing circles of {what} and {other} overlap: the buoys are {m} apart but their swing radii add up to {l} ({s}).</source>
        <translation>Die Schwojkreise von {what} und {other} überschneiden sich: Die Bojen liegen {m} auseinander, ihre Schwojradien ergeben zusammen aber {l} ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="31"/>
        <source>The swing circle of {what} (radius {l}) reaches {other}, {m} away ({s}).</source>
        <translation>Der Schwojkreis von {what} (Radius {l}) erreicht {other} in {m} Entfernung ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="34"/>
        <source>The parcel has {m_int} mooring buoys; it is allowed {l_int} ({s}).{extra}</source>
        <translation>Das Flurstück hat {m_int} Festmacherbojen; zulässig sind {l_int} ({s}).{extra}</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="37"/>
        <source>The swing circle of {what} ({m} = vessel {vessel} + rode {rode}) crosses the parcel&apos;s water-rights lines: here a vessel can swing at most {l} ({s}).</source>
        <translation>Der Schwojkreis von {what} ({m} = Boot {vessel} + Ankerleine {rode}) überschreitet die Wasserrechtslinien des Flurstücks: Hier darf ein Boot höchstens {l} weit schwojen ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="41"/>
        <source>{What} lies outside its parcel&apos;s rights area ({s}).</source>
        <translation>{What} liegt außerhalb der Wasserrechtsfläche des zugehörigen Flurstücks ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="44"/>
        <source>{reason} The layout of this parcel is reviewed case by case; no rule is checked.</source>
        <translation>{reason} Die Anlagen dieses Flurstücks werden im Einzelfall beurteilt; es wird keine Regel geprüft.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="47"/>
        <source>{What} extends {m} from the mean high water mark, past the {base} line: allowed because the water is shallower than {depth} there; it may reach {l} ({s}). The dock area limit still applies.</source>
        <translation>{What} reicht {m} über die mittlere Hochwasserlinie (MHW) hinaus, über die Linie bei {base} hinweg: zulässig, weil das Wasser dort flacher als {depth} ist; erlaubt sind bis zu {l} ({s}). Die Höchstfläche des Stegs gilt weiterhin.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="52"/>
        <source>{What} extends past the {base} line. The depth exception ({s}) measures depth below the {level}, which this profile leaves blank: enter it to apply the exception. Until then the {base} limit stands.</source>
        <translation>{What} reicht über die Linie bei {base} hinaus. Die Tiefenausnahme ({s}) misst die Tiefe unter dem Bezugsniveau „{level}“, das dieses Profil leer lässt: Tragen Sie es ein, um die Ausnahme anzuwenden. Bis dahin gilt die Grenze von {base}.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="57"/>
        <source>{What} covers {m} on the water; the limit is {l} ({s}).</source>
        <translation>{What} bedeckt {m} Wasserfläche; zulässig sind höchstens {l} ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="58"/>
        <source>{What} covers {m}: larger than one dock may be ({single}), so it is read as two docks consolidated into one, which may cover at most {l}, and the right to a second dock is waived ({s}).</source>
        <translation>{What} bedeckt {m}: mehr, als ein einzelner Steg darf ({single}); er gilt daher als zwei zu einem zusammengelegte Stege, die höchstens {l} bedecken dürfen, und auf das Recht auf einen zweiten Steg wird verzichtet ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="63"/>
        <source>{What} covers {m}; the limit is {l}. Consolidating two docks into a larger one needs a parcel allowed two or more docks ({s}).</source>
        <translation>{What} bedeckt {m}; zulässig sind höchstens {l}. Zwei Stege zu einem größeren zusammenzulegen setzt ein Flurstück voraus, dem zwei oder mehr Stege zustehen ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="67"/>
        <source>{What} has {m} of dock space farther than {near} from the mean high water mark; only the ordinary {l} may lie there, the extra steep-slope space must stay within {near} ({s}).</source>
        <translation>{What} hat {m} Stegfläche in mehr als {near} Abstand von der mittleren Hochwasserlinie (MHW); dort dürfen nur die gewöhnlichen {l} liegen, die zusätzliche Steilhangfläche muss innerhalb von {near} bleiben ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="71"/>
        <source>The docks and the waterside part of the boat accessory structure on this steep-slope parcel cover {m}; the allowance is {l} ({s}).</source>
        <translation>Die Stege und der wasserseitige Teil des Bootszubehörbaus auf diesem Steilhang-Flurstück bedecken {m}; zulässig sind {l} ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="75"/>
        <source>The parcel has {m_int} docks; it is allowed {l_int} ({s}).{extra}</source>
        <translation>Das Flurstück hat {m_int} Stege; zulässig sind {l_int} ({s}).{extra}</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="93"/>
        <source>{What}: {why}.</source>
        <translation>{What}: {why}.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="80"/>
        <source>{What} is {m} from {other}; docks must be at least {l} apart ({s}).</source>
        <translation>{What} liegt {m} von {other} entfernt; Stege müssen mindestens {l} voneinander entfernt sein ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="89"/>
        <source>{What} is {m} high; the limit is {l} above the mean high water level ({s}).</source>
        <translation>{What} ist {m} hoch; zulässig sind höchstens {l} über dem mittleren Hochwasserstand ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="92"/>
        <source>{What} has {why}.</source>
        <translation>{What}: {why}.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="94"/>
        <source>{What} replaces {other}, an existing nonconforming structure, and enlarges it: its {dimension} is {m}, the one it replaces {l}. A nonconformity may be restored or repaired, not enlarged ({s}).</source>
        <translation>{What} ersetzt {other}, ein bestehendes, nicht rechtskonformes Bauwerk mit Bestandsschutz, und vergrößert es: Das Maß „{dimension}“ beträgt {m}, beim ersetzten Bauwerk {l}. Ein Bestandsbau darf wiederhergestellt oder instand gesetzt, aber nicht vergrößert werden ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="105"/>
        <source>{reason} No layout rule is checked for this parcel.</source>
        <translation>{reason} Für dieses Flurstück wird keine Regel des Anlagenplans geprüft.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="106"/>
        <source>{What} lies wholly on the land side of the mean high water mark: {why}</source>
        <translation>{What} liegt ganz auf der Landseite der mittleren Hochwasserlinie (MHW): {why}</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="109"/>
        <source>{What} lies wholly outside the waters this law regulates ({why}), so no rule of it is checked ({s}).</source>
        <translation>{What} liegt ganz außerhalb der Gewässer, die diese Satzung regelt ({why}); daher wird keine ihrer Regeln geprüft ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="113"/>
        <source>{What} extends {m} outside the parcel&apos;s water-rights lines; it must lie wholly within them ({s}).</source>
        <translation>{What} ragt {m} über die Wasserrechtslinien des Flurstücks hinaus; die Anlage muss ganz innerhalb dieser Linien liegen ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="117"/>
        <source>{What} belongs to parcel {parcel}, which has no rights area (its water-rights lines could not be built), so it cannot be placed ({s}).</source>
        <translation>{What} gehört zum Flurstück {parcel}, das keine Wasserrechtsfläche hat (seine Wasserrechtslinien ließen sich nicht bilden); daher lässt sich die Anlage nicht zuordnen ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="121"/>
        <source>{What} lies outside every parcel&apos;s rights area ({s}).</source>
        <translation>{What} liegt außerhalb der Wasserrechtsfläche jedes Flurstücks ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="124"/>
        <source>{What} extends {m} from the mean high water mark; no part may extend beyond {l} ({s}).</source>
        <translation>{What} reicht {m} über die mittlere Hochwasserlinie (MHW) hinaus; kein Teil darf weiter als {l} reichen ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="127"/>
        <source>{What} extends {m} from the mean high water mark; the depth exception lets it reach {l} here, where the water first gets {depth} deep, but no farther ({s}).</source>
        <translation>{What} reicht {m} über die mittlere Hochwasserlinie (MHW) hinaus; die Tiefenausnahme erlaubt hier bis zu {l}, wo das Wasser erstmals {depth} tief wird, aber nicht weiter ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="131"/>
        <source>{What} extends {m} from the mean high water mark. The {l} reach limit ({base_s}) is a residential dock criterion; for a {land_use} parcel the Planning Board sets the reach in site-plan review ({s}).</source>
        <translation>{What} reicht {m} über die mittlere Hochwasserlinie (MHW) hinaus. Die Reichweitengrenze von {l} ({base_s}) ist ein Kriterium für Stege auf Wohngrundstücken; für ein Flurstück mit der Nutzung „{land_use}“ legt die Planungsbehörde (Planning Board) die Reichweite in der Lageplanprüfung fest ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="143"/>
        <source>The water-rights lines of this parcel were modified so that they are at least {l} long where they meet ({s}).{detail}</source>
        <translation>Die Wasserrechtslinien dieses Flurstücks wurden so geändert, dass sie bis zu ihrem Schnittpunkt mindestens {l} lang sind ({s}).{detail}</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="147"/>
        <source>The roof of {what} has a pitch of {m_pitch}; it may be at most {l_pitch} ({s}).</source>
        <translation>Das Dach von {what} hat eine Neigung von {m_pitch}; zulässig sind höchstens {l_pitch} ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="150"/>
        <source>The roof of {what} has a pitch of {m_pitch}; it must be at least {l_pitch} ({s}).</source>
        <translation>Das Dach von {what} hat eine Neigung von {m_pitch}; erforderlich sind mindestens {l_pitch} ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="153"/>
        <source>{What} must be covered by a roof with a pitch of at least {l_pitch}; no roof pitch is given ({s}).</source>
        <translation>{What} muss ein Dach mit einer Neigung von mindestens {l_pitch} haben; es ist keine Dachneigung angegeben ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="157"/>
        <source>{What} has a second floor or second-floor sundeck, which is not permitted ({s}).</source>
        <translation>{What} hat ein Obergeschoss oder ein Sonnendeck im Obergeschoss; das ist nicht zulässig ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="160"/>
        <source>{What} comes within {m} of the water-rights line; {category} structures must stay at least {l} from every water-rights line of the parcel ({s}).</source>
        <translation>{What} kommt der Wasserrechtslinie bis auf {m} nahe; Bauwerke der Kategorie „{category}“ müssen zu jeder Wasserrechtslinie des Flurstücks einen Grenzabstand von mindestens {l} einhalten ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="176"/>
        <source>{What} is marked as shared with parcel {other}, but {why}; the side setback is not waived ({s}).</source>
        <translation>{What} ist als gemeinsam mit dem Flurstück {other} genutzt gekennzeichnet, aber {why}; auf den seitlichen Grenzabstand wird nicht verzichtet ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="180"/>
        <source>{What} provides {m_int} boat spaces; it may provide at most {l_int} ({s}).</source>
        <translation>{What} bietet {m_int} Bootsplätze; zulässig sind höchstens {l_int} ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="183"/>
        <source>{What} covers {m}; the limit is {l} ({s}).</source>
        <translation>{What} bedeckt {m}; zulässig sind höchstens {l} ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="184"/>
        <source>The parcel has {m_int} {kinds}; at most {l_int} {allowed} ({s}).</source>
        <translation>Das Flurstück hat {m_int} {kinds}; höchstens {l_int} {allowed} ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="187"/>
        <source>The parcel has {m_int} {kinds}; one is allowed for each boat the parcel may have, so at most {l_int} ({s}).</source>
        <translation>Das Flurstück hat {m_int} {kinds}; zulässig ist eine solche Anlage je Boot, das dem Flurstück zusteht, also höchstens {l_int} ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="191"/>
        <source>A {kind} is not permitted on the waterside of the mean high water mark ({s}).</source>
        <translation>{kind}: auf der Wasserseite der mittleren Hochwasserlinie (MHW) nicht zulässig ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="194"/>
        <source>A {kind} needs {cmp} {l} of lakeshore; this parcel has {m} ({s}).</source>
        <translation>{kind}: erfordert {cmp} {l} Uferlänge; dieses Flurstück hat {m} ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="197"/>
        <source>A {kind} is not permitted for a {land_use} parcel ({s}).</source>
        <translation>{kind}: auf einem Flurstück mit der Nutzung „{land_use}“ nicht zulässig ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="200"/>
        <source>A {kind} is permitted only on a residential parcel characterized by steep slopes ({s}); this parcel is not marked steep_slope.</source>
        <translation>{kind}: nur auf einem Wohngrundstück mit Steilhang zulässig ({s}); dieses Flurstück ist nicht als Steilhang gekennzeichnet.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="204"/>
        <source>A {kind} is not permitted on a parcel that {why} ({s}).</source>
        <translation>{kind}: nicht zulässig auf einem Flurstück, das folgende Bedingung erfüllt: {why} ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="207"/>
        <source>The main walkway of {what} is {walk} long, {m_pct} of the dock&apos;s total length of {total}; it must be at least {l_pct} ({s}).</source>
        <translation>Der Hauptlaufsteg von {what} ist {walk} lang, {m_pct} der Gesamtlänge des Stegs von {total}; er muss mindestens {l_pct} ausmachen ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="211"/>
        <source>The main walkway of {what} is {m} wide (measured parallel to the mean high water mark); the limit is {l} ({s}).</source>
        <translation>Der Hauptlaufsteg von {what} ist {m} breit (gemessen parallel zur mittleren Hochwasserlinie); zulässig sind höchstens {l} ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="21"/>
        <source>{What} covers {m}; an appendage may cover at most {l} ({s}).</source>
        <translation>{What} bedeckt {m}; ein Anbau darf höchstens {l} bedecken ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="164"/>
        <source>Parcels {owners} share a facility and have {m_int} docks together; the two are allowed {l_int} together, and a shared facility may not exceed that ({s}).</source>
        <translation>Die Flurstücke {owners} teilen sich eine Anlage und haben zusammen {m_int} Stege; beiden zusammen sind {l_int} erlaubt, und eine gemeinsame Anlage darf das nicht überschreiten ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="168"/>
        <source>The facility shared by parcels {owners} covers {m}; a shared facility may cover at most {l} ({s}).</source>
        <translation>Die von den Flurstücken {owners} geteilte Anlage bedeckt {m}; eine gemeinsame Anlage darf höchstens {l} bedecken ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="172"/>
        <source>{What} is shared by {m_int} parcels ({owners}); a shared facility may have at most {l_int} owners ({s}).</source>
        <translation>{What} wird von {m_int} Flurstücken geteilt ({owners}); eine gemeinsame Anlage darf höchstens {l_int} Eigentümer haben ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="136"/>
        <source>{What} stands off parcel {parcel}, which has no neighbouring lakeshore parcel {side} it along the shore in the data (the data ends there): its water-rights line on that side is not drawn, so the setback from that line and whether {it} stays within it cannot be checked without the neighbouring parcel ({s}). Load the neighbour to check them; everything else is checked.</source>
        <translation>{What} steht vor dem Flurstück {parcel}, das in den Daten auf der Seite „{side}“ kein benachbartes Uferflurstück hat (dort enden die Daten): seine Wasserrechtslinie auf dieser Seite ist nicht gezogen, daher können der Grenzabstand zu dieser Linie und ob {it} innerhalb bleibt ohne das Nachbarflurstück nicht geprüft werden ({s}). Laden Sie den Nachbarn, um sie zu prüfen; alles andere ist geprüft.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="83"/>
        <source>{What} has {m_int} enclosed sides; its sides shall not be enclosed in any manner ({s}).</source>
        <translation>{What} hat {m_int} geschlossene Seiten; die Seiten dürfen in keiner Weise geschlossen sein ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="86"/>
        <source>{What} has {m_int} enclosed side; its sides shall not be enclosed in any manner ({s}).</source>
        <translation>{What} hat {m_int} geschlossene Seite; die Seiten dürfen in keiner Weise geschlossen sein ({s}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="99"/>
        <source>The parcel has {m_int} waterside features but may have none: {reason}</source>
        <translation>Das Flurstück hat {m_int} wasserseitige Anlagen, darf aber keine haben: {reason}</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="102"/>
        <source>The parcel has {m_int} waterside feature but may have none: {reason}</source>
        <translation>Das Flurstück hat {m_int} wasserseitige Anlage, darf aber keine haben: {reason}</translation>
    </message>
</context>
<context>
    <name>LakeAuditAlgorithm</name>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="75"/>
        <source>Lake audit</source>
        <translation>Seeprüfung</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="78"/>
        <source>The whole lake at a glance, for planning and code-enforcement staff: every lakeshore parcel with what the law allows it (docks, boats, buoys), what stands there (STRUCTURES and BUOYS, existing = 1 for those digitized from aerial imagery, else proposed) and its state: compliant (no error or warning), nonconforming (warnings only: an existing structure that predates the law may continue, §160-126A / §44-9A) or violation (at least one error). Every rule is checklayout's.

AUDIT is the parcels layer, coloured by state (parcel_id, land_use, frontage_ft, docks_allowed, boats_allowed, buoys_allowed, docks, boats, buoys, state, errors, warnings, rules, citations); CSV the same rows as a table; VIOLATIONS (optional) every finding, as checklayout writes it; PDF (optional) a summary page, a lake overview map coloured by state and a page per parcel with its findings. The summary (parcels in each state, by rule and by land use) goes to the log, and the counts to the results: PARCEL_COUNT, COMPLIANT_COUNT, NONCONFORMING_COUNT, VIOLATION_COUNT, FINDING_COUNT.</source>
        <translation>Der ganze See auf einen Blick, für Planungs- und Bauaufsichtsbehörden: jedes Uferflurstück mit dem, was die Satzung ihm erlaubt (Stege, Boote, Bojen), dem, was dort steht (STRUCTURES und BUOYS, existing = 1 für die aus Luftbildern digitalisierten, sonst geplant) und seinem Zustand: rechtskonform (kein Fehler und keine Warnung), Bestandsschutz (nur Warnungen: ein bestehendes Bauwerk, das älter als die Satzung ist, darf fortbestehen, §160-126A / §44-9A) oder Verstoß (mindestens ein Fehler). Jede Regel ist die von checklayout.

AUDIT ist der Flurstückslayer, nach Zustand eingefärbt (parcel_id, land_use, frontage_ft, docks_allowed, boats_allowed, buoys_allowed, docks, boats, buoys, state, errors, warnings, rules, citations); CSV dieselben Zeilen als Tabelle; VIOLATIONS (optional) jeden Befund, wie checklayout ihn schreibt; PDF (optional) eine Übersichtsseite, eine Übersichtskarte des Sees nach Zustand eingefärbt und eine Seite je Flurstück mit seinen Befunden. Die Zusammenfassung (Flurstücke je Zustand, je Regel und je Nutzung) steht im Protokoll, die Anzahlen in den Ergebnissen: PARCEL_COUNT, COMPLIANT_COUNT, NONCONFORMING_COUNT, VIOLATION_COUNT, FINDING_COUNT.</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="103"/>
        <source>Violations</source>
        <translation>Verstöße</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="106"/>
        <source>Audit table (CSV)</source>
        <translation>Prüftabelle (CSV)</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="106"/>
        <source>CSV files (*.csv)</source>
        <translation>CSV-Dateien (*.csv)</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="109"/>
        <source>Audit report (PDF)</source>
        <translation>Prüfbericht (PDF)</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="109"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="112"/>
        <source>Lakeshore parcels audited</source>
        <translation>Geprüfte Uferflurstücke</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="115"/>
        <source>Findings</source>
        <translation>Befunde</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="120"/>
        <source>PDF: the PDF renderer is not available here (the plugin is not loaded); leave PDF empty, or run the audit from QGIS with Shoreline Layout enabled.</source>
        <translation>PDF: Die PDF-Ausgabe ist hier nicht verfügbar (das Plugin ist nicht geladen); lassen Sie PDF leer oder starten Sie die Prüfung in QGIS mit aktiviertem Shoreline Layout.</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="150"/>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="174"/>
        <source>Drawing the PDF ({n} parcels)...</source>
        <translation>Das PDF wird gezeichnet ({n} Flurstücke)...</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="137"/>
        <source>{structures} ({old} existing), {buoys} read.</source>
        <translation>{structures} ({old} bestehend), {buoys} gelesen.</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="137"/>
        <source>{n} structure</source>
        <translation>{n} Bauwerk</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="137"/>
        <source>{n} structures</source>
        <translation>{n} Bauwerke</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="137"/>
        <source>{n} buoy</source>
        <translation>{n} Boje</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="137"/>
        <source>{n} buoys</source>
        <translation>{n} Bojen</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="174"/>
        <source>Drawing the PDF ({n} parcel)...</source>
        <translation>Das PDF wird gezeichnet ({n} Flurstück)...</translation>
    </message>
</context>
<context>
    <name>LegalDescriptionAlgorithm</name>
    <message>
        <location filename="../processing/alg_legal_description.py" line="58"/>
        <source>Legal description (metes and bounds)</source>
        <translation>Grenzbeschreibung (metes and bounds)</translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="61"/>
        <source>Writes, for each lakeshore parcel, a metes-and-bounds description of its mean high water tie line, its two water rights lines and its rights area, for a deed, an easement or a permit file: a point of beginning on the mean high water mark, then a call per course (quadrant bearing to the second and distance to 0.01 ft; curves at the 1,500 ft limit with radius, central angle, arc length and chord; the mark itself as a natural monument with its chord), the area enclosed and the closure (misclosure and precision ratio). Coordinates, units (US survey feet), basis of bearings (grid north of the working CRS) and the law&apos;s method and sections are stated.

OUTPUT_FOLDER: one plain UTF-8 text file per parcel, legal_&lt;parcel id&gt;.txt. CALLS: the rights area&apos;s calls as a table COGO software imports (numbers in numeric columns only). PARCEL_IDS: comma-separated parcel ids; empty describes every lakeshore parcel. TAX_MAP_FIELD names the parcels in the words (guessed from common names if empty).</source>
        <translation>Schreibt für jedes Ufergrundstück eine Grenzbeschreibung (metes and bounds) seiner Hochwasser-Verbindungslinie, seiner beiden Wasserrechtslinien und seiner Wasserrechtsfläche, für eine Urkunde, eine Dienstbarkeit oder eine Genehmigungsakte: ein Anfangspunkt auf der mittleren Hochwasserlinie, dann ein Kurs je Grenzabschnitt (Quadrantenrichtung auf die Sekunde und Strecke auf 0,01 ft; Bögen an der 1.500-ft-Grenze mit Radius, Zentriwinkel, Bogenlänge und Sehne; die Hochwasserlinie selbst als natürliche Grenzmarke mit ihrer Sehne), die eingeschlossene Fläche und der Abschluss (Abschlussfehler und Genauigkeitsverhältnis). Koordinaten, Einheiten (US survey feet), Bezugsrichtung (Gitternord des Arbeits-KBS) sowie Verfahren und Paragraphen des Gesetzes werden angegeben.

OUTPUT_FOLDER: eine reine UTF-8-Textdatei je Grundstück, legal_&lt;Grundstücks-ID&gt;.txt. CALLS: die Kurse der Wasserrechtsfläche als Tabelle, die COGO-Software einliest (Zahlen nur in Zahlenspalten). PARCEL_IDS: Grundstücks-IDs, durch Kommas getrennt; leer beschreibt jedes Ufergrundstück. TAX_MAP_FIELD benennt die Grundstücke im Text (leer: aus üblichen Feldnamen erraten).</translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="77"/>
        <source>Tax map number field (guessed if empty)</source>
        <translation>Feld der Flurstücksnummer (leer: erraten)</translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="81"/>
        <source>Parcel ids (comma-separated; empty: every lakeshore parcel)</source>
        <translation>Grundstücks-IDs (durch Kommas getrennt; leer: jedes Ufergrundstück)</translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="85"/>
        <source>Output folder for the descriptions</source>
        <translation>Ausgabeordner für die Beschreibungen</translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="87"/>
        <source>Calls (table for COGO)</source>
        <translation>Kurse (Tabelle für COGO)</translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="90"/>
        <source>Number of descriptions</source>
        <translation>Anzahl der Beschreibungen</translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="108"/>
        <source>Parcels {ids} have one file name after unsafe characters are replaced: their descriptions are {names}.</source>
        <translation>Die Grundstücke {ids} haben nach dem Ersetzen unsicherer Zeichen denselben Dateinamen: ihre Beschreibungen sind {names}.</translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="117"/>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="123"/>
        <source>OUTPUT_FOLDER: {why}; choose another folder or free space on the disk.</source>
        <translation>OUTPUT_FOLDER: {why}; wählen Sie einen anderen Ordner oder schaffen Sie Platz auf dem Datenträger.</translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="136"/>
        <source>{pid}: no rights area (a water rights line on one side only, or none); its tie line and lines are described.</source>
        <translation>{pid}: keine Wasserrechtsfläche (eine Wasserrechtslinie nur auf einer Seite oder keine); Verbindungslinie und Linien werden beschrieben.</translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="154"/>
        <source>OUTPUT_FOLDER: {path} is the {param} input of this run; choose another folder.</source>
        <translation>OUTPUT_FOLDER: {path} ist die Eingabe {param} dieses Laufs; wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="166"/>
        <source>PARCEL_IDS: there is no parcel &apos;{pid}&apos; (ids come from PARCEL_ID_FIELD, else the feature ids).</source>
        <translation>PARCEL_IDS: es gibt kein Grundstück '{pid}' (die IDs kommen aus PARCEL_ID_FIELD, sonst aus den Objekt-IDs).</translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="170"/>
        <source>PARCEL_IDS: parcel &apos;{pid}&apos; does not meet the MHW mark; only lakeshore parcels have a tie line, water rights lines and a rights area.</source>
        <translation>PARCEL_IDS: Grundstück '{pid}' erreicht die mittlere Hochwasserlinie nicht; nur Ufergrundstücke haben eine Verbindungslinie, Wasserrechtslinien und eine Wasserrechtsfläche.</translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="128"/>
        <source>{pid}: {n} call, {area} sq ft, misclosure {mis} ft ({ratio}) over {per} ft.</source>
        <translation>{pid}: {n} Kurs, {area} sq ft, Abschlussfehler {mis} ft ({ratio}) auf {per} ft.</translation>
    </message>
    <message>
        <location filename="../processing/alg_legal_description.py" line="128"/>
        <source>{pid}: {n} calls, {area} sq ft, misclosure {mis} ft ({ratio}) over {per} ft.</source>
        <translation>{pid}: {n} Kurse, {area} sq ft, Abschlussfehler {mis} ft ({ratio}) auf {per} ft.</translation>
    </message>
</context>
<context>
    <name>MhwFromDemAlgorithm</name>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="47"/>
        <source>MHW mark from a DEM</source>
        <translation>MHW-Linie aus einem DGM</translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="50"/>
        <source>Draws the mean high water mark as the contour of a DEM (a LiDAR ground model, a survey surface) at the law's mean high water level: Keuka 715.3 ft (§160-121). Where the law leaves the level blank (the Canandaigua text, §44-4) enter it as MHW level; a level the law sets cannot be replaced. Give the DEM's vertical units (ft or m) and its vertical datum; if that is not the law's (the USGS survey datum), give the shift in ft that takes the law's level to the DEM's datum.

GDAL's contouring (linear between cell centres) makes the contour; it is then cleaned to the lake's shore: the boundary of the largest water body below the level, its islands kept when they enclose at least MIN_ISLAND_SQFT, pits and ponds inland dropped, the DEM's edge (where the lake runs off it) cut away and pieces shorter than MIN_LENGTH_FT dropped, then simplified to SIMPLIFY_FT. OUTPUT is a line layer in the working CRS that waterrightslines takes as SHORELINE; every feature's note says the level, its datum and what was dropped.</source>
        <translation>Zeichnet die mittlere Hochwasserlinie als Höhenlinie eines DGM (ein LiDAR-Geländemodell, eine Vermessungsoberfläche) auf der mittleren Hochwasserhöhe des Gesetzes: Keuka 715,3 ft (§160-121). Wo das Gesetz die Höhe offenlässt (der Canandaigua-Text, §44-4), geben Sie sie als MHW-Höhe ein; eine vom Gesetz festgelegte Höhe kann nicht ersetzt werden. Geben Sie die Höheneinheit des DGM (ft oder m) und sein Höhenbezugssystem an; ist es nicht das des Gesetzes (das Höhenbezugssystem der USGS-Vermessung), geben Sie die Verschiebung in ft an, die die Höhe des Gesetzes in das Bezugssystem des DGM überführt.

GDALs Höhenlinienberechnung (linear zwischen den Zellmittelpunkten) erzeugt die Höhenlinie; sie wird dann auf das Seeufer bereinigt: der Rand des größten Gewässers unterhalb der Höhe, seine Inseln behalten, wenn sie mindestens MIN_ISLAND_SQFT umschließen, Senken und Teiche im Landesinneren verworfen, der Rand des DGM (wo der See darüber hinausläuft) abgeschnitten und Stücke kürzer als MIN_LENGTH_FT verworfen, dann auf SIMPLIFY_FT vereinfacht. OUTPUT ist ein Linienlayer im Arbeits-KBS, den waterrightslines als SHORELINE nimmt; die Notiz jedes Objekts nennt die Höhe, ihr Bezugssystem und was verworfen wurde.</translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="66"/>
        <source>DEM (ground elevation raster)</source>
        <translation>DGM (Geländehöhen-Raster)</translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="68"/>
        <source>Band</source>
        <translation>Band</translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="71"/>
        <source>MHW level, ft on the law&apos;s datum (only where the law leaves it blank)</source>
        <translation>MHW-Höhe, ft im Bezugssystem des Gesetzes (nur wo das Gesetz sie offenlässt)</translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="75"/>
        <source>DEM vertical units</source>
        <translation>Höheneinheit des DGM</translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="78"/>
        <source>DEM vertical datum (stated in the output, e.g. NAVD88)</source>
        <translation>Höhenbezugssystem des DGM (in der Ausgabe genannt, z. B. NAVD88)</translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="81"/>
        <source>Datum shift, ft (added to the law&apos;s level to express it on the DEM&apos;s datum)</source>
        <translation>Bezugsverschiebung, ft (zur Höhe des Gesetzes addiert, um sie im Bezugssystem des DGM auszudrücken)</translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="95"/>
        <source>MHW mark</source>
        <translation>MHW-Linie</translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="103"/>
        <source>DEM: no raster layer was given.</source>
        <translation>DEM: Es wurde kein Rasterlayer angegeben.</translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="129"/>
        <source>DEM cell: {cell} ft in {crs}.</source>
        <translation>DGM-Zelle: {cell} ft in {crs}.</translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="149"/>
        <source>{output}: {n} feature.</source>
        <translation>{output}: {n} Objekt.</translation>
    </message>
    <message>
        <location filename="../processing/alg_mhw_from_dem.py" line="149"/>
        <source>{output}: {n} features.</source>
        <translation>{output}: {n} Objekte.</translation>
    </message>
</context>
<context>
    <name>Notes</name>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="257"/>
        <source>The water-rights construction was canceled.</source>
        <translation>Die Berechnung der Wasserrechtslinien wurde abgebrochen.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="258"/>
        <source>Parcel {parcel} has no neighbouring lakeshore parcel after it along the shore ({why}): no water-rights line is drawn on that side and its rights area is not built. Add the neighbouring parcel to get it.</source>
        <translation>Das Flurstück {parcel} hat entlang des Ufers nach ihm kein benachbartes Uferflurstück ({why}): Auf dieser Seite wird keine Wasserrechtslinie gezogen, und seine Wasserrechtsfläche wird nicht gebildet. Fügen Sie das Nachbarflurstück hinzu, um sie zu erhalten.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="263"/>
        <source>Parcel {parcel} has no neighbouring lakeshore parcel before it along the shore ({why}): no water-rights line is drawn on that side and its rights area is not built. Add the neighbouring parcel to get it.</source>
        <translation>Das Flurstück {parcel} hat entlang des Ufers vor ihm kein benachbartes Uferflurstück ({why}): Auf dieser Seite wird keine Wasserrechtslinie gezogen, und seine Wasserrechtsfläche wird nicht gebildet. Fügen Sie das Nachbarflurstück hinzu, um sie zu erhalten.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="347"/>
        <source>Parcel {parcel} stands behind parcel {other} along the MHW mark: not a lakeshore parcel.</source>
        <translation>Das Flurstück {parcel} liegt entlang der MHW-Linie hinter dem Flurstück {other}: kein Uferflurstück.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="350"/>
        <source>Parcel {parcel} touches the MHW mark only at a point: not a lakeshore parcel.</source>
        <translation>Das Flurstück {parcel} berührt die MHW-Linie nur in einem Punkt: kein Uferflurstück.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="353"/>
        <source>Parcel {parcel} meets the MHW mark in {n} separate places (its parts, with other parcels or more than {snap} ft of shore between them): only its longest front ({front} ft) is used. Give each part its own parcel id to draw lines for all of them.</source>
        <translation>Das Flurstück {parcel} erreicht die MHW-Linie an {n} getrennten Stellen (seine Teile, zwischen denen andere Flurstücke oder mehr als {snap} ft Ufer liegen): Nur seine längste Uferfront ({front} ft) wird verwendet. Geben Sie jedem Teil eine eigene Flurstücksnummer, um für alle Teile Linien zu ziehen.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="358"/>
        <source>Parcel {parcel} meets the MHW mark in {n} places (parts of the parcel) up to {snap} ft apart: taken as one frontage.</source>
        <translation>Das Flurstück {parcel} erreicht die MHW-Linie an {n} Stellen (Teile des Flurstücks), die höchstens {snap} ft auseinanderliegen: als eine Uferfront behandelt.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="376"/>
        <source>Parcel {parcel}: its polygon was invalid ({reason}) and was repaired.</source>
        <translation>Flurstück {parcel}: Sein Polygon war ungültig ({reason}) und wurde repariert.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="379"/>
        <source>Parcel {parcel}: it has no geometry, so it is left out; fix it on the tax map.</source>
        <translation>Flurstück {parcel}: Es hat keine Geometrie und bleibt daher unberücksichtigt; korrigieren Sie es in der Flurkarte.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="382"/>
        <source>Parcel {parcel}: it has no area, so it is left out; fix it on the tax map.</source>
        <translation>Flurstück {parcel}: Es hat keine Fläche und bleibt daher unberücksichtigt; korrigieren Sie es in der Flurkarte.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="385"/>
        <source>Parcel {parcel}: its coordinates are not all finite numbers, so it is left out; fix it on the tax map.</source>
        <translation>Flurstück {parcel}: Seine Koordinaten sind nicht alle endliche Zahlen; es bleibt daher unberücksichtigt; korrigieren Sie es in der Flurkarte.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="389"/>
        <source>Parcel {parcel}: its geometry is not a polygon, so it is left out; fix it on the tax map.</source>
        <translation>Flurstück {parcel}: Seine Geometrie ist kein Polygon; es bleibt daher unberücksichtigt; korrigieren Sie es in der Flurkarte.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="428"/>
        <source>Parcel {parcel}: its tie line is only {length} ft long. A lakeshore lot this narrow is usually a sliver of the tax map: check it; its lines and rights area are drawn as found.</source>
        <translation>Flurstück {parcel}: Seine Anschlusslinie ist nur {length} ft lang. Ein so schmales Uferflurstück ist meist ein Splitter der Flurkarte: Prüfen Sie es; seine Linien und seine Wasserrechtsfläche werden wie vorgefunden gezeichnet.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="441"/>
        <source>The tie line of parcel {parcel} has no length: no water-rights line can be drawn between {a} and {b}.</source>
        <translation>Die Anschlusslinie des Flurstücks {parcel} hat keine Länge: Zwischen {a} und {b} lässt sich keine Wasserrechtslinie ziehen.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="445"/>
        <source>Property class codes the crosswalk does not list were read by their category: {codes}. Add them to the crosswalk ([land_use_codes] of the profile) if that reading is wrong.</source>
        <translation>Nutzungsartencodes (Property Class), die die Umschlüsselungstabelle nicht führt, wurden nach ihrer Kategorie gelesen: {codes}. Tragen Sie sie in die Umschlüsselungstabelle ([land_use_codes] des Profils) ein, wenn diese Lesart falsch ist.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="459"/>
        <source>No parcel lies along shoreline piece {piece}: its water side is taken as the left of its drawn direction.</source>
        <translation>Entlang des Uferstücks {piece} liegt kein Flurstück: Als seine Wasserseite gilt die linke Seite seiner Zeichenrichtung.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="268"/>
        <source>Parcel {parcel} comes within {tol} ft of the MHW mark, but none of its corners does: its lot lines cannot be found, so it is not treated as a lakeshore parcel.</source>
        <translation>Das Flurstück {parcel} kommt der MHW-Linie bis auf {tol} ft nahe, aber keiner seiner Eckpunkte: Seine Grundstücksgrenzen lassen sich nicht finden, daher wird es nicht als Uferflurstück behandelt.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="272"/>
        <source>Parcel {parcel}: its lot lines meet the MHW mark in the wrong order (is it drawn on the water side?); not used.</source>
        <translation>Flurstück {parcel}: Seine Grundstücksgrenzen treffen die MHW-Linie in der falschen Reihenfolge (ist es auf der Wasserseite gezeichnet?); nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="276"/>
        <source>Parcel {parcel}: its two lot lines meet different pieces of the MHW mark; not used.</source>
        <translation>Flurstück {parcel}: Seine beiden Grundstücksgrenzen treffen verschiedene Teilstücke der MHW-Linie; nicht verwendet.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="279"/>
        <source>Parcel {parcel} lies wholly along the MHW mark (an island or a shore strip): its lot lines cannot be told from its front, so it is not treated as a lakeshore parcel.</source>
        <translation>Das Flurstück {parcel} liegt ganz entlang der MHW-Linie (eine Insel oder ein Uferstreifen): Seine Grundstücksgrenzen lassen sich nicht von seiner Uferfront unterscheiden, daher wird es nicht als Uferflurstück behandelt.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="362"/>
        <source>Parcel {parcel} lies wholly on the water side of the MHW mark: not a lakeshore parcel.</source>
        <translation>Das Flurstück {parcel} liegt ganz auf der Wasserseite der MHW-Linie: kein Uferflurstück.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="283"/>
        <source>Parcel {parcel}: a gap of {d} ft along the MHW mark between the lot lines of {a} and {b} was bridged: tie point midway.</source>
        <translation>Flurstück {parcel}: Eine Lücke von {d} ft entlang der MHW-Linie zwischen den Grundstücksgrenzen von {a} und {b} wurde überbrückt: Anschlusspunkt in der Mitte.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="327"/>
        <source>Parcel {parcel}: the lot line of {parcel} ran {d} ft into the lake and was cut at the MHW mark.</source>
        <translation>Flurstück {parcel}: Die Grundstücksgrenze von {parcel} reichte {d} ft in den See und wurde an der MHW-Linie abgeschnitten.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="331"/>
        <source>Parcels {a} and {b}: the lot line between {a} and {b} ran {d} ft into the lake and was cut at the MHW mark.</source>
        <translation>Flurstücke {a} und {b}: Die Grundstücksgrenze zwischen {a} und {b} reichte {d} ft in den See und wurde an der MHW-Linie abgeschnitten.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="335"/>
        <source>Parcel {parcel}: the lot line of {parcel} stopped {d} ft short and was extended to the MHW mark.</source>
        <translation>Flurstück {parcel}: Die Grundstücksgrenze von {parcel} endete {d} ft vor der MHW-Linie und wurde bis zu ihr verlängert.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="339"/>
        <source>Parcels {a} and {b}: the lot line between {a} and {b} stopped {d} ft short and was extended to the MHW mark.</source>
        <translation>Flurstücke {a} und {b}: Die Grundstücksgrenze zwischen {a} und {b} endete {d} ft vor der MHW-Linie und wurde bis zu ihr verlängert.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="343"/>
        <source>Parcel {parcel}: the lot line of {parcel} does not reach the MHW mark along its last segment: the nearest point of the mark is used.</source>
        <translation>Flurstück {parcel}: Die Grundstücksgrenze von {parcel} erreicht die MHW-Linie auf ihrem letzten Abschnitt nicht: Der nächstgelegene Punkt der Linie wird verwendet.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="432"/>
        <source>Parcel {parcel}: the lot lines of {a} and {b} overlap by {d} ft along the MHW mark (a sliver): tie point midway.</source>
        <translation>Flurstück {parcel}: Die Grundstücksgrenzen von {a} und {b} überlappen sich entlang der MHW-Linie um {d} ft (ein Splitter): Anschlusspunkt in der Mitte.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="436"/>
        <source>Parcel {parcel}: the lot lines of {a} and {b} overlap by {d} ft along the MHW mark (a sliver): tie point midway; the overlap is wider than the {snap} ft snap tolerance: check the tax map.</source>
        <translation>Flurstück {parcel}: Die Grundstücksgrenzen von {a} und {b} überlappen sich entlang der MHW-Linie um {d} ft (ein Splitter): Anschlusspunkt in der Mitte; die Überlappung ist breiter als die Fangtoleranz von {snap} ft: Prüfen Sie die Flurkarte.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="392"/>
        <source>Rights area of {parcel}: {area} sq ft where its lines cross those of {other} is left to {other}, whose shore is nearer.</source>
        <translation>Wasserrechtsfläche von {parcel}: {area} sq ft, wo sich ihre Linien mit denen von {other} kreuzen, werden {other} zugeschlagen, dessen Ufer näher liegt.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="396"/>
        <source>Parcel {parcel}: its water-rights lines met {old} ft out, less than {min} ft: modified under the 200 ft rule ({section}) to meet {new} ft out.</source>
        <translation>Flurstück {parcel}: Seine Wasserrechtslinien trafen sich {old} ft vom Ufer entfernt, weniger als {min} ft: nach der 200-ft-Regel ({section}) so geändert, dass sie sich {new} ft vom Ufer entfernt treffen.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="400"/>
        <source>Parcel {parcel}: its water-rights lines meet {meet} ft out, less than {min} ft, and no modification of the lines satisfies the 200 ft rule ({section}): the bisectors are kept.</source>
        <translation>Flurstück {parcel}: Seine Wasserrechtslinien treffen sich {meet} ft vom Ufer entfernt, weniger als {min} ft, und keine Änderung der Linien erfüllt die 200-ft-Regel ({section}): Die Winkelhalbierenden bleiben bestehen.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="404"/>
        <source>Parcel {parcel}: {short}, less than {min} ft: the 200 ft rule ({section}) is not met for this parcel.</source>
        <translation>Flurstück {parcel}: {short}, weniger als {min} ft: Die 200-ft-Regel ({section}) ist für dieses Flurstück nicht erfüllt.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="365"/>
        <source>property class {code}, read by its category: the crosswalk does not list it</source>
        <translation>Nutzungsartschlüssel {code}, nach seiner Kategorie gelesen: die Umschlüsselungstabelle führt ihn nicht</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="368"/>
        <source>property class {code}, read through the crosswalk</source>
        <translation>Nutzungsartschlüssel {code}, über die Umschlüsselungstabelle gelesen</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="369"/>
        <source>property class {code}, read by the profile&apos;s override</source>
        <translation>Nutzungsartschlüssel {code}, nach der Vorgabe des Profils gelesen</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="372"/>
        <source>property class {code}, not a code the crosswalk knows</source>
        <translation>Nutzungsartschlüssel {code}, kein Schlüssel, den die Umschlüsselungstabelle kennt</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="375"/>
        <source>the value &apos;{value}&apos;</source>
        <translation>der Wert „{value}“</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="408"/>
        <source>The water beyond the chords at points of land and islands could not be shared out on this shore ({reason}): those areas end at the straight line between their lines&apos; far ends.</source>
        <translation>Das Wasser jenseits der Sehnen an Landspitzen und Inseln konnte an diesem Ufer nicht verteilt werden ({reason}): diese Flächen enden an der geraden Linie zwischen den äußeren Enden ihrer Linien.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="287"/>
        <source>{code} ({label}, {n} parcels) read as {use} by its category (the crosswalk does not list this code).</source>
        <translation>{code} ({label}, {n} Flurstücke) nach seiner Kategorie als {use} gelesen (die Umschlüsselungstabelle führt diesen Code nicht).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="291"/>
        <source>{code} ({label}, {n} parcels) read as {use} by its category (the crosswalk does not list this code): {explain}</source>
        <translation>{code} ({label}, {n} Flurstücke) nach seiner Kategorie als {use} gelesen (die Umschlüsselungstabelle führt diesen Code nicht): {explain}</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="295"/>
        <source>{code} ({label}, {n} parcel) read as {use} by its category (the crosswalk does not list this code): {explain}</source>
        <translation>{code} ({label}, {n} Flurstück) nach seiner Kategorie als {use} gelesen (die Umschlüsselungstabelle führt diesen Code nicht): {explain}</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="299"/>
        <source>{code} ({label}, {n} parcel) read as {use} by its category (the crosswalk does not list this code).</source>
        <translation>{code} ({label}, {n} Flurstück) nach seiner Kategorie als {use} gelesen (die Umschlüsselungstabelle führt diesen Code nicht).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="303"/>
        <source>{code} ({label}, {n} parcels) read as {use} by the crosswalk.</source>
        <translation>{code} ({label}, {n} Flurstücke) laut Umschlüsselungstabelle als {use} gelesen.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="306"/>
        <source>{code} ({label}, {n} parcels) read as {use} by the crosswalk: {explain}</source>
        <translation>{code} ({label}, {n} Flurstücke) laut Umschlüsselungstabelle als {use} gelesen: {explain}</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="309"/>
        <source>{code} ({label}, {n} parcel) read as {use} by the crosswalk: {explain}</source>
        <translation>{code} ({label}, {n} Flurstück) laut Umschlüsselungstabelle als {use} gelesen: {explain}</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="312"/>
        <source>{code} ({label}, {n} parcel) read as {use} by the crosswalk.</source>
        <translation>{code} ({label}, {n} Flurstück) laut Umschlüsselungstabelle als {use} gelesen.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="315"/>
        <source>{code} ({label}, {n} parcels) read as {use} by the profile&apos;s override.</source>
        <translation>{code} ({label}, {n} Flurstücke) laut abweichender Festlegung im Profil als {use} gelesen.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="318"/>
        <source>{code} ({label}, {n} parcels) read as {use} by the profile&apos;s override: {explain}</source>
        <translation>{code} ({label}, {n} Flurstücke) laut abweichender Festlegung im Profil als {use} gelesen: {explain}</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="321"/>
        <source>{code} ({label}, {n} parcel) read as {use} by the profile&apos;s override: {explain}</source>
        <translation>{code} ({label}, {n} Flurstück) laut abweichender Festlegung im Profil als {use} gelesen: {explain}</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="324"/>
        <source>{code} ({label}, {n} parcel) read as {use} by the profile&apos;s override.</source>
        <translation>{code} ({label}, {n} Flurstück) laut abweichender Festlegung im Profil als {use} gelesen.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="412"/>
        <source>{n} lakeshore parcels front water beyond the line of {names}, which the law excludes: they get no rights area ({shown}).</source>
        <translation>{n} Uferflurstücke grenzen an Wasser jenseits der Linie {names}, das die Satzung ausnimmt: Sie erhalten keine Wasserrechtsfläche ({shown}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="416"/>
        <source>{n} lakeshore parcel fronts water beyond the line of {names}, which the law excludes: it gets no rights area ({shown}).</source>
        <translation>{n} Uferflurstück grenzt an Wasser jenseits der Linie {names}, das die Satzung ausnimmt: Es erhält keine Wasserrechtsfläche ({shown}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="420"/>
        <source>The MHW mark crosses or touches itself at {n} points: {where}. The water side and the tie points near them may be wrong: fix the shoreline layer.</source>
        <translation>Die MHW-Linie kreuzt oder berührt sich selbst an {n} Punkten: {where}. Die Wasserseite und die Anschlusspunkte in ihrer Nähe können falsch sein: Korrigieren Sie den Uferlinien-Layer.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="424"/>
        <source>The MHW mark crosses or touches itself at {n} point: {where}. The water side and the tie points near it may be wrong: fix the shoreline layer.</source>
        <translation>Die MHW-Linie kreuzt oder berührt sich selbst an {n} Punkt: {where}. Die Wasserseite und die Anschlusspunkte in seiner Nähe können falsch sein: Korrigieren Sie den Uferlinien-Layer.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="449"/>
        <source>{n} stretches of lakeshore between lakeshore parcels belong to no parcel (gaps of {low} to {high} ft: road ends, rights-of-way): each gets its own tie points and its own water, and the lots beside it their lines at its edges.</source>
        <translation>{n} Uferabschnitte zwischen Uferflurstücken gehören zu keinem Flurstück (Lücken von {low} bis {high} ft: Straßenenden, Wegerechte): Jeder erhält eigene Anschlusspunkte und eigenes Wasser, und die Grundstücke daneben ihre Linien an seinen Rändern.</translation>
    </message>
    <message>
        <location filename="../qgis_io/finding_templates.py" line="454"/>
        <source>{n} stretch of lakeshore between lakeshore parcels belongs to no parcel (a gap of {low} to {high} ft: a road end, a right-of-way): it gets its own tie points and its own water, and the lots beside it their lines at its edges.</source>
        <translation>{n} Uferabschnitt zwischen Uferflurstücken gehört zu keinem Flurstück (eine Lücke von {low} bis {high} ft: ein Straßenende, ein Wegerecht): Er erhält eigene Anschlusspunkte und eigenes Wasser, und die Grundstücke daneben ihre Linien an seinen Rändern.</translation>
    </message>
</context>
<context>
    <name>ParameterHelp</name>
    <message>
        <location filename="../processing/parameter_help.py" line="24"/>
        <source>Polygon layer of tax-map parcels, in any CRS (it is transformed to the working CRS). The parcels whose lot lines meet the MHW mark are the lakeshore parcels the law regulates. The layer is only read, never changed.</source>
        <translation>Polygonlayer der Flurstücke der Flurkarte, in beliebigem KBS (er wird in das Arbeits-KBS umgerechnet). Die Flurstücke, deren Grenzen die MHW-Linie erreichen, sind die Uferflurstücke, die die Satzung regelt. Der Layer wird nur gelesen, nie verändert.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="29"/>
        <source>The mean-high-water (MHW) mark: a line layer, or a lake polygon layer (its boundary is used, islands included). The water side is found automatically: the side away from the parcels.</source>
        <translation>Die Mittelhochwasserlinie (MHW-Linie): ein Linienlayer oder ein Polygonlayer des Sees (dessen Rand wird verwendet, Inseln eingeschlossen). Die Wasserseite wird selbst ermittelt: die den Flurstücken abgewandte Seite.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="34"/>
        <source>The law to apply: keuka (Keuka Lake, Town of Jerusalem §160-118..131), canandaigua (Canandaigua Lake, City of Canandaigua §44) or the path of a profile TOML file (docs/profiles.md says how to write one). PROFILE_FILE, when given, is used instead.</source>
        <translation>Die anzuwendende Satzung: keuka (Keuka Lake, Town of Jerusalem §160-118..131), canandaigua (Canandaigua Lake, City of Canandaigua §44) oder der Pfad einer Profildatei im TOML-Format (docs/profiles.md beschreibt, wie man eine schreibt). PROFILE_FILE wird, wenn angegeben, stattdessen verwendet.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="39"/>
        <source>Optional: a profile TOML file (a copy of a shipped law, edited). When given it is used instead of PROFILE.</source>
        <translation>Optional: eine Profildatei im TOML-Format (eine bearbeitete Kopie einer mitgelieferten Satzung). Wenn angegeben, wird sie statt PROFILE verwendet.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="49"/>
        <source>The field holding each parcel&apos;s id (unique, e.g. the SBL / print key). Empty: the feature id. Outputs name parcels by this id.</source>
        <translation>Das Feld mit der Kennung jedes Flurstücks (eindeutig, z. B. SBL / Print Key). Leer: die Objekt-ID. Die Ergebnisse nennen die Flurstücke mit dieser Kennung.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="53"/>
        <source>The field holding each parcel&apos;s land use: residential, marina, yacht_club, restaurant, hotel, municipal, other, or a New York property class code (210, 260, 414, 570, ...). Empty: every parcel is residential.</source>
        <translation>Das Feld mit der Nutzungsart jedes Flurstücks: residential, marina, yacht_club, restaurant, hotel, municipal, other oder ein New Yorker Property-Class-Code (210, 260, 414, 570, ...). Leer: jedes Flurstück ist residential.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="58"/>
        <source>Optional: the tax map&apos;s lake frontage in feet (Keuka counts it when it is given; otherwise the shoreline within the parcel is measured).</source>
        <translation>Optional: die Uferlänge laut Flurkarte in Fuß (Keuka zählt sie, wenn sie angegeben ist; sonst wird die Uferlinie innerhalb des Flurstücks gemessen).</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="62"/>
        <source>Optional: a restaurant&apos;s seating capacity, which sets the boats it may dock.</source>
        <translation>Optional: die Sitzplatzzahl eines Restaurants, die bestimmt, wie viele Boote es festmachen darf.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="65"/>
        <source>Optional: 1 where the parcel has the steep slope of Canandaigua §44-5I (30 degrees or more for 12 ft, starting within 10 ft of the mean high water mark): one boat accessory structure and 1,120 sq ft of dock space are then allowed. Empty: no steep slope.</source>
        <translation>Optional: 1, wo das Flurstück den Steilhang nach Canandaigua §44-5I hat (30 Grad oder mehr auf 12 ft, beginnend innerhalb von 10 ft von der Mittelhochwasserlinie): dann sind ein Bootszubehörbauwerk und 1.120 sq ft Stegfläche erlaubt. Leer: kein Steilhang.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="70"/>
        <source>Optional: 1 where an upland structure stands within 60 ft of the mean high water mark (§44-5I(1)), which rules the steep-slope allowances out.</source>
        <translation>Optional: 1, wo ein Bauwerk an Land innerhalb von 60 ft von der Mittelhochwasserlinie steht (§44-5I(1)), was die Erleichterungen für Steilhänge ausschließt.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="74"/>
        <source>Polygon layer of proposed or existing waterside structures. Fields: kind (dock, boat_hoist_structure, boat_station, boathouse, boat_accessory_structure, swim_float, ice_breaker, vessel), dock_id, part (walkway | appendage), construction (permanent | seasonal), height_ft, roof_pitch, slips, parcel_id, existing, replaces, visitor.</source>
        <translation>Polygonlayer geplanter oder bestehender Bauwerke am Wasser. Felder: kind (dock, boat_hoist_structure, boat_station, boathouse, boat_accessory_structure, swim_float, ice_breaker, vessel), dock_id, part (walkway | appendage), construction (permanent | seasonal), height_ft, roof_pitch, slips, parcel_id, existing, replaces, visitor.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="80"/>
        <source>Optional point layer of mooring buoys. Fields: vessel_length_ft and rode_length_ft (their sum is the swing radius), parcel_id (optional), visitor (optional: 1 for a short-term visitor mooring, which Keuka does not count, §160-123A(1)(f)).</source>
        <translation>Optionaler Punktlayer der Festmacherbojen. Felder: vessel_length_ft und rode_length_ft (ihre Summe ist der Schwojradius), parcel_id (optional), visitor (optional: 1 für eine kurzzeitige Gästeboje, die Keuka nicht mitzählt, §160-123A(1)(f)).</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="85"/>
        <source>Optional raster of lake-bottom elevation in feet (band 1). With it, the depth exception to the reach is checked; without it, structures past the reach are findings.</source>
        <translation>Optionales Raster der Seegrundhöhe in Fuß (Kanal 1). Damit wird die Tiefenausnahme von der Reichweite geprüft; ohne es sind Bauwerke jenseits der Reichweite Befunde.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="90"/>
        <source>One row per lakeshore parcel: frontage and how it was measured, whether the parcel is eligible, docks, boats and buoys allowed, the largest and the consolidated dock area.</source>
        <translation>Eine Zeile je Uferflurstück: Uferlänge und wie sie gemessen wurde, ob das Flurstück berechtigt ist, erlaubte Stege, Boote und Bojen, die größte und die zusammengelegte Stegfläche.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="94"/>
        <source>One polygon per finding, drawn where it is (rule, section, severity, measured, limit, unit, message). Empty means the layout complies.</source>
        <translation>Ein Polygon je Befund, dort gezeichnet, wo er liegt (rule, section, severity, measured, limit, unit, message). Leer heißt: der Anlagenplan entspricht der Satzung.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="99"/>
        <source>The parcels&apos; owner-name field for the title block (guessed from common names if empty).</source>
        <translation>Das Feld der Flurstücke mit dem Namen des Eigentümers für das Schriftfeld (bei leerem Feld aus üblichen Namen erraten).</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="102"/>
        <source>The parcels&apos; address field for the title block (guessed from common names if empty).</source>
        <translation>Das Feld der Flurstücke mit der Adresse für das Schriftfeld (bei leerem Feld aus üblichen Namen erraten).</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="105"/>
        <source>The parcels&apos; tax map number field for the title block (guessed from common names if empty).</source>
        <translation>Das Feld der Flurstücke mit der Flurkartennummer für das Schriftfeld (bei leerem Feld aus üblichen Namen erraten).</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="111"/>
        <source>Who prepared the plan (name, licence), printed in the title block.</source>
        <translation>Wer den Plan erstellt hat (Name, Zulassung), im Schriftfeld gedruckt.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="113"/>
        <source>The map scale: 1:600 (1&quot; = 50&apos;) by default; 1:n, n or 1&quot;=n&apos; are read; &apos;auto&apos; picks the largest engineering scale that fits the parcel.</source>
        <translation>Der Kartenmaßstab: standardmäßig 1:600 (1&quot; = 50'); 1:n, n oder 1&quot;=n' werden gelesen; 'auto' wählt den größten technischen Maßstab, in den das Flurstück passt.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="117"/>
        <source>The folder the PDFs are written to, one siteplan_&lt;parcel id&gt;.pdf per parcel.</source>
        <translation>Der Ordner, in den die PDF-Dateien geschrieben werden, je Flurstück eine siteplan_&lt;Flurstückskennung&gt;.pdf.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="120"/>
        <source>The scale (1:n) the DXF&apos;s symbols and label heights are drawn for.</source>
        <translation>Der Maßstab (1:n), für den die Symbole und Beschriftungshöhen des DXF gezeichnet werden.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="122"/>
        <source>A GeoPackage with one table per output layer, each with its style as the default.</source>
        <translation>Ein GeoPackage mit einer Tabelle je Ergebnislayer, jede mit ihrem Stil als Standard.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="124"/>
        <source>A layer definition file loading the GeoPackage&apos;s tables, styled, as one group (keep it beside the GeoPackage).</source>
        <translation>Eine Layerdefinitionsdatei, die die Tabellen des GeoPackage gestaltet als eine Gruppe lädt (neben dem GeoPackage aufbewahren).</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="128"/>
        <source>A DXF with one CAD layer per output layer and the labels as TEXT.</source>
        <translation>Ein DXF mit einem CAD-Layer je Ergebnislayer und den Beschriftungen als TEXT.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="137"/>
        <source>Required.</source>
        <translation>Erforderlich.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="139"/>
        <source>Optional: the RIGHTS_AREAS output of a waterrightslines run on these PARCELS and this SHORELINE with this PROFILE (it records the law in law and law_key). Given with WATER_RIGHTS_LINES and TIE_LINES of the same run, the water rights are read from them instead of computed again; a layer of another lake, tax map or law is refused.</source>
        <translation>Optional: das Ergebnis RIGHTS_AREAS eines waterrightslines-Laufs auf diesen PARCELS und dieser SHORELINE mit diesem PROFILE (es hält die Satzung in law und law_key fest). Zusammen mit WATER_RIGHTS_LINES und TIE_LINES desselben Laufs werden die Wasserrechte daraus gelesen statt neu berechnet; ein Layer eines anderen Sees, einer anderen Flurkarte oder Satzung wird abgelehnt.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="145"/>
        <source>Optional, with RIGHTS_AREAS: the WATER_RIGHTS_LINES output of the same waterrightslines run (setbacks are measured from these lines).</source>
        <translation>Optional, mit RIGHTS_AREAS: das Ergebnis WATER_RIGHTS_LINES desselben waterrightslines-Laufs (von diesen Linien werden die Abstände gemessen).</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="149"/>
        <source>Optional, with RIGHTS_AREAS: the TIE_LINES output of the same waterrightslines run (the frontage is measured along them).</source>
        <translation>Optional, mit RIGHTS_AREAS: das Ergebnis TIE_LINES desselben waterrightslines-Laufs (entlang dieser Linien wird die Uferlänge gemessen).</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="153"/>
        <source>Optional: without it the plan shows the parcel only.</source>
        <translation>Optional: ohne ihn zeigt der Plan nur das Flurstück.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="157"/>
        <source>The ground elevation raster (a LiDAR DEM, a survey surface) the MHW mark is contoured from, in any projected or geographic CRS; a file GDAL can open.</source>
        <translation>Das Geländehöhen-Raster (ein LiDAR-DGM, eine Vermessungsoberfläche), aus dem die MHW-Linie als Höhenlinie gewonnen wird, in beliebigem projiziertem oder geographischem KBS; eine Datei, die GDAL öffnen kann.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="161"/>
        <source>The DEM&apos;s band holding the elevations (default 1).</source>
        <translation>Der Kanal des DGM mit den Höhen (Standard 1).</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="163"/>
        <source>Only where the law leaves the mean high water level blank (the Canandaigua text, §44-4): the level in ft on the law's datum. Where the law sets it (Keuka 715.3 ft, §160-121) a different value is refused; use DATUM_SHIFT_FT for a DEM on another datum.</source>
        <translation>Nur wo die Satzung die Mittelhochwasserhöhe offenlässt (der Canandaigua-Text, §44-4): die Höhe in ft im Bezugssystem der Satzung. Wo die Satzung sie festlegt (Keuka 715,3 ft, §160-121), wird ein anderer Wert abgelehnt; für ein DGM in einem anderen Bezugssystem DATUM_SHIFT_FT verwenden.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="168"/>
        <source>The DEM&apos;s elevation unit: ft (US survey) or m.</source>
        <translation>Die Höheneinheit des DGM: ft (US survey) oder m.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="170"/>
        <source>The DEM&apos;s vertical datum (e.g. NAVD88), stated in the output&apos;s note.</source>
        <translation>Das Höhenbezugssystem des DGM (z. B. NAVD88), in der Notiz des Ergebnisses angegeben.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="173"/>
        <source>Feet added to the law&apos;s level to express it on the DEM&apos;s datum (0: the DEM is on the law&apos;s datum). Stated in the output&apos;s note; never guessed.</source>
        <translation>Fuß, die zur Höhe der Satzung addiert werden, um sie im Bezugssystem des DGM auszudrücken (0: das DGM liegt im Bezugssystem der Satzung). In der Notiz des Ergebnisses angegeben; nie geraten.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="177"/>
        <source>Islands enclosing less than this (sq ft) are DEM noise (spikes in open water) and dropped.</source>
        <translation>Inseln, die weniger als dies (sq ft) umschließen, sind DGM-Rauschen (Spitzen im offenen Wasser) und werden verworfen.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="180"/>
        <source>A piece of shore left shorter than this (ft) where the lake runs off the DEM is dropped.</source>
        <translation>Ein Uferstück, das kürzer als dies (ft) bleibt, wo der See über den Rand des DGM reicht, wird verworfen.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="183"/>
        <source>Douglas-Peucker tolerance (ft) the contour is simplified to; 0 keeps it as contoured.</source>
        <translation>Douglas-Peucker-Toleranz (ft), auf die die Höhenlinie vereinfacht wird; 0 lässt sie wie erzeugt.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="186"/>
        <source>The MHW mark: one line per shore piece and per island (kind, closed, level_ft, dem_level, length_ft, encloses_sqft, note). waterrightslines takes it as SHORELINE.</source>
        <translation>Die MHW-Linie: eine Linie je Uferstück und je Insel (kind, closed, level_ft, dem_level, length_ft, encloses_sqft, note). waterrightslines nimmt sie als SHORELINE.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="191"/>
        <source>The parcel ids to suggest a layout for, comma-separated; empty: every lakeshore parcel.</source>
        <translation>Die Kennungen der Flurstücke, für die ein Anlagenplan vorgeschlagen wird, durch Kommas getrennt; leer: jedes Uferflurstück.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="194"/>
        <source>Optional lake-bottom elevation raster (ft, band 1): where the water at the reach line is shallow, the dock may go on to the depth the law asks (never past its area limit).</source>
        <translation>Optionales Raster der Seegrundhöhe (ft, Kanal 1): wo das Wasser an der Reichweitenlinie flach ist, darf der Steg bis zu der Tiefe weitergehen, die die Satzung verlangt (nie über seine Flächengrenze hinaus).</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="198"/>
        <source>The main walkway&apos;s width along the MHW mark (ft), capped by the law&apos;s maximum where it has one (Canandaigua 8 ft).</source>
        <translation>Die Breite des Hauptlaufstegs entlang der MHW-Linie (ft), begrenzt durch das Höchstmaß der Satzung, wo sie eines hat (Canandaigua 8 ft).</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="202"/>
        <source>A boat hoist&apos;s width along the MHW mark (ft).</source>
        <translation>Die Breite eines Bootslifts entlang der MHW-Linie (ft).</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="204"/>
        <source>A boat hoist&apos;s length out from the MHW mark (ft).</source>
        <translation>Die Länge eines Bootslifts von der MHW-Linie hinaus (ft).</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="206"/>
        <source>The moored vessel&apos;s length (ft); with the rode it makes each buoy&apos;s swing radius.</source>
        <translation>Die Länge des festgemachten Boots (ft); mit der Ankerleine ergibt sie den Schwojradius jeder Boje.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="209"/>
        <source>The mooring rode&apos;s length (ft).</source>
        <translation>Die Länge der Ankerleine (ft).</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="211"/>
        <source>Where the law allows two docks, suggest one consolidated dock (Keuka up to 1,200 sq ft, Canandaigua 1,080) rather than one dock of the single-dock limit.</source>
        <translation>Wo die Satzung zwei Stege erlaubt, einen zusammengelegten Steg vorschlagen (Keuka bis 1.200 sq ft, Canandaigua 1.080) statt eines Stegs mit der Grenze für einen einzelnen Steg.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="215"/>
        <source>Suggest boat hoists beside the walkway (one per allowed boat, two at most).</source>
        <translation>Bootslifte neben dem Laufsteg vorschlagen (einen je erlaubtes Boot, höchstens zwei).</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="218"/>
        <source>Suggest mooring buoys for the boats the dock and hoists leave.</source>
        <translation>Festmacherbojen für die Boote vorschlagen, die Steg und Bootslifte übrig lassen.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="225"/>
        <source>The suggested docks (walkway and appendage parts) and hoists, in the layout layers&apos; fields: they can be edited, checked and printed like a drawn layout.</source>
        <translation>Die vorgeschlagenen Stege (Laufsteg- und Anbauteile) und Bootslifte in den Feldern der Anlagenplan-Layer: sie lassen sich bearbeiten, prüfen und drucken wie ein gezeichneter Anlagenplan.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="229"/>
        <source>The suggested mooring buoys (vessel_length_ft, rode_length_ft, parcel_id).</source>
        <translation>Die vorgeschlagenen Festmacherbojen (vessel_length_ft, rode_length_ft, parcel_id).</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="232"/>
        <source>One row per parcel: the dock&apos;s shape and area against its allowance, and why it stops there (area limit, reach, envelope width, appendage limit) or why nothing is suggested.</source>
        <translation>Eine Zeile je Flurstück: Form und Fläche des Stegs gegenüber seiner Zulässigkeit und warum er dort endet (Flächengrenze, Reichweite, Breite des Baufensters, Grenze für Anbauten) oder warum nichts vorgeschlagen wird.</translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="66"/>
        <source>MHW tie lines: one line per lakeshore parcel between its two tie points (parcel_id, length_ft).</source>
        <translation>MHW-Anschlusslinien: eine Linie je Uferflurstück zwischen seinen beiden Anschlusspunkten (parcel_id, length_ft).</translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="66"/>
        <source>Water rights lines: one per tie point, starting on the MHW mark (parcel_a, parcel_b, azimuth_deg, waterside_angle_deg, length_ft, modified, note, repair_note). The main output.</source>
        <translation>Wasserrechtslinien: eine je Anschlusspunkt, beginnend auf der MHW-Linie (parcel_a, parcel_b, azimuth_deg, waterside_angle_deg, length_ft, modified, note, repair_note). Das Hauptergebnis.</translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="66"/>
        <source>Rights areas: one polygon per lakeshore parcel between its water rights lines, and one per unparcelled strip of lakeshore (a road end: parcel_id empty, what it is in note) (parcel_id, area_sqft, closes_at_ft, modified, note, shoreline_ft, law, law_key). checklayout takes it with WATER_RIGHTS_LINES and TIE_LINES.</source>
        <translation>Wasserrechtsflächen: ein Polygon je Uferflurstück zwischen seinen Wasserrechtslinien und eines je flurstücksfreiem Uferstreifen (ein Straßenende: parcel_id leer, was es ist, steht in note) (parcel_id, area_sqft, closes_at_ft, modified, note, shoreline_ft, law, law_key). checklayout nimmt sie mit WATER_RIGHTS_LINES und TIE_LINES.</translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="66"/>
        <source>Reach lines: how far out a structure may reach, inside each rights area (parcel_id, reach_ft).</source>
        <translation>Reichweitenlinien: wie weit ein Bauwerk hinausreichen darf, innerhalb jeder Wasserrechtsfläche (parcel_id, reach_ft).</translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="66"/>
        <source>Permanent structure envelopes: where a permanent structure may stand, the rights area less the setback, within the reach (parcel_id, setback_ft, reach_ft, area_sqft).</source>
        <translation>Baufenster für dauerhafte Bauwerke: wo ein dauerhaftes Bauwerk stehen darf, die Wasserrechtsfläche abzüglich des Abstands, innerhalb der Reichweite (parcel_id, setback_ft, reach_ft, area_sqft).</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="237"/>
        <source>Optional: the structures standing on the lake (existing = 1 for those digitized from aerial imagery, which may continue as nonconformities) and any proposed ones; without it every parcel is audited empty.</source>
        <translation>Optional: die am See stehenden Anlagen (existing = 1 für die aus Luftbildern digitalisierten, die als Bestand fortbestehen dürfen) und geplante; ohne diese Ebene wird jedes Grundstück leer geprüft.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="243"/>
        <source>Optional: every finding behind the states, one polygon each in checklayout&apos;s fields (rule, section, severity, measured, limit, unit, message).</source>
        <translation>Optional: jeder Befund hinter den Zuständen, je ein Polygon mit den Feldern von checklayout (rule, section, severity, measured, limit, unit, message).</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="247"/>
        <source>Optional: the AUDIT rows as a CSV table (UTF-8, one header line of the field names; empty where the layer has NULL), for a spreadsheet or a report.</source>
        <translation>Optional: die AUDIT-Zeilen als CSV-Tabelle (UTF-8, eine Kopfzeile mit den Feldnamen; leer, wo die Ebene NULL hat), für eine Tabellenkalkulation oder einen Bericht.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="251"/>
        <source>Optional: one PDF with a summary page, a lake overview map coloured by state and a page per parcel with its findings; its numbers are counted from the AUDIT rows.</source>
        <translation>Optional: ein PDF mit einer Übersichtsseite, einer nach Zustand eingefärbten Seekarte und einer Seite je Grundstück mit seinen Befunden; seine Zahlen werden aus den AUDIT-Zeilen gezählt.</translation>
    </message>
    <message>
        <location filename="../qgis_io/outputs.py" line="105"/>
        <source>Lake audit: one parcel polygon per lakeshore parcel (parcel_id, land_use, frontage_ft, docks_allowed, boats_allowed, buoys_allowed, docks, boats, buoys, state, errors, warnings, rules, citations); state is compliant, nonconforming (existing structures that may continue: warnings only) or violation (an error). Styled by state.</source>
        <translation>Seeprüfung: ein Grundstückspolygon je Ufergrundstück (parcel_id, land_use, frontage_ft, docks_allowed, boats_allowed, buoys_allowed, docks, boats, buoys, state, errors, warnings, rules, citations); state ist compliant (konform), nonconforming (Bestandsanlagen, die fortbestehen dürfen: nur Warnungen) oder violation (ein Fehler). Nach Zustand gestaltet.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="220"/>
        <source>Also suggest buoys farther out than the law's anchorage distance (100 ft: a New York State anchorage permit on Keuka, §160-124F(3); a special anchorage area on Canandaigua, §44-7G(3)). Off by default: the report says how many more would fit out there.</source>
        <translation>Auch Bojen vorschlagen, die weiter draußen liegen als der Ankerabstand des Gesetzes (100 ft: eine Ankergenehmigung des Staates New York am Keuka Lake, §160-124F(3); ein besonderes Ankergebiet am Canandaigua Lake, §44-7G(3)). Standardmäßig aus: der Bericht sagt, wie viele dort draußen noch Platz hätten.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="273"/>
        <source>The submitted site plan as a DXF file (any version GDAL reads). Closed polylines (arcs included) and hatches on structure layers are structures, circles and points on buoy layers are mooring buoys, block inserts are exploded, and a TEXT or MTEXT within 25 ft of a feature is its label. The file is only read.</source>
        <translation>Der eingereichte Lageplan als DXF-Datei (jede Version, die GDAL liest). Geschlossene Polylinien (mit Bögen) und Schraffuren auf Bauwerks-Layern sind Bauwerke, Kreise und Punkte auf Bojen-Layern sind Ankerbojen, Blockreferenzen werden aufgelöst, und ein TEXT oder MTEXT innerhalb von 25 ft um ein Objekt ist seine Beschriftung. Die Datei wird nur gelesen.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="279"/>
        <source>The CRS the drawing&apos;s coordinates are in: a DXF does not say. Default EPSG:2261 (New York State Plane Central, US feet). A drawing that then does not lie on the parcels (drawn in metres, on a local grid, in another zone) is refused, naming what to set.</source>
        <translation>Das KBS der Koordinaten der Zeichnung: eine DXF sagt es nicht. Standard EPSG:2261 (New York State Plane Central, US-Fuß). Eine Zeichnung, die dann nicht auf den Flurstücken liegt (in Metern, in lokalen Koordinaten, in einer anderen Zone gezeichnet), wird abgelehnt, mit dem, was zu setzen ist.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="284"/>
        <source>Optional: a CSV of pattern,kind rows giving each DXF layer its kind (patterns like DOCK* or *-MOOR*, case-insensitive, the first match deciding; kinds: dock, boat_hoist_structure, boat_station, boathouse, boat_accessory_structure, swim_float, ice_breaker, vessel, buoy). Empty: the table shipped with the plugin (core/submission/layer_map.csv), which is also the form to copy.</source>
        <translation>Optional: eine CSV mit Zeilen pattern,kind, die jedem DXF-Layer seine Art gibt (Muster wie DOCK* oder *-MOOR*, ohne Beachtung der Groß-/Kleinschreibung, der erste Treffer entscheidet; Arten: dock, boat_hoist_structure, boat_station, boathouse, boat_accessory_structure, swim_float, ice_breaker, vessel, buoy). Leer: die mit dem Plugin gelieferte Tabelle (core/submission/layer_map.csv), die auch die Vorlage zum Kopieren ist.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="291"/>
        <source>The structures read from the drawing, in the layout layers&apos; fields, with source_layer (the DXF layer), label (the drawing&apos;s text beside it), ref (the name the findings use: D1, H1, ...), entity, handle and area_sqft.</source>
        <translation>Die aus der Zeichnung gelesenen Bauwerke in den Feldern der Layout-Layer, mit source_layer (der DXF-Layer), label (der Text der Zeichnung daneben), ref (der Name, den die Befunde verwenden: D1, H1, ...), entity, handle und area_sqft.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="296"/>
        <source>The mooring buoys read from the drawing: a circle&apos;s radius is the swing radius (swing_radius_ft; carried as vessel_length_ft with a rode of 0), a point alone has none and is reported as not checkable.</source>
        <translation>Die aus der Zeichnung gelesenen Ankerbojen: der Radius eines Kreises ist der Schwojradius (swing_radius_ft; geführt als vessel_length_ft mit einer Ankerleine von 0), ein Punkt allein hat keinen und wird als nicht prüfbar gemeldet.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="301"/>
        <source>One polygon per finding on the drawing&apos;s parcels, in Check layout&apos;s fields.</source>
        <translation>Ein Polygon je Befund auf den Flurstücken der Zeichnung, in den Feldern von Layout prüfen.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="304"/>
        <source>Every entity of the drawing that was not read as a structure, buoy or label (layer, entity, handle, code, why): layers the layer map does not name, open lines, blocks such as a north arrow, a title block far off the site, texts that label nothing.</source>
        <translation>Jedes Objekt der Zeichnung, das nicht als Bauwerk, Boje oder Beschriftung gelesen wurde (layer, entity, handle, code, why): Layer, die die Layerzuordnung nicht nennt, offene Linien, Blöcke wie ein Nordpfeil, ein Schriftfeld weit außerhalb des Geländes, Texte, die nichts beschriften.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="309"/>
        <source>Optional: the review memo for the applicant and the board: the verdict, a map of the drawing over the water rights lines, the drawing&apos;s labels beside the findings, the allowance against what is proposed, what could not be read and the site-plan items the drawing lacks.</source>
        <translation>Optional: der Prüfbericht für Antragsteller und Ausschuss: das Ergebnis, eine Karte der Zeichnung über den Wasserrechtslinien, die Beschriftungen der Zeichnung neben den Befunden, das Zulässige gegenüber dem Geplanten, was nicht gelesen werden konnte und die Angaben des Lageplans, die der Zeichnung fehlen.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="256"/>
        <source>The parcels&apos; tax map number field: the description names the parcels by it (&quot;tax parcel 128.07-1-11&quot;); guessed from common names if empty, else the parcel id.</source>
        <translation>Das Feld der Flurstücksnummer: die Beschreibung benennt die Grundstücke damit (&quot;tax parcel 128.07-1-11&quot;); leer wird es aus üblichen Feldnamen erraten, sonst gilt die Grundstücks-ID.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="263"/>
        <source>The folder the descriptions are written to: one plain UTF-8 text file legal_&lt;parcel id&gt;.txt per parcel, ready to paste into a deed, an easement or a permit.</source>
        <translation>Der Ordner für die Beschreibungen: eine reine UTF-8-Textdatei legal_&lt;Grundstücks-ID&gt;.txt je Grundstück, zum Einfügen in eine Urkunde, eine Dienstbarkeit oder eine Genehmigung.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="267"/>
        <source>Optional: the rights areas&apos; calls as a table for COGO software, one row per course: parcel_id, seq, kind (line or curve), bearing, distance_ft, radius_ft, arc_ft, chord_bearing, chord_ft, from_n, from_e, to_n, to_e, delta, turn, along, part.</source>
        <translation>Optional: die Kurse der Wasserrechtsflächen als Tabelle für COGO-Software, eine Zeile je Grenzabschnitt: parcel_id, seq, kind (line oder curve), bearing, distance_ft, radius_ft, arc_ft, chord_bearing, chord_ft, from_n, from_e, to_n, to_e, delta, turn, along, part.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="43"/>
        <source>The projected CRS, in feet, every length and area is measured in, and every output is written in. Not set: the law&apos;s working CRS ([profile] crs), else EPSG:2261 (NAD83 / New York Central (ftUS)) - the panel&apos;s rule; the log says which. A geographic CRS or one in metres is refused.</source>
        <translation>Das projizierte KBS in Fuß, in dem jede Länge und Fläche gemessen und jedes Ergebnis geschrieben wird. Nicht gesetzt: das Arbeits-KBS des Gesetzes ([profile] crs), sonst EPSG:2261 (NAD83 / New York Central (ftUS)) - die Regel des Panels; das Protokoll sagt, welches. Ein geographisches KBS oder eines in Metern wird abgelehnt.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="108"/>
        <source>The parcel ids to draw, comma-separated; empty draws every lakeshore parcel, one PDF each.</source>
        <translation>Die Kennungen der zu zeichnenden Flurstücke, durch Kommas getrennt; leer zeichnet jedes Uferflurstück, je eine PDF-Datei.</translation>
    </message>
    <message>
        <location filename="../processing/parameter_help.py" line="260"/>
        <source>The parcel ids to describe, comma-separated; empty describes every lakeshore parcel.</source>
        <translation>Die zu beschreibenden Grundstücks-IDs, durch Kommas getrennt; leer beschreibt jedes Ufergrundstück.</translation>
    </message>
</context>
<context>
    <name>ReviewSubmissionAlgorithm</name>
    <message>
        <location filename="../processing/alg_review_submission.py" line="46"/>
        <source>Review a submission (DXF site plan)</source>
        <translation>Eine Einreichung prüfen (DXF-Lageplan)</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="49"/>
        <source>Reads a surveyor&apos;s CAD site plan (a DXF file) as a layout and checks it like Check layout: closed polylines (arcs included) and hatches are structures, circles and points are mooring buoys (a circle&apos;s radius is the swing radius), block inserts are exploded, and a TEXT or MTEXT near a feature is its label. Each DXF layer is given a kind by its name (DOCK*, PIER*, HOIST*, LIFT*, BUOY*, MOOR*, ...; LAYER_MAP, a CSV of pattern,kind rows, replaces the table). A DXF holds no CRS: DRAWING_CRS says which it was drawn in (default EPSG:2261, New York State Plane Central, US feet); a drawing that does not lie on the parcels is refused.

Outputs: STRUCTURES and BUOYS (the layout layers&apos; fields, with the drawing&apos;s layer, label and entity handles), VIOLATIONS (Check layout&apos;s fields), UNREAD (every entity that was not read, and why) and OUTPUT_PDF, the review memo: the drawing&apos;s labels beside the findings, a map over the water rights lines, the allowance against what is proposed, what could not be read and the site-plan items the drawing lacks.</source>
        <translation>Liest den CAD-Lageplan eines Vermessers (eine DXF-Datei) als Layout und prüft ihn wie Layout prüfen: geschlossene Polylinien (mit Bögen) und Schraffuren sind Bauwerke, Kreise und Punkte sind Ankerbojen (der Radius eines Kreises ist der Schwojradius), Blockreferenzen werden aufgelöst, und ein TEXT oder MTEXT nahe einem Objekt ist seine Beschriftung. Jeder DXF-Layer erhält seine Art nach seinem Namen (DOCK*, PIER*, HOIST*, LIFT*, BUOY*, MOOR*, ...; LAYER_MAP, eine CSV mit Zeilen pattern,kind, ersetzt die Tabelle). Eine DXF hat kein KBS: DRAWING_CRS sagt, in welchem sie gezeichnet wurde (Standard EPSG:2261, New York State Plane Central, US-Fuß); eine Zeichnung, die nicht auf den Flurstücken liegt, wird abgelehnt.

Ausgaben: STRUCTURES und BUOYS (die Felder der Layout-Layer, mit Layer, Beschriftung und Objekt-Handles der Zeichnung), VIOLATIONS (die Felder von Layout prüfen), UNREAD (jedes nicht gelesene Objekt und warum) und OUTPUT_PDF, der Prüfbericht: die Beschriftungen der Zeichnung neben den Befunden, eine Karte über den Wasserrechtslinien, das Zulässige gegenüber dem Geplanten, was nicht gelesen werden konnte und die Angaben des Lageplans, die der Zeichnung fehlen.</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="66"/>
        <source>Submitted site plan (DXF)</source>
        <translation>Eingereichter Lageplan (DXF)</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="68"/>
        <source>CRS the drawing was drawn in</source>
        <translation>KBS, in dem die Zeichnung gezeichnet wurde</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="70"/>
        <source>Layer map (CSV of pattern,kind rows)</source>
        <translation>Layerzuordnung (CSV mit Zeilen pattern,kind)</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="75"/>
        <source>Structures read from the drawing</source>
        <translation>Aus der Zeichnung gelesene Bauwerke</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="75"/>
        <source>Buoys read from the drawing</source>
        <translation>Aus der Zeichnung gelesene Bojen</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="75"/>
        <source>Violations</source>
        <translation>Verstöße</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="75"/>
        <source>Not read from the drawing</source>
        <translation>Nicht aus der Zeichnung gelesen</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="84"/>
        <source>Review memo (PDF)</source>
        <translation>Prüfbericht (PDF)</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="84"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF-Dateien (*.pdf)</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="93"/>
        <source>OUTPUT_PDF: the review memo is drawn by the plugin&apos;s report module, which is not loaded here; leave OUTPUT_PDF empty.</source>
        <translation>OUTPUT_PDF: der Prüfbericht wird vom Berichtsmodul des Plugins gezeichnet, das hier nicht geladen ist; lassen Sie OUTPUT_PDF leer.</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="105"/>
        <source>LAYER_MAP: &apos;{path}&apos; could not be read ({why}).</source>
        <translation>LAYER_MAP: '{path}' konnte nicht gelesen werden ({why}).</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="108"/>
        <source>LAYER_MAP: &apos;{path}&apos;: {why}.</source>
        <translation>LAYER_MAP: '{path}': {why}.</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="188"/>
        <source>Review memo: {path}</source>
        <translation>Prüfbericht: {path}</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="144"/>
        <source>Not read: layer {layer}, {entity} {handle}: {why}</source>
        <translation>Nicht gelesen: Layer {layer}, {entity} {handle}: {why}</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="110"/>
        <source>Layer map: {n} pattern from &apos;{path}&apos;.</source>
        <translation>Layerzuordnung: {n} Muster aus '{path}'.</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="110"/>
        <source>Layer map: {n} patterns from &apos;{path}&apos;.</source>
        <translation>Layerzuordnung: {n} Muster aus '{path}'.</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="138"/>
        <source>Drawing &apos;{name}&apos; read in {crs}: {s}, {b}, {u} not read.</source>
        <translation>Zeichnung '{name}' in {crs} gelesen: {s}, {b}, {u} nicht gelesen.</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="138"/>
        <source>{n} structure</source>
        <translation>{n} Bauwerk</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="138"/>
        <source>{n} structures</source>
        <translation>{n} Bauwerke</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="138"/>
        <source>{n} buoy</source>
        <translation>{n} Boje</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="138"/>
        <source>{n} buoys</source>
        <translation>{n} Bojen</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="138"/>
        <source>{n} entity</source>
        <translation>{n} Zeichnungsobjekt</translation>
    </message>
    <message>
        <location filename="../processing/alg_review_submission.py" line="138"/>
        <source>{n} entities</source>
        <translation>{n} Zeichnungsobjekte</translation>
    </message>
</context>
<context>
    <name>ShorelineAlgorithm</name>
    <message>
        <location filename="../processing/base_algorithm.py" line="154"/>
        <source>Parcels (tax-map polygons)</source>
        <translation>Flurstücke (Polygone der Flurkarte)</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="157"/>
        <source>Shoreline (MHW line, or lake polygon)</source>
        <translation>Uferlinie (MHW-Linie oder Seepolygon)</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="219"/>
        <source>Mooring buoys (points)</source>
        <translation>Festmacherbojen (Punkte)</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="226"/>
        <source>Bathymetry (lake-bottom elevation raster, ft)</source>
        <translation>Bathymetrie (Raster der Seegrundhöhe, ft)</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="448"/>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="367"/>
        <source>{name}: no layer was given.</source>
        <translation>{name}: Es wurde kein Layer angegeben.</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="387"/>
        <source>Profile: {title}</source>
        <translation>Profil: {title}</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="413"/>
        <source>PARCELS: layer &apos;{name}&apos; has no features.</source>
        <translation>PARCELS: Der Layer „{name}“ hat keine Objekte.</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="429"/>
        <source>SHORELINE: layer &apos;{name}&apos; has no features.</source>
        <translation>SHORELINE: Der Layer „{name}“ hat keine Objekte.</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="434"/>
        <source>Shoreline (MHW mark): {length:.1f} ft.</source>
        <translation>Uferlinie (MHW-Linie): {length:.1f} ft.</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="177"/>
        <source>Law profile (keuka, canandaigua, or a profile TOML path)</source>
        <translation>Satzungsprofil (keuka, canandaigua oder der Pfad einer Profildatei im TOML-Format)</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="185"/>
        <source>Profile file (optional: used instead of the law above)</source>
        <translation>Profildatei (optional: ersetzt die obige Satzung)</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="384"/>
        <source>{parameter} &apos;{name}&apos; could not be read: {exc}</source>
        <translation>{parameter} „{name}“ konnte nicht gelesen werden: {exc}</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="257"/>
        <source>, so the depth exception to the reach could not be applied</source>
        <translation>, daher konnte die Tiefenausnahme von der Reichweite nicht angewandt werden</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="259"/>
        <source>{name}: &apos;{value}&apos; could not be opened as a raster (it is missing, damaged or not a raster file){why}. Give a readable raster, or leave {name} empty.</source>
        <translation>{name}: '{value}' konnte nicht als Raster geöffnet werden (die Datei fehlt, ist beschädigt oder kein Raster){why}. Geben Sie ein lesbares Raster an oder lassen Sie {name} leer.</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="272"/>
        <source>{name}: QGIS cannot write a layer to a path with a line break in it ({path}); choose a folder and file name without one.</source>
        <translation>{name}: QGIS kann keinen Layer in einen Pfad mit Zeilenumbruch schreiben ({path}); wählen Sie Ordner und Dateinamen ohne Zeilenumbruch.</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="399"/>
        <source>BATHYMETRY: &apos;{value}&apos; could not be opened as a raster, so the depth exception to the reach could not be applied. Give a readable elevation raster, or leave BATHYMETRY empty.</source>
        <translation>BATHYMETRY: '{value}' konnte nicht als Raster geöffnet werden, daher konnte die Tiefenausnahme von der Reichweite nicht angewandt werden. Geben Sie ein lesbares Höhenraster an oder lassen Sie BATHYMETRY leer.</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="404"/>
        <source>Bathymetry: band 1 of &apos;{name}&apos; (lake-bottom elevation, ft).</source>
        <translation>Bathymetrie: Band 1 von '{name}' (Seegrundhöhe, ft).</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="420"/>
        <source>{n} parcel read in {crs}.</source>
        <translation>{n} Flurstück in {crs} gelesen.</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="420"/>
        <source>{n} parcels read in {crs}.</source>
        <translation>{n} Flurstücke in {crs} gelesen.</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="192"/>
        <source>Working CRS (projected, feet; all outputs use it; not set: the law&apos;s)</source>
        <translation>Arbeits-KBS (projiziert, Fuß; für alle Ergebnisse; nicht gesetzt: das des Gesetzes)</translation>
    </message>
</context>
<context>
    <name>ShorelineLayout</name>
    <message>
        <location filename="../qgis_io/convert.py" line="145"/>
        <source>{what}: layer '{name}' has no CRS and its coordinates lie within ±180, ±90: they look like longitude/latitude degrees, and nothing may be measured in degrees. Set the layer's CRS (Layer Properties &gt; Source) and run again.</source>
        <translation>{what}: Der Layer „{name}“ hat kein KBS und seine Koordinaten liegen innerhalb ±180, ±90: Sie sehen nach Längen-/Breitengraden aus, und in Grad darf nichts gemessen werden. Setzen Sie das KBS des Layers (Layereigenschaften &gt; Quelle) und starten Sie erneut.</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="229"/>
        <source>{parameter}: layer &apos;{name}&apos; has no field &apos;{field}&apos; (its fields: {names}).</source>
        <translation>{parameter}: Der Layer „{name}“ hat kein Feld „{field}“ (seine Felder: {names}).</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="245"/>
        <source>{what} must be a {kind} layer; &apos;{name}&apos; is a {actual} layer.</source>
        <translation>{what} muss ein {kind}-Layer sein; „{name}“ ist ein {actual}-Layer.</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="467"/>
        <source>PARCELS: no parcel layer was given.</source>
        <translation>PARCELS: Es wurde kein Flurstückslayer angegeben.</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="593"/>
        <source>PARCEL_ID_FIELD: field &apos;{field}&apos; of layer &apos;{name}&apos; repeats parcel ids: {listed}; parcel ids must be unique (merge multi-part parcels into one feature).</source>
        <translation>PARCEL_ID_FIELD: Das Feld „{field}“ des Layers „{name}“ wiederholt Flurstückskennungen: {listed}; Flurstückskennungen müssen eindeutig sein (mehrteilige Flurstücke zu einem Objekt zusammenfassen).</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="612"/>
        <source>PARCELS: layer &apos;{name}&apos; has no parcel with a usable polygon.</source>
        <translation>PARCELS: Der Layer „{name}“ hat kein Flurstück mit brauchbarem Polygon.</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="635"/>
        <source>SHORELINE: no shoreline layer was given.</source>
        <translation>SHORELINE: Es wurde kein Uferlinienlayer angegeben.</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="653"/>
        <source>SHORELINE: layer &apos;{name}&apos; has no usable line or polygon geometry.</source>
        <translation>SHORELINE: Der Layer „{name}“ hat keine brauchbare Linien- oder Polygongeometrie.</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="759"/>
        <source>STRUCTURES: no structures layer was given.</source>
        <translation>STRUCTURES: Es wurde kein Bauwerkslayer angegeben.</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="830"/>
        <source>BUOYS: no buoy layer was given.</source>
        <translation>BUOYS: Es wurde kein Bojenlayer angegeben.</translation>
    </message>
    <message>
        <location filename="../qgis_io/crs.py" line="96"/>
        <source>The working CRS {crs} ({name}) is geographic (degrees); choose a projected CRS in feet, e.g. EPSG:2261 NAD83 / New York Central (ftUS).</source>
        <translation>Das Arbeits-KBS {crs} ({name}) ist geographisch (Grad); wählen Sie ein projiziertes KBS in Fuß, z. B. EPSG:2261 NAD83 / New York Central (ftUS).</translation>
    </message>
    <message>
        <location filename="../qgis_io/crs.py" line="102"/>
        <source>The working CRS {crs} ({name}) measures in {units}, not feet; choose a projected CRS in US survey feet, e.g. EPSG:2261 NAD83 / New York Central (ftUS).</source>
        <translation>Das Arbeits-KBS {crs} ({name}) misst in {units}, nicht in Fuß; wählen Sie ein projiziertes KBS in US-Survey-Fuß, z. B. EPSG:2261 NAD83 / New York Central (ftUS).</translation>
    </message>
    <message>
        <location filename="../qgis_io/raster.py" line="25"/>
        <source>BATHYMETRY: the raster could not be opened.</source>
        <translation>BATHYMETRY: Das Raster ließ sich nicht öffnen.</translation>
    </message>
    <message>
        <location filename="../qgis_io/raster.py" line="29"/>
        <source>BATHYMETRY: raster &apos;{name}&apos; has no band {band}.</source>
        <translation>BATHYMETRY: Das Raster „{name}“ hat kein Band {band}.</translation>
    </message>
    <message>
        <location filename="../qgis_io/styles.py" line="63"/>
        <source>{layer}: the {style} style was not applied ({message}).</source>
        <translation>{layer}: Der Stil {style} wurde nicht angewandt ({message}).</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="503"/>
        <source>the sink gave no reason</source>
        <translation>die Senke nannte keinen Grund</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="570"/>
        <source>No parcel meets the shoreline (MHW mark): check that PARCELS and SHORELINE cover the same place (they may be in different CRSs without one being set).</source>
        <translation>Kein Flurstück erreicht die Uferlinie (MHW-Linie): Prüfen Sie, ob PARCELS und SHORELINE denselben Ort abdecken (sie können in verschiedenen KBS liegen, ohne dass eines gesetzt ist).</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="576"/>
        <source> ({n} more in the log)</source>
        <translation> ({n} weitere im Protokoll)</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="583"/>
        <source>the log says why.</source>
        <translation>das Protokoll nennt den Grund.</translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="41"/>
        <source>DEM: no valid raster layer was given.</source>
        <translation>DEM: Es wurde kein gültiger Rasterlayer angegeben.</translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="44"/>
        <source>DEM: layer &apos;{name}&apos; is served by the &apos;{provider}&apos; provider; contouring needs a raster file GDAL can open (GeoTIFF, IMG, VRT, ...). Save the layer as a GeoTIFF (Export &gt; Save As) and use that.</source>
        <translation>DEM: Der Layer „{name}“ wird vom Anbieter „{provider}“ bereitgestellt; für Höhenlinien ist eine Rasterdatei nötig, die GDAL öffnen kann (GeoTIFF, IMG, VRT, ...). Speichern Sie den Layer als GeoTIFF (Exportieren &gt; Speichern als) und verwenden Sie diesen.</translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="51"/>
        <source>DEM: GDAL cannot open &apos;{source}&apos;.</source>
        <translation>DEM: GDAL kann „{source}“ nicht öffnen.</translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="81"/>
        <source>DEM: layer &apos;{name}&apos; has no CRS: set it (Layer Properties &gt; Source) so its cells can be placed on the parcels.</source>
        <translation>DEM: Der Layer „{name}“ hat kein KBS: setzen Sie es (Layereigenschaften &gt; Quelle), damit seine Zellen auf die Flurstücke gelegt werden können.</translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="89"/>
        <source>DEM: layer &apos;{name}&apos; has no cell with data.</source>
        <translation>DEM: Der Layer „{name}“ hat keine Zelle mit Daten.</translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="94"/>
        <source>DEM: its elevations run from {low} to {high} (its own units), so no contour at {level} exists: check the DEM&apos;s vertical units (ft or m), its datum and the MHW level.</source>
        <translation>DEM: Seine Höhen reichen von {low} bis {high} (in seinen eigenen Einheiten), also gibt es keine Höhenlinie bei {level}: prüfen Sie die Höheneinheit des DGM (ft oder m), sein Bezugssystem und die MHW-Höhe.</translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="123"/>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="125"/>
        <source>DEM: GDAL could not contour it: {why}</source>
        <translation>DEM: GDAL konnte keine Höhenlinien daraus berechnen: {why}</translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="137"/>
        <source>DEM: its cells could not be transformed from {source} to {target}.</source>
        <translation>DEM: Seine Zellen konnten nicht von {source} nach {target} transformiert werden.</translation>
    </message>
    <message>
        <location filename="../qgis_io/sinks.py" line="187"/>
        <source>A row could not be written: a value of {row} does not fit its field ({why}); no row is left out silently, so the run stops. Check the input that gave it.</source>
        <translation>Eine Zeile konnte nicht geschrieben werden: ein Wert von {row} passt nicht in sein Feld ({why}); keine Zeile wird stillschweigend ausgelassen, daher wird der Lauf angehalten. Prüfen Sie die Eingabe, aus der er stammt.</translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="76"/>
        <source>{parameter}: &apos;{name}&apos; is a {actual} layer; it must be the {kind} layer {parameter} of a waterrightslines run.</source>
        <translation>{parameter}: „{name}“ ist ein Layer vom Typ {actual}; es muss der Layer {parameter} ({kind}) eines waterrightslines-Laufs sein.</translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="115"/>
        <source>&apos;{name}&apos;: feature {fid} could not be transformed to the working CRS {crs}.</source>
        <translation>„{name}“: Objekt {fid} ließ sich nicht in das Arbeits-KBS {crs} umrechnen.</translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="134"/>
        <source> and {n} more</source>
        <translation> und {n} weitere</translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="185"/>
        <source>RIGHTS_AREAS: &apos;{name}&apos; was computed under the law {recorded}, whose water-rights settings (reach, setbacks, 200 ft rule, jurisdiction) are not those of PROFILE &apos;{profile}&apos;: the check would measure against other lines. Run waterrightslines with PROFILE {profile} and give its outputs, or check with the PROFILE they were computed with.</source>
        <translation>RIGHTS_AREAS: „{name}“ wurde nach der Satzung {recorded} berechnet, deren Einstellungen für die Wasserrechte (Reichweite, Abstände, 200-ft-Regel, Geltungsbereich) nicht die von PROFILE „{profile}“ sind: Die Prüfung würde an anderen Linien messen. Führen Sie waterrightslines mit PROFILE {profile} aus und geben Sie dessen Ergebnisse an, oder prüfen Sie mit dem PROFILE, mit dem sie berechnet wurden.</translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="248"/>
        <source>RIGHTS_AREAS: &apos;{name}&apos; has no rights area of a parcel: give the RIGHTS_AREAS of a waterrightslines run on this lake.</source>
        <translation>RIGHTS_AREAS: „{name}“ hat keine Wasserrechtsfläche eines Flurstücks: Geben Sie die RIGHTS_AREAS eines waterrightslines-Laufs auf diesem See an.</translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="177"/>
        <source>RIGHTS_AREAS: &apos;{name}&apos; does not say which law it was computed under (law_key is empty: the layer was written by the panel or an older version, or edited), so it cannot be checked against PROFILE &apos;{profile}&apos;. Run waterrightslines with PROFILE {profile} and give its outputs.</source>
        <translation>RIGHTS_AREAS: „{name}“ sagt nicht, nach welcher Satzung es berechnet wurde (law_key ist leer: Der Layer wurde vom Bedienfeld oder einer älteren Version geschrieben oder bearbeitet), daher lässt er sich nicht gegen PROFILE „{profile}“ prüfen. Führen Sie waterrightslines mit PROFILE {profile} aus und geben Sie dessen Ergebnisse an.</translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="167"/>
        <source>RIGHTS_AREAS: &apos;{name}&apos; holds the rights area of parcel {pid} twice, apart: it is not the output of one waterrightslines run. Give the RIGHTS_AREAS of one run.</source>
        <translation>RIGHTS_AREAS: „{name}“ enthält die Wasserrechtsfläche des Flurstücks {pid} zweimal, getrennt: Es ist nicht das Ergebnis eines einzigen waterrightslines-Laufs. Geben Sie die RIGHTS_AREAS eines Laufs an.</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="212"/>
        <source>CSV: {why}; nothing was written there. Choose another file or folder, or free space on the disk.</source>
        <translation>CSV: {why}; dort wurde nichts geschrieben. Wählen Sie eine andere Datei oder einen anderen Ordner, oder schaffen Sie Platz auf dem Datenträger.</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="226"/>
        <source>PDF: {why}; nothing was written there. Choose another file or folder, or free space on the disk.</source>
        <translation>PDF: {why}; dort wurde nichts geschrieben. Wählen Sie eine andere Datei oder einen anderen Ordner, oder schaffen Sie Platz auf dem Datenträger.</translation>
    </message>
    <message>
        <location filename="../processing/alg_lake_audit.py" line="230"/>
        <source>PDF: {path} could not be written: {why}</source>
        <translation>PDF: {path} konnte nicht geschrieben werden: {why}</translation>
    </message>
    <message>
        <location filename="../qgis_io/raster.py" line="65"/>
        <source>BATHYMETRY: raster &apos;{name}&apos; ({source}) opens but its data cannot be read (the file is damaged or cut short), so the depth exception to the reach cannot be applied. Give an undamaged raster, or leave BATHYMETRY empty.</source>
        <translation>BATHYMETRY: Das Raster '{name}' ({source}) lässt sich öffnen, aber seine Daten nicht lesen (die Datei ist beschädigt oder abgeschnitten), daher kann die Tiefenausnahme von der Reichweite nicht angewandt werden. Geben Sie ein unbeschädigtes Raster an oder lassen Sie BATHYMETRY leer.</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="578"/>
        <source>No parcel is a lakeshore parcel: the nearest, {pid}, is {d} ft from the MHW mark (a lakeshore parcel comes within {tol} ft of it), but no parcel could be used: </source>
        <translation>Kein Flurstück ist ein Uferflurstück: das nächste, {pid}, liegt {d} ft von der MHW-Linie entfernt (ein Uferflurstück reicht bis auf {tol} ft an sie heran), aber kein Flurstück war verwendbar: </translation>
    </message>
    <message>
        <location filename="../qgis_io/crs.py" line="61"/>
        <source>The working CRS &apos;{crs}&apos; is not a coordinate reference system QGIS knows; choose a projected CRS in feet, e.g. EPSG:2261 NAD83 / New York Central (ftUS).</source>
        <translation>Das Arbeits-KBS „{crs}“ ist kein Koordinatenbezugssystem, das QGIS kennt; wählen Sie ein projiziertes KBS in Fuß, z. B. EPSG:2261 NAD83 / New York Central (ftUS).</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="652"/>
        <source>{n:,} lot line</source>
        <translation>{n:,} Grundstücksgrenze</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="652"/>
        <source>{n:,} lot lines</source>
        <translation>{n:,} Grundstücksgrenzen</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="655"/>
        <source>{n:,} warning</source>
        <translation>{n:,} Warnung</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="655"/>
        <source>{n:,} warnings</source>
        <translation>{n:,} Warnungen</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="657"/>
        <source>{lines} brought to the MHW mark: {codes}. Each is listed below ({warnings} first).</source>
        <translation>{lines} an die MHW-Linie geführt: {codes}. Alle sind unten aufgeführt ({warnings} zuerst).</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="661"/>
        <source>{lines} brought to the MHW mark: {codes}. Each is listed below.</source>
        <translation>{lines} an die MHW-Linie geführt: {codes}. Alle sind unten aufgeführt.</translation>
    </message>
    <message>
        <location filename="../qgis_io/crs.py" line="79"/>
        <source>Measured in {crs}: the working CRS chosen for this run.</source>
        <translation>Gemessen in {crs}: das für diesen Lauf gewählte Arbeits-KBS.</translation>
    </message>
    <message>
        <location filename="../qgis_io/crs.py" line="81"/>
        <source>Measured in {crs}: the law&apos;s working CRS ([profile] crs of the profile), as no other was chosen.</source>
        <translation>Gemessen in {crs}: das Arbeits-KBS des Gesetzes ([profile] crs des Profils), da kein anderes gewählt wurde.</translation>
    </message>
    <message>
        <location filename="../qgis_io/crs.py" line="84"/>
        <source>Measured in {crs}, the default: no working CRS was chosen and the law names none.</source>
        <translation>Gemessen in {crs}, dem Standard: es wurde kein Arbeits-KBS gewählt, und das Gesetz nennt keines.</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="505"/>
        <source>{name}: {count} feature could not be written to {destination} ({why}); the output is incomplete, so the run stops. Choose another format or file.</source>
        <translation>{name}: {count} Objekt konnte nicht nach {destination} geschrieben werden ({why}); die Ausgabe ist unvollständig, daher wird der Lauf angehalten. Wählen Sie ein anderes Format oder eine andere Datei.</translation>
    </message>
    <message>
        <location filename="../processing/base_algorithm.py" line="505"/>
        <source>{name}: {count} features could not be written to {destination} ({why}); the output is incomplete, so the run stops. Choose another format or file.</source>
        <translation>{name}: {count} Objekte konnten nicht nach {destination} geschrieben werden ({why}); die Ausgabe ist unvollständig, daher wird der Lauf angehalten. Wählen Sie ein anderes Format oder eine andere Datei.</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="580"/>
        <source>PARCEL_ID_FIELD: field &apos;{field}&apos; of layer &apos;{name}&apos; is empty for feature {fids}; give every parcel an id or leave PARCEL_ID_FIELD unset to use feature ids.</source>
        <translation>PARCEL_ID_FIELD: Das Feld „{field}“ des Layers „{name}“ ist leer bei Objekt {fids}; geben Sie jedem Flurstück eine Kennung oder lassen Sie PARCEL_ID_FIELD leer, um die Objekt-IDs zu verwenden.</translation>
    </message>
    <message>
        <location filename="../qgis_io/convert.py" line="580"/>
        <source>PARCEL_ID_FIELD: field &apos;{field}&apos; of layer &apos;{name}&apos; is empty for features {fids}; give every parcel an id or leave PARCEL_ID_FIELD unset to use feature ids.</source>
        <translation>PARCEL_ID_FIELD: Das Feld „{field}“ des Layers „{name}“ ist leer bei den Objekten {fids}; geben Sie jedem Flurstück eine Kennung oder lassen Sie PARCEL_ID_FIELD leer, um die Objekt-IDs zu verwenden.</translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="54"/>
        <source>DEM: band {band} does not exist; &apos;{name}&apos; has {n} band.</source>
        <translation>DEM: Band {band} existiert nicht; „{name}“ hat {n} Band.</translation>
    </message>
    <message>
        <location filename="../qgis_io/dem_contour.py" line="54"/>
        <source>DEM: band {band} does not exist; &apos;{name}&apos; has {n} bands.</source>
        <translation>DEM: Band {band} existiert nicht; „{name}“ hat {n} Bänder.</translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="84"/>
        <source>{parameter}: &apos;{name}&apos; has no field {fields}: it is not the {parameter} output of waterrightslines (or was written by an older version). Run waterrightslines on this lake and give its {parameter}.</source>
        <translation>{parameter}: „{name}“ hat kein Feld {fields}: Er ist nicht das Ergebnis {parameter} von waterrightslines (oder wurde von einer älteren Version geschrieben). Führen Sie waterrightslines auf diesem See aus und geben Sie dessen {parameter} an.</translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="84"/>
        <source>{parameter}: &apos;{name}&apos; has no fields {fields}: it is not the {parameter} output of waterrightslines (or was written by an older version). Run waterrightslines on this lake and give its {parameter}.</source>
        <translation>{parameter}: „{name}“ hat keine Felder {fields}: Er ist nicht das Ergebnis {parameter} von waterrightslines (oder wurde von einer älteren Version geschrieben). Führen Sie waterrightslines auf diesem See aus und geben Sie dessen {parameter} an.</translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="256"/>
        <source>RIGHTS_AREAS names {n} parcel that PARCELS does not have ({ids}): it was computed from another tax map, or with another PARCEL_ID_FIELD. Run waterrightslines on these PARCELS (with the same PARCEL_ID_FIELD) and give its outputs.</source>
        <translation>RIGHTS_AREAS nennt {n} Flurstück, das PARCELS nicht hat ({ids}): Es wurde aus einer anderen Flurkarte oder mit einem anderen PARCEL_ID_FIELD berechnet. Führen Sie waterrightslines auf diesen PARCELS aus (mit demselben PARCEL_ID_FIELD) und geben Sie dessen Ergebnisse an.</translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="256"/>
        <source>RIGHTS_AREAS names {n} parcels that PARCELS does not have ({ids}): it was computed from another tax map, or with another PARCEL_ID_FIELD. Run waterrightslines on these PARCELS (with the same PARCEL_ID_FIELD) and give its outputs.</source>
        <translation>RIGHTS_AREAS nennt {n} Flurstücke, die PARCELS nicht hat ({ids}): Es wurde aus einer anderen Flurkarte oder mit einem anderen PARCEL_ID_FIELD berechnet. Führen Sie waterrightslines auf diesen PARCELS aus (mit demselben PARCEL_ID_FIELD) und geben Sie dessen Ergebnisse an.</translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="273"/>
        <source>RIGHTS_AREAS: the rights area of {ids} does not touch its parcel in PARCELS: the layer is of another lake or of an earlier tax map. Run waterrightslines on these PARCELS and this SHORELINE and give its outputs.</source>
        <translation>RIGHTS_AREAS: Die Wasserrechtsfläche von {ids} berührt ihr Flurstück in PARCELS nicht: Der Layer gehört zu einem anderen See oder einer früheren Flurkarte. Führen Sie waterrightslines auf diesen PARCELS und dieser SHORELINE aus und geben Sie dessen Ergebnisse an.</translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="273"/>
        <source>RIGHTS_AREAS: the rights areas of {ids} do not touch their parcels in PARCELS: the layer is of another lake or of an earlier tax map. Run waterrightslines on these PARCELS and this SHORELINE and give its outputs.</source>
        <translation>RIGHTS_AREAS: Die Wasserrechtsflächen von {ids} berühren ihre Flurstücke in PARCELS nicht: Der Layer gehört zu einem anderen See oder einer früheren Flurkarte. Führen Sie waterrightslines auf diesen PARCELS und dieser SHORELINE aus und geben Sie dessen Ergebnisse an.</translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="289"/>
        <source>WATER_RIGHTS_LINES / TIE_LINES name a parcel RIGHTS_AREAS does not have ({ids}): the three layers must come from one waterrightslines run.</source>
        <translation>WATER_RIGHTS_LINES / TIE_LINES nennen ein Flurstück, das RIGHTS_AREAS nicht hat ({ids}): Die drei Layer müssen aus einem waterrightslines-Lauf stammen.</translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="289"/>
        <source>WATER_RIGHTS_LINES / TIE_LINES name parcels RIGHTS_AREAS does not have ({ids}): the three layers must come from one waterrightslines run.</source>
        <translation>WATER_RIGHTS_LINES / TIE_LINES nennen Flurstücke, die RIGHTS_AREAS nicht hat ({ids}): Die drei Layer müssen aus einem waterrightslines-Lauf stammen.</translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="303"/>
        <source>TIE_LINES: {n} tie point lies off this SHORELINE (up to {ft:.2f} ft): the water-rights layers were computed on another MHW mark. Run waterrightslines on this SHORELINE and give its outputs.</source>
        <translation>TIE_LINES: {n} Anschlusspunkt liegt neben dieser SHORELINE (bis zu {ft:.2f} ft): Die Wasserrechts-Layer wurden auf einer anderen MHW-Linie berechnet. Führen Sie waterrightslines auf dieser SHORELINE aus und geben Sie dessen Ergebnisse an.</translation>
    </message>
    <message>
        <location filename="../qgis_io/rights_input.py" line="303"/>
        <source>TIE_LINES: {n} tie points lie off this SHORELINE (up to {ft:.2f} ft): the water-rights layers were computed on another MHW mark. Run waterrightslines on this SHORELINE and give its outputs.</source>
        <translation>TIE_LINES: {n} Anschlusspunkte liegen neben dieser SHORELINE (bis zu {ft:.2f} ft): Die Wasserrechts-Layer wurden auf einer anderen MHW-Linie berechnet. Führen Sie waterrightslines auf dieser SHORELINE aus und geben Sie dessen Ergebnisse an.</translation>
    </message>
</context>
<context>
    <name>ShorelinePanel</name>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="9"/>
        <source>Shoreline Layout</source>
        <translation>Shoreline Layout</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="23"/>
        <source>Lake</source>
        <translation>See</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="29"/>
        <source>Parcels</source>
        <translation>Flurstücke</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="33"/>
        <source>Tax-map parcels (polygons, any CRS)</source>
        <translation>Flurstücke der Flurkarte (Polygone, beliebiges KBS)</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="37"/>
        <source>Parcel id</source>
        <translation>Flurstückskennung</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="41"/>
        <source>Field holding the parcel id (empty: the feature id)</source>
        <translation>Feld mit der Flurstückskennung (leer: die Objekt-ID)</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="45"/>
        <source>Land use</source>
        <translation>Nutzungsart</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="49"/>
        <source>residential, marina, yacht_club, restaurant, hotel, municipal or other (empty: all residential)</source>
        <translation>residential, marina, yacht_club, restaurant, hotel, municipal oder other (leer: alles residential)</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="53"/>
        <source>Frontage</source>
        <translation>Uferlänge</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="57"/>
        <source>Tax-map lake frontage in feet (optional)</source>
        <translation>Uferlänge laut Flurkarte in Fuß (optional)</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="61"/>
        <source>Seating</source>
        <translation>Sitzplätze</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="65"/>
        <source>Restaurant seating capacity (optional)</source>
        <translation>Sitzplätze des Restaurants (optional)</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="85"/>
        <source>MHW mark</source>
        <translation>MHW-Linie</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="89"/>
        <source>The mean-high-water mark: a line layer, or a lake polygon</source>
        <translation>Die Linie des mittleren Hochwassers: ein Linienlayer oder ein Seepolygon</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="93"/>
        <source>Bathymetry</source>
        <translation>Bathymetrie</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="97"/>
        <source>Optional raster of lake-bottom elevation (ft): enables the depth exceptions to the reach</source>
        <translation>Optionales Raster der Seegrundhöhe (ft): ermöglicht die Tiefenausnahmen von der Reichweite</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="101"/>
        <source>Law</source>
        <translation>Satzung</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="108"/>
        <source>A profile TOML file (a copy of keuka.toml or canandaigua.toml changed for another lake)</source>
        <translation>Eine Profildatei (TOML; eine für einen anderen See geänderte Kopie von keuka.toml oder canandaigua.toml)</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="148"/>
        <source>Levels the law leaves blank</source>
        <translation>Werte, die die Satzung offen lässt</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="149"/>
        <source>The law&apos;s text gives no number here; enter it to apply the rules that need it</source>
        <translation>Der Satzungstext nennt hier keine Zahl; geben Sie sie ein, um die Regeln anzuwenden, die sie brauchen</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="157"/>
        <source>Compute water-rights lines</source>
        <translation>Wasserrechtslinien berechnen</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="162"/>
        <source>Export overlays…</source>
        <translation>Overlays exportieren…</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="182"/>
        <source>Parcel</source>
        <translation>Flurstück</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="190"/>
        <source>Type or pick a lakeshore parcel</source>
        <translation>Uferflurstück eingeben oder auswählen</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="195"/>
        <source>Click a parcel (or its water) on the map</source>
        <translation>Klicken Sie auf der Karte auf ein Flurstück (oder sein Wasser)</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="203"/>
        <source>Site plan…</source>
        <translation>Lageplan…</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="214"/>
        <source>Layout</source>
        <translation>Anlagenplan</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="220"/>
        <source>Structures</source>
        <translation>Bauwerke</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="226"/>
        <source>Buoys</source>
        <translation>Bojen</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="235"/>
        <source>New layout…</source>
        <translation>Neuer Anlagenplan…</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="236"/>
        <source>Create STRUCTURES and BUOYS layers in a GeoPackage you name</source>
        <translation>STRUCTURES- und BUOYS-Layer in einem GeoPackage Ihrer Wahl anlegen</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="241"/>
        <source>Dock</source>
        <translation>Steg</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="244"/>
        <source>Walkway width</source>
        <translation>Laufstegbreite</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="314"/>
        <source> ft</source>
        <translation> ft</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="256"/>
        <source>Construction</source>
        <translation>Bauweise</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="263"/>
        <source>Draw dock</source>
        <translation>Steg zeichnen</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="266"/>
        <source>Press on the shore and drag out for the walkway; then press-drag appendages (T, L, fingers); right-click to finish the dock</source>
        <translation>Am Ufer drücken und für den Laufsteg hinausziehen; dann Anbauten (T, L, Finger) mit gedrückter Maustaste ziehen; Rechtsklick schließt den Steg ab</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="274"/>
        <source>Hoist, station, boathouse</source>
        <translation>Bootslift, Liegeplatz, Bootshaus</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="277"/>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="284"/>
        <source>Draw rectangle</source>
        <translation>Rechteck zeichnen</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="287"/>
        <source>Press and drag a rectangle square to the shore</source>
        <translation>Ein Rechteck rechtwinklig zum Ufer aufziehen</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="295"/>
        <source>Mooring buoy</source>
        <translation>Festmacherboje</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="298"/>
        <source>Vessel length</source>
        <translation>Bootslänge</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="310"/>
        <source>Rode length</source>
        <translation>Ankerleinenlänge</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="323"/>
        <source>Place buoy</source>
        <translation>Boje setzen</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="326"/>
        <source>Click to place a buoy; its swing circle follows the mouse</source>
        <translation>Klicken, um eine Boje zu setzen; ihr Schwojkreis folgt der Maus</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="349"/>
        <source>Violations</source>
        <translation>Verstöße</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="69"/>
        <source>Steep slope</source>
        <translation>Steilhang</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="73"/>
        <source>1 where the steep slope of Canandaigua §44-5I exists (optional)</source>
        <translation>1, wo der Steilhang nach Canandaigua §44-5I besteht (optional)</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="77"/>
        <source>Upland near MHW</source>
        <translation>Bauwerk nahe MHW</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="81"/>
        <source>1 where an upland structure stands within 60 ft of the MHW mark, §44-5I(1) (optional)</source>
        <translation>1, wo ein Bauwerk an Land innerhalb von 60 ft der MHW-Linie steht, §44-5I(1) (optional)</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="115"/>
        <source>Site plan fields</source>
        <translation>Felder des Lageplans</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="116"/>
        <source>The parcel fields the site plan prints in its title block</source>
        <translation>Die Flurstücksfelder, die der Lageplan in seinem Schriftfeld druckt</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="120"/>
        <source>Address</source>
        <translation>Adresse</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="124"/>
        <source>Field holding the parcel&apos;s street address, printed on the site plan (empty: guessed from the field names)</source>
        <translation>Feld mit der Straßenadresse des Flurstücks, auf dem Lageplan gedruckt (leer: aus den Feldnamen erraten)</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="128"/>
        <source>Owner</source>
        <translation>Eigentümer</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="132"/>
        <source>Field holding the owner&apos;s name, printed on the site plan (empty: guessed from the field names)</source>
        <translation>Feld mit dem Namen des Eigentümers, auf dem Lageplan gedruckt (leer: aus den Feldnamen erraten)</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="136"/>
        <source>Tax map no.</source>
        <translation>Flurkartennr.</translation>
    </message>
    <message>
        <location filename="../resources/shoreline_panel.ui" line="140"/>
        <source>Field holding the tax map number, printed on the site plan (empty: guessed from the field names)</source>
        <translation>Feld mit der Flurkartennummer, auf dem Lageplan gedruckt (leer: aus den Feldnamen erraten)</translation>
    </message>
</context>
<context>
    <name>SitePlanReportAlgorithm</name>
    <message>
        <location filename="../processing/alg_site_plan.py" line="108"/>
        <source>Site plan report (PDF)</source>
        <translation>Lageplan-Bericht (PDF)</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="115"/>
        <source>Draws the site plan the law asks for (Keuka §160-124F(1)(b), Canandaigua §44-7G(1)(b)) with QGIS's print layout engine: a map to a stated engineering scale (1&quot; = 50', 1:600 unless SCALE says otherwise; a smaller standard scale if the parcel does not fit) with the parcel and its neighbours, the MHW mark, tie line, water-rights lines with azimuths and lengths, setback and reach lines, the envelope, the proposed structures and buoys with their dimensions and, with BATHYMETRY, the depth of the lake bottom; a state-plane grid, scale bar, north arrow, legend and title block; and a second sheet with allowed vs proposed facilities, every violation with its section, measured value and limit (or the statement that the layout complies), the readings of the law applied, the 200 ft rule and the applicant's certification the law requires, ready to sign.

PARCEL: one parcel id (or several, comma-separated); empty draws every lakeshore parcel, one PDF each, named siteplan_&lt;parcel id&gt;.pdf in OUTPUT_FOLDER. OWNER_FIELD, ADDRESS_FIELD and TAX_MAP_FIELD are guessed from common names when left empty.</source>
        <translation>Zeichnet den Lageplan, den die Satzung verlangt (Keuka §160-124F(1)(b), Canandaigua §44-7G(1)(b)), mit der Drucklayout-Engine von QGIS: eine Karte in einem angegebenen technischen Maßstab (1&quot; = 50', 1:600, sofern SCALE nichts anderes angibt; ein kleinerer Standardmaßstab, wenn das Flurstück nicht passt) mit dem Flurstück und seinen Nachbarn, der MHW-Linie, der Anschlusslinie, den Wasserrechtslinien mit Azimuten und Längen, Abstands- und Reichweitenlinien, dem Baufenster, den geplanten Bauwerken und Bojen mit ihren Maßen und, mit BATHYMETRY, der Tiefe des Seegrunds; ein State-Plane-Gitter, Maßstabsleiste, Nordpfeil, Legende und Schriftfeld; dazu ein zweites Blatt mit zulässigen und geplanten Anlagen, jedem Verstoß mit Paragraph, Messwert und Grenzwert (oder der Feststellung, dass der Anlagenplan der Satzung entspricht), den angewandten Auslegungen der Satzung, der 200-ft-Regel und der von der Satzung verlangten Erklärung des Antragstellers, bereit zur Unterschrift.

PARCEL: eine Flurstückskennung (oder mehrere, durch Kommas getrennt); leer zeichnet jedes Uferflurstück, je eine PDF-Datei namens siteplan_&lt;Flurstückskennung&gt;.pdf in OUTPUT_FOLDER. OWNER_FIELD, ADDRESS_FIELD und TAX_MAP_FIELD werden aus üblichen Namen erraten, wenn sie leer bleiben.</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="142"/>
        <source>Parcel id (empty: every lakeshore parcel, one PDF each)</source>
        <translation>Flurstückskennung (leer: jedes Uferflurstück, je eine PDF-Datei)</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="145"/>
        <source>Prepared by (name, licence)</source>
        <translation>Erstellt von (Name, Zulassung)</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="153"/>
        <source>PDF files</source>
        <translation>PDF-Dateien</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="154"/>
        <source>Number of PDF files</source>
        <translation>Anzahl der PDF-Dateien</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="160"/>
        <source>SCALE: {exc}; write it as 1:600 or 1&quot;=50&apos;.</source>
        <translation>SCALE: {exc}; schreiben Sie ihn als 1:600 oder 1&quot;=50'.</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="179"/>
        <source>{param}: none found</source>
        <translation>{param}: keines gefunden</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="183"/>
        <source>{param}: {field} (guessed)</source>
        <translation>{param}: {field} (erraten)</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="192"/>
        <source>PARCEL: there is no parcel &apos;{pid}&apos; (ids come from PARCEL_ID_FIELD, else the feature ids).</source>
        <translation>PARCEL: Es gibt kein Flurstück „{pid}“ (die Kennungen kommen aus PARCEL_ID_FIELD, sonst aus den Objekt-IDs).</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="196"/>
        <source>PARCEL: parcel &apos;{pid}&apos; does not meet the MHW mark; a site plan is drawn for lakeshore parcels only.</source>
        <translation>PARCEL: Das Flurstück „{pid}“ erreicht die MHW-Linie nicht; Lagepläne gibt es nur für Uferflurstücke.</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="147"/>
        <source>Map scale (1:600 is 1&quot; = 50&apos;; empty fits the parcel)</source>
        <translation>Kartenmaßstab (1:600 ist 1&quot; = 50'; leer passt das Flurstück ein)</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="212"/>
        <source>OUTPUT_FOLDER: {why}; that site plan was not written. Free space on the disk or choose another folder.</source>
        <translation>OUTPUT_FOLDER: {why}; dieser Lageplan wurde nicht geschrieben. Schaffen Sie Platz auf dem Datenträger oder wählen Sie einen anderen Ordner.</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="216"/>
        <source>OUTPUT_FOLDER: {folder} could not be written ({why}).</source>
        <translation>OUTPUT_FOLDER: {folder} konnte nicht beschrieben werden ({why}).</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="151"/>
        <source>Output folder for the PDFs</source>
        <translation>Ausgabeordner für die PDF-Dateien</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="200"/>
        <source>Drawing {n} site plan.</source>
        <translation>{n} Lageplan wird gezeichnet.</translation>
    </message>
    <message>
        <location filename="../processing/alg_site_plan.py" line="200"/>
        <source>Drawing {n} site plans.</source>
        <translation>{n} Lagepläne werden gezeichnet.</translation>
    </message>
</context>
<context>
    <name>SuggestLayoutAlgorithm</name>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="65"/>
        <source>Suggest layout</source>
        <translation>Anlagenplan vorschlagen</translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="68"/>
        <source>What is the most the law allows here? For each lakeshore parcel (or the PARCEL_IDS named), the largest dock it may have: a main walkway square to the MHW mark from the best point of the permanent-structure envelope, with a T or L bar or fingers where they add area, within the reach (past it, with BATHYMETRY, where the depth exception allows), the setbacks and the dock area limit (one consolidated dock where two docks are allowed, unless CONSOLIDATE is off); on Canandaigua the 8 ft walkway, its 50% share of the length and the 256 sq ft appendages. Boat hoists beside it and mooring buoys whose swing circles (vessel length + rode) clear the water-rights lines, the structures and each other, within the boats and buoys allowed.

Every suggestion is checked by checklayout&apos;s rules and shrunk or pruned until no error is left. STRUCTURES and BUOYS have the layout layers&apos; fields; REPORT has one row per parcel: the dock area used against the allowance and why it stops there (area limit, reach, envelope width), or why nothing is suggested.</source>
        <translation>Was erlaubt das Gesetz hier höchstens? Für jedes Uferflurstück (oder die in PARCEL_IDS genannten) der größte Steg, den es haben darf: ein Hauptlaufsteg rechtwinklig zur MHW-Linie vom besten Punkt des Baufensters für dauerhafte Bauwerke aus, mit T- oder L-Balken oder Fingern, wo sie Fläche bringen, innerhalb der Reichweite (mit BATHYMETRY darüber hinaus, wo die Tiefenausnahme es erlaubt), der Abstandsflächen und der Stegflächengrenze (ein zusammengelegter Steg, wo zwei Stege erlaubt sind, außer CONSOLIDATE ist aus); am Canandaigua der 8-ft-Laufsteg, sein Anteil von 50 % an der Länge und die Anbauten von 256 sq ft. Bootslifte daneben und Festmacherbojen, deren Schwojkreise (Bootslänge + Ankerleine) die Wasserrechtslinien, die Bauwerke und einander freihalten, innerhalb der erlaubten Boote und Bojen.

Jeder Vorschlag wird mit den Regeln von checklayout geprüft und verkleinert oder beschnitten, bis kein Fehler übrig ist. STRUCTURES und BUOYS haben die Felder der Layer des Anlagenplans; REPORT hat eine Zeile je Flurstück: die genutzte Stegfläche gegenüber dem Erlaubten und warum er dort endet (Flächengrenze, Reichweite, Breite des Baufensters) oder warum nichts vorgeschlagen wird.</translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="85"/>
        <source>Only these parcel ids (comma separated; empty: every lakeshore parcel)</source>
        <translation>Nur diese Flurstückskennungen (durch Kommas getrennt; leer: jedes Uferflurstück)</translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="98"/>
        <source>Suggested structures</source>
        <translation>Vorgeschlagene Bauwerke</translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="100"/>
        <source>Suggested buoys</source>
        <translation>Vorgeschlagene Bojen</translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="102"/>
        <source>Suggestion report</source>
        <translation>Bericht der Vorschläge</translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="127"/>
        <source>PARCEL_IDS: {unknown} is not a lakeshore parcel id of PARCELS (lakeshore parcels: {shore}).</source>
        <translation>PARCEL_IDS: {unknown} ist keine Uferflurstückskennung von PARCELS (Uferflurstücke: {shore}).</translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="136"/>
        <source>Canceled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="174"/>
        <source>{pid}: {note}</source>
        <translation>{pid}: {note}</translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="178"/>
        <source>{docks} suggested on {parcels}; {hoists}, {buoys}. Each was checked: no errors.</source>
        <translation>{docks} vorgeschlagen auf {parcels}; {hoists}, {buoys}. Jeder Vorschlag wurde geprüft: keine Fehler.</translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="178"/>
        <source>{n} dock</source>
        <translation>{n} Steg</translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="178"/>
        <source>{n} docks</source>
        <translation>{n} Stege</translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="178"/>
        <source>{n} lakeshore parcel</source>
        <translation>{n} Uferflurstück</translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="178"/>
        <source>{n} lakeshore parcels</source>
        <translation>{n} Uferflurstücken</translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="178"/>
        <source>{n} hoist</source>
        <translation>{n} Bootslift</translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="178"/>
        <source>{n} hoists</source>
        <translation>{n} Bootslifte</translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="178"/>
        <source>{n} buoy</source>
        <translation>{n} Boje</translation>
    </message>
    <message>
        <location filename="../processing/alg_suggest_layout.py" line="178"/>
        <source>{n} buoys</source>
        <translation>{n} Bojen</translation>
    </message>
</context>
<context>
    <name>Toolbox</name>
    <message>
        <location filename="../processing/toolbox.py" line="22"/>
        <source>Water rights and shoreline</source>
        <translation>Wasserrechte und Uferlinie</translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="23"/>
        <source>Docks and moorings</source>
        <translation>Stege und Liegeplätze</translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="24"/>
        <source>Reports and documents</source>
        <translation>Berichte und Dokumente</translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="53"/>
        <source>Water rights lines, tie lines, rights areas, reach lines and dock envelopes of every lakeshore parcel.</source>
        <translation>Wasserrechtslinien, Anschlusslinien, Wasserrechtsflächen, Reichweitenlinien und Baufenster jedes Uferflurstücks.</translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="56"/>
        <source>The mean high water mark as a contour of a DEM, cleaned to the lake&apos;s shore.</source>
        <translation>Die Mittelhochwasserlinie als Höhenlinie eines DGM, auf das Seeufer bereinigt.</translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="58"/>
        <source>Water rights lines as a styled GeoPackage, a layer definition and a DXF for CAD.</source>
        <translation>Wasserrechtslinien als gestaltetes GeoPackage, Layerdefinition und DXF für CAD.</translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="60"/>
        <source>How many docks, boats and mooring buoys each lakeshore parcel is allowed.</source>
        <translation>Wie viele Stege, Boote und Festmacherbojen jedem Uferflurstück erlaubt sind.</translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="62"/>
        <source>Checks docks, boat hoists and mooring buoys against the docking law.</source>
        <translation>Prüft Stege, Bootslifte und Festmacherbojen nach dem Steggesetz.</translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="64"/>
        <source>Suggests the largest dock, boat hoists and mooring buoys the law allows.</source>
        <translation>Schlägt den größten erlaubten Steg, Bootslifte und Festmacherbojen vor.</translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="66"/>
        <source>The site plan PDF the docking law asks for, one per parcel.</source>
        <translation>Der vom Steggesetz verlangte Lageplan als PDF, einer je Flurstück.</translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="68"/>
        <source>The whole lake&apos;s docks and moorings: compliant, nonconforming or in violation.</source>
        <translation>Stege und Liegeplätze des ganzen Sees: konform, mit Bestandsschutz oder im Verstoß.</translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="73"/>
        <source>Checks a surveyor&apos;s DXF site plan against the law and writes a review memo.</source>
        <translation>Prüft den DXF-Lageplan eines Vermessers nach dem Gesetz und schreibt einen Prüfbericht.</translation>
    </message>
    <message>
        <location filename="../processing/toolbox.py" line="70"/>
        <source>Metes-and-bounds description of a parcel&apos;s water rights lines and rights area, for a deed, an easement or a permit.</source>
        <translation>Grenzbeschreibung (metes and bounds) der Wasserrechtslinien und der Wasserrechtsfläche eines Grundstücks, für eine Urkunde, eine Dienstbarkeit oder eine Genehmigung.</translation>
    </message>
</context>
<context>
    <name>WaterRightsLinesAlgorithm</name>
    <message>
        <location filename="../processing/alg_water_rights.py" line="24"/>
        <source>Water rights lines</source>
        <translation>Wasserrechtslinien</translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="75"/>
        <source>{output}: {n} feature.</source>
        <translation>{output}: {n} Objekt.</translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="75"/>
        <source>{output}: {n} features.</source>
        <translation>{output}: {n} Objekte.</translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="80"/>
        <source>{parcels}, {lines}, {m} modified by the 200 ft rule.</source>
        <translation>{parcels}, {lines}, {m} durch die 200-ft-Regel geändert.</translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="80"/>
        <source>{n} lakeshore parcel</source>
        <translation>{n} Uferflurstück</translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="80"/>
        <source>{n} lakeshore parcels</source>
        <translation>{n} Uferflurstücke</translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="80"/>
        <source>{n} water rights line</source>
        <translation>{n} Wasserrechtslinie</translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="80"/>
        <source>{n} water rights lines</source>
        <translation>{n} Wasserrechtslinien</translation>
    </message>
    <message>
        <location filename="../processing/alg_water_rights.py" line="27"/>
        <source>Builds the mean-high-water tie lines and the water rights lines of every lakeshore parcel by the method of Keuka §160-122C / Canandaigua §44-5C: tie points where lot lines meet the MHW mark, the waterside angle between neighbouring tie lines bisected and projected over the water, and the 200 ft rule applied where a parcel's lines meet too close to shore (changed lines have modified = 1 and a note).

Writes WATER_RIGHTS_LINES (one line per tie point, the main output) and, unless skipped, TIE_LINES (one per lakeshore parcel), RIGHTS_AREAS (each parcel's area between its lines), REACH_LINES (65 ft Keuka, 60 ft Canandaigua, inside the rights area) and ENVELOPES (where a permanent structure may stand: rights area less the setback, within the reach); those four are created by default.

PROFILE: keuka, canandaigua or the path of a profile TOML (or PROFILE_FILE). All lengths are US survey feet in the working CRS (CRS, else the law's, else EPSG:2261; the log says which). Input layers are never changed; every repair (lot lines extended, cut or bridged) is in the note field of the water-rights line at its tie point, and in the log (past 20 lot-line repairs: their count per code, then each of them in one entry).</source>
        <translation>Bildet die Anschlusslinien am mittleren Hochwasser und die Wasserrechtslinien jedes Uferflurstücks nach dem Verfahren von Keuka §160-122C / Canandaigua §44-5C: Anschlusspunkte, an denen Grundstücksgrenzen die MHW-Linie treffen, der wasserseitige Winkel zwischen benachbarten Anschlusslinien halbiert und über das Wasser verlängert, und die 200-ft-Regel, wo sich die Linien eines Flurstücks zu nahe am Ufer treffen (geänderte Linien haben modified = 1 und einen Hinweis).

Schreibt WATER_RIGHTS_LINES (eine Linie je Anschlusspunkt, das Hauptergebnis) und, sofern nicht übersprungen, TIE_LINES (eine je Uferflurstück), RIGHTS_AREAS (die Fläche jedes Flurstücks zwischen seinen Linien), REACH_LINES (65 ft Keuka, 60 ft Canandaigua, innerhalb der Wasserrechtsfläche) und ENVELOPES (wo ein dauerhaftes Bauwerk stehen darf: Wasserrechtsfläche abzüglich des Abstands, innerhalb der Reichweite); diese vier werden standardmäßig erzeugt.

PROFILE: keuka, canandaigua oder der Pfad einer Profildatei (TOML; oder PROFILE_FILE). Alle Längen sind US-Survey-Fuß im Arbeits-KBS (CRS, sonst das des Gesetzes, sonst EPSG:2261; das Protokoll sagt, welches). Eingabelayer werden nie verändert; jede Reparatur (Grundstücksgrenzen verlängert, gekürzt oder überbrückt) steht im Feld note der Wasserrechtslinie an ihrem Anschlusspunkt und im Protokoll (ab 20 Reparaturen: ihre Anzahl je Code, dann alle in einem Eintrag).</translation>
    </message>
</context>
</TS>
