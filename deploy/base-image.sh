#!/usr/bin/env bash
# A Debian base image made from Debian's packages, for machines that cannot pull one from a public
# registry (CI here): debootstrapped by mmdebstrap, imported into podman.
#
#   deploy/base-image.sh [NAME]        # default localhost/dominohall-base:bookworm
#   podman build --build-arg BASE=localhost/dominohall-base:bookworm -t dominohall .
#
# It holds Debian's minimal base (/usr merged without the usrmerge package, which would bring Perl),
# apt (the Dockerfile's build stage installs a compiler with it)
# and Python 3; no documentation, manual pages or translations.
set -euo pipefail
name=${1:-localhost/dominohall-base:bookworm}
suite=${DEBIAN_SUITE:-bookworm}
mirror=${DEBIAN_MIRROR:-http://deb.debian.org/debian}
runtime=${PODMAN_RUNTIME:-runc}
mmdebstrap --variant=minbase --include=python3 \
    --hook-dir=/usr/share/mmdebstrap/hooks/merged-usr \
    --dpkgopt='path-exclude=/usr/share/doc/*' \
    --dpkgopt='path-exclude=/usr/share/man/*' \
    --dpkgopt='path-exclude=/usr/share/locale/*' \
    --dpkgopt='path-exclude=/usr/share/info/*' \
    --customize-hook='rm -rf "$1"/var/lib/apt/lists/* "$1"/var/cache/apt/*' \
    "$suite" - "$mirror" \
    | podman --runtime "$runtime" import --change 'CMD ["/bin/bash"]' - "$name" >/dev/null
echo "$name"
