import {
  displayDateFormat,
  formatSentDate,
  inboundMessages as m,
  reportRangeProblem,
  sentDateFormat,
  toastLifeMs,
  toastTitle,
} from "@wms/domain";
import dayjs, { type Dayjs } from "dayjs";
import { type FormEvent, useRef, useState } from "react";
import { showToast } from "../../platform/toast";

/** Dates are shown D MMM YYYY; typing the sent form MM/DD/YYYY works too. */
export const dateFormats = [displayDateFormat, sentDateFormat];
export const defaultRange = { from: dayjs().subtract(7, "day"), to: dayjs() };
type Side = "from" | "to";

const dateError = (message: string) =>
  showToast("error", message, { title: toastTitle.error, lifeMs: toastLifeMs.other });

const sent = (d: Dayjs | null) => (d ? formatSentDate(d.toDate()) : "");

/**
 * A report's From and To dates, picked or typed: text that is no date is refused (not dropped as empty), a
 * range in the wrong order is told at once; `range()` gives the dates to send, or null after saying why not.
 */
export function useReportRange() {
  const [from, setFrom] = useState<Dayjs | null>(defaultRange.from);
  const [to, setTo] = useState<Dayjs | null>(defaultRange.to);
  const typed = useRef<Record<Side, string>>({ from: "", to: "" });
  const [notDate, setNotDate] = useState<Record<Side, boolean>>({ from: false, to: false });

  const range = () => {
    if (notDate.from || notDate.to) {
      dateError(m.onlyDate);
      return null;
    }
    const problem = reportRangeProblem(sent(from), sent(to));
    if (problem) {
      dateError(problem);
      return null;
    }
    return { FromDate: sent(from), ToDate: sent(to) };
  };

  /** A picked date: an order problem is told at once, from the side just changed. */
  const pick = (side: Side) => (d: Dayjs | null) => {
    setNotDate((n) => ({ ...n, [side]: false }));
    if (side === "from") setFrom(d);
    else setTo(d);
    const [f, t] = side === "from" ? [d, to] : [from, d];
    if (f && t && f.isAfter(t, "day")) dateError(reportRangeProblem(sent(f), sent(t), side) ?? "");
  };
  /** Text typed into a picker that is no date is kept as such, not dropped as empty. */
  const typing = (side: Side) => (e: FormEvent<HTMLElement>) => {
    typed.current[side] = (e.target as HTMLInputElement).value;
  };
  const leave = (side: Side) => () => {
    const text = typed.current[side].trim();
    typed.current[side] = "";
    if (text === "") return;
    const bad = !dayjs(text, dateFormats, true).isValid();
    setNotDate((n) => ({ ...n, [side]: bad }));
    if (bad) dateError(m.onlyDate);
  };

  return { from, to, range, pick, typing, leave };
}
