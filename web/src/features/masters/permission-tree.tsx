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

/** A row as the table shows it: a leaf has no Children at all, so it shows no expand icon. */
type TreeRow = Omit<PermissionPage, "Children"> & { Children?: TreeRow[] };

const toRow = (page: PermissionPage): TreeRow => ({
  ...page,
  Children: page.Children.length > 0 ? page.Children.map(toRow) : undefined,
});

/** Some but not all children hold the right: the parent shows the in-between state. */
const partly = (page: TreeRow, right: PermissionRight) => {
  const ticked = (page.Children ?? []).filter((c) => c[right]).length;
  return ticked > 0 && ticked < (page.Children ?? []).length;
};

/** The pages and child pages with View / Add / Update boxes; ticking follows the domain's tree rules. */
export function PermissionTree({
  value,
  onChange,
}: {
  value: PermissionPage[];
  onChange: (next: PermissionPage[]) => void;
}) {
  return (
    <Table<TreeRow>
      rowKey="PageId"
      size="small"
      pagination={false}
      dataSource={value.map(toRow)}
      childrenColumnName="Children"
      expandable={{ defaultExpandAllRows: true, childrenColumnName: "Children" }}
      columns={[
        { title: "Page", dataIndex: "PageName" },
        ...rightColumns.map(({ right, title }) => ({
          title,
          key: right,
          width: 90,
          render: (_: unknown, page: TreeRow) =>
            right === "IsView" || page.HasAddEdit ? (
              <Checkbox
                aria-label={`${title} ${page.PageName}`}
                checked={page[right] && !partly(page, right)}
                indeterminate={partly(page, right)}
                onChange={(e) => onChange(tickPermission(value, page.PageId, right, e.target.checked))}
              />
            ) : null,
        })),
      ]}
    />
  );
}
