import { BarElement, CategoryScale, Chart as ChartJS, Legend, LinearScale, Tooltip } from "chart.js";
import { Bar } from "react-chartjs-2";

ChartJS.register(BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface ConsumptionBar {
  label: string;
  bom: number;
  consumed: number;
}

/** BOM for produced beside consumed, a pair of bars per row of the page shown. */
export default function ConsumptionChart({ bars }: { bars: ConsumptionBar[] }) {
  return (
    <div style={{ position: "relative", height: 240 }}>
      <Bar
        aria-label="Consumption chart"
        data={{
          labels: bars.map((b) => b.label),
          datasets: [
            { label: "BOM for produced", data: bars.map((b) => b.bom), backgroundColor: "#1f4e79" },
            { label: "Consumed", data: bars.map((b) => b.consumed), backgroundColor: "#d9534f" },
          ],
        }}
        options={{ maintainAspectRatio: false, plugins: { legend: { position: "bottom" } } }}
      />
    </div>
  );
}
