import { defineCall } from "./define.js";

export const traceabilityCalls = {};
