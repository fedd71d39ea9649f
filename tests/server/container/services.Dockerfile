# PostgreSQL and HAProxy from Debian's packages, for the container test
# (tests/server/test_server_container.py): CI cannot pull the official images compose.yaml names.
ARG BASE=docker.io/library/debian:bookworm-slim
FROM ${BASE}
RUN apt-get update \
    && apt-get install -y --no-install-recommends postgresql-15 haproxy \
    && rm -rf /var/lib/apt/lists/*
