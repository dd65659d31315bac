"""What ``warpgym synth`` writes: the resume journal, the rows, the KernelBench tree.

Contract (all under the output directory ``DIR``):

``journal.jsonl``  one JSON line per finished index ``{"index", "status": "kept" | "rejected",
                   "reason", "row"?}``, appended and flushed as each finishes; ``Journal.load``
                   reads it back (a torn last line is ignored), so an interrupted run resumes.
``settings.json``  the settings that decide the tasks; a resume with other settings is refused.
``tasks.jsonl``    the final rows, one per task, in index order (``write_rows``; ``tasks.jsonl.gz``
                   when written with ``gz=True``, as the shipped ``tasks/ops`` is).
``tasks.parquet``  the same rows as Parquet (``write_parquet``, zstd; needs pyarrow, skipped
                   without it): scalar and list fields are typed columns, the dict-valued fields
                   (``screen``, ``harness``, ``decontam``, ``seconds``, any other) are JSON text
                   columns, named in the schema metadata ``warpgym.json_columns`` (a null cell:
                   the row lacks that key).
                   ``read_rows`` reads any of the three back into the same dicts;
                   ``dataset_file(DIR)`` picks the one a directory holds.
``level<N>/<id>_<Name>.py``  the same tasks as a KernelBench tree (``materialize``): what
                   ``warpgym-server --tasks DIR`` loads; ``row["name"]`` is the server's task name.

A row has at least ``ops`` (op labels in chain order), ``data_source`` (``"torch#2"``: source and
chain length), ``code`` (the task file), plus ``name``, ``level``, ``hash`` (sha256 of code),
``index``, ``seed``, ``length``, ``kind``, ``op_paths``, ``input_shapes``, ``output_shape``,
``eager_ms``, ``compile_ok``, ``screen`` (flags and per-check errors), ``harness``
(identity / zero verdicts), ``decontam`` (nearest evaluation problem and similarity).
"""
from __future__ import annotations

import gzip
import json
import os
import re
from pathlib import Path
from typing import Any, Iterable

JOURNAL, SETTINGS, ROWS, PARQUET = "journal.jsonl", "settings.json", "tasks.jsonl", "tasks.parquet"
ROWS_GZ = ROWS + ".gz"


class Journal:
    """Append-only record of finished indices (thread safe through the caller's lock)."""

    def __init__(self, out_dir: Path):
        self.path = out_dir / JOURNAL
        self.done: dict[int, dict] = {}

    def load(self) -> dict[int, dict]:
        if self.path.exists():
            for line in self.path.read_text(encoding="utf-8").splitlines():
                try:
                    rec = json.loads(line)
                except ValueError:
                    continue  # torn by an interruption
                self.done[int(rec["index"])] = rec
        return self.done

    def append(self, rec: dict) -> None:
        self.done[int(rec["index"])] = rec
        with open(self.path, "a", encoding="utf-8") as f:
            f.write(json.dumps(rec, default=str) + "\n")
            f.flush()
            os.fsync(f.fileno())


def check_settings(out_dir: Path, settings: dict, resume: bool) -> str | None:
    """Writes settings.json, or compares with the existing one; returns an error text or None."""
    path = out_dir / SETTINGS
    if path.exists() and resume:
        old = json.loads(path.read_text(encoding="utf-8"))
        if old != json.loads(json.dumps(settings)):
            diff = sorted(k for k in set(old) | set(settings) if old.get(k) != json.loads(json.dumps(settings)).get(k))
            return f"{out_dir} holds a run with other settings ({', '.join(diff)}); use another --out or --fresh"
    path.write_text(json.dumps(settings, indent=1, sort_keys=True) + "\n", encoding="utf-8")
    return None


def _safe(name: str) -> str:
    return re.sub(r"[^A-Za-z0-9_\-]", "", name)[:80] or "Task"


def assign_names(rows: list[dict]) -> None:
    """``row["name"] = "level<N>/<id>_<Name>"``, ids 1.. per level in row order."""
    per_level: dict[int, int] = {}
    for r in rows:
        per_level[r["level"]] = per_level.get(r["level"], 0) + 1
        r["name"] = f"level{r['level']}/{per_level[r['level']]}_{_safe(r['title'])}"


def materialize(out_dir: Path, rows: Iterable[dict]) -> int:
    """Writes each row's code to ``DIR/<name>.py`` (old level dirs are replaced); returns the count."""
    import shutil

    for d in out_dir.glob("level*"):
        if d.is_dir() and re.fullmatch(r"level\d+", d.name):
            shutil.rmtree(d)
    n = 0
    for r in rows:
        p = out_dir / f"{r['name']}.py"
        p.parent.mkdir(parents=True, exist_ok=True)
        p.write_text(r["code"], encoding="utf-8")
        n += 1
    return n


def write_rows(out_dir: Path, rows: list[dict], gz: bool = False) -> Path:
    """``DIR/tasks.jsonl`` (or ``tasks.jsonl.gz``, byte-reproducible: no name or time in the header)."""
    path = out_dir / (ROWS_GZ if gz else ROWS)
    tmp = path.with_name(path.name + ".tmp")
    text = "".join(json.dumps(r, sort_keys=True, default=str) + "\n" for r in rows).encode("utf-8")
    with open(tmp, "wb") as f:
        if gz:
            with gzip.GzipFile(filename="", mode="wb", fileobj=f, compresslevel=9, mtime=0) as g:
                g.write(text)
        else:
            f.write(text)
    os.replace(tmp, path)
    return path


# Typed Parquet columns (anything else a row holds is stored as JSON text).
_SCALARS = {"index": "int64", "seed": "int64", "level": "int64", "length": "int64", "title": "string",
            "name": "string", "kind": "string", "data_source": "string", "code": "string", "hash": "string",
            "eager_ms": "float64", "compile_ok": "bool_"}
_LISTS = {"ops": "string", "op_paths": "string", "output_shape": "int64"}


def write_parquet(out_dir: Path, rows: list[dict]) -> str | None:
    """``DIR/tasks.parquet`` (zstd); returns its file name, or None when pyarrow is not installed."""
    try:
        import pyarrow as pa
        import pyarrow.parquet as pq
    except ImportError:
        return None
    keys: list[str] = []
    for r in rows:
        keys += [k for k in r if k not in keys]
    fields, cols, json_cols = [], {}, []
    for k in keys:
        vals = [r.get(k) for r in rows]
        if k in _SCALARS:
            t = getattr(pa, _SCALARS[k])()
        elif k in _LISTS:
            t = pa.list_(getattr(pa, _LISTS[k])())
        elif k == "input_shapes":
            t = pa.list_(pa.list_(pa.int64()))
        else:
            t = pa.string()  # JSON text; a null cell: the row has no such key ("null": it holds None)
            vals = [json.dumps(r[k], sort_keys=True, default=str) if k in r else None for r in rows]
            json_cols.append(k)
        fields.append(pa.field(k, t))
        cols[k] = vals
    schema = pa.schema(fields, metadata={"warpgym.json_columns": json.dumps(json_cols)})
    table = pa.Table.from_pydict(cols, schema=schema)
    path = out_dir / PARQUET
    tmp = path.with_name(path.name + ".tmp")
    pq.write_table(table, tmp, compression="zstd")
    os.replace(tmp, path)
    return PARQUET


def dataset_file(d: Path) -> Path | None:
    """The rows file of a dataset directory: tasks.jsonl, tasks.jsonl.gz, then tasks.parquet."""
    for name in (ROWS, ROWS_GZ, PARQUET):
        if (d / name).is_file():
            return d / name
    return None


def read_rows(path: Path) -> list[dict[str, Any]]:
    """Rows of a ``.jsonl``, ``.jsonl.gz`` or ``.parquet`` file, or of a dataset directory."""
    path = Path(path)
    if path.is_dir():
        found = dataset_file(path)
        if found is None:
            raise FileNotFoundError(f"{path} holds no {ROWS}, {ROWS_GZ} or {PARQUET}")
        path = found
    if path.suffix == ".parquet":
        import pyarrow.parquet as pq

        table = pq.read_table(path)
        meta = table.schema.metadata or {}
        json_cols = set(json.loads(meta.get(b"warpgym.json_columns", b"[]")))
        rows = table.to_pylist()
        for r in rows:
            for k in json_cols:
                if r.get(k) is None:
                    r.pop(k, None)
                else:
                    r[k] = json.loads(r[k])
        return rows
    raw = gzip.decompress(path.read_bytes()) if path.suffix == ".gz" else path.read_bytes()
    return [json.loads(line) for line in raw.decode("utf-8").splitlines() if line.strip()]
