"""torch.tan -> ReplicationPad1d: synthesised by warpgym synth (seed 9, index 571, torch#2, dim 0 x795)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.tan -> ReplicationPad1d"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_1 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = torch.tan(x)
        x = self.replicationpad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(203520, 512)]


def get_init_inputs():
    return []
