"""Play in the terminal: a person against bots, every layout drawn as it lies (``dominohall play``).

``render`` draws a :class:`~dominohall.views.View` as text, ``app`` runs the game loop, ``i18n`` holds
the interface text in English, Polish and Russian.
"""

from __future__ import annotations

from dominohall.tui.render import Style, draw_layout, screen

__all__ = ["Style", "draw_layout", "screen"]
