/*
 * What a search for users can match, said the same way wherever a person searches (the users
 * list and the Ctrl+K palette). Ops and analysts never receive patient names, so their searches
 * match ids only; a name typed there finds nothing, and "check the spelling" would mislead.
 */

export const ID_ONLY_SEARCH = "Your role searches by id only: part of a client user ID or the start of a user ID.";

/** The palette's line when nothing matched: what was searched and, for id-only roles, why. */
export function noUserMatchText(query: string, names: boolean): string {
  return names ? `No user matches “${query}”.` : `No user matches “${query}”. ${ID_ONLY_SEARCH}`;
}
