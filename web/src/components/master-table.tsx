import { EditOutlined } from "@ant-design/icons";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import {
  type AuditEntity,
  type CallData,
  type CallInput,
  type CsvColumn,
  type ListQuery,
  type MasterCalls,
  pageSizeMax,
  shellText,
  toastLifeMs,
} from "@wms/domain";
import {
  Button,
  Card,
  Checkbox,
  Form,
  type FormInstance,
  type FormRule,
  Input,
  Modal,
  Space,
  Typography,
} from "antd";
import type { ColumnsType } from "antd/es/table";
import { type Key, type ReactNode, useRef, useState } from "react";
import type { ZodObject, ZodType } from "zod";
import { call, callKey } from "../platform/api/client";
import { usePagePermission } from "../platform/permissions";
import { showToast } from "../platform/toast";
import { ActiveSwitch } from "./active-switch";
import { HistoryButton, RecordHistoryDialog } from "./audit-changes";
import { CsvExportButton } from "./csv-export";
import { DataGrid } from "./data-grid";
import { focusFirstField } from "./focus-first-field";
import { type PagingScheme, useServerPage } from "./use-server-page";
import { zodRule } from "./zod-rule";
import "./master-table.css";

/** One input of a master's add/edit dialog. */
export interface MasterField {
  name: string;
  label: string;
  /** Marked (*) unless false; "create": only in Add mode (a password kept when left blank on update). */
  required?: boolean | "create";
  /** The input; a plain text box by default. */
  input?: (form: FormInstance) => ReactNode;
  /** Shown, not a form value (a computed read-only figure). */
  unbound?: boolean;
  /** Rules beyond the schema's field rule (rules across fields, such as a password and its confirmation). */
  rules?: (creating: boolean) => FormRule[];
}

/** A row of a master's list as its JSON arrives. */
export type MasterRowOf<C extends MasterCalls> = CallData<C["list"]>[number];

/**
 * One master screen as configuration (architecture section 8): its calls in the catalogue, columns,
 * dialog fields and paging constants. `MasterTable` renders the grid (paged, searched and sorted by
 * the server), Add, the per-row active switch and edit pencil, and the Add/Update dialog, whose
 * fields the create call's body schema checks.
 */
export interface MasterConfig<C extends MasterCalls> {
  title: string;
  addLabel?: string;
  dialogTitle: string;
  calls: C;
  idField: keyof MasterRowOf<C> & string;
  columns: ColumnsType<MasterRowOf<C>>;
  fields: MasterField[];
  /** The spec's "server" grids show 5 rows (5/10/20), its "client" grids 10 (10/20/50); both page on the server. */
  paging: PagingScheme;
  toForm?: (row: MasterRowOf<C>) => Record<string, unknown>;
  /** What Add's form starts with beside IsActive (a setting's default, so a blank is never sent for it). */
  newRow?: Record<string, unknown>;
  dialogWidth?: number | string;
  /** Rows can be ticked (kept across pages) for one action on them, a button beside Add (bins' labels). */
  selection?: {
    actionLabel: string;
    /** Said when the button is pressed with nothing ticked. */
    noneSelected: string;
    onAction(rows: MasterRowOf<C>[]): unknown;
  };
  /** The audit trail's entity of the records: each row gets a History button showing its changes. */
  history?: { entity: AuditEntity; title: (row: MasterRowOf<C>) => string };
  /** An Export button: every row the search finds, as `<file>_<time>.csv` with these columns. */
  export?: { file: string; columns: ReadonlyArray<CsvColumn<MasterRowOf<C>>> };
}

/**
 * Bins and cartons: their InActiveRow call takes the flag, so the switch goes both ways
 * ('Active / InActive'), the list reloads after 1 s and a create answering '204' is a warning.
 */
const isTwoWay = (calls: MasterCalls) => "isActive" in calls.deactivate.params.shape;

const reloadDelayMs = 1000;

/** A master's list as the grid's query asks for it; `readAll` reads every row the search finds, for the export. */
function useMasterRows<C extends MasterCalls>(calls: C, query: ListQuery) {
  type Row = MasterRowOf<C>;
  const queryClient = useQueryClient();
  const { data: rows = [], isFetching } = useQuery({
    queryKey: callKey(calls.list, query),
    queryFn: async () => {
      // Every master's list takes the list query; only where it travels (query string or body) differs.
      const answer = await call(calls.list, query as CallInput<C["list"]>);
      return answer.ResponseCode === "200" ? answer.ResponseData : [];
    },
    placeholderData: (previous) => previous,
  });
  const reload = () => queryClient.invalidateQueries({ queryKey: callKey(calls.list) });

  /** Every row the search finds, read a bounded page at a time (a master's list takes no PageSize -1). */
  const readAll = async (): Promise<Row[] | null> => {
    const all: Row[] = [];
    for (let first = 1; ; first += pageSizeMax) {
      const answer = await call(calls.list, {
        ...query,
        First: first,
        PageSize: pageSizeMax,
      } as CallInput<C["list"]>);
      if (answer.ResponseCode !== "200") return null;
      const page: Row[] = answer.ResponseData;
      all.push(...page);
      if (page.length < pageSizeMax || all.length >= (page[0]?.TotalRows ?? 0)) return all;
    }
  };

  return { rows, isFetching, reload, readAll };
}

/** The active switch's question (both ways, or InActive only), then its call and the list's reload. */
function useActiveSwitch<C extends MasterCalls>(config: MasterConfig<C>, reload: () => Promise<void>) {
  const calls: MasterCalls = config.calls;
  const twoWay = isTwoWay(calls);
  const [modal, modalHost] = Modal.useModal();
  const confirmSwitch = (row: MasterRowOf<C>, active: boolean) =>
    modal.confirm({
      title: twoWay ? shellText.confirmActiveInactive : shellText.confirmInactive,
      okText: "Yes",
      cancelText: "No",
      width: 350,
      onCancel: () => {
        if (twoWay)
          showToast("warning", shellText.rejectedBody, {
            title: shellText.rejectedTitle,
            lifeMs: toastLifeMs.other,
          });
      },
      onOk: async () => {
        const id = Number(row[config.idField]);
        const answer = await call(
          calls.deactivate,
          twoWay ? { id, isActive: active ? "true" : "false" } : { id },
          {
            notify: "all",
          },
        );
        if (answer.ResponseCode !== "200") return;
        if (twoWay) setTimeout(reload, reloadDelayMs);
        else await reload();
      },
    });
  return { confirmSwitch, modalHost };
}

/** Rows ticked for the screen's one action on them, kept across pages; the action says so when none is ticked. */
function useTickedRows<C extends MasterCalls>(config: MasterConfig<C>, rows: MasterRowOf<C>[]) {
  type Row = MasterRowOf<C>;
  const [selected, setSelected] = useState<ReadonlyMap<string, Row>>(new Map());
  const keyOf = (row: Row) => String(row[config.idField]);
  const selection = config.selection;
  const rowSelection = selection && {
    selectedRowKeys: [...selected.keys()],
    preserveSelectedRowKeys: true,
    // rows ticked on other pages stay ticked; the table hands back only this page's rows
    onChange: (keys: Key[]) => {
      const ticked = new Set(keys.map(String));
      const next = new Map([...selected].filter(([key]) => ticked.has(key)));
      for (const row of rows) if (ticked.has(keyOf(row))) next.set(keyOf(row), row);
      setSelected(next);
    },
  };
  const act = () => {
    if (!selection) return;
    if (selected.size === 0) return showToast("warning", selection.noneSelected);
    return selection.onAction([...selected.values()]);
  };
  return { keyOf, rowSelection, ticked: selected.size, act };
}

/** A row's actions: the active switch and the edit pencil for a role that may edit, and its History. */
function MasterRowActions({
  active,
  twoWay,
  canEdit,
  onToggle,
  onEdit,
  onHistory,
}: {
  active: boolean;
  twoWay: boolean;
  canEdit: boolean;
  onToggle(active: boolean): void;
  onEdit(): void;
  onHistory?: () => void;
}) {
  return (
    <Space>
      {canEdit && (
        <>
          <ActiveSwitch active={active} twoWay={twoWay} onToggle={onToggle} />
          <Button
            type="text"
            aria-label="Edit"
            icon={<EditOutlined />}
            onClick={onEdit}
            data-testid="edit-row"
          />
        </>
      )}
      {onHistory && <HistoryButton onClick={onHistory} />}
    </Space>
  );
}

/** Above the grid: Export, the ticked rows' action with their count, and Add, each where the screen has it. */
function MasterToolbar<C extends MasterCalls>({
  config,
  total,
  readAll,
  ticked,
  onAction,
  onAdd,
}: {
  config: MasterConfig<C>;
  total: number;
  readAll(): Promise<MasterRowOf<C>[] | null>;
  ticked: number;
  onAction(): void;
  onAdd?: () => void;
}) {
  const selection = config.selection;
  return (
    <div className="master-toolbar">
      <Space wrap>
        {config.export && (
          <CsvExportButton<MasterRowOf<C>>
            file={config.export.file}
            rowCount={total}
            read={readAll}
            columns={config.export.columns}
            onEmpty={() => showToast("warning", shellText.noDataFound)}
          />
        )}
        {selection && (
          <Button onClick={onAction}>
            {ticked > 0 ? `${selection.actionLabel} (${ticked})` : selection.actionLabel}
          </Button>
        )}
        {onAdd && (
          <Button type="primary" onClick={onAdd}>
            {config.addLabel ?? "Add"}
          </Button>
        )}
      </Space>
    </div>
  );
}

export function MasterTable<C extends MasterCalls>({ config }: { config: MasterConfig<C> }) {
  type Row = MasterRowOf<C>;
  const twoWay = isTwoWay(config.calls);
  const permission = usePagePermission();
  const grid = useServerPage({ paging: config.paging });
  const [editing, setEditingState] = useState<Row | "new" | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  /** Opening remembers what had focus; closing gives it back (the dialog unmounts with its own memory). */
  const setEditing = (next: Row | "new" | null) => {
    if (next !== null) opener.current = document.activeElement as HTMLElement | null;
    else setTimeout(() => opener.current?.focus());
    setEditingState(next);
  };
  const [historyOf, setHistoryOf] = useState<Row | null>(null);
  const { rows, isFetching, reload, readAll } = useMasterRows(config.calls, grid.query);
  const { confirmSwitch, modalHost } = useActiveSwitch(config, reload);
  const { keyOf, rowSelection, ticked, act } = useTickedRows(config, rows);

  const actionColumn: ColumnsType<Row>[number] = {
    title: "Action",
    key: "action",
    width: 130,
    render: (_: unknown, row: Row) => (
      <MasterRowActions
        active={row.IsActive}
        twoWay={twoWay}
        canEdit={permission.IsEdit}
        onToggle={(active) => confirmSwitch(row, active)}
        onEdit={() => setEditing(row)}
        onHistory={config.history ? () => setHistoryOf(row) : undefined}
      />
    ),
  };

  return (
    <Card>
      {modalHost}
      <DataGrid<Row>
        rowKey={keyOf}
        rowSelection={rowSelection}
        size="middle"
        loading={isFetching}
        columns={permission.IsEdit || config.history ? [...config.columns, actionColumn] : config.columns}
        dataSource={rows}
        server={{ grid, total: rows[0]?.TotalRows ?? 0 }}
        toolbar={
          <MasterToolbar
            config={config}
            total={rows[0]?.TotalRows ?? 0}
            readAll={readAll}
            ticked={ticked}
            onAction={act}
            onAdd={permission.IsAdd ? () => setEditing("new") : undefined}
          />
        }
      />
      {config.history && (
        <RecordHistoryDialog
          entity={config.history.entity}
          recordId={historyOf ? Number(historyOf[config.idField]) : null}
          title={historyOf ? config.history.title(historyOf) : ""}
          onClose={() => setHistoryOf(null)}
        />
      )}
      {editing !== null && (
        <MasterDialog
          config={config}
          row={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={async () => {
            setEditing(null);
            if (twoWay) setTimeout(reload, reloadDelayMs);
            else await reload();
          }}
        />
      )}
    </Card>
  );
}

function fieldRule(schema: ZodObject | ZodType, name: string) {
  const shape = (schema as ZodObject).shape as Record<string, ZodType> | undefined;
  return shape?.[name] ? [zodRule(shape[name])] : [];
}

/**
 * Saving the dialog's values: the shared schema checks them first (its verdict shown under the fields it
 * names), then Add creates or Update updates the row.
 */
function useMasterSave<C extends MasterCalls>(
  config: MasterConfig<C>,
  row: MasterRowOf<C> | null,
  form: FormInstance,
  onSaved: () => void,
) {
  const [busy, setBusy] = useState(false);
  const calls: MasterCalls = config.calls;
  const creating = row === null;

  const bodyOf = (values: Record<string, unknown>) => ({
    ...values,
    [config.idField]: row ? row[config.idField] : 0,
    IsActive: values.IsActive ?? true,
  });
  /** The shared schema's verdict under the fields it names. */
  const showSchemaIssues = (values: Record<string, unknown>) => {
    const checked = calls.create.body.safeParse(bodyOf(values));
    if (checked.success) return true;
    form.setFields(
      checked.error.issues
        .filter((issue) => form.getFieldError(String(issue.path[0])).length === 0)
        .map((issue) => ({ name: String(issue.path[0]), errors: [issue.message] })),
    );
    return false;
  };

  const submit = async (values: Record<string, unknown>) => {
    if (!showSchemaIssues(values)) return;
    setBusy(true);
    try {
      const answer = await call(creating ? calls.create : calls.update, bodyOf(values), {
        notify: "all",
        noContentIsWarning: creating && isTwoWay(calls),
      });
      if (answer.ResponseCode === "200") onSaved();
    } finally {
      setBusy(false);
    }
  };

  return { busy, submit };
}

/** The dialog's inputs, each with the schema's rule for it and its own; Is Active when updating. */
function MasterFields({
  fields,
  schema,
  creating,
  form,
}: {
  fields: MasterField[];
  schema: ZodObject | ZodType;
  creating: boolean;
  form: FormInstance;
}) {
  return (
    <>
      {fields.map((f) => (
        <Form.Item
          key={f.name}
          name={f.unbound ? undefined : f.name}
          label={f.label}
          required={f.required === "create" ? creating : f.required !== false}
          rules={f.unbound ? [] : [...fieldRule(schema, f.name), ...(f.rules?.(creating) ?? [])]}
        >
          {f.input ? f.input(form) : <Input />}
        </Form.Item>
      ))}
      {!creating && (
        <Form.Item name="IsActive" valuePropName="checked">
          <Checkbox>Is Active</Checkbox>
        </Form.Item>
      )}
    </>
  );
}

function MasterDialog<C extends MasterCalls>({
  config,
  row,
  onClose,
  onSaved,
}: {
  config: MasterConfig<C>;
  row: MasterRowOf<C> | null;
  onClose: () => void;
  onSaved: () => void;
}) {
  const [form] = Form.useForm();
  const [modal, modalHost] = Modal.useModal();
  const fieldsRef = useRef<HTMLDivElement>(null);
  const { busy, submit } = useMasterSave(config, row, form, onSaved);
  const creating = row === null;
  const initial = row ? (config.toForm ? config.toForm(row) : row) : { IsActive: true, ...config.newRow };

  /** Esc, X or a click outside: typed data is only thrown away when the user says so. */
  const cancel = () => {
    if (!form.isFieldsTouched()) return onClose();
    modal.confirm({
      title: shellText.discardChangesTitle,
      content: shellText.discardChangesBody,
      okText: "Discard",
      cancelText: "Keep editing",
      autoFocusButton: "cancel",
      width: 350,
      onOk: onClose,
      // Back to typing: the dialog's own keys (Esc again) reach it from its first field.
      onCancel: () => focusFirstField(fieldsRef.current),
    });
  };

  return (
    <Modal
      open
      title={config.dialogTitle}
      onCancel={cancel}
      footer={null}
      width={config.dialogWidth ?? 640}
      destroyOnHidden
      afterOpenChange={(open) => open && focusFirstField(fieldsRef.current)}
    >
      {modalHost}
      <div ref={fieldsRef}>
        <Form form={form} layout="vertical" initialValues={initial} onFinish={submit} requiredMark>
          <MasterFields
            fields={config.fields}
            schema={config.calls.create.body}
            creating={creating}
            form={form}
          />
          <Typography.Paragraph type="secondary">{shellText.requiredNote}</Typography.Paragraph>
          <Button type="primary" htmlType="submit" loading={busy}>
            {creating ? "Submit" : "Update"}
          </Button>
        </Form>
      </div>
    </Modal>
  );
}
