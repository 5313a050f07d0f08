import { shellText } from "@wms/domain";
import type { CSSProperties, ReactNode } from "react";
import "./lines-table.css";

/** A column of a lines table: Ant Design's column's words, for the ones the scan screens use. */
export interface LineColumn<Row> {
  title: ReactNode;
  key?: string;
  /** The row's field shown (any member's, for a union of rows), as Ant Design's loose `dataIndex`. */
  dataIndex?: string;
  /** The cell from the row's `dataIndex` value (undefined without one), the row and its place. */
  render?(value: never, row: Row, index: number): ReactNode;
  align?: "left" | "right" | "center";
  width?: number | string;
  /** Left out (a column shown only on a desk or only on a handheld). */
  hidden?: boolean;
}

export interface LinesTableProps<Row> {
  columns: LineColumn<Row>[];
  dataSource: readonly Row[];
  rowKey: (keyof Row & string) | ((row: Row) => string);
  /** A row's own class; "lines-table-refused" marks the row the server refused. */
  rowClassName?(row: Row, index: number): string;
  className?: string;
  style?: CSSProperties;
  /** A heading above the table, inside its box. */
  title?: () => ReactNode;
  emptyText?: ReactNode;
}

const keyOf = <Row,>(row: Row, rowKey: LinesTableProps<Row>["rowKey"]) =>
  String(typeof rowKey === "function" ? rowKey(row) : row[rowKey]);

/** One cell: the column's render of the row, else the row's value at `dataIndex`. */
function cellOf<Row>(column: LineColumn<Row>, row: Row, index: number): ReactNode {
  const value =
    column.dataIndex === undefined ? undefined : (row as Record<string, unknown>)[column.dataIndex];
  return column.render ? column.render(value as never, row, index) : (value as ReactNode);
}

const columnKey = <Row,>(c: LineColumn<Row>, i: number) => c.key ?? c.dataIndex ?? String(i);

/**
 * The lines a screen lists whole: a plain small table without pages, drawn like Ant Design's, the spec's
 * "No Data Found" unless told otherwise. A wide one scrolls inside its own box, never the page.
 */
export function LinesTable<Row>({
  columns: allColumns,
  dataSource,
  rowKey,
  rowClassName,
  className,
  style,
  title,
  emptyText = shellText.noDataFound,
}: LinesTableProps<Row>) {
  const columns = allColumns.filter((c) => !c.hidden);
  return (
    <div className={`lines-table${className ? ` ${className}` : ""}`} style={style}>
      {title ? <div className="lines-table-title">{title()}</div> : null}
      <div className="lines-table-scroll">
        <table>
          <thead>
            <tr>
              {columns.map((c, i) => (
                <th key={columnKey(c, i)} scope="col" style={{ textAlign: c.align, width: c.width }}>
                  {c.title}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {dataSource.length === 0 ? (
              <tr className="lines-table-empty">
                <td colSpan={columns.length}>{emptyText}</td>
              </tr>
            ) : (
              dataSource.map((row, index) => (
                <tr
                  key={keyOf(row, rowKey)}
                  data-row-key={keyOf(row, rowKey)}
                  className={`lines-table-row ${rowClassName?.(row, index) ?? ""}`.trim()}
                >
                  {columns.map((c, i) => (
                    <td key={columnKey(c, i)} style={{ textAlign: c.align }}>
                      {cellOf(c, row, index)}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
    </div>
  );
}
