import { describe, expect, it } from 'vitest';
import { createCascade } from '@core/form/linkage/cascade';
import { field } from './factories';
import { builtinFieldTypes } from '../../../../support/field-types';

/** The built-in plugins' field facts (the core asks a registry for them). */
const fieldTypes = builtinFieldTypes().fields;

const fields = [
  field('country', 'SELECT'),
  field('city', 'SELECT', { firstId: 'country' }),
  field('district', 'SELECT_MANY', { xProps: { superiorAttr: 'city' } }),
  field('other', 'INPUT'),
];

describe('cascade', () => {
  const cascade = createCascade(fields, { fieldTypes });

  it('finds dependents by firstId and superiorAttr', () => {
    expect(cascade.dependentsOf('country').map((f) => f.code)).toEqual(['city']);
    expect(cascade.dependentsOf('city').map((f) => f.code)).toEqual(['district']);
    expect(cascade.dependentsOf('other')).toEqual([]);
  });

  it('enables dependents of a filled superior and asks for their options', () => {
    const result = cascade.afterChange(['country'], { values: { country: 'cn', city: 'bj' } });
    expect(result.patch).toEqual({ city: { disabled: false } });
    expect(result.loadOptionsFor).toEqual(['city']);
  });

  it('disables and clears dependents of an emptied superior, down the chain', () => {
    const result = cascade.afterChange(['country'], { values: { country: '', city: 'bj', district: ['d1'] } });
    expect(result.patch).toEqual({ city: { disabled: true, value: '' }, district: { disabled: true, value: [] } });
    expect(result.loadOptionsFor).toEqual([]);
  });

  it('does not rewrite values that are already empty', () => {
    expect(cascade.afterChange(['city'], { values: { city: null } }).patch).toEqual({ district: { disabled: true } });
  });

  it('does not read the values when the changed field is nobody\'s superior (reading them may copy the whole form)', () => {
    let reads = 0;
    const state = {
      get values() {
        reads++;
        return { other: 'x' };
      },
    };
    expect(cascade.afterChange(['other', 'district'], state).patch).toEqual({});
    expect(reads).toBe(0);
    cascade.afterChange(['country'], state);
    expect(reads).toBeGreaterThan(0);
  });

  it('pending values win over the state', () => {
    const result = cascade.afterChange(['country'], { values: { country: '' } }, { country: { value: 'cn' } });
    expect(result.patch.city).toEqual({ disabled: false });
  });

  it('initial cascade disables without clearing and requests no options', () => {
    const result = cascade.initial({ values: { country: '', city: 'bj' } });
    expect(result.patch).toEqual({ city: { disabled: true }, district: { disabled: false } });
    expect(result.loadOptionsFor).toEqual([]);
  });

  it('accepts a custom superior resolver and ignores self references', () => {
    const custom = createCascade([field('a'), field('b', 'INPUT', { firstId: 'b' }), field('c', 'INPUT', { xProps: { parent: 'a' } })], { superiorOf: (f) => (f.xProps.parent as string) ?? f.firstId });
    expect(custom.dependentsOf('a').map((f) => f.code)).toEqual(['c']);
    expect(custom.dependentsOf('b')).toEqual([]);
  });
});
