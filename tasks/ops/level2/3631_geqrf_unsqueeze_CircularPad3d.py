"""torch.geqrf -> torch.unsqueeze -> CircularPad3d: synthesised by warpgym synth (seed 7, index 4780, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.geqrf -> torch.unsqueeze -> CircularPad3d"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_2 = nn.CircularPad3d(padding=1)

    def forward(self, x):
        x = torch.geqrf(x)[0]
        x = torch.unsqueeze(x, -1)
        x = self.circularpad3d_2(x)
        return x


def get_inputs():
    return [torch.randn(8, 16, 32, 32)]


def get_init_inputs():
    return []
