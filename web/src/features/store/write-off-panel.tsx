import { stockHoldText as t } from "@wms/domain";
import { Alert, Button, Input, Space, Tag } from "antd";
import { ScanInput } from "../../components/scan-input";
import { usePagePermission } from "../../platform/permissions";
import { useWriteOffRequest } from "./use-write-off-request";
import { WriteOffList } from "./write-off-list";

/**
 * Write-offs of lost packets: scan the packets a count found missing and request their write-off with a reason;
 * someone else approves (the packets are scrapped) or rejects it (they stay lost), each confirmed.
 */
export function WriteOffPanel() {
  const permission = usePagePermission();
  const writeOff = useWriteOffRequest();
  return (
    <section aria-label={t.views.writeOffs}>
      <ScanInput
        placeholder={t.writeOff.scanLabel}
        aria-label={t.writeOff.scanLabel}
        onScan={writeOff.scan}
        draft={{ screen: "write-off", taken: writeOff.codes }}
      />
      <Space wrap style={{ margin: "8px 0" }}>
        {writeOff.codes.map((code) => (
          <Tag key={code} closable onClose={() => writeOff.remove(code)}>
            {code}
          </Tag>
        ))}
      </Space>
      <Space wrap>
        <Input
          aria-label={t.remarkLabel}
          placeholder={t.remarkLabel}
          value={writeOff.remark}
          maxLength={200}
          onChange={(e) => writeOff.setRemark(e.target.value)}
        />
        <Button
          type="primary"
          disabled={!permission.IsEdit}
          loading={writeOff.saving}
          onClick={() => void writeOff.request()}
        >
          {t.writeOff.request}
        </Button>
      </Space>
      {writeOff.refusal ? (
        <Alert style={{ marginTop: 8 }} type="error" showIcon role="alert" title={writeOff.refusal} />
      ) : null}
      <WriteOffList saving={writeOff.saving} onDecide={writeOff.decide} />
    </section>
  );
}
