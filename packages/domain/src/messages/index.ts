export { authMessages } from "./auth.js";
export { commonMessages } from "./common.js";
export { consumptionMessages } from "./consumption.js";
export { inboundMessages, inboundText } from "./inbound.js";
export { mastersMessages } from "./masters.js";
export { pagingMessages } from "./paging.js";
export { productionMessages, productionText } from "./production.js";
export { paginatorText, shellText, toastLifeMs, toastTitle } from "./shell.js";
export { stockMessages } from "./stock.js";
