/*
 * CSV as RFC 4180 writes it (comma separated, CRLF line ends, fields quoted when they hold a
 * comma, quote or line break), for files people open in a spreadsheet: anything a spreadsheet
 * would run as a formula is defused first. The console's exports (the audit log, the orders
 * list) stream through csvStream.
 */

/**
 * A leading = + - @ makes Excel, LibreOffice and Google Sheets evaluate the cell, and a tab or
 * carriage return can smuggle one past a naive check (OWASP "CSV injection"). Staff emails,
 * target ids and details are typed by people, so they get a leading apostrophe, which
 * spreadsheets show as text and do not evaluate.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",\r\n]/;

export function csvCell(value: unknown): string {
  if (value === null || value === undefined) return "";
  let text = typeof value === "string" ? value : String(value);
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvLine(cells: readonly unknown[]): string {
  return `${cells.map(csvCell).join(",")}\r\n`;
}

/** One way to pull from both: a store's batched async reader and a plain array. */
function recordIterator<T>(records: AsyncIterable<T> | Iterable<T>): AsyncIterator<T> | Iterator<T> {
  return Symbol.asyncIterator in records ? records[Symbol.asyncIterator]() : records[Symbol.iterator]();
}

/**
 * Streams a header and a line per record, `batch` rows per chunk, pulling from the iterator only
 * as fast as the client reads: millions of rows never sit in memory at once.
 */
export function csvStream<T>(
  records: AsyncIterable<T> | Iterable<T>,
  header: readonly string[],
  cells: (record: T) => unknown[],
  batch = 500,
): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = recordIterator(records);
  let headerSent = false;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let chunk = headerSent ? "" : csvLine(header);
      headerSent = true;
      for (let i = 0; i < batch; i++) {
        const next = await iterator.next();
        if (next.done) {
          if (chunk) controller.enqueue(encoder.encode(chunk));
          controller.close();
          return;
        }
        chunk += csvLine(cells(next.value));
      }
      controller.enqueue(encoder.encode(chunk));
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
