"""A game at a table, headless: ``Session`` holds the table's rules and words, ``TableView``
is what it shows at one moment. The widgets (``widgets.Table``, ``widgets.ChooseWriteTable``)
draw a view and route events; the Voilà app and the command line can drive the same session.

Pure Python on the game protocol: no widget or Jupyter import, so it runs (and is tested) in
plain Python, in milliseconds. ``session`` holds the state and what changes it, ``clicks``
what a click means, ``showing`` the view, ``view`` its values, ``board`` and ``sheet`` what
only the board game or Choose & Write has, ``turns`` and ``words`` sentences of both.
"""

from __future__ import annotations

from .session import MAX_BOT_ACTIONS, PACE, Session, bot_name, check_bots, check_pace
from .view import ButtonGroup, ButtonView, HintMark, TableView
from .words import parse_dice, plain_refusal

__all__ = ["MAX_BOT_ACTIONS", "PACE", "ButtonGroup", "ButtonView", "HintMark", "Session",
           "TableView", "bot_name", "check_bots", "check_pace", "parse_dice", "plain_refusal"]
