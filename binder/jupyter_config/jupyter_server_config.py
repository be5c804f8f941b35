"""The kit's Jupyter server settings, read by ``make lab`` and Binder (both put this folder on
``JUPYTER_CONFIG_PATH``; see the Makefile's ``lab`` and ``binder/start``).

A notebook is saved with each widget's picture and without the widget's view, so a teacher's
saved run still shows its boards when reopened with a fresh kernel: the same step as
``make notebooks`` (``scripts/store_pictures.py``, loaded from this checkout by its path).
"""

import importlib.util
from pathlib import Path

_SCRIPT = Path(__file__).resolve().parents[2] / "scripts" / "store_pictures.py"
_spec = importlib.util.spec_from_file_location("istanbul_nb_store_pictures", _SCRIPT)
if _spec is not None and _spec.loader is not None and _SCRIPT.exists():
    _module = importlib.util.module_from_spec(_spec)
    _spec.loader.exec_module(_module)
    c = get_config()  # noqa: F821 (given by the config loader)
    c.ContentsManager.pre_save_hook = _module.pre_save_hook
