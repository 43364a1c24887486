import { describe, expect, it } from 'vitest';
import { addFeature, removeFeature, toggleFeature } from './rules';

const features = { 'Audio Bible': true, 'Offline reading': false, 'Study notes': true };

describe('addFeature', () => {
  it('adds the trimmed label, included, at the end', () => {
    const result = addFeature(features, '  Daily verse \t');
    expect(result).toEqual({
      ok: true,
      label: 'Daily verse',
      features: { ...features, 'Daily verse': true },
    });
    expect(result.ok && Object.keys(result.features)).toEqual([
      'Audio Bible',
      'Offline reading',
      'Study notes',
      'Daily verse',
    ]);
  });

  it('adds to an empty list', () => {
    expect(addFeature({}, 'Audio Bible')).toEqual({
      ok: true,
      label: 'Audio Bible',
      features: { 'Audio Bible': true },
    });
  });

  it.each(['', '   ', '\n\t'])('refuses a blank label %j', (label) => {
    expect(addFeature(features, label)).toEqual({ ok: false, reason: 'blank' });
  });

  it('refuses a label already in the list, also once trimmed, whether included or not', () => {
    expect(addFeature(features, 'Audio Bible')).toEqual({ ok: false, reason: 'duplicate' });
    expect(addFeature(features, ' Offline reading ')).toEqual({ ok: false, reason: 'duplicate' });
  });

  it('keeps Hebrew labels as typed', () => {
    const result = addFeature({}, ' תנ״ך בשמע ');
    expect(result.ok && result.features).toEqual({ 'תנ״ך בשמע': true });
  });

  it('does not change the list it was given', () => {
    const before = { ...features };
    addFeature(features, 'New');
    expect(features).toEqual(before);
  });
});

describe('toggleFeature', () => {
  it('flips one feature and keeps the order', () => {
    const toggled = toggleFeature(features, 'Offline reading');
    expect(toggled).toEqual({ 'Audio Bible': true, 'Offline reading': true, 'Study notes': true });
    expect(Object.keys(toggled)).toEqual(Object.keys(features));
    expect(toggleFeature(toggled, 'Audio Bible')['Audio Bible']).toBe(false);
  });
});

describe('removeFeature', () => {
  it('removes one feature and keeps the order of the others', () => {
    expect(Object.entries(removeFeature(features, 'Offline reading'))).toEqual([
      ['Audio Bible', true],
      ['Study notes', true],
    ]);
  });

  it('leaves the list as it was for an unknown label', () => {
    expect(removeFeature(features, 'Missing')).toEqual(features);
  });
});
