import { ConfigProvider, type ThemeConfig } from "antd";
import type { ReactNode } from "react";

/** Brand colours, and secondary text and the danger red (Scrap, Remove) dark enough for WCAG AA contrast (4.5:1) on white. */
export const theme: ThemeConfig = {
  token: {
    colorPrimary: "#1f4e79",
    colorLink: "#1f4e79",
    colorError: "#b42318",
    colorTextPlaceholder: "#6b7280",
    colorTextDescription: "#5b6472",
    colorTextTertiary: "#5b6472",
    borderRadius: 4,
  },
};

/**
 * Ant Design in the app's theme. Only screens that use Ant Design wrap themselves in it (the shell, password
 * reset, the forgot-password dialog): the login screen is plain HTML, so its route loads no Ant Design.
 */
export function Themed({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
