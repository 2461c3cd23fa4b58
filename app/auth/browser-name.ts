/** "Firefox · Windows" from a User-Agent header, or "" when neither part is recognised. */
export function browserName(userAgent: string): string {
  const browser = [
    [/Edg(e|A|iOS)?\//, "Edge"],
    [/OPR\/|Opera/, "Opera"],
    [/Firefox\/|FxiOS\//, "Firefox"],
    [/Chrome\/|CriOS\/|Chromium\//, "Chrome"],
    [/Safari\//, "Safari"],
  ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] as string | undefined;
  const system = [
    [/Android/, "Android"],
    [/iPhone|iPad|iPod/, "iOS"],
    [/Windows/, "Windows"],
    [/Mac OS X|Macintosh/, "macOS"],
    [/CrOS/, "ChromeOS"],
    [/Linux/, "Linux"],
  ].find(([pattern]) => (pattern as RegExp).test(userAgent))?.[1] as string | undefined;
  return [browser, system].filter(Boolean).join(" · ");
}
