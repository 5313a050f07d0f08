import {
  type LotHoldPreview,
  type LotHoldReason,
  type LotScope,
  lotHoldReasons,
  stockHoldMessages as m,
  stockHoldText as t,
} from "@wms/domain";
import { Alert, Button, Form, type FormInstance, Input, Modal, Select, Space, Typography } from "antd";
import { useState } from "react";
import { usePagePermission } from "../../platform/permissions";
import { fetchLotPreview, useLotAction } from "./hold-api";

interface LotFields {
  MRNID?: string;
  RequisitionNo?: string;
  ProductCode?: string;
}

/** Which lot: an MRN, a produced lot (its requisition) or a product; Show asks what it holds. */
function LotScopeForm({ form, onShow }: { form: FormInstance<LotFields>; onShow(fields: LotFields): void }) {
  return (
    <Form<LotFields> form={form} layout="vertical" onFinish={onShow}>
      <Space wrap align="end">
        <Form.Item name="MRNID" label={t.lot.mrnLabel}>
          <Input aria-label={t.lot.mrnLabel} inputMode="numeric" autoComplete="off" maxLength={10} />
        </Form.Item>
        <Form.Item name="RequisitionNo" label={t.lot.requisitionLabel}>
          <Input aria-label={t.lot.requisitionLabel} autoComplete="off" maxLength={30} />
        </Form.Item>
        <Form.Item name="ProductCode" label={t.lot.productLabel}>
          <Input aria-label={t.lot.productLabel} autoComplete="off" maxLength={100} />
        </Form.Item>
        <Form.Item>
          <Button htmlType="submit">{t.lot.preview}</Button>
        </Form.Item>
      </Space>
    </Form>
  );
}

/** What a hold or release of the lot would take, with the reason and remark to do it with. */
function LotPreviewPanel({
  preview,
  reason,
  onReason,
  remark,
  onRemark,
  onConfirm,
}: {
  preview: LotHoldPreview;
  reason: LotHoldReason;
  onReason(reason: LotHoldReason): void;
  remark: string;
  onRemark(remark: string): void;
  onConfirm(what: "hold" | "release"): void;
}) {
  const permission = usePagePermission();
  return (
    <section aria-label="What the lot holds">
      <Typography.Paragraph>{t.lot.toHold(preview.ToHold, preview.ToHoldQty)}</Typography.Paragraph>
      {preview.Held.map((h) => (
        <Typography.Paragraph key={h.HoldReason}>{t.lot.held(h.Packets, h.HoldReason)}</Typography.Paragraph>
      ))}
      <Typography.Paragraph type="secondary">
        {t.lot.products(preview.ProductCodes.join(", ") || "-")}
      </Typography.Paragraph>
      <Space wrap>
        <Select<LotHoldReason>
          aria-label={t.reasonLabel}
          value={reason}
          onChange={onReason}
          options={lotHoldReasons.map((r) => ({ value: r, label: r }))}
          style={{ minWidth: 160 }}
        />
        <Input
          aria-label={t.remarkLabel}
          placeholder={t.remarkLabel}
          value={remark}
          maxLength={200}
          onChange={(e) => onRemark(e.target.value)}
        />
        <Button
          type="primary"
          disabled={!permission.IsAdd || preview.ToHold === 0}
          onClick={() => onConfirm("hold")}
        >
          {t.lot.hold}
        </Button>
        <Button
          disabled={!permission.IsEdit || !preview.Held.some((h) => h.HoldReason === reason)}
          onClick={() => onConfirm("release")}
        >
          {t.lot.release}
        </Button>
      </Space>
    </section>
  );
}

/**
 * Hold & Scrap by lot: an MRN, a produced lot (its requisition) or a product, narrowed by product when both are
 * given; Show tells what a hold or release would take, then the lot is held or released in one command, confirmed.
 */
export function LotHoldPanel() {
  const [form] = Form.useForm<LotFields>();
  const [scope, setScope] = useState<LotScope | null>(null);
  const [preview, setPreview] = useState<LotHoldPreview | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [reason, setReason] = useState<LotHoldReason>("QualitySuspect");
  const [remark, setRemark] = useState("");
  const [confirming, setConfirming] = useState<"hold" | "release" | null>(null);
  const action = useLotAction();

  const show = async (fields: LotFields) => {
    const mrn = fields.MRNID?.trim() ?? "";
    // Typed text is sent as typed or refused, never read as something else (a typo is not "no MRN").
    if (mrn && !/^\d+$/.test(mrn)) return refuse(m.mrnIdInvalid);
    const next: LotScope = {
      MRNID: mrn ? Number(mrn) : null,
      RequisitionNo: fields.RequisitionNo?.trim() || null,
      ProductCode: fields.ProductCode?.trim() || null,
    };
    const answer = await fetchLotPreview(next);
    if (answer.ResponseCode === "200") {
      setScope(next);
      setPreview(answer.ResponseData);
      setRefusal(null);
    } else refuse(answer.ResponseMessage);
  };

  const refuse = (message: string) => {
    setScope(null);
    setPreview(null);
    setRefusal(message);
  };

  const confirm = async () => {
    if (!scope || !confirming) return;
    const answer = await action.mutateAsync({
      release: confirming === "release",
      body: { Scope: scope, Reason: reason, Remark: remark },
    });
    setConfirming(null);
    if (answer.ResponseCode === "200") await show(form.getFieldsValue());
    else setRefusal(answer.ResponseMessage);
  };

  return (
    <section aria-label={t.views.lot}>
      <LotScopeForm form={form} onShow={(values) => void show(values)} />
      {refusal ? <Alert type="error" showIcon role="alert" title={refusal} /> : null}
      {preview ? (
        <LotPreviewPanel
          preview={preview}
          reason={reason}
          onReason={setReason}
          remark={remark}
          onRemark={setRemark}
          onConfirm={setConfirming}
        />
      ) : null}
      <Modal
        open={confirming !== null}
        title={confirming === "release" ? t.lot.release : t.lot.hold}
        okText={confirming === "release" ? t.lot.release : t.lot.hold}
        confirmLoading={action.isPending}
        onOk={() => void confirm()}
        onCancel={() => setConfirming(null)}
      >
        {confirming === "release" ? t.lot.confirmRelease(reason) : t.lot.confirmHold(preview?.ToHold ?? 0)}
      </Modal>
    </section>
  );
}
