import { masterCalls } from "@wms/domain";
import { Button, Input } from "antd";
import { useCallback, useMemo, useState } from "react";
import { type MasterConfig, MasterTable } from "../../components/master-table";
import { PermissionDialog } from "./permission-dialog";

export default function RoleMaster() {
  const [permissionsOf, setPermissionsOf] = useState<{ id: number; name: string } | null>(null);
  const closePermissions = useCallback(() => setPermissionsOf(null), []);
  const config = useMemo<MasterConfig<typeof masterCalls.role>>(
    () => ({
      calls: masterCalls.role,
      title: "User Role",
      dialogTitle: "Role",
      idField: "RoleId",
      history: { entity: "Role", title: (row) => row.RoleName },
      paging: "server",
      columns: [
        { title: "Role Name", dataIndex: "RoleName", sorter: true },
        { title: "Remarks", dataIndex: "RoleDesc" },
        {
          title: "Permission",
          key: "permission",
          render: (_, row) => (
            <Button size="small" onClick={() => setPermissionsOf({ id: row.RoleId, name: row.RoleName })}>
              Edit Permission
            </Button>
          ),
        },
      ],
      fields: [
        { name: "RoleName", label: "Role Name" },
        { name: "RoleDesc", label: "Remarks", input: () => <Input.TextArea rows={2} /> },
      ],
    }),
    [],
  );
  return (
    <>
      <MasterTable config={config} />
      {permissionsOf && (
        <PermissionDialog
          roleId={permissionsOf.id}
          roleName={permissionsOf.name}
          onClose={closePermissions}
        />
      )}
    </>
  );
}
