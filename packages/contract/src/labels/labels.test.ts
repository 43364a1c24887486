import { expectTypeOf } from 'vitest';
import { locales } from '../constants';
import type { Chapter, VerseMediaItem } from '../entities/chapter';
import type { Plan } from '../entities/plan';
import type { GeneralSettings, StripeCredentials } from '../entities/settings';
import type { CurrentUser } from '../entities/user';
import type { Verse } from '../entities/verse';
import {
  chapterLabels,
  type ChapterField,
  planLabels,
  type PlanField,
  profileLabels,
  type ProfileField,
  settingsLabels,
  type SettingsField,
  stripeLabels,
  type StripeField,
  verseLabels,
  type VerseField,
  verseMediaLabels,
  type VerseMediaField,
} from './index';

describe('field labels', () => {
  it("name the record's own fields, as the contract's entities spell them", () => {
    expectTypeOf<ChapterField>().toExtend<keyof Chapter>();
    expectTypeOf<VerseField>().toExtend<keyof Verse>();
    expectTypeOf<VerseMediaField>().toExtend<keyof VerseMediaItem>();
    expectTypeOf<PlanField>().toExtend<keyof Plan>();
    expectTypeOf<SettingsField>().toExtend<keyof GeneralSettings>();
    expectTypeOf<StripeField>().toExtend<keyof StripeCredentials>();
    expectTypeOf<ProfileField>().toExtend<keyof CurrentUser>();
  });

  const records = {
    chapterLabels,
    verseLabels,
    verseMediaLabels,
    planLabels,
    settingsLabels,
    stripeLabels,
    profileLabels,
  };

  it.each(Object.entries(records))(
    '%s: every field in every language, Hebrew in Hebrew, none twice',
    (_, labels) => {
      for (const locale of locales) {
        expect(Object.keys(labels[locale])).toEqual(Object.keys(labels.en));
        const words = Object.values(labels[locale]);
        expect(new Set(words).size, locale).toBe(words.length);
      }
      for (const word of Object.values(labels.he)) expect(word).toMatch(/[\u0590-\u05FF]/);
    },
  );
});
