import { type ComponentType, lazy } from "react";

/** An Ant Design piece of a light screen, loaded when first drawn and drawn in the app's theme (no frame is around it). */
export function lazyThemed<P extends object>(load: () => Promise<ComponentType<P>>) {
  return lazy(async () => {
    const [Piece, { Themed }] = await Promise.all([load(), import("./themed")]);
    return {
      default: (props: P) => (
        <Themed>
          <Piece {...props} />
        </Themed>
      ),
    };
  });
}
