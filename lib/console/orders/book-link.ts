/**
 * The order page's fragment that opens its booking step on arrival: the board links rows that
 * need a draw booked here, so one click reaches the booking form with the patient's address.
 */
export const BOOK_HASH = "#book";
