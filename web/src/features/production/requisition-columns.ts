import { formatDisplayDate } from "@wms/domain";

/** A requisition's "Transaction Date" column, sortable, as every requisition list of the area shows it. */
export const requisitionDateColumn = {
  title: "Transaction Date",
  dataIndex: "CreatedDate",
  sorter: true,
  render: (v: string) => formatDisplayDate(v),
} as const;
