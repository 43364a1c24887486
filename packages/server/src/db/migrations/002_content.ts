import type { Kysely, Migration } from 'kysely';

// Frozen once released, like 001: Kysely<any> so later schema changes cannot break it.
/* eslint-disable @typescript-eslint/no-explicit-any */

export const content002: Migration = {
  async up(db: Kysely<any>) {
    await db.schema
      .createTable('chapters')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('chapter_number', 'integer', (col) => col.notNull().unique())
      .addColumn('chapter_name', 'varchar(200)', (col) => col.notNull())
      .addColumn('verses', 'integer', (col) => col.notNull())
      .addColumn('status', 'varchar(16)', (col) => col.notNull())
      .addColumn('image_buy_link', 'varchar(2000)')
      .addColumn('cover_image_buy_link', 'varchar(2000)')
      .addColumn('chapter_image', 'varchar(200)')
      .addColumn('chapter_cover_image', 'varchar(200)')
      .addColumn('chapter_content', 'text', (col) => col.notNull())
      .addColumn('chapter_audio_content', 'text', (col) => col.notNull())
      .addColumn('search', 'text', (col) => col.notNull())
      .addColumn('audio_plain', 'text', (col) => col.notNull())
      .addColumn('audio_male', 'varchar(200)')
      .addColumn('audio_female', 'varchar(200)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .execute();

    await db.schema
      .createTable('verses')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('chapter_id', 'varchar(64)', (col) =>
        col.notNull().references('chapters.id').onDelete('cascade'),
      )
      .addColumn('verse_number', 'integer', (col) => col.notNull())
      .addColumn('verse_image', 'varchar(200)')
      .addColumn('content', 'text', (col) => col.notNull())
      .addColumn('content_plain', 'text', (col) => col.notNull())
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addColumn('updated_at', 'varchar(32)', (col) => col.notNull())
      .addUniqueConstraint('verses_chapter_number', ['chapter_id', 'verse_number'])
      .execute();

    await db.schema
      .createTable('verse_media')
      .addColumn('id', 'varchar(64)', (col) => col.primaryKey())
      .addColumn('chapter_id', 'varchar(64)', (col) =>
        col.notNull().references('chapters.id').onDelete('cascade'),
      )
      .addColumn('verse_number', 'integer', (col) => col.notNull())
      .addColumn('image', 'varchar(200)')
      .addColumn('video', 'varchar(2000)')
      .addColumn('created_at', 'varchar(32)', (col) => col.notNull())
      .addUniqueConstraint('verse_media_chapter_number', ['chapter_id', 'verse_number'])
      .execute();
  },

  async down(db: Kysely<any>) {
    await db.schema.dropTable('verse_media').execute();
    await db.schema.dropTable('verses').execute();
    await db.schema.dropTable('chapters').execute();
  },
};
