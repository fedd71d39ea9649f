"""Learning environments for every dominohall variant: PettingZoo AEC and a Gymnasium single-agent wrapper.

This package needs the ``rl`` extra (``pip install 'dominohall[rl]'``: PettingZoo, Gymnasium, NumPy);
the engine itself stays dependency-free and never imports it. ``docs/envs.md`` is the full page.

Every registered variant has a module here, named by :func:`~dominohall.envs.aec.env_name`: its name
with ``_`` for ``-`` and the version (``white_snake_v0``, ``sausage_one_way_v0``, ``block_v0``, …).
The modules are made from the registry (:mod:`dominohall.variants`), not written out one by one:
``from dominohall.envs import block_v0`` and ``import dominohall.envs.block_v0`` work as for a file,
and a game registered later has its module too (:func:`environment`). The options are the
variant's, as ``dominohall variants`` lists them; the player count by default is its
``default_players``.

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

import sys
from collections.abc import Iterator, Mapping
from types import ModuleType

from dominohall.envs.aec import VERSION, DominoEnv, env_factories, env_name
from dominohall.envs.codec import ActionCodec
from dominohall.envs.gym import DominoGymEnv, register
from dominohall.envs.observation import ObservationEncoder
from dominohall.variants import VARIANTS, variant_info

_DOC = """``{module}``: {variant} as a PettingZoo AEC environment, version {version}.

``env(players, **kwargs)`` is wrapped as PettingZoo's board games are; ``raw_env`` is the bare
:class:`~dominohall.envs.aec.DominoEnv`. Keyword arguments: the variant's options (as
``dominohall variants`` lists them), ``render_mode``, ``deal_reward``, ``match_reward`` and
``max_moves``. See :mod:`dominohall.envs` for the actions, observations and rewards.
"""


def environment(variant: str) -> ModuleType:
    """The environment module of a registered variant (``dominohall.envs.block_v0``), made the first
    time it is asked for and then kept (in ``sys.modules`` too, so that ``import`` finds it)."""
    name = env_name(variant)
    qualified = f"{__name__}.{name}"
    module = sys.modules.get(qualified)
    if module is None:
        info = variant_info(variant)
        module = ModuleType(qualified, _DOC.format(module=name, variant=info.name, version=VERSION))
        env, raw_env = env_factories(info.name)
        module.__dict__.update(env=env, raw_env=raw_env, __all__=["env", "raw_env"])
        sys.modules[qualified] = module
        setattr(sys.modules[__name__], name, module)
    return module


class _Environments(Mapping[str, ModuleType]):
    """The environment module of every registered variant, by variant name (read from the registry
    at each use, so a game registered later is in it)."""

    def __getitem__(self, variant: str) -> ModuleType:
        if variant not in VARIANTS:
            raise KeyError(variant)
        return environment(variant)

    def __iter__(self) -> Iterator[str]:
        return iter(list(VARIANTS))

    def __len__(self) -> int:
        return len(VARIANTS)


ENVIRONMENTS: Mapping[str, ModuleType] = _Environments()
"""The environment module of each variant, by variant name."""


def __getattr__(name: str) -> ModuleType:
    # A module of a variant registered after this package was imported (the others are made below).
    for variant in list(VARIANTS):
        if env_name(variant) == name:
            return environment(variant)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


for _variant in VARIANTS:
    environment(_variant)
register()

__all__ = [
    "ENVIRONMENTS",
    "ActionCodec",
    "DominoEnv",
    "DominoGymEnv",
    "ObservationEncoder",
    "env_name",
    "environment",
    *(env_name(v) for v in VARIANTS),
]
