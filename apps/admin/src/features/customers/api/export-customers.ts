/**
 * Where the browser downloads every customer as CSV. A plain link carries the session cookie,
 * and the browser streams the file to disk without holding it in the page.
 */
export const customersExportUrl = (shopId: string) => `/api/admin/shops/${shopId}/customers/export.csv`;
