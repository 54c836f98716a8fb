import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { MarkdownView } from "./markdown-view.tsx";

const ID = "0b6f9a52-4c1e-4f57-9a3e-5d2c7b8e1f00";
const render = (source: string) => renderToStaticMarkup(<MarkdownView source={source} />);

describe("MarkdownView", () => {
  it("shows HTML in an answer as text, never as markup", () => {
    const html = render(
      '<script>alert(1)</script> <img src=x onerror="alert(1)"> **<b>tebal</b>**\n\n| <i>x</i> |\n|---|\n| y |',
    );
    expect(html).not.toMatch(/<script|<img|<b>|<i>/);
    expect(html).toContain("&lt;script&gt;alert(1)&lt;/script&gt;");
    expect(html).toContain("&lt;img src=x onerror=");
    expect(html).toContain("<strong>&lt;b&gt;tebal&lt;/b&gt;</strong>");
  });

  it("renders no link for script or data addresses", () => {
    const html = render("[a](javascript:alert(1)) [b](data:text/html;base64,PHNjcmlwdD4=)");
    expect(html).not.toContain("href");
    expect(html).not.toContain("javascript:");
  });

  it("opens web links in a new tab without access to this page", () => {
    expect(render("[DJP](https://pajak.go.id)")).toContain(
      '<a href="https://pajak.go.id" target="_blank" rel="noopener noreferrer"',
    );
  });

  it("turns a preview link into a button, not a navigation", () => {
    const html = render(`[faktur-id](preview:${ID})`);
    expect(html).toMatch(/<button type="button"[^>]*>faktur-id<\/button>/);
    expect(html).not.toContain("href");
  });

  it("shows a mention as an icon and the bold title", () => {
    const html = render(`Ringkas @[Sewa Gudang](uploaded_document:${ID})`);
    expect(html).toMatch(/<svg[^>]*>.*<\/svg><strong[^>]*>Sewa Gudang<\/strong>/);
    expect(html).not.toContain("uploaded_document");
  });
});
