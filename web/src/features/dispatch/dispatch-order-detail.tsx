import { formatDisplayDate, dispatchText as text } from "@wms/domain";
import { Descriptions, Modal, Spin, Table, Tag } from "antd";
import { type DispatchOrderDetailAnswer, useDispatchOrder } from "./api";

type Line = DispatchOrderDetailAnswer["Lines"][number];

/** A dispatch order in a dialog: its customer, promised day and state, and its lines with what is dispatched. */
export function DispatchOrderDetailDialog({
  dispatchOrderId,
  onClose,
}: {
  dispatchOrderId: number | null;
  onClose: () => void;
}) {
  const { data } = useDispatchOrder(dispatchOrderId);
  const order = data && data.DispatchOrderId === dispatchOrderId ? data : null;
  return (
    <Modal
      open={dispatchOrderId !== null}
      title={order ? text.detailTitle(order.ErpOrderNo) : text.title}
      width="min(820px, 100vw)"
      onCancel={onClose}
      footer={null}
    >
      {order ? (
        <>
          <Descriptions size="small" column={{ xs: 1, sm: 2 }} bordered>
            <Descriptions.Item label="Customer">
              {order.CustomerCode}: {order.CustomerName}
            </Descriptions.Item>
            <Descriptions.Item label="GST Number">{order.GSTNumber || "-"}</Descriptions.Item>
            <Descriptions.Item label="Address" span={2}>
              {order.Address}
            </Descriptions.Item>
            <Descriptions.Item label="Promised">{formatDisplayDate(order.PromisedDate)}</Descriptions.Item>
            <Descriptions.Item label="Status">
              <StatusTag status={order.Status} />
            </Descriptions.Item>
            <Descriptions.Item label="Created">
              {order.CreatedBy ?? "-"}, {formatDisplayDate(order.CreatedAt)}
            </Descriptions.Item>
          </Descriptions>
          <Table<Line>
            aria-label="Lines"
            rowKey="LineNo"
            size="small"
            style={{ marginTop: 12 }}
            dataSource={order.Lines}
            pagination={false}
            scroll={{ x: true }}
            columns={[
              { title: "Line", dataIndex: "LineNo" },
              { title: "Product", dataIndex: "ProductCode" },
              { title: "Description", dataIndex: "ProductName" },
              { title: "Qty", dataIndex: "Qty" },
              { title: "Dispatched", dataIndex: "DispatchedQty" },
              { title: "Balance", key: "balance", render: (_, l) => l.Qty - l.DispatchedQty },
            ]}
          />
        </>
      ) : (
        <Spin />
      )}
    </Modal>
  );
}

const statusColour = { Open: "blue", Dispatched: "green", Cancelled: "default" } as const;

export function StatusTag({ status }: { status: DispatchOrderDetailAnswer["Status"] }) {
  return <Tag color={statusColour[status]}>{status}</Tag>;
}
