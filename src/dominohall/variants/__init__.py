"""The games: each variant is a :class:`~dominohall.deal.Deal` subclass in a module of its own."""

from __future__ import annotations

from dominohall.deal import Deal
from dominohall.variants.block import BlockDeal, DrawDeal
from dominohall.variants.maltese_cross import MalteseCrossDeal
from dominohall.variants.sausage import OneWaySausageDeal, SausageDeal
from dominohall.variants.twins import TwinsDeal
from dominohall.variants.white_snake import WhiteSnakeDeal

VARIANTS: dict[str, type[Deal]] = {
    cls.name: cls
    for cls in (
        WhiteSnakeDeal,
        SausageDeal,
        OneWaySausageDeal,
        TwinsDeal,
        MalteseCrossDeal,
        BlockDeal,
        DrawDeal,
    )
}
"""Every variant by name, in the order of RULES.md."""

__all__ = [
    "VARIANTS",
    "BlockDeal",
    "DrawDeal",
    "MalteseCrossDeal",
    "OneWaySausageDeal",
    "SausageDeal",
    "TwinsDeal",
    "WhiteSnakeDeal",
]
