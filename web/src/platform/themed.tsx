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
 * Ant Design in the app's theme: around the frame of the screens not light (`AntFrame`) and each piece `lazyThemed`
 * loads. A piece never wraps itself: inside the frame a second one would write the theme's CSS variables again.
 */
export function Themed({ children }: { children: ReactNode }) {
  return <ConfigProvider theme={theme}>{children}</ConfigProvider>;
}
