"""Colour themes for the board picture.

A theme is plain data so both painters (SVG and canvas) read the same colours. Places are
coloured by *kind* (warehouses by their good's colour, RULES.md "Goods"); ``colorblind`` uses
the Okabe-Ito palette and, because colour alone is not enough, the scene also changes shapes
(thicker outlines, hatching) for that theme.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..i18n.fonts import css_family


def font_family(lang: str | None = None) -> str:
    """The CSS font list of a picture in ``lang`` (None: the session's language): Latin fonts
    first, then that language's Korean or Traditional Chinese fonts before the other's, so a
    Chinese name gets Chinese glyph shapes; for the SVG painter and the canvas alike."""
    return css_family(lang)


#: The English (and German) picture's font list: Latin first, then common Korean and
#: Traditional Chinese fonts, then a generic fallback (what every picture used before the kit
#: spoke other languages; ``font_family(lang)`` is the one to use).
FONT_FAMILY = font_family("en")

#: The kind of each place, which picks its colour (and nothing else).
PLACE_KINDS: dict[int, str] = {
    1: "trade", 2: "fabric", 3: "spice", 4: "fruit", 5: "trade", 6: "trade", 7: "water",
    8: "chance", 9: "chance", 10: "market", 11: "market", 12: "law", 13: "palace",
    14: "mosque", 15: "mosque", 16: "jewelry", 17: "coffee", 18: "coffee", 19: "coffee",
    20: "coffee", 21: "letters", 22: "letters", 23: "letters", 24: "letters", 25: "under",
}


@dataclass(frozen=True)
class Theme:
    """The colours of one look; ``kinds`` maps a place kind to its strong colour."""

    name: str
    background: str
    ink: str
    faint: str
    tile_base: str
    tile_stroke: str
    edge: str
    highlight: str
    selected: str
    barrier: str
    barrier_stripe: str
    kinds: dict[str, str] = field(default_factory=dict)
    tint: float = 0.78
    outline_scale: float = 1.0
    hatch: bool = False

    def kind_colour(self, place: int) -> str:
        return self.kinds[PLACE_KINDS[place]]


THEMES: dict[str, Theme] = {
    "light": Theme(
        name="light", background="#f4efe6", ink="#222222", faint="#6f6457",
        tile_base="#ffffff", tile_stroke="#5b4a39", edge="#b9a88f",
        highlight="#d4006f", selected="#0b1f66", barrier="#1d1d1d", barrier_stripe="#f2c200",
        kinds={
            "fabric": "#c62828", "spice": "#2e7d32", "fruit": "#e3b505", "jewelry": "#1e5bc6",
            "water": "#1f9bd1", "market": "#e07b24", "chance": "#424242", "law": "#5d6b7a",
            "palace": "#b8860b", "mosque": "#7b4aa0", "trade": "#8d6748", "coffee": "#6d4c33",
            "letters": "#3949ab", "under": "#7d7468",
        },
    ),
    "dark": Theme(
        name="dark", background="#17191e", ink="#f1f1f1", faint="#a8a8b0",
        tile_base="#2a2d35", tile_stroke="#8c8c99", edge="#4e5260",
        highlight="#ff5fb8", selected="#ffffff", barrier="#f2c200", barrier_stripe="#111111",
        kinds={
            "fabric": "#ef5350", "spice": "#4caf50", "fruit": "#fdd835", "jewelry": "#42a5f5",
            "water": "#29b6f6", "market": "#ffa040", "chance": "#9e9e9e", "law": "#90a4ae",
            "palace": "#e0b030", "mosque": "#b388ff", "trade": "#c4a07a", "coffee": "#a1887f",
            "letters": "#7986cb", "under": "#a89f94",
        },
        tint=0.72,
    ),
    # Okabe & Ito (2008), "Color Universal Design": eight colours told apart by the common
    # forms of colour blindness. Kinds share colours; the icons tell them apart.
    "colorblind": Theme(
        name="colorblind", background="#ffffff", ink="#000000", faint="#555555",
        tile_base="#ffffff", tile_stroke="#000000", edge="#999999",
        highlight="#000000", selected="#0072b2", barrier="#000000", barrier_stripe="#e69f00",
        kinds={
            "fabric": "#d55e00", "spice": "#009e73", "fruit": "#f0e442", "jewelry": "#0072b2",
            "water": "#56b4e9", "market": "#e69f00", "chance": "#000000", "law": "#777777",
            "palace": "#e69f00", "mosque": "#cc79a7", "trade": "#999999", "coffee": "#777777",
            "letters": "#cc79a7", "under": "#999999",
        },
        tint=0.8, outline_scale=1.5, hatch=True,
    ),
}


def theme(name: str | Theme = "light") -> Theme:
    """A theme by name (or the Theme itself); ValueError naming the choices otherwise."""
    if isinstance(name, Theme):
        return name
    if name not in THEMES:
        raise ValueError(f"unknown theme {name!r}; choose one of {', '.join(THEMES)}")
    return THEMES[name]


def mix(a: str, b: str, t: float) -> str:
    """The colour ``t`` of the way from ``a`` to ``b`` (hex ``#rrggbb``), for tints."""
    ca = [int(a[i:i + 2], 16) for i in (1, 3, 5)]
    cb = [int(b[i:i + 2], 16) for i in (1, 3, 5)]
    return "#" + "".join(f"{round(x + (y - x) * t):02x}" for x, y in zip(ca, cb, strict=True))


def luminance(colour: str) -> float:
    """Relative luminance (0 dark .. 1 light), to pick readable text on a coloured band."""
    def chan(v: int) -> float:
        c = v / 255
        return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4
    r, g, b = (chan(int(colour[i:i + 2], 16)) for i in (1, 3, 5))
    return 0.2126 * r + 0.7152 * g + 0.0722 * b


def text_on(colour: str) -> str:
    """Black or white, whichever reads better on ``colour``."""
    return "#111111" if luminance(colour) > 0.3 else "#ffffff"
