import { shellText } from "@wms/domain";
import { Button, Result } from "antd";
import { Link } from "react-router";

/** A page the role may not see: said plainly, with the way back to one it may. */
export function NoAccessPage({ home }: { home: string }) {
  return (
    <Result
      status="403"
      title={shellText.noAccessTitle}
      subTitle={shellText.noAccessText}
      extra={
        <Link to={home}>
          <Button type="primary">{shellText.noAccessBack}</Button>
        </Link>
      }
    />
  );
}
