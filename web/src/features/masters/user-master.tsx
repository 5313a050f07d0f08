import { masterCalls, passwordPairProblems } from "@wms/domain";
import { type FormRule, Input } from "antd";
import { useMemo } from "react";
import { type MasterConfig, MasterTable } from "../../components/master-table";
import { usePasswordMax } from "../../components/password-rule";
import { useRoleOptions, useUserTypes } from "./api";
import { LookupSelect } from "./lookup-select";

function UserTypeSelect(props: { value?: number; onChange?: (v: number) => void }) {
  const { data } = useUserTypes();
  return <LookupSelect label="User Type" options={data} {...props} />;
}

function RoleSelect(props: { value?: number; onChange?: (v: number) => void }) {
  const { data } = useRoleOptions();
  return <LookupSelect label="User Role" options={data} {...props} />;
}

/**
 * The password pair's rule for one of its fields, shown under that field even before the rest is valid; `max` is
 * the server's most length (WMS_PASSWORD_MAX).
 */
const passwordPairRule =
  (field: "Password" | "ConfirmPassword", max: number) =>
  (creating: boolean): FormRule[] => [
    ({ getFieldValue }) => ({
      validator: async () => {
        const problem = passwordPairProblems(
          getFieldValue("Password") ?? "",
          getFieldValue("ConfirmPassword") ?? "",
          creating,
          max,
        )[field];
        if (problem) throw new Error(problem);
      },
    }),
  ];

const configWith = (passwordMax: number): MasterConfig<typeof masterCalls.user> => ({
  calls: masterCalls.user,
  title: "User Master",
  dialogTitle: "User",
  idField: "UserId",
  history: { entity: "User", title: (row) => row.UserName },
  paging: "server",
  columns: [
    { title: "User Name", dataIndex: "UserName", sorter: true },
    { title: "User Type", dataIndex: "UserTypeName", sorter: true },
    { title: "Email", dataIndex: "Email", sorter: true },
    { title: "Mobile Number", dataIndex: "MobileNo", sorter: true },
  ],
  fields: [
    { name: "UserName", label: "User Name" },
    { name: "UserTypeId", label: "User Type", input: () => <UserTypeSelect /> },
    { name: "RoleId", label: "User Role", input: () => <RoleSelect /> },
    { name: "Email", label: "Email" },
    { name: "MobileNo", label: "Mobile Number", input: () => <Input maxLength={10} /> },
    {
      name: "Password",
      label: "Password",
      required: "create",
      input: () => <Input.Password autoComplete="new-password" />,
      rules: passwordPairRule("Password", passwordMax),
    },
    {
      name: "ConfirmPassword",
      label: "Confirm Password",
      required: "create",
      input: () => <Input.Password autoComplete="new-password" />,
      rules: passwordPairRule("ConfirmPassword", passwordMax),
    },
  ],
  toForm: (row) => ({ ...row, Password: "", ConfirmPassword: "" }),
});

export default function UserMaster() {
  const passwordMax = usePasswordMax();
  const config = useMemo(() => configWith(passwordMax), [passwordMax]);
  return <MasterTable config={config} />;
}
