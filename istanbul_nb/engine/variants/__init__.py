"""The variants of RULES.md 9 (each a ruleset entry with ``install(rules)``)."""

#: nothing: each variant is a module of its own (``variants.neutral``, ...)
__all__: list[str] = []
