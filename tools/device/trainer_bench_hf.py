#!/usr/bin/env python3
"""transformers' side of tools/device/trainer_bench.sh, and the side-by-side table.

  trainer_bench_hf.py run --shape qwen2.5-0.5b --batches 1,16,64 --prompt-len 512 --new-tokens 128
      One JSON line per batch, the same fields as warpgym-trainer-bench: random-weight Qwen2 of the
      published shape in bf16 on cuda (sdpa attention; --device/--dtype for a CPU smoke test), prefill = one forward over the prompts
      (logits of the last position only), decode = greedy generate(min_new_tokens = max_new_tokens)
      minus that prefill, per step. Prints {"impl": "transformers", "skipped": why} and exits 0
      when transformers is not importable.
  trainer_bench_hf.py bandwidth
      Measured device-to-device copy bandwidth (bytes read + written per second), for the floor.
  trainer_bench_hf.py table FILE.jsonl...
      Markdown table: per shape and batch, warpgym and transformers side by side with the floor.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time

SHAPES = {  # published Qwen2.5 config.json values
    "qwen2.5-0.5b": dict(hidden_size=896, intermediate_size=4864, num_hidden_layers=24, num_attention_heads=14),
    "qwen2.5-1.5b": dict(hidden_size=1536, intermediate_size=8960, num_hidden_layers=28, num_attention_heads=12),
    "tiny": dict(vocab_size=4096, hidden_size=128, intermediate_size=256, num_hidden_layers=2, num_attention_heads=4),
}


def run(args: argparse.Namespace) -> int:
    try:
        import torch
        import transformers
    except ImportError as e:
        print(json.dumps({"impl": "transformers", "shape": args.shape, "skipped": f"not importable: {e}"}))
        return 0
    shape = {"vocab_size": 151936, **SHAPES[args.shape]}
    config = transformers.Qwen2Config(num_key_value_heads=2, max_position_embeddings=32768,
                                      rms_norm_eps=1e-6, tie_word_embeddings=True,
                                      rope_parameters={"rope_type": "default", "rope_theta": 1e6},
                                      **shape)
    torch.manual_seed(0)
    dtype = torch.bfloat16 if args.dtype == "bfloat16" else torch.float32
    with torch.device(args.device):
        model = transformers.Qwen2ForCausalLM(config).to(dtype).eval()
    model.config._attn_implementation = "sdpa"

    def sync():
        if args.device == "cuda":
            torch.cuda.synchronize()

    def sync_time(fn) -> float:
        sync()
        t = time.perf_counter()
        fn()
        sync()
        return time.perf_counter() - t

    for batch in [int(b) for b in args.batches.split(",")]:
        g = torch.Generator().manual_seed(batch)
        ids = torch.randint(0, config.vocab_size, (batch, args.prompt_len), generator=g).to(args.device)
        mask = torch.ones_like(ids)

        def prefill():
            with torch.no_grad():
                model(input_ids=ids, attention_mask=mask, logits_to_keep=1)

        def generate(n):
            with torch.no_grad():
                model.generate(input_ids=ids, attention_mask=mask, max_new_tokens=n, min_new_tokens=n,
                               do_sample=False, pad_token_id=0, eos_token_id=None)

        generate(min(8, args.new_tokens))  # warm-up
        prefills, steps = [], []
        for _ in range(args.repeats):
            p = sync_time(prefill)
            total = sync_time(lambda: generate(args.new_tokens))
            prefills.append(p)
            steps.append((total - p) / max(args.new_tokens - 1, 1))
        step = statistics.median(steps)
        print(json.dumps({"impl": "transformers", "version": transformers.__version__, "shape": args.shape,
                          "dtype": args.dtype, "batch": batch, "prompt_len": args.prompt_len,
                          "new_tokens": args.new_tokens,
                          "prefill_tok_s": batch * args.prompt_len / statistics.median(prefills),
                          "decode_tok_s": batch / step, "decode_ms_per_step": step * 1e3}), flush=True)
        del ids, mask
        torch.cuda.empty_cache()
    return 0


def bandwidth(_: argparse.Namespace) -> int:
    import torch
    n = 2 << 30
    src = torch.empty(n, dtype=torch.uint8, device="cuda")
    dst = torch.empty_like(src)
    dst.copy_(src)
    times = []
    for _ in range(10):
        start, end = torch.cuda.Event(enable_timing=True), torch.cuda.Event(enable_timing=True)
        start.record()
        dst.copy_(src)
        end.record()
        torch.cuda.synchronize()
        times.append(start.elapsed_time(end) / 1e3)
    print(f"{2 * n / statistics.median(times):.4g}")
    return 0


def table(args: argparse.Namespace) -> int:
    rows: dict[tuple, dict] = {}
    skipped = []
    for path in args.files:
        for line in open(path, encoding="utf-8"):
            if not line.strip():
                continue
            r = json.loads(line)
            if "skipped" in r:
                skipped.append(f"{r['impl']} {r.get('shape', '')}: {r['skipped']}")
                continue
            rows.setdefault((r["shape"], r["batch"]), {})[r["impl"]] = r
    # warpgym's decode modes (bench_main.cc): graphs = CUDA graph of the static step, eager = no graph.
    print("| shape | batch | prefill tok/s warpgym | prefill tok/s transformers | decode tok/s warpgym graphs | "
          "decode tok/s warpgym eager | decode tok/s transformers | decode ms/step warpgym graphs | "
          "decode ms/step warpgym eager | decode ms/step transformers | floor ms/step (measured BW) | "
          "floor ms/step (4.8 TB/s) | warpgym % of floor | floor tok/s |")
    print("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|")
    fmt = lambda r, k, f="{:,.0f}": f.format(r[k]) if r and k in r else "-"  # noqa: E731
    notes = []
    for (shape, batch), impls in sorted(rows.items()):
        w, t = impls.get("warpgym"), impls.get("transformers")
        print(f"| {shape} | {batch} | {fmt(w, 'prefill_tok_s')} | {fmt(t, 'prefill_tok_s')} | "
              f"{fmt(w, 'decode_tok_s_graphs')} | {fmt(w, 'decode_tok_s_eager')} | {fmt(t, 'decode_tok_s')} | "
              f"{fmt(w, 'decode_ms_per_step_graphs', '{:.2f}')} | {fmt(w, 'decode_ms_per_step_eager', '{:.2f}')} | "
              f"{fmt(t, 'decode_ms_per_step', '{:.2f}')} | {fmt(w, 'floor_ms_per_step', '{:.3f}')} | "
              f"{fmt(w, 'floor_ms_per_step_datasheet', '{:.3f}')} | {fmt(w, 'pct_of_floor', '{:.0f}')} | "
              f"{fmt(w, 'floor_tok_s')} |")
        if w and "cuda_graph" in w:
            note = f"graph captured in {w['capture_ms']:.1f} ms" if w["cuda_graph"] else \
                "NO CUDA graph (the graphs column ran eagerly)"
            for key, label in (("agree_graphs_static", "graphs=static"), ("agree_eager_graphs", "graphs=eager")):
                if key in w:
                    a = w[key]
                    note += f", {label} on {a['rows_equal']}/{a['rows']} rows (max |dlogp| {a['max_logprob_diff']:.2g})"
            notes.append(f"{shape} batch {batch}: {note}")
    if notes:
        print("\n" + "\n".join(f"* {n}" for n in notes))
    for s in skipped:
        print(f"\nskipped: {s}")
    return 0


def main() -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    sub = p.add_subparsers(dest="cmd", required=True)
    r = sub.add_parser("run")
    r.add_argument("--shape", choices=sorted(SHAPES), default="qwen2.5-0.5b")
    r.add_argument("--batches", default="1,16,64")
    r.add_argument("--prompt-len", type=int, default=512)
    r.add_argument("--new-tokens", type=int, default=128)
    r.add_argument("--repeats", type=int, default=3)
    r.add_argument("--device", choices=["cuda", "cpu"], default="cuda")
    r.add_argument("--dtype", choices=["bfloat16", "float32"], default="bfloat16")
    sub.add_parser("bandwidth")
    t = sub.add_parser("table")
    t.add_argument("files", nargs="+")
    args = p.parse_args()
    return {"run": run, "bandwidth": bandwidth, "table": table}[args.cmd](args)


if __name__ == "__main__":
    sys.exit(main())
