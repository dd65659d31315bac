"""GLU -> Softmax2d: synthesised by warpgym synth (seed 7, index 6259, torch#2, dim 0 x4721)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU -> Softmax2d"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()
        self.softmax2d_1 = nn.Softmax2d()

    def forward(self, x):
        x = self.glu_0(x)
        x = self.softmax2d_1(x)
        return x


def get_inputs():
    return [torch.randn(75536, 32, 16, 16)]


def get_init_inputs():
    return []
