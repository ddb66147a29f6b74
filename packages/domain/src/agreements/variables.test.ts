import { describe, expect, it } from 'vitest';
import { fillTemplate, sampleVariableValues, unknownVariables } from './variables';

describe('template variables', () => {
  it('fills known variables, escaping text and keeping sanitised rich text', () => {
    const html = '<p>Tenant: {{tenant_name}}</p>{{house_rules}}<p>{{ monthly_rent }}</p>';
    const out = fillTemplate(html, {
      tenant_name: '<b>Ali & Co</b>',
      house_rules: '<p><strong>No pets</strong></p>',
      monthly_rent: 'RM 1,200.00',
    });
    expect(out).toBe(
      '<p>Tenant: &lt;b&gt;Ali &amp; Co&lt;/b&gt;</p><p><strong>No pets</strong></p><p>RM 1,200.00</p>',
    );
  });
  it('leaves unknown variables visible and reports them', () => {
    expect(fillTemplate('<p>{{tenant_nmae}}</p>', {})).toBe('<p>{{tenant_nmae}}</p>');
    expect(unknownVariables('<p>{{tenant_nmae}} {{tenant_name}}</p>')).toEqual(['tenant_nmae']);
  });
  it('fills a missing value with nothing', () => {
    expect(fillTemplate('<p>[{{room_name}}]</p>', {})).toBe('<p>[]</p>');
  });
  it('has a sample tenancy in both languages', () => {
    expect(sampleVariableValues('cn', '2026-01-01').tenant_name).toBe('陈小明');
    expect(sampleVariableValues('en', '2026-01-01').monthly_rent).toContain('1,200.00');
  });
});
