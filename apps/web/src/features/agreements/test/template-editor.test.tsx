import { userCreateAgreementTemplate, userGetAgreementTemplate } from '@sewa/domain/agreements/calls';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { answer, failure, fakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { setupScreenTests } from '../../../test/setup-screens';
import { CustomTemplatesPage, TemplateEditorPage } from '../templates/template-pages';
import { signInAsOperator } from './fixtures';

setupScreenTests();

// jsdom does no layout; ProseMirror asks for coordinates when it scrolls the selection into view.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList;
  Range.prototype.getBoundingClientRect = () => new DOMRect();
  document.elementFromPoint = () => null;
});

const user = () => userEvent.setup({ delay: null });
const SCREENS = {
  '/operator/create-e-agreement': TemplateEditorPage,
  '/operator/custom-templates': CustomTemplatesPage,
};

/** Puts the cursor in the text `text` of the editor at `offset`, as a click there would. */
async function placeCursor(editor: HTMLElement, text: string, offset: number) {
  act(() => editor.focus());
  const node = within(editor).getByText(text).firstChild!;
  const range = document.createRange();
  range.setStart(node, offset);
  range.collapse(true);
  document.getSelection()!.removeAllRanges();
  document.getSelection()!.addRange(range);
  act(() => {
    document.dispatchEvent(new Event('selectionchange'));
  });
  await new Promise((resolve) => setTimeout(resolve, 30));
}

describe('create-e-agreement (template editor)', () => {
  it('inserts a variable at the cursor, makes a heading and a list, and saves the HTML', async () => {
    signInAsOperator();
    const api = fakeApi(
      answer(userGetAgreementTemplate, {
        data: {
          id: 4,
          kind: 'tenancy',
          name: 'Standard',
          language: 'en',
          is_default: true,
          updated_at: '2026-05-02T02:00:00.000Z',
          body: '<p>Rent</p><p>The tenant , who pays.</p>',
          unknown_variables: [],
          can_edit: false,
        },
      }),
      answer(userCreateAgreementTemplate, failure(101, { errors: { name: 'Too long.' } })),
    );
    renderApp('/operator/create-e-agreement?copy_from=4', SCREENS);
    const form = await screen.findByRole('form', { name: 'New template' });
    expect((within(form).getByLabelText(/^Name/) as HTMLInputElement).value).toBe('Standard (copy)');
    const editor = within(form).getByRole('textbox', { name: /Text/ });
    await placeCursor(editor, 'Rent', 2);
    await user().click(within(form).getByRole('button', { name: 'Heading' }));
    await placeCursor(editor, 'The tenant , who pays.', 'The tenant '.length);
    await user().click(within(form).getByRole('button', { name: 'Tenant name' }));
    await user().click(within(form).getByRole('button', { name: 'Bulleted list' }));
    // The live preview shows the heading and fills the variable with the sample tenancy.
    const preview = screen.getByRole('region', { name: 'Live preview' });
    await waitFor(() => expect(within(preview).getByRole('heading', { name: 'Rent' })).toBeTruthy());
    expect(within(preview).getByRole('listitem').textContent).not.toContain('{{');
    await user().click(within(form).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(api.to(userCreateAgreementTemplate)).toHaveLength(1));
    expect(api.to(userCreateAgreementTemplate)[0]?.fields).toMatchObject({
      name: 'Standard (copy)',
      body: '<h2>Rent</h2><ul><li><p>The tenant {{tenant_name}}, who pays.</p></li></ul><p></p>',
    });
    expect(await within(form).findByText('Too long.')).toBeTruthy();
  });

  it('adds a variable at the end of the text while the editor has not been used', async () => {
    signInAsOperator();
    const api = fakeApi(answer(userCreateAgreementTemplate, failure(500)));
    renderApp('/operator/create-e-agreement', SCREENS);
    const form = await screen.findByRole('form', { name: 'New template' });
    await user().type(within(form).getByLabelText(/^Name/), 'Mine');
    await user().click(within(form).getByRole('button', { name: 'Monthly rent' }));
    await user().click(within(form).getByRole('button', { name: 'Save template' }));
    await waitFor(() => expect(api.to(userCreateAgreementTemplate)).toHaveLength(1));
    expect(api.to(userCreateAgreementTemplate)[0]?.fields.body).toBe('<p>{{monthly_rent}}</p>');
  });
});
