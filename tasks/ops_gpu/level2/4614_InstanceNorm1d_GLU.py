"""InstanceNorm1d -> GLU: synthesised by warpgym synth (seed 8, index 275, torch#2, dim 0 x2128)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm1d -> GLU"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=256)
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = self.instancenorm1d_0(x)
        x = self.glu_1(x)
        return x


def get_inputs():
    return [torch.randn(1089536, 256)]


def get_init_inputs():
    return []
