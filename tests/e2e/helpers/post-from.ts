import http from "node:http";

export interface PostAnswer {
  status: number;
  body: string;
  cookies: string[];
}

/**
 * A form post whose connection comes from `localAddress` (Linux routes all of 127.0.0.0/8 to
 * loopback): the server, or the proxy in front of it, sees that client address. Tests that count
 * hits per address use a new one for a fresh counter.
 */
export function postFrom(
  localAddress: string,
  url: string,
  headers: Record<string, string>,
  form: Record<string, string>,
): Promise<PostAnswer> {
  const body = new URLSearchParams(form).toString();
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      {
        method: "POST",
        localAddress,
        headers: { "content-type": "application/x-www-form-urlencoded", ...headers, "content-length": Buffer.byteLength(body) },
      },
      (res) => {
        let text = "";
        res.setEncoding("utf8");
        res.on("data", (chunk: string) => (text += chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, body: text, cookies: res.headers["set-cookie"] ?? [] }));
      },
    );
    req.on("error", reject);
    req.end(body);
  });
}
