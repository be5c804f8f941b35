"""Draw the README's pictures with the kit itself (``make images``).

The README shows the first-game board with the Fountain's moves lit, made by ``render.svg``, so
the picture always matches what a learner sees in the notebooks.
"""

from __future__ import annotations

from pathlib import Path

import istanbul_nb as ist
from istanbul_nb.render import svg

OUT = Path(__file__).resolve().parent.parent / "docs" / "img"


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    board = ist.Board("short-paths")
    picture = svg(board, highlight=board.moves(7), selected=7, size=600)
    (OUT / "short-paths.svg").write_text(picture, encoding="utf-8")
    print(f"wrote {OUT / 'short-paths.svg'} ({len(picture):,} bytes)")


if __name__ == "__main__":
    main()
