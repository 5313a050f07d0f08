import {
  anyPermissionTicked,
  mastersMessages,
  type PagePermissionInput,
  permissionDateFormat,
} from "@wms/domain";
import { Button, Modal, Spin } from "antd";
import dayjs from "dayjs";
import { useEffect, useState } from "react";
import { showToast } from "../../platform/toast";
import { fetchPermissionTree, updatePagePermission } from "./api";
import { type PermissionPage, PermissionTree } from "./permission-tree";

const stamped = (pages: PermissionPage[], roleId: number, today: string): PagePermissionInput[] =>
  pages.map((p) => ({
    ...p,
    RoleId: roleId,
    IsActive: true,
    CreatedDate: today,
    Children: stamped(p.Children, roleId, today),
  }));

/** Edit Permission: loads the role's page tree, saves every page and child with IsActive and today's date. */
export function PermissionDialog({
  roleId,
  roleName,
  onClose,
}: {
  roleId: number;
  roleName: string;
  onClose: () => void;
}) {
  const [tree, setTree] = useState<PermissionPage[] | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    fetchPermissionTree(roleId)
      .then((answer) => setTree(answer.ResponseCode === "200" ? answer.ResponseData : []))
      .catch(onClose);
  }, [roleId, onClose]);

  const save = async () => {
    if (!tree) return;
    if (!anyPermissionTicked(tree)) {
      showToast("warning", mastersMessages.noPageSelected);
      return;
    }
    setBusy(true);
    try {
      const body = stamped(tree, roleId, dayjs().format(permissionDateFormat));
      const answer = await updatePagePermission(body);
      if (answer.ResponseCode === "200") onClose();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open width="80vw" title={`Edit Permission: ${roleName}`} onCancel={onClose} footer={null}>
      {tree ? <PermissionTree value={tree} onChange={setTree} /> : <Spin />}
      <Button type="primary" onClick={save} loading={busy} style={{ marginTop: 16 }}>
        Submit
      </Button>
    </Modal>
  );
}
