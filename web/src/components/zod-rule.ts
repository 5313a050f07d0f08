import type { FormRule } from "antd";
import type { ZodType } from "zod";

/** An Ant Design form rule from a shared zod schema: the form says exactly what the server would. */
export function zodRule(schema: ZodType): FormRule {
  return {
    validator: async (_rule, value) => {
      const result = schema.safeParse(value ?? "");
      if (!result.success) throw new Error(result.error.issues[0]?.message);
    },
  };
}
