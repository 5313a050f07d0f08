import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { count, decimal, id, int4Max, quantity, quantityMax, text, wholeNumber } from "./bounds.js";
import { updatePagePermissionRequest } from "./masters/role.js";
import { userRequest } from "./masters/user.js";
import { commonMessages } from "./messages/common.js";
import { mastersMessages } from "./messages/masters.js";
import { typedQty } from "./quantity.test-support.js";

const page = (PageId: number, Children: unknown[] = []) => ({
  PageId,
  RoleId: 2,
  IsView: true,
  IsAdd: false,
  IsEdit: false,
  Children,
});

describe("bounded primitives", () => {
  it("an id is an int4 above 0, from a number or digits, never from a boolean", () => {
    expect(id().parse(7)).toBe(7);
    expect(id().parse(" 12 ")).toBe(12);
    expect(id().parse(int4Max)).toBe(int4Max);
    for (const bad of [0, -1, int4Max + 1, 1.5, 1e20, true, false, "", "NaN", "1e3", null]) {
      expect(id().safeParse(bad).success, String(bad)).toBe(false);
    }
    expect(count().parse(0)).toBe(0);
  });

  it("RoleId: true is refused with the form's message, not read as role 1", () => {
    const user = {
      UserName: "A",
      UserTypeId: 1,
      RoleId: true,
      Email: "a@example.com",
      MobileNo: "9876543210",
      Password: "Abc123",
      ConfirmPassword: "Abc123",
    };
    const result = userRequest.safeParse(user);
    expect(result.error?.issues[0].message).toBe(mastersMessages.userRoleRequired);
  });

  it("a quantity fits numeric(14,3)", () => {
    expect(quantity().parse("12.5")).toBe(12.5);
    expect(quantity().safeParse(quantityMax + 1).success).toBe(false);
    expect(quantity().safeParse(-0.001).success).toBe(false);
    expect(quantity().safeParse(Number.NaN).success).toBe(false);
  });

  it("a quantity has at most 3 decimals: a fourth is refused with its message, never rounded", () => {
    expect(quantity().parse(0.001)).toBe(0.001);
    expect(quantity().parse("2.5000")).toBe(2.5);
    for (const fine of [0.0005, 2.0004, "2.0004", "0.10000000000000000001", 1e-30])
      expect(
        quantity()
          .safeParse(fine)
          .error?.issues.map((i) => i.message),
      ).toEqual([commonMessages.quantityDecimals]);
    expect(quantity("Please insert packet qty").safeParse(1.2345).error?.issues[0].message).toBe(
      commonMessages.quantityDecimals,
    );
  });

  it("every number bound answers for any number, exponent notation included: in range is kept, outside refused", () => {
    /** The oracle: a number JavaScript writes with at most 3 decimals (or in whole exponent notation). */
    const threeDecimals = (n: number) => /e\+|^-?\d+(\.\d{1,3})?$/.test(String(n));
    const bounds = [
      { schema: quantity(), fits: (n: number) => n >= 0 && n <= quantityMax && threeDecimals(n) },
      { schema: decimal(-5, 1e9), fits: (n: number) => n >= -5 && n <= 1e9 && threeDecimals(n) },
      { schema: count(), fits: (n: number) => Number.isInteger(n) && n >= 0 && n <= int4Max },
      { schema: wholeNumber(1, 100), fits: (n: number) => Number.isInteger(n) && n >= 1 && n <= 100 },
    ];
    const edges = [1e21, 1e300, -1e21, Number.MAX_VALUE, -Number.MAX_VALUE, 1e-30, -1e-30, 1e20];
    fc.assert(
      fc.property(
        fc.oneof(
          fc.constantFrom(...edges),
          fc.double({ noNaN: true, noDefaultInfinity: true }),
          typedQty(1e12, -1e7),
        ),
        (n) => {
          for (const { schema, fits } of bounds) {
            expect(schema.safeParse(n).success, String(n)).toBe(fits(n));
            expect(schema.safeParse(String(n)).success, `"${n}"`).toBe(
              fits(n) && /^-?\d+(\.\d+)?$/.test(String(n)),
            );
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("text refuses NUL and anything past its length", () => {
    expect(text(5).parse("abc")).toBe("abc");
    expect(text(5).safeParse("a\u0000b").success).toBe(false);
    expect(text(5).safeParse("abcdef").success).toBe(false);
  });
});

describe("permission request bounds", () => {
  it("accepts the dialog's two-level tree", () => {
    expect(updatePagePermissionRequest.safeParse([page(1, [page(2), page(3)])]).success).toBe(true);
  });

  it("refuses the same page twice", () => {
    const result = updatePagePermissionRequest.safeParse([page(1, [page(2)]), page(2)]);
    expect(result.error?.issues[0].message).toBe(mastersMessages.pageTwice);
  });

  it("refuses a tree deeper than four levels and more than 200 pages", () => {
    let deep = page(1);
    for (let i = 2; i <= 6; i++) deep = page(i, [deep]);
    expect(updatePagePermissionRequest.safeParse([deep]).success).toBe(false);
    const wide = Array.from({ length: 20 }, (_, i) =>
      page(
        1000 + i,
        Array.from({ length: 20 }, (_, j) => page(i * 20 + j + 1)),
      ),
    );
    expect(updatePagePermissionRequest.safeParse(wide).error?.issues[0].message).toBe(
      mastersMessages.tooManyPages,
    );
  });
});
