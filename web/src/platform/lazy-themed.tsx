import { type ComponentType, lazy } from "react";

/**
 * An Ant Design piece drawn where no Ant Design frame is (a light screen, the shell, the sign-in pages): loaded when
 * first drawn, in the app's theme. The one way such a piece is themed, as only its caller knows if a frame is around it.
 */
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
