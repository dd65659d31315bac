"""InstanceNorm1d -> torch.qr: synthesised by warpgym synth (seed 7, index 949, torch#2, dim 0 x14765)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """InstanceNorm1d -> torch.qr"""

    def __init__(self):
        super().__init__()
        self.instancenorm1d_0 = nn.InstanceNorm1d(num_features=256)

    def forward(self, x):
        x = self.instancenorm1d_0(x)
        x = torch.qr(x)[0]
        return x


def get_inputs():
    return [torch.randn(1889920, 256)]


def get_init_inputs():
    return []
