import { useQueryClient } from "@tanstack/react-query";
import {
  customerReachText,
  formatSentDate,
  recallMessages as m,
  type RecallAskKind,
  recallAskKinds,
  recallText as text,
} from "@wms/domain";
import { Button, Card, DatePicker, Form, Input, Modal, Segmented, Space, Spin, Typography } from "antd";
import type { Dayjs } from "dayjs";
import { useRef, useState } from "react";
import { downloadCustomerReachCsv } from "../../components/customer-reach-csv";
import { focusFirstField } from "../../components/focus-first-field";
import { ScanInput } from "../../components/scan-input";
import { usePagePermission } from "../../platform/permissions";
import { showToast } from "../../platform/toast";
import {
  createRecall,
  previewRecall,
  type RecallLotInput,
  type RecallPreviewAnswer,
  recallKeys,
} from "./api";
import { RecallDetailDialog } from "./recall-detail";
import { RecallList } from "./recall-list";
import { RecallCounts, RecallLists } from "./recall-lists";

/** The lot the typed or scanned text names, as the chosen kind reads it. */
function lotOf(kind: RecallAskKind, scanned: string, dates: [Dayjs, Dayjs] | null): RecallLotInput {
  switch (kind) {
    case "MRNID":
      return { MRNID: scanned };
    case "PONumber":
      return { PONumber: scanned };
    case "QRCode":
      return { QRCode: scanned };
    case "Supplier":
      return {
        SupplierCode: scanned,
        FromDate: dates ? formatSentDate(dates[0].toDate()) : null,
        ToDate: dates ? formatSentDate(dates[1].toDate()) : null,
      };
  }
}

/** The reason for a recall, asked before it opens; Enter submits. */
function ConfirmRecallDialog({
  preview,
  saving,
  onSubmit,
  onCancel,
}: {
  preview: RecallPreviewAnswer | null;
  saving: boolean;
  onSubmit: (reason: string) => void;
  onCancel: () => void;
}) {
  const fieldsRef = useRef<HTMLDivElement>(null);
  return (
    <Modal
      open={preview !== null}
      title={`${text.confirmTitle} ${preview?.Lot ?? ""}`}
      footer={null}
      destroyOnHidden
      onCancel={onCancel}
      afterOpenChange={(open) => open && focusFirstField(fieldsRef.current)}
    >
      <div ref={fieldsRef}>
        <Typography.Paragraph>{text.confirmBody(preview?.Counts.ToHold ?? 0)}</Typography.Paragraph>
        <Form<{ Reason: string }> layout="vertical" onFinish={(v) => onSubmit(v.Reason.trim())}>
          <Form.Item
            name="Reason"
            label={text.reasonLabel}
            rules={[{ required: true, whitespace: true, message: m.enterReason }]}
          >
            <Input aria-label={text.reasonLabel} maxLength={500} autoComplete="off" />
          </Form.Item>
          <Space style={{ justifyContent: "flex-end", width: "100%" }}>
            <Button onClick={onCancel} disabled={saving}>
              Cancel
            </Button>
            <Button type="primary" htmlType="submit" loading={saving}>
              {text.confirm}
            </Button>
          </Space>
        </Form>
      </div>
    </Modal>
  );
}

/** Which lot: its kind (a supplier's with the days of its deliveries), then the lot scanned or typed. */
function LotAsk({
  kind,
  onKind,
  dates,
  onDates,
  onScan,
}: {
  kind: RecallAskKind;
  onKind(kind: RecallAskKind): void;
  dates: [Dayjs, Dayjs] | null;
  onDates(dates: [Dayjs, Dayjs] | null): void;
  onScan(scanned: string): Promise<void>;
}) {
  return (
    <Space direction="vertical" style={{ width: "100%" }}>
      <Segmented<RecallAskKind>
        aria-label="Lot kind"
        value={kind}
        onChange={onKind}
        options={recallAskKinds.map((k) => ({ value: k, label: text.askKinds[k] }))}
        style={{ maxWidth: "100%", overflowX: "auto" }}
      />
      {kind === "Supplier" ? (
        <DatePicker.RangePicker
          aria-label={text.datesLabel}
          placeholder={["From", "To"]}
          format="D MMM YYYY"
          value={dates}
          onChange={(range) => onDates(range?.[0] && range[1] ? [range[0], range[1]] : null)}
          style={{ width: "100%", maxWidth: 360 }}
        />
      ) : null}
      <ScanInput
        placeholder={kind === "Supplier" ? text.supplierLabel : text.scanLabel}
        aria-label={text.scanLabel}
        autoFocus
        submitLabel={text.preview}
        onScan={onScan}
      />
    </Space>
  );
}

/** What a recall of the lot would reach: its counts, its lists and the customers' CSV, and the button that opens it. */
function RecallPreviewPanel({
  preview,
  canOpen,
  onOpen,
}: {
  preview: RecallPreviewAnswer;
  canOpen: boolean;
  onOpen(): void;
}) {
  return (
    <section aria-label="Recall preview" style={{ marginTop: 12 }}>
      <Typography.Title level={4}>{preview.Lot}</Typography.Title>
      <RecallCounts
        counts={[
          [text.counts.SerialRanges, preview.Counts.SerialRanges],
          [text.counts.SerialUnits, preview.Counts.SerialUnits],
          [text.counts.Requisitions, preview.Counts.Requisitions],
          [text.counts.ToHold, preview.Counts.ToHold],
          [text.counts.AlreadyHeld, preview.Counts.AlreadyHeld],
          [text.counts.AtProduction, preview.Counts.AtProduction],
          [text.counts.Customers, preview.ToNotify.Counts.Customers],
          [text.counts.DispatchedUnits, preview.ToNotify.Counts.Units],
        ]}
      />
      {preview.Truncated ? (
        <Typography.Text type="warning">{text.truncated(preview.Packets.length)}</Typography.Text>
      ) : null}
      <Space wrap style={{ margin: "8px 0" }}>
        <Button type="primary" size="large" disabled={!canOpen} onClick={onOpen}>
          {text.confirm}
        </Button>
        <Button onClick={() => downloadCustomerReachCsv(preview.Lot, preview.ToNotify)}>
          {customerReachText.csv}
        </Button>
      </Space>
      <RecallLists
        toNotify={preview.ToNotify}
        serials={preview.Serials}
        requisitions={preview.Requisitions}
        packets={preview.Packets}
      />
    </section>
  );
}

/**
 * Recall (issue 23): scan or type the lot (an MRN id, a PO number, a packet's QR, or a supplier's code with the
 * days of its deliveries), see everything made from it at any depth (FG serial ranges for the customer side,
 * requisitions, and its packets in stock with their bins or at production), open the recall with a reason (its
 * packets in stock go on hold at once), then follow it in the list, download its report and close it.
 */
export default function RecallPage() {
  const { IsAdd, IsEdit } = usePagePermission();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<RecallAskKind>("MRNID");
  const [dates, setDates] = useState<[Dayjs, Dayjs] | null>(null);
  const [lot, setLot] = useState<RecallLotInput | null>(null);
  const [preview, setPreview] = useState<RecallPreviewAnswer | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [saving, setSaving] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);

  const scan = async (scanned: string) => {
    if (!scanned) return showToast("warning", m.askOneLot);
    const asked = lotOf(kind, scanned, dates);
    setPreviewing(true);
    setPreview(null);
    try {
      const answer = await previewRecall(asked);
      setLot(answer ? asked : null);
      setPreview(answer);
    } finally {
      setPreviewing(false);
    }
  };

  const open = async (reason: string) => {
    if (!lot) return;
    setSaving(true);
    try {
      const answer = await createRecall(lot, reason);
      if (answer.ResponseCode !== "200") return;
      setConfirming(false);
      setPreview(null);
      setLot(null);
      for (const key of recallKeys) await queryClient.invalidateQueries({ queryKey: key });
      setViewing(answer.ResponseData.RecallId);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card>
      <LotAsk kind={kind} onKind={setKind} dates={dates} onDates={setDates} onScan={scan} />
      {previewing ? (
        <div role="status" style={{ marginTop: 12 }}>
          <Spin size="small" /> {text.previewing}
        </div>
      ) : null}
      {preview ? (
        <RecallPreviewPanel preview={preview} canOpen={IsAdd} onOpen={() => setConfirming(true)} />
      ) : null}
      <Typography.Title level={4} style={{ marginTop: 24 }}>
        {text.recalls}
      </Typography.Title>
      <RecallList onOpen={setViewing} />
      <ConfirmRecallDialog
        preview={confirming ? preview : null}
        saving={saving}
        onSubmit={open}
        onCancel={() => setConfirming(false)}
      />
      <RecallDetailDialog recallId={viewing} canClose={IsEdit} onClose={() => setViewing(null)} />
    </Card>
  );
}
