"""CircularPad3d -> Softsign: synthesised by warpgym synth (seed 7, index 6748, torch#2, dim 0 x3447)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """CircularPad3d -> Softsign"""

    def __init__(self):
        super().__init__()
        self.circularpad3d_0 = nn.CircularPad3d(padding=1)
        self.softsign_1 = nn.Softsign()

    def forward(self, x):
        x = self.circularpad3d_0(x)
        x = self.softsign_1(x)
        return x


def get_inputs():
    return [torch.randn(27576, 64, 16, 16)]


def get_init_inputs():
    return []
