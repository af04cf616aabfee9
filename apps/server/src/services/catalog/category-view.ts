import type { ServiceCategoryRow } from '@salon/db';

export const toCategory = (row: ServiceCategoryRow) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  displayOrder: row.displayOrder,
});
