"""`make run` finds the addresses phones at the table can open."""
from __future__ import annotations

import sys
import time

from runtime.serve import IPV4, reachable, supervise

IP_OUTPUT = """2: wlan0    inet 192.168.1.23/24 brd 192.168.1.255 scope global dynamic wlan0
3: docker0    inet 172.17.0.1/16 brd 172.17.255.255 scope global docker0"""
IFCONFIG_OUTPUT = """lo0: flags=8049<UP,LOOPBACK> mtu 16384
\tinet 127.0.0.1 netmask 0xff000000
en0: flags=8863<UP,BROADCAST> mtu 1500
\tinet 10.0.0.7 netmask 0xffffff00 broadcast 10.0.0.255
\tinet 169.254.10.1 netmask 0xffff0000"""


def test_addresses_are_read_from_ip_and_ifconfig_listings():
    assert reachable(IPV4.findall(IP_OUTPUT)) == ["172.17.0.1", "192.168.1.23"]
    assert reachable(IPV4.findall(IFCONFIG_OUTPUT)) == ["10.0.0.7"]


def test_loopback_and_link_local_addresses_are_left_out():
    assert reachable(["127.0.1.1", "169.254.3.4"]) == []


def test_when_one_server_ends_make_run_stops_the_other_and_exits_with_its_code():
    started = time.monotonic()
    code = supervise([[sys.executable, "-c", "import time; time.sleep(60)"],
                      [sys.executable, "-c", "raise SystemExit(3)"]])
    assert code == 3
    assert time.monotonic() - started < 20  # the sleeper was stopped, not waited for
