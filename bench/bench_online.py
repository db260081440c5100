"""Online verification speed: streaming vs real time, and the incremental aligner vs re-aligning.

1. Per video (``--videos`` of the dataset's test mistake pairs): decode the mp4, sample frames,
   compute the run's CLIP features (the stand-in tower unless the run used another), then stream
   every segment through the verifier (scoring, incremental alignment, rules). Printed: video
   seconds, features seconds, streaming seconds, and video seconds / (features + streaming) as
   "x real time". Loading the model and CLIP once per process is not counted.
2. The aligner alone, at prefix lengths ``--lengths``: the cost of one new segment pushed into
   :class:`~nsg.online.align.StreamingAligner` after L segments, against re-aligning the prefix
   from scratch with the offline aligner (every sort and prefix length, as the states need;
   and, cheaper, only every full sort, which is all the offline verdict needs). Medians over
   ``--repeats``; scores are checked equal before the times are printed.

    OMP_NUM_THREADS=1 .venv/bin/python bench/bench_online.py --run runs24/nsg --dataset out/egotv_small --threads 1

``--place-probe``: the relation queries scored by the placement probe (``nsg.online.placement``),
fitted once before the timed part.

Figures only: nothing here asserts a time.
"""
from __future__ import annotations

import argparse
import math
import statistics
import time

import torch

from contracts.language.graphs import QueryNode, TaskGraph
from nsg.models.align import align_sequence
from nsg.online.align import StreamingAligner, prefix_table_offline

# 4 steps, heat and clean in any order, then slice, then place: 2 topological sorts
BENCH_GRAPH = TaskGraph((QueryNode("heat", "potato"), QueryNode("clean", "potato"), QueryNode("slice", "potato"),
                         QueryNode("place", "potato", "plate")), ((0, 2), (1, 2), (2, 3)))


def timed(fn, repeats: int) -> float:
    out = []
    for _ in range(repeats):
        t = time.perf_counter()
        fn()
        out.append(time.perf_counter() - t)
    return statistics.median(out)


def bench_aligner(lengths, repeats: int) -> None:
    sorts = BENCH_GRAPH.topological_sorts()
    n = len(BENCH_GRAPH.nodes)
    print(f"\naligner: graph of {n} nodes, {len(sorts)} topological sorts; one new segment after L segments")
    print("| L | push one segment (ms) | re-align prefix, every sort and prefix length (ms) | "
          "re-align, full sorts only (ms) | ratio |")
    print("|---|---|---|---|---|")
    gen = torch.Generator().manual_seed(0)
    for length in lengths:
        logp = torch.log(torch.rand((n, length + repeats + 1), generator=gen, dtype=torch.float64)).clamp_min(-30)
        al = StreamingAligner(sorts, n)
        for s in range(length):
            al.push(logp[:, s])
        push_times = []
        for r in range(repeats):
            t = time.perf_counter()
            table = al.push(logp[:, length + r])
            push_times.append(time.perf_counter() - t)
        s_now = length + repeats
        check = prefix_table_offline(logp, sorts, s_now)
        assert all(math.isclose(a, b, rel_tol=1e-9, abs_tol=1e-9) or a == b
                   for ra, rb in zip(table.score, check.score) for a, b in zip(ra, rb))
        every = timed(lambda: prefix_table_offline(logp, sorts, s_now), max(3, repeats // 10))
        full = timed(lambda: [align_sequence(logp[list(o), :s_now]) for o in sorts], max(3, repeats // 10))
        push = statistics.median(push_times)
        print(f"| {length} | {1000 * push:.3f} | {1000 * every:.2f} | {1000 * full:.2f} | {every / push:.0f}x |")


def bench_videos(run_dir: str, dataset: str, count: int, place_probe: bool = False) -> None:
    from nsg.clip.frozen import load_clip
    from nsg.inputs.reader import read_video, sample_indices
    from nsg.online.data import Manifests, load_records, online_run, query_words, video_input
    from nsg.online.rules import Thresholds
    from nsg.online.scoring import segment_chunks
    from nsg.online.stream import VideoQueries, stream_segments

    run = online_run(run_dir)
    manifests = Manifests()
    records = load_records(dataset, ["novel_tasks", "novel_steps", "novel_scenes", "abstraction"], manifests)[:count]
    probe = None
    if place_probe:   # fitted before the clock starts, as it is once per evaluation
        from nsg.online.evaluate import fit_placement_probe
        from nsg.online.inputs import OnlineInputs, probe_records

        fitted, held = probe_records(run, manifests)
        cache = run.cache(fitted)
        probe = fit_placement_probe(run, OnlineInputs(records, "", [], "train", fitted, held, cache,
                                                      query_words(cache)))[0]
    cache = run.cache(records)
    words = query_words(cache)
    clip = load_clip(run.spec.model, run.spec.weights_path, run.spec.fps, "cpu")
    k = run.segment_frames
    print(f"\nstreaming, features included (run {run_dir}, {k} frames per segment at {run.spec.fps} fps"
          + (", relation queries by the placement probe)" if place_probe else ")"))
    print("| video | video s | segments | decode + features s | stream s | x real time |")
    print("|---|---|---|---|---|---|")
    totals = [0.0, 0.0, 0.0]
    for rec in records:
        v = video_input(rec, cache, k)           # for the graph and segment times only
        t0 = time.perf_counter()
        frames, native = read_video(rec.video)
        feats = clip.encode_frames(frames[sample_indices(len(frames), native, run.spec.fps)]).float()
        t1 = time.perf_counter()
        q = VideoQueries.of(v.graph)
        segs = segment_chunks(feats, k, len(v.graph.nodes))
        stream_segments(run.scorer(q, words, probe), segs, [v.times[min(s, len(v.times) - 1)] for s in range(segs.shape[0])],
                        q, Thresholds())
        t2 = time.perf_counter()
        totals = [totals[0] + v.duration_s, totals[1] + t1 - t0, totals[2] + t2 - t1]
        print(f"| {v.job_id} | {v.duration_s:.0f} | {segs.shape[0]} | {t1 - t0:.2f} | {t2 - t1:.3f} | "
              f"{v.duration_s / (t2 - t0):.0f}x |")
    print(f"| all {len(records)} | {totals[0]:.0f} | | {totals[1]:.2f} | {totals[2]:.3f} | "
          f"{totals[0] / (totals[1] + totals[2]):.0f}x |")


def main() -> None:
    ap = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    ap.add_argument("--run", default="runs24/nsg")
    ap.add_argument("--dataset", default="out/egotv_small")
    ap.add_argument("--videos", type=int, default=6, help="test videos streamed with features (0: skip)")
    ap.add_argument("--lengths", type=int, nargs="*", default=[10, 50, 200, 1000])
    ap.add_argument("--repeats", type=int, default=50)
    ap.add_argument("--threads", type=int, default=1)
    ap.add_argument("--place-probe", action="store_true", help="score relation queries with the placement probe")
    a = ap.parse_args()
    torch.set_num_threads(a.threads)
    print(f"torch threads: {torch.get_num_threads()}")
    bench_aligner(a.lengths, a.repeats)
    if a.videos:
        bench_videos(a.run, a.dataset, a.videos, a.place_probe)


if __name__ == "__main__":
    main()
