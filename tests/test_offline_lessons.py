"""Issue 20: on a JupyterLite site with no internet the live boards cannot load (ipycanvas
needs numpy and Pillow from the CDN). Each lesson's first cell calls
``explain_missing_live_boards``: one sentence instead of a traceback, and the lesson goes on."""

import subprocess
import sys

from istanbul_nb.widgets.offline import sentence

SHELL = """
import sys
sys.modules['ipycanvas'] = None          # as on an offline JupyterLite site
from IPython.core.interactiveshell import InteractiveShell
from istanbul_nb.widgets.offline import explain_missing_live_boards

shell = InteractiveShell.instance()
print('installed', explain_missing_live_boards(shell))
for code in ("from istanbul_nb.widgets import Table", "table.play('end')",
             "import matplotlib_is_not_here", "print(1 + 1)", "not_a_lesson_name + 1"):
    print('ok' if shell.run_cell(code).success else 'stopped', '|', code)
"""


def test_a_missing_live_board_is_one_sentence_and_other_errors_are_shown():
    out = subprocess.run([sys.executable, "-c", SHELL], capture_output=True, text=True,
                         check=True).stdout
    said = [line for line in out.splitlines() if line.startswith("This cell needs")]
    assert "installed True" in out
    assert said == [
        "This cell needs numpy and Pillow for its live board, which this site cannot load "
        "without the internet; the lesson goes on with its still pictures."] * 2 + [
        "This cell needs matplotlib_is_not_here, which this site cannot load without the "
        "internet; the lesson goes on with its still pictures."]
    assert "ok | print(1 + 1)" in out and "2" in out.splitlines()
    assert "NameError" in out and "not_a_lesson_name" in out   # shown as usual


def test_where_the_canvas_loads_nothing_is_installed():
    from istanbul_nb.widgets.offline import explain_missing_live_boards

    assert explain_missing_live_boards(shell=object()) is False


def test_what_is_said_for_each_error():
    assert sentence(NameError, NameError("name 'x' is not defined", name="x")) is None
    assert "numpy and Pillow" in sentence(NameError, NameError("t", name="explorer"))
    assert sentence(ValueError, ValueError("bad")) is None
