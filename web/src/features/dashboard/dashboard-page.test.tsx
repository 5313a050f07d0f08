import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it, vi } from "vitest";
import DashboardPage from "./dashboard-page";

const client = vi.hoisted(() => ({ get: vi.fn(), post: vi.fn() }));
vi.mock("../../api/client", () => ({ api: client }));
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
    let answer: (value: unknown) => void = () => {};
    client.post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    client.get.mockResolvedValue({ ResponseCode: "200", ResponseMessage: "", ResponseData: [] });
    const { container } = renderPage();
    expect(container.querySelectorAll(".count-box .ant-skeleton")).toHaveLength(4);
    expect(screen.queryByText("0")).toBeNull();
    answer({
      ResponseCode: "200",
      ResponseMessage: "",
      ResponseData: { TotalBin: 24, TotalBinUse: 0, TotalBinEmpty: 24, Totalwarehouse: 2 },
    });
    expect(await screen.findAllByText("24", { selector: ".count-box *" }, { timeout: 5000 })).toHaveLength(2);
    expect(container.querySelectorAll(".count-box .ant-skeleton")).toHaveLength(0);
  });
});
