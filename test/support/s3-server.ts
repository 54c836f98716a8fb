/**
 * A loopback stand-in for Amazon S3, speaking the REST protocol the way the official SDK sends
 * it: path-style addresses (`/<bucket>/<key>`), SigV4 `Authorization` headers checked against
 * the one known key pair, and bodies either plain (`UNSIGNED-PAYLOAD` or a signed SHA-256) or in
 * aws-chunked encoding with a trailing checksum (`STREAMING-UNSIGNED-PAYLOAD-TRAILER`, what the
 * SDK sends for a stream when it computes the checksum itself). Every checksum the client
 * announces, in a header or a trailer, is verified before anything is stored, and an object is
 * stored whole or not at all, as S3 does. Objects live in memory.
 */
import { createHash, createHmac, randomUUID } from "node:crypto";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { buffer } from "node:stream/consumers";
import { crc32 } from "node:zlib";

export interface S3ServerOptions {
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** The region requests must be signed for. */
  region?: string;
}

export interface S3RequestRecord {
  method: string;
  /** The object key, or undefined for a request on the bucket itself. */
  key: string | undefined;
  headers: http.IncomingHttpHeaders;
  status: number;
}

export interface S3Server {
  endpoint: string;
  region: string;
  /** The keys of every stored object, sorted. */
  objectKeys(): string[];
  /** Every request the server answered, in order. */
  requests(): S3RequestRecord[];
  /** Changes a stored object's bytes behind S3's back, as bit rot on a disk would. */
  damageObject(key: string): void;
  stop(): Promise<void>;
}

interface StoredObject {
  body: Buffer;
  etag: string;
  contentType: string;
  lastModified: Date;
  /** Announced and verified checksums by header name (`x-amz-checksum-sha256`, ...). */
  checksums: Record<string, string>;
}

interface Reply {
  status: number;
  headers?: Record<string, string>;
  body?: Buffer | string;
}

class S3Failure extends Error {
  readonly status: number;
  readonly code: string;

  constructor(status: number, code: string, message: string) {
    super(message);
    this.status = status;
    this.code = code;
  }
}

const EMPTY_SHA256 = createHash("sha256").digest("hex");
const MAX_CLOCK_SKEW_MS = 15 * 60 * 1000;
const AUTHORIZATION =
  /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/;

const sha256Hex = (data: Buffer | string) => createHash("sha256").update(data).digest("hex");
const hmac = (key: Buffer | string, data: string) =>
  createHmac("sha256", key).update(data).digest();

/** The checksums S3 accepts that this server can verify, by the header that carries them. */
const CHECKSUMS: Record<string, (body: Buffer) => string> = {
  "x-amz-checksum-sha256": (body) => createHash("sha256").update(body).digest("base64"),
  "x-amz-checksum-sha1": (body) => createHash("sha1").update(body).digest("base64"),
  "x-amz-checksum-crc32": (body) => {
    const checksum = Buffer.alloc(4);
    checksum.writeUInt32BE(crc32(body));
    return checksum.toString("base64");
  },
  "content-md5": (body) => createHash("md5").update(body).digest("base64"),
};

/** RFC 3986 encoding, as SigV4 wants it in canonical requests. */
function uriEscape(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

function canonicalQuery(rawQuery: string): string {
  return rawQuery
    .split("&")
    .filter(Boolean)
    .map((pair) => {
      const separator = pair.indexOf("=");
      const name = separator === -1 ? pair : pair.slice(0, separator);
      const value = separator === -1 ? "" : pair.slice(separator + 1);
      return `${uriEscape(decodeURIComponent(name))}=${uriEscape(decodeURIComponent(value))}`;
    })
    .sort()
    .join("&");
}

function headerValue(request: http.IncomingMessage, name: string): string {
  const value = request.headers[name];
  return (Array.isArray(value) ? value.join(",") : (value ?? "")).trim().replace(/\s+/g, " ");
}

function parseAmzDate(value: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!match) return undefined;
  const [, year, month, day, hours, minutes, seconds] = match;
  return new Date(`${year}-${month}-${day}T${hours}:${minutes}:${seconds}Z`);
}

/** Checks the SigV4 Authorization header and returns the payload hash it was signed with. */
function authenticate(
  request: http.IncomingMessage,
  rawPath: string,
  rawQuery: string,
  options: Required<S3ServerOptions>,
): string {
  const match = AUTHORIZATION.exec(headerValue(request, "authorization"));
  if (!match) throw new S3Failure(403, "AccessDenied", "Access Denied");
  const [, accessKeyId = "", date = "", region = "", signedHeaders = "", signature] = match;
  if (accessKeyId !== options.accessKeyId) {
    throw new S3Failure(
      403,
      "InvalidAccessKeyId",
      "The AWS Access Key Id you provided does not exist in our records.",
    );
  }
  if (region !== options.region) {
    throw new S3Failure(
      400,
      "AuthorizationHeaderMalformed",
      `The authorization header is malformed; the region '${region}' is wrong; expecting '${options.region}'`,
    );
  }
  const amzDate = headerValue(request, "x-amz-date");
  const signedAt = parseAmzDate(amzDate);
  if (!signedAt || !amzDate.startsWith(date)) {
    throw new S3Failure(403, "AccessDenied", "x-amz-date is missing or does not match the scope");
  }
  if (Math.abs(Date.now() - signedAt.getTime()) > MAX_CLOCK_SKEW_MS) {
    throw new S3Failure(
      403,
      "RequestTimeTooSkewed",
      "The difference between the request time and the current time is too large.",
    );
  }
  const headerNames = signedHeaders.split(";");
  if (!headerNames.includes("host") || !headerNames.includes("x-amz-content-sha256")) {
    throw new S3Failure(403, "AccessDenied", "host and x-amz-content-sha256 must be signed");
  }
  const payloadHash = headerValue(request, "x-amz-content-sha256");
  const canonicalRequest = [
    request.method,
    rawPath,
    canonicalQuery(rawQuery),
    ...headerNames.map((name) => `${name}:${headerValue(request, name)}`),
    "",
    signedHeaders,
    payloadHash,
  ].join("\n");
  const scope = `${date}/${region}/s3/aws4_request`;
  const stringToSign = ["AWS4-HMAC-SHA256", amzDate, scope, sha256Hex(canonicalRequest)].join("\n");
  let signingKey = hmac(`AWS4${options.secretAccessKey}`, date);
  for (const part of [region, "s3", "aws4_request"]) signingKey = hmac(signingKey, part);
  if (hmac(signingKey, stringToSign).toString("hex") !== signature) {
    throw new S3Failure(
      403,
      "SignatureDoesNotMatch",
      "The request signature we calculated does not match the signature you provided.",
    );
  }
  return payloadHash;
}

/**
 * aws-chunked: `<hex size>[;extensions]\r\n<bytes>\r\n` repeated, a zero-size chunk, then
 * trailing `name:value\r\n` lines and an empty line.
 */
function decodeAwsChunked(raw: Buffer): { body: Buffer; trailers: Record<string, string> } {
  const malformed = () => new S3Failure(400, "IncompleteBody", "Malformed aws-chunked body");
  const chunks: Buffer[] = [];
  let offset = 0;
  const readLine = () => {
    const end = raw.indexOf("\r\n", offset);
    if (end === -1) throw malformed();
    const line = raw.subarray(offset, end).toString("latin1");
    offset = end + 2;
    return line;
  };
  for (;;) {
    const size = Number.parseInt(readLine().split(";")[0] ?? "", 16);
    if (!Number.isInteger(size) || size < 0) throw malformed();
    if (size === 0) break;
    if (offset + size + 2 > raw.length) throw malformed();
    chunks.push(raw.subarray(offset, offset + size));
    offset += size;
    if (readLine() !== "") throw malformed();
  }
  const trailers: Record<string, string> = {};
  for (let line = readLine(); line !== ""; line = readLine()) {
    const separator = line.indexOf(":");
    if (separator === -1) throw malformed();
    trailers[line.slice(0, separator).trim().toLowerCase()] = line.slice(separator + 1).trim();
  }
  if (offset !== raw.length) throw malformed();
  return { body: Buffer.concat(chunks), trailers };
}

/** The object's bytes and the checksums announced for them, once every one is verified. */
function readPayload(
  request: http.IncomingMessage,
  raw: Buffer,
  payloadHash: string,
): { body: Buffer; checksums: Record<string, string> } {
  let body = raw;
  const announced: Record<string, string> = {};
  for (const name of Object.keys(request.headers)) {
    if (name === "content-md5" || name.startsWith("x-amz-checksum-")) {
      announced[name] = headerValue(request, name);
    }
  }
  delete announced["x-amz-checksum-mode"];
  delete announced["x-amz-checksum-type"];

  if (payloadHash === "STREAMING-UNSIGNED-PAYLOAD-TRAILER") {
    if (!headerValue(request, "content-encoding").split(",").includes("aws-chunked")) {
      throw new S3Failure(400, "InvalidArgument", "A streaming payload must be aws-chunked");
    }
    const decoded = decodeAwsChunked(raw);
    body = decoded.body;
    if (String(body.length) !== headerValue(request, "x-amz-decoded-content-length")) {
      throw new S3Failure(400, "IncompleteBody", "x-amz-decoded-content-length does not match");
    }
    for (const name of headerValue(request, "x-amz-trailer").split(",").filter(Boolean)) {
      const value = decoded.trailers[name.trim()];
      if (value === undefined) {
        throw new S3Failure(400, "MalformedTrailerError", `The trailer ${name} is missing`);
      }
      announced[name.trim()] = value;
    }
  } else if (payloadHash.startsWith("STREAMING-")) {
    throw new S3Failure(501, "NotImplemented", `${payloadHash} is not supported here`);
  } else if (payloadHash !== "UNSIGNED-PAYLOAD" && payloadHash !== sha256Hex(raw)) {
    throw new S3Failure(
      400,
      "XAmzContentSHA256Mismatch",
      "The provided 'x-amz-content-sha256' header does not match what was computed.",
    );
  }

  for (const [name, value] of Object.entries(announced)) {
    const compute = CHECKSUMS[name];
    if (!compute) throw new S3Failure(400, "InvalidRequest", `${name} is not supported here`);
    if (compute(body) !== value) {
      throw new S3Failure(400, "BadDigest", `The ${name} you specified did not match the body.`);
    }
  }
  const checksums = Object.fromEntries(
    Object.entries(announced).filter(([name]) => name !== "content-md5"),
  );
  return { body, checksums };
}

/** Path-style: `/<bucket>/<key>`, each part percent-encoded. */
function pathParts(rawPath: string): { bucket: string; key: string } {
  const decode = (part: string) => {
    try {
      return decodeURIComponent(part);
    } catch {
      throw new S3Failure(400, "InvalidURI", "Couldn't parse the specified URI.");
    }
  };
  const [, bucket = "", ...keyParts] = rawPath.split("/");
  return { bucket: decode(bucket), key: decode(keyParts.join("/")) };
}

function errorXml(failure: S3Failure, resource: string, requestId: string): string {
  const escape = (text: string) =>
    text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
  return (
    '<?xml version="1.0" encoding="UTF-8"?>\n' +
    `<Error><Code>${failure.code}</Code><Message>${escape(failure.message)}</Message>` +
    `<Resource>${escape(resource)}</Resource><RequestId>${requestId}</RequestId></Error>`
  );
}

/** Small, so that listing a few test objects already spans pages. */
const LIST_PAGE_SIZE = 2;

export async function startS3Server(options: S3ServerOptions): Promise<S3Server> {
  const settings = { region: "us-east-1", ...options };
  const objects = new Map<string, StoredObject>();
  const log: S3RequestRecord[] = [];

  function objectHeaders(object: StoredObject, request: http.IncomingMessage) {
    return {
      "content-type": object.contentType,
      "content-length": String(object.body.length),
      etag: object.etag,
      "last-modified": object.lastModified.toUTCString(),
      ...(headerValue(request, "x-amz-checksum-mode") === "ENABLED"
        ? { ...object.checksums, "x-amz-checksum-type": "FULL_OBJECT" }
        : {}),
    };
  }

  function objectOperation(
    request: http.IncomingMessage,
    key: string,
    raw: Buffer,
    payloadHash: string,
  ): Reply {
    const object = objects.get(key);
    const noSuchKey = () => new S3Failure(404, "NoSuchKey", "The specified key does not exist.");
    switch (request.method) {
      case "PUT": {
        if (request.headers["x-amz-copy-source"]) {
          throw new S3Failure(501, "NotImplemented", "CopyObject is not supported here");
        }
        const { body, checksums } = readPayload(request, raw, payloadHash);
        const stored: StoredObject = {
          body,
          etag: `"${createHash("md5").update(body).digest("hex")}"`,
          contentType: headerValue(request, "content-type") || "application/octet-stream",
          lastModified: new Date(),
          checksums,
        };
        objects.set(key, stored);
        return { status: 200, headers: { etag: stored.etag, ...checksums } };
      }
      case "GET":
        if (!object) throw noSuchKey();
        return { status: 200, headers: objectHeaders(object, request), body: object.body };
      case "HEAD":
        if (!object) throw noSuchKey();
        return { status: 200, headers: objectHeaders(object, request) };
      case "DELETE":
        objects.delete(key);
        return { status: 204 };
      default:
        throw new S3Failure(405, "MethodNotAllowed", "The specified method is not allowed.");
    }
  }

  async function handle(request: http.IncomingMessage, rawPath: string, rawQuery: string) {
    // The whole body is read before answering, so a client still sending sees the answer
    // rather than a reset connection.
    const raw = await buffer(request);
    const payloadHash = authenticate(request, rawPath, rawQuery, settings);
    if (payloadHash === EMPTY_SHA256 && raw.length > 0) {
      throw new S3Failure(400, "XAmzContentSHA256Mismatch", "The body does not match its hash.");
    }
    const { bucket, key } = pathParts(rawPath);
    if (bucket !== settings.bucket) {
      throw new S3Failure(404, "NoSuchBucket", "The specified bucket does not exist");
    }
    if (key) return objectOperation(request, key, raw, payloadHash);
    if (request.method === "HEAD") {
      return { status: 200, headers: { "x-amz-bucket-region": settings.region } };
    }
    const query = new URLSearchParams(rawQuery);
    if (request.method === "GET" && query.get("list-type") === "2") return listObjects(query);
    throw new S3Failure(501, "NotImplemented", "Only HeadBucket and ListObjectsV2 on the bucket");
  }

  /** ListObjectsV2, a page of LIST_PAGE_SIZE keys at a time, so callers must follow the pages. */
  function listObjects(query: URLSearchParams): Reply {
    const prefix = query.get("prefix") ?? "";
    const after = query.get("continuation-token") ?? query.get("start-after") ?? "";
    const keys = [...objects.keys()].filter((key) => key.startsWith(prefix) && key > after).sort();
    const page = keys.slice(0, LIST_PAGE_SIZE);
    const last = page.at(-1);
    const truncated = keys.length > page.length && last !== undefined;
    const escape = (text: string) =>
      text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
    const contents = page.map((key) => {
      const object = objects.get(key);
      return (
        `<Contents><Key>${escape(key)}</Key>` +
        `<LastModified>${object?.lastModified.toISOString()}</LastModified>` +
        `<ETag>${escape(object?.etag ?? "")}</ETag><Size>${object?.body.length}</Size>` +
        "<StorageClass>STANDARD</StorageClass></Contents>"
      );
    });
    const body =
      '<?xml version="1.0" encoding="UTF-8"?>\n' +
      '<ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">' +
      `<Name>${escape(settings.bucket)}</Name><Prefix>${escape(prefix)}</Prefix>` +
      `<KeyCount>${page.length}</KeyCount><MaxKeys>${LIST_PAGE_SIZE}</MaxKeys>` +
      `<IsTruncated>${truncated}</IsTruncated>${contents.join("")}` +
      (truncated ? `<NextContinuationToken>${escape(last)}</NextContinuationToken>` : "") +
      "</ListBucketResult>";
    return {
      status: 200,
      headers: {
        "content-type": "application/xml",
        "content-length": String(Buffer.byteLength(body)),
      },
      body,
    };
  }

  const server = http.createServer((request, response) => {
    const url = request.url ?? "/";
    const queryStart = url.indexOf("?");
    const rawPath = queryStart === -1 ? url : url.slice(0, queryStart);
    const rawQuery = queryStart === -1 ? "" : url.slice(queryStart + 1);
    const requestId = randomUUID();
    const keyOf = () => {
      try {
        return pathParts(rawPath).key || undefined;
      } catch {
        return rawPath;
      }
    };

    const send = (reply: Reply) => {
      log.push({
        method: request.method ?? "",
        key: keyOf(),
        headers: request.headers,
        status: reply.status,
      });
      response.writeHead(reply.status, { "x-amz-request-id": requestId, ...reply.headers });
      response.end(request.method === "HEAD" ? undefined : reply.body);
    };
    handle(request, rawPath, rawQuery).then(send, (error: unknown) => {
      const failure =
        error instanceof S3Failure ? error : new S3Failure(500, "InternalError", String(error));
      const body = errorXml(failure, rawPath, requestId);
      send({
        status: failure.status,
        headers: {
          "content-type": "application/xml",
          "content-length": String(Buffer.byteLength(body)),
        },
        body,
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));

  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    region: settings.region,
    objectKeys: () => [...objects.keys()].sort(),
    requests: () => [...log],
    damageObject(key) {
      const object = objects.get(key);
      if (!object) throw new Error(`No object ${key}`);
      const body = Buffer.from(object.body);
      body[0] = (body[0] ?? 0) ^ 0xff;
      objects.set(key, { ...object, body });
    },
    stop: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
