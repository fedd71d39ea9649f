"""A Gymnasium single-agent environment: one seat learns, dominohall bots play the others.

One episode is one match. ``reset`` deals and lets the bots move until it is the learner's turn;
``step`` makes the learner's move and then the bots' until it is the learner's turn again or the
match is over. The observation, action ids and rewards are those of the AEC environment
(:mod:`dominohall.envs.aec`), seen from the learner's seat: the reward of a step is everything the
learner's seat earned from its move up to its next turn (deal ends and the match end). A White Snake
steal is the learner's own move when it wins a ``0-0`` deal.

An action whose mask bit is 0 ends the episode at once with reward ``illegal_reward`` (-1) and
``info["illegal_action"] = True``, as PettingZoo's board games do. The bots are seeded from the
match seed, so ``reset(seed=s)`` fixes the whole episode given the learner's actions.

>>> env = DominoGymEnv("block", 2, opponents="greedy", target=10)
>>> obs, info = env.reset(seed=4)
>>> int(env.action_space.n), obs["observation"].shape, info["seat"]
(85, (361,), 0)
>>> action = int(obs["action_mask"].nonzero()[0][0])
>>> obs, reward, terminated, truncated, info = env.step(action)
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any, SupportsFloat

import gymnasium
import numpy as np
from gymnasium import spaces

from dominohall.bots import Bot, make_bot
from dominohall.envs.aec import DominoEnv, ObsDict, env_name, render_view
from dominohall.envs.codec import first_column
from dominohall.variants import VARIANTS


class DominoGymEnv(gymnasium.Env[ObsDict, np.int64]):
    """One seat of a match against dominohall bots (see the module docstring).

    ``opponents`` is a bot spec (``random``, ``greedy``, ``ismcts:iterations=200``) or one per other
    seat, the last repeated to fill the table. ``seat`` is the learner's seat, or ``None`` for a seat
    drawn at random for each episode. Other keyword arguments go to :class:`DominoEnv` (the variant's
    options, ``deal_reward``, ``match_reward``, ``max_moves``)."""

    # Each instance replaces it with its own copy, naming its variant (as PettingZoo/Gymnasium expect).
    metadata: dict[str, Any] = {"render_modes": ["human", "ansi"], "render_fps": 4}  # noqa: RUF012

    def __init__(
        self,
        variant: str = "block",
        players: int | None = None,
        *,
        seat: int | None = 0,
        opponents: str | Sequence[str] = "random",
        options: Mapping[str, object] | None = None,
        render_mode: str | None = None,
        illegal_reward: float = -1.0,
        **kwargs: Any,
    ) -> None:
        self.aec = DominoEnv(variant, players, options=options, **kwargs)
        n = self.aec.rules.players
        if seat is not None and not 0 <= seat < n:
            raise ValueError(f"seat must be 0 to {n - 1} or None, not {seat}")
        specs = [opponents] if isinstance(opponents, str) else list(opponents)
        if not specs:
            raise ValueError("name at least one opponent bot")
        self.opponent_specs = [specs[min(i, len(specs) - 1)] for i in range(n - 1)]
        for spec in set(self.opponent_specs):
            make_bot(spec)  # refuse a bad spec now, not at the first reset
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}, not {render_mode!r}")
        self.render_mode = render_mode
        self.fixed_seat = seat
        self.seat = seat if seat is not None else 0
        self.illegal_reward = float(illegal_reward)
        self.metadata = {**self.metadata, "name": env_name(self.aec.variant)}
        self.observation_space = self.aec.observation_space("player_0")
        self.action_space = spaces.Discrete(self.aec.codec.size)
        self.bots: dict[int, Bot] = {}
        self._illegal = False

    @property
    def agent(self) -> str:
        """The learner's agent name in the AEC environment."""
        return f"player_{self.seat}"

    def reset(
        self, *, seed: int | None = None, options: dict[str, Any] | None = None
    ) -> tuple[ObsDict, dict[str, Any]]:
        """Start a match (``options`` is accepted for the API and unused)."""
        super().reset(seed=seed)
        match_seed = int(self.np_random.integers(0, 2**63 - 1))
        n = self.aec.rules.players
        self.seat = self.fixed_seat if self.fixed_seat is not None else int(self.np_random.integers(0, n))
        self.aec.reset(seed=match_seed)
        others = [s for s in range(n) if s != self.seat]
        self.bots = {
            s: make_bot(spec, seed=(match_seed + 7919 * (i + 1)) % 2**63)
            for i, (s, spec) in enumerate(zip(others, self.opponent_specs))
        }
        self._play_bots()
        return self._observe(), self._info()

    def step(self, action: np.int64 | int) -> tuple[ObsDict, SupportsFloat, bool, bool, dict[str, Any]]:
        aec = self.aec
        if aec.match is None or self._done():
            raise RuntimeError("the episode is over (or not begun): call reset()")
        if int(action) not in aec.legal_actions():
            # The episode ends on an illegal action, with no move made (as TerminateIllegalWrapper does).
            self._illegal = True
            return self._observe(), self.illegal_reward, True, False, {**self._info(), "illegal_action": True}
        aec.step(int(action))
        reward = aec.rewards[self.agent]
        reward += self._play_bots()
        if self.render_mode == "human":
            self.render()
        return self._observe(), reward, aec.terminations[self.agent], aec.truncations[self.agent], self._info()

    def render(self) -> str | None:
        """The table as the learner sees it (``ansi``: returned; ``human``: printed)."""
        if self.render_mode is None or self.aec.match is None:
            return None
        text = render_view(self.aec.view(self.agent))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    # ---- helpers ------------------------------------------------------------------------------
    def _done(self) -> bool:
        aec = self.aec
        return self._illegal or aec.terminations[self.agent] or aec.truncations[self.agent]

    def _play_bots(self) -> float:
        """Let the bots move until the learner is to act or the match is over; the learner's reward."""
        self._illegal = False
        aec = self.aec
        match = aec.match
        assert match is not None
        earned = 0.0
        while not (aec.terminations[self.agent] or aec.truncations[self.agent]) and match.turn != self.seat:
            seat = match.turn
            move = self.bots[seat].choose(match.view(seat))
            first = first_column(match.deal.layout()) if aec.codec.junctions else 0
            aec.step(aec.codec.encode(move, first))
            earned += aec.rewards[self.agent]
        return earned

    def _observe(self) -> ObsDict:
        return self.aec.observe(self.agent)

    def _info(self) -> dict[str, Any]:
        match = self.aec.match
        assert match is not None
        return {"seat": self.seat, "moves": self.aec.moves, "deals": match.deals_played}


def register() -> list[str]:
    """Register ``dominohall/<name>`` (``dominohall/block_v0``, …) for every registered variant with
    Gymnasium and return the ids, so that ``gymnasium.make("dominohall/block_v0", opponents="greedy")``
    works (run again after :func:`dominohall.variants.register` to add a new game's)."""
    ids = []
    for variant in VARIANTS:
        env_id = f"dominohall/{env_name(variant)}"
        if env_id not in gymnasium.registry:
            gymnasium.register(env_id, entry_point=f"{__name__}:DominoGymEnv", kwargs={"variant": variant})
        ids.append(env_id)
    return ids
