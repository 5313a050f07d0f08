import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../context.js";
import { binRoutes } from "./bin.js";
import { cartonRoutes } from "./carton.js";
import { customerRoutes } from "./customer.js";
import { imageUploadRoutes } from "./image-upload.js";
import { lookupRoutes } from "./lookups.js";
import { machineRoutes } from "./machine.js";
import { permissionRoutes } from "./permission.js";
import { printerRoutes } from "./printer.js";
import { productRoutes } from "./product.js";
import { roleRoutes } from "./role.js";
import { shiftRoutes } from "./shift.js";
import { supplierRoutes } from "./supplier.js";
import { userRoutes } from "./user.js";
import { warehouseRoutes } from "./warehouse.js";

/** Every master's calls, the shared drop-downs, permissions and the product image upload. */
export function mastersRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  return async (app) => {
    for (const routes of [
      warehouseRoutes,
      machineRoutes,
      productRoutes,
      supplierRoutes,
      customerRoutes,
      shiftRoutes,
      userRoutes,
      roleRoutes,
      binRoutes,
      cartonRoutes,
      printerRoutes,
      lookupRoutes,
      permissionRoutes,
      imageUploadRoutes,
    ]) {
      await app.register(routes(ctx));
    }
  };
}
