"""torch.angle -> InstanceNorm1d: synthesised by warpgym synth (seed 7, index 4403, torch#2, dim 0 x15650)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.angle -> InstanceNorm1d"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_1 = nn.InstanceNorm1d(num_features=256)

    def forward(self, x):
        x = torch.angle(x)
        x = self.instancenorm1d_1(x)
        return x


def get_inputs():
    return [torch.randn(2003200, 256)]


def get_init_inputs():
    return []
