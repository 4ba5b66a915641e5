"""Network tests stay on loopback: multicast DNS too."""
import os

os.environ["TABLEE_MDNS_INTERFACES"] = "127.0.0.1"
