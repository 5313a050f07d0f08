import { ActivityReportingForm } from "./activity-reporting-form";

/** /transactions/activity-reporting-intermediate: consumption for intermediate requisitions. */
export default function ActivityReportingIntermediate() {
  return <ActivityReportingForm kind="intermediate" />;
}
