import { pipeline, Readable } from "node:stream";
import { inboundMessages as m } from "@wms/domain";
import { CsvError, parse } from "csv-parse";
import { BusinessRuleError } from "../../platform/envelope.js";

/** A parsed CSV record: the file's line it starts on and its cells by header name. */
export interface CsvRecord {
  line: number;
  fields: Record<string, string>;
}

/** CSV as it arrives: bytes or text, in chunks. */
export type CsvChunks = Iterable<Buffer | string> | AsyncIterable<Buffer | string>;

/** The delimiters a spreadsheet saves with: comma, semicolon (where the comma is the decimal mark) and tab. */
const delimiters = [",", ";", "\t"] as const;

/** Longest record read, in characters: a file without line breaks is refused instead of read whole. */
const maxRecordChars = 1024 * 1024;

/** The delimiter of a file: whichever of `,` `;` tab its header line holds most of, outside quotes (comma on a tie). */
export function delimiterOf(headerLine: string): string {
  const counts = new Map<string, number>(delimiters.map((d) => [d, 0]));
  let quoted = false;
  for (const c of headerLine) {
    if (c === '"') quoted = !quoted;
    else if (!quoted && counts.has(c)) counts.set(c, (counts.get(c) ?? 0) + 1);
  }
  return delimiters.reduce((best, d) => ((counts.get(d) ?? 0) > (counts.get(best) ?? 0) ? d : best));
}

/** The refusal of a file csv-parse could not read, in the plant's words, at the line it stopped on. */
function unreadable(err: CsvError): BusinessRuleError {
  const line = (err as CsvError & { lines?: number }).lines ?? 1;
  const message =
    err.code === "CSV_RECORD_INCONSISTENT_FIELDS_LENGTH"
      ? m.csvRagged((err.record as unknown[] | undefined)?.length ?? 0)
      : err.code === "CSV_QUOTE_NOT_CLOSED"
        ? m.csvQuoteNotClosed
        : err.code === "CSV_INVALID_CLOSING_QUOTE" || err.code === "CSV_NON_TRIMABLE_CHAR_AFTER_CLOSING_QUOTE"
          ? m.csvTextAfterQuote
          : err.code === "CSV_MAX_RECORD_SIZE"
            ? m.csvLineTooLong
            : m.csvUnreadable;
  return new BusinessRuleError(m.importFailed, [{ Line: line, Message: message }]);
}

/** The source as one stream of text chunks, the header line (up to its first line break) read ahead. */
async function withHeaderLine(source: CsvChunks) {
  const chunks = (async function* () {
    yield* source;
  })();
  let head = "";
  const decoder = new TextDecoder("utf-8");
  for (let next = await chunks.next(); ; next = await chunks.next()) {
    if (next.done) {
      head += decoder.decode();
      break;
    }
    head += typeof next.value === "string" ? next.value : decoder.decode(next.value, { stream: true });
    if (/[\r\n]/.test(head)) break;
  }
  // Why the source stopped, if it failed (the byte limit): the parser downstream only sees itself aborted.
  const failed: { error?: unknown } = {};
  async function* text() {
    yield head;
    try {
      for (let next = await chunks.next(); !next.done; next = await chunks.next()) {
        yield typeof next.value === "string" ? next.value : decoder.decode(next.value, { stream: true });
      }
    } catch (err) {
      failed.error = err;
      throw err;
    }
    const rest = decoder.decode();
    if (rest) yield rest;
  }
  return { headerLine: head.replace(/^\uFEFF/, "").split(/[\r\n]/, 1)[0] ?? "", text: text(), failed };
}

/**
 * Reads CSV row by row (csv-parse: quoted cells, doubled quotes, CRLF or LF, a byte-order mark), the
 * delimiter taken from the header row. Yields the header's names first (line 1), then each record as
 * its cells by name; blank lines are skipped, line numbers are the file's. A row with more or fewer
 * cells than the header, or a quote left open, stops the read with a refusal naming its line.
 */
export async function* csvRecords(source: CsvChunks): AsyncGenerator<{ header: string[] } | CsvRecord> {
  const { headerLine, text, failed } = await withHeaderLine(source);
  const parser = parse({
    delimiter: delimiterOf(headerLine),
    bom: true,
    trim: true,
    skip_empty_lines: true,
    max_record_size: maxRecordChars,
    info: true,
    raw: true,
  });
  // The pipeline hands a failed read (the byte limit) on to the parser, whose loop below then throws it.
  pipeline(Readable.from(text), parser, () => {});
  let names: string[] | null = null;
  try {
    for await (const { record, info, raw } of parser as AsyncIterable<{
      record: string[];
      info: { lines: number };
      raw: string;
    }>) {
      // info.lines is the line the record ends on: less the breaks inside its quoted cells (raw starts with any blank lines skipped).
      const line =
        info.lines -
        (raw
          .replace(/^[\r\n]+/, "")
          .replace(/\r?\n$/, "")
          .match(/\n/g)?.length ?? 0);
      if (!names) {
        names = record;
        yield { header: names };
        continue;
      }
      const header = names;
      yield { line, fields: Object.fromEntries(header.map((n, i) => [n, record[i] ?? ""])) };
    }
  } catch (err) {
    if (err instanceof CsvError) throw unreadable(err);
    throw failed.error ?? err;
  } finally {
    parser.destroy();
  }
}
