"""The Python that builds the JupyterLite site: its own venv, ``build/lite-venv`` (``make
lite-env``; ``make lite`` and ``make test-all`` make it when missing).

jupyterlite-pyodide-kernel installs a JupyterLab extension that only works inside a JupyterLite
site: in the kit's own venv JupyterLab would load it and fail ("Shared module
@jupyterlite/services doesn't exist"), for the learner of ``make lab`` and for the browser
tests alike. So the site is built from a venv of its own and the kit's venv never has it.
``ISTANBUL_NB_LITE_PYTHON`` names another interpreter with the ``lite`` extra installed.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
LITE_PYTHON = Path(os.environ.get("ISTANBUL_NB_LITE_PYTHON",
                                  ROOT / "build" / "lite-venv" / "bin" / "python"))


def skip_or_fail(message: str) -> None:
    """Skip, except under CI=true, where the JupyterLite tests must run."""
    if os.environ.get("CI", "").lower() in ("true", "1", "yes"):
        pytest.fail(message + " -- CI=true, so the JupyterLite tests may not be skipped")
    pytest.skip(message)


def lite_python() -> Path:
    """The interpreter that runs scripts/build_lite.py (skips, or fails in CI, without it)."""
    if not LITE_PYTHON.exists():
        skip_or_fail(f"{LITE_PYTHON} is missing: run 'make lite-env' (the JupyterLite build "
                     "has a venv of its own)")
    return LITE_PYTHON


def pyodide_version() -> str:
    """The Pyodide version the installed kernel was made for."""
    code = ("from jupyterlite_pyodide_kernel.constants import PYODIDE_VERSION; "
            "print(PYODIDE_VERSION)")
    done = subprocess.run([str(lite_python()), "-c", code], capture_output=True, text=True)
    if done.returncode != 0:
        skip_or_fail(f"jupyterlite-pyodide-kernel is not installed in {LITE_PYTHON} "
                     "(make lite-env)")
    return done.stdout.strip()
