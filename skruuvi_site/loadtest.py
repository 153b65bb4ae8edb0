"""A load benchmark: simulated learners answering drills and playing at the table.

    python -m skruuvi_site.loadtest --serve                 # what `make loadtest` runs
    python -m skruuvi_site.loadtest --url http://127.0.0.1:8200 --clients 50 --seconds 60

With ``--serve`` it starts ``make serve`` on 127.0.0.1:PORT (DEBUG off, a fresh SQLite file in
a temporary folder, or the PostgreSQL database in DATABASE_URL), runs 50 clients for 60 s and
then 5 clients for 20 s (the service time with little queueing), prints both, and stops the
server. Each client is one browser: its own cookies, a game of its own, no think time. It
loops over drills (open one, sometimes ask for a hint, answer) and table actions (whatever the
table asks: a bot step, a call, a card, a packet, the next deal) in equal measure, the way the
pages' htmx requests make them.

Only loopback addresses are accepted, and every run is bounded in time and in requests.
Errors are 5xx answers and failed connections; a 4xx the client did not expect is counted
apart. Standard library only: ``urllib`` in threads.
"""

from __future__ import annotations

import argparse
import http.cookiejar
import os
import random
import re
import secrets
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.error
import urllib.parse
import urllib.request
from collections import Counter
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from html.parser import HTMLParser
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
DRILLS = ["score", "bid", "lead", "read-packet", "build-packet"]
MAX_REQUESTS_PER_CLIENT = 20_000
TIMEOUT = 60.0


@dataclass
class Sample:
    kind: str
    seconds: float
    status: int  # 0: no answer (connection refused, reset, timed out)


@dataclass
class Results:
    samples: list[Sample] = field(default_factory=list)
    refused: Counter[str] = field(default_factory=Counter)  # answered 200 with a reason
    lock: threading.Lock = field(default_factory=threading.Lock)

    def add(self, sample: Sample) -> None:
        with self.lock:
            self.samples.append(sample)

    def refuse(self, kind: str) -> None:
        with self.lock:
            self.refused[kind] += 1


class Forms(HTMLParser):
    """The controls of one form (by id or by action path) in a page or partial."""

    def __init__(self, match: str) -> None:
        super().__init__(convert_charrefs=True)
        self.match = match
        self.inside = False
        self.action = ""
        self.choices: dict[str, list[str]] = {}  # buttons, radios, select options
        self.hidden: dict[str, str] = {}
        self.texts: list[str] = []
        self._select: str | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        a = {k: v or "" for k, v in attrs}
        if tag == "form" and (a.get("id") == self.match or self.match in a.get("action", "")):
            self.inside, self.action = True, a.get("action", "")
            return
        if not self.inside:
            return
        name = a.get("name", "")
        if tag == "select":
            self._select = name
        elif tag == "option" and self._select and a.get("value"):
            self.choices.setdefault(self._select, []).append(a["value"])
        elif tag in ("button", "input") and name:
            kind = a.get("type", "submit" if tag == "button" else "text")
            if kind == "hidden":
                self.hidden[name] = a.get("value", "")
            elif kind in ("submit", "radio"):
                self.choices.setdefault(name, []).append(a.get("value", ""))
            elif kind == "text":
                self.texts.append(name)

    def handle_endtag(self, tag: str) -> None:
        if tag == "select":
            self._select = None
        elif tag == "form":
            self.inside = False


def read_form(html: str, match: str) -> Forms | None:
    forms = Forms(match)
    forms.feed(html)
    return forms if forms.action else None


def fill(form: Forms, rng: random.Random) -> dict[str, str]:
    """A random answer: one button (they submit the form alone), or every select and radio
    group (distinct values where the selects offer the same cards), and a number in text."""
    data = dict(form.hidden)
    buttons = {n: v for n, v in form.choices.items() if n in ("action", "call", "card")}
    if buttons:
        name = rng.choice(sorted(buttons))
        data[name] = rng.choice(buttons[name])
        return data
    used: set[str] = set()
    for name, values in form.choices.items():
        free = [v for v in values if v not in used] or values
        data[name] = rng.choice(free)
        used.add(data[name])
    for name in form.texts:
        data[name] = str(rng.randint(-30, 30) * 10)
    return data


class Client:
    """One simulated browser."""

    def __init__(self, base: str, results: Results, seed: int) -> None:
        self.base = base
        self.results = results
        self.rng = random.Random(seed)
        self.jar = http.cookiejar.CookieJar()
        self.opener = urllib.request.build_opener(urllib.request.HTTPCookieProcessor(self.jar))
        self.game = ""  # the table's URL
        self.table = ""  # the last table HTML
        self.requests = 0

    def request(
        self, kind: str, path: str, data: dict[str, str] | None = None
    ) -> tuple[int, str, str]:
        headers = {"HX-Request": "true"} if kind not in ("page", "new game") else {}
        body = None
        if data is not None:
            body = urllib.parse.urlencode(data).encode()
            token = next((c.value for c in self.jar if c.name == "csrftoken"), "")
            headers["X-CSRFToken"] = token or ""
        req = urllib.request.Request(self.base + path, data=body, headers=headers)
        self.requests += 1
        start = time.perf_counter()
        try:
            with self.opener.open(req, timeout=TIMEOUT) as response:
                text = response.read().decode()
                status, url = response.status, response.geturl()
        except urllib.error.HTTPError as exc:
            status, text, url = exc.code, exc.read().decode(errors="replace"), path
        except (OSError, urllib.error.URLError):
            status, text, url = 0, "", path
        self.results.add(Sample(kind, time.perf_counter() - start, status))
        return status, text, url

    def drill(self) -> None:
        kind = self.rng.choice(DRILLS)
        seed = secrets.token_hex(4)
        level = self.rng.randint(1, 3)
        path = f"/drills/{kind}/{level}-{seed}/"
        status, html, _ = self.request("drill page", path)
        if status != 200:
            return
        if self.rng.random() < 0.25:
            self.request("drill hint", path + "hint/", {})
        form = read_form(html, "answer-form")
        if form is not None:
            status, text, _ = self.request("drill answer", form.action, fill(form, self.rng))
            if status == 200 and "could not be read" in text:
                self.results.refuse("drill answer")

    def new_game(self) -> None:
        data = {"deals": "12", "bolshevik": "none", "bots": "conventions"}
        status, html, url = self.request("new game", "/play/", data)
        if status == 200 and re.search(r"/play/\d+/$", url):
            self.game = urllib.parse.urlparse(url).path
            self.table = html

    def table_step(self) -> None:
        if not self.game:
            self.new_game()
            return
        html = self.table
        version = re.search(r'id="table"[^>]*data-version="(\d+)"', html)
        if version is None:
            self.game = ""
            return
        v = version.group(1)
        if f'hx-post="{self.game}bot/"' in html:
            status, text, _ = self.request("table bot", self.game + "bot/", {"version": v})
        elif (act := read_form(html, self.game + "act/")) is not None:
            if self.rng.random() < 0.05:
                self.request("table hint", self.game + "hint/")
            status, text, _ = self.request("table act", self.game + "act/", fill(act, self.rng))
            if status == 200 and 'role="alert"' in text:
                self.results.refuse("table act")
        elif self.game + "next/" in html:
            status, text, _ = self.request("table next", self.game + "next/", {"version": v})
        else:  # the session is over
            self.game = ""
            return
        if status == 200:
            self.table = text
        else:  # look at the table again
            status, text, _ = self.request("page", self.game)
            self.table = text if status == 200 else ""
            if status != 200:
                self.game = ""

    def run(self, deadline: float) -> None:
        self.request("page", "/drills/")  # the CSRF cookie, as a first visit gets it
        while time.monotonic() < deadline and self.requests < MAX_REQUESTS_PER_CLIENT:
            if self.rng.random() < 0.5:
                self.drill()
            else:
                self.table_step()


def run_load(base: str, clients: int, seconds: float) -> Results:
    results = Results()
    deadline = time.monotonic() + seconds
    threads = [
        threading.Thread(target=Client(base, results, seed=i).run, args=(deadline,), daemon=True)
        for i in range(clients)
    ]
    started = time.monotonic()
    for t in threads:
        t.start()
    for t in threads:
        t.join(seconds + 2 * TIMEOUT)
    results.samples.append(Sample("_elapsed", time.monotonic() - started, -1))
    return results


def percentile(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    if len(values) == 1:
        return values[0]
    return statistics.quantiles(values, n=100, method="inclusive")[round(q) - 1]


def report(title: str, results: Results) -> str:
    elapsed = next(s.seconds for s in results.samples if s.kind == "_elapsed")
    samples = [s for s in results.samples if s.kind != "_elapsed"]
    errors = [s for s in samples if s.status == 0 or s.status >= 500]
    other = Counter(s.status for s in samples if 400 <= s.status < 500)
    lines = [
        f"== {title}",
        f"requests {len(samples)}  errors {len(errors)}"
        + (f" ({dict(Counter(s.status for s in errors))})" if errors else "")
        + (f"  4xx {dict(other)}" if other else "")
        + f"  {len(samples) / elapsed:.1f} req/s over {elapsed:.0f} s"
        + (f"  (refused in place: {dict(results.refused)})" if results.refused else ""),
        f"{'kind':<14}{'count':>7}{'p50 ms':>9}{'p95 ms':>9}{'p99 ms':>9}",
    ]
    kinds = sorted({s.kind for s in samples})
    for kind in [*kinds, "all"]:
        times = [s.seconds * 1000 for s in samples if kind in ("all", s.kind)]
        lines.append(
            f"{kind:<14}{len(times):>7}{percentile(times, 50):>9.0f}"
            f"{percentile(times, 95):>9.0f}{percentile(times, 99):>9.0f}"
        )
    return "\n".join(lines)


def _loopback(url: str) -> str:
    host = urllib.parse.urlparse(url).hostname or ""
    if not (host == "localhost" or host.startswith("127.") or host == "::1"):
        raise SystemExit(f"refusing {url}: the load test only targets loopback addresses")
    return url.rstrip("/")


def _wait_until_up(base: str, server: subprocess.Popen[bytes], seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if server.poll() is not None:
            raise SystemExit(f"make serve stopped (exit {server.returncode})")
        try:
            with urllib.request.urlopen(base + "/", timeout=5) as response:
                if response.status == 200:
                    return
        except OSError:
            time.sleep(0.5)
    raise SystemExit(f"the server did not answer on {base} within {seconds:.0f} s")


@contextmanager
def serve(port: int, folder: str) -> Iterator[str]:
    """Start `make serve` on 127.0.0.1:port for a benchmark; yield its URL; stop it."""
    env = dict(os.environ)
    env.update(
        {
            "DEBUG": "0",
            "SECRET_KEY": secrets.token_urlsafe(50),
            "ALLOWED_HOSTS": "127.0.0.1",
            "HTTPS": "0",  # plain HTTP on loopback: no TLS in front here
            "STATIC_ROOT": str(Path(folder) / "static"),
            "LOG_LEVEL": "ERROR",
        }
    )
    if "DATABASE_URL" not in env:
        env["SQLITE_PATH"] = str(Path(folder) / "load.sqlite3")
    log = open(Path(folder) / "serve.log", "wb")  # noqa: SIM115 (closed below)
    server = subprocess.Popen(
        ["make", "--no-print-directory", "serve", "HOST=127.0.0.1", f"PORT={port}"],
        cwd=ROOT,
        env=env,
        stdout=log,
        stderr=subprocess.STDOUT,
        start_new_session=True,  # its own process group: make, gunicorn and its workers
    )
    base = f"http://127.0.0.1:{port}"
    try:
        _wait_until_up(base, server, 300)
        yield base
    finally:
        if server.poll() is None:
            os.killpg(server.pid, signal.SIGTERM)
            try:
                server.wait(30)
            except subprocess.TimeoutExpired:
                os.killpg(server.pid, signal.SIGKILL)
                server.wait()
        log.close()
        tail = (Path(folder) / "serve.log").read_text(errors="replace").splitlines()[-15:]
        if server.returncode not in (0, -signal.SIGTERM, None):
            print("\n".join(tail), file=sys.stderr)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else "")
    parser.add_argument("--url", help="a server already running on loopback")
    parser.add_argument("--serve", action="store_true", help="start `make serve` for the run")
    parser.add_argument("--port", type=int, default=8200)
    parser.add_argument("--clients", type=int, default=50)
    parser.add_argument("--seconds", type=float, default=60)
    parser.add_argument("--small-clients", type=int, default=5)
    parser.add_argument("--small-seconds", type=float, default=20)
    args = parser.parse_args(argv)
    if args.seconds > 600 or args.small_seconds > 600:
        raise SystemExit("a run lasts at most 600 s")
    if not args.serve and not args.url:
        parser.error("give --serve or --url")

    def phases(base: str) -> None:
        database = os.environ.get("DATABASE_URL", "")
        backend = "PostgreSQL" if database.startswith("postgres") else "SQLite"
        for clients, seconds in (
            (args.clients, args.seconds),
            (args.small_clients, args.small_seconds),
        ):
            if clients <= 0 or seconds <= 0:
                continue
            results = run_load(base, clients, seconds)
            print(report(f"{clients} clients, {seconds:.0f} s, {backend}", results), flush=True)

    if args.serve:
        with (
            tempfile.TemporaryDirectory(prefix="skruuvi-load-") as folder,
            serve(args.port, folder) as base,
        ):
            phases(base)
    else:
        phases(_loopback(args.url))


if __name__ == "__main__":
    main()
