import { useQuery } from "@tanstack/react-query";
import {
  type AuditAction,
  type AuditChangesQuery,
  type AuditEntity,
  auditCalls,
  auditText,
  type CallData,
  pageCatalogue,
} from "@wms/domain";
import { Button, Modal, Table } from "antd";
import type { ColumnsType } from "antd/es/table";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import { call, callKey } from "../platform/api/client";
import { DataGrid, type ServerGrid } from "./data-grid";
import { useServerPage } from "./use-server-page";

/** One audit event as the changes call answers it (dates as JSON carries them). */
export type AuditRow = CallData<typeof auditCalls.getChanges>[number];

/** The actions as an auditor reads them. */
export const auditActionText: Record<AuditAction, string> = {
  Create: "Created",
  Update: "Updated",
  Activate: "Activated",
  Deactivate: "Deactivated",
  RightsChange: "Rights changed",
  RoleChange: "Role changed",
  PasswordChange: "Password changed",
  PasswordReset: "Password reset",
  SignInSuccess: "Signed in",
  SignInFailure: "Sign-in failed",
  SignInLimited: "Sign-in rate-limited",
};

/** A recorded value as text: empty and null show a dash, flags Yes/No. */
export function valueText(value: unknown): string {
  if (value === null || value === undefined || value === "") return "-";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** A field's name as shown: a rights change names pages by their label. */
const fieldLabel = (entity: AuditEntity, field: string) =>
  entity === "RolePermission" ? (pageCatalogue.find((p) => p.actionName === field)?.label ?? field) : field;

/** Each field an event recorded, with its value before and after. */
export function fieldChanges(row: Pick<AuditRow, "Entity" | "Before" | "After">) {
  const names = [...new Set([...Object.keys(row.Before ?? {}), ...Object.keys(row.After ?? {})])];
  return names.map((name) => ({
    field: fieldLabel(row.Entity, name),
    before: valueText(row.Before?.[name]),
    after: valueText(row.After?.[name]),
  }));
}

function FieldChanges({ row }: { row: AuditRow }) {
  return (
    <Table
      size="small"
      rowKey="field"
      pagination={false}
      dataSource={fieldChanges(row)}
      columns={[
        { title: auditText.field, dataIndex: "field" },
        { title: auditText.before, dataIndex: "before" },
        { title: auditText.after, dataIndex: "after" },
      ]}
    />
  );
}

/** An event's time as shown. */
const whenText = (at: string) => dayjs(at).format("D MMM YYYY HH:mm:ss");

/**
 * Audit events in a server-paged grid, newest first; a row with recorded fields expands to show
 * each field before and after. `who` may render the user's cell (a filter link).
 */
export function AuditChangesGrid({
  rows,
  loading,
  grid,
  withRecord,
  who,
  searchable = true,
}: {
  rows: AuditRow[];
  loading: boolean;
  grid: ServerGrid;
  /** Shows the entity and record columns (the Audit screen; a record's history knows them). */
  withRecord: boolean;
  who?: (row: AuditRow) => ReactNode;
  searchable?: boolean;
}) {
  const columns: ColumnsType<AuditRow> = [
    { title: "When", dataIndex: "At", key: "At", sorter: true, render: whenText },
    {
      title: "Who",
      dataIndex: "UserName",
      key: "UserName",
      sorter: true,
      render: (name: string, row) => (who ? who(row) : name || "-"),
    },
    ...(withRecord
      ? ([
          { title: "Entity", dataIndex: "Entity", key: "Entity", sorter: true },
          { title: "Record", dataIndex: "RecordId", key: "RecordId", sorter: true, render: valueText },
        ] as ColumnsType<AuditRow>)
      : []),
    {
      title: "Action",
      dataIndex: "Action",
      key: "Action",
      sorter: true,
      render: (a: AuditAction) => auditActionText[a],
    },
    { title: "Address", dataIndex: "Address", key: "Address", render: valueText },
  ];
  return (
    <DataGrid<AuditRow>
      rowKey="AuditId"
      size="small"
      loading={loading}
      columns={columns}
      dataSource={rows}
      searchable={searchable}
      server={{ grid, total: rows[0]?.TotalRows ?? 0 }}
      expandable={{
        expandedRowRender: (row) => <FieldChanges row={row} />,
        rowExpandable: (row) => fieldChanges(row).length > 0,
      }}
    />
  );
}

/** Audit events of one page of the list query (plus the audit filters), as the grid asks. */
export function useAuditChanges(input: AuditChangesQuery, enabled = true) {
  return useQuery({
    queryKey: callKey(auditCalls.getChanges, input),
    queryFn: async () => {
      const answer = await call(auditCalls.getChanges, input);
      return answer.ResponseCode === "200" ? answer.ResponseData : [];
    },
    enabled,
    placeholderData: (previous) => previous,
  });
}

function RecordHistory({ entity, recordId }: { entity: AuditEntity; recordId: number }) {
  const grid = useServerPage({ SortColumn: "At" });
  const { data = [], isFetching } = useAuditChanges({ ...grid.query, Entity: entity, RecordId: recordId });
  return (
    <AuditChangesGrid rows={data} loading={isFetching} grid={grid} withRecord={false} searchable={false} />
  );
}

/** A master record's History: its recorded changes, newest first (the grid's row History button). */
export function RecordHistoryDialog({
  entity,
  recordId,
  title,
  onClose,
}: {
  entity: AuditEntity;
  recordId: number | null;
  title: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open={recordId !== null}
      title={`${auditText.history} - ${title}`}
      footer={null}
      onCancel={onClose}
      width="min(900px, 96vw)"
      destroyOnHidden
    >
      {recordId !== null && <RecordHistory entity={entity} recordId={recordId} />}
    </Modal>
  );
}

/** The History button of a row. */
export function HistoryButton({ onClick }: { onClick: () => void }) {
  return (
    <Button type="link" size="small" onClick={onClick} data-testid="history-row">
      {auditText.history}
    </Button>
  );
}
