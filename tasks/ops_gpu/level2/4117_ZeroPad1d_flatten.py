"""ZeroPad1d -> torch.flatten: synthesised by warpgym synth (seed 7, index 6473, torch#2, dim 0 x5344)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad1d -> torch.flatten"""

    def __init__(self):
        super().__init__()
        self.zeropad1d_0 = nn.ZeroPad1d(padding=1)

    def forward(self, x):
        x = self.zeropad1d_0(x)
        x = torch.flatten(x)
        return x


def get_inputs():
    return [torch.randn(1368064, 256)]


def get_init_inputs():
    return []
