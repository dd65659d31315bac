"""torch.mode -> GLU: synthesised by warpgym synth (seed 7, index 5750, torch#2, dim 0 x14464)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.mode -> GLU"""

    def __init__(self):
        super().__init__()
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = torch.mode(x)[0]
        x = self.glu_1(x)
        return x


def get_inputs():
    return [torch.randn(57856, 16, 8, 8, 8)]


def get_init_inputs():
    return []
