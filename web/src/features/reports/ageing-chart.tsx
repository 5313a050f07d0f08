import { ageBands } from "@wms/domain";
import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from "chart.js";
import { Bar } from "react-chartjs-2";
import type { StockAgeingReportRow } from "./api";

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

const colours = ["#5cb85c", "#f0ad4e", "#e67e22", "#d9534f"];

/** Each product of the page a bar, stacked by age band (youngest at the bottom). */
export default function AgeingChart({ rows }: { rows: StockAgeingReportRow[] }) {
  return (
    <div style={{ position: "relative", height: 240 }}>
      <Bar
        aria-label="Stock ageing chart"
        data={{
          labels: rows.map((r) => r.ProductCode),
          datasets: ageBands.map((band, i) => ({
            label: band.label,
            data: rows.map((r) => r[band.field]),
            backgroundColor: colours[i],
          })),
        }}
        options={{
          maintainAspectRatio: false,
          scales: { x: { stacked: true }, y: { stacked: true } },
          plugins: { legend: { position: "bottom" } },
        }}
      />
    </div>
  );
}
