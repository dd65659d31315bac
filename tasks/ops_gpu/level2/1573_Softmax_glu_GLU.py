"""Softmax -> F.glu -> GLU: synthesised by warpgym synth (seed 7, index 2506, torch#3, dim 0 x16833)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """Softmax -> F.glu -> GLU"""

    def __init__(self):
        super().__init__()
        self.softmax_0 = nn.Softmax()
        self.glu_2 = nn.GLU()

    def forward(self, x):
        x = self.softmax_0(x)
        x = F.glu(x)
        x = self.glu_2(x)
        return x


def get_inputs():
    return [torch.randn(2154624, 256)]


def get_init_inputs():
    return []
