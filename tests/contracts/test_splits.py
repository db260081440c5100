from contracts.library import splits as S
from contracts.library import tasks as T


def test_split_data_is_consistent():
    assert S.check_splits() == []


def test_train_and_novel_tasks_partition_the_library():
    train, novel = set(S.get_split("train").tasks), set(S.get_split("novel_tasks").tasks)
    assert not train & novel
    assert train | novel == set(T.task_names())


def test_scenes():
    assert S.get_split("novel_scenes").scenes == tuple(range(26, 31))
    for name in ("train", "novel_tasks", "novel_steps", "abstraction"):
        assert S.get_split(name).scenes == tuple(range(1, 26))


def test_heldout_pairs_only_in_novel_steps():
    pairs = S.heldout_pairs()
    assert ("heat", "Egg") in pairs and ("place", "Shelf") in pairs
    for split in S.all_splits():
        for task, obj, rec in split.instances():
            touches = bool(T.instance_pairs(T.get_task(task), obj, rec) & pairs)
            assert touches == (split.name == "novel_steps"), (split.name, task, obj, rec)


def test_admits_rejects_wrong_scene_and_pair():
    train = S.get_split("train")
    assert train.admits("heat_simple", "Apple", None, 3)
    assert not train.admits("heat_simple", "Apple", None, 27)
    assert not train.admits("heat_simple", "Egg", None, 3)
    assert S.get_split("novel_steps").admits("heat_simple", "Egg", None, 3)
    assert S.get_split("abstraction").descriptions == "abstract"


def test_unknown_split():
    import pytest

    from contracts.errors import UnknownNameError
    with pytest.raises(UnknownNameError, match="novel_steps"):
        S.get_split("validation")
