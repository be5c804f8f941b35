"""The wheel's build hook: compile each language's catalogue (``.po``, in the repository) to
the ``.mo`` that gettext reads, so an installed kit (a wheel, an editable install, JupyterLite)
speaks every language without Babel at run time."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from hatchling.builders.hooks.plugin.interface import BuildHookInterface


class CompileCatalogues(BuildHookInterface):
    PLUGIN_NAME = "custom"

    def initialize(self, version: str, build_data: dict[str, Any]) -> None:
        from babel.messages.mofile import write_mo
        from babel.messages.pofile import read_po

        for po in sorted(Path(self.root, "istanbul_nb", "locale").glob("*/LC_MESSAGES/*.po")):
            with po.open("rb") as f:
                catalog = read_po(f)
            with po.with_suffix(".mo").open("wb") as f:
                write_mo(f, catalog)
