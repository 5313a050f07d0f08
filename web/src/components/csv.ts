import dayjs from "dayjs";

/** Saves `csv` as `<name>_<DD-MM-YYYY_HH-mm-ss>.csv`. */
export function downloadCsv(name: string, csv: string) {
  const blob = new Blob([csv], { type: "text/csv;charset=utf-8" });
  const link = document.createElement("a");
  link.href = URL.createObjectURL(blob);
  link.download = `${name}_${dayjs().format("DD-MM-YYYY_HH-mm-ss")}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}
