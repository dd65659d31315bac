"""ReplicationPad1d -> torch.aminmax: synthesised by warpgym synth (seed 7, index 1407, torch#2, dim 0 x3388)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ReplicationPad1d -> torch.aminmax"""

    def __init__(self):
        super().__init__()
        self.replicationpad1d_0 = nn.ReplicationPad1d(padding=1)

    def forward(self, x):
        x = self.replicationpad1d_0(x)
        x = torch.aminmax(x)[0]
        return x


def get_inputs():
    return [torch.randn(216832, 1024)]


def get_init_inputs():
    return []
