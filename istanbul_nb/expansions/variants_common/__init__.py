"""What the three variants of RULES.md 9 share in the outer layers: their picture
(``picture.py``), declared by each of them (``engine/__init__.py``) and loaded once for a game
with any of them. Not a variant itself; see ``istanbul_nb.expansions`` for why it is shared."""

#: nothing: the shared picture is a module of its own (``variants_common.picture``)
__all__: list[str] = []
