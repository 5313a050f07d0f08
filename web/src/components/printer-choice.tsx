import { useQuery } from "@tanstack/react-query";
import { printingCalls } from "@wms/domain";
import { Select } from "antd";
import { useState } from "react";
import { call, callKey } from "../platform/api/client";

/** The print target when no ZPL printer is chosen: the PDF drawn in the browser, as before. */
export const browserPdf = 0;

/** Where the device keeps its printer: a handheld at a station prints to that station's printer from then on. */
const deviceKey = "wms.printer";

const readDevicePrinter = () => {
  const kept = Number(localStorage.getItem(deviceKey));
  return Number.isInteger(kept) && kept > 0 ? kept : browserPdf;
};

/** The active ZPL printers (a PDF printer is the browser's own print). */
export const useZplPrinters = () =>
  useQuery({
    queryKey: callKey(printingCalls.getPrinters),
    queryFn: () => call(printingCalls.getPrinters, undefined),
    select: (a) => (a.ResponseCode === "200" ? a.ResponseData.filter((p) => p.Kind === "ZPL") : []),
  });

/**
 * The printer this device prints to: kept on the device once chosen, so every print screen of a station's handheld
 * goes to that station's printer; the browser's PDF while none is chosen or the kept one is no longer active.
 */
export function useDevicePrinter() {
  const printers = useZplPrinters();
  const [chosen, setChosen] = useState(readDevicePrinter);
  const active = printers.data?.some((p) => p.PrinterId === chosen) ? chosen : browserPdf;
  const choose = (printerId: number) => {
    setChosen(printerId);
    if (printerId === browserPdf) localStorage.removeItem(deviceKey);
    else localStorage.setItem(deviceKey, String(printerId));
  };
  return { printerId: active, choose, printers: printers.data ?? [] };
}

/** The Print to drop-down: the browser's PDF or a ZPL printer by name and station. */
export function PrinterChoice({ device }: { device: ReturnType<typeof useDevicePrinter> }) {
  return (
    <Select
      size="large"
      aria-label="Print to"
      value={device.printerId}
      onChange={device.choose}
      style={{ minWidth: 220 }}
      options={[
        { value: browserPdf, label: "PDF in the browser" },
        ...device.printers.map((p) => ({ value: p.PrinterId, label: `${p.PrinterName} (${p.Station})` })),
      ]}
    />
  );
}
