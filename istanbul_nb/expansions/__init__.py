"""The kit's expansions and variants, one folder each: everything Mocha & Baksheesh adds is in
``expansions/mocha/``, and so on. Why a folder per expansion, not a module per layer: a new
expansion (or a change to one) touches its own folder and one registration line in
``engine/__init__.py``, not five packages.

A folder holds its **rules** (``__init__`` with ``install(rules)``; for Mocha and Letters also
``rules``, ``state``, ``places``, ``cards``, ``labels`` and the modules of their own pieces), and,
when it adds to them, its **picture** (``picture.py``, a ``render.slices.PictureSlice``), its
**panel** rows (``panel.py``, a ``session.panels.PanelSlice``) and its bots' **strategy**
(``strategy.py``, a ``bots.terms.StrategySlice``). Each module ranks with the layer it adds to
(tests/test_architecture.py): ``picture`` with ``render``, ``panel`` with the ``session``
(its rows are the table session's data, which the widgets draw), ``strategy`` with ``bots``,
the rest with the engine. No other module of the kit imports one:
the engine names them as data (``lazy_install`` and ``slices=`` in ``engine/__init__.py``) and
the layers find a game's modules through ``Ruleset.slices``, so ``import istanbul_nb`` loads
none of them and a game loads only its own.

``variants_common/`` is not a variant: it holds the one picture module the three variants of
RULES.md 9 share (the Great Bazaar's ruby refills, the neutral assistants, the caravan tile).
Their words under the board are one line, wrapped and shrunk as one (``variants-note``), so a
split per variant would draw three lines where the picture has one; each drawing still does
nothing in a game without its own variant. Their panel rows and the caravan leader's term are
split: ``neutral_assistants/panel.py``, ``caravan_leader/panel.py`` and
``caravan_leader/strategy.py``.

The package itself is empty: importing ``istanbul_nb.expansions`` loads no expansion.
"""

#: nothing: each expansion is a package of its own, reached by name (see above)
__all__: list[str] = []
