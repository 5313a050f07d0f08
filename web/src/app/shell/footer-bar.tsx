import { shellText } from "@wms/domain";

export function FooterBar() {
  return (
    <footer className="app-footer">
      <span>{shellText.copyright}</span>
      <span>{shellText.designCredit}</span>
    </footer>
  );
}
