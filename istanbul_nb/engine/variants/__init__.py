"""The variants of RULES.md 9 (each a ruleset entry with ``install(rules)``)."""
