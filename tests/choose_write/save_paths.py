"""What the two save fuzzers of Choose & Write share: every path into a parsed save."""

from collections.abc import Iterator


def paths(obj, prefix: tuple = ()) -> Iterator[tuple]:
    """Every path (a tuple of keys and indexes) into a JSON value, the value itself first."""
    yield prefix
    if isinstance(obj, dict):
        for k, v in obj.items():
            yield from paths(v, prefix + (k,))
    elif isinstance(obj, list):
        for i, v in enumerate(obj):
            yield from paths(v, prefix + (i,))
