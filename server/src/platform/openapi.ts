import { jsonSchemaTransformObject } from "fastify-type-provider-zod";

type Document = ReturnType<typeof jsonSchemaTransformObject>;
type Components = { schemas?: Record<string, unknown> } & Record<string, unknown>;

const schemaRef = /"#\/components\/schemas\/([^"]+)"/g;
const refsIn = (value: unknown) =>
  [...JSON.stringify(value).matchAll(schemaRef)].map((match) => match[1] as string);

/**
 * The document with only the component schemas its operations reach: every named zod schema is emitted
 * both as an input and an output component, and a response's input twin (or a body's output one) is never used.
 */
export function documentOfUsedSchemas(input: Parameters<typeof jsonSchemaTransformObject>[0]): Document {
  const document = jsonSchemaTransformObject(input);
  const components = ((document as { components?: Components }).components ?? {}) as Components;
  const schemas = components.schemas ?? {};
  const used = new Set<string>();
  const pending = refsIn({ ...document, components: { ...components, schemas: {} } });
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (used.has(name)) continue;
    used.add(name);
    pending.push(...refsIn(schemas[name]));
  }
  const kept = Object.fromEntries(Object.entries(schemas).filter(([name]) => used.has(name)));
  return { ...document, components: { ...components, schemas: kept } } as Document;
}
