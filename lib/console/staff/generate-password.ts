import { randomInt } from "node:crypto";

/*
 * Passwords the server makes up for a new account or a reset. They are shown once to the admin,
 * who passes them on by hand, so they avoid look-alike characters (0/O, 1/l/I) and come in
 * groups that are easy to read out: 5 groups of 4 from 54 symbols is about 115 bits.
 */
const ALPHABET = "abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789";
const GROUPS = 5;
const GROUP_LENGTH = 4;

export function generatePassword(): string {
  const groups: string[] = [];
  for (let g = 0; g < GROUPS; g++) {
    let group = "";
    // randomInt draws without modulo bias, unlike bytes % alphabet length.
    for (let i = 0; i < GROUP_LENGTH; i++) group += ALPHABET[randomInt(ALPHABET.length)];
    groups.push(group);
  }
  return groups.join("-");
}
