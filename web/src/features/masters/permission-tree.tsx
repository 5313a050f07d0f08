import { type PermissionNode, type PermissionRight, tickPermission } from "@wms/domain";
import { Checkbox, Table } from "antd";

export interface PermissionPage extends PermissionNode {
  PageName: string;
  Children: PermissionPage[];
}

const rightColumns: Array<{ right: PermissionRight; title: string }> = [
  { right: "IsView", title: "View" },
  { right: "IsAdd", title: "Add" },
  { right: "IsEdit", title: "Update" },
];

/** The pages and child pages with View / Add / Update boxes; ticking follows the domain's tree rules. */
export function PermissionTree({
  value,
  onChange,
}: {
  value: PermissionPage[];
  onChange: (next: PermissionPage[]) => void;
}) {
  return (
    <Table<PermissionPage>
      rowKey="PageId"
      size="small"
      pagination={false}
      dataSource={value}
      childrenColumnName="Children"
      expandable={{ defaultExpandAllRows: true, childrenColumnName: "Children" }}
      columns={[
        { title: "Page", dataIndex: "PageName" },
        ...rightColumns.map(({ right, title }) => ({
          title,
          key: right,
          width: 90,
          render: (_: unknown, page: PermissionPage) =>
            right === "IsView" || page.HasAddEdit ? (
              <Checkbox
                aria-label={`${title} ${page.PageName}`}
                checked={page[right]}
                onChange={(e) => onChange(tickPermission(value, page.PageId, right, e.target.checked))}
              />
            ) : null,
        })),
      ]}
    />
  );
}
