import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat.js";

dayjs.extend(customParseFormat);

export const displayDateFormat = "D MMM YYYY";
export const sentDateFormat = "MM/DD/YYYY";
export const permissionDateFormat = "YYYY-MM-DD";

/** A day on the plant's calendar, `YYYY-MM-DD`: the same day whatever zone the server or browser runs in. */
export type PlantDay = string;

export function formatDisplayDate(value: Date | string | null | undefined): string {
  if (!value) return "";
  const d = dayjs(value);
  return d.isValid() ? d.format(displayDateFormat) : "";
}

export function formatSentDate(value: Date | string): string {
  return dayjs(value).format(sentDateFormat);
}

const sentDay = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const isoDay = /^(\d{4})-(\d{2})-(\d{2})$/;
const isoInstant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:?\d{2})$/;

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** The calendar day `y-m-d` when it exists (no 30 February), else null. */
function realDay(y: number, m: number, d: number): PlantDay | null {
  const t = new Date(Date.UTC(y, m - 1, d));
  if (t.getUTCFullYear() !== y || t.getUTCMonth() !== m - 1 || t.getUTCDate() !== d) return null;
  return `${pad(y, 4)}-${pad(m)}-${pad(d)}`;
}

/** The plant day an instant falls on in `timeZone` (an IANA name). */
export function plantDayOf(instant: Date, timeZone: string): PlantDay {
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(instant);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/** The machine's own zone: the plant's clock when WMS_TIMEZONE is not set. */
export const machineTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A date sent as MM/DD/YYYY (or YYYY-MM-DD) is a plant day, read as written, never shifted by a
 * zone; a full ISO instant becomes the day it falls on in `timeZone`. Null when it is not a real date.
 */
export function parseSentDate(value: string, timeZone: string = machineTimeZone()): PlantDay | null {
  const text = value.trim();
  const sent = sentDay.exec(text);
  if (sent) return realDay(Number(sent[3]), Number(sent[1]), Number(sent[2]));
  const iso = isoDay.exec(text);
  if (iso) return realDay(Number(iso[1]), Number(iso[2]), Number(iso[3]));
  if (isoInstant.test(text)) {
    const instant = new Date(text);
    return Number.isNaN(instant.getTime()) ? null : plantDayOf(instant, timeZone);
  }
  return null;
}

/** Whether `timeZone` is an IANA zone this runtime knows. */
export function isTimeZone(timeZone: string): boolean {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The plant day `days` days before today in `timeZone`. */
export function plantDaysAgo(days: number, timeZone: string = machineTimeZone()): PlantDay {
  return plantDayOf(new Date(Date.now() - days * 24 * 60 * 60 * 1000), timeZone);
}

/** Whole days from one plant day to another (negative when `to` is earlier). */
export const daysFrom = (from: PlantDay, to: PlantDay): number =>
  Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
