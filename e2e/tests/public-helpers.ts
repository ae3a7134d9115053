// Data arranging for the public-site specs: blogs created through the admin API, removed afterwards.
import type { APIRequestContext } from '@playwright/test';
import { API_PATHS, type AdminBlogRow, type Comment } from '@studyhub/shared-api/contract';
import { crc32, deflateSync } from 'node:zlib';
import { adminApi } from '../fixtures/admin-api.ts';

function pngChunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A real (decodable) PNG of one colour, 16:9, for cover uploads. */
export function solidPng([red, green, blue]: [number, number, number] = [67, 56, 202], width = 64, height = 36): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // truecolour RGB
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) row.set([red, green, blue], 1 + x * 3);
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', header),
    pngChunk('IDAT', deflateSync(pixels)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A token no other test's data contains, for titles that must be unique in the shared stack. */
export const uniqueToken = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export interface NewTestBlog {
  title: string;
  subTitle?: string;
  description?: string;
  category?: 'CSE' | 'COD' | 'Elective' | 'Other';
  isPublished?: boolean;
}

/** Blogs a spec created, deleted again by `removeAll()`. */
export class TestBlogs {
  private ids: string[] = [];
  private constructor(readonly api: APIRequestContext) {}

  static async open(): Promise<TestBlogs> {
    return new TestBlogs(await adminApi());
  }

  async create(blog: NewTestBlog): Promise<AdminBlogRow> {
    const fields = {
      title: blog.title,
      subTitle: blog.subTitle ?? 'Written by the browser tests',
      description: blog.description ?? `<p>Sample body of ${blog.title}.</p>`,
      category: blog.category ?? 'CSE',
      isPublished: blog.isPublished ?? true,
    };
    const response = await this.api.post(API_PATHS.blogAdd, {
      multipart: { blog: JSON.stringify(fields), image: { name: 'cover.png', mimeType: 'image/png', buffer: solidPng() } },
    });
    if (!response.ok()) throw new Error(`adding a blog failed: ${response.status()} ${await response.text()}`);
    // Found by its title through the admin's paged list: one small page, however many blogs the stack holds.
    const { blogs } = (await (await this.api.get(API_PATHS.adminBlogPage, { params: { q: blog.title, limit: '100' } })).json()) as { blogs: AdminBlogRow[] };
    const created = blogs.find((candidate) => candidate.title === blog.title);
    if (!created) throw new Error(`the new blog "${blog.title}" is not listed`);
    this.ids.push(created._id);
    return created;
  }

  async approveComment(content: string): Promise<void> {
    const { comments } = (await (await this.api.get(API_PATHS.adminComments)).json()) as { comments: Comment[] };
    const comment = comments.find((candidate) => candidate.content === content);
    if (!comment) throw new Error(`no comment "${content}" to approve`);
    const response = await this.api.post(API_PATHS.adminApproveComment, { data: { id: comment._id } });
    if (!response.ok()) throw new Error(`approving failed: ${response.status()}`);
  }

  async removeAll(): Promise<void> {
    for (const id of this.ids.splice(0)) await this.api.post(API_PATHS.blogDelete, { data: { id } });
    await this.api.dispose();
  }
}
