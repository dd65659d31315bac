"""F.relu -> ZeroPad1d: synthesised by warpgym synth (seed 7, index 960, torch#2, dim 0 x4238)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.relu -> ZeroPad1d"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_1 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = F.relu(x)
        x = self.zeropad1d_1(x)
        return x


def get_inputs():
    return [torch.randn(16952, 16, 8, 8, 8)]


def get_init_inputs():
    return []
