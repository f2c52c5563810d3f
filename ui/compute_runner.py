"""Compute in the background: the core's construction runs in a QgsTask, so QGIS stays responsive
on a 10,000-parcel lake, the panel shows the progress and Cancel stops it.

The layers are read on the main thread (ui/session.read_inputs: QGIS layers are not read from a
worker thread); only build_session, which touches no QGIS object, runs in the task. The result
is handed back on the main thread (QgsTask.finished), where the caller installs it.
"""
from __future__ import annotations

import traceback
from collections.abc import Callable

from qgis.core import Qgis, QgsApplication, QgsMessageLog, QgsTask
from qgis.PyQt.QtCore import QEventLoop, QObject, QTimer, pyqtSignal

from .errors import LOG_TAG, UserError
from .i18n import tr
from .session import LakeSession, SessionInputs, build_session


class ComputeTask(QgsTask):
    """One water-rights construction; `session` holds the result once finished() has run."""

    def __init__(self, inputs: SessionInputs, done: Callable[[ComputeTask], None]) -> None:
        super().__init__(tr("Shoreline Layout: water-rights lines"), QgsTask.Flag.CanCancel)
        self.inputs = inputs
        self.session: LakeSession | None = None
        self.error = ""
        self._done = done

    def run(self) -> bool:
        try:
            self.session = build_session(self.inputs, self.setProgress, self.isCanceled)
        except UserError as exc:
            self.error = str(exc)
            return False
        except Exception as exc:          # logged here: the task's thread has no message bar
            QgsMessageLog.logMessage(traceback.format_exc(), LOG_TAG, Qgis.MessageLevel.Critical)
            self.error = tr("Could not compute the water-rights lines: {err} (details in the Log "
                            "Messages panel).").format(err=str(exc) or exc.__class__.__name__)
            return False
        return self.session is not None

    def finished(self, result: bool) -> None:     # the outcome is in the attributes
        self._done(self)


class ComputeRunner(QObject):
    """Starts at most one ComputeTask at a time and reports its end with a signal."""

    progress = pyqtSignal(float)          # 0..100
    done = pyqtSignal(object, str)        # (LakeSession or None, error sentence or "" when canceled)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.task: ComputeTask | None = None      # Python must hold the task: QGIS does not

    def running(self) -> bool:
        return self.task is not None

    def start(self, inputs: SessionInputs) -> ComputeTask:
        if self.task is not None:
            raise UserError(tr("A computation is already running: wait for it or cancel it."))
        task = ComputeTask(inputs, self._finished)
        task.progressChanged.connect(self.progress.emit)
        self.task = task
        QgsApplication.taskManager().addTask(task)
        return task

    def cancel(self) -> None:
        if self.task is not None:
            self.task.cancel()

    def _finished(self, task: ComputeTask) -> None:
        if task is not self.task:
            return
        self.task = None
        self.done.emit(task.session, task.error)

    def wait(self, timeout_s: float = 600.0) -> None:
        """Turn the event loop until the running task has finished (scripts and tests)."""
        if self.task is None:
            return
        loop = QEventLoop()
        self.done.connect(loop.quit)
        timer = QTimer()
        timer.setSingleShot(True)
        timer.timeout.connect(loop.quit)
        timer.start(int(timeout_s * 1000))
        try:
            if self.task is not None:
                loop.exec()
        finally:
            self.done.disconnect(loop.quit)
            timer.stop()
