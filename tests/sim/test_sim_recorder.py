"""Video and annotation writing: readable H.264 mp4, mp4v fallback, atomic writes."""
import json
import os
import signal
import subprocess
import sys
import textwrap

import imageio.v3 as iio
import imageio_ffmpeg
import numpy as np
import pytest

from sim import recorder
from sim.errors import RecordingError
from sim.mp4 import mp4_frame_count
from sim.recorder import atomic_path, remove_stale_temporaries, write_json_atomic, write_video


def _frames(n=12, size=32):
    """Smooth moving gradients (random noise would not survive yuv420p chroma subsampling)."""
    y, x = np.mgrid[0:size, 0:size]
    return [np.stack([(x * 8 + k * 10) % 256, y * 8 % 256, np.full_like(x, 40 + 10 * k)], -1).astype(np.uint8)
            for k in range(n)]


def _codec(path):
    info = imageio_ffmpeg.read_frames(str(path))
    meta = next(info)
    info.close()
    return meta["codec"]


def test_h264_mp4_is_readable_with_every_frame(tmp_path):
    frames = _frames()
    path = tmp_path / "v.mp4"
    assert write_video(frames, path, fps=5) == "h264"
    back = iio.imread(path)
    assert back.shape == (12, 32, 32, 3)
    assert _codec(path).startswith("h264")
    # lossy, but close to what was written
    assert np.abs(back.astype(int) - np.stack(frames).astype(int)).mean() < 12
    assert not [p for p in tmp_path.iterdir() if p.name != "v.mp4"]  # no temporary left


def test_mp4v_fallback_when_h264_fails(tmp_path, monkeypatch):
    def broken(*a, **k):
        raise RuntimeError("no libx264 here")

    monkeypatch.setattr(recorder, "_write_h264", broken)
    path = tmp_path / "v.mp4"
    assert write_video(_frames(), path) == "mp4v"
    assert iio.imread(path).shape[0] == 12


def test_failed_write_keeps_the_old_file_and_leaves_no_temporary(tmp_path, monkeypatch):
    path = tmp_path / "v.mp4"
    write_video(_frames(), path)
    before = path.read_bytes()

    def half_then_crash(frames, tmp, fps, x264_preset=""):
        tmp.write_bytes(b"\x00" * 100)
        raise RuntimeError("killed")

    monkeypatch.setattr(recorder, "_write_h264", half_then_crash)
    monkeypatch.setattr(recorder, "_write_mp4v", half_then_crash)
    with pytest.raises(RecordingError, match="killed"):
        write_video(_frames(), path)
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["v.mp4"]


def test_a_killed_writer_never_leaves_a_partial_file_under_the_final_name(tmp_path):
    final = tmp_path / "ann.json"
    final.write_text('{"old": true}')
    child = textwrap.dedent(f"""
        import sys, time
        from sim.recorder import atomic_path
        with atomic_path({str(final)!r}) as tmp:
            with open(tmp, "w") as fh:
                fh.write('{{"half": ')
                fh.flush()
                print("writing", flush=True)
                time.sleep(60)
    """)
    proc = subprocess.Popen([sys.executable, "-c", child], stdout=subprocess.PIPE, text=True,
                            cwd=os.path.dirname(os.path.dirname(recorder.__file__)))
    assert proc.stdout.readline().strip() == "writing"
    proc.send_signal(signal.SIGKILL)
    proc.wait(timeout=10)
    assert json.loads(final.read_text()) == {"old": True}
    stale = [p for p in tmp_path.iterdir() if p != final]
    assert len(stale) == 1 and recorder.TMP_MARK in stale[0].name
    assert remove_stale_temporaries(tmp_path) == stale
    assert [p.name for p in tmp_path.iterdir()] == ["ann.json"]


def test_json_written_atomically_and_bad_input_rejected(tmp_path):
    out = write_json_atomic({"a": [1, 2]}, tmp_path / "sub" / "a.json")
    assert json.loads(out.read_text()) == {"a": [1, 2]}
    with pytest.raises(RecordingError, match="no frames"):
        write_video([], tmp_path / "x.mp4")
    with pytest.raises(RecordingError, match="even frame sizes"):
        write_video([np.zeros((15, 16, 3), np.uint8)], tmp_path / "x.mp4")
    with pytest.raises(RecordingError, match="frame 1 has shape"):
        write_video([np.zeros((16, 16, 3), np.uint8), np.zeros((16, 16), np.uint8)], tmp_path / "x.mp4")
    with pytest.raises(RecordingError, match="unknown codec"):
        write_video(_frames(), tmp_path / "x.mp4", codec="divx")
    assert not (tmp_path / "x.mp4").exists()


def test_unwritable_directory_is_a_recording_error(tmp_path):
    blocker = tmp_path / "file"
    blocker.write_text("not a directory")
    with pytest.raises(RecordingError, match="cannot write into"):
        with atomic_path(blocker / "a.json"):
            pass


def test_x264_preset_is_chosen_and_checked(tmp_path):
    frames = _frames()
    assert write_video(frames, tmp_path / "u.mp4", x264_preset="ultrafast") == "h264"
    assert mp4_frame_count(tmp_path / "u.mp4") == len(frames)
    with pytest.raises(RecordingError, match="unknown x264 preset 'turbo'; valid presets: ultrafast"):
        write_video(frames, tmp_path / "x.mp4", x264_preset="turbo")
    assert not (tmp_path / "x.mp4").exists()


def _fake_ffmpeg(tmp_path, monkeypatch, script: str):
    """An 'ffmpeg' that does what ``script`` says (imageio-ffmpeg takes the executable from
    IMAGEIO_FFMPEG_EXE), to see how the writer meets an encoder that fails."""
    exe = tmp_path / "ffmpeg"
    exe.write_text("#!/bin/sh\n" + script + "\n")
    exe.chmod(0o755)
    monkeypatch.setenv("IMAGEIO_FFMPEG_EXE", str(exe))


def test_an_encoder_that_stops_reading_fails_with_its_own_words(tmp_path, monkeypatch):
    """ffmpeg exits before reading the frames (the writes meet a closed pipe): its status and its
    last line are the error, not the broken pipe."""
    _fake_ffmpeg(tmp_path, monkeypatch, "echo 'Unknown encoder libx264' >&2; exit 3")
    with pytest.raises(RuntimeError, match=r"status 3: \['Unknown encoder libx264'\]"):
        recorder._write_h264(_frames(200, 64), tmp_path / "v.mp4", 5)


def test_a_full_disk_seen_by_the_encoder_stops_the_write_as_no_space(tmp_path, monkeypatch):
    """ffmpeg's 'No space left on device' becomes ENOSPC, so the dataset writer stops the run
    instead of trying the next codec or counting a failed attempt."""
    _fake_ffmpeg(tmp_path, monkeypatch, "head -c 1000 > /dev/null; echo 'av_interleaved_write_frame(): No space left on device' >&2; exit 1")
    with pytest.raises(RecordingError, match="No space left on device") as err:
        write_video(_frames(200, 64), tmp_path / "v.mp4", fps=5)
    assert isinstance(err.value.__cause__, OSError) and err.value.__cause__.errno == 28
    assert os.listdir(tmp_path) == ["ffmpeg"]  # no temporary, no video


def test_an_interrupted_write_leaves_no_encoder_running(tmp_path, monkeypatch):
    """Ctrl-C while the frames are being fed: the ffmpeg child is killed and reaped, not left
    waiting on its input."""
    started = []
    real_popen = subprocess.Popen

    def popen(*args, **kw):
        started.append(real_popen(*args, **kw))
        return started[-1]

    class Interrupting(list):
        def __iter__(self):
            yield from self[:3]
            raise KeyboardInterrupt

    monkeypatch.setattr(subprocess, "Popen", popen)
    with pytest.raises(KeyboardInterrupt):
        recorder._write_h264(Interrupting(_frames()), tmp_path / "v.mp4", 5)
    assert len(started) == 1 and started[0].returncode is not None
