import { roleRequest } from "@wms/domain";
import { Button, Input } from "antd";
import { useCallback, useMemo, useState } from "react";
import { type MasterConfig, type MasterRow, MasterTable } from "../../components/master-table";
import { masterCalls } from "./api";
import { PermissionDialog } from "./permission-dialog";

const calls = masterCalls<MasterRow>({
  controller: "Role",
  idField: "RoleId",
  list: { method: "POST", action: "GetRoles" },
  create: "CreateRole",
  update: "UpdateRole",
});

export default function RoleMaster() {
  const [permissionsOf, setPermissionsOf] = useState<{ id: number; name: string } | null>(null);
  const closePermissions = useCallback(() => setPermissionsOf(null), []);
  const config = useMemo<MasterConfig<MasterRow>>(
    () => ({
      title: "User Role",
      dialogTitle: "Role",
      idField: "RoleId",
      queryKey: "roles",
      paging: "server",
      schema: roleRequest,
      columns: [
        { title: "Role Name", dataIndex: "RoleName", sorter: true },
        { title: "Remarks", dataIndex: "RoleDesc" },
        {
          title: "Permission",
          key: "permission",
          render: (_: unknown, row: MasterRow) => (
            <Button
              size="small"
              onClick={() => setPermissionsOf({ id: Number(row.RoleId), name: String(row.RoleName) })}
            >
              Edit Permission
            </Button>
          ),
        },
      ],
      fields: [
        { name: "RoleName", label: "Role Name" },
        { name: "RoleDesc", label: "Remarks", input: () => <Input.TextArea rows={2} /> },
      ],
      ...calls,
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
