"""Writing simulation rows: CSV (one row per seat per unit) or JSON (the rows and the summary)."""

from __future__ import annotations

import csv
import dataclasses
import json

from dominohall.sim import SimResult
from dominohall.sim.runner import Row


def write_rows(result: SimResult, path: str) -> None:
    """Write the rows to ``path`` (``.csv`` or ``.json``)."""
    fields = [f.name for f in dataclasses.fields(Row)]
    with open(path, "w", encoding="utf-8", newline="") as f:
        if path.endswith(".csv"):
            writer = csv.DictWriter(f, fieldnames=fields)
            writer.writeheader()
            for row in result.rows:
                writer.writerow(row.as_dict())
        else:
            summary = dataclasses.asdict(result.summary())
            json.dump(
                {
                    "config": dataclasses.asdict(result.config),
                    "interrupted": result.interrupted,
                    "elapsed": result.elapsed,
                    "summary": summary,
                    "rows": [row.as_dict() for row in result.rows],
                },
                f,
                indent=1,
            )
            f.write("\n")
