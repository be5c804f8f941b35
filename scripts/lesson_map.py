"""Keep the map of lessons in 00 and every "Next:" link in step with the lessons present.

``make notebooks`` runs this between two ``jupytext --sync`` passes. It reads the lesson sources
``lessons/NN_*.py`` (jupytext percent format, paired with ``notebooks/NN_*.ipynb`` through
``jupytext.toml``) and rewrites only two things, leaving every other cell as the teacher wrote it:

- the markdown cell of ``lessons/00_start_here.py`` that starts with ``## The notebooks``: one row
  per lesson present, in file order, linked by the lesson's title (the first ``# `` heading of
  its first markdown cell, e.g. ``# 09 · Trading routes``). The second column, "what it
  teaches", is kept from the map as it stands: a new lesson's row starts empty, so write a few
  words there in 00 (this script keeps them from then on);
- in every lesson, the link on a markdown line that starts with ``Next:``: it points to the
  lesson after this one (a lesson without such a line gets none; the last lesson's stays).

It also gives a lesson source written by hand the header the others have (its format and the
Python kernel), so jupytext recognises it as half of a pair and the notebook made from it opens
with the right kernel. A file is written only when its text changes, so an unchanged lesson keeps
its timestamp (which ``jupytext --sync`` uses to decide which side of a pair is newer).

    .venv/bin/python scripts/lesson_map.py
"""

from __future__ import annotations

import re
from pathlib import Path

import jupytext
from jupytext.config import load_jupytext_configuration_file

ROOT = Path(__file__).resolve().parent.parent
LESSONS = ROOT / "lessons"
CONFIG = load_jupytext_configuration_file(str(ROOT / "jupytext.toml"))
FMT = "py:percent"
KERNELSPEC = {"display_name": "Python 3 (ipykernel)", "language": "python", "name": "python3"}

MAP_HEADING = "## The notebooks"
#: A map row: ``| [title](file.ipynb) | what it teaches |`` (the old form, without a link and
#: with a third "ready"/"coming" column, is read too, so its descriptions are kept).
ROW = re.compile(r"^\|\s*\[?(?P<number>\d\d)\b[^|]*\|(?P<what>[^|]*)\|")
#: The link on a "Next:" line: ``[any text](NN_any.ipynb)``.
NEXT_LINK = re.compile(r"\[[^\]]*\]\(\d\d_[^)]*\.ipynb\)")


def lessons() -> list[Path]:
    """The lesson sources present, in order: ``lessons/NN_*.py``."""
    return sorted(LESSONS.glob("[0-9][0-9]_*.py"))


def title(path: Path, nb) -> str:
    """A lesson's title: the first level-1 heading of its first markdown cell."""
    for cell in nb.cells:
        if cell.cell_type == "markdown":
            for line in cell.source.splitlines():
                if line.startswith("# "):
                    return line[2:].strip()
            break
    raise SystemExit(f"{path.relative_to(ROOT)}: its first markdown cell needs a title line "
                     "such as '# 09 · Trading routes'")


def lesson_map(entries: list[tuple[str, str, str]], old: str) -> str:
    """The map cell: ``entries`` are (number, title, notebook file name)."""
    what = {}
    for line in old.splitlines():
        match = ROW.match(line)
        if match:
            what[match["number"]] = match["what"].strip()
    rows = [MAP_HEADING, "", "| notebook | what it teaches |", "|---|---|"]
    for number, name, filename in entries:
        if not what.get(number):
            print(f"note: write what lesson {number} teaches in its row of the map in "
                  "lessons/00_start_here.py")
        rows.append(f"| [{name}]({filename}) | {what.get(number, '')} |")
    return "\n".join(rows)


def next_lines(source: str, following: tuple[str, str] | None) -> str:
    """``source`` with the link of each ``Next:`` line pointing at ``following``."""
    if following is None:
        return source
    link = f"[{following[0]}]({following[1]})"
    return "\n".join(NEXT_LINK.sub(link, line, count=1) if line.startswith("Next:") else line
                     for line in source.splitlines())


def main() -> None:
    paths = lessons()
    notebooks = {path: jupytext.read(path, fmt=FMT) for path in paths}
    entries = [(path.name[:2], title(path, notebooks[path]), f"{path.stem}.ipynb")
               for path in paths]
    for i, path in enumerate(paths):
        nb = notebooks[path]
        nb.metadata.setdefault("kernelspec", dict(KERNELSPEC))
        following = entries[i + 1][1:] if i + 1 < len(entries) else None
        for cell in nb.cells:
            if cell.cell_type != "markdown":
                continue
            if path.stem == "00_start_here" and cell.source.startswith(MAP_HEADING):
                cell.source = lesson_map([e for e in entries if e[0] != "00"], cell.source)
            cell.source = next_lines(cell.source, following)
        text = jupytext.writes(nb, fmt=FMT, config=CONFIG)
        if text != path.read_text(encoding="utf-8"):
            path.write_text(text, encoding="utf-8")
            print("updated", path.relative_to(ROOT))


if __name__ == "__main__":
    main()
