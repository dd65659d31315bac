"""F.tanh -> torch.sub -> torch.ceil: synthesised by warpgym synth (seed 7, index 5262, torch#3, dim 0 x2537)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """F.tanh -> torch.sub -> torch.ceil"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = F.tanh(x)
        x = torch.sub(x, x1)
        x = torch.ceil(x)
        return x


def get_inputs():
    return [torch.randn(40592, 32, 16, 16), torch.randn(40592, 32, 16, 16)]


def get_init_inputs():
    return []
