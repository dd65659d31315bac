"""F.softsign -> GLU: synthesised by warpgym synth (seed 7, index 3680, torch#2, dim 0 x1854)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.softsign -> GLU"""

    def __init__(self):
        super().__init__()
        self.glu_1 = nn.GLU()

    def forward(self, x):
        x = F.softsign(x)
        x = self.glu_1(x)
        return x


def get_inputs():
    return [torch.randn(59328, 128, 64)]


def get_init_inputs():
    return []
