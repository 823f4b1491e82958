// The admin's pure rules: coupon input, planning-user status and form, the sales range, the
// planning users CSV; and the services' own admin check (the second gate after the schema's).
import { describe, expect, it } from 'vitest';
import { couponInputSchema } from '../../functions/domain/coupon-input';
import { addPlanningUserSchema, planningUserStatus } from '../../functions/domain/planning-user-input';
import { monthsBetween, salesRange } from '../../functions/domain/sales-filter';
import { storeDayStart } from '../../functions/domain/store-clock';
import { adminResolvers } from '../../functions/handlers/admin';
import type { AdminFunctionDependencies as Dependencies } from '../../functions/composition/admin';
import type { Viewer } from '../../functions/domain/viewer';
import { FilterMatchMode, FilterOperator } from 'primereact/api';
import type { DataTableFilterMetaData, DataTableOperatorFilterMetaData } from 'primereact/datatable';
import { applyTableFilters } from '../../web/src/features/admin/lib/apply-table-filters';
import { planningUsersCsv } from '../../web/src/features/admin/lib/planning-users-csv';

const coupon = {
  code: ' verano-25 ',
  discountType: 'PERCENTAGE',
  value: 25,
  isEnabled: true,
  validDateTimeFrom: '2026-12-01T03:00:00Z',
  validDateTimeTo: '2027-01-01T00:00:00-03:00',
  maxUses: 3,
  itemIds: ['a', 'a', 'b'],
};

describe('coupon input', () => {
  it('upper-cases the code, stores the window at -03:00 and drops repeated items', () => {
    expect(couponInputSchema.parse(coupon)).toMatchObject({
      code: 'VERANO-25',
      validDateTimeFrom: '2026-12-01T00:00:00.000-03:00',
      itemIds: ['a', 'b'],
    });
  });

  it.each([
    [{ value: 101 }, 'value'],
    [{ value: 0.5 }, 'value'],
    [{ discountType: 'FIXED', value: -1 }, 'value'],
    [{ maxUses: 0 }, 'maxUses'],
    [{ maxUses: 1.5 }, 'maxUses'],
    [{ validDateTimeTo: '2026-12-01T00:00:00-03:00' }, 'validDateTimeTo'],
    [{ code: 'ñ' }, 'code'],
  ])('refuses %o on %s', (overrides, field) => {
    const result = couponInputSchema.safeParse({ ...coupon, ...overrides });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toContain(field);
  });

  it('accepts a fixed amount above 100', () => {
    expect(couponInputSchema.safeParse({ ...coupon, discountType: 'FIXED', value: 2500 }).success).toBe(true);
  });
});

describe('planning users', () => {
  it('is EXPIRED the day after its end date (store calendar), INACTIVE whatever the dates', () => {
    expect(planningUserStatus('ACTIVE', '2026-11-22', '2026-11-22')).toBe('ACTIVE');
    expect(planningUserStatus('ACTIVE', '2026-11-21', '2026-11-22')).toBe('EXPIRED');
    expect(planningUserStatus('INACTIVE', '2099-01-01', '2026-11-22')).toBe('INACTIVE');
  });

  it('needs an end after the start and lower-cases the e-mail', () => {
    const input = {
      planningId: 'p',
      email: 'Ana@Example.com',
      firstName: 'Ana',
      lastName: 'Paz',
      startDate: '2026-11-01',
      endDate: '2026-11-01',
    };
    expect(addPlanningUserSchema.safeParse(input).success).toBe(false);
    expect(addPlanningUserSchema.parse({ ...input, endDate: '2026-11-02' }).email).toBe('ana@example.com');
  });
});

describe('sales range', () => {
  it('defaults to the last 30 days and refuses more than 366', () => {
    expect(salesRange({}, '2026-11-22')).toEqual({ from: '2026-10-24', to: '2026-11-22' });
    expect(salesRange({ from: '2026-01-01', to: '2027-01-01' }, '2026-11-22')).toEqual({ from: '2026-01-01', to: '2027-01-01' });
    expect(salesRange({ from: '2026-01-01', to: '2027-01-02' }, '2026-11-22')).toBeNull();
  });

  it('reads every month the range touches, across years', () => {
    expect(monthsBetween('2026-11-30', '2027-02-01')).toEqual(['2026-11', '2026-12', '2027-01', '2027-02']);
    expect(monthsBetween('2026-11-01', '2026-11-30')).toEqual(['2026-11']);
  });

  it('starts a store day at 03:00 UTC', () => {
    expect(storeDayStart('2026-12-01')).toBe('2026-12-01T03:00:00.000Z');
  });
});

describe('planning users CSV', () => {
  it('writes a header, quotes separators and neutralises formulas', () => {
    const csv = planningUsersCsv([
      {
        planningName: 'Box, nivel 1',
        firstName: '=HYPERLINK("x")',
        lastName: 'Gómez',
        email: 'ana@example.com',
        phone: null,
        status: 'EXPIRED',
        startDate: '2026-01-01',
        endDate: '2026-03-31',
        source: 'MANUAL',
      },
    ]);
    const [header, row] = csv.replace('\uFEFF', '').trim().split('\r\n');
    expect(header).toBe('Planificación,Nombre,Apellido,E-mail,Teléfono,Estado,Inicio,Fin,Origen');
    expect(row).toBe('"Box, nivel 1","\'=HYPERLINK(""x"")",Gómez,ana@example.com,,Vencido,01/01/2026,31/03/2026,Manual');
  });
});

describe('admin resolvers', () => {
  // Every dependency throws when used (called, or a method of it called): a refused call must not
  // read or write anything.
  const touched = () => {
    throw new Error('used a dependency');
  };
  const dependency = new Proxy(touched, { get: () => touched });
  const untouchable = new Proxy({}, { get: () => dependency }) as unknown as Dependencies;
  const user: Viewer = { kind: 'user', userId: 'u1', email: 'u@example.com', groups: [] };
  const visitor: Viewer = { kind: 'visitor' };
  const args: Record<string, unknown> = { input: {}, planningId: 'p', userId: 'u', endDate: '2026-01-01', id: 'o', filter: null };

  it.each(Object.keys(adminResolvers))('refuses %s to a non-admin in the service itself', async (name) => {
    const resolve = adminResolvers[name as keyof typeof adminResolvers] as unknown as (
      a: unknown,
      v: Viewer,
      d: Dependencies,
    ) => Promise<unknown>;
    for (const viewer of [user, visitor]) {
      await expect(resolve(args, viewer, untouchable)).rejects.toMatchObject({ code: 'Unauthorized' });
    }
  });
});

describe('table filters for the export', () => {
  const rows = [
    { fullName: 'Ana Paz', end: new Date(2026, 10, 30) },
    { fullName: 'Juan Gil', end: new Date(2026, 11, 31) },
    { fullName: 'Mariana Sosa', end: new Date(2026, 11, 31) },
  ];
  const menu = (operator: string, constraints: DataTableFilterMetaData[]): DataTableOperatorFilterMetaData => ({ operator, constraints });

  it('keeps the rows every field allows, as the table shows them', () => {
    const filters = {
      fullName: menu(FilterOperator.AND, [{ value: 'ana', matchMode: FilterMatchMode.CONTAINS }]),
      end: menu(FilterOperator.AND, [{ value: new Date(2026, 11, 31), matchMode: FilterMatchMode.DATE_IS }]),
    };
    expect(applyTableFilters(rows, filters).map((r) => r.fullName)).toEqual(['Mariana Sosa']);
  });

  it("joins a field's constraints with its operator and ignores empty ones", () => {
    const either = {
      fullName: menu(FilterOperator.OR, [
        { value: 'juan', matchMode: FilterMatchMode.STARTS_WITH },
        { value: 'sosa', matchMode: FilterMatchMode.ENDS_WITH },
      ]),
      end: menu(FilterOperator.AND, [{ value: null, matchMode: FilterMatchMode.DATE_IS }]),
    };
    expect(applyTableFilters(rows, either).map((r) => r.fullName)).toEqual(['Juan Gil', 'Mariana Sosa']);
  });
});
