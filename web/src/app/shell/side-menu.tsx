import { skipToken, useQuery } from "@tanstack/react-query";
import { authCalls, type CallData } from "@wms/domain";
import { Menu, type MenuProps, Skeleton } from "antd";
import { Link, useLocation } from "react-router";
import { call, callKey } from "../../api/client";
import { currentUser, savePermissions } from "../../platform/session";

type Item = Required<MenuProps>["items"][number];
type MenuEntry = CallData<typeof authCalls.getUserMenu>[number];

function toItems(entries: MenuEntry[]): Item[] {
  return entries.map((e) =>
    e.Children.length > 0
      ? { key: e.ActionName, label: e.PageName, children: toItems(e.Children) }
      : { key: e.Path ?? e.ActionName, label: <Link to={e.Path ?? "/dashboard"}>{e.PageName}</Link> },
  );
}

/** The input of the user's own calls (menu, rights): none before sign-in, and then no query. */
function ownUser() {
  const user = currentUser();
  return user ? { userId: user.UserId } : undefined;
}

export function useUserMenu() {
  const own = ownUser();
  return useQuery({
    queryKey: callKey(authCalls.getUserMenu, own),
    queryFn: own
      ? async () => {
          const answer = await call(authCalls.getUserMenu, own);
          return answer.ResponseCode === "200" ? answer.ResponseData : [];
        }
      : skipToken,
    staleTime: 60_000,
  });
}

/** The role's rights, fetched again while signed in so a changed role shows without signing in anew. */
export function useAccessRights() {
  const own = ownUser();
  return useQuery({
    queryKey: callKey(authCalls.getAccessRight, own),
    queryFn: own
      ? async () => {
          const answer = await call(authCalls.getAccessRight, own);
          const rights = answer.ResponseCode === "200" ? answer.ResponseData : [];
          savePermissions(rights);
          return rights;
        }
      : skipToken,
    staleTime: 60_000,
  });
}

/** The side menu: per user from the user-menu call, only the pages the role may view. */
export function SideMenu() {
  const { data, isLoading } = useUserMenu();
  const { pathname } = useLocation();
  if (isLoading) return <Skeleton active className="menu-loading" />;
  const groupOf = data?.find((g) => g.Children.some((c) => c.Path === pathname))?.ActionName;
  return (
    <Menu
      mode="inline"
      theme="dark"
      aria-label="Main menu"
      selectedKeys={[pathname]}
      defaultOpenKeys={groupOf ? [groupOf] : []}
      items={toItems(data ?? [])}
    />
  );
}
