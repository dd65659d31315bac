"""torch.sinc -> Tanh -> torch.neg: synthesised by warpgym synth (seed 7, index 5944, torch#3, dim 0 x734)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.sinc -> Tanh -> torch.neg"""

    def __init__(self):
        super().__init__()
        self.tanh_1 = nn.Tanh()

    def forward(self, x):
        x = torch.sinc(x)
        x = self.tanh_1(x)
        x = torch.neg(x)
        return x


def get_inputs():
    return [torch.randn(11744, 64, 128)]


def get_init_inputs():
    return []
