"""ZeroPad3d -> torch.geqrf: synthesised by warpgym synth (seed 7, index 4511, torch#2)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """ZeroPad3d -> torch.geqrf"""

    def __init__(self):
        super().__init__()
        self.zeropad3d_0 = nn.ZeroPad3d(padding=1)

    def forward(self, x):
        x = self.zeropad3d_0(x)
        x = torch.geqrf(x)[0]
        return x


def get_inputs():
    return [torch.randn(16, 32, 16, 16)]


def get_init_inputs():
    return []
