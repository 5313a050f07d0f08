import { useQuery } from "@tanstack/react-query";
import type { AssignedPermission, MenuEntry } from "@wms/domain";
import { Menu, type MenuProps, Skeleton } from "antd";
import { Link, useLocation } from "react-router";
import { api } from "../../api/client";
import { currentUser, savePermissions } from "../session";

type Item = Required<MenuProps>["items"][number];

function toItems(entries: MenuEntry[]): Item[] {
  return entries.map((e) =>
    e.Children.length > 0
      ? { key: e.ActionName, label: e.PageName, children: toItems(e.Children) }
      : { key: e.Path ?? e.ActionName, label: <Link to={e.Path ?? "/dashboard"}>{e.PageName}</Link> },
  );
}

export function useUserMenu() {
  const userId = currentUser()?.UserId;
  return useQuery({
    queryKey: ["user-menu", userId],
    queryFn: async () => (await api.get<MenuEntry[]>(`User/GetUserMenu/${userId}`)).ResponseData ?? [],
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
}

/** The role's rights, fetched again while signed in so a changed role shows without signing in anew. */
export function useAccessRights() {
  const userId = currentUser()?.UserId;
  return useQuery({
    queryKey: ["access-rights", userId],
    queryFn: async () => {
      const rights =
        (await api.get<AssignedPermission[]>(`User/GetAccessRight/${userId}`)).ResponseData ?? [];
      savePermissions(rights);
      return rights;
    },
    enabled: userId !== undefined,
    staleTime: 60_000,
  });
}

/** The side menu: per user from User/GetUserMenu, only the pages the role may view. */
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
