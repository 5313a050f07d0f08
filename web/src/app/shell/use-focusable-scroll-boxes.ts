import { useEffect } from "react";

const scrollBoxes = ".ant-table-content, .ant-table-body, .lines-table-scroll";

/** A grid that scrolls inside its own box can be scrolled from the keyboard too: its box takes the focus. */
export function useFocusableScrollBoxes() {
  useEffect(() => {
    let pending = 0;
    const mark = () => {
      pending = 0;
      for (const box of document.querySelectorAll<HTMLElement>(scrollBoxes))
        if (!box.hasAttribute("tabindex")) box.tabIndex = 0;
    };
    const observer = new MutationObserver(() => {
      pending ||= requestAnimationFrame(mark);
    });
    observer.observe(document.body, { childList: true, subtree: true });
    mark();
    return () => {
      observer.disconnect();
      cancelAnimationFrame(pending);
    };
  }, []);
}
