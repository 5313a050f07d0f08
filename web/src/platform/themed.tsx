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
 * Ant Design in the app's theme. Only what uses Ant Design wraps itself in it (the shell's frame around screens
 * not light, password reset, the forgot-password dialog, the dialogs and drawers the shell loads when opened).
 */
export function Themed({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
