import { InboxOutlined } from "@ant-design/icons";
import {
  type ImportKindName,
  type ImportRowError,
  importCalls,
  importColumns,
  importCsv,
  importKindNames,
  importText as text,
} from "@wms/domain";
import { Alert, Button, Card, Progress, Select, Space, Table, Typography, Upload } from "antd";
import { useEffect, useState } from "react";
import { downloadCsv } from "../../components/csv";
import { call } from "../../platform/api/client";
import { usePagePermission } from "../../platform/permissions";

/** Where the screen is: nothing chosen, a file being checked or imported, or the answer to either. */
type Stage =
  | { step: "idle" }
  | { step: "checking" }
  | { step: "checked"; rows: number }
  | { step: "refused"; message: string; errors: ImportRowError[] }
  | { step: "importing"; rows: number }
  | { step: "imported"; rows: number };

/** The file as the import reads it: CSV as text/csv, JSON as an array; anything else is refused here. */
function asUpload(file: File): Blob | null {
  const name = file.name.toLowerCase();
  if (name.endsWith(".csv") || name.endsWith(".txt")) return new Blob([file], { type: "text/csv" });
  if (name.endsWith(".json")) return new Blob([file], { type: "application/json" });
  return null;
}

/** Seconds since `running` became true, ticking while it stays so: progress on an import that takes minutes. */
function useSecondsRunning(running: boolean) {
  const [seconds, setSeconds] = useState(0);
  useEffect(() => {
    setSeconds(0);
    if (!running) return;
    const started = Date.now();
    const timer = setInterval(() => setSeconds(Math.floor((Date.now() - started) / 1000)), 1000);
    return () => clearInterval(timer);
  }, [running]);
  return seconds;
}

/**
 * The file chosen for `kind` and where it stands: checked at once on the server (a preview, nothing saved),
 * then imported on request; `check` again with another kind re-checks the same file.
 */
function useImportFile(kind: ImportKindName) {
  const [file, setFile] = useState<{ name: string; blob: Blob } | null>(null);
  const [stage, setStage] = useState<Stage>({ step: "idle" });

  /**
   * Sends the file to the preview or the import as `of` (the kind chosen, passed while its state is not yet
   * updated); a refusal with rows lists them, any other names its reason.
   */
  const send = async (
    def: typeof importCalls.importRecords | typeof importCalls.previewRecords,
    blob: Blob,
    of: ImportKindName = kind,
  ) => {
    try {
      const answer = await call(def, { params: { kind: of }, body: blob }, { notify: "none" });
      if (answer.ResponseCode === "200") return answer.ResponseData;
      setStage({ step: "refused", message: answer.ResponseMessage, errors: answer.ResponseData ?? [] });
    } catch (err) {
      setStage({ step: "refused", message: (err as Error).message, errors: [] });
    }
    return null;
  };

  const check = async (chosen: { name: string; blob: Blob }, of: ImportKindName = kind) => {
    setFile(chosen);
    setStage({ step: "checking" });
    const answer = await send(importCalls.previewRecords, chosen.blob, of);
    if (answer) setStage({ step: "checked", rows: answer.Rows });
  };

  const choose = (picked: File) => {
    const blob = asUpload(picked);
    if (!blob) {
      setFile(null);
      setStage({ step: "refused", message: text.notCsvOrJson, errors: [] });
    } else void check({ name: picked.name, blob });
    // The file is sent by the screen, not by the Upload widget.
    return false;
  };

  const run = async () => {
    if (!file || stage.step !== "checked") return;
    setStage({ step: "importing", rows: stage.rows });
    const answer = await send(importCalls.importRecords, file.blob);
    if (answer) setStage({ step: "imported", rows: answer.Rows });
  };

  const startOver = () => {
    setFile(null);
    setStage({ step: "idle" });
  };

  return { file, stage, check, choose, run, startOver };
}

/**
 * The answer so far: checking, checked (with Import), importing with its time, imported, or refused by line.
 * A fragment, not a component: the screen's column spaces each of its panels as its own item.
 */
function stagePanels(
  stage: Stage,
  kind: ImportKindName,
  seconds: number,
  onImport: () => void,
  onAnother: () => void,
) {
  return (
    <>
      {stage.step === "checking" && <Progress percent={100} status="active" showInfo={false} />}
      {stage.step === "checking" && <Typography.Text>{text.checking}</Typography.Text>}
      {stage.step === "checked" && (
        <Alert
          type="success"
          showIcon
          title={text.checked(stage.rows)}
          action={
            <Button type="primary" onClick={onImport}>
              {text.import}
            </Button>
          }
        />
      )}
      {stage.step === "importing" && (
        <>
          <Progress percent={100} status="active" showInfo={false} />
          <Typography.Text>{text.importing(stage.rows, seconds)}</Typography.Text>
        </>
      )}
      {stage.step === "imported" && (
        <Alert
          type="success"
          showIcon
          title={text.imported(stage.rows, text.kinds[kind])}
          action={<Button onClick={onAnother}>{text.another}</Button>}
        />
      )}
      {stage.step === "refused" && (
        <>
          <Alert
            type="error"
            showIcon
            title={stage.message}
            description={stage.errors.length > 0 ? text.refused(stage.errors.length) : undefined}
          />
          {stage.errors.length > 0 && (
            <Table<ImportRowError & { key: number }>
              size="small"
              aria-label="Refused rows"
              dataSource={stage.errors.map((e, key) => ({ ...e, key }))}
              pagination={{ pageSize: 20, hideOnSinglePage: true }}
              columns={[
                { title: text.line, dataIndex: "Line", width: 90 },
                { title: text.problem, dataIndex: "Message" },
              ]}
            />
          )}
        </>
      )}
    </>
  );
}

/**
 * Data Import (admin): choose a kind, drop a CSV or JSON file; it is checked at once on the server (every row,
 * nothing saved) and its refused rows listed by line; a clean file is then imported, all or nothing.
 */
export default function DataImportPage() {
  const permission = usePagePermission();
  const [kind, setKind] = useState<ImportKindName>("Products");
  const { file, stage, check, choose, run, startOver } = useImportFile(kind);
  const [exporting, setExporting] = useState(false);
  const seconds = useSecondsRunning(stage.step === "importing");

  const exportCurrent = async () => {
    setExporting(true);
    try {
      const answer = await call(importCalls.exportRecords, { kind });
      if (answer.ResponseCode === "200") downloadCsv(kind, importCsv(kind, answer.ResponseData));
    } finally {
      setExporting(false);
    }
  };

  const busy = stage.step === "checking" || stage.step === "importing";

  return (
    <Card>
      <Space orientation="vertical" style={{ width: "100%" }} size="middle">
        <Space wrap>
          <Typography.Text>{text.kind}</Typography.Text>
          <Select<ImportKindName>
            aria-label={text.kind}
            style={{ minWidth: 220 }}
            value={kind}
            disabled={busy}
            onChange={(next) => {
              setKind(next);
              if (file) void check(file, next);
            }}
            options={importKindNames.map((k) => ({ value: k, label: text.kinds[k] }))}
          />
          <Button onClick={() => downloadCsv(`${kind}_template`, importCsv(kind, []))}>
            {text.template}
          </Button>
          <Button onClick={exportCurrent} loading={exporting}>
            {text.currentRecords}
          </Button>
        </Space>
        <Typography.Text type="secondary">
          {text.columns}: {importColumns[kind].join(", ")}
        </Typography.Text>
        <Upload.Dragger
          accept=".csv,.txt,.json"
          multiple={false}
          showUploadList={false}
          disabled={busy || !permission.IsAdd}
          beforeUpload={choose}
        >
          <p className="ant-upload-drag-icon">
            <InboxOutlined />
          </p>
          <p className="ant-upload-text">{file ? file.name : text.drop}</p>
          <p className="ant-upload-hint">{text.dropHint}</p>
        </Upload.Dragger>

        {stagePanels(stage, kind, seconds, () => void run(), startOver)}
      </Space>
    </Card>
  );
}
