import { useQuery } from "@tanstack/react-query";
import { customerReachText as text, traceabilityCalls } from "@wms/domain";
import { List, Typography } from "antd";
import { DispatchedPacketCell } from "../../components/customer-reach";
import { callKey, dataOf } from "../../platform/api/client";
import { fetchSerialDispatches } from "./api";

/** A scanned text as an FG serial: digits only (as the server reads a serial), else null. */
export const serialOf = (scanned: string) => (/^\d{1,9}$/.test(scanned.trim()) ? Number(scanned) : null);

/** Where an FG serial went: each dispatch (customer, date, order, delivery note, vehicle, packet), or not yet. */
export function SerialDispatches({ serial }: { serial: number }) {
  const { data } = useQuery({
    queryKey: callKey(traceabilityCalls.getSerialDispatches, { serial }),
    queryFn: () => dataOf(fetchSerialDispatches(serial)),
  });
  if (!data) return null;
  return (
    <section aria-label={text.serialDispatched} style={{ margin: "8px 0" }}>
      <Typography.Title level={5}>
        {text.serialDispatched} ({serial})
      </Typography.Title>
      {data.length === 0 ? (
        <Typography.Text type="secondary">{text.notDispatched}</Typography.Text>
      ) : (
        <List
          size="small"
          bordered
          dataSource={data}
          renderItem={(p) => (
            <List.Item key={`${p.DispatchId}:${p.QRCode}`}>
              <div>
                <DispatchedPacketCell p={p} />
              </div>
            </List.Item>
          )}
        />
      )}
    </section>
  );
}
