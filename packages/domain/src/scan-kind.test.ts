import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { classifyScan, type DocumentKind, scanKinds } from "./scan-kind.js";

const everyDocument: DocumentKind[] = ["requisition", "order", "mrn", "bin"];
const documentSets = fc.subarray(everyDocument);
const randomCase = (s: string) =>
  fc
    .array(fc.boolean(), { minLength: s.length, maxLength: s.length })
    .map((upper) => [...s].map((c, i) => (upper[i] ? c.toUpperCase() : c.toLowerCase())).join(""));
const requisitionNo = fc
  .integer({ min: 0, max: 99_999_999 })
  .chain((n) => randomCase(`REQ${String(n).padStart(6, "0")}`));
const mrnId = fc.integer({ min: 1, max: 999_999_999 }).map(String);
const blanks = fc.constantFrom("", " ", "  ", "\t");
/** Packet codes as the plant prints them: MRN-line-serial, split and return suffixes, or free text. */
const packetCode = fc.oneof(
  fc
    .tuple(mrnId, fc.integer({ min: 1, max: 99_999 }), fc.integer({ min: 1, max: 999 }))
    .map(([m, l, n]) => `${m}-${l}-${String(n).padStart(3, "0")}`),
  fc
    .tuple(mrnId, fc.array(fc.constantFrom("S", "R"), { maxLength: 3 }), fc.integer({ min: 1, max: 9999 }))
    .map(([m, suffixes, id]) => [`${m}-1-001`, ...suffixes.map((s) => `${s}${id}`)].join("-")),
  fc.stringMatching(/^[A-Z][A-Z0-9-]{2,30}$/).filter((s) => !/^REQ\d+$/i.test(s)),
);
const orderNo = fc.stringMatching(/^[A-Z]{2,4}-[A-Z0-9]{1,8}$/).filter((s) => !/^REQ\d+$/i.test(s));
/** Bin addresses as Bin Master derives them (row, column: "A-03") or a plant types its own, digits only included. */
const binAddress = fc.oneof(
  fc
    .tuple(fc.stringMatching(/^[A-Z]{1,3}$/), fc.integer({ min: 1, max: 999 }))
    .map(([row, col]) => `${row}-${String(col).padStart(2, "0")}`),
  fc.stringMatching(/^[A-Z0-9][A-Z0-9-]{0,12}$/),
);

describe("classifyScan", () => {
  it("an empty or blank scan is nothing", () => {
    fc.assert(
      fc.property(blanks, documentSets, (text, documents) => classifyScan(text, { documents }) === null),
    );
  });

  it("a requisition number is a requisition wherever the screen loads requisitions, in any case and with blanks around", () => {
    fc.assert(
      fc.property(requisitionNo, blanks, blanks, fc.array(orderNo), (no, before, after, orderNos) => {
        expect(classifyScan(`${before}${no}${after}`, { documents: everyDocument, orderNos })).toBe(
          "requisition",
        );
      }),
    );
  });

  it("an MRN id is an MRN only where the screen loads MRNs", () => {
    fc.assert(
      fc.property(mrnId, documentSets, (id, documents) => {
        expect(classifyScan(id, { documents })).toBe(documents.includes("mrn") ? "mrn" : "packet");
      }),
    );
  });

  it("a known order number is an order in any case; an unknown one is taken as a packet", () => {
    fc.assert(
      fc.property(orderNo, fc.array(orderNo), (no, others) => {
        const context = { documents: ["order", "requisition"] as DocumentKind[], orderNos: [...others, no] };
        expect(classifyScan(no.toLowerCase(), context)).toBe("order");
        const unknown = `${no}-X`;
        if (!others.some((o) => o.toLowerCase() === unknown.toLowerCase()))
          expect(classifyScan(unknown, context)).toBe("packet");
      }),
    );
  });

  it("a packet code stays a packet once a document is loaded, even when it begins with a known order number", () => {
    fc.assert(
      fc.property(packetCode, fc.array(orderNo), (code, orderNos) => {
        const prefixes = [...orderNos, ...code.split("-").map((_, i, parts) => parts.slice(0, i).join("-"))];
        const known = prefixes.filter((p) => p && p.toLowerCase() !== code.toLowerCase());
        expect(classifyScan(code, { documents: ["requisition", "order"], orderNos: known })).toBe("packet");
      }),
    );
  });

  it("a known bin address is a bin wherever the screen takes bins, in any case and with blanks around, even one that looks like an MRN id, a requisition or an order", () => {
    fc.assert(
      fc.property(
        binAddress.chain((a) => randomCase(a).map((scanned) => ({ address: a, scanned }))),
        fc.array(binAddress),
        blanks,
        blanks,
        ({ address, scanned }, others, before, after) => {
          const context = {
            documents: everyDocument,
            binAddresses: [...others, address],
            orderNos: [address],
          };
          expect(classifyScan(`${before}${scanned}${after}`, context)).toBe("bin");
        },
      ),
    );
  });

  it("a bin address is no bin where the screen does not take bins, and a text no known bin has is never a bin", () => {
    fc.assert(
      fc.property(binAddress, fc.array(binAddress), fc.string(), (address, others, text) => {
        const notBins = everyDocument.filter((d) => d !== "bin");
        expect(classifyScan(address, { documents: notBins, binAddresses: [address] })).not.toBe("bin");
        const known = [...others, address];
        if (!known.some((a) => a.toLowerCase() === text.trim().toLowerCase()))
          expect(classifyScan(text, { documents: everyDocument, binAddresses: known })).not.toBe("bin");
        // a packet code that begins with a bin's address (or holds it) stays a packet
        if (!known.some((a) => a.toLowerCase() === `${address}-001`.toLowerCase()))
          expect(classifyScan(`${address}-001`, { documents: ["bin"], binAddresses: known })).toBe("packet");
      }),
    );
  });

  it("the kind is always one of the five and never a document the screen does not load", () => {
    fc.assert(
      fc.property(
        fc.string(),
        documentSets,
        fc.array(orderNo),
        fc.array(binAddress),
        (text, documents, orderNos, binAddresses) => {
          const kind = classifyScan(text, { documents, orderNos, binAddresses });
          if (kind === null) expect(text.trim()).toBe("");
          else {
            expect(scanKinds).toContain(kind);
            if (kind !== "packet") expect(documents).toContain(kind);
          }
        },
      ),
    );
  });

  it("the demo plant's codes: 5007 is an MRN, REQ000001 a requisition, ORD-9003 an order, A-03 a bin, ORD-9003-RM-SCREW-01 a packet", () => {
    const context = { documents: everyDocument, orderNos: ["ORD-9003"], binAddresses: ["A-03", "B-01"] };
    expect(classifyScan(" a-03 ", context)).toBe("bin");
    expect(classifyScan("A-031", context)).toBe("packet");
    expect(classifyScan("5007", context)).toBe("mrn");
    expect(classifyScan("req000001", context)).toBe("requisition");
    expect(classifyScan("ORD-9003", context)).toBe("order");
    expect(classifyScan("ORD-9003-RM-SCREW-01", context)).toBe("packet");
    expect(classifyScan("5007-12-001", context)).toBe("packet");
  });
});
