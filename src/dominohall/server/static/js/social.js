// Finding opponents, the networking (docs/protocol.md "Opponents"): the signed-in person's blocks,
// follows and challenges. Every call answers {ok, status, data} as net.js's; the pages render the answers
// (player.js: block and challenge a player, your own blocks; games.js: your challenges).

import { deleteJson, getJson, postJson } from "./net.js";

const named = (name) => encodeURIComponent(name);

/** {blocks: [{name, at}], limit}. */
export const myBlocks = () => getJson("/api/account/blocks");

export const block = (name) => postJson("/api/account/blocks", { name });

export const unblock = (name) => deleteJson(`/api/account/blocks/${named(name)}`);

/** {follows: [{name, at}], limit}. */
export const myFollows = () => getJson("/api/account/follows");

export const follow = (name) => postJson("/api/account/follows", { name });

export const unfollow = (name) => deleteJson(`/api/account/follows/${named(name)}`);


/** {incoming: [CHALLENGE], outgoing: [CHALLENGE], limit}. */
export const myChallenges = () => getJson("/api/challenges");

/** Challenge `to` to `table` (a POST /api/tables body with two people's seats: theirs the second). */
export const challenge = (to, table) => postJson("/api/challenges", { to, table });

export const accept = (id) => postJson(`/api/challenges/${named(id)}/accept`, {});

/** Decline a challenge sent to you, or withdraw one you sent. */
export const decline = (id) => postJson(`/api/challenges/${named(id)}/decline`, {});

/** The table a challenge asks for: the game at its fewest players, the two people first (the
 * challenger at seat 0), greedy at the other seats (a rating anchor of every game), live or
 * `hours` a move. */
export function challengeTable(variant, info, hours, rated) {
  const players = Math.max(2, (info && info.min_players) || 2);
  const seats = [{ kind: "human" }, { kind: "human" }];
  while (seats.length < players) seats.push({ kind: "bot", bot: "greedy" });
  const table = { variant, players, seats, rated: Boolean(rated) };
  if (hours) table.pace = { kind: "turn-based", hours };
  return table;
}
