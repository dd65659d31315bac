"""torch.heaviside -> torch.unsqueeze: synthesised by warpgym synth (seed 7, index 4802, torch#2, dim 0 x2679)."""
import torch
import torch.nn as nn
import torch.nn.functional as F


class Model(nn.Module):
    """torch.heaviside -> torch.unsqueeze"""

    def __init__(self):
        super().__init__()

    def forward(self, x, x1):
        x = torch.heaviside(x, x1)
        x = torch.unsqueeze(x, -1)
        return x


def get_inputs():
    return [torch.randn(42864, 32, 16, 16), torch.randn(42864, 32, 16, 16)]


def get_init_inputs():
    return []
