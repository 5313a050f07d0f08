export { authMessages } from "./auth.js";
export { commonMessages } from "./common.js";
export { paginatorText, shellText, toastLifeMs, toastTitle } from "./shell.js";
