import { shellText } from "@wms/domain";
import { Button, Card, Col, Empty, Row, Space, Spin, Statistic, Typography } from "antd";
import { useState } from "react";
import { useBinHeaders, useDashboardCounts, useRowBins } from "./api";
import { BinChart } from "./bin-chart";
import { BinDataDialog } from "./bin-data-dialog";
import "./dashboard.css";

/** The bins of one location row, chosen by its header: a full bin opens its packets, an empty one is only shown. */
function BinLocationCard({ onOpenBin }: { onOpenBin(colAddress: string): void }) {
  const { data: headers = [] } = useBinHeaders();
  const [rowName, setRowName] = useState<string | null>(null);
  const { data: rowBins = [], isLoading: binsLoading } = useRowBins(rowName);

  return (
    <Card title="Bin Location">
      <Space wrap>
        {headers.map((h) => (
          <Button
            key={h.Header}
            type={rowName === h.Header ? "primary" : "default"}
            onClick={() => setRowName(h.Header)}
          >
            {h.Header}
          </Button>
        ))}
      </Space>
      <div className="bin-grid">
        {rowName === null ? (
          <Typography.Text type="secondary">Choose a bin location.</Typography.Text>
        ) : binsLoading ? (
          <Spin aria-label={shellText.loading} />
        ) : rowBins.length === 0 ? (
          <Empty />
        ) : (
          rowBins.map((bin) =>
            bin.ColStatus ? (
              <button
                type="button"
                key={bin.BinId}
                className="bin-cell bin-full"
                onClick={() => onOpenBin(bin.ColAddress)}
              >
                {bin.ColAddress}
              </button>
            ) : (
              <span key={bin.BinId} className="bin-cell bin-empty">
                {bin.ColAddress}
              </span>
            ),
          )
        )}
      </div>
      <div className="bin-legend" role="note">
        <span>
          <span className="bin-legend-swatch bin-full" />
          Full: holds packets (click to see them)
        </span>
        <span>
          <span className="bin-legend-swatch bin-empty" />
          Empty
        </span>
      </div>
    </Card>
  );
}

/** Dashboard: the warehouse's bin counts, its bins row by row, and a chart of used and empty bins. */
export default function DashboardPage() {
  const { data: counts, isLoading: countsLoading } = useDashboardCounts();
  const [openBin, setOpenBin] = useState<string | null>(null);

  const boxes = [
    { title: "Warehouse", value: counts?.Totalwarehouse },
    { title: "Total Bin", value: counts?.TotalBin },
    { title: "Total Used Bin", value: counts?.TotalBinUse },
    { title: "Empty Bin", value: counts?.TotalBinEmpty },
  ];

  return (
    <Space direction="vertical" size="large" style={{ width: "100%" }}>
      <Row gutter={16}>
        {boxes.map((b) => (
          <Col xs={12} md={6} key={b.title}>
            <Card className="count-box">
              <Statistic title={b.title} value={b.value ?? 0} loading={countsLoading} />
            </Card>
          </Col>
        ))}
      </Row>
      <Row gutter={16}>
        <Col xs={24} lg={16}>
          <BinLocationCard onOpenBin={setOpenBin} />
        </Col>
        <Col xs={24} lg={8}>
          <Card title="Bins">
            {counts ? <BinChart counts={counts} /> : <Spin aria-label={shellText.loading} />}
          </Card>
        </Col>
      </Row>
      {openBin && <BinDataDialog colAddress={openBin} onClose={() => setOpenBin(null)} />}
    </Space>
  );
}
