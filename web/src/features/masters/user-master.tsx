import { masterCalls, passwordPairProblems } from "@wms/domain";
import { type FormRule, Input } from "antd";
import { type MasterConfig, MasterTable } from "../../components/master-table";
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

/** The password pair's rule for one of its fields, shown under that field even before the rest is valid. */
const passwordPairRule =
  (field: "Password" | "ConfirmPassword") =>
  (creating: boolean): FormRule[] => [
    ({ getFieldValue }) => ({
      validator: async () => {
        const problem = passwordPairProblems(
          getFieldValue("Password") ?? "",
          getFieldValue("ConfirmPassword") ?? "",
          creating,
        )[field];
        if (problem) throw new Error(problem);
      },
    }),
  ];

const config: MasterConfig<typeof masterCalls.user> = {
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
      rules: passwordPairRule("Password"),
    },
    {
      name: "ConfirmPassword",
      label: "Confirm Password",
      required: "create",
      input: () => <Input.Password autoComplete="new-password" />,
      rules: passwordPairRule("ConfirmPassword"),
    },
  ],
  toForm: (row) => ({ ...row, Password: "", ConfirmPassword: "" }),
};

export default function UserMaster() {
  return <MasterTable config={config} />;
}
