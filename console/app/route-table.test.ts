import { describe, expect, it } from 'vitest';
import { navGroups } from '../../core/resources/define-resource.ts';
import { resources } from '../../core/resources/index.ts';
import { resourcePath, routeTable } from './route-table.ts';

// Spec section 2 of both documents (paths with parameters as wouter patterns).
const specRoutes = `/orders /individuals /contractors /brigades /messages /calls /calls/:id /free_orders /documents
/equipment_instrument_types /equipment_clothing_types /equipment_extract_accessories /clothing_types /appearances
/passport_types /document_types /document_packs /invoices /card_invoices /accounts /acts /transactions /excerpts
/contractor_debts /pay_today /commute_payments /mkad_additional_payments /ratings /rating_rates /refuses /suit_checks
/quality_individuals /user_efficiency /honesty_types /contractor_honesties /schedule_day /schedule_week /tasks
/month_statistics /everyday_statistics/:date_type /driver_statistics /client_statistics /individual_occupation /users
/user_groups /user_activities /work_types /contractor_types /contractor_scopes /streets /metro_stations /territories
/penalties /v_cards /work_shifts /payment_conditions /prepayment_conditions /address_types /work_conditions
/location_logs /mass_mailings /calc/browse /calc/categories /calc/items /calc/props /calc/settings /info/zoiper5
/info/merge_pdf`.split(/\s+/);

describe('the route table', () => {
  it('has every route of the spec', () => {
    const paths = routeTable.map((r) => r.path);
    expect(specRoutes.filter((p) => !paths.includes(p))).toEqual([]);
  });

  it('has no path twice', () => {
    const paths = routeTable.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('reaches every registry resource through a list route', () => {
    const listed = new Set(routeTable.map((r) => r.resource));
    const missing = Object.keys(resources).filter((n) => !listed.has(n as never) && n !== 'location_logs');
    expect(missing).toEqual([]);
  });

  it('puts every navigable route in a navigation group', () => {
    for (const r of routeTable) expect(Object.keys(navGroups)).toContain(r.nav);
    const groups = new Set(routeTable.filter((r) => r.navPath).map((r) => r.nav));
    expect([...groups].sort()).toEqual(Object.keys(navGroups).sort());
  });

  it('points record links at the list of the resource', () => {
    expect(resourcePath('orders')).toBe('/orders');
    expect(resourcePath('calc_items')).toBe('/calc/items');
  });

  it('shows the work types as a tree, their list and form one link away (issue 15 item 5)', () => {
    expect(routeTable.find((r) => r.path === '/work_types')?.screen).toBeTypeOf('function');
    expect(resourcePath('work_types')).toBe('/work_types/list');
  });

  it.each(['/location_logs', '/info/zoiper5', '/info/merge_pdf'])('loads %s as a screen of its own', (path) => {
    expect(routeTable.find((r) => r.path === path)?.screen).toBeTypeOf('function');
  });

  it('opens orders in the order card, every other list in the generic form', () => {
    expect(routeTable.find((r) => r.path === '/orders')?.form).toBeTypeOf('function');
    expect(routeTable.filter((r) => r.form).map((r) => r.path)).toEqual(['/orders']);
  });

  it('loads the calculator as a screen of its own', () => {
    const calc = routeTable.find((r) => r.path === '/calc/browse');
    expect(calc?.screen).toBeTypeOf('function');
    expect(calc?.resource).toBeUndefined();
  });
});
