"""A small hand-made ViLPAct-style knowledge base and questions, for tests that must not need
../shared. Same file formats as the ViLPAct release; contents invented for the tests."""
from __future__ import annotations

import csv
import json
from pathlib import Path

HEADER = ["aid", "text", "has_video_clips", "pre_acts", "nxt_acts", "verb", "obj", "action", "pre",
          "post-Add", "post-Del", "args"]

# aid, text, verb, obj, action, pre, add, del, args
CLASSES = [
    ("c000", "Holding a cup", "hold", "cup", "", "", "", "", ""),
    ("c001", "Taking a cup from somewhere", "take", "cup", "Take(P,x,from)",
     "At(x,from)&Place(from)&Person(P)", "InHand(P,x)", "At(x,from)", "Cup"),
    ("c002", "Putting a cup somewhere", "put", "cup", "Put(P,x,to)", "InHand(P,x)&Person(P)&Place(to)",
     "At(x,to)", "InHand(P,x)", "Cup"),
    ("c003", "Drinking from a cup", "drink", "cup", "Drink(P,x)", "InHand(P,x)&Person(P)",
     "Drank(P,x)", "", "Cup"),
    ("c004", "Opening a door", "open", "door", "Open(P,x)", "IsClosed(x)&Person(P)", "IsOpen(x)",
     "IsClosed(x)", "Door"),
    ("c005", "Closing a door", "close", "door", "Close(P,x)", "IsOpen(x)&Person(P)", "IsClosed(x)",
     "IsOpen(x)", "Door"),
    ("c006", "Walking through a doorway", "walk", "doorway", "WalkThrough(P,x)", "Person(P)&Near(P,x)",
     "", "Near(P,x)", "Doorway"),
    ("c007", "Watching a book", "watch", "book", "Watch(P,x)", "IsOpen(x)&Person(P)", "*Watched(P,x)",
     "", "Book"),
    ("c008", "Someone is laughing", "laugh", "None", "Laugh(P)", "Person(P)&Happy(y)", "IsHappy(P)",
     "", ""),
    ("c009", "Opening a book", "open", "book", "Open(P,x)", "IsClosed(x)&Person(P)", "IsOpen(x)",
     "IsClosed(x)", "Book"),
    ("c010", "Someone is sitting down", "sit", "None", "SitDown(P,to)", "IsStanding(P)&Person(P)",
     "IsSitting(P)", "IsStanding(P)", ""),
    ("c011", "Someone is standing up", "stand", "None", "StandUp(P)", "IsSitting(P)&Person(P)",
     "IsStanding(P)", "IsSitting(P)", ""),
    ("c012", "Fixing a chair", "fix", "chair", "Fix(P,x", "IsBroken(x)", "IsFixed(x)", "IsBroken(x)",
     "Chair"),
    ("c013", "Putting on shoes", "dress", "shoes", "PutOn(P,x)", "Person(P)", "Wearing(P,x)", "", ""),
]

CUP = ("S/He is thirsty", "drink some water")
DOOR = ("S/He wants to leave the room", "go out of the room")
BOOK = ("S/He wants to read a book", "read a novel")
SEAT = ("S/He wants to rest", "sit for a while")
PATTERNS = [  # (observed, future, intent)
    (("c001",), ("c003", "c002"), CUP),
    (("c000", "c001"), ("c003", "c002", "c000"), CUP),
    (("c001", "c000"), ("c003", "c002"), CUP),
    (("c004",), ("c006", "c005"), DOOR),
    (("c004", "c006"), ("c005",), DOOR),
    (("c009",), ("c007", "c008"), BOOK),
    (("c009", "c007"), ("c008",), BOOK),
    (("c010",), ("c009", "c007", "c011"), SEAT),
    (("c010", "c009"), ("c007", "c011"), SEAT),
]


def _text(aid: str) -> str:
    return next(c[1] for c in CLASSES if c[0] == aid)


def _row(vid: str, observed, future, intent) -> dict:
    motive, desc = intent
    seq = list(observed) + list(future)
    return {"id": vid, "action_flow_id": ";".join(f"{a} {i}.0 {i + 1}.0" for i, a in enumerate(seq)),
            "action_flow_des": ";".join(map(_text, seq)),
            "intention_1": f"{desc};{motive}", "intention_2": f"{desc} now;{motive}",
            "act_seq_start": "0.0", "act_seq_end": f"{len(seq)}.0", "ob_start_frame": "1",
            "ob_end_frame": "10", "ob_act_seq": ";".join(map(_text, observed)),
            "future_act_seq": ";".join(map(_text, future)), "scene": "Kitchen"}


SEQ_HEADER = ["id", "action_flow_id", "action_flow_des", "intention_1", "intention_2", "act_seq_start",
              "act_seq_end", "ob_start_frame", "ob_end_frame", "ob_act_seq", "future_act_seq", "scene"]


def write_tiny_kb(root: Path, malformed_sequences: bool = True) -> Path:
    """Write the KB files into ``root``; returns ``root``. The CSV includes one row without a
    class id, a malformed action head (c012), an unparsable atom (c007) and an atom with an
    unknown term (c008); the training sequences include an empty row and an unknown action."""
    root.mkdir(parents=True, exist_ok=True)
    with (root / "action_class.csv").open("w", newline="") as f:
        w = csv.writer(f)
        w.writerow(HEADER)
        for aid, text, verb, obj, action, pre, add, dele, args in CLASSES:
            w.writerow([aid, text, "", "", "", verb, obj, action, pre, add, dele, args])
        w.writerow(["", "", "", "", "", "", "", "", "", "", "", ""])
    (root / "Charades_v1_classes.txt").write_text("".join(f"{c[0]} {c[1]}\n" for c in CLASSES))
    for split, copies in (("train", 4), ("val", 2)):
        with (root / f"{split}_planning_gt_seq.csv").open("w", newline="") as f:
            w = csv.DictWriter(f, SEQ_HEADER)
            w.writeheader()
            for k in range(copies):
                for i, (ob, fu, intent) in enumerate(PATTERNS):
                    w.writerow(_row(f"{split[0].upper()}{k}{i:03d}", ob, fu, intent))
            if malformed_sequences and split == "train":
                w.writerow(_row("EMPTY", (), (), CUP))
                bad = _row("BADNAME", ("c001",), ("c003",), CUP)
                bad["future_act_seq"] = "Juggling three cups"
                w.writerow(bad)
    return root


def question(qid: str, observed, intent: str, choices, answer: int | None) -> dict:
    out = {"ob_act_seq_gt": [_text(a) for a in observed], "intention": intent,
           "choices": [[i, ",".join(_text(a) for a in c)] for i, c in enumerate(choices)]}
    if answer is not None:
        out["answer"] = [answer, ",".join(_text(a) for a in choices[answer])]
    return out


QUESTIONS = {
    "QCUP1": question("QCUP1", ("c001",), "S/He is thirsty",
                      [("c005", "c002"), ("c003", "c012"), ("c003", "c002"), ("c010", "c002"),
                       ("c003", "c013"), ("c009", "c002")], 2),
    "QDOOR": question("QDOOR", ("c004",), "S/He wants to leave the room",
                      [("c006", "c005"), ("c006", "c001"), ("c013", "c005"), ("c006", "c010"),
                       ("c012", "c005"), ("c006", "c003")], 0),
    "QBOOK": question("QBOOK", ("c009",), "S/He wants to read a book",
                      [("c007", "c004"), ("c001", "c008"), ("c007", "c013"), ("c007", "c002"),
                       ("c007", "c008"), ("c006", "c008")], 4),
}


def write_questions(path: Path, questions: dict | None = None) -> Path:
    path.write_text(json.dumps(questions or QUESTIONS, indent=1))
    return path


class BagOfWordsEncoder:
    """Test double for the sentence encoder: hashed bag of words, unit norm, deterministic."""

    def __init__(self, dim: int = 64):
        self.dim = dim
        self.calls = 0

    def encode(self, texts):
        import zlib

        import numpy as np

        self.calls += 1
        out = np.zeros((len(texts), self.dim), dtype=np.float32)
        for i, t in enumerate(texts):
            for w in t.lower().replace("/", " ").split():
                out[i, zlib.crc32(w.encode()) % self.dim] += 1.0
        norms = np.linalg.norm(out, axis=1, keepdims=True)
        return out / np.maximum(norms, 1e-9)
