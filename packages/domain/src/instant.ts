import { z } from "zod";

/** A point in time in an answer: ISO text on the wire, a Date in the server's hands. */
export const instant = z.codec(z.iso.datetime({ offset: true }), z.date(), {
  decode: (text) => new Date(text),
  encode: (date) => date.toISOString(),
});
