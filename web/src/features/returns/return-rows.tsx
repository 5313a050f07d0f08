import {
  decimalsProblem,
  formatDisplayDate,
  consumptionMessages as m,
  type ReturnTypeCode,
  returnTypes,
} from "@wms/domain";
import { useState } from "react";
import { LightInput } from "../../components/light-input";
import { LightNumberInput } from "../../components/light-number-input";
import { type LineColumn, LinesTable } from "../../components/lines-table";
import { showToast } from "../../platform/toast";
import { type ReturnRow, updateReturnRow } from "./api";
import "./return-rows.css";

/** A row's quantity, checked and kept on the server when the box is left. */
const checkQuantity = async (row: ReturnRow) => {
  if (row.Quantity <= 0) return showToast("warning", m.insertPacketQty);
  const decimals = decimalsProblem(row.Quantity);
  if (decimals) return showToast("warning", decimals);
  await updateReturnRow({ RequisitionIssueId: row.RequisitionIssueId, Quantity: row.Quantity });
};

/** The cells a user sees, as text, for the global search. */
const shownText = (row: ReturnRow) =>
  [row.RMCode, row.Type, formatDisplayDate(row.InwardDate), String(row.Quantity), row.SupplierCode]
    .join("\n")
    .toLowerCase();

interface Props {
  rows: ReturnRow[];
  type: ReturnTypeCode;
  selected: number[];
  /** Each edited quantity's text as typed, by RequisitionIssueId. */
  typed: Record<number, string>;
  onSelect(ids: number[]): void;
  onQuantity(id: number, text: string): void;
}

/** The tick column: a row's box, and all the rows shown at once in the header; none in an FG return (it takes them all). */
function tickColumn({ rows, type, selected, onSelect }: Props, shown: ReturnRow[]): LineColumn<ReturnRow> {
  const fg = type === returnTypes.fg;
  const ticked = fg ? [] : selected;
  const allTicked = shown.length > 0 && shown.every((r) => ticked.includes(r.RequisitionIssueId));
  const toggle = (id: number, on: boolean) =>
    onSelect(on ? [...selected, id] : selected.filter((s) => s !== id));
  return {
    key: "tick",
    width: 32,
    title: (
      <input
        type="checkbox"
        className="return-tick"
        aria-label="Select all"
        disabled={fg || rows.length === 0}
        checked={allTicked}
        onChange={(e) => onSelect(e.target.checked ? shown.map((r) => r.RequisitionIssueId) : [])}
      />
    ),
    render: (_: never, row: ReturnRow) => (
      <input
        type="checkbox"
        className="return-tick"
        aria-label={`Select ${row.RMCode}`}
        disabled={fg}
        checked={ticked.includes(row.RequisitionIssueId)}
        onChange={(e) => toggle(row.RequisitionIssueId, e.target.checked)}
      />
    ),
  };
}

/** The rows a scan loaded: RM rows are ticked to return (an FG return takes them all), each quantity editable. */
export function ReturnRowsGrid(props: Props) {
  const { rows, typed, onQuantity } = props;
  const [search, setSearch] = useState("");
  const needle = search.trim().toLowerCase();
  const shown = needle === "" ? rows : rows.filter((r) => shownText(r).includes(needle));
  return (
    <div className="return-rows">
      <div className="return-rows-toolbar">
        <LightInput
          type="search"
          className="return-rows-search"
          placeholder="Search"
          aria-label="Global search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>
      <LinesTable<ReturnRow>
        rowKey="RequisitionIssueId"
        dataSource={shown}
        columns={[
          tickColumn(props, shown),
          { title: "RM Code", dataIndex: "RMCode" },
          { title: "Type", dataIndex: "Type" },
          {
            title: "Inward Date",
            dataIndex: "InwardDate",
            render: (v: string | null) => formatDisplayDate(v),
          },
          {
            title: "Quantity",
            dataIndex: "Quantity",
            render: (value: number, row: ReturnRow) => (
              <LightNumberInput
                className="return-quantity"
                aria-label={`Quantity ${row.RMCode}`}
                value={typed[row.RequisitionIssueId] ?? String(value)}
                onChange={(text) => onQuantity(row.RequisitionIssueId, text)}
                onBlur={() => void checkQuantity(row)}
              />
            ),
          },
          { title: "Supplier Code", dataIndex: "SupplierCode" },
        ]}
      />
    </div>
  );
}
