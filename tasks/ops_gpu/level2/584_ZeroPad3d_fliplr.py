"""ZeroPad3d -> torch.fliplr: synthesised by warpgym synth (seed 7, index 940, torch#2, dim 0 x1821)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d -> torch.fliplr"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = self.zeropad3d_0(x)
        x = torch.fliplr(x)
        return x


def get_inputs():
    return [torch.randn(29136, 32, 256)]


def get_init_inputs():
    return []
