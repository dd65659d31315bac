"""CircularPad3d -> CELU -> torch.sort: synthesised by warpgym synth (seed 8, index 237, torch#3, dim 0 x713)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad3d -> CELU -> torch.sort"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_0 = nn.CircularPad3d(padding=1)
        self.celu_1 = nn.CELU()

    def forward(self, x):
        x = self.circularpad3d_0(x)
        x = self.celu_1(x)
        x = torch.sort(x)[0]
        return x


def get_inputs():
    return [torch.randn(11408, 32, 16, 16)]


def get_init_inputs():
    return []
