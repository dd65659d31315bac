"""RReLU -> torch.arcsinh -> torch.diff: synthesised by warpgym synth (seed 7, index 2035, torch#3, dim 0 x1889)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """RReLU -> torch.arcsinh -> torch.diff"""

    def __init__(self):
        super().__init__()
        self.rrelu_0 = nn.RReLU()

    def forward(self, x):
        x = self.rrelu_0(x)
        x = torch.arcsinh(x)
        x = torch.diff(x)
        return x


def get_inputs():
    return [torch.randn(30224, 32, 256)]


def get_init_inputs():
    return []
