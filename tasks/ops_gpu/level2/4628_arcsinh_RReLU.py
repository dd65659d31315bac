"""torch.arcsinh -> RReLU: synthesised by warpgym synth (seed 8, index 305, torch#2, dim 0 x777)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.arcsinh -> RReLU"""

    def __init__(self):
        super().__init__()
        self.rrelu_1 = nn.RReLU()

    def forward(self, x):
        x = torch.arcsinh(x)
        x = self.rrelu_1(x)
        return x


def get_inputs():
    return [torch.randn(397824, 256)]


def get_init_inputs():
    return []
