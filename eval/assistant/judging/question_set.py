"""Writes a judged question set and its frozen split, as every set from 2026-11-27f on does.

A question already asked in an older set is refused (a follow-up's may repeat when its history
differs); the split puts a question on test when the first byte of sha256(salt + ':' + id) is
below `test_below`, and is written once, then only checked byte for byte: an answer may be
corrected, a question never moves side.
"""
import collections, hashlib, json, os

ASSISTANT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")


def write_question_set(questions, name, salt, test_below, rule, older_sets, follow_ups_may_repeat=False, out=None):
    older = set()
    for older_set in older_sets:
        for line in open(os.path.join(ASSISTANT, older_set)):
            if line.strip(): older.add(json.loads(line)["q"].lower())
    for x in questions:
        repeat_allowed = follow_ups_may_repeat and x.get("history")
        assert x["q"].lower() not in older or repeat_allowed, f"already in an older set: {x['q']}"
    assert len({x["id"] for x in questions}) == len(questions)
    with open(out or os.path.join(ASSISTANT, f"judged-{name}.jsonl"), "w") as judged:
        for x in questions: judged.write(json.dumps(x, ensure_ascii=False) + "\n")

    def side(id): return "test" if hashlib.sha256((salt + ":" + id).encode()).digest()[0] < test_below else "dev"
    split = {"salt": salt, "rule": rule,
             "made": "2026-11-27, with the questions, before any of them was run",
             "dev": [x["id"] for x in questions if side(x["id"]) == "dev"],
             "test": [x["id"] for x in questions if side(x["id"]) == "test"]}
    text = json.dumps(split, indent=2) + "\n"
    split_file = os.path.join(ASSISTANT, f"split-{name}.json")
    if os.path.exists(split_file):
        assert open(split_file).read() == text, f"{split_file} is frozen and differs from the questions"
    else:
        with open(split_file, "w") as written: written.write(text)
    return side


def print_counts(questions, side):
    print(len(questions), collections.Counter(side(x["id"]) for x in questions), collections.Counter(x["language"] for x in questions))
    print(sorted(collections.Counter((x["kind"], side(x["id"])) for x in questions).items()))
