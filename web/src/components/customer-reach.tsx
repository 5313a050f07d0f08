import type { traceabilityCalls } from "@wms/domain";
import { type CallData, formatDisplayDate, serialRangesText, customerReachText as text } from "@wms/domain";
import { Table, Typography } from "antd";

/** The customers some units reached and the packets each received, as the trace and recall calls answer them. */
export type CustomerReachAnswer = CallData<typeof traceabilityCalls.getWhereDispatched>;
type Customer = CustomerReachAnswer["Customers"][number];
export type DispatchedPacketAnswer = CustomerReachAnswer["Dispatched"][number];

const c = text.columns;

/** A dispatched packet in one narrow cell: customer, date, papers; what left and its serials. */
export function DispatchedPacketCell({ p }: { p: DispatchedPacketAnswer }) {
  return (
    <>
      <div>
        <strong>{p.CustomerCode}</strong> {p.CustomerName}
      </div>
      <Typography.Text type="secondary">
        {formatDisplayDate(p.DispatchedAt)} · {c.order} {p.ErpOrderNo} · {p.DocumentNo} · {p.VehicleNo}
      </Typography.Text>
      <div>
        {p.QRCode} · {p.ProductCode} · {c.serials} <strong>{serialRangesText(p.Serials)}</strong>
      </div>
    </>
  );
}

/**
 * The customers to notify (a customer a row: how to reach them, units, dispatches) and the packets each received
 * (serials, papers); narrow cells so a 360 px screen reads them without scrolling sideways.
 */
export function CustomerReachLists({ reach }: { reach: CustomerReachAnswer }) {
  const cut =
    reach.Counts.Customers > reach.Customers.length || reach.Counts.Packets > reach.Dispatched.length;
  return (
    <section aria-label={text.customers}>
      <Typography.Title level={5}>{text.customers}</Typography.Title>
      {cut ? (
        <Typography.Text type="warning">{text.truncated(reach.Dispatched.length)}</Typography.Text>
      ) : null}
      <Table<Customer>
        aria-label={text.customers}
        rowKey="CustomerCode"
        size="small"
        dataSource={[...reach.Customers]}
        pagination={false}
        locale={{ emptyText: text.noCustomers }}
        columns={[
          {
            title: c.customer,
            key: "customer",
            render: (_, x) => (
              <>
                <div>
                  <strong>{x.CustomerCode}</strong> {x.CustomerName}
                </div>
                <Typography.Text type="secondary">
                  {[x.ContactPerson, x.MobileNo, x.Email].filter(Boolean).join(" · ")}
                </Typography.Text>
              </>
            ),
          },
          { title: c.units, dataIndex: "Units", align: "right" },
          { title: c.dispatches, dataIndex: "Dispatches", align: "right" },
        ]}
      />
      {reach.Dispatched.length > 0 ? (
        <Table<DispatchedPacketAnswer>
          aria-label={text.dispatched}
          title={() => text.dispatched}
          rowKey={(p) => `${p.DispatchId}:${p.QRCode}`}
          size="small"
          dataSource={[...reach.Dispatched]}
          pagination={reach.Dispatched.length > 20 ? { pageSize: 20, showSizeChanger: false } : false}
          columns={[
            { title: c.dispatch, key: "dispatch", render: (_, p) => <DispatchedPacketCell p={p} /> },
            { title: c.qty, dataIndex: "Qty", align: "right" },
          ]}
        />
      ) : null}
    </section>
  );
}
