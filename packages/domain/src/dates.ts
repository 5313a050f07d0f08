import dayjs from "dayjs";
import customParseFormat from "dayjs/plugin/customParseFormat.js";

dayjs.extend(customParseFormat);

export const displayDateFormat = "D MMM YYYY";
export const sentDateFormat = "MM/DD/YYYY";
export const permissionDateFormat = "YYYY-MM-DD";

export function formatDisplayDate(value: Date | string | null | undefined): string {
  if (!value) return "";
  const d = dayjs(value);
  return d.isValid() ? d.format(displayDateFormat) : "";
}

export function formatSentDate(value: Date | string): string {
  return dayjs(value).format(sentDateFormat);
}

/** Parses a date sent as MM/DD/YYYY (or ISO YYYY-MM-DD); null when it is not a real date. */
export function parseSentDate(value: string): Date | null {
  const d = dayjs(value.trim(), [sentDateFormat, permissionDateFormat, "YYYY-MM-DDTHH:mm:ss.SSSZ"], true);
  return d.isValid() ? d.toDate() : null;
}
