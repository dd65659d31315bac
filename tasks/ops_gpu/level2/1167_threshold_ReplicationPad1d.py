"""F.threshold -> ReplicationPad1d: synthesised by warpgym synth (seed 7, index 1893, torch#2, dim 0 x3615)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.threshold -> ReplicationPad1d"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = F.threshold(x, threshold=0.5, value=0.5)
        x = self.replicationpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(462720, 256)]


def get_init_inputs():
    return []
