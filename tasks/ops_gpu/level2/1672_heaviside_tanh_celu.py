"""torch.heaviside -> F.tanh -> F.celu: synthesised by warpgym synth (seed 7, index 2651, torch#3, dim 0 x1049)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.heaviside -> F.tanh -> F.celu"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.heaviside(x, x1)
        x = F.tanh(x)
        x = F.celu(x)
        return x


def get_inputs():
    return [torch.randn(67136, 1024), torch.randn(67136, 1024)]


def get_init_inputs():
    return []
