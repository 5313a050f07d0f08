import { describe, expect, it } from "vitest";
import { z } from "zod";
import { quantity, text } from "./bounds.js";
import { recordCountRequest } from "./cycle-count.js";
import { cycleCountMessages } from "./messages/cycle-count.js";
import { fieldInWords } from "./plain-issues.js";

const messageOf = (schema: z.ZodType, value: unknown) => {
  const checked = schema.safeParse(value);
  return checked.success ? null : checked.error.issues[0].message;
};

describe("plain validation messages", () => {
  it("names a field in words, a list's row from 1, never a path", () => {
    expect(fieldInWords(["Lines", 0, "QRCode"])).toBe("QR Code on row 1");
    expect(fieldInWords(["BinAddress"])).toBe("Bin Address");
    expect(fieldInWords(["MRNID"])).toBe("MRNID");
    expect(fieldInWords([])).toBe("This value");
  });

  it("zod's own messages become plain words naming the field", () => {
    const schema = z.object({
      Lines: z.array(z.object({ ProductCode: text(5), Remark: z.string().min(1) })).max(2),
      PiecesPerPacket: z.number().int().positive(),
      Kind: z.enum(["FG", "RM"]),
    });
    const ok = { Lines: [{ ProductCode: "A", Remark: "x" }], PiecesPerPacket: 1, Kind: "FG" };
    expect(messageOf(schema, { ...ok, Lines: [{ ProductCode: "ABCDEF", Remark: "x" }] })).toBe(
      "Product Code on row 1 can be at most 5 characters.",
    );
    expect(messageOf(schema, { ...ok, Lines: [{ ProductCode: "A", Remark: "" }] })).toBe(
      "Please enter Remark on row 1.",
    );
    expect(messageOf(schema, { ...ok, Lines: [ok.Lines[0], ok.Lines[0], ok.Lines[0]] })).toBe(
      "Lines can be at most 2 entries.",
    );
    expect(messageOf(schema, { ...ok, PiecesPerPacket: "many" })).toBe(
      "Pieces Per Packet is not valid: a number is expected.",
    );
    expect(messageOf(schema, { ...ok, PiecesPerPacket: 0 })).toBe("Pieces Per Packet must be more than 0.");
    expect(messageOf(schema, { ...ok, PiecesPerPacket: undefined })).toBe("Please enter Pieces Per Packet.");
    expect(messageOf(schema, { ...ok, Kind: "XX" })).toBe("Kind must be one of: FG, RM.");
  });

  it("a schema's own message is kept exactly, whatever the field's place (the count's qty on any row)", () => {
    const line = (Qty: unknown) => ({
      CountId: 1,
      Lines: [
        { QRCode: "7-1-001", Qty },
        { QRCode: "7-1-002", Qty },
      ],
    });
    expect(messageOf(recordCountRequest, line(-5))).toBe(cycleCountMessages.enterQty);
    expect(messageOf(quantity(), "12.3456")).toBe("Quantity can have at most 3 decimals.");
  });
});
