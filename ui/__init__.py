"""The plugin's user interface: dock panel, sketching map tools, live checker.

Everything here calls the pure core (`shoreline_layout.core`); no rule of either law is
re-implemented in this package. Only `controller.UiController` is used from outside.
"""
