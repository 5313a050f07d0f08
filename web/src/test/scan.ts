import { fireEvent, screen } from "@testing-library/react";

/** A wedge scanner into the box labelled `label`: the whole code at once, then Enter (key-by-key typing is slow in jsdom). */
export function scanInto(label: string, code: string) {
  const box = screen.getByLabelText(label);
  fireEvent.change(box, { target: { value: code } });
  fireEvent.keyDown(box, { key: "Enter", code: "Enter", keyCode: 13 });
  fireEvent.keyUp(box, { key: "Enter", code: "Enter", keyCode: 13 });
}
