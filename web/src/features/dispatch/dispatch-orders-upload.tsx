import { UploadOutlined } from "@ant-design/icons";
import { useQueryClient } from "@tanstack/react-query";
import { dispatchText as text } from "@wms/domain";
import { Alert, Button, Upload } from "antd";
import { useState } from "react";
import { showToast } from "../../platform/toast";
import { dispatchOrderKeys, importDispatchOrders, type OrdersFile, type RefusedRow } from "./api";

/** A file's text, as read by every browser the floor uses. */
const textOf = (file: File) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(file);
  });

/** A file as the import takes it: a JSON file's array of rows, else the text of a CSV file. */
export async function importOf(file: File): Promise<OrdersFile | string> {
  const content = await textOf(file);
  if (!file.name.toLowerCase().endsWith(".json")) return { Csv: content };
  try {
    const rows: unknown = JSON.parse(content);
    if (Array.isArray(rows)) return { Rows: rows };
  } catch {
    // Said below in the same words as a JSON file that is not a list.
  }
  return `${file.name} is not a JSON list of rows.`;
}

/**
 * The upload button of Dispatch Orders: a CSV or JSON file, all or nothing; a refusal lists each bad row with its
 * line, and the list reloads after an import.
 */
export function DispatchOrdersUpload() {
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [refused, setRefused] = useState<RefusedRow[]>([]);

  const upload = async (file: File) => {
    setRefused([]);
    const input = await importOf(file);
    if (typeof input === "string") return showToast("warning", input);
    setBusy(true);
    try {
      const answer = await importDispatchOrders(input);
      if (answer.ResponseCode === "200")
        for (const key of dispatchOrderKeys) await queryClient.invalidateQueries({ queryKey: key });
      else if (Array.isArray(answer.ResponseData)) setRefused(answer.ResponseData);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Upload
        accept=".csv,.json,text/csv,application/json"
        showUploadList={false}
        beforeUpload={(file) => {
          void upload(file);
          return false;
        }}
      >
        <Button icon={<UploadOutlined />} loading={busy} title={text.importHint}>
          {busy ? text.importing : text.importButton}
        </Button>
      </Upload>
      {refused.length > 0 && (
        <Alert
          type="warning"
          showIcon
          closable
          onClose={() => setRefused([])}
          style={{ width: "100%" }}
          message={text.importRefused}
          description={
            <ul aria-label="Refused rows" style={{ margin: 0, paddingLeft: 18 }}>
              {refused.map((r) => (
                <li key={`${r.Line}:${r.Message}`}>
                  Line {r.Line}: {r.Message}
                </li>
              ))}
            </ul>
          }
        />
      )}
    </>
  );
}
