"""Headless Chromium driven over --remote-debugging-pipe (DevTools messages separated by NUL on
file descriptors 3 and 4), so no websocket library is needed. Used by scripts/referee.

    browser = Browser(); tab = Tab(browser, 390, 844)
    tab.open("file:///tmp/page.html#t=0.5"); tab.screenshot("/tmp/shot.png"); browser.close()
"""
import json, os, subprocess, base64, tempfile, shutil

class Browser:
    def __init__(self, binary=None):
        binary = binary or shutil.which("chromium") or shutil.which("chromium-browser") or "google-chrome"
        self.profile = tempfile.mkdtemp(prefix="transit-referee-")
        r1, w1 = os.pipe()  # we write, chrome reads on fd 3
        r2, w2 = os.pipe()  # chrome writes on fd 4, we read
        args = [binary, "--headless", "--remote-debugging-pipe", "--no-sandbox", "--disable-gpu",
                "--no-first-run", "--disable-extensions", "--hide-scrollbars", "--force-device-scale-factor=1",
                "--allow-file-access-from-files", "--user-data-dir=" + self.profile, "about:blank"]
        def fds():  # in the child: the pipe ends onto 3 and 4, by way of high numbers so neither clobbers the other
            os.dup2(r1, 200); os.dup2(w2, 201); os.dup2(200, 3); os.dup2(201, 4)
        self.proc = subprocess.Popen(args, pass_fds=(3, 4), preexec_fn=fds,
                                     stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        os.close(r1); os.close(w2)
        self.out = os.fdopen(w1, "wb", buffering=0); self.inp = os.fdopen(r2, "rb", buffering=0)
        self.buf = b""; self.next_id = 0; self.events = []

    def _read(self):
        while b"\0" not in self.buf:
            chunk = self.inp.read(1 << 16)
            if not chunk: raise RuntimeError("chromium closed the pipe")
            self.buf += chunk
        msg, self.buf = self.buf.split(b"\0", 1)
        return json.loads(msg)

    def send(self, method, params=None, session=None):
        self.next_id += 1
        msg = {"id": self.next_id, "method": method, "params": params or {}}
        if session: msg["sessionId"] = session
        self.out.write(json.dumps(msg).encode() + b"\0")
        while True:
            m = self._read()
            if m.get("id") == self.next_id:
                if "error" in m: raise RuntimeError(f"{method}: {m['error']}")
                return m.get("result", {})
            self.events.append(m)

    def close(self):
        try: self.send("Browser.close")
        except Exception: pass
        try: self.proc.wait(timeout=10)
        except Exception: self.proc.kill()
        shutil.rmtree(self.profile, ignore_errors=True)

class Tab:
    def __init__(self, browser, width, height):
        self.b = browser
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.s = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]
        for m in ("Page.enable", "Runtime.enable", "Log.enable"):
            browser.send(m, session=self.s)
        self.resize(width, height)

    def resize(self, width, height):
        self.b.send("Emulation.setDeviceMetricsOverride",
                    {"width": width, "height": height, "deviceScaleFactor": 1, "mobile": False}, session=self.s)

    def errors(self):
        """Console errors and exceptions seen so far on this tab (and clears them)."""
        found, keep = [], []
        for e in self.b.events:
            if e.get("sessionId") != self.s: keep.append(e); continue
            m, p = e.get("method"), e.get("params", {})
            if m == "Runtime.exceptionThrown":
                d = p["exceptionDetails"]; found.append("exception: " + d.get("exception", {}).get("description", d.get("text", "")))
            elif m == "Runtime.consoleAPICalled" and p.get("type") in ("error", "assert"):
                found.append("console.error: " + " ".join(str(a.get("value", a.get("description", ""))) for a in p.get("args", [])))
            elif m == "Log.entryAdded" and p["entry"].get("level") == "error":
                found.append("log: " + p["entry"].get("text", ""))
        self.b.events = keep
        return found

    def open(self, url):
        """Loads a page and waits for window.transitReady (images decoded, the instant drawn)."""
        self.b.send("Page.navigate", {"url": "about:blank"}, session=self.s)
        self.b.send("Page.navigate", {"url": url}, session=self.s)
        r = self.b.send("Runtime.evaluate", {"expression": "new Promise(r => { const go = () => window.transitReady ? window.transitReady.then(r) : r(false); document.readyState === 'complete' ? go() : addEventListener('load', go); })", "awaitPromise": True, "returnByValue": True}, session=self.s)
        return r.get("result", {}).get("value")

    def evaluate(self, expression):
        """The value of a JavaScript expression (awaited when it is a promise)."""
        r = self.b.send("Runtime.evaluate", {"expression": expression, "awaitPromise": True, "returnByValue": True},
                        session=self.s)
        return r.get("result", {}).get("value")

    def screenshot(self, path):
        r = self.b.send("Page.captureScreenshot", {"format": "png"}, session=self.s)
        open(path, "wb").write(base64.b64decode(r["data"]))
