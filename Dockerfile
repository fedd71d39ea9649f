# dominohall's table server (docs/operations.md).
#
#   podman build --format docker -t dominohall .                     # on Debian's bookworm-slim
#   podman build --format docker --build-arg BASE=localhost/dominohall-base:bookworm -t dominohall .
#   podman run -p 8000:8000 -v dominohall:/var/lib/dominohall dominohall   # SQLite in the volume
#
# BASE is any Debian bookworm image with apt (deploy/base-image.sh makes one from Debian's packages
# where no registry can be reached). Two stages: the first builds the package into a virtual
# environment, with a C compiler so that the engine is compiled with mypyc where the build supports
# it (DOMINOHALL_MYPYC=1; plain Python otherwise) and PyICU is built against ICU; the second holds
# Python, ICU's library, that environment and nothing else, and runs as an unprivileged user.
# (--format docker keeps the HEALTHCHECK: the OCI format has none.)
ARG BASE=docker.io/library/debian:bookworm-slim

FROM ${BASE} AS build
ARG COMPILE=1
# A certificate bundle for pip, mounted with the build behind a proxy that inspects TLS (CI here:
# --volume /etc/ssl/certs/ca-certificates.crt:/run/ca.crt:ro --build-arg PIP_CERT=/run/ca.crt).
ARG PIP_CERT
# PyICU (look-alike account names) has no wheels: it is built against ICU here, whatever COMPILE.
RUN apt-get update \
    && apt-get install -y --no-install-recommends python3 python3-venv python3-dev g++ pkg-config libicu-dev \
       $(if [ "$COMPILE" = 1 ]; then echo gcc libc6-dev; fi) \
    && rm -rf /var/lib/apt/lists/*
WORKDIR /src
COPY pyproject.toml setup.py README.md ./
COPY build_support ./build_support
COPY src ./src
RUN if [ -z "$PIP_CERT" ]; then unset PIP_CERT; fi \
    && python3 -m venv /opt/dominohall \
    && /opt/dominohall/bin/pip install --no-cache-dir --disable-pip-version-check --quiet --upgrade pip \
    && DOMINOHALL_MYPYC=$COMPILE /opt/dominohall/bin/pip install --no-cache-dir --disable-pip-version-check \
       --quiet '.[server]' \
    && /opt/dominohall/bin/pip uninstall --yes --quiet pip \
    && /opt/dominohall/bin/python -m compileall -q /opt/dominohall >/dev/null

FROM ${BASE}
RUN if ! command -v python3 >/dev/null || ! dpkg -s libicu72 >/dev/null 2>&1; then \
        apt-get update && apt-get install -y --no-install-recommends python3 libicu72 && rm -rf /var/lib/apt/lists/*; \
    fi \
    && useradd --system --uid 10001 --user-group --home-dir /var/lib/dominohall --create-home dominohall \
    && install -d -o dominohall -g dominohall -m 0700 /run/dominohall
COPY --from=build /opt/dominohall /opt/dominohall
ENV PATH=/opt/dominohall/bin:$PATH \
    PYTHONUNBUFFERED=1 \
    DOMINOHALL_DATABASE_URL=sqlite:////var/lib/dominohall/dominohall.sqlite3
USER dominohall
WORKDIR /var/lib/dominohall
VOLUME /var/lib/dominohall
EXPOSE 8000
# Liveness only: the process answers. A database that is away makes /readyz fail (and a proxy send
# players elsewhere), not the container restart. DOMINOHALL_HEALTH_URL: for a process on another port.
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
    CMD ["python3", "-c", "import os, urllib.request; urllib.request.urlopen(os.environ.get('DOMINOHALL_HEALTH_URL', 'http://127.0.0.1:8000/healthz'), timeout=2)"]
# SIGTERM drains (tables handed over or stored, clients told to reconnect): give it time to.
STOPSIGNAL SIGTERM
CMD ["dominohall", "serve", "--host", "0.0.0.0", "--port", "8000"]
