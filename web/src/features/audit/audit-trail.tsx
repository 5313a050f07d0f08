import { type AuditEntity, auditEntities, auditText, displayDateFormat, formatSentDate } from "@wms/domain";
import { Button, Card, DatePicker, Select, Space, Tag } from "antd";
import type { Dayjs } from "dayjs";
import { useState } from "react";
import { AuditChangesGrid, type AuditRow, useAuditChanges } from "../../components/audit-changes";
import { useServerPage } from "../../components/use-server-page";

interface Filters {
  entity: AuditEntity | null;
  from: Dayjs | null;
  to: Dayjs | null;
  user: { id: number; name: string } | null;
}

/**
 * Audit Trail (admin): every recorded change and sign-in, newest first, filtered by entity, user
 * (a click on a name), dates and a search; a row expands to its fields before and after.
 */
export default function AuditTrailPage() {
  const grid = useServerPage({ SortColumn: "At" });
  const [filters, setFilters] = useState<Filters>({ entity: null, from: null, to: null, user: null });
  const { data = [], isFetching } = useAuditChanges({ ...grid.query, Entity: filters.entity });

  /** A changed filter goes back to the first page. */
  const change = (next: Partial<Filters>) => {
    const all = { ...filters, ...next };
    setFilters(all);
    grid.filter({
      FromDate: all.from ? formatSentDate(all.from.toDate()) : null,
      ToDate: all.to ? formatSentDate(all.to.toDate()) : null,
      UserId: all.user?.id ?? null,
    });
  };

  const who = (row: AuditRow) =>
    row.UserId === null ? (
      "-"
    ) : (
      <Button
        type="link"
        size="small"
        style={{ padding: 0 }}
        title={auditText.onlyThisUser}
        onClick={() => change({ user: { id: row.UserId!, name: row.UserName } })}
      >
        {row.UserName || `#${row.UserId}`}
      </Button>
    );

  return (
    <Card>
      <Space wrap style={{ marginBottom: 8 }}>
        <Select<AuditEntity>
          aria-label="Entity"
          placeholder="Entity"
          allowClear
          style={{ minWidth: 160 }}
          value={filters.entity ?? undefined}
          onChange={(entity) => change({ entity: entity ?? null })}
          options={auditEntities.map((e) => ({ value: e, label: e }))}
        />
        <DatePicker
          aria-label="From Date"
          placeholder="From Date"
          format={displayDateFormat}
          value={filters.from}
          onChange={(from) => change({ from })}
          disabledDate={(d) => (filters.to ? d.isAfter(filters.to, "day") : false)}
        />
        <DatePicker
          aria-label="To Date"
          placeholder="To Date"
          format={displayDateFormat}
          value={filters.to}
          onChange={(to) => change({ to })}
          disabledDate={(d) => (filters.from ? d.isBefore(filters.from, "day") : false)}
        />
        {filters.user && (
          <Tag closable onClose={() => change({ user: null })}>
            User: {filters.user.name || `#${filters.user.id}`}
          </Tag>
        )}
      </Space>
      <AuditChangesGrid rows={data} loading={isFetching} grid={grid} withRecord who={who} />
    </Card>
  );
}
