"""ZeroPad1d -> F.relu: synthesised by warpgym synth (seed 7, index 6591, torch#2, dim 0 x3300)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> F.relu"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = F.relu(x)
        return x


def get_inputs():
    return [torch.randn(52800, 32, 256)]


def get_init_inputs():
    return []
