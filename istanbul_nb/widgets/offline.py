"""A lesson on a JupyterLite site with no internet: one sentence instead of a traceback.

The live widgets draw with ipycanvas, which needs numpy and Pillow; a JupyterLite site takes
those from the Pyodide CDN only, so offline they cannot load. Every lesson's first cell calls
``explain_missing_live_boards()`` there: when ipycanvas does not import, the notebook's shell
answers a missing module, or a cell that uses a live widget the failed import never made
(``table``, ``explorer``, ``Table`` ...), with one sentence, and Run All goes on with the
lesson's still pictures. Any other error shows its traceback as usual.
"""

from __future__ import annotations

from typing import Any

from ..i18n import _, tr

#: the live widgets, and the names the lessons give them
LIVE_NAMES = frozenset({"Table", "ChooseWriteTable", "MoveExplorer", "LayoutEditor", "table",
                        "explorer", "editor"})
#: the modules a live board needs that an offline site lacks
CANVAS_MODULES = frozenset({"numpy", "PIL", "ipycanvas"})


def sentence(etype: type, value: BaseException, lang: str | None = None) -> str | None:
    """What to say for an error in a lesson cell on an offline site, in ``lang`` (None: the
    kit's default language, which a translated lesson sets); None: show it as usual."""
    name = getattr(value, "name", None)
    canvas = _("numpy and Pillow for its live board")
    if issubclass(etype, NameError) and not issubclass(etype, ImportError):
        if name not in LIVE_NAMES:
            return None
        needs: Any = canvas
    elif issubclass(etype, ModuleNotFoundError):
        needs = canvas if name in CANVAS_MODULES else str(name)
    else:
        return None
    return tr(_("This cell needs {needs}, which this site cannot load without the internet; "
                "the lesson goes on with its still pictures.", needs=needs), lang)


def _say_why(shell: Any, etype: type, value: BaseException, tb: Any,
             tb_offset: int | None = None) -> Any:
    said = sentence(etype, value)
    if said is None:
        return shell.showtraceback((etype, value, tb), tb_offset=tb_offset)
    print(said)
    return None


def explain_missing_live_boards(shell: Any = None) -> bool:
    """Install the one-sentence answer when the live boards cannot load here; returns whether
    it did (False where ipycanvas imports, or outside IPython)."""
    try:
        import ipycanvas  # noqa: F401
        return False
    except ImportError:
        pass
    if shell is None:
        from IPython import get_ipython

        shell = get_ipython()
    if shell is None:
        return False
    shell.set_custom_exc((ModuleNotFoundError, NameError), _say_why)
    return True


__all__ = ["CANVAS_MODULES", "LIVE_NAMES", "explain_missing_live_boards", "sentence"]
