"""Helpers for the picture and Table tests of the expansions (Mocha, Letters): reading a game's
SVG by element id, and pressing a Table's (or a ChooseWriteTable's) button as a click would.
Imported by name (``tests/`` is on sys.path), as ``import_scan`` and ``lite_env`` are.
"""

from __future__ import annotations

import xml.etree.ElementTree as ET

from istanbul_nb.widgets import ChooseWriteTable, Table

SVG = "{http://www.w3.org/2000/svg}"


def elements(svg_text: str) -> dict[str, ET.Element]:
    root = ET.fromstring(svg_text)
    return {el.get("id"): el for el in root.iter() if el.get("id")}


def text(els: dict, element_id: str) -> str:
    return "".join(els[element_id].itertext()).strip()


def title(els: dict, element_id: str) -> str:
    t = els[element_id].find(f"{SVG}title")
    return "" if t is None else t.text or ""


def rect(el: ET.Element) -> tuple[float, float, float, float]:
    return tuple(float(el.get(k)) for k in ("x", "y", "width", "height"))  # type: ignore


def inside(x: float, y: float, r: tuple[float, float, float, float]) -> bool:
    return r[0] <= x <= r[0] + r[2] and r[1] <= y <= r[1] + r[3]


def press(table: Table | ChooseWriteTable, action_text: str) -> None:
    """Press the button of an action (its on_click handler), as a mouse click on it would."""
    for b in table.buttons:
        if b.tooltip.split(":")[0] == action_text:
            b.click()
            return
    raise AssertionError(f"no button for {action_text!r}: {[b.tooltip for b in table.buttons]}")
