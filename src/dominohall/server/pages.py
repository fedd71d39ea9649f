"""The HTML pages (the lobby, a table, the history, a replay): static files of ``static/``, sent
without caching so that a new release is seen at once. The other parts' pages (accounts, lessons) are
served with :func:`page` too."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from pathlib import Path
from typing import Final

from starlette.requests import Request
from starlette.responses import FileResponse, PlainTextResponse, Response
from starlette.routing import BaseRoute, Mount, Route
from starlette.staticfiles import StaticFiles

STATIC: Final = Path(__file__).resolve().parent / "static"


def page(name: str) -> Callable[[Request], Awaitable[Response]]:
    async def serve_page(_request: Request) -> Response:
        path = STATIC / name
        if not path.is_file():
            return PlainTextResponse(f"{name} is not built yet", status_code=404)
        return FileResponse(path, media_type="text/html", headers={"cache-control": "no-cache"})

    return serve_page


def routes() -> list[BaseRoute]:
    return [
        Route("/", page("index.html")),
        Route("/t/{table}", page("table.html")),
        Route("/history", page("history.html")),
        Route("/replay/{table}", page("replay.html")),
    ]


def static() -> BaseRoute:
    return Mount("/static", StaticFiles(directory=STATIC, check_dir=False), name="static")
