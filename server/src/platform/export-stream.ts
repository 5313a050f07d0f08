import { Readable } from "node:stream";
import { commonMessages, responseCode } from "@wms/domain";
import type { FastifyReply } from "fastify";
import { ok } from "./envelope.js";

/** Rows one export read fetches: the server holds one batch at a time, whatever the export's size. */
export const exportBatchRows = 1000;

/** The JSON of a batch's rows, each after a comma unless it is the answer's very first row. */
const rowsJson = (rows: readonly object[], first: boolean) =>
  rows.map((row, i) => (first && i === 0 ? "" : ",") + JSON.stringify(row)).join("");

/**
 * Answers an export: the '200' envelope with its rows written batch by batch as the reads produce
 * them (a chunked body, read on as the client takes it), never built whole in memory. The first
 * batch is read before answering, so a failure there still answers an ordinary error envelope.
 */
export async function sendExport(reply: FastifyReply, batches: AsyncIterable<readonly object[]>) {
  const reads = batches[Symbol.asyncIterator]();
  const firstBatch = await reads.next();
  const head = JSON.stringify(ok(null, commonMessages.success)).replace(/null\}$/, "[");
  async function* body() {
    yield head;
    let batch = firstBatch;
    let first = true;
    while (!batch.done) {
      if (batch.value.length > 0) {
        yield rowsJson(batch.value, first);
        first = false;
      }
      batch = await reads.next();
    }
    yield "]}";
  }
  // A stream is not serialized, where the request log and the metrics read the answer's code.
  reply.request.responseCode = responseCode.ok;
  return reply.type("application/json; charset=utf-8").send(Readable.from(body()));
}
