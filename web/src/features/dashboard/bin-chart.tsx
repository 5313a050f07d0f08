import { ArcElement, Chart as ChartJS, Legend, Tooltip } from "chart.js";
import { Doughnut } from "react-chartjs-2";
import type { DashboardCounts } from "./api";

ChartJS.register(ArcElement, Tooltip, Legend);

/** The doughnut of total, used and empty bins. */
export function BinChart({ counts }: { counts: DashboardCounts }) {
  return (
    <Doughnut
      aria-label="Bin chart"
      data={{
        labels: ["Total Bin", "Total Used Bin", "Empty Bin"],
        datasets: [
          {
            data: [counts.TotalBin, counts.TotalBinUse, counts.TotalBinEmpty],
            backgroundColor: ["#1f4e79", "#d9534f", "#5cb85c"],
          },
        ],
      }}
      options={{ plugins: { legend: { position: "bottom" } } }}
    />
  );
}
