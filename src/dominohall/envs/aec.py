"""The PettingZoo AEC environment: a whole dominohall match, one agent per seat.

The environment is a thin adapter over :class:`dominohall.match.Match`, which knows nothing of
learning. Agents are ``player_0 … player_{n-1}`` (seat ``s`` is ``player_s``). The agent to act is
always the engine's ``match.turn``: passes are moves like any other (``pass`` is the only legal
action of a stuck seat), draws (C-6) and Sausage takes (SA-6/SA-7) happen inside the engine before
the turn is handed on, a White Snake steal (WS-7) is the winner's turn, and a new deal starts by
itself when one ends, led by whoever the rules say — so the order of agents is never a fixed rotation.

Observations are dicts: ``observation`` (see :mod:`dominohall.envs.observation`), built from the
seat's :class:`~dominohall.views.View` only, and ``action_mask`` (``int8``, 1 exactly for the ids of
the legal moves, all 0 for an agent that is not to act). Actions are the ids of
:mod:`dominohall.envs.codec`.

Rewards (zero-sum whenever a deal or match has both winners and losers):

* at the end of every decided deal, the deal's winners share ``+deal_reward`` and its losers share
  ``-deal_reward`` (one winner and one loser: +1 and -1; Sausage with three players: +0.5, +0.5
  and -1); a deal with no winner (a tied block in the points games, a void White Snake deal) gives 0;
* at the end of the match, likewise its winners share ``+match_reward`` and its losers
  ``-match_reward``; then every agent is terminated;
* points, where they count in what a deal is worth (a game whose plays score, with its
  ``points_scale``: :meth:`dominohall.deal.Deal.worth`), as they are scored: in the step of a play
  that scores (a ``score`` event), its scorer gains ``points_reward`` a point and the others share the
  loss (:func:`dominohall.outcome.point_rewards`), and the points of a deal's end likewise in the step
  that ends it. ``points_reward`` is ``deal_reward / points_scale`` unless given (0 for a game whose
  points only follow from winning, so that nothing changes there): over a deal the rewards add up to
  the returns plus each seat's points above the others' mean over the scale, what the variant's
  search values (twice :meth:`~dominohall.deal.Deal.worth`, before its cap).

A reward goes to every seat in the step that ends the deal, whoever moved, and is returned by
``last()`` when that agent is next selected (PettingZoo's cumulative rewards). ``max_moves``, if
given, truncates the match after that many moves.

>>> env = DominoEnv("block", 2, target=20)
>>> env.reset(seed=1)
>>> env.agent_selection, int(env.action_space("player_0").n)
('player_0', 85)
>>> obs, reward, terminated, truncated, info = env.last()
>>> sorted(obs), int(obs["action_mask"].sum())
(['action_mask', 'observation'], 7)
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import numpy as np
from gymnasium import spaces
from gymnasium.utils import seeding
from numpy.typing import NDArray
from pettingzoo import AECEnv
from pettingzoo.utils import wrappers

from dominohall import new_match, rules_for
from dominohall.envs.codec import ActionCodec
from dominohall.envs.observation import OBSERVATION_VERSION, ObservationEncoder
from dominohall.events import DealEnded, Dealt, Event, MatchEnded, Scored
from dominohall.match import Match, MatchState
from dominohall.moves import Move
from dominohall.outcome import point_rewards, returns
from dominohall.tiles import names
from dominohall.variants import variant_info
from dominohall.views import View

ObsDict = dict[str, NDArray[Any]]

VERSION = 0
"""The version in every environment's name: raised when what an agent sees or does changes."""


def env_name(variant: str) -> str:
    """The versioned environment name of a registered variant: its module in :mod:`dominohall.envs`
    and, after ``dominohall/``, its Gymnasium id.

    >>> env_name("white-snake")
    'white_snake_v0'
    """
    return f"{variant_info(variant).name.replace('-', '_')}_v{VERSION}"


def shares(winners: tuple[int, ...], losers: tuple[int, ...], amount: float, players: int) -> list[float]:
    """Winners share ``+amount`` and losers ``-amount``; everyone else gets 0: ``amount`` times the
    engine's returns (:func:`dominohall.outcome.returns`).

    >>> shares((0, 2), (1,), 1.0, 3)
    [0.5, -1.0, 0.5]
    >>> shares((), (), 1.0, 2)
    [0.0, 0.0]
    """
    return [amount * r for r in returns(winners, losers, players)]


class DominoEnv(AECEnv):  # type: ignore[misc]
    """A match of one variant as a PettingZoo AEC environment (see the module docstring).

    ``variant_options`` are the variant's options (``target=50``, ``losses=3``, ``teams=True``,
    ``max_deals=2``, …), checked by the engine; ``options`` may give them as a mapping instead."""

    # Each instance replaces it with its own copy, naming its variant (as PettingZoo/Gymnasium expect).
    metadata: dict[str, Any] = {  # noqa: RUF012
        "render_modes": ["human", "ansi"],
        "render_fps": 4,
        "name": "dominohall",
        "is_parallelizable": False,
    }

    def __init__(
        self,
        variant: str,
        players: int | None = None,
        *,
        options: Mapping[str, object] | None = None,
        render_mode: str | None = None,
        deal_reward: float = 1.0,
        match_reward: float = 1.0,
        points_reward: float | None = None,
        max_moves: int | None = None,
        **variant_options: object,
    ) -> None:
        super().__init__()
        info = variant_info(variant)
        key = info.name
        n = info.default_players if players is None else players
        merged = {**(options or {}), **variant_options}
        self.rules = rules_for(key, n, merged)
        self.variant = self.rules.variant
        self.options = dict(merged)
        if render_mode is not None and render_mode not in self.metadata["render_modes"]:
            raise ValueError(f"render_mode must be one of {self.metadata['render_modes']}, not {render_mode!r}")
        self.render_mode = render_mode
        self.deal_reward = float(deal_reward)
        self.match_reward = float(match_reward)
        scale = self.rules.deal_class.points_scale
        if points_reward is None:
            points_reward = self.deal_reward / scale if scale else 0.0
        self.points_reward = float(points_reward)
        """What a point scored is worth to its scorer (the others share the loss): see the module."""
        self._deal_points = [0] * n
        """Points the plays of the live deal scored, per seat (the rest of a deal's points is its end's)."""
        self.max_moves = max_moves
        self.metadata = {**self.metadata, "name": env_name(self.variant), "observation_version": OBSERVATION_VERSION}
        self.codec = ActionCodec(self.rules)
        self.encoder = ObservationEncoder(self.rules)
        self.possible_agents = [f"player_{s}" for s in range(n)]
        self.agents: list[str] = []
        self._seat = {agent: s for s, agent in enumerate(self.possible_agents)}
        # One space object per agent, made once and kept: seeding a space must stick (api_test).
        self.observation_spaces = {a: self._observation_space() for a in self.possible_agents}
        self.action_spaces = {a: spaces.Discrete(self.codec.size) for a in self.possible_agents}
        self.np_random, self.np_random_seed = seeding.np_random(None)
        self.match: Match | None = None
        self.moves = 0
        """Moves made in the current match."""
        self._version = 0
        self._legal: tuple[int, dict[int, Move]] = (-1, {})
        self._obs_cache: dict[str, tuple[int, ObsDict]] = {}

    # ---- the PettingZoo API -----------------------------------------------------------------
    def observation_space(self, agent: str) -> spaces.Space[Any]:
        return self.observation_spaces[agent]

    def action_space(self, agent: str) -> spaces.Space[Any]:
        return self.action_spaces[agent]

    def reset(self, seed: int | None = None, options: dict[str, Any] | None = None) -> None:
        """Start a new match. ``reset(seed=s)`` plays exactly ``new_match(variant, n, seed=s)``; a
        reset without a seed draws the match seed from the generator the last seed started.
        ``options={"state": MatchState(...)}`` starts the match part-way through (say, at White
        Snake's seventh deal, with tokens held); other keys are ignored (the variant's options are
        fixed at construction)."""
        if seed is not None:
            self.np_random, self.np_random_seed = seeding.np_random(seed)
            match_seed = seed
        else:
            match_seed = int(self.np_random.integers(0, 2**63 - 1))
        state = (options or {}).get("state")
        if state is not None and not isinstance(state, MatchState):
            raise TypeError(f"options['state'] must be a dominohall MatchState, not {type(state).__name__}")
        self.match = new_match(self.variant, self.rules.players, seed=match_seed, options=self.options, state=state)
        self.agents = self.possible_agents[:]
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos: dict[str, dict[str, Any]] = {a: {} for a in self.agents}
        self.moves = 0
        self._deal_points = [0] * self.rules.players
        self._version += 1
        self._obs_cache = {}
        self.agent_selection = self.possible_agents[self.match.turn]

    def observe(self, agent: str) -> ObsDict:
        cached = self._obs_cache.get(agent)
        if cached is not None and cached[0] == self._version:
            return {k: v.copy() for k, v in cached[1].items()}
        view = self.view(agent)
        mask = np.zeros(self.codec.size, dtype=np.int8)
        if view.legal_moves:
            mask[list(self.legal_actions())] = 1
        obs: ObsDict = {"observation": self.encoder.encode(view), "action_mask": mask}
        self._obs_cache[agent] = (self._version, obs)
        # Copies: a learner may keep or change what it is given without touching the cache.
        return {k: v.copy() for k, v in obs.items()}

    def step(self, action: Any) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        match = self._require_match()
        legal = self.legal_actions()
        key = int(action)
        if key not in legal:
            raise ValueError(
                f"{self.metadata['name']}: action {action} ({self._describe(key)}) is not legal for {agent}"
            )
        self._cumulative_rewards[agent] = 0.0
        self._clear_rewards()
        start = len(match.history)
        match.push(legal[key])
        self.moves += 1
        self._version += 1
        self._reward(match.history[start:])
        if match.is_over:
            self.terminations = dict.fromkeys(self.agents, True)
        elif self.max_moves is not None and self.moves >= self.max_moves:
            self.truncations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self.possible_agents[match.turn]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        """The table as the agent to act sees it (``ansi``: returned; ``human``: printed)."""
        if self.render_mode is None or self.match is None:
            return None
        text = render_view(self.view(self.agent_selection))
        if self.render_mode == "human":
            print(text)
            return None
        return text

    def close(self) -> None:
        """Nothing to release (no window, no process)."""

    # ---- helpers ------------------------------------------------------------------------------
    def _observation_space(self) -> spaces.Dict:
        return spaces.Dict(
            {
                "observation": spaces.Box(0.0, 1.0, (self.encoder.size,), dtype=np.float32),
                "action_mask": spaces.Box(0, 1, (self.codec.size,), dtype=np.int8),
            }
        )

    def view(self, agent: str) -> View:
        """What ``agent``'s seat may see now (the only thing observations are made from)."""
        view: View = self._require_match().view(self._seat[agent])
        return view

    def legal_actions(self) -> dict[int, Move]:
        """The legal action ids of the agent to act, each with its move."""
        if self._legal[0] != self._version:
            match = self._require_match()
            # Only a cut's id depends on the layout (its leftmost column): others skip building it.
            layout = match.deal.layout() if self.codec.junctions else None
            self._legal = (self._version, self.codec.encode_all(match.legal_moves(), layout))
        return self._legal[1]

    def _require_match(self) -> Match:
        if self.match is None:
            raise RuntimeError("call reset() before using the environment")
        return self.match

    def _describe(self, action: int) -> str:
        try:
            return self.codec.describe(action)
        except ValueError:
            return "out of range"

    def _reward(self, events: list[Event]) -> None:
        n = self.rules.players
        per_point = self.points_reward
        for event in events:
            if isinstance(event, Dealt):
                self._deal_points = [0] * n
                continue
            if isinstance(event, Scored):
                self._deal_points[event.seat] += event.points
                if not per_point:
                    continue
                gains = point_rewards(event.seat, event.points, n, per_point)
            elif isinstance(event, DealEnded):
                gains = [self.deal_reward * r for r in event.result.returns]
                if per_point:
                    for s, total in enumerate(event.result.points):
                        end_points = total - self._deal_points[s]
                        if end_points:
                            for t, g in enumerate(point_rewards(s, end_points, n, per_point)):
                                gains[t] += g
            elif isinstance(event, MatchEnded):
                gains = [self.match_reward * r for r in event.result.returns]
            else:
                continue
            for s, g in enumerate(gains):
                self.rewards[self.possible_agents[s]] += g

    def __str__(self) -> str:
        return str(self.metadata["name"])


def render_view(view: View) -> str:
    """A short text picture of a view: whose turn, counts, standings, the layout and the hand."""
    # The terminal game's drawing, loaded only when a picture is asked for.
    from dominohall.tui.render import Style, draw_layout

    lines = [
        f"{view.variant}, deal {view.deal_count}: seat {view.turn} to move, seen by seat {view.seat}",
        "hands: " + " ".join(f"{s}:{c}" for s, c in enumerate(view.hand_counts)) + f"  stock: {view.stock_count}",
        *draw_layout(view, Style()),
        "hand: " + " ".join(names(view.hand)),
    ]
    return "\n".join(lines)


def wrap(env: DominoEnv) -> AECEnv:
    """PettingZoo's usual wrappers for board games: an illegal action ends the match with reward -1
    for the agent that made it (``TerminateIllegalWrapper``), out-of-range actions are caught, and
    the call order is enforced."""
    wrapped = wrappers.TerminateIllegalWrapper(env, illegal_reward=-1)
    wrapped = wrappers.AssertOutOfBoundsWrapper(wrapped)
    return wrappers.OrderEnforcingWrapper(wrapped)


def env_factories(variant: str) -> tuple[Callable[..., AECEnv], Callable[..., DominoEnv]]:
    """``(env, raw_env)`` for one variant, as its module (:func:`dominohall.envs.environment`) exports them."""

    def raw_env(players: int | None = None, **kwargs: Any) -> DominoEnv:
        return DominoEnv(variant, players, **kwargs)

    def env(players: int | None = None, **kwargs: Any) -> AECEnv:
        return wrap(raw_env(players, **kwargs))

    raw_env.__doc__ = f"The unwrapped {variant} environment: ``DominoEnv({variant!r}, players, **kwargs)``."
    env.__doc__ = f"The {variant} environment with PettingZoo's usual wrappers (see :func:`wrap`)."
    return env, raw_env
