import type { KeyboardEvent } from "react";

/** An Enter that submits a field: once a press (a held Enter repeats), not the one ending a composed word. */
export const submitsOnEnter = (e: KeyboardEvent) =>
  e.key === "Enter" && !e.repeat && !e.nativeEvent.isComposing;
