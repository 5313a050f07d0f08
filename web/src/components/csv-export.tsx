import { type CsvColumn, csvText } from "@wms/domain";
import { Button, Progress, Space, Typography } from "antd";
import { useEffect, useRef, useState } from "react";
import { downloadCsv } from "./csv";

/** Progress shown while an export is read: it creeps towards 90% (the rows' count is known, their arrival is not). */
const creepMs = 4000;

/**
 * An Export button: reads every row (`read` answers them, or null when the server refused and said why), saves
 * them as `<file>_<time>.csv`, and shows the progress meanwhile.
 */
export function CsvExportButton<Row>({
  file,
  rowCount,
  read,
  columns,
  onEmpty,
}: {
  file: string;
  rowCount: number;
  read: () => Promise<Row[] | null>;
  columns: ReadonlyArray<CsvColumn<Row>>;
  onEmpty: () => void;
}) {
  const [percent, setPercent] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);
  useEffect(() => () => clearInterval(timer.current ?? undefined), []);

  const start = async () => {
    if (percent !== null) return;
    const started = Date.now();
    setPercent(0);
    timer.current = setInterval(
      () => setPercent(Math.min(90, Math.round(((Date.now() - started) / creepMs) * 90))),
      200,
    );
    try {
      const rows = await read();
      if (rows === null) return;
      if (rows.length === 0) return onEmpty();
      setPercent(100);
      downloadCsv(file, csvText(columns, rows));
    } finally {
      clearInterval(timer.current ?? undefined);
      setPercent(null);
    }
  };

  return (
    <Space wrap>
      <Button onClick={start} loading={percent !== null}>
        Export
      </Button>
      {percent !== null && (
        <Space aria-live="polite">
          <Progress type="circle" size={28} percent={percent} />
          <Typography.Text>Preparing export of {rowCount} rows…</Typography.Text>
        </Space>
      )}
    </Space>
  );
}
