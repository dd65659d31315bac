"""torch.diff -> ReplicationPad1d -> torch.histc: synthesised by warpgym synth (seed 7, index 3459, torch#3, dim 0 x905)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.diff -> ReplicationPad1d -> torch.histc"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = torch.diff(x)
        x = self.replicationpad1d_1(x)
        x = torch.histc(x)
        return x


def get_inputs():
    return [torch.randn(14480, 64, 128)]


def get_init_inputs():
    return []
