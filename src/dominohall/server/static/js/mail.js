// E-mail, the networking (docs/protocol.md "Mail"): the signed-in person's address and what they
// are sent. Every call answers {ok, status, data} as net.js's; the games page renders them (games.js).

import { deleteJson, getJson, patchJson, postJson } from "./net.js";

/** {enabled, address, verified, mode: "turn" | "digest" | "none", language}. */
export const myMail = () => getJson("/api/account/mail");

/** A new address (unverified until the link mailed to it is followed), mails in `language`. */
export const giveAddress = (address, language) => postJson("/api/account/mail", { address, language });

/** What is sent: "turn" (a mail each turn), "digest" (one a day) or "none"; and in which language. */
export const chooseMode = (mode, language) => patchJson("/api/account/mail", { mode, language });

/** The address forgotten: nothing more is sent. */
export const forgetAddress = () => deleteJson("/api/account/mail");
