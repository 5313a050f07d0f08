import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { dashboardCalls } from "@wms/domain";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import { answered, fakeServer } from "../../test/fake-server";
import DashboardPage from "./dashboard-page";

vi.mock("./bin-chart", () => ({ BinChart: () => <div>chart</div> }));

const renderPage = () =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <MemoryRouter>
        <DashboardPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("DashboardPage", () => {
  it("shows the count boxes loading, never a false zero, until the counts arrive", async () => {
    const server = fakeServer();
    let release: () => void = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    server.answer(dashboardCalls.getDashboardData, async () => {
      await released;
      return answered({ TotalBin: 24, TotalBinUse: 0, TotalBinEmpty: 24, Totalwarehouse: 2 });
    });
    server.answer(dashboardCalls.getBinHeaders, answered([]));
    const { container } = renderPage();
    expect(container.querySelectorAll(".count-box .ant-skeleton")).toHaveLength(4);
    expect(screen.queryByText("0")).toBeNull();
    release();
    expect(await screen.findAllByText("24", { selector: ".count-box *" }, { timeout: 5000 })).toHaveLength(2);
    expect(container.querySelectorAll(".count-box .ant-skeleton")).toHaveLength(0);
  });
});
