import { useQuery } from "@tanstack/react-query";
import type {
  ListQuery,
  productTypeOption,
  Received,
  roleOption,
  uploadedImage,
  userTypeOption,
} from "@wms/domain";
import { api, withQuery } from "../../api/client";
import type { MasterConfig, MasterRow } from "../../components/master-table";

interface CallNames {
  controller: string;
  list: { method: "GET" | "POST"; action: string };
  create: string;
  update: string;
  idField: string;
  /** Bins and cartons: InActiveRow/{id}/{isActive}, creation answering '204' is a warning. */
  twoWay?: boolean;
}

/** The list, save and (de)activate calls of one master, in the shape MasterTable takes. */
export function masterCalls<Row extends MasterRow>(
  names: CallNames,
): Pick<MasterConfig<Row>, "list" | "save" | "setActive"> {
  const c = names.controller;
  return {
    list: async (query: ListQuery) => {
      const answer =
        names.list.method === "GET"
          ? await api.get<Row[]>(withQuery(`${c}/${names.list.action}`, query))
          : await api.post<Row[]>(`${c}/${names.list.action}`, query);
      return answer.ResponseData ?? [];
    },
    save: (body, creating) =>
      api.post(`${c}/${creating ? names.create : names.update}`, body, {
        notify: "all",
        noContentIsWarning: creating && names.twoWay,
      }),
    setActive: (row, active) =>
      api.get(
        names.twoWay
          ? `${c}/InActiveRow/${row[names.idField]}/${active}`
          : `${c}/InActiveRow/${row[names.idField]}`,
        { notify: "all" },
      ),
  };
}

/** A drop-down choice as the form's Select takes it (built from a lookup row). */
export interface Option {
  value: number;
  label: string;
}

const lookup = <T>(key: string, path: string, toOption: (row: T) => Option) => ({
  queryKey: ["lookup", key],
  queryFn: async () => ((await api.get<T[]>(path)).ResponseData ?? []).map(toOption),
  staleTime: 60_000,
});

export const useProductTypes = () =>
  useQuery(
    lookup<Received<typeof productTypeOption>>("product-types", "ProductType/GetProductTypes", (r) => ({
      value: r.ProductTypeId,
      label: r.ProductTypeName,
    })),
  );
export const useUserTypes = () =>
  useQuery(
    lookup<Received<typeof userTypeOption>>("user-types", "UserType/GetUserTypes", (r) => ({
      value: r.UserTypeId,
      label: r.UserTypeName,
    })),
  );
export const useRoleOptions = () =>
  useQuery(
    lookup<Received<typeof roleOption>>("roles", "Role/GetRolesDDL", (r) => ({
      value: r.RoleId,
      label: r.RoleName,
    })),
  );

/** Uploads a product image; answers its path, or null when refused (the toast says why). */
export async function uploadProductImage(file: File): Promise<string | null> {
  const body = new FormData();
  body.append("file", file);
  const answer = await api.post<Received<typeof uploadedImage>>("SaveImage/ImageUpload", body);
  return answer.ResponseCode === "200" ? answer.ResponseData.Source : null;
}
