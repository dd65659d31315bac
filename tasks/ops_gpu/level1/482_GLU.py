"""GLU: synthesised by warpgym synth (seed 8, index 339, torch#1, dim 0 x4599)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """GLU"""

    def __init__(self):
        super().__init__()
        self.glu_0 = nn.GLU()

    def forward(self, x):
        x = self.glu_0(x)
        return x


def get_inputs():
    return [torch.randn(1177344, 256)]


def get_init_inputs():
    return []
