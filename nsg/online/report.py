"""The markdown table of an online evaluation (printed by the command, pasted into docs/nsg.md)."""
from __future__ import annotations

from contracts.dataset.manifest import MISTAKE_TYPES


def _pct(x) -> str:
    return "-" if x is None else f"{100 * x:.0f}%"


def _num(x, fmt: str = "{:.1f}") -> str:
    return "-" if x is None else fmt.format(x)


def _row(name: str, m: dict, end: str, speed: str) -> str:
    per = [f"{_pct(m['per_type'][t]['recall'])} ({m['per_type'][t]['n']})" for t in MISTAKE_TYPES]
    return (f"| {name} | " + " | ".join(per) + f" | {_pct(m['recall'])} | {_pct(m['false_alarm'])} ({m['n_correct']}) "
            f"| {_num(m.get('delay_after_end_median_s'))} | {_num(m['delay_median_s'])} | {_f1(m)} | {end} | {speed} |")


def _f1(m: dict) -> str:
    p = m.get("prego") or {}
    return "-" if p.get("f1") is None else f"{100 * p['f1']:.0f}% (P {_pct(p['precision'])}, R {_pct(p['recall'])})"


def markdown_table(summary: dict, scope: str = "all") -> str:
    """One row per method: streaming, offline NSG at every prefix, blind flagger, offline NSG."""
    res = summary["all"] if scope == "all" else summary["splits"][scope]
    on, blind, sp = res["online"], res["blind"], res["speed"]
    head = ("| method | " + " | ".join(f"recall {t} (n)" for t in MISTAKE_TYPES)
            + " | recall all | false alarms (n) | median delay after the step's end s | median delay from the span's "
              "start s | PREGO F1 | end-of-video acc | speed |")
    lines = [head, "|" + "---|" * (len(MISTAKE_TYPES) + 8)]
    name = "rules on annotated states (diagnostic)" if summary.get("scores") == "annotation" else "online NSG (streaming)"
    lines.append(_row(name, on, _pct(on["end_accuracy"]),
                      f"{_num(sp['x_real_time'], '{:.0f}')}x real time, {_num(sp['ms_per_segment'], '{:.2f}')} ms/segment"))
    pre = res.get("prefix_baseline")
    if pre:
        lines.append(_row("offline NSG at every prefix", on, _pct(on["end_accuracy"]),
                          f"{_num(pre['x_real_time'], '{:.0f}')}x real time ({pre['slower_than_stream']:.1f}x slower; "
                          f"same states {pre['same_states']}/{pre['videos']})"))
    lines.append(_row("blind flagger (no video)", blind, _pct(blind["end_accuracy"]), "-"))
    if on.get("offline_end_accuracy") is not None:
        lines.append("| offline NSG (whole video) | " + " | ".join("-" for _ in MISTAKE_TYPES)
                     + f" | - | - | - | - | - | {_pct(on['offline_end_accuracy'])} | - |")
    return "\n".join(lines)
