"""F.pad -> F.tanh -> GLU: synthesised by warpgym synth (seed 7, index 3272, torch#3, dim 0 x2092)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.pad -> F.tanh -> GLU"""

    def __init__(self):
        super().__init__()
        self.glu_2 = nn.GLU()

    def forward(self, x):
        x = F.pad(x, pad=[1, 1])
        x = F.tanh(x)
        x = self.glu_2(x)
        return x


def get_inputs():
    return [torch.randn(535552, 256)]


def get_init_inputs():
    return []
