"""The container image and the set of compose.yaml (docs/operations.md): the image is built (on a
Debian base made from Debian's packages, deploy/base-image.sh, since no public registry is
reachable here), PostgreSQL, two dominohall processes and HAProxy are started with podman, and a
match is played through the proxy; the image runs as an unprivileged user and its HEALTHCHECK
passes; compose.yaml is checked for what the set needs.

compose.yaml names the official PostgreSQL and HAProxy images, which CI cannot pull, so the test
starts the same set with plain podman commands in one pod: PostgreSQL and HAProxy from Debian's
packages (tests/server/container/services.Dockerfile), HAProxy with compose's own configuration
(deploy/compose/haproxy.cfg, its service names made the pod's loopback ports).

Building takes minutes: the test runs where ``DOMINOHALL_TEST_CONTAINERS=1`` (``.ci/run`` sets it
where it installed podman) and prints the build times, the image's size and the time from starting
the set to a playable lobby."""

from __future__ import annotations

import asyncio
import ipaddress
import json
import os
import re
import secrets
import shutil
import subprocess
import time
import urllib.error
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest

pytest.importorskip("websockets", reason="the server extra is not installed")

from server_helpers import Client, free_port, play_to_end

ROOT = Path(__file__).resolve().parents[2]
BASE = os.environ.get("DOMINOHALL_TEST_BASE_IMAGE", "localhost/dominohall-base:bookworm")
IMAGE = "localhost/dominohall-test:latest"
SERVICES = "localhost/dominohall-test-services:latest"
CA = Path("/etc/ssl/certs/ca-certificates.crt")


def podman(*args: str, check: bool = True, timeout: float = 1800) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["podman", "--runtime", "runc", *args], capture_output=True, text=True, check=check, timeout=timeout
    )


def podman_runs() -> str | None:
    """Why the container test cannot run here (``None``: it can)."""
    if os.environ.get("DOMINOHALL_TEST_CONTAINERS") != "1":
        return "DOMINOHALL_TEST_CONTAINERS is not 1 (.ci/run sets it where it installed podman; building takes minutes)"
    if shutil.which("podman") is None or shutil.which("runc") is None:
        return "podman and runc are not installed"
    if podman("info", check=False, timeout=60).returncode != 0:
        return "podman does not run here"
    return None


def build(image: str, context: Path, dockerfile: Path, args: dict[str, str]) -> float:
    """``podman build``; the seconds it took. Behind a proxy that inspects TLS the machine's
    certificates are lent to the build (pip reads them)."""
    command = ["build", "--format", "docker", "-t", image, "-f", str(dockerfile)]
    for key, value in args.items():
        command += ["--build-arg", f"{key}={value}"]
    if CA.is_file():
        command += ["--volume", f"{CA}:/run/ca.crt:ro", "--build-arg", "PIP_CERT=/run/ca.crt"]
    started = time.monotonic()
    done = podman(*command, str(context), check=False)
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    return time.monotonic() - started


def http(url: str, body: dict[str, Any] | None = None, headers: dict[str, str] | None = None) -> tuple[int, Any]:
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(url, data=data, method="GET" if body is None else "POST", headers=headers or {})
    if body is not None:
        request.add_header("content-type", "application/json")
    try:
        with urllib.request.urlopen(request, timeout=10) as answer:
            raw = answer.read()
            status = answer.status
    except urllib.error.HTTPError as exc:
        raw, status = exc.read(), exc.code
    except OSError:  # nothing listens yet
        return 0, None
    try:
        return status, json.loads(raw)
    except ValueError:
        return status, raw.decode("utf-8", "replace")


def playable(base: str) -> bool:
    page, _ = http(base + "/")
    made, body = http(base + "/api/tables", {"variant": "block", "seats": [{"kind": "human"}] * 2})
    if page != 200 or made != 201:
        return False

    async def sit() -> bool:
        try:
            client = await Client(base, body["table"]).connect(body["seats"][0]["token"])
        except Exception:
            return False
        await client.close()
        return True

    return asyncio.run(sit())


@pytest.fixture(scope="module")
def images() -> Iterator[dict[str, float]]:
    """The base image (made once, then kept), the dominohall image and the services' image."""
    why = podman_runs()
    if why is not None:
        pytest.skip(why)
    figures: dict[str, float] = {}
    if podman("image", "exists", BASE, check=False).returncode != 0:
        started = time.monotonic()
        made = subprocess.run(
            [str(ROOT / "deploy" / "base-image.sh"), BASE], capture_output=True, text=True, timeout=1800
        )
        assert made.returncode == 0, made.stderr[-3000:]
        figures["base image"] = time.monotonic() - started
    figures["dominohall image"] = build(IMAGE, ROOT, ROOT / "Dockerfile", {"BASE": BASE})
    here = ROOT / "tests" / "server" / "container"
    figures["services image"] = build(SERVICES, here, here / "services.Dockerfile", {"BASE": BASE})
    yield figures


@pytest.fixture
def pod(images: dict[str, float]) -> Iterator[dict[str, Any]]:
    """The set of compose.yaml: PostgreSQL, two dominohall processes, HAProxy; its
    address and how long it took to be playable."""
    name = f"dominohall-test-{secrets.token_hex(3)}"
    port = free_port()
    volume = f"{name}-cluster"
    config = (ROOT / "deploy" / "compose" / "haproxy.cfg").read_text()
    config = config.replace("app1:8000", "127.0.0.1:8001").replace("app2:8000", "127.0.0.1:8002")
    folder = Path(f"/tmp/{name}")
    folder.mkdir()
    (folder / "haproxy.cfg").write_text(config)
    started = time.monotonic()
    # One network namespace for the set, that of the database's container (a pod would need podman's
    # pause image, which needs catatonit): every process reaches the others on loopback.
    db = f"{name}-db"
    containers = [db, f"{name}-app1", f"{name}-app2", f"{name}-proxy"]
    try:
        podman("volume", "create", volume)
        postgres = (
            "/usr/lib/postgresql/15/bin/initdb -D /tmp/pg -A trust -U dominohall -E UTF8 --locale=C >/dev/null"
            " && exec /usr/lib/postgresql/15/bin/postgres -D /tmp/pg -c listen_addresses=127.0.0.1 -k /tmp"
        )
        podman(
            "run",
            "-d",
            "--name",
            db,
            "-p",
            f"127.0.0.1:{port}:8080",
            "--user",
            "postgres",
            SERVICES,
            "sh",
            "-c",
            postgres,
        )
        deadline = time.monotonic() + 60
        while podman("exec", f"{name}-db", "pg_isready", "-h", "127.0.0.1", check=False).returncode != 0:
            assert time.monotonic() < deadline, podman("logs", f"{name}-db", check=False).stderr
            time.sleep(0.2)
        podman("exec", f"{name}-db", "createdb", "-h", "127.0.0.1", "-U", "dominohall", "dominohall")
        for i in (1, 2):
            podman(
                "run", "-d", "--network", f"container:{db}", "--name", f"{name}-app{i}",
                "-e", "DOMINOHALL_DATABASE_URL=postgresql://dominohall@127.0.0.1/dominohall",
                "-e", "DOMINOHALL_CLUSTER_SECRET_FILE=/run/dominohall/cluster-secret",
                "-e", "DOMINOHALL_ALLOWED_HOSTS=127.0.0.1,localhost",
                "-e", "DOMINOHALL_FORWARDED_ALLOW_IPS=127.0.0.1",
                "-e", f"DOMINOHALL_HEALTH_URL=http://127.0.0.1:800{i}/healthz",
                "-v", f"{volume}:/run/dominohall",
                IMAGE, "dominohall", "serve", "--host", "127.0.0.1", "--port", f"800{i}",
                "--cluster", "--advertise", f"127.0.0.1:800{i}",
            )  # fmt: skip
        podman(
            "run", "-d", "--network", f"container:{db}", "--name", f"{name}-proxy", "-v", f"{folder}:/cfg:ro",
            SERVICES, "haproxy", "-f", "/cfg/haproxy.cfg",
        )  # fmt: skip
        base = f"http://127.0.0.1:{port}"
        deadline = time.monotonic() + 120
        while not playable(base):  # the lobby page, a table made and its WebSocket, through the proxy
            logs = [podman("logs", c, check=False).stderr[-2000:] for c in containers[1:]]
            assert time.monotonic() < deadline, logs
            time.sleep(0.2)
        yield {"name": name, "base": base, "playable": time.monotonic() - started}
    finally:
        for container in reversed(containers):  # the database's last: the others use its network
            podman("rm", "--force", "--ignore", "--time", "2", container, check=False)
        podman("volume", "rm", "-f", volume, check=False)
        shutil.rmtree(folder, ignore_errors=True)


def test_the_image_and_the_set_play_a_match_through_the_proxy(images: dict[str, float], pod: dict[str, Any]) -> None:
    base, name = pod["base"], pod["name"]
    size = int(podman("image", "inspect", "--format", "{{.Size}}", IMAGE).stdout.strip())
    print(
        "\n  "
        + ", ".join(f"{what} built in {seconds:.0f} s" for what, seconds in images.items())
        + f"; image {size / 1e6:.0f} MB; set started to a playable lobby in {pod['playable']:.1f} s"
    )
    status, made = http(
        base + "/api/tables", {"variant": "draw", "seats": [{"kind": "human"}, {"kind": "bot", "bot": "greedy"}]}
    )
    assert status == 201, made

    async def play() -> dict[str, Any]:
        client = await Client(base, made["table"], delta=True).connect(made["seats"][0]["token"])
        (end,) = await play_to_end([client], seed=3, timeout=120)
        await client.close()
        return end

    assert asyncio.run(play())["view"]["match_over"]
    status, record = http(base + f"/api/tables/{made['table']}/record")
    assert status == 200 and record["variant"] == "draw"
    # Both processes serve, behind the proxy; /metrics is not for the public.
    assert http(base + "/readyz") == (200, {"status": "ready"})
    assert http(base + "/metrics")[0] == 404
    for i in (1, 2):
        app = f"{name}-app{i}"
        assert podman("exec", app, "id", "-u").stdout.strip() == "10001"  # not root
        assert podman("healthcheck", "run", app, check=False).returncode == 0  # the image's HEALTHCHECK
        logs = podman("logs", app).stderr
        assert "database schema upgraded" in logs or "Application startup complete" in logs
    # SIGTERM (podman stop) drains: the process hands its tables over and exits in time.
    started = time.monotonic()
    podman("stop", "-t", "30", f"{name}-app1")
    took = time.monotonic() - started
    assert "draining:" in podman("logs", f"{name}-app1").stderr
    assert took < 30
    status, _ = http(base + "/api/tables", {"variant": "block", "seats": [{"kind": "bot", "bot": "greedy"}] * 2})
    assert status == 201  # the other process goes on
    # #34: an X-Forwarded-For the visitor writes names no address: the limits count the address
    # HAProxy adds. Tables made, each "from" a new spoofed address, meet the per-address limit.
    limit = 10  # DOMINOHALL_CREATE_LIMIT's default, per process
    statuses = [
        http(
            base + "/api/tables",
            {"variant": "block", "seats": [{"kind": "bot", "bot": "greedy"}] * 2},
            headers={"x-forwarded-for": f"203.0.113.{i}"},
        )[0]
        for i in range(limit + 1)
    ]
    assert 429 in statuses, statuses


def test_compose_names_everything_the_set_needs() -> None:
    yaml = pytest.importorskip("yaml", reason="PyYAML reads compose.yaml")
    compose = yaml.safe_load((ROOT / "compose.yaml").read_text())
    services = compose["services"]
    assert set(services) == {"db", "app1", "app2", "proxy"}
    apps = {name: services[name] for name in ("app1", "app2")}
    for name, app in apps.items():
        assert app["build"]["context"] == "." and (ROOT / "Dockerfile").is_file()
        command = app["command"]
        assert command[:2] == ["dominohall", "serve"] and "--cluster" in command
        assert command[command.index("--advertise") + 1] == f"{name}:8000"
        env = app["environment"]
        assert env["DOMINOHALL_DATABASE_URL"].endswith("@db/dominohall")
        assert "DOMINOHALL_CLUSTER_SECRET_FILE" in env and "DOMINOHALL_ALLOWED_HOSTS" in env
        assert app["depends_on"]["db"]["condition"] == "service_healthy"
        assert "cluster:/run/dominohall" in app["volumes"]
    for volume in services["proxy"]["volumes"]:
        assert (ROOT / volume.split(":")[0]).exists(), volume

    # #34: the processes believe the X-Forwarded-For of HAProxy's fixed address, in the set's own
    # network, and of nobody else (with "*" a visitor names the address the limits count).
    def default(value: str) -> str:  # compose's ${NAME:-default}
        found = re.fullmatch(r"\$\{[A-Z_]+:-([^}]+)\}", value)
        return found.group(1) if found else value

    proxy_address = default(services["proxy"]["networks"]["default"]["ipv4_address"])
    subnet = default(compose["networks"]["default"]["ipam"]["config"][0]["subnet"])
    assert ipaddress.ip_address(proxy_address) in ipaddress.ip_network(subnet)
    for app in apps.values():
        assert default(app["environment"]["DOMINOHALL_FORWARDED_ALLOW_IPS"]) == proxy_address
    proxy_config = (ROOT / "deploy" / "compose" / "haproxy.cfg").read_text()
    assert set(re.findall(r"server (app\d) \1:8000", proxy_config)) == set(apps)
    assert "option httpchk GET /readyz" in proxy_config
    assert set(compose["volumes"]) == {"db", "cluster"}
    # Every setting compose gives the processes is one the server reads.
    known = set(re.findall(r"DOMINOHALL_[A-Z_]+", "\n".join(p.read_text() for p in (ROOT / "src").rglob("*.py"))))
    for app in apps.values():
        assert set(app["environment"]) <= known
    # A compose tool, where there is one, reads it as valid.
    for tool in (["podman-compose"], ["docker", "compose"]):
        if shutil.which(tool[0]) is not None:
            checked = subprocess.run(
                [*tool, "-f", str(ROOT / "compose.yaml"), "config"], capture_output=True, text=True, cwd=ROOT
            )
            if "unknown" not in checked.stderr:
                assert checked.returncode == 0, checked.stderr
