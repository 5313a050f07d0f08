import { ConfigProvider, notification } from "antd";
import { createElement } from "react";
import { theme } from "./themed";

// Toasts shown outside the shell's providers still wear the app's theme.
ConfigProvider.config({ holderRender: (children) => createElement(ConfigProvider, { theme }, children) });

export { notification };
