// Vacation, the networking (docs/protocol.md "Turn-based tables", Vacation): whether the signed-in
// person is away and the days left, going away for some days, and coming back early. Every call
// answers {ok, status, data} as net.js's; the games page renders the answers (games.js).

import { deleteJson, getJson, postJson } from "./net.js";

/** {until: iso | null, days_left, days_a_year, vacations_left}. */
export const myVacation = () => getJson("/api/account/vacation");

/** Go on vacation for `days` whole days from now. */
export const goAway = (days) => postJson("/api/account/vacation", { days });

/** Come back early: the days not taken are given back. */
export const comeBack = () => deleteJson("/api/account/vacation");
