// The menu items this release adds (the certificates list, the error reports and page views, the settlement
// configuration), added once to a database whose menus were written before them. Menus belong to the administrators
// once written (seedMenus fills only an empty table), so a new item reaches an existing site only this way, once:
// an item an administrator deletes afterwards stays deleted.
import { addSeededMenuItems } from '../seed/reference/menus.ts';
import type { DataMigration } from './migration.ts';

export const menusAdded202611: DataMigration = {
  name: 'menus-added-2026-11',
  async run(db) {
    await addSeededMenuItems(db, [
      'certificates/list',
      'monitoring/clientIssues',
      'monitoring/pageViews',
      'settlement/config',
    ]);
  },
};
