"""A tiny seeded generator whose whole state is one integer (splitmix64).

Why not ``random.Random``: its state is 625 integers and its algorithms may change between
Python versions; a save must be small JSON and replay byte for byte in any process. splitmix64
(Steele, Lea & Flood 2014) is one 64-bit add and a few xor-shift-multiplies per draw.

A die is ``1 + (x >> 11) % 6`` where x is the next 64-bit output: the modulo bias over 2**53 is
below 1e-15, far beneath anything a game can show. A shuffle is Fisher-Yates with the same
reduction.
"""

from __future__ import annotations

#: the names other modules use (tests/core/test_public_names.py keeps it true)
__all__ = ["die", "seed_state", "shuffle"]

MASK = (1 << 64) - 1
GOLDEN = 0x9E3779B97F4A7C15


def seed_state(seed: int) -> int:
    """The generator state for a user seed (any int; negative seeds are folded in)."""
    return seed & MASK


def next_u64(state: int) -> tuple[int, int]:
    """(new state, 64-bit output)."""
    state = (state + GOLDEN) & MASK
    z = state
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
    return state, z ^ (z >> 31)


def below(state: int, n: int) -> tuple[int, int]:
    """(new state, a number in 0..n-1)."""
    state, z = next_u64(state)
    return state, (z >> 11) % n


def die(state: int) -> tuple[int, int]:
    """(new state, a die 1..6)."""
    state, k = below(state, 6)
    return state, k + 1


def shuffle(state: int, items: list) -> int:
    """Shuffle ``items`` in place (Fisher-Yates); return the new state."""
    for i in range(len(items) - 1, 0, -1):
        state, j = below(state, i + 1)
        items[i], items[j] = items[j], items[i]
    return state
