"""Issue 20: a lesson on an offline JupyterLite site, where ipycanvas cannot load (no numpy or
Pillow), still gets the widgets that need no canvas (the 'Check yourself' quizzes): each name of
``istanbul_nb.widgets`` loads its own module on first use."""

import subprocess
import sys

BLOCKED = """
import sys
sys.modules['ipycanvas'] = None     # as on an offline JupyterLite site
import istanbul_nb as ist
from istanbul_nb.widgets import Quiz
g = ist.stage(players=2, phase='action', seats={0: dict(merchant=7, cards=[])})
q = Quiz('What may happen?', g, choices=['end'])
print(type(q).__name__)
try:
    from istanbul_nb.widgets import Table
except ImportError as e:
    print('Table needs the canvas')
"""


def test_a_quiz_works_where_the_canvas_cannot_load():
    out = subprocess.run([sys.executable, "-c", BLOCKED], capture_output=True, text=True,
                         check=True).stdout.split("\n")
    assert out[:2] == ["Quiz", "Table needs the canvas"]


def test_every_widget_name_is_still_there():
    import istanbul_nb.widgets as w

    for name in w.__all__:
        assert getattr(w, name) is not None and name in dir(w)
