"""``sausage_one_way_v0``: sausage-one-way as a PettingZoo AEC environment, version 0.

``env(players, **kwargs)`` is wrapped as PettingZoo's board games are; ``raw_env`` is the bare
:class:`~dominohall.envs.aec.DominoEnv`. Keyword arguments: the variant's options (as
``dominohall variants`` lists them), ``render_mode``, ``deal_reward``, ``match_reward`` and
``max_moves``. See :mod:`dominohall.envs` for the actions, observations and rewards.
"""

from __future__ import annotations

from dominohall.envs.aec import env_factories

env, raw_env = env_factories("sausage-one-way")

__all__ = ["env", "raw_env"]
