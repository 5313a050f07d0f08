import type { CallAnswer, CallData, CallSpec } from "@wms/domain";

/** A call's data on '200'; null on any other answer (the client has shown its message already). */
export async function dataOf<D extends CallSpec>(
  answer: Promise<CallAnswer<D>>,
): Promise<CallData<D> | null> {
  const answered = await answer;
  return answered.ResponseCode === "200" ? answered.ResponseData : null;
}
