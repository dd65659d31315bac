"""torch.slogdet -> GLU: synthesised by warpgym synth (seed 7, index 2941, torch#2, dim 0 x2427)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.slogdet -> GLU"""

    def __init__(self):
        super().__init__()
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = torch.slogdet(x)[0]
        x = self.glu_1(x)
        return x


def get_inputs():
    return [torch.randn(19416, 16, 32, 32)]


def get_init_inputs():
    return []
