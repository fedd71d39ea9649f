"""The build backend of dominohall: setuptools, plus mypy when the engine is to be compiled.

``DOMINOHALL_MYPYC=1 pip install .`` compiles the engine with mypyc (see ``setup.py``). Only that build
needs mypy, so it is asked for here, through the PEP 517 hooks that name a build's requirements, and
not in ``[build-system] requires``: a plain install (and every editable one) never downloads it.

An editable install always runs the source as plain Python: compiled modules next to the source
would shadow the ``.py`` files being edited. The editable hooks say so to ``setup.py``.
"""

from __future__ import annotations

import os
from typing import Any

from setuptools import build_meta as _setuptools
from setuptools.build_meta import *  # noqa: F403  (every hook not defined here is setuptools' own)

MYPYC_REQUIREMENT = "mypy[mypyc]==2.4.1"
"""The compiler: one exact version, so that a compiled build is the same code wherever it is made
(the one CI tests)."""

EDITABLE = "DOMINOHALL_BUILD_EDITABLE"
"""Set while an editable install is built: ``setup.py`` then compiles nothing."""

ASKING = "DOMINOHALL_BUILD_ASKING"
"""Set while setuptools runs ``setup.py`` only to learn the build's requirements (mypy is not there
yet) or its metadata: nothing is compiled then."""


def compiling() -> bool:
    return os.environ.get("DOMINOHALL_MYPYC", "").strip() not in ("", "0")


def get_requires_for_build_wheel(config_settings: dict[str, Any] | None = None) -> list[str]:
    os.environ[ASKING] = "1"
    try:
        plain = list(_setuptools.get_requires_for_build_wheel(config_settings))
    finally:
        del os.environ[ASKING]
    return [*plain, MYPYC_REQUIREMENT] if compiling() else plain


def prepare_metadata_for_build_wheel(metadata_directory: str, config_settings: dict[str, Any] | None = None) -> str:
    # The metadata is the same compiled or not: no need to run the compiler for it.
    os.environ[ASKING] = "1"
    try:
        return str(_setuptools.prepare_metadata_for_build_wheel(metadata_directory, config_settings))
    finally:
        del os.environ[ASKING]


def get_requires_for_build_editable(config_settings: dict[str, Any] | None = None) -> list[str]:
    os.environ[EDITABLE] = "1"
    return list(_setuptools.get_requires_for_build_editable(config_settings))


def prepare_metadata_for_build_editable(metadata_directory: str, config_settings: dict[str, Any] | None = None) -> str:
    os.environ[EDITABLE] = "1"
    return str(_setuptools.prepare_metadata_for_build_editable(metadata_directory, config_settings))


def build_editable(
    wheel_directory: str, config_settings: dict[str, Any] | None = None, metadata_directory: str | None = None
) -> str:
    os.environ[EDITABLE] = "1"
    return str(_setuptools.build_editable(wheel_directory, config_settings, metadata_directory))
