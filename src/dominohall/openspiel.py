"""Every variant as an OpenSpiel game, for the algorithms of game-AI research (ISMCTS, CFR, NFSP, …).

Importing this module registers ``python_dominohall_<variant>`` with ``pyspiel.register_game`` for
every registered variant (``python_dominohall_white_snake``, ``python_dominohall_sausage_one_way``,
…); a game added later with :func:`dominohall.variants.register` is registered by :func:`register`.
It needs ``open-spiel`` (``pip install 'dominohall[openspiel]'``) and the ``rl`` extra, whose action
codec and observation encoder it shares; the engine never imports it.

Parameters: ``players`` (the variant's default count unless given), ``match`` (``False``: the game is
one deal; ``True``: a whole match) and each of the variant's options, by its name. OpenSpiel has no
"none": a nullable option (``max_deals``, ``hand_size``, ``lead_double``) is ``0`` for none.

Chance is explicit, tile by tile. OpenSpiel's Python games list every outcome of a chance node with
its probability, so one chance node per deal is out of reach (``28! / 7!^4`` hands for four players).
Each deal is instead shuffled by a chance node per tile: the outcome is the index of the next tile of
the shuffle (``range(T)``, uniform over the tiles in play not drawn yet), and the tiles are dealt in
that order as the engine deals a shuffle (:func:`dominohall.setup.setup_in_order`: the first hand to
seat 0, …, then the stock in draw order; the tiles left over are set aside, so their order is not
drawn). A shuffle the rules deal again (WS-3, TW-2, MC-2) is followed by a new one. Where the first
leader is drawn (SA-2) a chance node before the first shuffle picks the seat (``range(n)``).

Players' actions are the ids of :mod:`dominohall.envs.codec`, the PettingZoo environments' codec.
A stuck seat plays ``pass`` (OpenSpiel's own dominoes skip it, and a history cannot tell a pass from
nothing). Returns are the variant's own outcome (:mod:`dominohall.outcome`): the winners share ``+1``
and the losers ``-1``, of the deal or of the match. They sum to zero except when every seat loses (a
Sausage block, SA-9), so the games are declared general-sum. A game whose points count in what a deal
is worth (plays that score, a ``points_scale``: :meth:`dominohall.deal.Deal.worth`) has rewards step
by step (``RewardModel.REWARDS``): a step that scores gives its scorer ``1 / points_scale`` a point
and the others share the loss (:func:`dominohall.outcome.point_rewards`, as the PettingZoo
environments), the points of a deal's end too; the last step adds the outcome, and the returns are
the sum of every step's rewards. Elsewhere the rewards are the returns at the end (``TERMINAL``).

What a seat perceives comes from its :class:`~dominohall.views.View` alone, never from another hand:

* ``observation_tensor``: the PettingZoo observation (:mod:`dominohall.envs.observation`), the same
  facts in the same layout; zeros before the first deal is dealt;
* ``information_state_tensor``: that observation, then one value per tile: ``k / T`` for the tile
  played ``k``-th in this deal (``1 ≤ k``), ``0`` for a tile not played, so the order of play is kept;
* ``observation_string``: the hand, the table, the open ends, the counts and the standing in words;
* ``information_state_string``: the seat, its hand and the whole public history of the match as the
  seat saw it (:meth:`dominohall.match.Match.public_history`: other seats' draws without their tiles),
  and how many tiles of the coming deal are dealt; it has perfect recall.

``serialize``/``deserialize`` are OpenSpiel's own (the history of actions, replayed).
``resample_from_infostate``, which OpenSpiel's ISMCTS asks for, deals the tiles the seat cannot see
again as dominohall's own search does (:func:`dominohall.sampling.sample_world`: hand sizes, tiles
known held, and what passes and draws tell).

>>> import pyspiel
>>> game = pyspiel.load_game("python_dominohall_block", {"players": 3})
>>> game.num_players(), game.num_distinct_actions(), game.max_chance_outcomes()
(3, 85, 28)
>>> state = game.new_initial_state()
>>> while state.is_chance_node():
...     state.apply_action(state.chance_outcomes()[0][0])
>>> state.current_player(), len(state.legal_actions())
(0, 7)
"""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any, Final

import numpy as np
import pyspiel
from numpy.typing import NDArray

from dominohall import rules_for
from dominohall.deal import Deal
from dominohall.envs.codec import ActionCodec
from dominohall.envs.observation import ObservationEncoder
from dominohall.events import DealEnded, Dealt, Event, Played, Scored
from dominohall.match import Match, MatchState
from dominohall.moves import Move
from dominohall.options import Option, OptionValue
from dominohall.outcome import point_rewards
from dominohall.rules import Rules
from dominohall.sampling import sample_world
from dominohall.setup import DealSetup, setup_in_order
from dominohall.tiles import TILE_NAMES, TileSet, iter_tiles, mask_of, names, set_size
from dominohall.variants import MOST_PLAYERS_LISTED, VARIANTS, variant_info
from dominohall.views import View

PREFIX: Final = "python_dominohall_"

MOVES_PER_DEAL: Final = 1024
"""A bound on the moves and chance nodes of one deal, for ``max_game_length`` (a deal plays each tile
once; passes, draws and cuts stay far below it)."""

DEALS_PER_MATCH: Final = 512
"""A bound on the deals of a match, for ``max_game_length`` of the whole-match games."""

GameParameter = int | bool
"""What a game parameter may be here (OpenSpiel's parameters also take floats and text)."""


def game_name(variant: str) -> str:
    """The OpenSpiel name of a registered variant.

    >>> game_name("sausage-one-way")
    'python_dominohall_sausage_one_way'
    """
    return PREFIX + variant_info(variant).name.replace("-", "_")


def parameter_of(option: Option) -> GameParameter:
    """An option's default as a game parameter: ``0`` for none."""
    default = option.default
    if default is None:
        return 0
    if isinstance(default, bool | int):
        return default
    raise TypeError(f"option {option.name!r}: OpenSpiel takes whole numbers and flags, not {default!r}")


def option_of(option: Option, value: object) -> OptionValue:
    """A game parameter as the option's value (checked by the engine later): ``0`` is none."""
    if option.nullable and value == 0 and not isinstance(value, bool):
        return None
    return value  # type: ignore[return-value]  # rules_for checks it


def register(variant: str) -> str:
    """Register the OpenSpiel game of a variant (again: nothing happens); returns its name."""
    info = variant_info(variant)
    name = game_name(info.name)
    if name in pyspiel.registered_names():
        return name
    defaults: dict[str, GameParameter] = {"players": info.default_players, "match": False}
    defaults.update({o.name: parameter_of(o) for o in info.options})
    stepwise = bool(VARIANTS[info.name].points_scale)
    game_type = pyspiel.GameType(
        short_name=name,
        long_name=f"dominohall {info.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=pyspiel.GameType.Information.IMPERFECT_INFORMATION,
        utility=pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.REWARDS if stepwise else pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=info.max_players or MOST_PLAYERS_LISTED,
        min_num_players=info.min_players,
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=defaults,
    )
    pyspiel.register_game(game_type, _game_class(info.name, game_type, defaults))
    return name


def _game_class(variant: str, game_type: Any, defaults: Mapping[str, GameParameter]) -> type[DominoGame]:
    """The game class OpenSpiel makes a variant's games with (``cls(params)``): a class, as OpenSpiel's
    own Python games register (a registered function is released after the interpreter's end)."""

    def __init__(self: DominoGame, params: Mapping[str, Any] | None = None) -> None:
        DominoGame.__init__(self, variant, game_type, {**defaults, **(params or {})})

    title = "".join(word.capitalize() for word in variant.split("-"))
    return type(f"{title}Game", (DominoGame,), {"__init__": __init__, "__module__": __name__})


class DominoGame(pyspiel.Game):  # type: ignore[misc]
    """One variant with its players and options (the static facts; states are :class:`DominoState`)."""

    def __init__(self, variant: str, game_type: Any, params: Mapping[str, Any]) -> None:
        info = variant_info(variant)
        players = int(params["players"])
        options = {o.name: option_of(o, params[o.name]) for o in info.options}
        rules = rules_for(info.name, players, {k: v for k, v in options.items() if v is not None})
        codec = ActionCodec(rules)
        n_tiles = set_size(rules.set_max)
        whole_match = bool(params["match"])
        scale = rules.deal_class.points_scale
        per_point = 1.0 / scale if scale else 0.0
        # A deal's points are bounded by what each play can score (every end of a cross at its top
        # number, at most) and the pips of the whole set: loose, but true, bounds of the utility.
        deal_points = n_tiles * 4 * rules.set_max + n_tiles * rules.set_max
        bound = 1.0 + per_point * deal_points * (DEALS_PER_MATCH if whole_match else 1)
        game_info = pyspiel.GameInfo(
            num_distinct_actions=codec.size,
            max_chance_outcomes=max(n_tiles, players),
            num_players=players,
            min_utility=-bound,
            max_utility=bound,
            max_game_length=1 + (MOVES_PER_DEAL + n_tiles) * (DEALS_PER_MATCH if whole_match else 1),
        )
        # The base class first: pybind11 keeps the attributes set after it.
        super().__init__(game_type, game_info, dict(params))
        self.rules: Rules = rules
        self.whole_match = whole_match
        self.codec = codec
        self.encoder = ObservationEncoder(rules)
        self.n_tiles = n_tiles
        self.first_leader_drawn = rules.deal_class.first_leader_drawn
        self.per_point = per_point
        """What a point scored is worth step by step (0: the rewards come at the end, see the module)."""

    def new_initial_state(self) -> DominoState:
        return DominoState(self)

    def make_py_observer(self, iig_obs_type: Any = None, params: Mapping[str, Any] | None = None) -> DominoObserver:
        """A seat's observation (``perfect_recall=False``) or information state (``True``)."""
        if params:
            raise ValueError(f"observation parameters are not supported; {dict(params)} were given")
        return DominoObserver(self, iig_obs_type or pyspiel.IIGObservationType(perfect_recall=False))


class DominoState(pyspiel.State):  # type: ignore[misc]
    """A deal or a match being played: the engine's :class:`~dominohall.match.Match` (made when the first
    deal's shuffle is complete) and the shuffle being drawn."""

    def __init__(self, game: DominoGame) -> None:
        super().__init__(game)
        self.match: Match | None = None
        self.first_due: int | None = None if game.first_leader_drawn else 0
        """The seat due to lead the first deal (drawn by a chance node where SA-2 says so)."""
        self.shuffle: list[int] = []
        """The tiles of the coming deal drawn so far, in order."""
        self.redealt: list[DealSetup] = []
        """Shuffles of the coming deal that the rules deal again (given to the match with the next)."""
        self._legal: tuple[int, dict[int, Move]] = (-1, {})
        self._moves = 0
        n = game.rules.players
        self._rewards = [0.0] * n
        """The last step's rewards (a game whose points count step by step)."""
        self._gained = [0.0] * n
        """The sum of every step's point rewards so far (the returns count them)."""
        self._deal_points = [0] * n
        """Points the plays of the live deal scored, per seat (the rest of a deal's points is its end's)."""

    @property
    def domino_game(self) -> DominoGame:
        """The game (OpenSpiel's, shared by every clone: a clone deep-copies the state's attributes)."""
        game: DominoGame = self.get_game()
        return game

    # ---- OpenSpiel's state API --------------------------------------------------------------------
    def current_player(self) -> int:
        if self._terminal():
            return int(pyspiel.PlayerId.TERMINAL)
        match = self.match
        if match is None or match.waiting:
            return int(pyspiel.PlayerId.CHANCE)
        return match.turn

    def is_terminal(self) -> bool:
        return self._terminal()

    def _legal_actions(self, player: int) -> list[int]:
        return sorted(self.legal_moves())

    def chance_outcomes(self) -> list[tuple[int, float]]:
        if self.first_due is None:
            n = self.domino_game.rules.players
            return [(seat, 1.0 / n) for seat in range(n)]
        left = list(iter_tiles(self._in_play() & ~mask_of(self.shuffle)))
        return [(tile, 1.0 / len(left)) for tile in left]

    def _apply_action(self, action: int) -> None:
        if self.is_chance_node():
            if self.first_due is None:
                self.first_due = int(action)
            else:
                self._draw(int(action))
            return
        move = self.legal_moves().get(int(action))
        if move is None or self.match is None:
            raise ValueError(f"action {action} ({self._describe(int(action))}) is not legal now")
        per_point = self.domino_game.per_point
        start = len(self.match.history) if per_point else 0
        self.match.push(move)
        self._moves += 1
        if per_point:
            self._step_rewards(self.match.history[start:], per_point)

    def _step_rewards(self, events: list[Event], per_point: float) -> None:
        """The points the step scored, as rewards (see the module)."""
        n = len(self._rewards)
        rewards = [0.0] * n
        for event in events:
            if isinstance(event, Dealt):
                self._deal_points = [0] * n
            elif isinstance(event, Scored):
                self._deal_points[event.seat] += event.points
                for s, r in enumerate(point_rewards(event.seat, event.points, n, per_point)):
                    rewards[s] += r
            elif isinstance(event, DealEnded):
                for seat, total in enumerate(event.result.points):
                    end_points = total - self._deal_points[seat]
                    if end_points:
                        for s, r in enumerate(point_rewards(seat, end_points, n, per_point)):
                            rewards[s] += r
        for s in range(n):
            self._gained[s] += rewards[s]
        self._rewards = rewards

    def _action_to_string(self, player: int, action: int) -> str:
        if player == pyspiel.PlayerId.CHANCE:
            return f"first leader: seat {action}" if self.first_due is None else f"deal {TILE_NAMES[action]}"
        return self._describe(action)

    def returns(self) -> list[float]:
        n = self.domino_game.rules.players
        match = self.match
        if match is None or not self._terminal():
            return self._gained[:] if self.domino_game.per_point else [0.0] * n
        if self.domino_game.whole_match:
            outcome = list(match.returns)
        else:
            result = match.deal.result
            outcome = list(result.returns) if result is not None else [0.0] * n
        if not self.domino_game.per_point:
            return outcome
        return [outcome[s] + self._gained[s] for s in range(n)]

    def rewards(self) -> list[float]:
        """The last step's rewards: where points count step by step, those it scored (and, at the end,
        the outcome); elsewhere the returns once the game is over (see the module)."""
        if not self.domino_game.per_point:
            return self.returns() if self._terminal() else [0.0] * self.domino_game.rules.players
        if not self._terminal():
            return self._rewards[:]
        returns, gained = self.returns(), self._gained
        return [returns[s] - gained[s] + self._rewards[s] for s in range(len(returns))]

    def __str__(self) -> str:
        """Everything, hidden tiles too (for debugging, never for a player)."""
        if self.match is None:
            return f"dealing: {' '.join(TILE_NAMES[t] for t in self.shuffle)}"
        deal = self.match.deal
        hands = " | ".join(" ".join(names(h)) for h in deal.hands)
        return f"{self.match!r}; hands: {hands}; table: {' '.join(names(deal.layout_tiles()))}"

    def resample_from_infostate(self, player: int, probability_sampler: Any) -> DominoState:
        """A state ``player`` cannot tell from this one: the tiles it cannot see dealt again at random,
        consistently with all it knows (:func:`dominohall.sampling.sample_world`; OpenSpiel's ISMCTS
        asks for these). Its history of actions is this state's: replaying it does not give it."""
        clone: DominoState = self.clone()
        match = self.match
        if match is None or self._terminal() or match.deal.result is not None:
            return clone  # nothing is hidden that the moves now depend on
        rng = random.Random(int(probability_sampler() * 2**53))
        clone.match = match.with_world(sample_world(match.view(player), rng), player)
        clone._legal = (-1, {})  # the legal moves are the imagined world's
        return clone

    # ---- helpers ------------------------------------------------------------------------------
    def legal_moves(self) -> dict[int, Move]:
        """The legal action ids of the seat to move, each with its move."""
        match = self.match
        if match is None or self._terminal():
            return {}
        if self._legal[0] != self._moves:
            layout = match.deal.layout() if self.domino_game.codec.junctions else None
            self._legal = (self._moves, self.domino_game.codec.encode_all(match.legal_moves(), layout))
        return self._legal[1]

    def view(self, seat: int) -> View | None:
        """What ``seat`` may see now; ``None`` before the first deal is dealt."""
        return None if self.match is None else self.match.view(seat)

    def _terminal(self) -> bool:
        match = self.match
        if match is None:
            return False
        if self.domino_game.whole_match:
            return match.is_over
        return match.deal.result is not None

    def _in_play(self) -> TileSet:
        excluded = self.match.out_of_play if self.match is not None else 0
        return self.domino_game.rules.full_set & ~excluded

    def _draw(self, tile: int) -> None:
        """Add ``tile`` to the shuffle; once the hands and the stock are drawn, deal it."""
        rules = self.domino_game.rules
        in_play = self._in_play()
        count = in_play.bit_count()
        cls: type[Deal] = rules.deal_class
        hand_size, stock_size = cls.deal_shape(rules, count)
        self.shuffle.append(tile)
        # The last tile of a deal without tiles set aside is no chance: it is the one left.
        if len(self.shuffle) < min(rules.players * hand_size + stock_size, count - 1):
            return
        drawn = mask_of(self.shuffle)
        tiles = self.shuffle + list(iter_tiles(in_play & ~drawn))
        self.shuffle = []
        match = self.match
        due = match.due if match is not None else self.first_due
        assert due is not None
        setup = setup_in_order(cls, rules, tiles, due)
        number = match.deal_number if match is not None else 1
        if cls.find_leader(rules, setup, due, number) is None:
            self.redealt.append(setup)  # WS-3, TW-2, MC-2: dealt again
            return
        setups, self.redealt = [*self.redealt, setup], []
        if match is None:
            state = MatchState(leader=due) if self.domino_game.first_leader_drawn else None
            self.match = Match(rules, 0, setups, state, wait_for_deals=True)
        else:
            for given in setups:
                match.give_deal(given)

    def _describe(self, action: int) -> str:
        move = self.legal_moves().get(action)
        if move is not None:
            return str(move)
        try:
            return self.domino_game.codec.describe(action)
        except ValueError:
            return f"out of range ({action})"


class DominoObserver:
    """A seat's observation or information state (OpenSpiel's ``PyObserver`` interface), from its
    :class:`~dominohall.views.View` alone (see the module docstring)."""

    def __init__(self, game: DominoGame, iig_obs_type: Any) -> None:
        if iig_obs_type.private_info != pyspiel.PrivateInfoType.SINGLE_PLAYER or not iig_obs_type.public_info:
            raise ValueError("a dominohall seat observes its own hand and the public facts; no other observer is made")
        self.encoder = game.encoder
        self.perfect_recall = bool(iig_obs_type.perfect_recall)
        order = game.n_tiles if self.perfect_recall else 0
        self.tensor: NDArray[np.float32] = np.zeros(self.encoder.size + order, np.float32)
        self.dict: dict[str, NDArray[np.float32]] = {}
        for name, start, size in self.encoder.sections():
            self.dict[name] = self.tensor[start : start + size]
        if order:
            self.dict["order"] = self.tensor[self.encoder.size :]

    def set_from(self, state: DominoState, player: int) -> None:
        view = state.view(player)
        if view is None:
            self.tensor.fill(0.0)
            return
        self.tensor[: self.encoder.size] = self.encoder.encode(view)
        if self.perfect_recall:
            order = self.dict["order"]
            order.fill(0.0)
            n_tiles = len(order)
            for k, tile in enumerate(_played_this_deal(view), start=1):
                order[tile] = k / n_tiles

    def string_from(self, state: DominoState, player: int) -> str:
        view = state.view(player)
        dealing = f"dealing {len(state.shuffle)}" + (f" (redealt {len(state.redealt)})" if state.redealt else "")
        if view is None:
            first = "" if state.first_due is None else f"; first leader: seat {state.first_due}"
            return f"p{player}{first}; {dealing}"
        if self.perfect_recall:
            history = " ".join(repr(e) for e in view.history)
            return f"p{player} hand:{' '.join(names(view.hand))}; {history}; {dealing}"
        return observation_text(view)


def observation_text(view: View) -> str:
    """A view in words: the seat, its hand, the table and its open ends, the counts and the standing."""
    ends = " ".join(f"{end or '-'}:{value}" for end, value in sorted(view.open_ends.items()))
    standing = {
        "tokens": lambda: " ".join(",".join(names(t)) or "-" for t in view.tokens),
        "marks": lambda: " ".join(map(str, view.marks)),
        "points": lambda: " ".join(map(str, view.scores)),
    }[variant_info(view.variant).match_kind]()
    return (
        f"p{view.seat} hand:{' '.join(names(view.hand))}; table:{' '.join(names(view.layout_tiles))}; "
        f"ends:{ends}; hands:{' '.join(map(str, view.hand_counts))}; stock:{view.stock_count}; "
        f"turn:{view.turn}; over:{int(view.deal_over)}; standing:{standing}"
    )


def _played_this_deal(view: View) -> list[int]:
    """The tiles played in the view's deal so far, in order."""
    played: list[int] = []
    for event in view.history:
        if isinstance(event, Dealt):
            played = []
        elif isinstance(event, Played):
            played.append(event.move.tile)
    return played


for _variant in list(VARIANTS):
    register(_variant)

__all__ = ["PREFIX", "DominoGame", "DominoObserver", "DominoState", "game_name", "register"]
