"""The plugin's actions: its toolbar, its entries in the Vector menu and in QGIS's Help menu.

PluginActions only makes and removes them; what they do is connected by the controller.
"""
from __future__ import annotations

import os
from typing import Any

from qgis.PyQt.QtGui import QIcon
from qgis.PyQt.QtWidgets import QAction, QToolBar

from .i18n import tr

MENU = "&Shoreline Layout"
ICONS = os.path.join(os.path.dirname(os.path.dirname(__file__)), "resources", "icons")


def icon(name: str) -> QIcon:
    path = os.path.join(ICONS, name)
    return QIcon(path) if os.path.exists(path) else QIcon()


class PluginActions:
    """Every QAction the plugin adds, the toolbar holding them and the menu entries."""

    def __init__(self, iface: Any) -> None:
        self.iface = iface
        self.actions: list[QAction] = []          # on the toolbar, in order
        self.menu_actions: list[QAction] = []     # also in Vector > Shoreline Layout
        self.help_actions: list[QAction] = []     # in Help > Plugins
        self.toolbar: QToolBar | None = None

    def add(self, name: str, icon_name: str, text: str, checkable: bool = False,
            toolbar: bool = True) -> QAction:
        act = QAction(icon(icon_name), text, self.iface.mainWindow())
        act.setObjectName(name)
        act.setCheckable(checkable)
        if toolbar:
            self.actions.append(act)
        return act

    def build(self) -> None:
        """The toolbar with every toolbar action, then the menu entries."""
        self.toolbar = self.iface.addToolBar(tr("Shoreline Layout"))
        self.toolbar.setObjectName("ShorelineLayoutToolbar")
        for act in self.actions:
            self.toolbar.addAction(act)

    def add_to_menu(self, act: QAction) -> None:
        self.iface.addPluginToVectorMenu(MENU, act)
        self.menu_actions.append(act)

    def add_to_help_menu(self, act: QAction) -> None:
        menu = self.iface.pluginHelpMenu() if hasattr(self.iface, "pluginHelpMenu") else None
        if menu is not None:
            menu.addAction(act)
        self.help_actions.append(act)

    def remove(self) -> None:
        """Undo build() and every add_to_*(); delete the actions."""
        for act in self.menu_actions:
            self.iface.removePluginVectorMenu(MENU, act)
        menu = self.iface.pluginHelpMenu() if hasattr(self.iface, "pluginHelpMenu") else None
        for act in self.help_actions:
            if menu is not None:
                menu.removeAction(act)
        if self.toolbar is not None:
            self.toolbar.hide()
            mw = self.iface.mainWindow()
            if hasattr(mw, "removeToolBar"):
                mw.removeToolBar(self.toolbar)
            self.toolbar.setParent(None)
            self.toolbar.deleteLater()
            self.toolbar = None
        for act in dict.fromkeys(self.actions + self.menu_actions + self.help_actions):
            act.deleteLater()
        self.actions.clear()
        self.menu_actions.clear()
        self.help_actions.clear()
