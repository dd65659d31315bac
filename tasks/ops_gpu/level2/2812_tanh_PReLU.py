"""F.tanh -> PReLU: synthesised by warpgym synth (seed 7, index 4443, torch#2, dim 0 x2876)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> PReLU"""

    def __init__(self):
        super().__init__()
        self.prelu_1 = nn.PReLU()

    def forward(self, x):
        x = F.tanh(x)
        x = self.prelu_1(x)
        return x


def get_inputs():
    return [torch.randn(1472512, 256)]


def get_init_inputs():
    return []
