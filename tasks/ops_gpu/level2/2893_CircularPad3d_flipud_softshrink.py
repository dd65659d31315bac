"""CircularPad3d -> torch.flipud -> F.softshrink: synthesised by warpgym synth (seed 7, index 4573, torch#3, dim 0 x837)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad3d -> torch.flipud -> F.softshrink"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_0 = nn.CircularPad3d(padding=1)

    def forward(self, x):
        x = self.circularpad3d_0(x)
        x = torch.flipud(x)
        x = F.softshrink(x)
        return x


def get_inputs():
    return [torch.randn(13392, 32, 16, 16)]


def get_init_inputs():
    return []
