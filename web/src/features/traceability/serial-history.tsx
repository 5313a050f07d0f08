import { useQuery } from "@tanstack/react-query";
import { formatDisplayDate, customerReachText as text, traceabilityCalls } from "@wms/domain";
import { List, Typography } from "antd";
import { callKey, dataOf } from "../../platform/api/client";
import { fetchSerialHistory } from "./api";

/** What happened to an FG serial, oldest first: mapped, dispatched, returned, reworked on its job, mapped again. */
export function SerialHistory({ serial }: { serial: number }) {
  const { data } = useQuery({
    queryKey: callKey(traceabilityCalls.getSerialHistory, { serial }),
    queryFn: () => dataOf(fetchSerialHistory(serial)),
  });
  if (!data || data.length === 0) return null;
  return (
    <section aria-label={text.serialHistory} style={{ margin: "8px 0" }}>
      <Typography.Title level={5}>
        {text.serialHistory} ({serial})
      </Typography.Title>
      <List
        size="small"
        bordered
        dataSource={data}
        renderItem={(h, i) => (
          <List.Item key={i} style={{ flexWrap: "wrap" }}>
            <Typography.Text strong>{text.serialEvent[h.Event]}</Typography.Text>
            <span>
              {[formatDisplayDate(h.At), `Job ${h.RequisitionNo}`, h.QRCode, h.CustomerCode, h.DocumentNo]
                .filter(Boolean)
                .join(" · ")}
            </span>
          </List.Item>
        )}
      />
    </section>
  );
}
