"""The seeded shuffle of a deal, in C (built with the compiled engine only; see ``_seeded.c``)."""

MAX_COUNT: int
"""The most items :func:`seeded_order` orders."""

def seeded_order(seed: bytes, count: int) -> list[int]:
    """``range(count)`` in the order of ``random.Random``'s ``random()`` keys, the generator seeded
    with the integer ``seed`` (big-endian bytes); ties in index order."""
