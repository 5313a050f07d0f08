import { z } from "zod";
import { mastersMessages as m } from "../messages/masters.js";
import { optionalText, requiredText } from "../text-rules.js";
import { isActiveFlag, listedRowFields, recordId } from "./fields.js";

/** ZPL: labels sent by the server over raw TCP (port 9100); PDF: drawn in the browser and printed from there. */
export const printerKinds = ["ZPL", "PDF"] as const;
export type PrinterKind = (typeof printerKinds)[number];
/** Thermal printheads: 8, 12 and 24 dots a millimetre. */
export const printerDpis = [203, 300, 600] as const;
export const zplPort = 9100;

const hostPattern = /^[A-Za-z0-9]([A-Za-z0-9.-]{0,251}[A-Za-z0-9])?$/;

const wholeIn = (min: number, max: number, message: string) =>
  z.coerce
    .number({ error: message })
    .int({ error: message })
    .min(min, { error: message })
    .max(max, { error: message });

/** Printer Master's save: a ZPL printer needs the host it is reached at. */
export const printerRequest = z
  .object({
    PrinterId: recordId,
    PrinterName: requiredText(m.printerNameRequired, 100),
    Kind: z.enum(printerKinds, { error: m.printerKindRequired }),
    Host: optionalText(253),
    // Left blank: the raw printing port every Zebra listens on.
    Port: z.preprocess(
      (v) => (v === "" || v === null ? undefined : v),
      wholeIn(1, 65535, m.printerPortInvalid).default(zplPort),
    ),
    LabelWidthMm: wholeIn(10, 300, m.labelSizeInvalid),
    LabelHeightMm: wholeIn(10, 300, m.labelSizeInvalid),
    Dpi: z.coerce
      .number({ error: m.printerDpiRequired })
      .refine((dpi) => (printerDpis as readonly number[]).includes(dpi), { error: m.printerDpiRequired }),
    Station: requiredText(m.printerStationRequired, 100),
    IsActive: isActiveFlag,
  })
  .superRefine((v, ctx) => {
    if (v.Kind !== "ZPL") return;
    if (v.Host === "") ctx.addIssue({ code: "custom", path: ["Host"], message: m.printerHostRequired });
    else if (!hostPattern.test(v.Host))
      ctx.addIssue({ code: "custom", path: ["Host"], message: m.printerHostInvalid });
  });
export type PrinterRequest = z.input<typeof printerRequest>;

/** Printer/GetPrinters row. */
export const printerRow = z.object({
  PrinterId: z.number(),
  PrinterName: z.string(),
  Kind: z.enum(printerKinds),
  Host: z.string(),
  Port: z.number(),
  LabelWidthMm: z.number(),
  LabelHeightMm: z.number(),
  Dpi: z.number(),
  Station: z.string(),
  ...listedRowFields,
});
