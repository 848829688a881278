import { describe, expect, it } from 'vitest';
import { deriveUserType, isMultiRole, mayCall, meetsPolicy, UserType } from './user-type.ts';

describe('deriveUserType (part 1 §4)', () => {
  it('no user data is a tourist', () => {
    expect(deriveUserType(null)).toBe(UserType.tourist);
    expect(deriveUserType(undefined)).toBe(0);
  });
  it('the sales flag wins over everything', () => {
    expect(deriveUserType({ isHikSales: true, authStatus: 1, enterpriseType: 1 })).toBe(20);
  });
  it('uncertified employees map by employeeType', () => {
    expect(deriveUserType({ authStatus: 0, employee: true, employeeType: 1 })).toBe(11);
    expect(deriveUserType({ authStatus: 0, employee: true, employeeType: 2 })).toBe(22);
    expect(deriveUserType({ authStatus: 0, employee: true, employeeType: 3 })).toBe(33);
  });
  it('an uncertified employee with another employeeType is a person', () => {
    expect(deriveUserType({ authStatus: 0, employee: true, employeeType: 7 })).toBe(-1);
  });
  it('uncertified non-employee is a person', () => {
    expect(deriveUserType({ authStatus: 0, employee: false })).toBe(-1);
    expect(deriveUserType({})).toBe(-1);
  });
  it('certified users map by enterpriseType', () => {
    expect(deriveUserType({ authStatus: 1, enterpriseType: 1 })).toBe(1);
    expect(deriveUserType({ authStatus: 1, enterpriseType: 5 })).toBe(5);
    expect(deriveUserType({ authStatus: 1, enterpriseType: 2 })).toBe(2);
    expect(deriveUserType({ authStatus: 1, enterpriseType: 3 })).toBe(2);
    expect(deriveUserType({ authStatus: 1, enterpriseType: 4 })).toBe(2);
    expect(deriveUserType({ authStatus: 1, enterpriseType: null })).toBe(2);
  });
  it('a certified employee is classed by enterprise type, not employee type', () => {
    expect(deriveUserType({ authStatus: 1, employee: true, employeeType: 1, enterpriseType: 5 })).toBe(5);
  });
  it('multi role means more than one identity', () => {
    expect(isMultiRole([])).toBe(false);
    expect(isMultiRole(null)).toBe(false);
    expect(isMultiRole([{ merchantNo: 'a', merchantType: 1, chooseOn: true }])).toBe(false);
    expect(
      isMultiRole([
        { merchantNo: 'a', merchantType: 1, chooseOn: true },
        { merchantNo: 'b', merchantType: 2, chooseOn: false },
      ]),
    ).toBe(true);
  });
});

describe("meetsPolicy: the one rule of the server's check and the web's menus", () => {
  it('staff is the sales type; survey the survey permission; certified the enterprise certification', () => {
    expect(meetsPolicy('staff', { userType: UserType.sales })).toBe(true);
    expect(meetsPolicy('staff', { userType: UserType.firstLevel, surveyPermission: true })).toBe(false);
    expect(meetsPolicy('survey', { userType: UserType.person, surveyPermission: true })).toBe(true);
    expect(meetsPolicy('survey', { userType: UserType.sales })).toBe(false);
    expect(meetsPolicy('survey', { userType: UserType.firstLevel, surveyPermission: false })).toBe(false);
    expect(meetsPolicy('survey', null)).toBe(false);
    expect(meetsPolicy(undefined, null)).toBe(true);
    expect(mayCall({ policy: 'survey' }, { userType: 1, surveyPermission: true })).toBe(true);
    expect(meetsPolicy('certified', { userType: UserType.secondLevel, authStatus: 1 })).toBe(true);
    expect(meetsPolicy('certified', { userType: UserType.person, authStatus: 0 })).toBe(false);
  });

  it("manager is anyone signed in but the private role (acting as a merchant's employee)", () => {
    const staffOfDealer = { userType: UserType.firstLevelStaff, employee: true, merchantNo: 'M10001' };
    expect(meetsPolicy('manager', staffOfDealer)).toBe(false);
    expect(meetsPolicy('manager', { userType: UserType.firstLevel, employee: false, merchantNo: 'M10001' })).toBe(true);
    expect(meetsPolicy('manager', { userType: UserType.person, employee: true, merchantNo: null })).toBe(true);
    expect(meetsPolicy('manager', { userType: UserType.person })).toBe(true);
    expect(meetsPolicy('manager', null)).toBe(false);
  });
});
