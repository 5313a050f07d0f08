import { skipToken, useQuery } from "@tanstack/react-query";
import { authCalls, type CallData } from "@wms/domain";
import { useId, useState } from "react";
import { Link, useLocation } from "react-router";
import { call, callKey } from "../../platform/api/client";
import { currentUser, savePermissions } from "../../platform/session";
import { Icon, icons } from "./icons";

type MenuEntry = CallData<typeof authCalls.getUserMenu>[number];

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

const holds = (entry: MenuEntry, path: string): boolean =>
  entry.Path === path || entry.Children.some((c) => holds(c, path));

/** A group of pages: a button showing or hiding its list, open at first when it holds the current page. */
function MenuGroup({ entry, pathname, depth }: { entry: MenuEntry; pathname: string; depth: number }) {
  const [open, setOpen] = useState(() => holds(entry, pathname));
  const list = useId();
  return (
    <li className={`side-menu-group${open ? " side-menu-group-open" : ""}`}>
      <button
        type="button"
        className="side-menu-entry side-menu-toggle"
        style={{ paddingInlineStart: 24 * depth }}
        aria-expanded={open}
        aria-controls={list}
        onClick={() => setOpen(!open)}
      >
        <span className="side-menu-label">{entry.PageName}</span>
        <Icon icon={icons.down} />
      </button>
      <MenuList id={list} entries={entry.Children} pathname={pathname} depth={depth + 1} hidden={!open} />
    </li>
  );
}

function MenuList({
  entries,
  pathname,
  depth,
  id,
  hidden,
}: {
  entries: MenuEntry[];
  pathname: string;
  depth: number;
  id?: string;
  hidden?: boolean;
}) {
  return (
    <ul className="side-menu-list" id={id} hidden={hidden}>
      {entries.map((e) =>
        e.Children.length > 0 ? (
          <MenuGroup key={e.ActionName} entry={e} pathname={pathname} depth={depth} />
        ) : (
          <li key={e.Path ?? e.ActionName}>
            <Link
              to={e.Path ?? "/dashboard"}
              className="side-menu-entry side-menu-link"
              style={{ paddingInlineStart: 24 * depth }}
              aria-current={e.Path === pathname ? "page" : undefined}
            >
              <span className="side-menu-label">{e.PageName}</span>
            </Link>
          </li>
        ),
      )}
    </ul>
  );
}

/** The side menu: per user from the user-menu call, only the pages the role may view; groups open and close. */
export function SideMenu() {
  const { data, isLoading } = useUserMenu();
  const { pathname } = useLocation();
  if (isLoading) return <div className="side-menu-loading" role="progressbar" aria-label="Loading" />;
  return <MenuList entries={data ?? []} pathname={pathname} depth={1} />;
}
