/** Audits close a period (spec §7 Audit, domain §6): the admin's act of closing the books. */
import { callerOf, created, writeTx } from '../../http/context.js';
import { handlers, withBodyReview } from '../../http/define.js';
import { auditCommercial, auditCustomer, auditPartner, auditProvider } from './books.js';
import { auditInventory } from './inventory.js';
import { reviewInventoryBody } from './inventory-check.js';
import { listAudits } from './list.js';

export const AUDIT_HANDLERS = handlers({
  'audit.commercialCreate': async (ctx) => created(await auditCommercial(writeTx(ctx), callerOf(ctx), ctx.body)),
  'audit.commercialList': (ctx) => listAudits(ctx.db, 'commercial', ctx.query),
  'audit.partnerCreate': async (ctx) => created(await auditPartner(writeTx(ctx), callerOf(ctx), ctx.body)),
  'audit.partnerList': (ctx) => listAudits(ctx.db, 'partner', ctx.query),
  'audit.providerCreate': async (ctx) => created(await auditProvider(writeTx(ctx), callerOf(ctx), ctx.body)),
  'audit.providerList': (ctx) => listAudits(ctx.db, 'provider', ctx.query),
  // A dry run answers the differences (200); an applied count is a new audit (201).
  'audit.inventoryCreate': withBodyReview(async (ctx) => {
    const result = await auditInventory(writeTx(ctx), callerOf(ctx), ctx.body);
    return 'dryRun' in result ? result : created(result);
  }, reviewInventoryBody),
  'audit.inventoryList': (ctx) => listAudits(ctx.db, 'inventory', ctx.query),
  'audit.customerCreate': async (ctx) => created(await auditCustomer(writeTx(ctx), callerOf(ctx), ctx.body)),
  'audit.customerList': (ctx) => listAudits(ctx.db, 'customer', ctx.query),
});
