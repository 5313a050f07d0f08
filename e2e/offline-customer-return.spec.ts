import { expect, type Page } from "@playwright/test";
import {
  type DispatchToReturn,
  type HeldPacketRow,
  shellText,
  customerReturnText as text,
} from "@wms/domain";
import { fgInStock, signIn, test, toast } from "./support";

test.use({ viewport: { width: 360, height: 640 } });

/** Types into the focused scan box as a wedge scanner does: the text, then Enter. */
async function wedge(page: Page, typed: string) {
  await expect(page.getByLabel(text.scanLabel)).toBeFocused({ timeout: 30_000 });
  await page.keyboard.type(typed);
  await page.keyboard.press("Enter");
}

/** The outbox's banner (the scan box's status line says "(1 waiting)." too). */
const banner = (page: Page) => page.getByRole("status").filter({ hasText: /waiting$/ });

test("a customer return confirmed offline is queued ('Saved offline'), sent once when back online, and its packet is on hold (CustomerReturn)", async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(180_000);
  const { names, packets, fromNo, orderId, call } = await fgInStock(request, "OFFCR", {
    perPacket: 2,
    made: 2,
    ordered: 2,
  });
  const note = `DN-${names.order}`;
  const sent = await call<{ DispatchId: number }>("Dispatch/CreateDispatch", {
    DispatchOrderId: orderId,
    VehicleNo: "MH14XY4321",
    DocumentNo: note,
    Packets: [{ QRCode: packets[0].QRCode, Qty: 2 }],
  });
  const returned = async () =>
    (await call<DispatchToReturn>(`CustomerReturn/GetDispatchToReturnById/${sent.DispatchId}`)).Returned;
  await signIn(page);

  // Online the dispatch is looked up once: the device keeps it.
  await page.goto("/transactions/customer-returns");
  await wedge(page, note);
  await expect(page.getByText(text.scanUnitsNext(note))).toBeVisible({ timeout: 30_000 });

  await context.setOffline(true);
  await wedge(page, String(fromNo + 1));
  const units = page.locator(".customer-returns-units");
  await expect(units.getByRole("row").filter({ hasText: packets[0].QRCode })).toContainText(
    String(fromNo + 1),
  );
  await page.getByLabel(text.reason).fill("Squeaks offline");
  await page.getByRole("button", { name: text.confirm }).click();
  await expect(toast(page, "Success Message", shellText.outboxSaved(1))).toBeVisible({ timeout: 30_000 });
  await expect(banner(page)).toContainText(shellText.outboxWaiting(1));
  await expect(units.getByRole("row").filter({ hasText: packets[0].QRCode })).toHaveCount(0);
  await expect(page.getByText(`${text.waitingToSend}: ${fromNo + 1}`)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  expect(await returned()).toEqual([]);

  await context.setOffline(false);
  await expect.poll(returned, { timeout: 45_000 }).toEqual([{ FromNo: fromNo + 1, ToNo: fromNo + 1 }]);
  await expect(banner(page)).toHaveCount(0);
  const held = await call<HeldPacketRow[]>("StockHold/GetHeldPackets", {
    PageNo: 1,
    First: 1,
    PageSize: 50,
    SearchValue: names.fg,
    Status: "OnHold",
  });
  expect(held).toHaveLength(1);
  expect(held[0]).toMatchObject({
    Qty: 1,
    Status: "OnHold",
    HoldReason: "CustomerReturn",
    HoldRemark: "Squeaks offline",
    SinceBy: "Administrator",
  });
});
