"""Learning environments for every dominohall variant: PettingZoo AEC and a Gymnasium single-agent wrapper.

This package needs the ``rl`` extra (``pip install 'dominohall[rl]'``: PettingZoo, Gymnasium, NumPy);
the engine itself stays dependency-free and never imports it. ``docs/envs.md`` is the full page.

=====================  ===================  ================================================
module                 variant              default players (options as ``dominohall variants``)
=====================  ===================  ================================================
``white_snake_v0``     white-snake          5 (``max_deals``)
``sausage_v0``         sausage              2 (``losses``, ``take_ends_turn``)
``sausage_one_way_v0`` sausage-one-way      2 (``losses``, ``take_ends_turn``)
``twins_v0``           twins                2 (``set``, ``hand_size``, ``lead_double``, ``target``)
``maltese_cross_v0``   maltese-cross        2 (``target``)
``block_v0``           block                2 (``target``, ``teams``)
``draw_v0``            draw                 2 (``target``, ``teams``)
=====================  ===================  ================================================

Each module has ``env(players=None, **kwargs)`` (with PettingZoo's usual wrappers) and ``raw_env``.
Actions: :mod:`dominohall.envs.codec`; observations: :mod:`dominohall.envs.observation`; the AEC
environment and its rewards: :mod:`dominohall.envs.aec`; one seat against bots:
:mod:`dominohall.envs.gym`.

>>> from dominohall.envs import block_v0
>>> env = block_v0.env(target=30)
>>> env.reset(seed=7)
>>> for agent in env.agent_iter():
...     obs, reward, terminated, truncated, info = env.last()
...     action = None if terminated or truncated else env.action_space(agent).sample(obs["action_mask"])
...     env.step(action)
>>> env.agents
[]
"""

from __future__ import annotations

from types import ModuleType

from dominohall.envs import (
    block_v0,
    draw_v0,
    maltese_cross_v0,
    sausage_one_way_v0,
    sausage_v0,
    twins_v0,
    white_snake_v0,
)
from dominohall.envs.aec import ENV_NAMES, DominoEnv
from dominohall.envs.codec import ActionCodec
from dominohall.envs.gym import DominoGymEnv, register
from dominohall.envs.observation import ObservationEncoder

ENVIRONMENTS: dict[str, ModuleType] = {
    "white-snake": white_snake_v0,
    "sausage": sausage_v0,
    "sausage-one-way": sausage_one_way_v0,
    "twins": twins_v0,
    "maltese-cross": maltese_cross_v0,
    "block": block_v0,
    "draw": draw_v0,
}
"""The environment module of each variant."""

register()

__all__ = [
    "ENVIRONMENTS",
    "ENV_NAMES",
    "ActionCodec",
    "DominoEnv",
    "DominoGymEnv",
    "ObservationEncoder",
    "block_v0",
    "draw_v0",
    "maltese_cross_v0",
    "sausage_one_way_v0",
    "sausage_v0",
    "twins_v0",
    "white_snake_v0",
]
