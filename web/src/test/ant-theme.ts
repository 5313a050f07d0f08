/**
 * A design token Ant Design draws `element` with (`color-error` for `colorError`): the CSS variable its
 * ConfigProvider declares for it. A static call (`Modal.confirm`) reads no ConfigProvider: it gets the defaults.
 */
export function antTokenOf(element: Element, token: string): string | null {
  const scope = [...element.classList].find((c) => c.startsWith("css-var-"));
  if (!scope) return null;
  const declared = new RegExp(`\\.${scope}\\{[^}]*--ant-${token}:([^;}]+)`);
  for (const style of document.querySelectorAll("style")) {
    const value = style.textContent?.match(declared)?.[1];
    if (value) return value.toLowerCase();
  }
  return null;
}
