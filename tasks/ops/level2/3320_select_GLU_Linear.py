"""torch.select -> GLU -> Linear: synthesised by warpgym synth (seed 7, index 4376, torch#3)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.select -> GLU -> Linear"""

    def __init__(self):
        super().__init__()
        self.glu_1 = nn.GLU()
        self.linear_2 = nn.Linear(in_features=8, out_features=8)

    def forward(self, x):
        x = torch.select(x, -1, 2)
        x = self.glu_1(x)
        x = self.linear_2(x)
        return x


def get_inputs():
    return [torch.randn(2, 8, 8, 16, 16)]


def get_init_inputs():
    return []
