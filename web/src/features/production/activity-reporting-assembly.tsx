import { ActivityReportingForm } from "./activity-reporting-form";

/** /transactions/activity-reporting-assembly: consumption for FG requisitions. */
export default function ActivityReportingAssembly() {
  return <ActivityReportingForm kind="assembly" />;
}
