import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { on, renderWithApp, stubServer } from '../../../test/render.tsx';
import { ImportCustomersModal } from './import-customers-modal.tsx';

const SHOP = '00000000-0000-4000-8000-000000000001';
const RITA = '00000000-0000-4000-8000-0000000000aa';
const BATCH = '00000000-0000-4000-8000-0000000000bb';
const base = `/api/admin/shops/${SHOP}/customers`;
const file =
  'name,email,note\nIda New,ida@example.com,\nRita Regular,rita@example.com,Prefers Ana\nWanda,,\n';

const plan = {
  created: 1,
  updated: 1,
  unchanged: 0,
  skipped: 1,
  errors: [],
  moreLines: 0,
  digest: 'digest-1',
  lines: [
    {
      line: 2,
      action: 'create',
      name: 'Ida New',
      values: [
        { field: 'name', from: null, to: 'Ida New' },
        { field: 'email', from: null, to: 'ida@example.com' },
      ],
    },
    {
      line: 3,
      action: 'update',
      name: 'Rita Regular',
      customerId: RITA,
      changes: [{ field: 'note', from: 'Allergic to ammonia', to: 'Prefers Ana' }],
    },
    {
      line: 4,
      action: 'skip',
      name: 'Wanda',
      reason: 'sameName',
      customerId: RITA,
      customerName: 'Wanda Walk-in',
      otherLine: null,
      field: null,
    },
  ],
};
const history = { items: [] };

async function chooseAndCheck() {
  renderWithApp(
    <ImportCustomersModal shopId={SHOP} timeZone="Europe/Berlin" canExport opened onClose={vi.fn()} />,
  );
  const user = userEvent.setup();
  const input = document.querySelector('input[type="file"]') as HTMLInputElement;
  await user.upload(input, new File([file], 'spring.csv', { type: 'text/csv' }));
  await user.click(screen.getByTestId('import-preview'));
  return user;
}

describe('the customer import dialog', () => {
  it('shows every line before anything is written, imports that plan, and undoes it', async () => {
    const requests = stubServer(
      on('GET', `${base}/imports`, { body: history }),
      on('POST', `${base}/import/preview`, { body: plan }),
      on('POST', `${base}/import`, { body: { ...plan, batchId: BATCH } }),
      on('POST', `${base}/imports/${BATCH}/undo`, {
        body: {
          restored: 1,
          removed: 0,
          kept: [{ customerId: RITA, name: 'Ida New', reason: 'inUse', fields: [] }],
        },
      }),
    );
    const user = await chooseAndCheck();
    const preview = await screen.findByTestId('import-plan');
    expect(within(preview).getByTestId('import-created').textContent).toBe('1 to create');
    expect(within(preview).getByTestId('import-updated').textContent).toBe('1 to update');
    expect(within(preview).getByTestId('import-skipped').textContent).toBe('1 line left out');
    expect(screen.getByTestId('import-line-2').textContent).toContain('E-mail: ida@example.com');
    expect(screen.getByTestId('import-line-3').textContent).toContain(
      'Notes: Allergic to ammonia → Prefers Ana',
    );
    expect(screen.getByTestId('import-line-4').textContent).toContain(
      'No e-mail address or phone number, and Wanda Walk-in is already a customer',
    );
    // The preview alone wrote nothing: it is the only request with the file.
    expect(requests.filter((r) => r.method === 'POST').map((r) => [r.url.pathname, r.body])).toEqual([
      [`${base}/import/preview`, file],
    ]);

    await user.click(screen.getByTestId('import-submit'));
    await screen.findByTestId('import-result');
    const sent = requests.find((r) => r.url.pathname === `${base}/import`);
    expect(sent?.url.searchParams.get('plan')).toBe('digest-1');
    expect(sent?.url.searchParams.get('fileName')).toBe('spring.csv');
    expect(sent?.body).toBe(file);
    expect(screen.getByTestId('import-created').textContent).toBe('1 created');

    await user.click(screen.getByTestId('import-undo'));
    await screen.findByTestId('import-undone');
    expect(screen.getByTestId('import-restored').textContent).toBe('1 customer put back as before');
    expect(screen.getByTestId('import-removed').textContent).toBe('0 added customers removed');
    expect(screen.getByTestId('import-kept').textContent).toBe(
      'Ida New: has bookings or other records since the import, so stays.',
    );
  });

  it('asks for a new preview when the customers changed since', async () => {
    let previews = 0;
    stubServer(
      on('GET', `${base}/imports`, { body: history }),
      on('POST', `${base}/import/preview`, () => {
        previews++;
        return { body: { ...plan, digest: `digest-${previews}` } };
      }),
      on('POST', `${base}/import`, (url) =>
        url.searchParams.get('plan') === 'digest-2'
          ? { body: { ...plan, batchId: BATCH } }
          : {
              status: 409,
              body: {
                error: { code: 'ImportPreviewOutdated', message: 'The customers changed since the preview' },
              },
            },
      ),
    );
    const user = await chooseAndCheck();
    await user.click(await screen.findByTestId('import-submit'));
    await screen.findByTestId('import-failed');
    await user.click(screen.getByTestId('import-recheck'));
    await waitFor(() => expect(screen.getByTestId('import-submit')).toBeTruthy());
    await user.click(screen.getByTestId('import-submit'));
    await screen.findByTestId('import-result');
    expect(previews).toBe(2);
  });

  it('lists earlier imports with an undo for those not undone', async () => {
    stubServer(
      on('GET', `${base}/imports`, {
        body: {
          items: [
            {
              id: BATCH,
              createdAt: '2026-11-23T08:00:00.000+01:00',
              fileName: 'spring.csv',
              importedBy: 'Olga Owner',
              created: 3,
              updated: 2,
              undoneAt: null,
            },
          ],
        },
      }),
    );
    renderWithApp(
      <ImportCustomersModal shopId={SHOP} timeZone="Europe/Berlin" canExport opened onClose={vi.fn()} />,
    );
    const batch = await screen.findByTestId('import-batch');
    expect(batch.textContent).toContain('spring.csv');
    expect(batch.textContent).toContain('3 created, 2 updated · Olga Owner');
    expect(within(batch).getByRole('button', { name: /^Undo the import of / })).toBeTruthy();
  });
});
