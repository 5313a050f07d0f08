import { defineCall } from "./define.js";

export const inboundCalls = {};
