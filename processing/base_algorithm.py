"""What the three Shoreline Layout algorithms share: parameters, reading them, logging.

Every algorithm is thin: read the parameters, convert the layers (qgis_io/convert.py), compute
and check through pipeline.py, write the sinks (qgis_io/sinks.py). Problems the user can fix
end the run with a QgsProcessingException holding one plain sentence; the core's messages
(repairs, assumptions) go to the log.
"""
from __future__ import annotations

import contextlib
import functools
import os
import traceback
from collections import Counter
from collections.abc import Callable, Iterable
from typing import Any

from qgis.core import (
    Qgis,
    QgsCoordinateReferenceSystem,
    QgsFeature,
    QgsFeatureSink,
    QgsFields,
    QgsMessageLog,
    QgsProcessing,
    QgsProcessingAlgorithm,
    QgsProcessingContext,
    QgsProcessingException,
    QgsProcessingFeatureSource,
    QgsProcessingFeedback,
    QgsProcessingParameterCrs,
    QgsProcessingParameterDefinition,
    QgsProcessingParameterFeatureSink,
    QgsProcessingParameterFeatureSource,
    QgsProcessingParameterField,
    QgsProcessingParameterFile,
    QgsProcessingParameterFolderDestination,
    QgsProcessingParameterRasterLayer,
    QgsProcessingParameterString,
)
from qgis.PyQt.QtCore import QCoreApplication
from qgis.PyQt.QtGui import QIcon
from shapely.geometry.base import BaseGeometry

from ..core.model import Message, Parcel, WaterRightsResult
from ..pipeline import compute, read_parcels, read_shoreline
from ..qgis_io.crs import decide_working_crs
from ..qgis_io.files import neutralise_cell
from ..qgis_io.finding_text import message_text
from ..qgis_io.input_defaults import input_defaults
from ..qgis_io.overwrite_guard import (
    destination_file,
    layer_file,
    layer_table,
    overwrite_refusal,
    profile_files,
)
from ..qgis_io.parcel_fields import (  # noqa: F401 - the parameter names the algorithms import from here
    BY_PARAMETER,
    FRONTAGE_FIELD,
    LAND_USE_FIELD,
    PARCEL_FIELDS,
    PARCEL_ID_FIELD,
    SEATING_FIELD,
    STEEP_SLOPE_FIELD,
    UPLAND_NEAR_MHW_FIELD,
)
from ..qgis_io.raster import raster_sampler
from ..qgis_io.styles import style_on_load
from ..qgis_io.translation import one_or_many, tr_for
from . import toolbox
from .parameter_help import help_for
from .paths import ICON_PATH

PARCELS = "PARCELS"
SHORELINE = "SHORELINE"
PROFILE = "PROFILE"
PROFILE_FILE = "PROFILE_FILE"
CRS = "CRS"
# The parcel field parameters (PARCEL_ID_FIELD, LAND_USE_FIELD, ...): qgis_io/parcel_fields.py's table
STRUCTURES = "STRUCTURES"
BUOYS = "BUOYS"
BATHYMETRY = "BATHYMETRY"

HELP_PAGE = toolbox.HELP_PAGE


# Qgis.ProcessingParameterFlag is newer than QGIS 3.34: the class's own enum, scoped.
ADVANCED_FLAG = QgsProcessingParameterDefinition.Flag.FlagAdvanced
OPTIONAL_FLAG = QgsProcessingParameterDefinition.Flag.FlagOptional


class ShorelineAlgorithm(QgsProcessingAlgorithm):
    """Base class: shared parameters and helpers. Subclasses define name/displayName/outputs."""

    FIELD_PARAMETERS: tuple[str, ...] = (PARCEL_ID_FIELD, LAND_USE_FIELD)
    # Whether the parcels' other fields (owner, address, ...) are read into Parcel.attrs: only
    # what draws them needs them, and a tax map may have dozens.
    PARCEL_ATTRIBUTES = False
    defaults: dict[str, str] = {}   # noqa: RUF012 - replaced per instance by add_input_parameters

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "processAlgorithm" in cls.__dict__:
            cls.processAlgorithm = _no_traceback(cls.__dict__["processAlgorithm"])

    def createInstance(self) -> ShorelineAlgorithm:
        return type(self)()

    def tr(self, text: str) -> str:
        # pylupdate5 files self.tr() under the class the call is written in: this one or a subclass.
        return tr_for(type(self), text)

    def icon(self) -> QIcon:
        return QIcon(ICON_PATH)

    # ------------------------------------------------------------ toolbox (processing/toolbox.py)

    def group(self) -> str:
        group = toolbox.GROUPS.get(self.groupId(), "")
        return QCoreApplication.translate(toolbox.CONTEXT, group) if group else ""

    def groupId(self) -> str:
        return toolbox.GROUP_OF.get(self.name(), "")

    def tags(self) -> list[str]:
        return toolbox.tags(self.name())

    def shortDescription(self) -> str:
        text = toolbox.SHORT.get(self.name(), "")
        return QCoreApplication.translate(toolbox.CONTEXT, text) if text else ""

    def helpUrl(self) -> str:
        """This algorithm's section of docs/processing.html, the page shipped with the plugin."""
        return toolbox.help_url(self.name())

    def addParameter(self, parameter: QgsProcessingParameterDefinition,
                     createOutput: bool = True) -> bool:  # noqa: N803 - QGIS's own signature
        """QGIS's addParameter, the help text (processing/parameter_help.py, translated there) set
        first: the dialog's tooltip and `qgis_process help` show it; a tuning parameter marked
        advanced, and no label of an optional one saying "(optional)" (the dialog says it)."""
        if not parameter.help():
            parameter.setHelp(help_for(self.name(), parameter.name()))
        toolbox_flags(parameter)
        return super().addParameter(parameter, createOutput)

    # ------------------------------------------------------------ parameters

    def add_input_parameters(self) -> None:
        """PARCELS, SHORELINE, PROFILE, the field parameters of this algorithm, CRS; the layers
        and fields preselected as the panel guesses them (a dialog makes a new instance, so the
        guess is of the project as it is when the dialog opens)."""
        self.defaults = input_defaults()
        self.addParameter(QgsProcessingParameterFeatureSource(
            PARCELS, self.tr("Parcels (tax-map polygons)"), [QgsProcessing.SourceType.TypeVectorPolygon],
            defaultValue=self.defaults.get(PARCELS)))
        self.addParameter(QgsProcessingParameterFeatureSource(
            SHORELINE, self.tr("Shoreline (MHW line, or lake polygon)"),
            [QgsProcessing.SourceType.TypeVectorLine, QgsProcessing.SourceType.TypeVectorPolygon],
            defaultValue=self.defaults.get(SHORELINE)))
        self.add_profile_parameters()
        types = {"any": QgsProcessingParameterField.DataType.Any,
                 "string": QgsProcessingParameterField.DataType.String,
                 "numeric": QgsProcessingParameterField.DataType.Numeric}
        for name in self.FIELD_PARAMETERS:
            f = BY_PARAMETER[name]
            self.addParameter(QgsProcessingParameterField(
                name, self.tr(f.label), parentLayerParameterName=PARCELS, type=types[f.data_type],
                optional=True, defaultValue=self.defaults.get(name)))

    def add_profile_parameters(self) -> None:
        """PROFILE and PROFILE_FILE (also for an algorithm that reads no parcels)."""
        # A text parameter, so PROFILE=keuka / canandaigua / a path keeps working from qgis_process
        # and scripts (the contract); the dialog offers the shipped laws as a choice (value_hints),
        # and a profile file of the user's own through PROFILE_FILE.
        from ..core.profiles import BUILTIN_PROFILES
        profile = QgsProcessingParameterString(
            PROFILE, self.tr("Law profile (keuka, canandaigua, or a profile TOML path)"),
            defaultValue="keuka")
        # The dialog opens on the project's law (the panel's choice); a script that names no
        # PROFILE still gets keuka, the contract's default.
        profile.setGuiDefaultValueOverride(self.gui_default(PROFILE))
        profile.setMetadata({"widget_wrapper": {"value_hints": list(BUILTIN_PROFILES)}})
        self.addParameter(profile)
        self.addParameter(QgsProcessingParameterFile(
            PROFILE_FILE, self.tr("Profile file (optional: used instead of the law above)"),
            extension="toml", optional=True))

    def add_crs_parameter(self) -> None:
        # No default value: not set is the law's CRS, else EPSG:2261 (core/working_crs.py), the
        # panel's rule; a dialog showing EPSG:2261 would always choose it.
        parameter = QgsProcessingParameterCrs(
            CRS, self.tr("Working CRS (projected, feet; all outputs use it; not set: the law's)"),
            optional=True)
        # the dialog opens on the panel's Working CRS when one is chosen (a script: not set)
        parameter.setGuiDefaultValueOverride(self.gui_default(CRS))
        self.addParameter(parameter)

    # The layout's layers (checklayout, siteplanreport): the same names, types and help in both.

    def gui_default(self, name: str) -> str | None:
        """What the dialog preselects for `name` (input_defaults: the panel's choice or a guess)."""
        if getattr(self, "defaults", None) is None:
            self.defaults = input_defaults()
        return self.defaults.get(name)

    def add_structures_parameter(self, label: str, optional: bool) -> None:
        # An optional input gets no guessed default: a script that leaves it out means "none",
        # and Processing would read the default instead. The dialog still preselects the guess
        # (a GUI-only default).
        parameter = QgsProcessingParameterFeatureSource(
            STRUCTURES, self.tr(label), [QgsProcessing.SourceType.TypeVectorPolygon], optional=optional,
            defaultValue=None if optional else self.gui_default(STRUCTURES))
        if optional:
            parameter.setGuiDefaultValueOverride(self.gui_default(STRUCTURES))
        self.addParameter(parameter)

    def add_buoys_parameter(self) -> None:
        parameter = QgsProcessingParameterFeatureSource(
            BUOYS, self.tr("Mooring buoys (points)"), [QgsProcessing.SourceType.TypeVectorPoint],
            optional=True)
        parameter.setGuiDefaultValueOverride(self.gui_default(BUOYS))
        self.addParameter(parameter)

    def add_bathymetry_parameter(self) -> None:
        parameter = QgsProcessingParameterRasterLayer(
            BATHYMETRY, self.tr("Bathymetry (lake-bottom elevation raster, ft)"), optional=True)
        parameter.setGuiDefaultValueOverride(self.gui_default(BATHYMETRY))
        self.addParameter(parameter)

    # ------------------------------------------------------------ checks before the run

    def checkParameterValues(self, parameters: dict, context: QgsProcessingContext
                             ) -> tuple[bool, str]:
        """Before anything is read or written (the Processing dialog, processing.run and
        qgis_process all ask): no output may overwrite an input, a layer output's path must be one
        QGIS can write, a raster must open, and a CRS parameter must be one QGIS knows."""
        problem = self.raster_problem(parameters, context)   # before QGIS's own "not found"
        if problem:
            return False, problem
        ok, message = super().checkParameterValues(parameters, context)
        if not ok:
            return ok, message
        problem = (self.crs_problem(parameters, context) or self.overwrite_problem(parameters, context)
                   or self.sink_path_problem(parameters, context))
        return (False, problem) if problem else (True, "")

    def raster_problem(self, parameters: dict, context: QgsProcessingContext) -> str:
        """The sentence for a raster parameter whose file does not open as a raster."""
        for d in self.parameterDefinitions():
            value = parameters.get(d.name())
            if not isinstance(d, QgsProcessingParameterRasterLayer) or not isinstance(value, str) \
                    or not value.strip():
                continue
            layer = self.parameterAsRasterLayer(parameters, d.name(), context)
            if layer is None or not layer.isValid():
                why = self.tr(", so the depth exception to the reach could not be applied") \
                    if d.name() == BATHYMETRY else ""
                return self.tr("{name}: '{value}' could not be opened as a raster (it is missing, damaged or "
                               "not a raster file){why}. Give a readable raster, or leave {name} empty."
                               ).format(name=d.name(), value=value, why=why)
        return ""

    def sink_path_problem(self, parameters: dict, context: QgsProcessingContext) -> str:
        """The sentence for a layer output whose file path holds a line break: QGIS's writer
        then appends ".gpkg" to it and writes elsewhere than the path given."""
        for d in self.destinationParameterDefinitions():
            if not isinstance(d, QgsProcessingParameterFeatureSink) or parameters.get(d.name()) in (None, ""):
                continue
            path = destination_file(self.output_layer_path(parameters, d.name(), context))
            if "\n" in path or "\r" in path:
                return self.tr("{name}: QGIS cannot write a layer to a path with a line break in it "
                               "({path}); choose a folder and file name without one.").format(
                    name=d.name(), path=path.replace("\r", "\\r").replace("\n", "\\n"))
        return ""

    def crs_problem(self, parameters: dict, context: QgsProcessingContext) -> str:
        value = parameters.get(CRS)
        if value is None or value == "" or CRS not in {d.name() for d in self.parameterDefinitions()}:
            return ""
        if isinstance(value, QgsCoordinateReferenceSystem) and not value.isValid():
            return ""       # a dialog's or model's "not set": the rule decides (working_crs)
        if self.parameterAsCrs(parameters, CRS, context).isValid():
            return ""
        shown = value.authid() if isinstance(value, QgsCoordinateReferenceSystem) else str(value)
        return (f"CRS: '{shown}' is not a coordinate reference system QGIS knows; give a projected "
                "CRS in feet, e.g. EPSG:2261 (NAD83 / New York Central (ftUS)), or leave CRS empty "
                "for the law's working CRS.")

    def overwrite_problem(self, parameters: dict, context: QgsProcessingContext) -> str:
        """The sentence refusing the first output that is, or would overwrite, an input: a layer
        (its file, or its own table of a GeoPackage), a raster, the profile, the crosswalk."""
        inputs = self.input_files(parameters, context)
        if not inputs:
            return ""
        for d in self.destinationParameterDefinitions():
            name = d.name()
            if parameters.get(name) in (None, "") or isinstance(d, QgsProcessingParameterFolderDestination):
                continue
            if isinstance(d, QgsProcessingParameterFeatureSink):
                destination = self.output_layer_path(parameters, name, context)
            else:
                destination = self.parameterAsFileOutput(parameters, name, context)
            refusal = overwrite_refusal(name, destination or "", inputs)
            if refusal:
                return refusal
        return ""

    def input_files(self, parameters: dict, context: QgsProcessingContext
                    ) -> list[tuple[str, str, str, str | None]]:
        """Every file this run reads: (parameter, what, path, GeoPackage table or None)."""
        inputs: list[tuple[str, str, str, str | None]] = []
        for d in self.parameterDefinitions():
            name = d.name()
            if d.isDestination() or parameters.get(name) in (None, ""):
                continue
            if isinstance(d, QgsProcessingParameterRasterLayer):
                layer = self.parameterAsRasterLayer(parameters, name, context)
            elif isinstance(d, QgsProcessingParameterFeatureSource):
                layer = self.parameterAsVectorLayer(parameters, name, context)
            else:
                continue
            path = layer_file(layer)
            if path:
                inputs.append((name, layer.name(), path, layer_table(layer)))
        return inputs + profile_files(self.profile_paths(parameters, context))

    def profile_paths(self, parameters: dict, context: QgsProcessingContext) -> list[tuple[str, str]]:
        """(parameter, path) of the profile file a run reads, PROFILE_FILE and PROFILE alike."""
        names = {d.name() for d in self.parameterDefinitions()}
        out = []
        for name in (PROFILE_FILE, PROFILE):
            if name in names and parameters.get(name) not in (None, ""):
                value = (self.parameterAsString(parameters, name, context) or "").strip()
                if value and os.path.isfile(os.path.expanduser(value)):
                    out.append((name, os.path.expanduser(value)))
        return out

    # ------------------------------------------------------------ reading parameters

    def working_crs(self, parameters: dict, context: QgsProcessingContext, profile: Any,
                    feedback: QgsProcessingFeedback) -> QgsCoordinateReferenceSystem:
        """The working CRS as the panel takes it (qgis_io.crs.decide_working_crs): CRS when given,
        else the law's [profile] crs, else EPSG:2261; the log says which and why."""
        problem = self.crs_problem(parameters, context)
        if problem:
            raise QgsProcessingException(problem)
        chosen = self.parameterAsCrs(parameters, CRS, context) \
            if parameters.get(CRS) not in (None, "") else None
        meta = getattr(profile, "meta", None) or {}
        decided = decide_working_crs(chosen, meta.get("crs"))
        feedback.pushInfo(decided.sentence)
        return decided.crs

    def field(self, parameters: dict, name: str, context: QgsProcessingContext) -> str | None:
        if name not in parameters or parameters[name] in (None, ""):
            return None
        # parameterAsStrings replaces parameterAsFields in QGIS 3.40; 3.34 has only the latter.
        read = getattr(self, "parameterAsStrings", None) or self.parameterAsFields
        fields = read(parameters, name, context)
        return fields[0] if fields else None

    def source(self, parameters: dict, name: str, context: QgsProcessingContext,
               required: bool = True) -> QgsProcessingFeatureSource:
        src = self.parameterAsSource(parameters, name, context)
        if src is None and required:
            raise QgsProcessingException(
                self.invalidSourceError(parameters, name) if name in parameters
                else self.tr("{name}: no layer was given.").format(name=name))
        return src

    def load_profile(self, parameters: dict, context: QgsProcessingContext,
                     feedback: QgsProcessingFeedback) -> Any:
        # imported late: a broken profile module must not stop the provider from loading
        from ..core.profiles import ProfileError, load_profile
        chosen_file = (self.parameterAsFile(parameters, PROFILE_FILE, context) or "").strip() \
            if PROFILE_FILE in parameters else ""
        name = chosen_file or (self.parameterAsString(parameters, PROFILE, context) or "keuka").strip()
        try:
            profile = load_profile(name)
        except ProfileError as exc:
            raise QgsProcessingException(f"{PROFILE_FILE if chosen_file else PROFILE}: {exc}") from None
        except (OSError, ValueError) as exc:
            raise QgsProcessingException(self.tr("{parameter} '{name}' could not be read: {exc}").format(
                parameter=PROFILE_FILE if chosen_file else PROFILE, name=name, exc=exc)) from None
        title = getattr(profile, "title", None) or getattr(profile, "name", None) or name
        feedback.pushInfo(self.tr("Profile: {title}").format(title=title))
        return profile

    def depth_sampler(self, parameters: dict, context: QgsProcessingContext,
                      feedback: QgsProcessingFeedback, crs: QgsCoordinateReferenceSystem
                      ) -> Callable[[float, float], float | None] | None:
        """BATHYMETRY as a sampler, None when none is given; a raster given but unreadable (not a
        raster, damaged data) ends the run: the depth exception is never silently left out."""
        if parameters.get(BATHYMETRY) in (None, ""):
            return None
        raster = self.parameterAsRasterLayer(parameters, BATHYMETRY, context)
        if raster is None or not raster.isValid():
            raise QgsProcessingException(self.tr(
                "BATHYMETRY: '{value}' could not be opened as a raster, so the depth exception to the reach "
                "could not be applied. Give a readable elevation raster, or leave BATHYMETRY empty.").format(
                value=parameters.get(BATHYMETRY)))
        sampler = raster_sampler(raster, crs, context.transformContext())
        feedback.pushInfo(self.tr("Bathymetry: band 1 of '{name}' (lake-bottom elevation, ft).").format(
            name=raster.name()))
        return sampler

    def read_parcels(self, parameters: dict, context: QgsProcessingContext,
                     feedback: QgsProcessingFeedback, crs: QgsCoordinateReferenceSystem,
                     profile: Any = None) -> list[Parcel]:
        source = self.source(parameters, PARCELS, context)
        if source.featureCount() == 0:
            raise QgsProcessingException(
                self.tr("PARCELS: layer '{name}' has no features.").format(name=source.sourceName()))
        parcels, messages = read_parcels(
            source, crs, context.transformContext(),
            other_attributes=self.PARCEL_ATTRIBUTES, profile=profile,
            **{f.argument: self.field(parameters, f.parameter, context) for f in PARCEL_FIELDS})
        report(messages, feedback)
        feedback.pushInfo(one_or_many(len(parcels), self.tr("{n} parcel read in {crs}."),
                                      self.tr("{n} parcels read in {crs}.")).format(
            n=len(parcels), crs=crs.authid()))
        return parcels

    def read_shoreline(self, parameters: dict, context: QgsProcessingContext,
                       feedback: QgsProcessingFeedback, crs: QgsCoordinateReferenceSystem) -> BaseGeometry:
        source = self.source(parameters, SHORELINE, context)
        if source.featureCount() == 0:
            raise QgsProcessingException(
                self.tr("SHORELINE: layer '{name}' has no features.").format(name=source.sourceName()))
        messages: list[Message] = []
        shoreline = read_shoreline(source, crs, context.transformContext(), messages)
        report(messages, feedback)
        feedback.pushInfo(self.tr("Shoreline (MHW mark): {length:.1f} ft.").format(length=shoreline.length))
        return shoreline

    def water_rights(self, parcels: list[Parcel], shoreline: Any, profile: Any,
                     feedback: QgsProcessingFeedback, start: float = 0.0, end: float = 100.0
                     ) -> WaterRightsResult:
        """compute_water_rights with its progress mapped onto [start, end] of this run."""
        progress = scaled_progress(feedback, start, end)
        try:
            result = compute(parcels, shoreline, profile, progress, feedback.isCanceled)
        except ValueError as exc:
            # The core raises ValueError for input it cannot work with (no lakeshore parcel...)
            raise QgsProcessingException(str(exc)) from None
        if feedback.isCanceled():
            raise QgsProcessingException(self.tr("Canceled."))
        report(result.messages, feedback)
        if not result.lakeshore_parcels:
            raise QgsProcessingException(no_lakeshore_parcel_sentence(result.messages))
        return result

    def skipped(self, parameters: dict, name: str, context: QgsProcessingContext) -> bool:
        """Whether an optional output was set to be skipped (given as None / left empty):
        one not named at all is created by default (the parameter's createByDefault)."""
        if name not in parameters:
            return False
        value = parameters[name]
        return value is None or (isinstance(value, str) and not value.strip())

    def output_layer_path(self, parameters: dict, name: str, context: QgsProcessingContext) -> str:
        """Where a layer output goes, read without parameterAsOutputLayer's side effect: for the
        dialog's output definition (it names the project) QGIS registers "memory:<description>"
        as a layer to load when the run ends; no such layer is ever made (the sink gets its own
        id), and the dialog then ended every run with "The following layers were not correctly
        generated. • memory:Lake audit"."""
        before = context.layersToLoadOnCompletion()
        destination = self.parameterAsOutputLayer(parameters, name, context) or ""
        if context.layersToLoadOnCompletion().keys() != before.keys():
            context.setLayersToLoadOnCompletion(before)
        return destination

    def sink(self, parameters: dict, name: str, context: QgsProcessingContext, fields: QgsFields,
             wkb_type: Any, crs: QgsCoordinateReferenceSystem, style: str | None = None
             ) -> tuple[QgsFeatureSink, str]:
        if name not in parameters:
            # An optional output created by default, not named (processing.run, qgis_process and
            # models pass only what they name; the dialog fills it in itself): a temporary layer.
            definition = self.parameterDefinition(name)
            if definition is not None and definition.createByDefault():
                parameters = {**parameters, name: QgsProcessing.TEMPORARY_OUTPUT}
        make_destination_folder(self.output_layer_path(parameters, name, context))
        sink, dest_id = self.parameterAsSink(parameters, name, context, fields, wkb_type, crs)
        if sink is None:
            raise QgsProcessingException(self.invalidSinkError(parameters, name))
        if style:
            style_on_load(context, dest_id, style)
        return CheckedSink(sink, name, dest_id), dest_id


class CheckedSink:
    """A feature sink whose every write is checked: a feature the sink refuses (a value its field
    cannot hold, a geometry its format cannot store, a full disk) ends the run with a sentence
    naming the output, never as a row silently missing from it."""

    def __init__(self, sink: QgsFeatureSink, name: str, destination: str) -> None:
        self.sink, self.name, self.destination = sink, name, destination
        # a layer written as CSV is a spreadsheet's file too: its text cells are neutralised
        self.csv = destination_file(destination).lower().endswith(".csv")

    def _failed(self, count: int) -> QgsProcessingException:
        why = (self.sink.lastError() or "").strip() or QCoreApplication.translate(
            "ShorelineLayout", "the sink gave no reason")
        return QgsProcessingException(one_or_many(count, QCoreApplication.translate(
            "ShorelineLayout",
            "{name}: {count} feature could not be written to {destination} ({why}); the output is "
            "incomplete, so the run stops. Choose another format or file."), QCoreApplication.translate(
            "ShorelineLayout",
            "{name}: {count} features could not be written to {destination} ({why}); the output is "
            "incomplete, so the run stops. Choose another format or file.")).format(
                name=self.name, count=count, destination=self.destination, why=why))

    def addFeatures(self, features: list, flags: Any = None) -> bool:
        if self.csv:
            features = [csv_safe(f) for f in features]
        if not self.sink.addFeatures(features, flags if flags is not None else QgsFeatureSink.Flags()):
            raise self._failed(len(features))
        return True

    def addFeature(self, feature: Any, flags: Any = None) -> bool:
        if self.csv:
            feature = csv_safe(feature)
        if not self.sink.addFeature(feature, flags if flags is not None else QgsFeatureSink.Flags()):
            raise self._failed(1)
        return True

    def lastError(self) -> str:
        return self.sink.lastError()


# ---------------------------------------------------------------- helpers

def csv_safe(feature: QgsFeature) -> QgsFeature:
    """A copy of `feature` with its text values neutralised against formula injection
    (qgis_io/files.neutralise_cell)."""
    safe = QgsFeature(feature)
    safe.setAttributes([neutralise_cell(v) if isinstance(v, str) else v for v in feature.attributes()])
    return safe


def make_destination_folder(destination: str) -> None:
    """The folder of a file output, made if missing (QGIS's writer does not make it); a folder
    that cannot be made is left to the writer, whose error names it."""
    path = destination_file(destination or "")
    folder = os.path.dirname(path) if path else ""
    if folder and not os.path.isdir(folder):
        with contextlib.suppress(OSError):
            os.makedirs(folder, exist_ok=True)


def toolbox_flags(parameter: QgsProcessingParameterDefinition) -> None:
    """The advanced flag of a tuning parameter (processing/toolbox.ADVANCED); an optional
    parameter's label without its own "(optional)"."""
    flags = parameter.flags()
    if parameter.name() in toolbox.ADVANCED and not parameter.isDestination():
        parameter.setFlags(flags | ADVANCED_FLAG)
    if flags & OPTIONAL_FLAG:
        parameter.setDescription(toolbox.without_optional(parameter.description()))


def no_lakeshore_parcel_sentence(messages: list[Message]) -> str:
    """Why no parcel is a lakeshore parcel. Far from the mark: a CRS mix-up or lot lines short of
    it. On the mark (the core's `cause` "unusable"): the parcels were there but could not be used,
    and the core's own warnings say why, so they are quoted (the log has them all)."""
    found = [m for m in messages if m.code == "no_lakeshore_parcel"]
    facts = found[0].facts if found else {}
    if facts.get("cause") != "unusable":
        why = " ".join(m.text for m in found)
        return (QCoreApplication.translate(
            "ShorelineLayout",
            "No parcel meets the shoreline (MHW mark): check that PARCELS and SHORELINE cover the "
            "same place (they may be in different CRSs without one being set).")
            + (f" {why}" if why else ""))
    reasons = [m.text for m in messages if m.level != "info" and m.code != "no_lakeshore_parcel"]
    more = QCoreApplication.translate("ShorelineLayout", " ({n} more in the log)").format(n=len(reasons) - 3)
    shown = " ".join(reasons[:3]) + (more if len(reasons) > 3 else "")
    head = QCoreApplication.translate(
        "ShorelineLayout",
        "No parcel is a lakeshore parcel: the nearest, {pid}, is {d} ft from the MHW mark (a lakeshore "
        "parcel comes within {tol} ft of it), but no parcel could be used: ").format(
        pid=facts["nearest"], d=f"{facts['distance_ft']:,.1f}", tol=f"{facts['within_ft']:g}")
    return head + (shown or QCoreApplication.translate("ShorelineLayout", "the log says why."))


def _no_traceback(process: Callable) -> Callable:
    """processAlgorithm that ends in one sentence whatever goes wrong: an error the user can fix
    is already a QgsProcessingException; anything else is a bug, said so, with the traceback
    kept in the Log Messages panel for the report rather than shown to the user."""
    @functools.wraps(process)
    def guarded(self: ShorelineAlgorithm, parameters: dict, context: QgsProcessingContext,
                feedback: QgsProcessingFeedback) -> Any:
        try:
            return process(self, parameters, context, feedback)
        except QgsProcessingException as exc:
            if type(exc) is QgsProcessingException:
                raise
            # a subclass (convert.OutsideAreaError) is not QGIS's own type across the C++ boundary:
            # Processing would log it as a Python error with its traceback
            raise QgsProcessingException(str(exc)) from None
        except Exception as exc:
            QgsMessageLog.logMessage(traceback.format_exc(), "Shoreline Layout", Qgis.MessageLevel.Critical)
            raise QgsProcessingException(self.tr(
                "{name} failed: {error}: {exc}. This is a bug in Shoreline Layout, not a problem with your "
                "data that you could fix: please report it with the input layers (the details are in the "
                "Log Messages panel, under Shoreline Layout).").format(
                name=self.displayName(), error=type(exc).__name__, exc=exc)) from None
    return guarded


# The core says one message per lot line it brought to the MHW mark (a tie point repaired): a
# whole lake has tens of thousands. Past a few they go to the log as counts per code and then
# one block per level, not one log call each (each call costs, and a reader wants the counts).
REPAIR_CODES = ("lot_line_extended", "lot_line_cut", "lot_line_not_meeting_mhw")
REPAIRS_LOGGED_ONE_BY_ONE = 20


def _log_text(m: Message) -> str:
    text = message_text(m)
    return f"[{m.code}] {text}" if m.code else text


def report(messages: Iterable[Message], feedback: QgsProcessingFeedback | None) -> None:
    """The core's / converter's messages to the Processing log, each in one line; lot-line
    repairs, when there are more than REPAIRS_LOGGED_ONE_BY_ONE, summed up where the first one
    was and then listed in full in one block (see _report_repairs)."""
    if feedback is None:
        return
    messages = list(messages)
    repairs = [m for m in messages if m.code in REPAIR_CODES]
    summed_up = len(repairs) > REPAIRS_LOGGED_ONE_BY_ONE
    for m in messages:
        if summed_up and m.code in REPAIR_CODES:
            if m is repairs[0]:
                _report_repairs(repairs, feedback)
            continue
        if m.level == "info":
            feedback.pushInfo(_log_text(m))
        else:   # warnings and errors the core could survive: the run goes on, loudly
            feedback.pushWarning(_log_text(m))


def _report_repairs(repairs: list[Message], feedback: QgsProcessingFeedback) -> None:
    """The count per code, then every repair, one line each, in two log entries: the warnings
    (a lot line that does not reach the mark) and the rest. Nothing is left out: the outputs'
    fields do not hold the repairs (the core's tie points do, in their notes)."""
    counts = Counter(m.code for m in repairs)
    warnings = [_log_text(m) for m in repairs if m.level != "info"]
    infos = [_log_text(m) for m in repairs if m.level == "info"]
    by_code = ", ".join(f"{code} {n:,}" for code, n in sorted(counts.items()))
    n, w = len(repairs), len(warnings)
    lines = one_or_many(n, QCoreApplication.translate("ShorelineLayout", "{n:,} lot line"),
                        QCoreApplication.translate("ShorelineLayout", "{n:,} lot lines")).format(n=n)
    if warnings:
        first = one_or_many(w, QCoreApplication.translate("ShorelineLayout", "{n:,} warning"),
                            QCoreApplication.translate("ShorelineLayout", "{n:,} warnings")).format(n=w)
        text = QCoreApplication.translate(
            "ShorelineLayout", "{lines} brought to the MHW mark: {codes}. Each is listed below "
            "({warnings} first).").format(lines=lines, codes=by_code, warnings=first)
    else:
        text = QCoreApplication.translate(
            "ShorelineLayout", "{lines} brought to the MHW mark: {codes}. Each is listed below."
        ).format(lines=lines, codes=by_code)
    feedback.pushInfo(text)
    if warnings:
        feedback.pushWarning("\n".join(warnings))
    if infos:
        feedback.pushInfo("\n".join(infos))


def scaled_progress(feedback: QgsProcessingFeedback, start: float, end: float
                    ) -> Callable[[float], None]:
    """The core's progress callback (0..100) mapped onto [start, end] of the run's progress."""
    def progress(value: float) -> None:
        fraction = max(0.0, min(1.0, float(value) / 100.0))
        feedback.setProgress(start + (end - start) * fraction)
    return progress
