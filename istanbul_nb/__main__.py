"""``python -m istanbul_nb``: the same command line as ``istanbul-nb`` (see ``istanbul_nb.cli``)."""

from .cli import main

if __name__ == "__main__":
    raise SystemExit(main())
