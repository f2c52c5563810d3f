"""QGIS --code startup script of the walkthrough (see run.sh).

Every 300 ms it runs $SHORELINE_WALK_DIR/drive/cmd.py if present (exec in one namespace that
holds `iface`, `plugins` and `WORK`, the walkthrough's temp dir) and writes what it printed to
drive/out.txt. run.sh uses it only to ASK QGIS where things are (widget centres, map points on
the screen) and to add the sample's layers as a user would; the clicks, drags and keys of the
walkthrough are real X events sent with xdotool.
"""
import contextlib
import io
import os
import traceback

from qgis.PyQt.QtCore import QTimer
from qgis.utils import iface, plugins

WORK = os.environ["SHORELINE_WALK_DIR"]
CMD = os.path.join(WORK, "drive", "cmd.py")
OUT = os.path.join(WORK, "drive", "out.txt")
G = {"iface": iface, "plugins": plugins, "WORK": WORK}

SIZE = [int(v) for v in os.environ.get("SHORELINE_WALK_SIZE", "1600x1000").split("x")]
iface.mainWindow().setGeometry(0, 0, SIZE[0], SIZE[1])


def _size_panel_again() -> None:
    """Without a window manager QGIS first shows its window at 1035 x 836, and the panel takes
    its opening width on that window (390 px, not the 440 it opens with in a maximised QGIS on a
    wide screen): let it take its width again now that the window has the screen's size."""
    ui = plugins["shoreline_layout"].ui if "shoreline_layout" in plugins else None
    if ui is not None and ui.panel is not None:
        ui._panel_sized = False
        ui._size_panel()


QTimer.singleShot(500, _size_panel_again)


def _poll() -> None:
    if not os.path.exists(CMD):
        return
    with open(CMD, encoding="utf-8") as fh:
        code = fh.read()
    os.remove(CMD)
    buf = io.StringIO()
    with contextlib.redirect_stdout(buf):
        try:
            exec(code, G)
        except Exception:
            traceback.print_exc(file=buf)
    with open(OUT + ".tmp", "w", encoding="utf-8") as fh:
        fh.write(buf.getvalue())
    os.replace(OUT + ".tmp", OUT)


_timer = QTimer()
_timer.timeout.connect(_poll)
_timer.start(300)
G["_timer"] = _timer
