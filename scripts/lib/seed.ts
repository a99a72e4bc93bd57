import type { TestServer } from "../../tests/e2e/helpers/server";

/**
 * Seeds published articles into a running server's database and returns the
 * path of one article page. Filled in once the articles table exists (blog
 * issue); until then it returns the blog index.
 */
export async function seedBenchArticles(_server: TestServer, _count: number): Promise<string> {
  return "/blog";
}
